// Turns, the round clock and the bonus-action casting rule.
// Source: PHB ch.10 "Casting Time: Bonus Action" / SRD 5.1: a spell cast with a bonus action
// must be cast on your turn with your bonus action, and you can't cast another spell during the
// same turn except a cantrip with a casting time of 1 action.
// Interpretation (both orders): once a bonus-action spell is cast, only a 1-action cantrip may follow
// in that turn; once any other spell than a 1-action cantrip is cast, a bonus-action spell is refused
// for the rest of the turn. A reaction spell cast during your own turn counts like any other spell
// (refused after a bonus-action spell; blocks a later bonus-action spell). A reaction spell cast on
// someone else's turn (CastRequest.offTurn) is not affected and changes no flags.
// One bonus action per turn (PHB ch.9): Font of Magic's conversion takes it too, so in a fight it
// is refused after a bonus-action spell or another conversion, and refuses a bonus-action spell
// after it. Out of a fight (round 0) turns are not counted: neither rule refuses anything and
// casting sets no turn flags (a spell minutes later is not in the same turn).
// One reaction per round (PHB ch.9 "Reactions"): a reaction spell, on your turn or another's, spends
// it until the start of your next turn; a second one before then is refused (the GM may allow it).
import { expireConcentration } from './concentration';
import { tickEffects } from './effects';
import { clampState } from './state';
import type { CasterState, SpellMechanics, TurnState } from './types';
import { assertInteger } from './validation';

/** A cantrip with a casting time of exactly 1 action, cast normally (not as a ritual). */
export function isActionCantrip(spell: SpellMechanics, asRitual = false): boolean {
  return !asRitual && spell.level === 0 && spell.castingTime.unit === 'action' && spell.castingTime.amount === 1;
}

export function isBonusActionSpell(spell: SpellMechanics, asRitual = false): boolean {
  return !asRitual && spell.castingTime.unit === 'bonus';
}

/** Whether the bonus-action rule forbids this spell now (true = refuse with 'bonusActionRule'). */
export function breaksBonusActionRule(turn: TurnState, spell: SpellMechanics, asRitual = false): boolean {
  if (turn.round === 0) return false;
  if (isBonusActionSpell(spell, asRitual)) {
    // one bonus action per turn, and no bonus-action spell after another (non action-cantrip) spell
    return turn.bonusActionSpellCast || turn.nonCantripSpellCast;
  }
  return turn.bonusActionSpellCast && !isActionCantrip(spell, asRitual);
}

/** In a fight (the round count runs), whether this turn's bonus action is gone. */
export function bonusActionTaken(s: CasterState): boolean {
  return s.turn.round > 0 && (s.turn.bonusActionSpellCast || s.turn.bonusActionUsed === true);
}

/** The state after a bonus action other than a spell: noted only in a fight. */
export function withBonusActionUsed(s: CasterState): CasterState {
  return setBonusActionUsed(s, true);
}

/** The player says this turn's bonus action went on something other than a spell (an off-hand
 *  attack, Cunning Action), or takes it back; noted only in a fight. A bonus-action spell cast
 *  this turn still counts either way. */
export function setBonusActionUsed(s: CasterState, used: boolean): CasterState {
  return s.turn.round > 0 ? { ...s, turn: { ...s.turn, bonusActionUsed: used } } : s;
}

/** Whether Font of Magic already took the bonus action this spell would need (refuse with
 *  'bonusActionUsed'). */
export function bonusActionGone(turn: TurnState, spell: SpellMechanics, asRitual = false): boolean {
  return turn.round > 0 && isBonusActionSpell(spell, asRitual) && turn.bonusActionUsed === true;
}

export function isReactionSpell(spell: SpellMechanics, asRitual = false): boolean {
  return !asRitual && spell.castingTime.unit === 'reaction';
}

/** Whether this round's reaction is already spent on a reaction spell (refuse with 'reactionUsed'). */
export function reactionGone(turn: TurnState, spell: SpellMechanics, asRitual = false): boolean {
  return turn.round > 0 && isReactionSpell(spell, asRitual) && turn.reactionUsed === true;
}

/** Turn flags after any spell was cast, on your turn or another's: a reaction spell spends the
 *  reaction (only in a fight). */
export function turnAfterReaction(turn: TurnState, spell: SpellMechanics, asRitual = false): TurnState {
  return turn.round > 0 && isReactionSpell(spell, asRitual) && turn.reactionUsed !== true ? { ...turn, reactionUsed: true } : turn;
}

/** Turn flags after the spell was cast on your own turn (none out of a fight). */
export function turnAfterCast(turn: TurnState, spell: SpellMechanics, asRitual = false): TurnState {
  if (turn.round === 0) return turn;
  if (isBonusActionSpell(spell, asRitual)) {
    return { ...turn, bonusActionSpellCast: true, actionCantripOnly: true };
  }
  if (isActionCantrip(spell, asRitual)) return turn;
  return { ...turn, nonCantripSpellCast: true };
}

/** A turn that has just begun: nothing cast yet. */
const freshTurn = (round: number): TurnState => ({ round, bonusActionSpellCast: false, nonCantripSpellCast: false, actionCantripOnly: false });

/** Moves the clock `rounds` forward: effects and concentration whose time ran out end. */
export function advanceRounds(state: CasterState, rounds: number): CasterState {
  assertInteger(rounds, 'rounds');
  if (rounds < 0) throw new RangeError(`time cannot run backwards, got ${rounds} rounds`);
  const s = clampState(state);
  const round = s.turn.round + rounds;
  const next: CasterState = { ...s, turn: { ...s.turn, round }, effects: tickEffects(s.effects, round) };
  return expireConcentration(next, round);
}

/** Time passes beyond the running turn (the clock, a casting that completes minutes later): the
 *  clock moves and that turn is over, so its flags reset — a bonus-action spell or Font of Magic an
 *  hour ago limits nothing now. Out of a fight (round 0) no fight starts: effects and concentration
 *  run down and the count stays at 0. A casting done in one go (castOverTime) is checked against the
 *  turn it starts in. */
export function passTime(state: CasterState, rounds: number): CasterState {
  const next = advanceRounds(state, rounds);
  if (rounds === 0) return next;
  if (state.turn.round === 0) return restartRoundCount(next);
  return { ...next, turn: freshTurn(next.turn.round) };
}

/** Your next turn starts: the round counter goes up by one and the per-turn casting flags reset. */
export function startTurn(state: CasterState): CasterState {
  const next = advanceRounds(state, 1);
  return { ...next, turn: freshTurn(next.turn.round) };
}

/** The round count starts again at 0 (the end of a fight, or after a rest): every running effect,
 *  concentration and casting in progress keeps the time it has left, only the counter moves. The
 *  per-turn flags reset. */
export function restartRoundCount(s: CasterState): CasterState {
  const shift = s.turn.round;
  const at = (r: number | null | undefined) => (r === null || r === undefined ? r : r - shift);
  const c = s.concentration;
  return {
    ...s,
    turn: freshTurn(0),
    effects: s.effects.map((e) => (e.endsAtRound === null ? e : { ...e, endsAtRound: e.endsAtRound - shift })),
    concentration: c ? { ...c, startedAtRound: c.startedAtRound - shift, ...(c.endsAtRound === undefined ? {} : { endsAtRound: at(c.endsAtRound) }) } : null,
    ...(s.casting ? { casting: { ...s.casting, startedAtRound: s.casting.startedAtRound - shift, endsAtRound: s.casting.endsAtRound - shift } } : {}),
  };
}
