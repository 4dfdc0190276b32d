// Components and armour. Sources: PHB ch.10 "Components" and "Casting in Armor" / SRD 5.1 and the
// seed chapter ("Složky"):
// - Verbal (V): impossible while silenced (gagged or in an area of silence);
// - Somatic (S): needs at least one free hand;
// - Material (M): a component pouch or spellcasting focus replaces materials without a listed cost
//   (the material itself does too); a material with a cost must be owned itself; a consumed material
//   must be provided for each casting; handling materials needs a free hand, "but it can be the same
//   hand that you use to perform somatic components";
// - Armour: casting in armour you are not proficient with is impossible.
// Hands: an empty hand (handsFree) and a hand holding the focus or pouch (focusInHand) are two facts.
// The hand with the focus handles the materials, so for a spell with M it also does the gestures;
// a spell with S and no M needs an empty hand (sword + wand: Fireball yes, Shield no).
import type { CastingConditions, SpellMechanics } from './types';
import type { CastError } from './cast-types';

export interface ComponentCheck {
  /** blocking problems (all of them are overridable by the GM) */
  errors: CastError[];
  /** spell id of a costly material used up by this casting */
  consumedMaterial?: string;
}

/** The spell cast without its material components (a scroll, some Eldritch Invocations). */
export function withoutMaterial(spell: SpellMechanics): SpellMechanics {
  return spell.components.m ? { ...spell, components: { v: spell.components.v, s: spell.components.s, m: false } } : spell;
}

/** A material with a listed cost (gp > 0) must be the item itself, not a focus. */
export function needsCostlyMaterial(spell: SpellMechanics): boolean {
  return spell.components.m && (spell.components.costGp ?? 0) > 0;
}

export function checkComponents(spell: SpellMechanics, conditions: CastingConditions): ComponentCheck {
  const errors: CastError[] = [];
  const { v, s, m } = spell.components;
  if (v && conditions.silenced) errors.push('silenced');
  const focusHand = conditions.focusInHand === true;
  // S without M: an empty hand; M (with or without S): an empty hand or the hand holding the focus
  if ((s || m) && !conditions.handsFree && !(m && focusHand)) errors.push('noFreeHand');
  let consumedMaterial: string | undefined;
  if (m) {
    if (needsCostlyMaterial(spell)) {
      if (!conditions.materialsOwned.includes(spell.id)) errors.push('missingMaterial');
      else if (spell.components.consumed) consumedMaterial = spell.id;
    } else if (!conditions.hasFocusOrPouch && !focusHand) {
      // no pouch or focus: the material itself, used up if the spell consumes it
      if (!conditions.materialsOwned.includes(spell.id)) errors.push('noFocus');
      else if (spell.components.consumed) consumedMaterial = spell.id;
    }
  }
  return consumedMaterial ? { errors, consumedMaterial } : { errors };
}

/** Casting in armour needs proficiency with it. */
export function checkArmour(conditions: CastingConditions): CastError[] {
  return conditions.armourWorn && !conditions.armourProficient ? ['armourNotProficient'] : [];
}
