// Adding a spell to a character's class (PHB ch.10 "Known and Prepared Spells", ch.6 Multiclassing:
// "you determine what spells you know and can prepare for each class individually, as if you were a
// single-classed member of that class"). Codes, not sentences; the player may insist (homebrew tables)
// on the overridable ones.
// Warlock 'inBook' = a ritual copied into the Book of Shadows (invocation Book of Ancient Secrets,
// PHB ch.3): any class's ritual, of a level no higher than half the warlock level rounded up.
// Always prepared ('alwaysPrepared') is the rule for a cleric's domain, a druid's circle and a
// paladin's oath spells (subclass-spells.ts), of a spell level the class has slots for; any other
// casting class, or one below that level, may still keep a spell so when the GM allows it (homebrew,
// subclasses outside the SRD): overridable, as is a spell of a level the subclass grants later.
// With the subclass recorded (Life Domain, Oath of Devotion, Circle of the Land and its land) an
// always-prepared spell is checked against its table; a druid with neither circle nor land recorded
// is told to record them first (overridable too: circles outside the SRD). A cleric or paladin
// without one recorded is not asked: most play domains and oaths outside the SRD.
// A Fiend warlock's expanded spell list counts as the warlock list (expanded-spells.ts).
// A bard with Magical Secrets (or College of Lore's Additional Magical Secrets) learns spells known
// from any class's list (magical-secrets.ts); how many of them is a limit said with the other
// limits, as for an Eldritch Knight's schools.
import { offListAllowance } from './magical-secrets';
import { tomeCantrips, type PactBoon } from './invocations';
import { grantsAlwaysPrepared, isSubclassSpell } from './subclass-spells';
import { cantripsKnown, maxSpellLevelForClass } from './preparation';
import { classSpellListId, isPreparedCaster } from './classes';
import { isOnClassList } from './expanded-spells';
import type { ClassLevel, OwnedSpell, SpellMechanics, SpellStatus } from './types';
import { assertClassLevel, assertSpellLevel } from './validation';

export type AddSpellError = 'noSpellcasting' | 'notOnClassList' | 'levelTooHigh' | 'noCantrips' | 'statusNotForClass' | 'alreadyOwned' | 'notRitual' | 'noAlwaysPrepared' | 'notSubclassSpell' | 'circleNotRecorded' | 'noBookOfSecrets';

export type AddSpellCheck = { ok: true; warnings: AddSpellError[] } | { ok: false; error: AddSpellError; overridable: boolean };

/** Which statuses make sense for a spell of this level in this class; 'alwaysPrepared' always last
 *  (never the first, default choice: for most classes it is a GM's exception). */
export function allowedStatuses(c: ClassLevel, spellLevel: number): SpellStatus[] {
  if (spellLevel === 0) return ['known', 'alwaysPrepared'];
  if (c.classId === 'wizard') return ['inBook', 'prepared', 'alwaysPrepared'];
  if (isPreparedCaster(c.classId)) return ['prepared', 'alwaysPrepared'];
  if (c.classId === 'warlock') return ['known', 'inBook', 'alwaysPrepared']; // inBook: Book of Shadows rituals
  return ['known', 'alwaysPrepared'];
}

/** What the character has beside its classes that decides an addition: the pact boon (a Tome
 *  warlock's cantrips from any list) and the Book of Ancient Secrets invocation (its Book of Shadows). */
export interface AddFacts {
  pactBoon?: PactBoon | null;
  bookOfSecrets?: boolean;
}

/**
 * Whether the class may have the spell with this status. `waived`: overridable refusals the GM
 * already allowed, one by one — each is passed over and the next refusal, if any, still comes
 * (an always-prepared spell outside a domain/circle/oath is allowed; its level is still checked).
 */
export function checkAddSpell(c: ClassLevel, spell: SpellMechanics, status: SpellStatus, owned: readonly OwnedSpell[], waived: readonly AddSpellError[] = [], facts: AddFacts = {}): AddSpellCheck {
  const r = firstRefusal(c, spell, status, owned, waived, facts);
  return r ?? { ok: true, warnings: [...waived] };
}

function firstRefusal(c: ClassLevel, spell: SpellMechanics, status: SpellStatus, owned: readonly OwnedSpell[], waived: readonly AddSpellError[], { pactBoon, bookOfSecrets }: AddFacts): AddSpellCheck | null {
  assertClassLevel(c);
  assertSpellLevel(spell.level, `level of spell ${spell.id}`);
  const refuse = (error: AddSpellError): AddSpellCheck | null => (waived.includes(error) ? null : { ok: false, error, overridable: true });
  if (classSpellListId(c) === null) return { ok: false, error: 'noSpellcasting', overridable: false };
  if (owned.some((o) => o.spellId === spell.id && o.classId === c.classId && o.status === status)) return { ok: false, error: 'alreadyOwned', overridable: false };
  if (!allowedStatuses(c, spell.level).includes(status)) return { ok: false, error: 'statusNotForClass', overridable: false };
  // Domain/oath/circle spells are granted by the subclass even when not on the class list, each
  // spell level at the class level that first has slots of it (subclass-spells.ts): a 1st-level
  // cleric has no 5th-level domain spell yet.
  if (status === 'alwaysPrepared') {
    if (!grantsAlwaysPrepared(c)) {
      const r = refuse('noAlwaysPrepared');
      if (r) return r;
    }
    // a recorded subclass's own spells only; a druid with circle spells by level but no circle or
    // no land recorded: nothing to check the spell against, so the player records them first, or
    // insists (a circle outside the SRD)
    const inTable = isSubclassSpell(c, spell.id);
    const r = inTable === false ? refuse('notSubclassSpell') : inTable === null && c.classId === 'druid' && grantsAlwaysPrepared(c) ? refuse('circleNotRecorded') : null;
    if (r) return r;
    return spell.level > maxSpellLevelForClass(c) ? refuse('levelTooHigh') : null;
  }
  if (c.classId === 'warlock' && status === 'inBook') {
    if (!spell.ritual) return { ok: false, error: 'notRitual', overridable: false };
    // without the invocation there is no Book of Shadows to write in (and no ritual to cast from it)
    if (!bookOfSecrets) return { ok: false, error: 'noBookOfSecrets', overridable: false };
    return spell.level > Math.ceil(c.level / 2) ? refuse('levelTooHigh') : null;
  }
  // A class that learns no cantrips (paladin, ranger; EK/AT before 3rd level) is told so before the
  // list: the paladin and ranger lists hold no cantrips, so "not on the list" would hide the reason.
  // Once the GM allows such a class a cantrip, its list (which has none) is not asked again.
  const secret = status === 'known' && learnsOffList(c, spell.level, pactBoon);
  const refusal = spell.level === 0 && cantripsKnown(c) === 0 ? refuse('noCantrips') : !isOnClassList(c, spell) && !secret ? refuse('notOnClassList') : null;
  if (refusal) return refusal;
  return spell.level > maxSpellLevelForClass(c) ? refuse('levelTooHigh') : null;
}

/** Whether the class may know a spell of this level from any class's list: a bard's Magical
 *  Secrets, a Pact of the Tome warlock's cantrips. How many is a limit said with the others. */
export function learnsOffList(c: ClassLevel, spellLevel: number, pactBoon?: PactBoon | null): boolean {
  return offListAllowance(c) > 0 || (spellLevel === 0 && tomeCantrips(c, pactBoon) > 0);
}

/** Copying a wizard spell the wizard finds into the spellbook (SRD Wizard, "Copying a Spell into the
 *  Book"): for each level of the spell, 2 hours and 50 gp. */
export const COPY_HOURS_PER_LEVEL = 2;
export const COPY_GP_PER_LEVEL = 50;

/** Wizard spells a wizard writes into the spellbook at no cost when the wizard level goes from
 *  `from` to `to` (SRD Wizard, "Your Spellbook"): six 1st-level spells on becoming a wizard, then
 *  two for every wizard level gained, each of a level the wizard has slots for at the level it is
 *  gained at (as a single-classed wizard: PHB ch.6) — a new 5th-level wizard has 8 of 1st level at
 *  most, 4 of 2nd and 2 of 3rd. `tiers`: how many of each highest level, lowest first. Null when
 *  the wizard level does not go up. */
export interface FreeWizardSpells { count: number; maxLevel: number; startingBook: boolean; tiers: { maxLevel: number; count: number }[] }
export function freeWizardSpells(from: number, to: number): FreeWizardSpells | null {
  if (!Number.isInteger(from) || !Number.isInteger(to) || to <= from || to < 1 || to > 20 || from < 0) return null;
  const startingBook = from === 0;
  const tiers: { maxLevel: number; count: number }[] = [];
  for (let level = Math.max(from + 1, 1); level <= to; level++) {
    const maxLevel = maxSpellLevelForClass({ classId: 'wizard', level });
    const count = level === 1 ? 6 : 2;
    const last = tiers[tiers.length - 1];
    if (last?.maxLevel === maxLevel) last.count += count;
    else tiers.push({ maxLevel, count });
  }
  const count = tiers.reduce((n, t) => n + t.count, 0);
  return { count, maxLevel: tiers[tiers.length - 1].maxLevel, startingBook, tiers };
}
