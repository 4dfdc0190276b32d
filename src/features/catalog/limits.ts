// A full limit said before a spell is added or prepared (cantrips, spells known, spells prepared
// today, an Eldritch Knight's or Arcane Trickster's spells from outside their two schools, a
// bard's spells from other classes' lists (Magical Secrets), a Pact of the Tome warlock's three
// cantrips from other lists, a warlock's one spell of each Mystic Arcanum level): the player sees it
// where they act and the GM may allow more.
import { allowedStatuses, isOnClassList, isSubclassSpell, ARCANUM_SPELLS_PER_LEVEL, additionalMagicalSecrets, anySchoolMax, arcanumSpellsKnown, classSpellListId, learnsOffList, magicalSecretsKnown, offListAllowance, offSchoolKnown, restrictedSchools, type ClassId, type ClassLevel, type PactBoon, type SpellStatus } from '../../rules';
import { deriveCharacter } from '../../store/derived';
import type { Character } from '../../store/types';

export interface FullLimit { code: 'cantripLimit' | 'knownLimit' | 'preparedLimit' | 'schoolLimit' | 'secretsLimit' | 'tomeLimit' | 'arcanumLimit'; have: number; max: number }

type SpellInfo = { level: number; school: string; classes: readonly string[] };
/** A spell's level, school and class lists by id; undefined for a spell the catalog does not have. */
export type SpellOf = (id: string) => SpellInfo | undefined;

/** The limit that `status` for `spell` in `classId` would go over, or null. Always-prepared spells
 *  (domain, oath, circle) and a wizard's unprepared book count against none. */
export function fullLimit(character: Character, classId: ClassId, spell: SpellInfo, status: SpellStatus, spellOf: SpellOf): FullLimit | null {
  if (status === 'alwaysPrepared') return null;
  // Mystic Arcanum (a warlock's 6th level and up): one spell of each level, apart from spells known
  if (classId === 'warlock' && spell.level >= 6) {
    const have = arcanumSpellsKnown(character.spells, (id) => spellOf(id)?.level, spell.level);
    return status === 'known' && have >= ARCANUM_SPELLS_PER_LEVEL ? { code: 'arcanumLimit', have, max: ARCANUM_SPELLS_PER_LEVEL } : null;
  }
  const classesOf = (id: string) => spellOf(id)?.classes;
  const cc = deriveCharacter(character, (id) => spellOf(id)?.level, classesOf).classes.find((c) => c.classId === classId);
  const cl = character.classes.find((c) => c.classId === classId);
  if (!cc || !cl) return null;
  // Magical Secrets: a bard's spells known from other lists, cantrips included, are spells known
  // (SRD Bard); College of Lore's two additional ones count against nothing but the allowance
  const secrets = status === 'known' && cl.classId === 'bard' && !spell.classes.includes('bard') ? offListAllowance(cl) : 0;
  const secretsHave = secrets > 0 ? magicalSecretsKnown(cl, character.spells, classesOf) : 0;
  const free = secrets > 0 && secretsHave < additionalMagicalSecrets(cl);
  const limit: FullLimit | null = free
    ? null
    : spell.level === 0 && secrets === 0
      ? { code: 'cantripLimit', ...cc.cantrips }
      : cc.spells && cc.spells.kind === status ? { code: `${cc.spells.kind}Limit`, have: cc.spells.have, max: cc.spells.max } : null;
  if (limit && limit.max > 0 && limit.have >= limit.max) return limit;
  const tome = spell.level === 0 && status === 'known' && !spell.classes.includes('warlock') ? cc.tomeCantrips : undefined;
  if (tome) return tome.have >= tome.max ? { code: 'tomeLimit', ...tome } : null;
  if (secrets > 0) return secretsHave >= secrets ? { code: 'secretsLimit', have: secretsHave, max: secrets } : null;
  const schools = spell.level > 0 && status === 'known' ? restrictedSchools(cl) : null;
  if (!schools || schools.includes(spell.school)) return null;
  const school = { code: 'schoolLimit' as const, have: offSchoolKnown(cl, character.spells, spellOf), max: anySchoolMax(cl.level) };
  return school.have >= school.max ? school : null;
}

/** `prefer`: comma-separated ids, in order, to look at first — the class the player came from, then
 *  the catalog's class filter. A class is taken by its own id first, then by its spell list (an
 *  Eldritch Knight's is the wizard's; a Fiend warlock's has its expanded spells, a Devotion
 *  paladin's its oath spells), then any class whose list has the spell, then a bard with
 *  Magical Secrets or College of Lore's additional ones, or a Pact of the Tome warlock for a
 *  cantrip (any list). */
export function casterFor(classes: readonly ClassLevel[], spell: { id: string; level: number; classes: readonly string[] }, prefer: string, pactBoon?: PactBoon): ClassLevel | undefined {
  const fits = (c: ClassLevel) => isOnClassList(c, spell) || isSubclassSpell(c, spell.id) === true;
  const preferred = prefer.split(',');
  for (const id of preferred) {
    const own = classes.find((c) => c.classId === id && fits(c));
    if (own) return own;
  }
  return classes.find((c) => fits(c) && preferred.includes(classSpellListId(c) ?? '')) ?? classes.find(fits) ?? classes.find((c) => learnsOffList(c, spell.level, pactBoon));
}

/** The status a spell is added with for the class: a spell of its recorded subclass's table is
 *  always prepared (domain, oath, circle spells), anything else the class's first status. */
export function addStatusFor(cl: ClassLevel, spell: { id: string; level: number }): SpellStatus | undefined {
  const statuses = allowedStatuses(cl, spell.level);
  return isSubclassSpell(cl, spell.id) === true && statuses.includes('alwaysPrepared') ? 'alwaysPrepared' : statuses[0];
}
