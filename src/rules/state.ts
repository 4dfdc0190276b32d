// Creating a caster state and keeping it within bounds (after a level or class change, or when
// loading stored data). Bounds: spent slots 0..table max per level, spent pact slots 0..pact count,
// Mystic Arcanum used only for levels the warlock has, sorcery points spent 0..max, created slots
// (Font of Magic) whole numbers >= 0 for levels 1..5 only.
import { arcanumLevelsOf } from './pact-magic';
import { emptySlots, spellSlots } from './slots';
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
  const arcanum = arcanumLevelsOf(state.classes) as number[];
  const arcanumUsed = [...new Set(Array.isArray(state.arcanumUsed) ? state.arcanumUsed : [])]
    .filter((l) => arcanum.includes(l))
    .sort((a, b) => a - b);
  const bigNumber = Number.MAX_SAFE_INTEGER;
  const extraMax = slots.map((_, i) => (i < MAX_CREATED_SLOT_LEVEL ? bigNumber : 0));
  const turn = state.turn ?? { round: 0, bonusActionSpellCast: false, nonCantripSpellCast: false };
  return {
    ...state,
    spentSlots: clampArray(state.spentSlots, slots),
    spentPact: clampInt(state.spentPact, 0, pact ? pact.count : 0),
    arcanumUsed,
    sorceryPointsSpent: clampInt(state.sorceryPointsSpent, 0, sorceryPointsMax(state.classes)),
    arcaneRecoveryUsed: state.arcaneRecoveryUsed === true,
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
  };
}

/** Level-up, level-down or a class change: new classes, everything clamped to the new maxima. */
export function changeClasses(state: CasterState, classes: readonly ClassLevel[]): CasterState {
  assertClasses(classes);
  return clampState({ ...state, classes: classes.map((c) => ({ ...c })) });
}
