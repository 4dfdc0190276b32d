// Slot usage: free slots and manual pips (spend / give back one slot by hand).
// Sources: PHB ch.10 "Spell Slots"; PHB ch.3 warlock "Pact Magic"; PHB sorcerer "Flexible Casting"
// (created slots come on top of the table maximum until the next long rest).
import { SLOT_LEVELS, emptySlots, spellSlots } from './slots';
import { clampState } from './state';
import type { CasterState, SlotArray, StateResult } from './types';
import { isWholeNumber } from './validation';

/** Unspent slots per level: table maximum - spent + created (Font of Magic) slots. */
export function freeSlots(state: CasterState): SlotArray {
  const s = clampState(state);
  const max = spellSlots(s.classes).slots;
  const extra = s.extraSlots ?? emptySlots();
  return max.map((m, i) => m - s.spentSlots[i] + extra[i]);
}

/** Whether the character has any slot of `level` or higher at all (table, pact or created), spent
 *  or not: without one the spell is beyond it, whatever rests it takes. */
export function hasSlotFrom(state: CasterState, level: number): boolean {
  const { slots, pact } = spellSlots(state.classes);
  const extra = state.extraSlots ?? emptySlots();
  return slots.some((n, i) => i + 1 >= level && n + extra[i] > 0) || (pact !== null && pact.slotLevel >= level);
}

/** Spends one slot of `level` (1..9) from an already clamped state; created slots go first, since
 *  they vanish at the next long rest anyway. Returns null when none is free. */
export function spendSlotOf(s: CasterState, level: number): { next: CasterState; created: boolean } | null {
  const i = level - 1;
  const extra = s.extraSlots ?? emptySlots();
  if (extra[i] > 0) {
    const nextExtra = [...extra];
    nextExtra[i] -= 1;
    return { next: { ...s, extraSlots: nextExtra }, created: true };
  }
  const max = spellSlots(s.classes).slots;
  if (s.spentSlots[i] < max[i]) {
    const spent = [...s.spentSlots];
    spent[i] += 1;
    return { next: { ...s, spentSlots: spent }, created: false };
  }
  return null;
}

export function validSlotLevel(level: number): boolean {
  return isWholeNumber(level) && level >= 1 && level <= SLOT_LEVELS;
}

/** Manual pip: mark one slot of `level` as spent ('noSlot' when none is free). */
export function spendSlot(state: CasterState, level: number): StateResult<'noSlot' | 'invalidSlotLevel'> {
  if (!validSlotLevel(level)) return { ok: false, error: 'invalidSlotLevel' };
  const spent = spendSlotOf(clampState(state), level);
  return spent ? { ok: true, next: spent.next } : { ok: false, error: 'noSlot' };
}

/** Manual pip: give back one spent slot of `level` ('nothingToRestore' when none is spent).
 *  Created slots are not re-created. */
export function restoreSlot(state: CasterState, level: number): StateResult<'nothingToRestore' | 'invalidSlotLevel'> {
  if (!validSlotLevel(level)) return { ok: false, error: 'invalidSlotLevel' };
  const s = clampState(state);
  if (s.spentSlots[level - 1] <= 0) return { ok: false, error: 'nothingToRestore' };
  const spent = [...s.spentSlots];
  spent[level - 1] -= 1;
  return { ok: true, next: { ...s, spentSlots: spent } };
}

/** Manual pip: mark one pact slot as spent ('noPactSlot' without a free pact slot). */
export function spendPact(state: CasterState): StateResult<'noPactSlot'> {
  const s = clampState(state);
  const pact = spellSlots(s.classes).pact;
  if (!pact || s.spentPact >= pact.count) return { ok: false, error: 'noPactSlot' };
  return { ok: true, next: { ...s, spentPact: s.spentPact + 1 } };
}

/** Manual pip: give back one spent pact slot ('nothingToRestore' when none is spent). */
export function restorePact(state: CasterState): StateResult<'nothingToRestore'> {
  const s = clampState(state);
  if (s.spentPact <= 0) return { ok: false, error: 'nothingToRestore' };
  return { ok: true, next: { ...s, spentPact: s.spentPact - 1 } };
}
