// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freeSlots } from './pips';
import { arcaneRecovery, finishShortRest, longRest, shortRest, slotRecovery } from './rest';
import { stateOf } from '../testing/caster-fixtures';
import type { CasterState } from './types';

function spentWizard(level: number, spent: number[]): CasterState {
  return { ...stateOf({ classId: 'wizard', level }), spentSlots: spent };
}

describe('rests', () => {
  it('PHB ch.10 Spell Slots: a long rest restores all expended slots, pact slots, arcanum and sorcery points', () => {
    const s: CasterState = {
      ...stateOf({ classId: 'warlock', level: 11 }, { classId: 'sorcerer', level: 9 }),
      spentSlots: [4, 3, 3, 3, 1, 0, 0, 0, 0],
      spentPact: 3,
      arcanumUsed: [6],
      sorceryPointsSpent: 9,
      arcaneRecoveryUsed: true,
      extraSlots: [1, 0, 0, 0, 0, 0, 0, 0, 0],
      concentration: { spellId: 'hex', startedAtRound: 0 },
    };
    const r = longRest(s);
    expect(r.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.spentPact).toBe(0);
    expect(r.arcanumUsed).toEqual([]);
    expect(r.sorceryPointsSpent).toBe(0);
    expect(r.extraSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.concentration).toBeNull();
    // the rest is not part of a fight: the round count starts again
    expect(r.turn.round).toBe(0);
  });

  it('SRD Warlock Pact Magic: a short rest restores pact slots but not other slots or the arcanum', () => {
    const s: CasterState = { ...stateOf({ classId: 'warlock', level: 11 }, { classId: 'wizard', level: 3 }), spentSlots: [1, 1, 0, 0, 0, 0, 0, 0, 0], spentPact: 3, arcanumUsed: [6] };
    const r = shortRest(s);
    expect(r.spentPact).toBe(0);
    expect(r.spentSlots).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.arcanumUsed).toEqual([6]);
    expect(r.turn.round).toBe(0);
  });

  it('SRD Sorcerer, Sorcerous Restoration: at sorcerer level 20 a short rest gives back 4 expended sorcery points', () => {
    const s: CasterState = { ...stateOf({ classId: 'sorcerer', level: 20 }), sorceryPointsSpent: 10 };
    expect(shortRest(s).sorceryPointsSpent).toBe(6);
    expect(shortRest({ ...s, sorceryPointsSpent: 3 }).sorceryPointsSpent).toBe(0);
    expect(shortRest({ ...stateOf({ classId: 'sorcerer', level: 19 }), sorceryPointsSpent: 10 }).sorceryPointsSpent).toBe(10);
  });

  it('PHB ch.8 Short Rest: concentration lasts through a short rest while its duration lasts', () => {
    const s: CasterState = { ...stateOf({ classId: 'wizard', level: 5 }), concentration: { spellId: 'a', startedAtRound: 0, endsAtRound: 4800 } };
    expect(shortRest(s).concentration?.spellId).toBe('a');
    // 4800 rounds from the start, 600 of them passed in the rest: 4200 left, counted from the new 0
    expect(shortRest(s).concentration?.endsAtRound).toBe(4200);
    expect(shortRest({ ...s, concentration: { spellId: 'b', startedAtRound: 0, endsAtRound: 10 } }).concentration).toBeNull();
  });
});

describe('Arcane Recovery (SRD Wizard)', () => {
  it('SRD Arcane Recovery: wizard 5 recovers combined levels up to 3 (one 2nd + one 1st)', () => {
    const r = arcaneRecovery(spentWizard(5, [2, 2, 1, 0, 0, 0, 0, 0, 0]), [2, 1]);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.next.spentSlots).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0]);
      expect(r.next.arcaneRecoveryUsed).toBe(true);
    }
  });

  it('SRD Arcane Recovery: combined level above half the wizard level rounded up is refused', () => {
    expect(arcaneRecovery(spentWizard(5, [2, 2, 1, 0, 0, 0, 0, 0, 0]), [3, 1])).toEqual({ ok: false, error: 'recoveryBudgetExceeded' });
  });

  it('SRD Arcane Recovery: once per day (until a long rest)', () => {
    const first = arcaneRecovery(spentWizard(5, [2, 0, 0, 0, 0, 0, 0, 0, 0]), [1]);
    if (!first.ok) throw new Error(first.error);
    expect(arcaneRecovery(first.next, [1])).toEqual({ ok: false, error: 'arcaneRecoveryUsed' });
    expect(arcaneRecovery(longRest(first.next), [1])).toEqual({ ok: false, error: 'slotNotSpent' });
  });

  it('SRD Arcane Recovery: no slots of 6th level or higher', () => {
    expect(arcaneRecovery(spentWizard(20, [0, 0, 0, 0, 0, 1, 0, 0, 0]), [6])).toEqual({ ok: false, error: 'slotLevelTooHigh' });
  });

  it('SRD Arcane Recovery: only expended slots; only wizards; bad levels and empty choices refused', () => {
    expect(arcaneRecovery(spentWizard(5, [0, 0, 0, 0, 0, 0, 0, 0, 0]), [1])).toEqual({ ok: false, error: 'slotNotSpent' });
    expect(arcaneRecovery(spentWizard(5, [1, 0, 0, 0, 0, 0, 0, 0, 0]), [1, 1])).toEqual({ ok: false, error: 'slotNotSpent' });
    expect(arcaneRecovery(stateOf({ classId: 'sorcerer', level: 5 }), [1])).toEqual({ ok: false, error: 'noArcaneRecovery' });
    expect(arcaneRecovery(spentWizard(5, [1, 0, 0, 0, 0, 0, 0, 0, 0]), [0])).toEqual({ ok: false, error: 'invalidSlotLevel' });
    expect(arcaneRecovery(spentWizard(5, [1, 0, 0, 0, 0, 0, 0, 0, 0]), [])).toEqual({ ok: false, error: 'nothingToRestore' });
  });

  it('SRD Arcane Recovery: a multiclassed wizard uses the wizard level only (wizard 2 + cleric 8 -> 1)', () => {
    const s: CasterState = { ...stateOf({ classId: 'wizard', level: 2 }, { classId: 'cleric', level: 8 }), spentSlots: [1, 1, 0, 0, 0, 0, 0, 0, 0] };
    expect(arcaneRecovery(s, [2])).toEqual({ ok: false, error: 'recoveryBudgetExceeded' });
    const r = arcaneRecovery(s, [1]);
    expect(r.ok && freeSlots(r.next)).toEqual([4, 2, 3, 3, 2, 0, 0, 0, 0]);
  });
});

describe('Arcane Recovery as part of finishing a short rest', () => {
  it('PHB wizard: "once per day when you finish a short rest" — the rest and the recovery happen together', () => {
    const s = spentWizard(6, [2, 1, 1, 0, 0, 0, 0, 0, 0]);
    const r = finishShortRest(s, [3]);
    expect(r.ok && r.next.spentSlots.slice(0, 3)).toEqual([2, 1, 0]);
    expect(r.ok && r.next.arcaneRecoveryUsed).toBe(true);
  });

  it('a refused choice refuses the whole step (budget of a 6th-level wizard is 3)', () => {
    expect(finishShortRest(spentWizard(6, [2, 1, 1, 0, 0, 0, 0, 0, 0]), [3, 1])).toEqual({ ok: false, error: 'recoveryBudgetExceeded' });
  });

  it('without a choice it is a plain short rest, and Arcane Recovery stays unused', () => {
    const r = finishShortRest(spentWizard(6, [2, 1, 1, 0, 0, 0, 0, 0, 0]));
    expect(r.ok && r.next.arcaneRecoveryUsed).toBe(false);
    expect(r.ok && r.next.spentSlots.slice(0, 3)).toEqual([2, 1, 1]);
  });
});

describe('Natural Recovery (SRD druid, Circle of the Land)', () => {
  const landDruid = (level: number, spent: number[], subclassId = 'land'): CasterState => ({ ...stateOf({ classId: 'druid', level, subclassId }), spentSlots: spent });

  it('half the druid level rounded up, none of 6th level or higher, once per long rest', () => {
    const r = slotRecovery(landDruid(5, [2, 1, 1, 0, 0, 0, 0, 0, 0]), 'natural', [2, 1]);
    expect(r.ok && r.next.spentSlots.slice(0, 3)).toEqual([1, 0, 1]);
    expect(r.ok && r.next.naturalRecoveryUsed).toBe(true);
    expect(r.ok && slotRecovery(r.next, 'natural', [1])).toEqual({ ok: false, error: 'naturalRecoveryUsed' });
    expect(slotRecovery(landDruid(5, [2, 1, 1, 0, 0, 0, 0, 0, 0]), 'natural', [3, 1])).toEqual({ ok: false, error: 'recoveryBudgetExceeded' });
    expect(r.ok && longRest(r.next).naturalRecoveryUsed).toBeUndefined();
  });

  it('only a Circle of the Land druid from 2nd level has it', () => {
    expect(slotRecovery(landDruid(1, [1, 0, 0, 0, 0, 0, 0, 0, 0]), 'natural', [1])).toEqual({ ok: false, error: 'noNaturalRecovery' });
    expect(slotRecovery(landDruid(5, [1, 0, 0, 0, 0, 0, 0, 0, 0], 'moon'), 'natural', [1])).toEqual({ ok: false, error: 'noNaturalRecovery' });
    expect(slotRecovery(landDruid(5, [1, 0, 0, 0, 0, 0, 0, 0, 0]), 'arcane', [1])).toEqual({ ok: false, error: 'noArcaneRecovery' });
  });

  it('a wizard who is also a land druid uses both when a short rest ends, each on its own budget', () => {
    const s: CasterState = { ...stateOf({ classId: 'wizard', level: 3 }, { classId: 'druid', level: 2, subclassId: 'land' }), spentSlots: [3, 2, 1, 0, 0, 0, 0, 0, 0] };
    const r = finishShortRest(s, [2], [1]);
    expect(r.ok && r.next.spentSlots.slice(0, 3)).toEqual([2, 1, 1]);
    expect(r.ok && [r.next.arcaneRecoveryUsed, r.next.naturalRecoveryUsed]).toEqual([true, true]);
  });
});
