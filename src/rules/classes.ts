// Per-class spellcasting facts. Sources: PHB ch.3 class descriptions / SRD 5.1 "Classes",
// PHB ch.3 Eldritch Knight and Arcane Trickster (third casters, not in the SRD),
// PHB ch.10 "Rituals" (which classes have a ritual-casting feature).
import type { Ability, ClassId, ClassLevel } from './types';
import { assertClassId, assertClassLevel } from './validation';

/** How a class progresses in spell slots (PHB ch.6 "Multiclassing: Spellcasting"). */
export type CasterKind = 'full' | 'half' | 'third' | 'pact' | 'none';

export const ELDRITCH_KNIGHT = 'eldritch-knight';
export const ARCANE_TRICKSTER = 'arcane-trickster';

const FULL_CASTERS: readonly ClassId[] = ['bard', 'cleric', 'druid', 'sorcerer', 'wizard'];
const HALF_CASTERS: readonly ClassId[] = ['paladin', 'ranger'];
/** Classes that prepare spells from their list each day instead of knowing a fixed set. */
const PREPARED_CASTERS: readonly ClassId[] = ['cleric', 'druid', 'paladin', 'wizard'];

/** Fighter with Eldritch Knight or rogue with Arcane Trickster: casts wizard spells (PHB ch.3). */
export function isThirdCaster(c: ClassLevel): boolean {
  assertClassLevel(c);
  return (
    (c.classId === 'fighter' && c.subclassId === ELDRITCH_KNIGHT) ||
    (c.classId === 'rogue' && c.subclassId === ARCANE_TRICKSTER)
  );
}

/** Slot progression of a class entry: full (bard, cleric, druid, sorcerer, wizard), half (paladin,
 *  ranger), third (EK fighter, AT rogue), pact (warlock), none (barbarian, monk, other fighters
 *  and rogues). */
export function casterKind(c: ClassLevel): CasterKind {
  assertClassLevel(c);
  if (FULL_CASTERS.includes(c.classId)) return 'full';
  if (HALF_CASTERS.includes(c.classId)) return 'half';
  if (c.classId === 'warlock') return 'pact';
  if (isThirdCaster(c)) return 'third';
  return 'none';
}

/** Class level at which the class's spellcasting feature starts: full casters and warlock 1,
 *  paladin/ranger 2, Eldritch Knight/Arcane Trickster 3; null without spellcasting. */
export function spellcastingStartLevel(c: ClassLevel): number | null {
  switch (casterKind(c)) {
    case 'full':
    case 'pact':
      return 1;
    case 'half':
      return 2;
    case 'third':
      return 3;
    case 'none':
      return null;
  }
}

/** Whether the entry currently grants the Spellcasting (or Pact Magic) feature. */
export function hasSpellcasting(c: ClassLevel): boolean {
  assertClassLevel(c);
  const start = spellcastingStartLevel(c);
  return start !== null && c.level >= start;
}

/** Spellcasting ability (PHB ch.3): Intelligence for wizard and the EK/AT wizard spells, Wisdom for
 *  cleric, druid and ranger, Charisma for bard, paladin, sorcerer and warlock; null for barbarian and
 *  monk. Fighter and rogue answer 'int' (only their EK/AT subclasses cast). */
export function spellcastingAbility(classId: ClassId): Ability | null {
  switch (assertClassId(classId)) {
    case 'wizard':
    case 'fighter':
    case 'rogue':
      return 'int';
    case 'cleric':
    case 'druid':
    case 'ranger':
      return 'wis';
    case 'bard':
    case 'paladin':
    case 'sorcerer':
    case 'warlock':
      return 'cha';
    case 'barbarian':
    case 'monk':
      return null;
  }
}

/** Cleric, druid, paladin and wizard prepare spells; the others know a fixed set (PHB ch.10
 *  "Known and Prepared Spells"). */
export function isPreparedCaster(classId: ClassId): boolean {
  return PREPARED_CASTERS.includes(assertClassId(classId));
}

/** The Book of Ancient Secrets is an invocation of Pact of the Tome, the Pact Boon a warlock takes
 *  at 3rd warlock level (SRD 5.1 Warlock): before that no character can have it. */
export function mayHaveBookOfAncientSecrets(classes: readonly ClassLevel[]): boolean {
  return classes.some((c) => c.classId === 'warlock' && c.level >= 3);
}

/**
 * Ritual-casting feature (PHB ch.3 / SRD "Ritual Casting"): bard (known spells), cleric and druid
 * (prepared spells), wizard (spells in the spellbook, prepared or not); warlock only with the
 * Book of Ancient Secrets invocation (Pact of the Tome). Paladin, ranger, sorcerer, EK, AT: none.
 */
export function hasRitualCasting(classId: ClassId, opts?: { hasBookOfAncientSecrets?: boolean }): boolean {
  switch (assertClassId(classId)) {
    case 'bard':
    case 'cleric':
    case 'druid':
    case 'wizard':
      return true;
    case 'warlock':
      return opts?.hasBookOfAncientSecrets === true;
    default:
      return false;
  }
}

/** Which class spell list the entry casts from: its own, the wizard list for EK/AT (PHB ch.3),
 *  null for classes without spellcasting. */
export function classSpellListId(c: ClassLevel): ClassId | null {
  const kind = casterKind(c);
  if (kind === 'none') return null;
  if (kind === 'third') return 'wizard';
  return c.classId;
}

/** Saving throw proficiencies of each class (PHB ch.3 / SRD 5.1 class tables, "Proficiencies"). */
const SAVING_THROWS: Readonly<Record<ClassId, readonly [Ability, Ability]>> = {
  barbarian: ['str', 'con'],
  bard: ['dex', 'cha'],
  cleric: ['wis', 'cha'],
  druid: ['int', 'wis'],
  fighter: ['str', 'con'],
  monk: ['str', 'dex'],
  paladin: ['wis', 'cha'],
  ranger: ['str', 'dex'],
  rogue: ['dex', 'int'],
  sorcerer: ['con', 'cha'],
  warlock: ['wis', 'cha'],
  wizard: ['int', 'wis'],
};

/** The two saving throws a class is proficient in. */
export function savingThrowProficiencies(classId: ClassId): readonly Ability[] {
  return SAVING_THROWS[assertClassId(classId)];
}

/** Whether the character is proficient in Constitution saves from its classes: only the first class
 *  gives saving throw proficiencies (PHB ch.6 "Multiclassing: Proficiencies"). */
export function conSaveFromClasses(classes: readonly ClassLevel[]): boolean {
  const first = classes[0];
  return first !== undefined && savingThrowProficiencies(assertClassLevel(first).classId).includes('con');
}
