// Bard "Magical Secrets" (SRD 5.1 Bard, 10th, 14th and 18th level): each time, two spells from any
// class's spell list, including the bard's; each a cantrip or of a level the bard can cast. They
// count as bard spells and are included in the Spells Known column, so a bard casts them (and their
// rituals) like any other bard spell known. College of Lore's "Additional Magical Secrets" (6th
// level) is not counted: the app does not record a bard's college.
import type { ClassLevel, OwnedSpell } from './types';
import { assertClassLevel } from './validation';

/** Bard levels that each bring Magical Secrets. */
export const MAGICAL_SECRETS_LEVELS: readonly number[] = [10, 14, 18];
/** Spells learned each time. */
export const SPELLS_PER_MAGICAL_SECRETS = 2;

/** How many spells from other classes' lists the class may know: a bard 2 at 10th level, 4 at 14th,
 *  6 at 18th; every other class 0. */
export function magicalSecretsMax(c: ClassLevel): number {
  assertClassLevel(c);
  if (c.classId !== 'bard') return 0;
  return MAGICAL_SECRETS_LEVELS.filter((l) => c.level >= l).length * SPELLS_PER_MAGICAL_SECRETS;
}

/** The bard's spells known (cantrips included) that are not on the bard list — the Magical Secrets
 *  in use. `classesOf` gives a spell's class lists by id; spells it does not know are not counted. */
export function magicalSecretsKnown(c: ClassLevel, owned: readonly OwnedSpell[], classesOf: (spellId: string) => readonly string[] | undefined): number {
  if (c.classId !== 'bard') return 0;
  let n = 0;
  for (const o of owned) {
    if (o.classId !== 'bard' || o.status !== 'known') continue;
    const lists = classesOf(o.spellId);
    if (lists && !lists.includes('bard')) n += 1;
  }
  return n;
}
