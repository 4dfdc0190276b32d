// Concentration (PHB ch.10 "Concentration" / SRD 5.1): one concentration spell at a time; casting
// another concentration spell ends the first; damage calls for a Constitution saving throw with
// DC = max(10, half the damage rounded down), one save per source of damage; being incapacitated
// or killed ends it; it can be ended at any time (no action needed).
// A spell being cast over minutes or hours needs the caster's concentration too (long-casting.ts):
// the same saves, and when concentration breaks the casting fails and spends nothing.
import { removeEffectsOf } from './effects';
import { clampState } from './state';
import type { CasterState } from './types';
import { assertInteger } from './validation';

/** Constitution save DC to keep concentrating after one source of damage: max(10, floor(damage/2)).
 *  Damage must be a whole number >= 0 (RangeError otherwise). 35 -> 17, 21 -> 10. */
export function concentrationSaveDC(damage: number): number {
  assertInteger(damage, 'damage');
  if (damage < 0) throw new RangeError(`damage must not be negative, got ${damage}`);
  return Math.max(10, Math.floor(damage / 2));
}

export interface ConcentrationSave {
  damage: number;
  dc: number;
}

export interface TakeDamageResult {
  /** one Constitution save per damage source; empty when not concentrating. 0 damage needs no save
   *  (no damage was taken). */
  saves: ConcentrationSave[];
  /** the spell the saves are for */
  spellId: string | null;
}

/**
 * Damage while concentrating. `damage` is one source or one number per source (e.g. an arrow and
 * dragon breath: two saves). The state does not change here: on a failed save call
 * endConcentration().
 */
export function takeDamage(state: CasterState, damage: number | readonly number[]): TakeDamageResult {
  const sources = typeof damage === 'number' ? [damage] : [...damage];
  const dcs = sources.map((d) => ({ damage: d, dc: concentrationSaveDC(d) }));
  const on = state.concentration?.spellId ?? state.casting?.spellId;
  if (on === undefined) return { saves: [], spellId: null };
  return { saves: dcs.filter((s) => s.damage > 0), spellId: on };
}

/** The concentration spell a new cast would end (one at a time), or null. A cast needs
 *  concentration when its spell is a concentration spell or when it takes longer than an action
 *  (`overTime`: a ritual, minutes or hours — long-casting.ts). The player is asked once, before the
 *  cast, whether to end this one. */
export function concentrationEndedBy(state: Pick<CasterState, 'concentration'>, cast: { concentration: boolean; overTime: boolean }): string | null {
  if (!cast.concentration && !cast.overTime) return null;
  return state.concentration?.spellId ?? null;
}

/** The spell being cast over time that a new cast would end, or null: the casting needs the
 *  caster's concentration, which a concentration spell or another casting over time takes, and
 *  the caster's action every turn, which a spell cast with an action takes (ch. 10 "Longer Casting
 *  Times"; the spell being cast fails, nothing spent). `action`: the new spell is cast with an
 *  action. Asked before the cast, as concentrationEndedBy. */
export function castingEndedBy(state: Pick<CasterState, 'casting'>, cast: { concentration: boolean; overTime: boolean; action: boolean }): string | null {
  if (!cast.concentration && !cast.overTime && !cast.action) return null;
  return state.casting?.spellId ?? null;
}

/** Ends concentration (voluntarily, failed save, incapacitated, dead); the spell's effects end with
 *  it, and a spell being cast fails (nothing spent). Without concentration nothing changes. */
export function endConcentration(state: CasterState): CasterState {
  const { casting: _failed, ...s } = clampState(state);
  if (!s.concentration) return s;
  return { ...s, concentration: null, effects: removeEffectsOf(s.effects, s.concentration.spellId) };
}

/** Incapacitated (or dead: PHB ch.10) ends concentration; recovering changes nothing. */
export function setIncapacitated(state: CasterState, incapacitated = true): CasterState {
  return incapacitated ? endConcentration(state) : clampState(state);
}

/** Concentration whose duration ran out by `round` ends (its effects are ticked separately). */
export function expireConcentration(state: CasterState, round: number): CasterState {
  const c = state.concentration;
  if (c && c.endsAtRound !== undefined && c.endsAtRound !== null && c.endsAtRound <= round) {
    return { ...state, concentration: null };
  }
  return state;
}
