// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { freeSlots } from './pips';
import { longRest } from './rest';
import { FONT_OF_MAGIC_COST, convertPointsToSlot, convertSlotToPoints, sorceryPointsAvailable } from './sorcery';
import { sorceryPointsMax } from './sorcery-points';
import { passTime } from './turn';
import { S, freeConditions, own, stateOf } from '../testing/caster-fixtures';
import type { CasterState, StateResult } from './types';

function next<E extends string>(r: StateResult<E>): CasterState {
  if (!r.ok) throw new Error(r.error);
  return r.next;
}
const sorc = (level: number, spent = 0): CasterState => ({ ...stateOf({ classId: 'sorcerer', level }), sorceryPointsSpent: spent });

describe('Font of Magic (SRD Sorcerer)', () => {
  it('SRD Sorcery Points: none at level 1, 2 at level 2, then equal to the sorcerer level', () => {
    expect([1, 2, 3, 20].map((level) => sorceryPointsMax([{ classId: 'sorcerer', level }]))).toEqual([0, 2, 3, 20]);
    expect(sorceryPointsMax([{ classId: 'wizard', level: 5 }])).toBe(0);
  });

  it('SRD Flexible Casting: slot costs 1st 2, 2nd 3, 3rd 5, 4th 6, 5th 7', () => {
    expect(FONT_OF_MAGIC_COST).toEqual({ 1: 2, 2: 3, 3: 5, 4: 6, 5: 7 });
  });

  it('SRD Flexible Casting: 5 points -> a 3rd-level slot on top of the table maximum', () => {
    const s = next(convertPointsToSlot(sorc(5), 3));
    expect(sorceryPointsAvailable(s)).toBe(0);
    expect(freeSlots(s)).toEqual([4, 3, 3, 0, 0, 0, 0, 0, 0]);
    expect(s.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Flexible Casting: no slot above 5th level; not enough points is refused', () => {
    expect(convertPointsToSlot(sorc(20), 6)).toEqual({ ok: false, error: 'invalidSlotLevel' });
    expect(convertPointsToSlot(sorc(5, 1), 3)).toEqual({ ok: false, error: 'notEnoughPoints' });
  });

  it('SRD Flexible Casting: a slot -> points equal to its level (never above the maximum)', () => {
    const s = next(convertSlotToPoints(sorc(5, 5), 2));
    expect(s.sorceryPointsSpent).toBe(3);
    expect(s.spentSlots[1]).toBe(1);
    expect(convertSlotToPoints(sorc(5, 1), 2)).toEqual({ ok: false, error: 'sorceryPointsFull' });
  });

  it('SRD Flexible Casting: no free slot of that level -> noSlot; sorcerer 1 has no Font of Magic', () => {
    const s: CasterState = { ...sorc(5, 5), spentSlots: [0, 0, 2, 0, 0, 0, 0, 0, 0] };
    expect(convertSlotToPoints(s, 3)).toEqual({ ok: false, error: 'noSlot' });
    expect(convertPointsToSlot(sorc(1), 1)).toEqual({ ok: false, error: 'noFontOfMagic' });
  });

  it('PHB Flexible Casting: pact slots are spell slots and may become points (sorcerer 3 + warlock 3)', () => {
    const s: CasterState = { ...stateOf({ classId: 'sorcerer', level: 3 }, { classId: 'warlock', level: 3 }), sorceryPointsSpent: 3 };
    const r = next(convertSlotToPoints(s, 0, 'pact'));
    expect(r.spentPact).toBe(1);
    expect(r.sorceryPointsSpent).toBe(1);
  });

  it('SRD Flexible Casting: created slots are cast from first and vanish at a long rest', () => {
    const s = next(convertPointsToSlot(sorc(5), 1));
    const r = castSpell(s, own('sorcerer', 'known', S.magicMissile), freeConditions(), { spell: S.magicMissile, classId: 'sorcerer', slot: { kind: 'slot', level: 1 } });
    expect(r.ok && r.spent).toEqual({ kind: 'slot', level: 1, created: true });
    const unused = longRest(s);
    expect(freeSlots(unused)).toEqual([4, 3, 2, 0, 0, 0, 0, 0, 0]);
    expect(sorceryPointsAvailable(unused)).toBe(5);
  });
});

describe('Font of Magic takes the bonus action (SRD Sorcerer; PHB ch.9 one bonus action per turn)', () => {
  const inFight = (s: CasterState): CasterState => ({ ...s, turn: { ...s.turn, round: 2 } });
  const mistyStep = { spell: S.mistyStep, classId: 'sorcerer' as const, slot: { kind: 'slot' as const, level: 2 } };
  const owned = own('sorcerer', 'known', S.mistyStep, S.fireball);

  it('in a fight: one conversion per turn, and no bonus-action spell after it', () => {
    const made = next(convertPointsToSlot(inFight(sorc(5)), 1));
    expect(made.turn.bonusActionUsed).toBe(true);
    expect(convertPointsToSlot(made, 1)).toEqual({ ok: false, error: 'bonusActionUsed' });
    expect(convertSlotToPoints(made, 1)).toEqual({ ok: false, error: 'bonusActionUsed' });
    expect(castSpell(made, owned, freeConditions(), mistyStep)).toMatchObject({ ok: false, error: 'bonusActionUsed', overridable: true });
    // a Quickened spell is cast with a bonus action too
    const quickened = { spell: S.fireball, classId: 'sorcerer' as const, slot: { kind: 'slot' as const, level: 3 }, metamagic: ['quickened' as const], knownMetamagic: ['quickened' as const] };
    expect(castSpell(made, owned, freeConditions(), quickened)).toMatchObject({ ok: false, errors: expect.arrayContaining(['bonusActionUsed']) });
    // an action spell is still fine
    expect(castSpell(made, owned, freeConditions(), { spell: S.fireball, classId: 'sorcerer', slot: { kind: 'slot', level: 3 } }).ok).toBe(true);
  });

  it('an hour on the clock later the bonus action is there again', () => {
    const made = next(convertPointsToSlot(inFight(sorc(10)), 1));
    const later = passTime(made, 600);
    expect(later.turn.bonusActionUsed).toBeUndefined();
    expect(convertPointsToSlot(later, 1).ok).toBe(true);
  });

  it('in a fight: no conversion after a bonus-action spell', () => {
    const r = castSpell(inFight(sorc(5)), owned, freeConditions(), mistyStep);
    if (!r.ok) throw new Error(r.error);
    expect(convertSlotToPoints(r.next, 1)).toEqual({ ok: false, error: 'bonusActionUsed' });
  });

  it('out of a fight (round 0) turns are not counted: conversions one after another', () => {
    const once = next(convertPointsToSlot(sorc(5), 1));
    expect(once.turn.bonusActionUsed).toBeUndefined();
    expect(convertPointsToSlot(once, 1).ok).toBe(true);
  });
});
