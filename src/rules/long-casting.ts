// A spell whose casting time is longer than one action or reaction (1 minute, 10 minutes, hours,
// or any ritual's extra 10 minutes) is "being cast" for that time. PHB ch.10 "Longer Casting Times";
// the seed, ch.10 "Sesílání kouzel", Delší doby vyvolání: "Když sešleš kouzlo s delším vyvoláním
// než jedna akce či reakce, musíš strávit akci každého svého tahu vyvoláváním kouzla a během
// vyvolávání musíš udržovat své soustředění … Pokud se tvé soustředění přeruší, kouzlo selže, ale
// neutratíš za to pozici kouzla. Chceš-li se pokusit seslat kouzlo znovu, musíš začít
// s vyvoláváním od začátku."
// - Starting runs every check of castSpell now (a refusal is said before the time is spent) and
//   ends concentration on another spell (the casting needs it); nothing is spent yet.
// - While casting, damage calls for concentration saves (concentration.ts takeDamage); a failed
//   save, being incapacitated or ending concentration makes the spell fail: nothing is spent.
// - Completing lets the rest of the casting time pass, then castSpell spends the slot (pact slot,
//   arcanum, scroll, sorcery points) and the spell takes effect; its duration starts then.
// - Cancelling spends nothing. Starting another long casting abandons the first, and so does casting
//   a concentration spell meanwhile (castSpell warns endsCasting and names it in endedCasting).
import { castSpell } from './casting';
import { castingRounds, isLongCasting } from './casting-time';
import { concentrationEndedBy, endConcentration } from './concentration';
import { clampState } from './state';
import { advanceRounds, passTime, restartRoundCount } from './turn';
import type { CasterState, CastingConditions, CastingInProgress, OwnedSpell, SpellMechanics } from './types';
import type { CastFailure, CastRequest, CastResult } from './cast-types';

/** endedCasting: the spell of a casting already in progress, abandoned (it fails, nothing spent). */
export type StartCastingResult = { ok: true; next: CasterState; rounds: number; endedConcentration?: string; endedCasting?: string } | CastFailure;

/** Whether this request is a casting over time (and so must be started, not cast at once). */
export function needsCastingTime(request: Pick<CastRequest, 'spell' | 'slot'>): boolean {
  return isLongCasting(request.spell, request.slot.kind === 'ritual');
}

/**
 * Starts casting a spell that takes longer than an action. The request is checked as castSpell
 * would check it now; on success nothing is spent, concentration on another spell ends, and the
 * casting runs for castingRounds(). RangeError for a spell that takes an action or less.
 */
export function startCasting(state: CasterState, owned: readonly OwnedSpell[], conditions: CastingConditions, request: CastRequest, target?: string): StartCastingResult {
  if (!needsCastingTime(request)) throw new RangeError(`spell ${request.spell.id} takes an action or less: cast it at once`);
  const check = castSpell(state, owned, conditions, request);
  if (!check.ok) return check;
  const ended = concentrationEndedBy(state, { concentration: request.spell.concentration, overTime: true }) ?? undefined;
  const s = endConcentration(state);
  const rounds = castingRounds(request.spell, request.slot.kind === 'ritual');
  const round = s.turn.round;
  const casting: CastingInProgress = {
    spellId: request.spell.id,
    classId: request.classId,
    slot: request.slot,
    ...(request.metamagic?.length ? { metamagic: [...request.metamagic] } : {}),
    ...(request.scrollCheck ? { scrollCheck: request.scrollCheck } : {}),
    ...(request.override ? { override: true } : {}),
    ...(request.overchannel ? { overchannel: true } : {}),
    ...(target !== undefined ? { target } : {}),
    startedAtRound: round,
    endsAtRound: round + rounds,
  };
  // the start takes the turn's action as a cast would (the bonus-action rule counts it)
  return { ok: true, next: { ...s, turn: check.next.turn, casting }, rounds, ...(ended !== undefined ? { endedConcentration: ended } : {}), ...(check.endedCasting !== undefined ? { endedCasting: check.endedCasting } : {}) };
}

/** Rounds of casting left (0 = the time is up), or null when nothing is being cast. */
export function castingRemaining(state: Pick<CasterState, 'casting' | 'turn'>): number | null {
  const c = state.casting;
  return c ? Math.max(0, c.endsAtRound - state.turn.round) : null;
}

/** Stops casting: the spell is not cast and nothing is spent. */
export function cancelCasting(state: CasterState): CasterState {
  const { casting: _dropped, ...s } = clampState(state);
  return s;
}

/** The request the casting will make when it completes (`spell`: the mechanics of its spellId). */
export function castingRequest(casting: CastingInProgress, spell: SpellMechanics, extra: Pick<CastRequest, 'knownMetamagic' | 'scrollsCarried'> = {}): CastRequest {
  if (spell.id !== casting.spellId) throw new RangeError(`the casting is of ${casting.spellId}, not ${spell.id}`);
  return {
    spell,
    classId: casting.classId,
    slot: casting.slot,
    ...(casting.metamagic?.length ? { metamagic: casting.metamagic } : {}),
    ...(casting.scrollCheck ? { scrollCheck: casting.scrollCheck } : {}),
    ...(casting.override ? { override: true } : {}),
    ...(casting.overchannel === true ? { overchannel: true } : {}),
    ...extra,
  };
}

/**
 * Completes the casting: the rest of its time passes, then the spell is cast as started (slot spent
 * now). A refusal (e.g. the slot was spent by hand meanwhile) keeps the casting and the clock as
 * they were. `request` comes from castingRequest(); without a casting of its spell: noCasting.
 */
export function completeCasting(state: CasterState, owned: readonly OwnedSpell[], conditions: CastingConditions, request: CastRequest): CastResult | { ok: false; error: 'noCasting' } {
  const c = state.casting;
  if (!c || c.spellId !== request.spell.id) return { ok: false, error: 'noCasting' };
  const left = castingRemaining(state) ?? 0;
  const { casting: _done, ...rest } = state;
  const at = left > 0 ? passTime(rest, left) : rest;
  return castSpell(at, owned, conditions, request);
}

/** A spell cast in one go whose casting takes `castingRounds` (a ritual's extra 10 minutes): checked
 *  against the turn it starts in, the time passes, and the spell takes effect at its end (its duration
 *  starts then). Out of a fight (round 0) the count stays at 0, as with passTime. */
export function castOverTime(state: CasterState, owned: readonly OwnedSpell[], conditions: CastingConditions, request: CastRequest): CastResult {
  const rounds = castingRounds(request.spell, request.slot.kind === 'ritual');
  if (rounds === 0) return castSpell(state, owned, conditions, request);
  const r = castSpell(advanceRounds(state, rounds), owned, conditions, request);
  return r.ok && state.turn.round === 0 ? { ...r, next: restartRoundCount(r.next) } : r;
}
