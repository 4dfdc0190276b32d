// @vitest-environment node
// Overchannel (SRD 5.1 School of Evocation, 14th level): which casts it fits, the necrotic damage per
// use since the long rest (first free, then n d12 per level of the cast), the count on the caster.
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { castingRequest, completeCasting, startCasting } from './long-casting';
import { nextOverchannelCost, overchannelApplies, overchannelSelfDamage } from './overchannel';
import { longRest, shortRest } from './rest';
import { clampState } from './state';
import { S, freeConditions, own, spell, stateOf } from '../testing/caster-fixtures';
import type { CastRequest } from './cast-types';
import type { CasterState, ClassLevel } from './types';

const evoker = (level: number): ClassLevel => ({ classId: 'wizard', level, subclassId: 'evocation' });
const sleep = spell({ id: 'sleep', level: 1, classes: ['wizard'], damageAtSlotLevel: { 1: '5d8', 2: '7d8' } });
const mageArmor = spell({ id: 'mage-armor', level: 1, classes: ['wizard'] });
const coneOfCold = spell({ id: 'cone-of-cold', level: 5, classes: ['wizard'], damage: true });
const owned = own('wizard', 'prepared', S.fireball, S.magicMissile, coneOfCold, mageArmor, sleep);

function cast(state: CasterState, request: Partial<CastRequest> = {}) {
  return castSpell(state, owned, freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 }, overchannel: true, ...request });
}

describe('Overchannel: which casts', () => {
  it('an Evocation wizard of 14th level, a wizard spell cast at 1st–5th level that deals damage', () => {
    expect(overchannelApplies([evoker(14)], S.fireball, 3, 'wizard')).toBe(true);
    expect(overchannelApplies([evoker(14)], coneOfCold, 5, 'wizard')).toBe(true);
    expect(overchannelApplies([evoker(13)], S.fireball, 3, 'wizard')).toBe(false);
    expect(overchannelApplies([{ classId: 'wizard', level: 20 }], S.fireball, 3, 'wizard')).toBe(false);
    // from a 6th-level slot Fireball is a 6th-level spell
    expect(overchannelApplies([evoker(14)], S.fireball, 6, 'wizard')).toBe(false);
    expect(overchannelApplies([evoker(14)], S.fireBolt, 0, 'wizard')).toBe(false);
    expect(overchannelApplies([evoker(14), { classId: 'sorcerer', level: 3 }], S.fireball, 3, 'sorcerer')).toBe(false);
    expect(overchannelApplies([evoker(14)], mageArmor, 1, 'wizard')).toBe(false);
    // Sleep's dice are hit points, not damage
    expect(overchannelApplies([evoker(14)], sleep, 1, 'wizard')).toBe(false);
  });

  it('necrotic damage: none the first time, then 2d12, 3d12 … per level the spell is cast at', () => {
    expect(overchannelSelfDamage(1, 3)).toBeNull();
    expect(overchannelSelfDamage(2, 3)).toBe('6d12');
    expect(overchannelSelfDamage(3, 3)).toBe('9d12');
    expect(overchannelSelfDamage(2, 1)).toBe('2d12');
    expect(overchannelSelfDamage(4, 5)).toBe('20d12');
    expect(() => overchannelSelfDamage(0, 3)).toThrow(RangeError);
    expect(() => overchannelSelfDamage(2, 6)).toThrow(RangeError);
    expect(nextOverchannelCost({}, 4)).toBeNull();
    expect(nextOverchannelCost({ overchannelUses: 1 }, 4)).toBe('8d12');
  });
});

describe('Overchannel: the cast', () => {
  it('counts each use and returns the necrotic dice for the level cast at', () => {
    const first = cast(stateOf(evoker(14)));
    expect(first).toMatchObject({ ok: true, overchannel: { use: 1, selfDamage: null } });
    if (!first.ok) return;
    expect(first.next.overchannelUses).toBe(1);
    const second = cast(first.next);
    expect(second).toMatchObject({ ok: true, overchannel: { use: 2, selfDamage: '6d12' } });
    if (!second.ok) return;
    const third = cast(second.next, { slot: { kind: 'slot', level: 4 } });
    expect(third).toMatchObject({ ok: true, castLevel: 4, overchannel: { use: 3, selfDamage: '12d12' } });
    if (third.ok) expect(third.next.overchannelUses).toBe(3);
  });

  it('a cast without it leaves the count alone and says nothing of it', () => {
    const r = cast({ ...stateOf(evoker(14)), overchannelUses: 2 }, { overchannel: false });
    expect(r.ok && r.overchannel).toBe(undefined);
    expect(r.ok && r.next.overchannelUses).toBe(2);
  });

  it('refused where it does not apply (never overridable): below 14th, a 6th-level cast, a cantrip', () => {
    expect(cast(stateOf(evoker(13)))).toMatchObject({ ok: false, error: 'overchannelNotApplicable', overridable: false });
    expect(cast(stateOf(evoker(14)), { slot: { kind: 'slot', level: 6 } })).toMatchObject({ ok: false, errors: ['overchannelNotApplicable'] });
    expect(cast(stateOf(evoker(14)), { spell: S.fireBolt, slot: { kind: 'cantrip' } })).toMatchObject({ ok: false, error: 'overchannelNotApplicable' });
    expect(cast(stateOf(evoker(14)), { override: true, spell: mageArmor, slot: { kind: 'slot', level: 1 } })).toMatchObject({ ok: false, error: 'overchannelNotApplicable' });
  });
});

describe('Overchannel: a casting over time', () => {
  it('Glyph of Warding (1 hour): asked at the start, counted and its cost returned when the casting completes', () => {
    const glyph = spell({ id: 'glyph-of-warding', level: 3, classes: ['wizard'], castingTime: { amount: 1, unit: 'hour' }, damageAtSlotLevel: { 3: '5d8' } });
    const request: CastRequest = { spell: glyph, classId: 'wizard', slot: { kind: 'slot', level: 3 }, overchannel: true };
    const start = startCasting({ ...stateOf(evoker(14)), overchannelUses: 1 }, own('wizard', 'prepared', glyph), freeConditions(), request);
    if (!start.ok) throw new Error(start.error);
    expect(start.next.overchannelUses).toBe(1);
    expect(start.next.casting?.overchannel).toBe(true);
    const done = completeCasting(start.next, own('wizard', 'prepared', glyph), freeConditions(), castingRequest(start.next.casting!, glyph));
    expect(done).toMatchObject({ ok: true, overchannel: { use: 2, selfDamage: '6d12' } });
  });
});

describe('Overchannel: the count on the caster', () => {
  it('a long rest clears it, a short rest does not', () => {
    const used = { ...stateOf(evoker(14)), overchannelUses: 3 };
    expect(shortRest(used).overchannelUses).toBe(3);
    expect(longRest(used).overchannelUses).toBeUndefined();
  });

  it('clamped to a whole number >= 0, absent at 0', () => {
    const base = stateOf(evoker(14));
    expect(clampState({ ...base, overchannelUses: 2 }).overchannelUses).toBe(2);
    expect(clampState({ ...base, overchannelUses: 2.7 }).overchannelUses).toBe(2);
    expect(clampState({ ...base, overchannelUses: -1 })).not.toHaveProperty('overchannelUses');
    expect(clampState({ ...base, overchannelUses: Number.NaN })).not.toHaveProperty('overchannelUses');
    expect(clampState({ ...base, overchannelUses: 0 })).not.toHaveProperty('overchannelUses');
  });
});
