// Rests and Arcane Recovery. Sources: PHB ch.8 "Resting" (short rest: at least 1 hour; long rest:
// at least 8 hours, of which at least 6 asleep), PHB ch.10 "Spell Slots" (a long rest restores all
// expended slots), PHB ch.3 warlock (pact slots back on a short or long rest; each Mystic Arcanum
// once per long rest), sorcerer (sorcery points back on a long rest; created slots vanish then;
// "Sorcerous Restoration" at sorcerer level 20: 4 expended points back on finishing a short rest),
// wizard "Arcane Recovery" (once per day, after a short rest: expended slots with a combined level
// of at most half the wizard level rounded up, none of 6th level or higher); Circle of the Land
// druid "Natural Recovery" from druid level 2 (the same, on half the druid level; once per long rest);
// Evocation wizard "Overchannel" (its uses count up until a long rest, overchannel.ts);
// wizard "Signature Spells" (each cast without a slot again after a short or long rest).
// Interpretation: a long rest includes sleep, and sleeping (unconscious = incapacitated) ends
// concentration; a short rest keeps it while its duration lasts. A rest passes its time (effects run
// out), then the round count starts again at 0: a rest is never part of a fight.
import { endConcentration } from './concentration';
import { ROUNDS_PER_HOUR } from './effects';
import { emptySlots } from './slots';
import { sorcererLevelOf } from './sorcery-points';
import { clampState, releaseHeld } from './state';
import { advanceRounds, restartRoundCount } from './turn';
import type { CasterState, StateResult } from './types';
import { assertLevel, isWholeNumber } from './validation';
import { LAND_CIRCLE } from './circle-spells';

export const SHORT_REST_ROUNDS = 1 * ROUNDS_PER_HOUR;
export const LONG_REST_ROUNDS = 8 * ROUNDS_PER_HOUR;
/** Arcane and Natural Recovery recover slots of at most this level (none of 6th or higher). */
export const ARCANE_RECOVERY_MAX_SLOT_LEVEL = 5;


/** Long rest: all slots, pact slots, Mystic Arcanum, signature spells, sorcery points, Arcane and
 *  Natural Recovery come back and the Overchannel count starts again
 *  (those a level change held apart too); Font of Magic slots vanish; concentration ends. */
export function longRest(state: CasterState): CasterState {
  const s = restartRoundCount(advanceRounds(endConcentration(state), LONG_REST_ROUNDS));
  return clampState({
    ...releaseHeld(s, 'long'),
    spentSlots: emptySlots(),
    spentPact: 0,
    arcanumUsed: [],
    sorceryPointsSpent: 0,
    arcaneRecoveryUsed: false,
    naturalRecoveryUsed: false,
    eldritchMasterUsed: false,
    overchannelUses: 0,
    extraSlots: emptySlots(),
    ...(s.signatureUsed ? { signatureUsed: [] } : {}),
    ...(s.invocationUsed ? { invocationUsed: [] } : {}),
  });
}

/** Expended sorcery points Sorcerous Restoration gives back on a short rest (sorcerer level 20). */
export const SORCEROUS_RESTORATION_POINTS = 4;

/** Short rest: pact slots and signature spells come back (held pact slots too), and 4 sorcery points
 *  at sorcerer level 20; everything else stays (Arcane Recovery: finishShortRest). */
export function shortRest(state: CasterState): CasterState {
  const s = restartRoundCount(advanceRounds(state, SHORT_REST_ROUNDS));
  return { ...releaseHeld(s, 'short'), spentPact: 0, sorceryPointsSpent: s.sorceryPointsSpent - sorcerousRestoration(s), ...(s.signatureUsed ? { signatureUsed: [] } : {}) };
}

/** Spells whose effect or concentration runs out during a short rest's hour (each id once, in the
 *  order held): what the rest dialog names before the rest. */
export function runningOutInShortRest(state: CasterState): string[] {
  const after = advanceRounds(state, SHORT_REST_ROUNDS);
  const left = new Set(after.effects);
  const ids = new Set<string>();
  if (state.concentration && !after.concentration) ids.add(state.concentration.spellId);
  // an Elemental Affinity resistance is no spell's effect: it is not named as the spell running out
  for (const e of state.effects) if (!left.has(e) && !e.resistance) ids.add(e.spellId);
  return [...ids];
}

/** The sorcery points a short rest would give back now (0 below sorcerer level 20). */
export function sorcerousRestoration(s: CasterState): number {
  return sorcererLevelOf(s.classes) >= 20 ? Math.min(SORCEROUS_RESTORATION_POINTS, s.sorceryPointsSpent) : 0;
}

export type ArcaneRecoveryError =
  | 'noArcaneRecovery'
  | 'arcaneRecoveryUsed'
  | 'noNaturalRecovery'
  | 'naturalRecoveryUsed'
  | 'invalidSlotLevel'
  | 'slotLevelTooHigh'
  | 'recoveryBudgetExceeded'
  | 'slotNotSpent'
  | 'nothingToRestore';

/** The two features that give spent slots back after a short rest. */
export type SlotRecovery = 'arcane' | 'natural';

/** Combined slot levels Arcane (or Natural) Recovery may restore: half the class level, rounded up. */
export function arcaneRecoveryBudget(classLevel: number): number {
  return Math.ceil(assertLevel(classLevel, 'class level') / 2);
}

/** The level of the class that gives `kind` (wizard; Circle of the Land druid from 2nd level), or 0. */
export function recoveryClassLevel(classes: CasterState['classes'], kind: SlotRecovery): number {
  if (kind === 'arcane') return classes.find((c) => c.classId === 'wizard')?.level ?? 0;
  const druid = classes.find((c) => c.classId === 'druid' && c.subclassId === LAND_CIRCLE);
  return druid && druid.level >= 2 ? druid.level : 0;
}

/**
 * Arcane Recovery (`kind` 'arcane') or Natural Recovery ('natural') after a short rest:
 * `chosenLevels` lists one entry per slot to recover (e.g. [2, 1] = one 2nd- and one 1st-level
 * slot). Refused: no such feature, already used since the last long rest, a level outside 1..9, a
 * level of 6 or higher, combined levels above the budget, more slots of a level than are spent, or
 * an empty choice.
 */
export function slotRecovery(state: CasterState, kind: SlotRecovery, chosenLevels: readonly number[]): StateResult<ArcaneRecoveryError> {
  const s = clampState(state);
  const level = recoveryClassLevel(s.classes, kind);
  if (!level) return { ok: false, error: kind === 'arcane' ? 'noArcaneRecovery' : 'noNaturalRecovery' };
  if (kind === 'arcane' ? s.arcaneRecoveryUsed : s.naturalRecoveryUsed) return { ok: false, error: kind === 'arcane' ? 'arcaneRecoveryUsed' : 'naturalRecoveryUsed' };
  if (chosenLevels.length === 0) return { ok: false, error: 'nothingToRestore' };
  if (chosenLevels.some((l) => !isWholeNumber(l) || l < 1 || l > 9)) return { ok: false, error: 'invalidSlotLevel' };
  if (chosenLevels.some((l) => l > ARCANE_RECOVERY_MAX_SLOT_LEVEL)) return { ok: false, error: 'slotLevelTooHigh' };
  const total = chosenLevels.reduce((a, b) => a + b, 0);
  if (total > arcaneRecoveryBudget(level)) return { ok: false, error: 'recoveryBudgetExceeded' };
  const spent = [...s.spentSlots];
  for (const l of chosenLevels) {
    if (spent[l - 1] <= 0) return { ok: false, error: 'slotNotSpent' };
    spent[l - 1] -= 1;
  }
  return { ok: true, next: { ...s, spentSlots: spent, ...(kind === 'arcane' ? { arcaneRecoveryUsed: true } : { naturalRecoveryUsed: true }) } };
}

/** Arcane Recovery: slotRecovery(state, 'arcane', chosenLevels). */
export function arcaneRecovery(state: CasterState, chosenLevels: readonly number[]): StateResult<ArcaneRecoveryError> {
  return slotRecovery(state, 'arcane', chosenLevels);
}

/**
 * Finishing a short rest, with Arcane Recovery and Natural Recovery chosen as part of it (`recovery`
 * and `natural` as in slotRecovery(); empty = not used). The features work only "when you finish a
 * short rest", so the app offers them only here, never in the middle of a fight. Refused as a whole
 * when a choice is.
 */
export function finishShortRest(state: CasterState, recovery: readonly number[] = [], natural: readonly number[] = []): StateResult<ArcaneRecoveryError> {
  let r: StateResult<ArcaneRecoveryError> = { ok: true, next: shortRest(state) };
  if (r.ok && recovery.length > 0) r = slotRecovery(r.next, 'arcane', recovery);
  if (r.ok && natural.length > 0) r = slotRecovery(r.next, 'natural', natural);
  return r;
}
