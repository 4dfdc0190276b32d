// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { divineSmite, hasDivineSmite, smiteDice } from './divine-smite';
import { convertPointsToSlot } from './sorcery';
import { freeSlots } from './pips';
import { stateOf } from '../testing/caster-fixtures';
import type { CasterState } from './types';

const paladin = (level: number) => [{ classId: 'paladin' as const, level }];

describe('Divine Smite (SRD Paladin)', () => {
  it('comes at paladin level 2, from no other class', () => {
    expect([1, 2, 20].map((level) => hasDivineSmite(paladin(level)))).toEqual([false, true, true]);
    expect(hasDivineSmite([{ classId: 'cleric', level: 20 }])).toBe(false);
  });

  it('2d8 from a 1st-level slot, 1d8 more per level above, at most 5d8; +1d8 against an undead or a fiend', () => {
    expect([1, 2, 3, 4, 5, 9].map((slot) => smiteDice(paladin(5), slot, false).smite)).toEqual([2, 3, 4, 5, 5, 5]);
    expect([1, 4, 9].map((slot) => smiteDice(paladin(5), slot, true).smite)).toEqual([3, 6, 6]);
  });

  it('Improved Divine Smite adds its 1d8 from paladin level 11', () => {
    expect(smiteDice(paladin(10), 3, false)).toEqual({ smite: 4, improved: 0 });
    expect(smiteDice(paladin(11), 3, false)).toEqual({ smite: 4, improved: 1 });
  });

  it('spends a slot of the chosen level and says its level; none free -> noSlot', () => {
    const s = stateOf(...paladin(5));
    const r = divineSmite(s, { kind: 'slot', level: 2 });
    expect(r.ok && r.slotLevel).toBe(2);
    expect(r.ok && freeSlots(r.next)).toEqual([4, 1, 0, 0, 0, 0, 0, 0, 0]);
    const empty: CasterState = { ...s, spentSlots: [0, 2, 0, 0, 0, 0, 0, 0, 0] };
    expect(divineSmite(empty, { kind: 'slot', level: 2 })).toEqual({ ok: false, error: 'noSlot' });
    expect(divineSmite(s, { kind: 'slot', level: 0 })).toEqual({ ok: false, error: 'invalidSlotLevel' });
  });

  it('a pact slot serves at the pact slot level (paladin 2 / warlock 5: 3rd level)', () => {
    const s = stateOf({ classId: 'paladin', level: 2 }, { classId: 'warlock', level: 5 });
    const r = divineSmite(s, { kind: 'pact' });
    expect(r.ok && r.slotLevel).toBe(3);
    expect(r.ok && r.next.spentPact).toBe(1);
    expect(divineSmite({ ...s, spentPact: 2 }, { kind: 'pact' })).toEqual({ ok: false, error: 'noPactSlot' });
  });

  it('a slot created with Font of Magic serves too, and goes first', () => {
    const s: CasterState = { ...stateOf({ classId: 'paladin', level: 2 }, { classId: 'sorcerer', level: 5 }), sorceryPointsSpent: 0 };
    const created = convertPointsToSlot(s, 1);
    if (!created.ok) throw new Error(created.error);
    const r = divineSmite(created.next, { kind: 'slot', level: 1 });
    expect(r.ok && r.next.extraSlots?.[0]).toBe(0);
    expect(r.ok && r.next.spentSlots[0]).toBe(0);
  });

  it('a paladin of 1st level, or no paladin, cannot smite; nothing is spent', () => {
    expect(divineSmite(stateOf({ classId: 'paladin', level: 1 }, { classId: 'wizard', level: 3 }), { kind: 'slot', level: 1 })).toEqual({ ok: false, error: 'noDivineSmite' });
    expect(divineSmite(stateOf({ classId: 'wizard', level: 3 }), { kind: 'slot', level: 1 })).toEqual({ ok: false, error: 'noDivineSmite' });
  });

  it('is no spell: a bonus-action spell cast this turn does not stop it', () => {
    const s = stateOf(...paladin(5));
    const busy: CasterState = { ...s, turn: { ...s.turn, round: 2, bonusActionSpellCast: true, nonCantripSpellCast: true } };
    expect(divineSmite(busy, { kind: 'slot', level: 1 }).ok).toBe(true);
  });
});
