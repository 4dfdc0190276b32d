// How long casting takes (PHB ch.10 "Casting Time" and "Rituals"): an action, bonus action or
// reaction takes effect at once; minutes and hours (and any ritual) are cast over time, with the
// caster concentrating (long-casting.ts).
import type { SpellMechanics } from './types';

/** Extra casting time of a ritual, in minutes (PHB ch.10 "Rituals"). */
export const RITUAL_EXTRA_MINUTES = 10;

/** Casting time longer than 1 action / bonus action / reaction, or cast as a ritual. */
export function isLongCasting(spell: SpellMechanics, asRitual: boolean): boolean {
  const { unit, amount } = spell.castingTime;
  return asRitual || unit === 'minute' || unit === 'hour' || amount > 1;
}

/** Cast with one action, on the caster's own turn (not as a ritual, which takes 10 minutes more). */
export function castWithAction(spell: SpellMechanics, asRitual: boolean): boolean {
  return !isLongCasting(spell, asRitual) && spell.castingTime.unit === 'action';
}

/** How long casting takes, in rounds of 6 s (PHB ch.10 "Casting Time" and "Rituals"): 0 for an
 *  action, bonus action or reaction; minutes × 10 and hours × 600; a ritual adds 10 minutes. */
export function castingRounds(spell: SpellMechanics, asRitual: boolean): number {
  const { unit, amount } = spell.castingTime;
  const base = unit === 'minute' ? amount * 10 : unit === 'hour' ? amount * 600 : 0;
  return base + (asRitual ? RITUAL_EXTRA_MINUTES * 10 : 0);
}
