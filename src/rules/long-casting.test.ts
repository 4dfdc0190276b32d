// @vitest-environment node
// From the rules text (seed ch.10 "Delší doby vyvolání"; PHB ch.10 "Longer Casting Times",
// "Rituals", "Concentration"): a 1-minute spell is cast over 10 rounds, a ritual over 10 more
// minutes (100 rounds); concentration is kept the whole time; if it breaks the spell fails and no
// slot is spent; the slot is spent when the casting completes.
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { endConcentration, setIncapacitated, takeDamage } from './concentration';
import { cancelCasting, castingRemaining, castingRequest, castOverTime, completeCasting, needsCastingTime, startCasting } from './long-casting';
import { freeSlots } from './pips';
import { advanceRounds, restartRoundCount } from './turn';
import { castWithAction } from './casting-time';
import { S, freeConditions, own, stateOf } from '../testing/caster-fixtures';
import type { CasterState } from './types';
import type { CastRequest } from './cast-types';

const owned = own('wizard', 'prepared', S.identify, S.detectMagic, S.haste, S.fireball);
const conditions = freeConditions({ materialsOwned: ['identify'] });
const identify: CastRequest = { spell: S.identify, classId: 'wizard', slot: { kind: 'slot', level: 1 } };

function started(s: CasterState, request: CastRequest = identify, target?: string) {
  const r = startCasting(s, owned, conditions, request, target);
  if (!r.ok) throw new Error(`expected a start, got ${r.error}`);
  return r;
}
const atRound = (round: number) => advanceRounds(stateOf({ classId: 'wizard', level: 5 }), round);
const atCleric = (round: number) => advanceRounds(stateOf({ classId: 'cleric', level: 5 }), round);

describe('long casting', () => {
  it('Identify (1 minute): 10 rounds of casting, no slot spent until it completes', () => {
    const s = atRound(3);
    const r = started(s, identify, 'prsten');
    expect(r.rounds).toBe(10);
    expect(r.next.casting).toMatchObject({ spellId: 'identify', startedAtRound: 3, endsAtRound: 13, target: 'prsten' });
    expect(freeSlots(r.next)).toEqual(freeSlots(s));
    const later = advanceRounds(r.next, 4);
    expect(castingRemaining(later)).toBe(6);
    const done = completeCasting(later, owned, conditions, castingRequest(later.casting!, S.identify));
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(freeSlots(done.next)[0]).toBe(freeSlots(s)[0] - 1);
    // the rest of the minute passed before the spell took effect
    expect(done.next.turn.round).toBe(13);
    expect(done.next.casting).toBeUndefined();
  });

  it('a ritual adds 10 minutes (100 rounds) and spends no slot; its concentration starts at the end', () => {
    const r = started(atRound(1), { spell: S.detectMagic, classId: 'wizard', slot: { kind: 'ritual' } });
    expect(r.rounds).toBe(100);
    const done = completeCasting(r.next, owned, conditions, castingRequest(r.next.casting!, S.detectMagic));
    if (!done.ok) throw new Error(done.error);
    expect(done.spent).toEqual({ kind: 'none' });
    expect(done.next.concentration).toMatchObject({ spellId: 'detect-magic', startedAtRound: 101 });
  });

  it('the casting needs concentration: concentration on Haste ends when it starts', () => {
    const hasted = castSpell(atRound(1), owned, conditions, { spell: S.haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } });
    if (!hasted.ok) throw new Error(hasted.error);
    const r = started(hasted.next);
    expect(r.endedConcentration).toBe('haste');
    expect(r.next.concentration).toBeNull();
  });

  it('damage while casting asks for a concentration save (22 damage: DC 11); a failed save spends nothing', () => {
    const s = atRound(1);
    const r = started(s);
    expect(takeDamage(r.next, 22)).toEqual({ saves: [{ damage: 22, dc: 11 }], spellId: 'identify' });
    const failed = endConcentration(r.next);
    expect(failed.casting).toBeUndefined();
    expect(failed.spentSlots).toEqual(s.spentSlots);
    expect(completeCasting(failed, owned, conditions, castingRequest(r.next.casting!, S.identify))).toEqual({ ok: false, error: 'noCasting' });
  });

  it('being incapacitated breaks the casting; cancelling spends nothing', () => {
    const r = started(atRound(1));
    expect(setIncapacitated(r.next).casting).toBeUndefined();
    const cancelled = cancelCasting(r.next);
    expect(cancelled.casting).toBeUndefined();
    expect(cancelled.spentSlots).toEqual(r.next.spentSlots);
  });

  it('casting a concentration spell meanwhile takes the concentration: the long casting fails', () => {
    const r = started(atRound(1));
    const hasted = castSpell(r.next, owned, conditions, { spell: S.haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } });
    if (!hasted.ok) throw new Error(hasted.error);
    expect(hasted.next.casting).toBeUndefined();
    expect(hasted.next.concentration?.spellId).toBe('haste');
    // said, not silent: Identify failed and its 1st-level slot was never spent (Haste spent a 3rd)
    expect(hasted.warnings).toContain('endsCasting');
    expect(hasted.endedCasting).toBe('identify');
    expect(freeSlots(hasted.next)[0]).toBe(freeSlots(r.next)[0]);
  });

  it('a spell cast with an action takes the action the casting needs each turn: the casting fails', () => {
    const r = started(atRound(1));
    const fire = castSpell(advanceRounds(r.next, 1), owned, conditions, { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 } });
    if (!fire.ok) throw new Error(fire.error);
    expect(fire.next.casting).toBeUndefined();
    expect(fire.warnings).toContain('endsCasting');
    expect(fire.endedCasting).toBe('identify');
  });

  it('a reaction (off turn) or a bonus action takes no action: the casting goes on', () => {
    const r = started(atRound(1));
    const withShield = [...owned, ...own('wizard', 'prepared', S.shield)];
    const shield = castSpell(advanceRounds(r.next, 1), withShield, conditions, { spell: S.shield, classId: 'wizard', slot: { kind: 'slot', level: 1 }, offTurn: true });
    if (!shield.ok) throw new Error(shield.error);
    expect(shield.next.casting?.spellId).toBe('identify');
    expect(shield.endedCasting).toBeUndefined();
    expect(castWithAction(S.healingWord, false)).toBe(false);
    expect(castWithAction(S.fireball, false)).toBe(true);
    // as a ritual it is a casting over time itself
    expect(castWithAction(S.detectMagic, true)).toBe(false);
  });

  it('starting a casting counts as this turn\'s spell: a bonus-action spell after it is refused', () => {
    const cleric = own('cleric', 'prepared', S.healingWord, S.detectMagic);
    const r = startCasting(atCleric(1), cleric, conditions, { spell: S.detectMagic, classId: 'cleric', slot: { kind: 'ritual' } });
    if (!r.ok) throw new Error(r.error);
    expect(r.next.turn.nonCantripSpellCast).toBe(true);
    const word = castSpell(r.next, cleric, conditions, { spell: S.healingWord, classId: 'cleric', slot: { kind: 'slot', level: 1 } });
    expect(word.ok).toBe(false);
  });

  it('starting another casting over time abandons the first and says which', () => {
    const r = started(atRound(1));
    const ritual = started(r.next, { spell: S.detectMagic, classId: 'wizard', slot: { kind: 'ritual' } });
    expect(ritual.next.casting?.spellId).toBe('detect-magic');
    expect(ritual.endedCasting).toBe('identify');
    expect(r.endedCasting).toBeUndefined();
  });

  it('refused at the start as castSpell would refuse (no free slot), nothing changes', () => {
    let s = atRound(1);
    for (let i = 0; i < 4; i++) s = { ...s, spentSlots: [4, 0, 0, 0, 0, 0, 0, 0, 0] };
    expect(startCasting(s, owned, conditions, identify)).toMatchObject({ ok: false, error: 'noSlot' });
  });

  it('a completion the slots no longer allow is refused and keeps the casting', () => {
    const r = started(atRound(1));
    const spentByHand = { ...r.next, spentSlots: [4, 0, 0, 0, 0, 0, 0, 0, 0] };
    expect(completeCasting(spentByHand, owned, conditions, castingRequest(r.next.casting!, S.identify))).toMatchObject({ ok: false, error: 'noSlot' });
    expect(spentByHand.casting?.spellId).toBe('identify');
  });

  it('the end of a fight keeps the time left; an action spell is no casting over time', () => {
    const r = started(atRound(7));
    const reset = restartRoundCount(advanceRounds(r.next, 2));
    expect(reset.casting).toMatchObject({ startedAtRound: -2, endsAtRound: 8 });
    expect(castingRemaining(reset)).toBe(8);
    expect(needsCastingTime({ spell: S.fireball, slot: { kind: 'slot', level: 3 } })).toBe(false);
    expect(() => startCasting(atRound(1), owned, conditions, { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 } })).toThrow(RangeError);
    expect(() => castingRequest(r.next.casting!, S.fireball)).toThrow(RangeError);
  });
});

describe('a ritual cast in one go (castOverTime)', () => {
  const ritual: CastRequest = { spell: S.detectMagic, classId: 'wizard', slot: { kind: 'ritual' } };

  it('in a fight: the 10 minutes pass on the round count, concentration starts at their end', () => {
    const r = castOverTime(atRound(2), owned, conditions, ritual);
    if (!r.ok) throw new Error(r.error);
    expect(r.next.turn.round).toBe(102);
    expect(r.next.concentration).toMatchObject({ spellId: 'detect-magic', startedAtRound: 102, endsAtRound: 202 });
  });

  it('out of a fight: no fight starts; the count stays at 0 with 10 minutes of concentration ahead', () => {
    const r = castOverTime(atRound(0), owned, conditions, ritual);
    if (!r.ok) throw new Error(r.error);
    expect(r.next.turn.round).toBe(0);
    expect(r.next.concentration).toMatchObject({ spellId: 'detect-magic', startedAtRound: 0, endsAtRound: 100 });
  });

  it('a spell cast in an action is cast as castSpell casts it', () => {
    const req: CastRequest = { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 } };
    expect(castOverTime(atRound(0), owned, conditions, req)).toEqual(castSpell(atRound(0), owned, conditions, req));
  });
});
