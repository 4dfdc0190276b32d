// Creating a caster state and keeping it within bounds (after a level or class change, or when
// loading stored data). Bounds: spent slots 0..table max per level, spent pact slots 0..pact count,
// Mystic Arcanum used of levels 6..9, sorcery points spent 0..max, created slots (Font of Magic)
// whole numbers >= 0 for levels 1..5 only.
// A level change never refills: what was spent stays spent until a rest gives it back (PHB ch.10
// "Spell Slots": a long rest restores expended slots; Mystic Arcanum: once per long rest). Spent
// slots, pact slots and sorcery points above the new maxima are held apart (heldSlots, heldPact,
// heldSorceryPoints) and come back spent with the levels; an arcanum level used stays used while
// the warlock does not have it.
import { ARCANUM_LEVELS } from './pact-magic';
import { SLOT_LEVELS, emptySlots, spellSlots } from './slots';
import { sorceryPointsMax } from './sorcery-points';
import type { CasterState, ClassLevel, SlotArray } from './types';
import { assertClasses } from './validation';

/** Font of Magic creates slots of at most 5th level (PHB sorcerer "Flexible Casting"). */
export const MAX_CREATED_SLOT_LEVEL = 5;

function clampInt(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return min;
  const n = Math.floor(value);
  return Math.min(max, Math.max(min, n));
}

function clampArray(values: unknown, max: readonly number[]): SlotArray {
  const arr: readonly unknown[] = Array.isArray(values) ? values : [];
  return max.map((m, i) => clampInt(arr[i], 0, m));
}

/** A fresh, fully rested state for the given classes (validated: RangeError on bad levels). */
export function createCasterState(classes: readonly ClassLevel[]): CasterState {
  assertClasses(classes);
  return {
    classes: classes.map((c) => ({ ...c })),
    spentSlots: emptySlots(),
    spentPact: 0,
    arcanumUsed: [],
    sorceryPointsSpent: 0,
    arcaneRecoveryUsed: false,
    concentration: null,
    turn: { round: 0, bonusActionSpellCast: false, nonCantripSpellCast: false, actionCantripOnly: false },
    effects: [],
    extraSlots: emptySlots(),
  };
}

/**
 * Brings any state within bounds for its classes (which must be valid: RangeError otherwise).
 * Never adds resources: values above the maximum are cut to it, invalid numbers become 0.
 */
export function clampState(state: CasterState): CasterState {
  assertClasses(state.classes);
  const { slots, pact } = spellSlots(state.classes);
  const arcanum: readonly number[] = ARCANUM_LEVELS;
  const arcanumUsed = [...new Set(Array.isArray(state.arcanumUsed) ? state.arcanumUsed : [])]
    .filter((l) => arcanum.includes(l))
    .sort((a, b) => a - b);
  const bigNumber = Number.MAX_SAFE_INTEGER;
  const extraMax = slots.map((_, i) => (i < MAX_CREATED_SLOT_LEVEL ? bigNumber : 0));
  const turn = state.turn ?? { round: 0, bonusActionSpellCast: false, nonCantripSpellCast: false };
  const { heldSlots, heldPact, heldSorceryPoints, naturalRecoveryUsed, eldritchMasterUsed, overchannelUses: uses, ...rest } = state;
  const overchannelUses = clampInt(uses, 0, bigNumber);
  return {
    ...rest,
    spentSlots: clampArray(state.spentSlots, slots),
    spentPact: clampInt(state.spentPact, 0, pact ? pact.count : 0),
    arcanumUsed,
    sorceryPointsSpent: clampInt(state.sorceryPointsSpent, 0, sorceryPointsMax(state.classes)),
    arcaneRecoveryUsed: state.arcaneRecoveryUsed === true,
    ...(naturalRecoveryUsed === true ? { naturalRecoveryUsed: true } : {}),
    ...(eldritchMasterUsed === true ? { eldritchMasterUsed: true } : {}),
    ...(overchannelUses > 0 ? { overchannelUses } : {}),
    concentration: state.concentration ?? null,
    turn: {
      round: clampInt(turn.round, 0, bigNumber),
      bonusActionSpellCast: turn.bonusActionSpellCast === true,
      nonCantripSpellCast: turn.nonCantripSpellCast === true,
      actionCantripOnly: turn.bonusActionSpellCast === true,
      ...(turn.bonusActionUsed === true ? { bonusActionUsed: true } : {}),
      ...(turn.reactionUsed === true ? { reactionUsed: true } : {}),
    },
    effects: Array.isArray(state.effects) ? state.effects : [],
    extraSlots: clampArray(state.extraSlots, extraMax),
    ...held(clampArray(heldSlots, MOST_SLOTS), clampInt(heldPact, 0, MOST_PACT), clampInt(heldSorceryPoints, 0, MOST_SORCERY_POINTS)),
  };
}

/** The most any character has: slots per level (a 20th-level full caster), pact slots (warlock 17),
 *  sorcery points (sorcerer 20). Bounds of the held resources. */
const MOST_SLOTS: readonly number[] = spellSlots([{ classId: 'wizard', level: 20 }]).slots;
const MOST_PACT = 4;
const MOST_SORCERY_POINTS = 20;

/** The held fields, each only when something is held (a state without any keeps its shape). */
function held(slots: SlotArray, pact: number, sorceryPoints: number): Pick<CasterState, 'heldSlots' | 'heldPact' | 'heldSorceryPoints'> {
  return {
    ...(slots.some((n) => n > 0) ? { heldSlots: slots } : {}),
    ...(pact > 0 ? { heldPact: pact } : {}),
    ...(sorceryPoints > 0 ? { heldSorceryPoints: sorceryPoints } : {}),
  };
}

/** What a rest gives back of the held resources: a long rest all of them, a short rest the pact
 *  slots. */
export function releaseHeld(state: CasterState, rest: 'long' | 'short'): CasterState {
  const { heldSlots, heldPact: _pact, heldSorceryPoints, ...s } = state;
  return rest === 'long' ? s : { ...s, ...held(heldSlots ?? emptySlots(), 0, heldSorceryPoints ?? 0) };
}

/** Level-up, level-down or a class change: new classes, everything clamped to the new maxima. What
 *  was spent stays spent: spent resources above a new maximum are held, and held ones fill a
 *  returning maximum first (a level down and up again gives nothing back). */
export function changeClasses(state: CasterState, classes: readonly ClassLevel[]): CasterState {
  assertClasses(classes);
  const s = clampState(state);
  const next = { ...s, classes: classes.map((c) => ({ ...c })) };
  const { slots, pact } = spellSlots(next.classes);
  const spentSlots = emptySlots();
  const heldSlots = emptySlots();
  for (let i = 0; i < SLOT_LEVELS; i++) {
    const total = Math.min(MOST_SLOTS[i], s.spentSlots[i] + (s.heldSlots?.[i] ?? 0));
    spentSlots[i] = Math.min(total, slots[i]);
    heldSlots[i] = total - spentSlots[i];
  }
  const pactTotal = Math.min(MOST_PACT, s.spentPact + (s.heldPact ?? 0));
  const spentPact = Math.min(pactTotal, pact ? pact.count : 0);
  const pointsTotal = Math.min(MOST_SORCERY_POINTS, s.sorceryPointsSpent + (s.heldSorceryPoints ?? 0));
  const sorceryPointsSpent = Math.min(pointsTotal, sorceryPointsMax(next.classes));
  const { heldSlots: _s, heldPact: _p, heldSorceryPoints: _o, ...rest } = next;
  return clampState({ ...rest, spentSlots, spentPact, sorceryPointsSpent, ...held(heldSlots, pactTotal - spentPact, pointsTotal - sorceryPointsSpent) });
}
