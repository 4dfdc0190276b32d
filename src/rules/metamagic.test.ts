// @vitest-environment node
// Metamagic, computed from the SRD 5.1 sorcerer text (costs, what each option changes, one option
// per spell except Empowered, points spent from the sorcery-point pool).
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { startTurn } from './turn';
import { checkKnownMetamagic, checkMetamagic, extendedDuration, metamagicApplies, metamagicChoices, metamagicCost, metamagicKnownMax, metamagicShortfall, withMetamagic, type MetamagicId } from './metamagic';
import { S, freeConditions, own, spell, stateOf } from '../testing/caster-fixtures';
import type { CasterState, SpellMechanics } from './types';
import type { CastRequest } from './cast-types';

const fireBolt: SpellMechanics = { ...S.fireBolt, range: { kind: 'distance', feet: 120 }, targets: 'one', damage: true };
const fireball: SpellMechanics = { ...S.fireball, range: { kind: 'distance', feet: 150 }, save: true, damage: true };
const holdPerson = spell({ id: 'hold-person', level: 2, classes: ['sorcerer'], concentration: true, range: { kind: 'distance', feet: 60 }, save: true, targets: 'oneAtBaseLevel', duration: { unit: 'minute', amount: 1, upTo: true } });
const shockingGrasp = spell({ id: 'shocking-grasp', level: 0, classes: ['sorcerer'], range: { kind: 'touch' }, targets: 'one', damage: true });
const haste: SpellMechanics = { ...S.haste, range: { kind: 'distance', feet: 30 }, targets: 'one' };
const mageArmor = spell({ id: 'mage-armor', level: 1, classes: ['sorcerer'], range: { kind: 'touch' }, targets: 'one', duration: { unit: 'hour', amount: 8 }, components: { v: true, s: true, m: true } });
const shield = spell({ id: 'shield', level: 1, classes: ['sorcerer'], castingTime: { amount: 1, unit: 'reaction' }, range: { kind: 'self' }, duration: { unit: 'round', amount: 1 } });
const mistyStep: SpellMechanics = { ...S.mistyStep, range: { kind: 'self' } };

// in a fight (round 1): the bonus-action rule counts turns only there
const sorcerer = (level: number, spentPoints = 0): CasterState => ({ ...startTurn(stateOf({ classId: 'sorcerer', level })), sorceryPointsSpent: spentPoints });
const ALL: MetamagicId[] = ['careful', 'distant', 'empowered', 'extended', 'heightened', 'quickened', 'subtle', 'twinned'];

describe('Metamagic: options known', () => {
  it('two options at 3rd level, three at 10th, four at 17th; none before 3rd', () => {
    expect([1, 2, 3, 9, 10, 16, 17, 20].map(metamagicKnownMax)).toEqual([0, 0, 2, 2, 3, 3, 4, 4]);
    expect(() => metamagicKnownMax(0)).toThrow(RangeError);
  });

  it('the chosen list: known ids, no duplicates, not more than the level allows', () => {
    const s3 = [{ classId: 'sorcerer' as const, level: 3 }];
    expect(checkKnownMetamagic(s3, ['quickened', 'twinned'])).toBeNull();
    expect(checkKnownMetamagic(s3, ['quickened', 'twinned', 'subtle'])).toBe('tooManyMetamagic');
    expect(checkKnownMetamagic(s3, ['quickened', 'quickened'])).toBe('invalidInput');
    expect(checkKnownMetamagic(s3, ['fast'])).toBe('invalidInput');
    expect(checkKnownMetamagic([{ classId: 'sorcerer', level: 2 }], ['subtle'])).toBe('noMetamagic');
    expect(checkKnownMetamagic([{ classId: 'wizard', level: 5 }], [])).toBeNull();
  });
});

describe('Metamagic: costs in sorcery points', () => {
  it('Careful, Distant, Empowered, Extended, Subtle 1; Quickened 2; Heightened 3', () => {
    expect(ALL.filter((id) => id !== 'twinned').map((id) => [id, metamagicCost(id, 3)])).toEqual([
      ['careful', 1], ['distant', 1], ['empowered', 1], ['extended', 1], ['heightened', 3], ['quickened', 2], ['subtle', 1],
    ]);
  });

  it("Twinned costs the spell's level, 1 for a cantrip, and the slot's level when cast higher", () => {
    expect(metamagicCost('twinned', 0)).toBe(1);
    expect(metamagicCost('twinned', 1)).toBe(1);
    expect(metamagicCost('twinned', 3)).toBe(3);
    expect(metamagicCost('twinned', 5)).toBe(5);
  });
});

describe('Metamagic: which spells each option fits', () => {
  it('Careful and Heightened need a saving throw', () => {
    expect(metamagicApplies('careful', fireball, 3)).toBe(true);
    expect(metamagicApplies('heightened', holdPerson, 2)).toBe(true);
    expect(metamagicApplies('careful', fireBolt, 0)).toBe(false);
  });

  it('Distant needs a range of 5 ft or more, or touch; not self', () => {
    expect(metamagicApplies('distant', fireball, 3)).toBe(true);
    expect(metamagicApplies('distant', shockingGrasp, 0)).toBe(true);
    expect(metamagicApplies('distant', mistyStep, 2)).toBe(false);
  });

  it('Empowered needs damage; Extended a duration of at least 1 minute', () => {
    expect(metamagicApplies('empowered', fireball, 3)).toBe(true);
    expect(metamagicApplies('empowered', haste, 3)).toBe(false);
    // Sleep's 5d8 (filed with the damage dice) counts hit points to put to sleep: no damage to reroll
    const sleep = spell({ id: 'sleep', level: 1, classes: ['sorcerer'], range: { kind: 'distance', feet: 90 }, damage: true, damageAtSlotLevel: { 1: '5d8', 2: '7d8' } });
    expect(metamagicApplies('empowered', sleep, 1)).toBe(false);
    // and Color Spray's 6d10 the hit points it blinds
    const colorSpray = spell({ id: 'color-spray', level: 1, classes: ['sorcerer'], range: { kind: 'self' }, damageAtSlotLevel: { 1: '6d10', 2: '8d10' } });
    expect(metamagicApplies('empowered', colorSpray, 1)).toBe(false);
    expect(metamagicApplies('extended', haste, 3)).toBe(true);
    expect(metamagicApplies('extended', shield, 1)).toBe(false);
    expect(metamagicApplies('extended', fireball, 3)).toBe(false);
  });

  it('Quickened only for a casting time of 1 action (not a reaction, not a ritual)', () => {
    expect(metamagicApplies('quickened', fireball, 3)).toBe(true);
    expect(metamagicApplies('quickened', shield, 1)).toBe(false);
    expect(metamagicApplies('quickened', S.detectMagic, 1, true)).toBe(false);
  });

  it('Subtle needs V or S to remove', () => {
    expect(metamagicApplies('subtle', fireball, 3)).toBe(true);
    expect(metamagicApplies('subtle', spell({ id: 'm-only', level: 1, components: { v: false, s: false, m: true } }), 1)).toBe(false);
  });

  it('Twinned: one creature only, not self, and not at a level where the spell can target more', () => {
    expect(metamagicApplies('twinned', fireBolt, 0)).toBe(true);
    expect(metamagicApplies('twinned', haste, 3)).toBe(true);
    expect(metamagicApplies('twinned', fireball, 3)).toBe(false);
    expect(metamagicApplies('twinned', mistyStep, 2)).toBe(false);
    expect(metamagicApplies('twinned', holdPerson, 2)).toBe(true);
    expect(metamagicApplies('twinned', holdPerson, 3)).toBe(false); // a 3rd-level Hold Person can target two humanoids
  });
});

describe('Metamagic: what the spell becomes', () => {
  it('Distant doubles the range; touch becomes 30 ft (6 sáhů)', () => {
    expect(withMetamagic(fireball, ['distant']).range).toEqual({ kind: 'distance', feet: 300 });
    expect(withMetamagic(shockingGrasp, ['distant']).range).toEqual({ kind: 'distance', feet: 30 });
  });

  it('Extended doubles the duration, at most 24 hours', () => {
    expect(extendedDuration({ unit: 'minute', amount: 1, upTo: true })).toEqual({ unit: 'minute', amount: 2, upTo: true });
    expect(extendedDuration({ unit: 'hour', amount: 8 })).toEqual({ unit: 'hour', amount: 16 });
    expect(extendedDuration({ unit: 'hour', amount: 24 })).toEqual({ unit: 'hour', amount: 24 });
    expect(extendedDuration({ unit: 'hour', amount: 12 })).toEqual({ unit: 'hour', amount: 24 });
    expect(extendedDuration({ unit: 'hour', amount: 13 })).toEqual({ unit: 'hour', amount: 24 });
    // never shorter: Geas lasts 30 days, and Extended Spell does not apply to it
    expect(extendedDuration({ unit: 'day', amount: 30 })).toEqual({ unit: 'day', amount: 30 });
    expect(metamagicApplies('extended', { ...haste, duration: { unit: 'day', amount: 30 } }, 5)).toBe(false);
    expect(metamagicApplies('extended', { ...haste, duration: { unit: 'hour', amount: 24 } }, 5)).toBe(false);
    expect(metamagicApplies('extended', { ...haste, duration: { unit: 'hour', amount: 12 } }, 5)).toBe(true);
    expect(withMetamagic(mageArmor, ['extended']).duration).toEqual({ unit: 'hour', amount: 16 });
  });

  it('Quickened makes a 1-action spell a bonus action; Subtle drops V and S but keeps M', () => {
    expect(withMetamagic(fireball, ['quickened']).castingTime).toEqual({ amount: 1, unit: 'bonus' });
    expect(withMetamagic(fireball, ['subtle']).components).toEqual({ v: false, s: false, m: true });
  });
});

describe('Metamagic in castSpell', () => {
  const owned = own('sorcerer', 'known', fireBolt, fireball, holdPerson, haste, mageArmor);
  const known: MetamagicId[] = ['quickened', 'subtle', 'twinned', 'empowered'];
  const cast = (state: CasterState, sp: SpellMechanics, metamagic: MetamagicId[], level = sp.level, conditions = freeConditions(), extra: Partial<CastRequest> = {}) =>
    castSpell(state, owned, conditions, {
      spell: sp,
      classId: 'sorcerer',
      slot: sp.level === 0 ? { kind: 'cantrip' } : { kind: 'slot', level },
      metamagic,
      knownMetamagic: known,
      ...extra,
    });

  it('spends the points from the pool: Quickened Fireball costs 2 of a 5th-level sorcerer\'s 5', () => {
    const r = cast(sorcerer(5), fireball, ['quickened']);
    expect(r.ok && r.next.sorceryPointsSpent).toBe(2);
    expect(r.ok && r.metamagicPoints).toBe(2);
    expect(r.ok && r.next.spentSlots[2]).toBe(1);
  });

  it('Quickened: the bonus-action rule then applies — only a 1-action cantrip may follow in that turn', () => {
    const first = cast(sorcerer(5), fireball, ['quickened']);
    if (!first.ok) throw new Error(first.error);
    expect(first.next.turn.bonusActionSpellCast).toBe(true);
    expect(cast(first.next, haste, [])).toMatchObject({ ok: false, error: 'bonusActionRule' });
    expect(cast(first.next, fireBolt, []).ok).toBe(true);
  });

  it('Quickened after a 1-action spell this turn is refused by the bonus-action rule', () => {
    const first = cast(sorcerer(5), haste, []);
    if (!first.ok) throw new Error(first.error);
    expect(cast(first.next, fireball, ['quickened'])).toMatchObject({ ok: false, error: 'bonusActionRule' });
  });

  it('Subtle: a silenced sorcerer with no free hand casts Fireball (M from the focus hand is still needed)', () => {
    const c = freeConditions({ silenced: true, handsFree: false, focusInHand: true });
    expect(cast(sorcerer(5), fireball, [], 3, c).ok).toBe(false);
    expect(cast(sorcerer(5), fireball, ['subtle'], 3, c).ok).toBe(true);
    expect(cast(sorcerer(5), fireball, ['subtle'], 3, freeConditions({ silenced: true, handsFree: false, hasFocusOrPouch: false }))).toMatchObject({ ok: false, error: 'noFreeHand' });
  });

  it('Twinned Hold Person at 2nd level costs 2; at 3rd level it is refused', () => {
    const r = cast(sorcerer(5), holdPerson, ['twinned'], 2);
    expect(r.ok && r.next.sorceryPointsSpent).toBe(2);
    expect(cast(sorcerer(5), holdPerson, ['twinned'], 3)).toMatchObject({ ok: false, error: 'metamagicNotApplicable' });
  });

  it('Twinned Fire Bolt (a cantrip) costs 1', () => {
    const r = cast(sorcerer(5), fireBolt, ['twinned']);
    expect(r.ok && r.next.sorceryPointsSpent).toBe(1);
  });

  it('only one option per spell, except Empowered', () => {
    expect(cast(sorcerer(5), fireball, ['quickened', 'subtle'])).toMatchObject({ ok: false, error: 'metamagicOnePerSpell', overridable: false });
    const r = cast(sorcerer(5), fireball, ['quickened', 'empowered']);
    expect(r.ok && r.next.sorceryPointsSpent).toBe(3);
  });

  it('not enough points: refused, nothing spent (4 of 5 spent, Quickened costs 2)', () => {
    const r = cast(sorcerer(5, 4), fireball, ['quickened']);
    expect(r).toMatchObject({ ok: false, error: 'notEnoughSorceryPoints', overridable: false });
  });

  it('an option the character does not know, or no Metamagic yet (sorcerer 2), is refused', () => {
    expect(cast(sorcerer(5), fireball, ['heightened'])).toMatchObject({ ok: false, error: 'metamagicNotKnown' });
    expect(cast(sorcerer(2), fireBolt, ['twinned'])).toMatchObject({ ok: false, error: 'noMetamagic' });
    expect(checkMetamagic([{ classId: 'sorcerer', level: 5 }], known, 5, fireball, 3, []).cost).toBe(0);
  });

  it('Extended Haste: concentration runs 2 minutes (20 rounds)', () => {
    const r = castSpell(sorcerer(5), owned, freeConditions(), { spell: haste, classId: 'sorcerer', slot: { kind: 'slot', level: 3 }, metamagic: ['extended'], knownMetamagic: ['extended', 'twinned'] });
    if (!r.ok) throw new Error(r.error);
    expect(r.next.concentration?.endsAtRound).toBe(r.next.concentration!.startedAtRound + 20);
  });
});

describe('Metamagic before the tap: which options can be ticked, and why not', () => {
  const blocks = (choices: ReturnType<typeof metamagicChoices>) => Object.fromEntries(choices.map((c) => [c.id, c.block]));

  it('1 point left: Quickened (2) and Heightened (3) say how many points are missing; Subtle (1) may be ticked', () => {
    const b = blocks(metamagicChoices(['quickened', 'heightened', 'subtle'], 1, fireball, 3, []));
    expect(b.quickened).toEqual({ reason: 'notEnoughSorceryPoints', missing: 1 });
    expect(b.heightened).toEqual({ reason: 'notEnoughSorceryPoints', missing: 2 });
    expect(b.subtle).toBeNull();
  });

  it('Empowered is counted together with the option already ticked', () => {
    // 2 points, Quickened (2) ticked: Empowered (1) would make 3
    const b = blocks(metamagicChoices(['quickened', 'empowered'], 2, fireball, 3, ['quickened']));
    expect(b.quickened).toBeNull();
    expect(b.empowered).toEqual({ reason: 'notEnoughSorceryPoints', missing: 1 });
    expect(blocks(metamagicChoices(['quickened', 'empowered'], 3, fireball, 3, ['quickened'])).empowered).toBeNull();
  });

  it('Twinned costs the slot level: Haste from a 3rd-level slot with 2 points left misses 1, from a 4th misses 2', () => {
    expect(blocks(metamagicChoices(['twinned'], 2, haste, 3, [])).twinned).toEqual({ reason: 'notEnoughSorceryPoints', missing: 1 });
    expect(blocks(metamagicChoices(['twinned'], 2, haste, 4, [])).twinned).toEqual({ reason: 'notEnoughSorceryPoints', missing: 2 });
    expect(blocks(metamagicChoices(['twinned'], 3, haste, 3, [])).twinned).toBeNull();
    // ticked, then the slot goes up: the option stays ticked and says what is missing
    expect(metamagicChoices(['twinned'], 3, haste, 4, ['twinned'])[0]).toEqual({ id: 'twinned', cost: 4, checked: true, block: { reason: 'notEnoughSorceryPoints', missing: 1 } });
  });

  it('one option per spell: a second one besides Empowered says so, Empowered does not', () => {
    const b = blocks(metamagicChoices(['quickened', 'subtle', 'empowered'], 5, fireball, 3, ['quickened']));
    expect(b.subtle).toEqual({ reason: 'metamagicOnePerSpell' });
    expect(b.empowered).toBeNull();
    // Empowered ticked first does not block the other
    expect(blocks(metamagicChoices(['quickened', 'empowered'], 5, fireball, 3, ['empowered'])).quickened).toBeNull();
  });

  it('an option that does not fit the spell says that first (Twinned Fireball, Careful Haste, Distant Shield)', () => {
    expect(blocks(metamagicChoices(['twinned'], 0, fireball, 3, [])).twinned).toEqual({ reason: 'metamagicNotApplicable' });
    expect(blocks(metamagicChoices(['careful'], 5, haste, 3, [])).careful).toEqual({ reason: 'metamagicNotApplicable' });
    expect(blocks(metamagicChoices(['distant'], 5, shield, 1, [])).distant).toEqual({ reason: 'metamagicNotApplicable' });
  });

  it('the shortfall of a whole choice; none when the points cover it, never negative', () => {
    expect(metamagicShortfall(1, 3, ['quickened', 'empowered'])).toBe(2);
    expect(metamagicShortfall(5, 3, ['quickened'])).toBe(0);
    expect(metamagicShortfall(-2, 0, ['twinned'])).toBe(1);
  });
});
