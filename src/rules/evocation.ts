// School of Evocation (SRD 5.1 wizard, chosen at 2nd level), the features that change a cast:
// - Evocation Savant (2nd): copying an evocation spell into the spellbook takes half the gold and time.
// - Sculpt Spells (2nd): casting an evocation spell that affects other creatures you can see, you may
//   choose 1 + the spell's level of them: they succeed on their saves and take no damage if they would
//   take half on a success.
// - Potent Cantrip (6th): a creature that succeeds on its save against your cantrip takes half the
//   cantrip's damage (if any) and no other effect.
// - Empowered Evocation (10th): add your Intelligence modifier to one damage roll of a wizard evocation
//   spell you cast.
// Sculpt Spells is said for evocation spells with a save and an area (a single target is no ally to
// spare). Sculpt Spells and Potent Cantrip are the character's: any evocation spell or cantrip it casts.
// Empowered Evocation is for wizard spells: those cast as a wizard (the wizard's Intelligence is then
// the casting ability modifier). The spell's level is the level it is cast at (a cantrip counts 0).
import { EVOCATION_SCHOOL } from './subclasses';
import type { ClassId, ClassLevel } from './types';

export interface EvocationCast {
  /** creatures Sculpt Spells may spare (0: not this spell, or no such wizard) */
  sculpt: number;
  /** a successful save halves this cantrip's damage */
  potentCantrip: boolean;
  /** the casting ability modifier (Intelligence) is added to one damage roll */
  empowered: boolean;
}

interface SpellFacts {
  school: string;
  level: number;
  /** the spell calls for a saving throw */
  save: boolean;
  /** the spell deals damage */
  damage: boolean;
  /** the spell has an area (it may catch allies) */
  area: boolean;
}

/** The evocation wizard level of the character, 0 without one. */
function evokerLevel(classes: readonly ClassLevel[]): number {
  return classes.find((c) => c.classId === 'wizard' && c.subclassId === EVOCATION_SCHOOL)?.level ?? 0;
}

export function evocationCast(classes: readonly ClassLevel[], spell: SpellFacts, castLevel: number, castAs: ClassId | null): EvocationCast {
  const level = evokerLevel(classes);
  const evocation = spell.school === 'evocation';
  return {
    sculpt: level >= 2 && evocation && spell.save && spell.area ? 1 + castLevel : 0,
    potentCantrip: level >= 6 && spell.level === 0 && spell.save && spell.damage,
    empowered: level >= 10 && evocation && spell.damage && castAs === 'wizard',
  };
}

/** Evocation Savant: an evocation wizard copies evocation spells for half the gold and time. */
export function halfCopyCost(classes: readonly ClassLevel[]): boolean {
  return evokerLevel(classes) >= 2;
}
