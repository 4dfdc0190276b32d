// Eldritch Knight and Arcane Trickster (PHB ch.3): their spells known of 1st level and higher are
// wizard spells of two schools — abjuration and evocation (EK), enchantment and illusion (AT) —
// except one of the three learned at 3rd level and the spells learned at 8th, 14th and 20th level,
// which may come from any school. Cantrips are not limited by school.
import { isThirdCaster } from './classes';
import type { ClassLevel, OwnedSpell } from './types';

const SCHOOLS = { fighter: ['abjuration', 'evocation'], rogue: ['enchantment', 'illusion'] } as const;

/** The schools this class's spells known come from, or null when it has no such limit. */
export function restrictedSchools(c: ClassLevel): readonly string[] | null {
  if (!isThirdCaster(c)) return null;
  return c.classId === 'fighter' ? SCHOOLS.fighter : SCHOOLS.rogue;
}

/** How many spells known of 1st level and higher may come from any school at this class level. */
export function anySchoolMax(classLevel: number): number {
  return classLevel >= 20 ? 4 : classLevel >= 14 ? 3 : classLevel >= 8 ? 2 : classLevel >= 3 ? 1 : 0;
}

/** The class's spells known (1st level and higher) from outside its schools; spells `spellOf` does
 *  not know are not counted. */
export function offSchoolKnown(c: ClassLevel, owned: readonly OwnedSpell[], spellOf: (id: string) => { level: number; school: string } | undefined): number {
  const schools = restrictedSchools(c);
  if (!schools) return 0;
  let n = 0;
  for (const o of owned) {
    if (o.classId !== c.classId || o.status !== 'known') continue;
    const s = spellOf(o.spellId);
    if (s && s.level > 0 && !schools.includes(s.school)) n += 1;
  }
  return n;
}

/** A cantrip the class always knows among its cantrips: an Arcane Trickster's Mage Hand (one of
 *  the three cantrips learned at 3rd level). */
export function requiredCantrip(c: ClassLevel): string | null {
  return isThirdCaster(c) && c.classId === 'rogue' ? 'mage-hand' : null;
}
