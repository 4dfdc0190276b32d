// Spell effects on targets and their durations.
// Sources: PHB ch.10 "Combining Magical Effects" (effects of different spells add together while
// their durations overlap; effects of the same spell cast several times don't combine: the most
// potent one applies while the durations overlap), PHB ch.10 "Duration", PHB ch.9 (1 round = 6 s).
import type { ActiveEffect, SpellMechanics } from './types';
import { assertInteger } from './validation';

/** Rounds per unit of time: a round is 6 seconds (PHB ch.9 "The Order of Combat"). */
export const ROUNDS_PER_MINUTE = 10;
export const ROUNDS_PER_HOUR = 600;
export const ROUNDS_PER_DAY = 14400;

/**
 * A spell's duration in rounds: 0 for instantaneous, null when it has no fixed end
 * (until dispelled, special, or unknown). "Up to" durations give their maximum.
 */
export function durationInRounds(duration: SpellMechanics['duration']): number | null {
  if (!duration) return null;
  const amount = duration.amount ?? 1;
  switch (duration.unit) {
    case 'instantaneous':
      return 0;
    case 'round':
      return amount;
    case 'minute':
      return amount * ROUNDS_PER_MINUTE;
    case 'hour':
      return amount * ROUNDS_PER_HOUR;
    case 'day':
      return amount * ROUNDS_PER_DAY;
    case 'until-dispelled':
    case 'special':
      return null;
  }
}

function strengthOf(e: ActiveEffect): number {
  return e.strength ?? 0;
}

/** How long an effect lasts for comparison: no fixed end outlasts everything. */
function lastsUntil(e: ActiveEffect): number {
  return e.endsAtRound === null ? Number.POSITIVE_INFINITY : e.endsAtRound;
}

/** `a` makes `b` irrelevant: at least as potent and lasting at least as long. */
function dominates(a: ActiveEffect, b: ActiveEffect): boolean {
  return strengthOf(a) >= strengthOf(b) && lastsUntil(a) >= lastsUntil(b);
}

/** What makes two effects the same one: the spell and its target; a resistance is the same
 *  resistance on the same creature whichever spell it came with (it does not add up). */
function effectKey(e: ActiveEffect): string {
  return JSON.stringify(e.resistance ? ['resistance', e.resistance, e.target] : [e.spellId, e.target]);
}

function sameEffect(a: ActiveEffect, b: ActiveEffect): boolean {
  return effectKey(a) === effectKey(b);
}

export interface ApplyEffectResult {
  effects: ActiveEffect[];
  /** false when the same spell already affects the same target (effects don't add together) */
  stacked: boolean;
  /** whether the new effect was kept (it is dropped when an existing cast is at least as potent and
   *  lasts at least as long) */
  applied: boolean;
}

/**
 * Adds an effect. Different spells, or the same spell on another target, stack. The same spell on
 * the same target does not: an existing cast that is at least as potent and lasts at least as long
 * wins and the new one is dropped; casts that the new one outdoes on both counts are removed; when
 * one is stronger and the other lasts longer both are kept and effectiveEffects() picks the stronger
 * while they overlap.
 */
export function applyEffect(effects: readonly ActiveEffect[], newEffect: ActiveEffect): ApplyEffectResult {
  if (newEffect.endsAtRound !== null) assertInteger(newEffect.endsAtRound, 'effect end round');
  if (newEffect.strength !== undefined) assertInteger(newEffect.strength, 'effect strength');
  const same = effects.filter((e) => sameEffect(e, newEffect));
  if (same.length === 0) return { effects: [...effects, newEffect], stacked: true, applied: true };
  if (same.some((e) => dominates(e, newEffect))) return { effects: [...effects], stacked: false, applied: false };
  const kept = effects.filter((e) => !(sameEffect(e, newEffect) && dominates(newEffect, e)));
  return { effects: [...kept, newEffect], stacked: false, applied: true };
}

/** Effects still running at `round`: an effect ending at round R is gone from round R on. */
export function tickEffects(effects: readonly ActiveEffect[], round: number): ActiveEffect[] {
  assertInteger(round, 'round');
  return effects.filter((e) => e.endsAtRound === null || e.endsAtRound > round);
}

/** The effects that actually apply: per spell and target only the most potent one. */
export function effectiveEffects(effects: readonly ActiveEffect[]): ActiveEffect[] {
  const best = new Map<string, ActiveEffect>();
  for (const e of effects) {
    const key = effectKey(e);
    const current = best.get(key);
    if (!current || strengthOf(e) > strengthOf(current)) best.set(key, e);
  }
  return [...best.values()];
}

/** Removes every effect of one spell (its concentration ended or it was dispelled); a resistance
 *  taken with it stays: it is the caster's feature, not the spell's effect. */
export function removeEffectsOf(effects: readonly ActiveEffect[], spellId: string): ActiveEffect[] {
  return effects.filter((e) => e.spellId !== spellId || e.resistance !== undefined);
}

/** A party's casters, each with the effects their spells hold and their own round count. */
export interface PartyCaster {
  id: string;
  round: number;
  effects: readonly ActiveEffect[];
}

/**
 * Across a party: running effects of the same spell on the same named target held by different
 * casters — they don't add together (PHB ch.10 "Combining Magical Effects"), only the most potent
 * applies. Targets compare trimmed and case-blind; a blank target (the caster) never matches another
 * caster's. Per caster: effect index → the ids of the other casters holding the same spell on it.
 */
export function partyOverlaps(casters: readonly PartyCaster[]): Map<string, Map<number, string[]>> {
  const holders = new Map<string, { id: string; index: number }[]>();
  for (const c of casters) {
    c.effects.forEach((e, index) => {
      const target = e.target.trim().toLowerCase();
      if (!target || (e.endsAtRound !== null && e.endsAtRound <= c.round)) return;
      const key = JSON.stringify([e.spellId, target]);
      holders.set(key, [...(holders.get(key) ?? []), { id: c.id, index }]);
    });
  }
  const out = new Map<string, Map<number, string[]>>();
  for (const list of holders.values()) {
    const ids = [...new Set(list.map((h) => h.id))];
    if (ids.length < 2) continue;
    for (const h of list) {
      const mine = out.get(h.id) ?? new Map<number, string[]>();
      mine.set(h.index, ids.filter((id) => id !== h.id));
      out.set(h.id, mine);
    }
  }
  return out;
}
