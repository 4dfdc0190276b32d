// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freeSlots, restorePact, restoreSlot, spendPact, spendSlot } from './pips';
import { changeClasses, clampState, createCasterState } from './state';
import { longRest, shortRest } from './rest';
import { stateOf } from '../testing/caster-fixtures';
import type { CasterState } from './types';

describe('state bounds', () => {
  it('PHB ch.10 Spell Slots: a fresh state has every slot free', () => {
    const s = createCasterState([{ classId: 'wizard', level: 3 }]);
    expect(freeSlots(s)).toEqual([4, 2, 0, 0, 0, 0, 0, 0, 0]);
    expect(s.concentration).toBeNull();
  });

  it('PHB ch.1 level change: dropping from wizard 5 to 3 clamps spent slots to the new maxima', () => {
    const s: CasterState = { ...stateOf({ classId: 'wizard', level: 5 }), spentSlots: [4, 3, 2, 0, 0, 0, 0, 0, 0] };
    expect(changeClasses(s, [{ classId: 'wizard', level: 3 }]).spentSlots).toEqual([4, 2, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Warlock / Sorcerer: losing levels clamps pact slots and sorcery points; a used arcanum stays used', () => {
    const s: CasterState = { ...stateOf({ classId: 'warlock', level: 13 }, { classId: 'sorcerer', level: 5 }), spentPact: 3, arcanumUsed: [6, 7, 7], sorceryPointsSpent: 5 };
    const c = changeClasses(s, [{ classId: 'warlock', level: 11 }, { classId: 'sorcerer', level: 2 }]);
    expect(c.spentPact).toBe(3);
    expect(c.arcanumUsed).toEqual([6, 7]);
    expect(c.sorceryPointsSpent).toBe(2);
    expect(c.heldSorceryPoints).toBe(3);
    const d = changeClasses(s, [{ classId: 'sorcerer', level: 5 }]);
    expect(d.spentPact).toBe(0);
    expect(d.heldPact).toBe(3);
  });

  it('a level down and up again refills nothing: slots, pact slots, Mystic Arcanum and sorcery points stay spent until a rest', () => {
    // wizard 5: both 3rd-level slots spent; wizard 4 has none; wizard 5 again: still spent
    const w: CasterState = { ...stateOf({ classId: 'wizard', level: 5 }), spentSlots: [1, 0, 2, 0, 0, 0, 0, 0, 0] };
    const down = changeClasses(w, [{ classId: 'wizard', level: 4 }]);
    expect(down.spentSlots).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(freeSlots(down)[2]).toBe(0);
    const up = changeClasses(down, [{ classId: 'wizard', level: 5 }]);
    expect(up.spentSlots).toEqual([1, 0, 2, 0, 0, 0, 0, 0, 0]);
    expect(up.heldSlots).toBeUndefined();
    // wizard 6 (three 3rd-level slots): the third one is new, and free
    expect(freeSlots(changeClasses(down, [{ classId: 'wizard', level: 6 }]))[2]).toBe(1);
    // a slot given back in between (Arcane Recovery) is not taken again
    const back = restoreSlot(clampState({ ...stateOf({ classId: 'wizard', level: 6 }), spentSlots: [0, 0, 3, 0, 0, 0, 0, 0, 0] }), 3);
    if (!back.ok) throw new Error(back.error);
    const five = changeClasses(back.next, [{ classId: 'wizard', level: 5 }]);
    expect(five.spentSlots[2]).toBe(2);
    expect(changeClasses(five, [{ classId: 'wizard', level: 6 }]).spentSlots[2]).toBe(2);
    // warlock 13 used the 7th-level arcanum; warlock 12 has none of 7th level; 13 again: used
    const k: CasterState = { ...stateOf({ classId: 'warlock', level: 13 }), arcanumUsed: [6, 7], spentPact: 3 };
    const k12 = changeClasses(changeClasses(k, [{ classId: 'warlock', level: 12 }]), [{ classId: 'warlock', level: 13 }]);
    expect(k12.arcanumUsed).toEqual([6, 7]);
    expect(k12.spentPact).toBe(3);
    // warlock 2 (two pact slots, both spent) -> 1 -> 2
    const p2: CasterState = { ...stateOf({ classId: 'warlock', level: 2 }), spentPact: 2 };
    expect(changeClasses(changeClasses(p2, [{ classId: 'warlock', level: 1 }]), [{ classId: 'warlock', level: 2 }]).spentPact).toBe(2);
    // sorcerer 5 with 5 points spent -> 2 -> 5
    const o: CasterState = { ...stateOf({ classId: 'sorcerer', level: 5 }), sorceryPointsSpent: 5 };
    expect(changeClasses(changeClasses(o, [{ classId: 'sorcerer', level: 2 }]), [{ classId: 'sorcerer', level: 5 }]).sorceryPointsSpent).toBe(5);
  });

  it('PHB ch.10: a long rest gives back what a level change held; a short rest the pact slots', () => {
    const s: CasterState = { ...stateOf({ classId: 'wizard', level: 5 }, { classId: 'warlock', level: 2 }), spentSlots: [0, 0, 2, 0, 0, 0, 0, 0, 0], spentPact: 2 };
    const down = changeClasses(s, [{ classId: 'wizard', level: 4 }, { classId: 'warlock', level: 1 }]);
    expect(down).toMatchObject({ heldSlots: [0, 0, 2, 0, 0, 0, 0, 0, 0], heldPact: 1 });
    const short = shortRest(down);
    expect(short.heldPact).toBeUndefined();
    expect(short.heldSlots).toEqual([0, 0, 2, 0, 0, 0, 0, 0, 0]);
    const long = longRest(down);
    expect(long.heldSlots).toBeUndefined();
    expect(changeClasses(long, [{ classId: 'wizard', level: 5 }, { classId: 'warlock', level: 2 }])).toMatchObject({ spentSlots: [0, 0, 0, 0, 0, 0, 0, 0, 0], spentPact: 0 });
  });

  it('PHB ch.10 Spell Slots (0..max per level): garbage numbers (NaN, negative, fractions, wrong length) are brought into bounds', () => {
    const raw = { ...stateOf({ classId: 'cleric', level: 3 }), spentSlots: [Number.NaN, -2, 1.7], spentPact: -1, sorceryPointsSpent: 9, extraSlots: [1, 0, 0, 0, 0, 3] } as CasterState;
    const c = clampState(raw);
    expect(c.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(c.spentPact).toBe(0);
    expect(c.sorceryPointsSpent).toBe(0);
    expect(c.extraSlots).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('PHB ch.1 + ch.6 (levels 1..20, total <= 20): a state with invalid classes is refused (RangeError), never guessed', () => {
    expect(() => clampState({ ...stateOf({ classId: 'cleric', level: 3 }), classes: [{ classId: 'cleric', level: 21 }] })).toThrow(RangeError);
    expect(() => createCasterState([{ classId: 'cleric', level: 0 }])).toThrow(RangeError);
  });
});

describe('manual pips', () => {
  it('PHB ch.10 Spell Slots: spending and restoring by hand stays within 0..max', () => {
    let s: CasterState = stateOf({ classId: 'wizard', level: 1 });
    for (let i = 0; i < 2; i++) {
      const r = spendSlot(s, 1);
      if (!r.ok) throw new Error(r.error);
      s = r.next;
    }
    expect(spendSlot(s, 1)).toEqual({ ok: false, error: 'noSlot' });
    expect(spendSlot(s, 2)).toEqual({ ok: false, error: 'noSlot' });
    expect(spendSlot(s, 0)).toEqual({ ok: false, error: 'invalidSlotLevel' });
    const back = restoreSlot(s, 1);
    expect(back.ok && back.next.spentSlots[0]).toBe(1);
    expect(restoreSlot(stateOf({ classId: 'wizard', level: 1 }), 1)).toEqual({ ok: false, error: 'nothingToRestore' });
  });

  it('SRD Pact Magic: pact pips within 0..count', () => {
    const s = stateOf({ classId: 'warlock', level: 1 });
    const spent = spendPact(s);
    if (!spent.ok) throw new Error(spent.error);
    expect(spendPact(spent.next)).toEqual({ ok: false, error: 'noPactSlot' });
    expect(restorePact(s)).toEqual({ ok: false, error: 'nothingToRestore' });
    expect(spendPact(stateOf({ classId: 'wizard', level: 1 }))).toEqual({ ok: false, error: 'noPactSlot' });
  });
});
