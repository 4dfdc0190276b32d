// Draconic Bloodline (SRD 5.1 sorcerer origin, chosen at 1st level), recorded on the class entry
// (subclassId, the dragon ancestor as `ancestry`). What changes a cast:
// - Dragon Ancestor: the ancestor's colour sets a damage type — black and copper acid, blue and
//   bronze lightning, brass, gold and red fire, green poison, silver and white cold.
// - Elemental Affinity (6th): "when you cast a spell that deals damage of the type associated with
//   your draconic ancestry, you can add your Charisma modifier to one damage roll of that spell. At
//   the same time, you can spend 1 sorcery point to gain resistance to that damage type for 1 hour."
// It is the character's feature: any spell it casts, whichever class it casts as; the modifier is
// Charisma's even when the spell is cast with another ability.
import { ROUNDS_PER_HOUR } from './effects';
import type { ActiveEffect, ClassLevel } from './types';

export const DRACONIC_BLOODLINE = 'draconic';

export const DRAGON_ANCESTRY = {
  black: 'acid',
  blue: 'lightning',
  brass: 'fire',
  bronze: 'lightning',
  copper: 'acid',
  gold: 'fire',
  green: 'poison',
  red: 'fire',
  silver: 'cold',
  white: 'cold',
} as const;
export type DragonAncestry = keyof typeof DRAGON_ANCESTRY;
export const DRAGON_ANCESTRIES = Object.keys(DRAGON_ANCESTRY) as DragonAncestry[];
export const isDragonAncestry = (v: unknown): v is DragonAncestry => typeof v === 'string' && Object.hasOwn(DRAGON_ANCESTRY, v);

/** Sorcery points the resistance of Elemental Affinity costs. */
export const AFFINITY_RESISTANCE_COST = 1;

/** The damage type of Elemental Affinity for this cast, or null: a Draconic Bloodline sorcerer of
 *  6th level or more, its ancestor recorded, and the spell deals damage of that type. */
export function elementalAffinity(classes: readonly ClassLevel[], damageTypes: readonly string[]): string | null {
  const c = classes.find((x) => x.classId === 'sorcerer' && x.subclassId === DRACONIC_BLOODLINE);
  if (!c || c.level < 6 || !isDragonAncestry(c.ancestry)) return null;
  const type = DRAGON_ANCESTRY[c.ancestry];
  return damageTypes.includes(type) ? type : null;
}

/** The resistance of Elemental Affinity with this cast: its damage type, or why it cannot come (the
 *  spell deals no damage of the ancestor's type, or the sorcery points left after Metamagic are short). */
export function affinityResistance(classes: readonly ClassLevel[], damageTypes: readonly string[], pointsLeft: number): { ok: true; type: string } | { ok: false; error: 'affinityNotApplicable' | 'notEnoughSorceryPoints' } {
  const type = elementalAffinity(classes, damageTypes);
  if (type === null) return { ok: false, error: 'affinityNotApplicable' };
  return pointsLeft < AFFINITY_RESISTANCE_COST ? { ok: false, error: 'notEnoughSorceryPoints' } : { ok: true, type };
}

/** The resistance bought with the cast of `spellId` at `round`, as the caster's running effect:
 *  it lasts 1 hour from the cast. */
export function affinityResistanceEffect(type: string, spellId: string, round: number): ActiveEffect {
  return { spellId, target: '', endsAtRound: round + ROUNDS_PER_HOUR, resistance: type };
}
