// Armour training from the classes. Source: PHB ch.3 class tables ("Proficiencies: Armor") for the
// first class, PHB ch.6 "Multiclassing Proficiencies" for every class taken after it (fewer: a
// barbarian gains shields only, a fighter or paladin no heavy armour). SRD Life Domain: "Bonus
// Proficiency" — heavy armour, whenever the domain is taken.
// Interpretation: the app keeps one switch "proficient with the armour worn"; its default is on when
// the classes give any armour (light or better; shields alone are no armour).
import { LIFE_DOMAIN } from './subclasses';
import type { ClassId, ClassLevel } from './types';

export type ArmourCategory = 'light' | 'medium' | 'heavy' | 'shields';

const FIRST: Record<ClassId, readonly ArmourCategory[]> = {
  barbarian: ['light', 'medium', 'shields'],
  bard: ['light'],
  cleric: ['light', 'medium', 'shields'],
  druid: ['light', 'medium', 'shields'],
  fighter: ['light', 'medium', 'heavy', 'shields'],
  monk: [],
  paladin: ['light', 'medium', 'heavy', 'shields'],
  ranger: ['light', 'medium', 'shields'],
  rogue: ['light'],
  sorcerer: [],
  warlock: ['light'],
  wizard: [],
};

const MULTICLASS: Record<ClassId, readonly ArmourCategory[]> = {
  barbarian: ['shields'],
  bard: ['light'],
  cleric: ['light', 'medium', 'shields'],
  druid: ['light', 'medium', 'shields'],
  fighter: ['light', 'medium', 'shields'],
  monk: [],
  paladin: ['light', 'medium', 'shields'],
  ranger: ['light', 'medium', 'shields'],
  rogue: ['light'],
  sorcerer: [],
  warlock: ['light'],
  wizard: [],
};

const ORDER: readonly ArmourCategory[] = ['light', 'medium', 'heavy', 'shields'];

type Trained = Pick<ClassLevel, 'classId'> & { subclassId?: string };

/** Armour categories the classes give; the first class is the one the character started with. */
export function armourTraining(classes: readonly Trained[]): ArmourCategory[] {
  const got = new Set<ArmourCategory>();
  classes.forEach((c, i) => (i === 0 ? FIRST : MULTICLASS)[c.classId]?.forEach((a) => got.add(a)));
  if (classes.some((c) => c.classId === 'cleric' && c.subclassId === LIFE_DOMAIN)) got.add('heavy');
  return ORDER.filter((a) => got.has(a));
}

/** Whether "proficient with the armour worn" starts on: the classes give some armour. */
export function armourProficientByDefault(classes: readonly Trained[]): boolean {
  return armourTraining(classes).some((a) => a !== 'shields');
}
