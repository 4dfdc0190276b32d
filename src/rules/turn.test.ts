// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { S, freeConditions, own, stateOf } from '../testing/caster-fixtures';
import { advanceRounds, passTime, restartRoundCount, startTurn } from './turn';
import { createCasterState } from './state';
import type { CasterState } from './types';
import type { CastRequest, CastResult } from './cast-types';

const owned = [
  ...own('sorcerer', 'known', S.fireBolt, S.mistyStep, S.magicMissile, S.shield, S.fireball),
  ...own('druid', 'known', S.shillelagh),
  ...own('druid', 'prepared', S.healingWord),
];
// in a fight (round 1): out of one (round 0) turns are not counted
const base = () => startTurn(stateOf({ classId: 'sorcerer', level: 5 }, { classId: 'druid', level: 2 }));
const req = (spell: CastRequest['spell'], extra: Partial<CastRequest> = {}): CastRequest => ({
  spell,
  classId: spell === S.shillelagh || spell === S.healingWord ? 'druid' : 'sorcerer',
  slot: spell.level === 0 ? { kind: 'cantrip' } : { kind: 'slot', level: Math.max(1, spell.level) },
  ...extra,
});
const cast = (s: CasterState, r: CastRequest): CastResult => castSpell(s, owned, freeConditions(), r);
function next(r: CastResult): CasterState {
  if (!r.ok) throw new Error(r.error);
  return r.next;
}

describe('bonus-action rule (PHB ch.10 Casting Time: Bonus Action)', () => {
  it('SRD Bonus Action: after a bonus-action spell, a 1-action cantrip is allowed', () => {
    const s = next(cast(base(), req(S.mistyStep)));
    expect(s.turn).toMatchObject({ bonusActionSpellCast: true, actionCantripOnly: true });
    expect(cast(s, req(S.fireBolt)).ok).toBe(true);
  });

  it('SRD Bonus Action: after a bonus-action spell, a leveled action spell is refused', () => {
    const s = next(cast(base(), req(S.mistyStep)));
    expect(cast(s, req(S.fireball))).toMatchObject({ ok: false, error: 'bonusActionRule', overridable: true });
  });

  it('SRD Bonus Action: after a bonus-action spell, a reaction spell on your own turn is refused', () => {
    const s = next(cast(base(), req(S.mistyStep)));
    expect(cast(s, req(S.shield))).toMatchObject({ ok: false, error: 'bonusActionRule' });
  });

  it('SRD Bonus Action: after a bonus-action spell, a bonus-action cantrip is refused (one bonus action)', () => {
    const s = next(cast(base(), req(S.healingWord)));
    expect(cast(s, req(S.shillelagh))).toMatchObject({ ok: false, error: 'bonusActionRule' });
  });

  it('SRD Bonus Action (other order): after a leveled action spell, a bonus-action spell is refused', () => {
    const s = next(cast(base(), req(S.magicMissile)));
    expect(s.turn.nonCantripSpellCast).toBe(true);
    expect(cast(s, req(S.mistyStep))).toMatchObject({ ok: false, error: 'bonusActionRule' });
  });

  it('SRD Bonus Action (other order): after a 1-action cantrip, a bonus-action spell is allowed', () => {
    const s = next(cast(base(), req(S.fireBolt)));
    expect(cast(s, req(S.mistyStep)).ok).toBe(true);
  });

  it('SRD Reactions: a reaction spell on another creature\'s turn ignores the rule and keeps its flags', () => {
    const s = next(cast(base(), req(S.mistyStep)));
    const r = cast(s, req(S.shield, { offTurn: true }));
    expect(r.ok).toBe(true);
    expect(next(r).turn).toEqual({ ...s.turn, reactionUsed: true });
  });

  it('SRD Bonus Action: two leveled action spells in one turn are not limited by this rule (e.g. Action Surge)', () => {
    const s = next(cast(base(), req(S.magicMissile)));
    expect(cast(s, req(S.fireball)).ok).toBe(true);
  });

  it('PHB Introduction (the DM is the referee), GM override: the bonus-action rule becomes a warning', () => {
    const s = next(cast(base(), req(S.mistyStep)));
    const r = cast(s, req(S.fireball, { override: true }));
    expect(r).toMatchObject({ ok: true, overriddenErrors: ['bonusActionRule'] });
  });

  it('PHB ch.9 Rounds: a new turn resets the flags and advances the round by one', () => {
    const s = next(cast(base(), req(S.mistyStep)));
    const t = startTurn(s);
    expect(t.turn).toEqual({ round: 2, bonusActionSpellCast: false, nonCantripSpellCast: false, actionCantripOnly: false });
    expect(cast(t, req(S.fireball)).ok).toBe(true);
  });

  it('time that passes on the clock ends the turn: a bonus-action spell an hour ago limits nothing', () => {
    const inFight: CasterState = { ...base(), turn: { ...base().turn, round: 3 } };
    const s = next(cast(inFight, req(S.mistyStep)));
    expect(cast(s, req(S.magicMissile))).toMatchObject({ ok: false, error: 'bonusActionRule' });
    const hourLater = passTime(s, 600);
    expect(hourLater.turn).toEqual({ round: 603, bonusActionSpellCast: false, nonCantripSpellCast: false, actionCantripOnly: false });
    expect(cast(hourLater, req(S.magicMissile)).ok).toBe(true);
    // a casting done in one go (a ritual's 10 minutes) starts in this turn: the clock alone keeps it
    expect(cast(advanceRounds(s, 100), req(S.magicMissile))).toMatchObject({ ok: false, error: 'bonusActionRule' });
    expect(passTime(s, 0)).toEqual(s);
  });

  it('out of a fight (round 0) turns are not counted: nothing is refused, the clock starts none', () => {
    const out = stateOf({ classId: 'sorcerer', level: 5 }, { classId: 'druid', level: 2 });
    expect(out.turn.round).toBe(0);
    const cast1 = next(cast(out, req(S.mistyStep)));
    expect(cast1.turn).toEqual(out.turn);
    // a bonus-action spell, then a leveled one: no turn to share, so no refusal (and the other order)
    expect(cast(cast1, req(S.magicMissile)).ok).toBe(true);
    expect(cast(next(cast(out, req(S.magicMissile))), req(S.mistyStep)).ok).toBe(true);
    const s: CasterState = { ...cast1, effects: [{ spellId: 'mage-armor', target: 'me', endsAtRound: 4800 }] };
    const hourLater = passTime(s, 600);
    expect(hourLater.turn).toEqual({ round: 0, bonusActionSpellCast: false, nonCantripSpellCast: false, actionCantripOnly: false });
    expect(hourLater.effects).toEqual([{ spellId: 'mage-armor', target: 'me', endsAtRound: 4200 }]);
    // a new turn starts a fight
    expect(startTurn(hourLater).turn.round).toBe(1);
  });

  it('PHB ch.10 Duration: concentration and effects end when the round clock passes their end', () => {
    const s = next(cast(base(), req(S.mistyStep)));
    const withConc: CasterState = { ...s, concentration: { spellId: 'haste', startedAtRound: 1, endsAtRound: 11 }, effects: [{ spellId: 'haste', target: 'ally', endsAtRound: 11 }, { spellId: 'mage-armor', target: 'me', endsAtRound: null }] };
    const after9 = advanceRounds(withConc, 9);
    expect(after9.concentration?.spellId).toBe('haste');
    const after10 = startTurn(after9);
    expect(after10.concentration).toBeNull();
    expect(after10.effects.map((e) => e.spellId)).toEqual(['mage-armor']);
    expect(() => advanceRounds(withConc, -1)).toThrow(RangeError);
  });
});

describe('restartRoundCount', () => {
  it('the round count starts at 0 again; effects and concentration keep the rounds they have left', () => {
    const s: CasterState = {
      ...createCasterState([{ classId: 'wizard', level: 5 }]),
      turn: { round: 5505, bonusActionSpellCast: true, nonCantripSpellCast: true, actionCantripOnly: true },
      concentration: { spellId: 'haste', startedAtRound: 5500, endsAtRound: 5600 },
      effects: [
        { spellId: 'haste', target: 'Bruenor', endsAtRound: 5600 },
        { spellId: 'mage-armor', target: 'ty', endsAtRound: 9000 },
        { spellId: 'glyph', target: 'dveře', endsAtRound: null },
      ],
    };
    const r = restartRoundCount(s);
    expect(r.turn).toEqual({ round: 0, bonusActionSpellCast: false, nonCantripSpellCast: false, actionCantripOnly: false });
    expect(r.concentration).toEqual({ spellId: 'haste', startedAtRound: -5, endsAtRound: 95 });
    expect(r.effects.map((e) => e.endsAtRound)).toEqual([95, 3495, null]);
  });
});

describe('one reaction per round (PHB ch.9 Reactions)', () => {
  it('a reaction spell spends the reaction; a second one before your next turn is refused, the GM may allow it', () => {
    const s = next(cast(base(), req(S.shield, { offTurn: true })));
    expect(s.turn.reactionUsed).toBe(true);
    expect(cast(s, req(S.shield, { offTurn: true }))).toMatchObject({ ok: false, error: 'reactionUsed', overridable: true });
    expect(cast(s, req(S.shield))).toMatchObject({ ok: false, error: 'reactionUsed' });
    expect(cast(s, req(S.shield, { offTurn: true, override: true }))).toMatchObject({ ok: true, overriddenErrors: ['reactionUsed'] });
  });

  it('other spells do not touch the reaction', () => {
    const s = next(cast(base(), req(S.shield, { offTurn: true })));
    expect(cast(s, req(S.magicMissile)).ok).toBe(true);
    expect(next(cast(base(), req(S.magicMissile))).turn.reactionUsed).toBeUndefined();
  });

  it('the reaction is back at the start of your next turn, and when time passes beyond the turn', () => {
    const s = next(cast(base(), req(S.shield, { offTurn: true })));
    expect(cast(startTurn(s), req(S.shield, { offTurn: true })).ok).toBe(true);
    expect(cast(passTime(s, 10), req(S.shield, { offTurn: true })).ok).toBe(true);
  });

  it('out of a fight (round 0) reactions are not counted', () => {
    const calm = stateOf({ classId: 'sorcerer', level: 5 }, { classId: 'druid', level: 2 });
    const s = next(cast(calm, req(S.shield, { offTurn: true })));
    expect(s.turn.reactionUsed).toBeUndefined();
    expect(cast(s, req(S.shield, { offTurn: true })).ok).toBe(true);
  });
});
