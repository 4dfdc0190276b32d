// Font of Magic (PHB ch.3 sorcerer / SRD 5.1 "Flexible Casting"), from sorcerer level 2.
// - Slot -> points: expend one spell slot, gain sorcery points equal to its level.
// - Points -> slot: create one slot of 1st..5th level for 2/3/5/6/7 points.
// - Created slots vanish at a long rest; they are kept in CasterState.extraSlots, on top of the
//   table maximum, so spentSlots stays within 0..max.
// Interpretation: sorcery points never exceed the maximum, so converting a slot that would give
// more points than are spent is refused ('sorceryPointsFull') rather than wasting the excess.
// Pact slots are spell slots too and may be converted (source 'pact', at the pact slot level).
// Each conversion takes the turn's bonus action (turn.ts: counted only in a fight).
import { spendSlotOf, validSlotLevel } from './pips';
import { emptySlots, spellSlots } from './slots';
import { sorcererLevelOf, sorceryPointsMax } from './sorcery-points';
import { MAX_CREATED_SLOT_LEVEL, clampState } from './state';
import { bonusActionTaken, withBonusActionUsed } from './turn';
import type { CasterState, StateResult } from './types';

/** Sorcery point cost of creating a slot, by slot level 1..5. */
export const FONT_OF_MAGIC_COST: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = { 1: 2, 2: 3, 3: 5, 4: 6, 5: 7 };

/** Font of Magic starts at sorcerer level 2. */
export const FONT_OF_MAGIC_LEVEL = 2;

export function sorceryPointsAvailable(state: CasterState): number {
  const s = clampState(state);
  return sorceryPointsMax(s.classes) - s.sorceryPointsSpent;
}

function hasFontOfMagic(state: CasterState): boolean {
  return sorcererLevelOf(state.classes) >= FONT_OF_MAGIC_LEVEL;
}

export type SlotToPointsError = 'noFontOfMagic' | 'bonusActionUsed' | 'invalidSlotLevel' | 'noSlot' | 'noPactSlot' | 'sorceryPointsFull';

/** Expends one slot of `level` (or a pact slot) for that many sorcery points. */
export function convertSlotToPoints(
  state: CasterState,
  level: number,
  source: 'slot' | 'pact' = 'slot',
): StateResult<SlotToPointsError> {
  const s = clampState(state);
  if (!hasFontOfMagic(s)) return { ok: false, error: 'noFontOfMagic' };
  if (bonusActionTaken(s)) return { ok: false, error: 'bonusActionUsed' };
  if (source === 'pact') {
    const pact = spellSlots(s.classes).pact;
    if (!pact || s.spentPact >= pact.count) return { ok: false, error: 'noPactSlot' };
    if (pact.slotLevel > s.sorceryPointsSpent) return { ok: false, error: 'sorceryPointsFull' };
    return {
      ok: true,
      next: withBonusActionUsed({ ...s, spentPact: s.spentPact + 1, sorceryPointsSpent: s.sorceryPointsSpent - pact.slotLevel }),
    };
  }
  if (!validSlotLevel(level)) return { ok: false, error: 'invalidSlotLevel' };
  if (level > s.sorceryPointsSpent) return { ok: false, error: 'sorceryPointsFull' };
  const spent = spendSlotOf(s, level);
  if (!spent) return { ok: false, error: 'noSlot' };
  return { ok: true, next: withBonusActionUsed({ ...spent.next, sorceryPointsSpent: s.sorceryPointsSpent - level }) };
}

export type PointsToSlotError = 'noFontOfMagic' | 'bonusActionUsed' | 'invalidSlotLevel' | 'notEnoughPoints';

/** Spends 2/3/5/6/7 sorcery points to create one slot of 1st..5th level. */
export function convertPointsToSlot(state: CasterState, level: number): StateResult<PointsToSlotError> {
  const s = clampState(state);
  if (!hasFontOfMagic(s)) return { ok: false, error: 'noFontOfMagic' };
  if (bonusActionTaken(s)) return { ok: false, error: 'bonusActionUsed' };
  if (!validSlotLevel(level) || level > MAX_CREATED_SLOT_LEVEL) return { ok: false, error: 'invalidSlotLevel' };
  const cost = FONT_OF_MAGIC_COST[level as 1 | 2 | 3 | 4 | 5];
  if (sorceryPointsMax(s.classes) - s.sorceryPointsSpent < cost) return { ok: false, error: 'notEnoughPoints' };
  const extra = [...(s.extraSlots ?? emptySlots())];
  extra[level - 1] += 1;
  return { ok: true, next: withBonusActionUsed({ ...s, extraSlots: extra, sorceryPointsSpent: s.sorceryPointsSpent + cost }) };
}
