// Divine Smite (SRD 5.1 paladin, 2nd level): when the paladin hits a creature with a melee weapon
// attack, they may expend one spell slot to deal radiant damage on top of the weapon's: 2d8 for a
// 1st-level slot, 1d8 more for each slot level above 1st, to at most 5d8; 1d8 more against an
// undead or a fiend (so up to 6d8).
// - Any spell slot serves: another class's, one created with Font of Magic, a pact slot (at the pact
//   slot level). A Mystic Arcanum is no slot.
// - It is not a spell: no action, components, concentration or bonus-action rule, no turn limit.
// - A critical hit doubles these dice, as it doubles every damage die of the attack.
// Improved Divine Smite (11th level): every melee weapon hit deals 1d8 radiant more; with a smite
// the two add up.
import { spendPact, spendSlot } from './pips';
import { spellSlots } from './slots';
import { clampState } from './state';
import type { CasterState, ClassLevel } from './types';

export const DIVINE_SMITE_LEVEL = 2;
export const IMPROVED_DIVINE_SMITE_LEVEL = 11;
/** The die of both features: d8. */
export const SMITE_DIE = 8;
const MAX_SMITE_DICE = 5;

export type SmiteSource = { kind: 'slot'; level: number } | { kind: 'pact' };
export type SmiteError = 'noDivineSmite' | 'invalidSlotLevel' | 'noSlot' | 'noPactSlot';

export function paladinLevelOf(classes: readonly ClassLevel[]): number {
  return classes.find((c) => c.classId === 'paladin')?.level ?? 0;
}

export function hasDivineSmite(classes: readonly ClassLevel[]): boolean {
  return paladinLevelOf(classes) >= DIVINE_SMITE_LEVEL;
}

export function hasImprovedDivineSmite(classes: readonly ClassLevel[]): boolean {
  return paladinLevelOf(classes) >= IMPROVED_DIVINE_SMITE_LEVEL;
}

/** How many d8 a smite from a slot of `slotLevel` (1..9) deals: the smite's own dice, and the
 *  Improved Divine Smite die the same hit adds (0 below paladin level 11). Not doubled for a critical
 *  hit. */
export function smiteDice(classes: readonly ClassLevel[], slotLevel: number, undeadOrFiend: boolean): { smite: number; improved: number } {
  const smite = Math.min(MAX_SMITE_DICE, 1 + slotLevel) + (undeadOrFiend ? 1 : 0);
  return { smite, improved: hasImprovedDivineSmite(classes) ? 1 : 0 };
}

/** Expends the slot of a smite. `slotLevel`: the level of the slot spent (a pact slot's level). */
export function divineSmite(state: CasterState, source: SmiteSource): { ok: true; next: CasterState; slotLevel: number } | { ok: false; error: SmiteError } {
  const s = clampState(state);
  if (!hasDivineSmite(s.classes)) return { ok: false, error: 'noDivineSmite' };
  if (source.kind === 'pact') {
    const r = spendPact(s);
    return r.ok ? { ok: true, next: r.next, slotLevel: spellSlots(s.classes).pact!.slotLevel } : r;
  }
  const r = spendSlot(s, source.level);
  return r.ok ? { ok: true, next: r.next, slotLevel: source.level } : r;
}
