// Bard "Magical Secrets" (SRD 5.1 Bard, 10th, 14th and 18th level): each time, two spells from any
// class's spell list, including the bard's; each a cantrip or of a level the bard can cast. "The
// chosen spells count as bard spells for you and are included in the number in the Spells Known
// column of the Bard table": a cantrip learned this way counts against spells known, not against
// cantrips known, and a bard casts them (and their rituals) like any other bard spell known.
// College of Lore's "Additional Magical Secrets" (6th level): two more spells from any class, "of
// a level you can cast ... or a cantrip", bard spells that do NOT count against the spells known.
// Which off-list spells are the additional ones does not change any count (every off-list spell
// counts in the Spells Known column otherwise), so the first two off-list spells are taken as them.
import { LORE_COLLEGE_ID } from './circle-spells';
import type { ClassLevel, OwnedSpell } from './types';
import { assertClassLevel } from './validation';

/** Bard levels that each bring Magical Secrets. */
export const MAGICAL_SECRETS_LEVELS: readonly number[] = [10, 14, 18];
/** Spells learned each time. */
export const SPELLS_PER_MAGICAL_SECRETS = 2;
/** College of Lore (SRD 5.1): Additional Magical Secrets at bard 6th level, two spells. */
export const LORE_COLLEGE = LORE_COLLEGE_ID;
export const ADDITIONAL_SECRETS_LEVEL = 6;
export const ADDITIONAL_SECRETS = 2;

/** How many spells from other classes' lists the class may know through Magical Secrets: a bard 2
 *  at 10th level, 4 at 14th, 6 at 18th; every other class 0. Lore's additional ones are apart
 *  (additionalMagicalSecrets). */
export function magicalSecretsMax(c: ClassLevel): number {
  assertClassLevel(c);
  if (c.classId !== 'bard') return 0;
  return MAGICAL_SECRETS_LEVELS.filter((l) => c.level >= l).length * SPELLS_PER_MAGICAL_SECRETS;
}

/** College of Lore's Additional Magical Secrets: 2 from bard 6th level; 0 for any other bard or class. */
export function additionalMagicalSecrets(c: ClassLevel): number {
  assertClassLevel(c);
  return c.classId === 'bard' && c.subclassId === LORE_COLLEGE && c.level >= ADDITIONAL_SECRETS_LEVEL ? ADDITIONAL_SECRETS : 0;
}

/** All spells the bard may know from any class's list: Magical Secrets and Lore's additional ones. */
export function offListAllowance(c: ClassLevel): number {
  return magicalSecretsMax(c) + additionalMagicalSecrets(c);
}

/** Whether an owned spell is a bard's spell known from another class's list (a Magical Secret);
 *  false when `classesOf` does not know the spell. */
export function isMagicalSecret(c: ClassLevel, o: OwnedSpell, classesOf: (spellId: string) => readonly string[] | undefined): boolean {
  if (c.classId !== 'bard' || o.classId !== 'bard' || o.status !== 'known') return false;
  const lists = classesOf(o.spellId);
  return !!lists && !lists.includes('bard');
}

/** The bard's spells known (cantrips included) that are not on the bard list — the Magical Secrets
 *  in use. `classesOf` gives a spell's class lists by id; spells it does not know are not counted. */
export function magicalSecretsKnown(c: ClassLevel, owned: readonly OwnedSpell[], classesOf: (spellId: string) => readonly string[] | undefined): number {
  if (c.classId !== 'bard') return 0;
  let n = 0;
  for (const o of owned) if (isMagicalSecret(c, o, classesOf)) n += 1;
  return n;
}
