// Components and armour. Sources: PHB ch.10 "Components" and "Casting in Armor" / SRD 5.1:
// - Verbal (V): impossible while silenced (gagged or in an area of silence);
// - Somatic (S): needs at least one free hand;
// - Material (M): a component pouch or spellcasting focus replaces materials without a listed cost;
//   a material with a cost must be owned itself; a consumed material must be provided for each
//   casting; handling materials needs a free hand (it may be the hand used for S);
// - Armour: casting in armour you are not proficient with is impossible.
import type { CastError, CastingConditions, SpellMechanics } from './types';

export interface ComponentCheck {
  /** blocking problems (all of them are overridable by the GM) */
  errors: CastError[];
  /** spell id of a costly material used up by this casting */
  consumedMaterial?: string;
}

/** A material with a listed cost (gp > 0) must be the item itself, not a focus. */
export function needsCostlyMaterial(spell: SpellMechanics): boolean {
  return spell.components.m && (spell.components.costGp ?? 0) > 0;
}

export function checkComponents(spell: SpellMechanics, conditions: CastingConditions): ComponentCheck {
  const errors: CastError[] = [];
  const { v, s, m } = spell.components;
  if (v && conditions.silenced) errors.push('silenced');
  if ((s || m) && !conditions.handsFree) errors.push('noFreeHand');
  let consumedMaterial: string | undefined;
  if (m) {
    if (needsCostlyMaterial(spell)) {
      if (!conditions.materialsOwned.includes(spell.id)) errors.push('missingMaterial');
      else if (spell.components.consumed) consumedMaterial = spell.id;
    } else if (!conditions.hasFocusOrPouch) {
      errors.push('noFocus');
    }
  }
  return consumedMaterial ? { errors, consumedMaterial } : { errors };
}

/** Casting in armour needs proficiency with it. */
export function checkArmour(conditions: CastingConditions): CastError[] {
  return conditions.armourWorn && !conditions.armourProficient ? ['armourNotProficient'] : [];
}
