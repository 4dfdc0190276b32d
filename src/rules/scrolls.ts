// Spell scrolls (SRD 5.1 "Spell Scroll"): a scroll holds one spell. If the spell is on your class's
// spell list you can read it and cast the spell without providing any material components and
// without a slot; otherwise the scroll is unreadable. A spell of a higher level than you can
// normally cast needs an ability check with your spellcasting ability, DC 10 + the spell's level; on
// a failure the spell disappears from the scroll with no other effect. Either way the scroll is used
// up. The scroll's spell uses the scroll's save DC and attack bonus (by spell level, table below).
// Interpretation: "can normally cast" = the highest level of any slot the character has (the
// multiclass table, pact slots) or a Mystic Arcanum level; cantrips can always be cast.
import { withoutMaterial } from './components';
import { hasSpellcasting } from './classes';
import { isOnClassList } from './expanded-spells';
import { arcanumLevelsOf } from './pact-magic';
import { spellSlots } from './slots';
import type { ClassId, ClassLevel, SpellMechanics } from './types';
import type { CastError } from './cast-types';
import { assertClasses, assertSpellLevel } from './validation';

/** Save DC and attack bonus of a scroll's spell, by spell level 0..9 (SRD "Spell Scroll"). */
const SCROLL_TABLE: readonly { saveDC: number; attackBonus: number }[] = [
  { saveDC: 13, attackBonus: 5 },
  { saveDC: 13, attackBonus: 5 },
  { saveDC: 13, attackBonus: 5 },
  { saveDC: 15, attackBonus: 7 },
  { saveDC: 15, attackBonus: 7 },
  { saveDC: 17, attackBonus: 9 },
  { saveDC: 17, attackBonus: 9 },
  { saveDC: 18, attackBonus: 10 },
  { saveDC: 18, attackBonus: 10 },
  { saveDC: 19, attackBonus: 11 },
];

export function scrollStats(spellLevel: number): { saveDC: number; attackBonus: number } {
  return SCROLL_TABLE[assertSpellLevel(spellLevel)];
}

/** DC of the ability check for a scroll spell above the level you can cast: 10 + the spell's level. */
export function scrollCheckDC(spellLevel: number): number {
  return 10 + assertSpellLevel(spellLevel);
}

/** The highest spell level the character can cast with its slots (0 = cantrips only). */
export function highestCastableLevel(classes: readonly ClassLevel[]): number {
  assertClasses(classes);
  const { slots, pact } = spellSlots(classes);
  let max = 0;
  slots.forEach((n, i) => {
    if (n > 0) max = i + 1;
  });
  if (pact) max = Math.max(max, pact.slotLevel);
  return Math.max(max, ...arcanumLevelsOf(classes));
}

/** Whether reading this scroll needs the ability check (the spell is above what you can cast). */
export function scrollNeedsCheck(classes: readonly ClassLevel[], spell: SpellMechanics): boolean {
  return spell.level > 0 && spell.level > highestCastableLevel(classes);
}

/** Why the class cannot read the scroll (null = it can): no spellcasting, or not on its list. */
export function scrollReadError(classes: readonly ClassLevel[], classId: ClassId, spell: SpellMechanics): CastError | null {
  const cls = classes.find((c) => c.classId === classId);
  if (!cls || !hasSpellcasting(cls)) return 'noSpellcasting';
  return isOnClassList(cls, spell) ? null : 'scrollNotOnList';
}

/** The spell as read from a scroll: no material components. */
export function fromScroll(spell: SpellMechanics): SpellMechanics {
  return withoutMaterial(spell);
}

/** One scroll the character carries. */
export interface SpellScroll {
  /** stable id of this scroll (two scrolls of one spell are two items) */
  id: string;
  spellId: string;
}
