// Spells whose number of projectiles grows with the slot (or character) level. The catalog's
// structured data has only the dice, and the count is in the text, so this small table gives it:
// - magic-missile: 3 darts at 1st level, +1 per slot level above 1st; each 1d4 + 1 force;
// - scorching-ray: 3 rays at 2nd level, +1 per slot level above 2nd; each a spell attack, 2d6 fire;
// - eldritch-blast: 1 beam, 2 at character level 5, 3 at 11, 4 at 17; each a spell attack, 1d10 force.
// Source: SRD 5.1 spell descriptions ("At Higher Levels" / cantrip scaling).
export type ProjectileNoun = 'dart' | 'ray' | 'beam';

export interface Projectiles {
  count: number;
  noun: ProjectileNoun;
  /** dice of one projectile (notation of src/lib/dice) */
  each: string;
}

interface Entry {
  noun: ProjectileNoun;
  each: string;
  count: (castLevel: number, characterLevel: number) => number;
}

const TABLE: Record<string, Entry> = {
  'magic-missile': { noun: 'dart', each: '1d4 + 1', count: (slot) => 3 + (slot - 1) },
  'scorching-ray': { noun: 'ray', each: '2d6', count: (slot) => 3 + (slot - 2) },
  'eldritch-blast': { noun: 'beam', each: '1d10', count: (_slot, lvl) => (lvl >= 17 ? 4 : lvl >= 11 ? 3 : lvl >= 5 ? 2 : 1) },
};

/** Projectiles of the spell at a cast level (slot level; 0 for cantrips) and character level, or null. */
export function projectilesOf(spellId: string, castLevel: number, characterLevel: number): Projectiles | null {
  const e = TABLE[spellId];
  if (!e) return null;
  return { count: e.count(castLevel, characterLevel), noun: e.noun, each: e.each };
}
