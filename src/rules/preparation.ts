// Cantrips known, spells known and prepared-spell maxima per class.
// Sources: PHB ch.10 "Known and Prepared Spells", PHB ch.3 class tables and the "Preparing and
// Casting Spells" paragraphs of cleric, druid, paladin and wizard (SRD 5.1 "Classes");
// Eldritch Knight / Arcane Trickster from the PHB subclass tables.
import { casterKind, hasSpellcasting, isPreparedCaster } from './classes';
import { landBonusCantrip } from './circle-spells';
import { additionalMagicalSecrets, isMagicalSecret, offListAllowance } from './magical-secrets';
import { ARCANUM_SPELLS_PER_LEVEL, arcanumLevelsOf } from './pact-magic';
import { pactSpell, tomeCantrips, type PactBoon } from './invocations';
import { spellSlots } from './slots';
import { CANTRIPS_KNOWN, SPELLS_KNOWN } from './tables/known-tables';
import type { ClassLevel, OwnedSpell } from './types';
import { assertClassLevel, assertInteger } from './validation';

/** Cantrips known at this class level; 0 for classes without cantrips (paladin, ranger, barbarian,
 *  monk, fighters and rogues without EK/AT). */
export function cantripsKnown(c: ClassLevel): number {
  assertClassLevel(c);
  const i = c.level - 1;
  switch (c.classId) {
    case 'druid':
      // Circle of the Land: one more druid cantrip from 2nd level (circle-spells.ts)
      return CANTRIPS_KNOWN.druid[i] + landBonusCantrip(c);
    case 'bard':
    case 'cleric':
    case 'sorcerer':
    case 'warlock':
    case 'wizard':
      return CANTRIPS_KNOWN[c.classId][i];
    case 'fighter':
      return casterKind(c) === 'third' ? CANTRIPS_KNOWN['eldritch-knight'][i] : 0;
    case 'rogue':
      return casterKind(c) === 'third' ? CANTRIPS_KNOWN['arcane-trickster'][i] : 0;
    default:
      return 0;
  }
}

/** Spells known of 1st level and higher for known casters (bard, sorcerer, warlock without its
 *  Mystic Arcanum, ranger, EK, AT); null for classes that prepare instead (cleric, druid, paladin,
 *  wizard); 0 for classes without spellcasting. */
export function spellsKnown(c: ClassLevel): number | null {
  assertClassLevel(c);
  if (isPreparedCaster(c.classId)) return null;
  const i = c.level - 1;
  switch (c.classId) {
    case 'bard':
    case 'sorcerer':
    case 'warlock':
    case 'ranger':
      return SPELLS_KNOWN[c.classId][i];
    default:
      return casterKind(c) === 'third' ? SPELLS_KNOWN['third-caster'][i] : 0;
  }
}

/** Highest spell level this class alone can cast: its own table's top slot, the pact slot level,
 *  or a Mystic Arcanum level (warlock 11+). 0 when it has no slots yet (e.g. paladin 1). */
export function maxSpellLevelForClass(c: ClassLevel): number {
  const { slots, pact } = spellSlots([c]);
  let max = 0;
  slots.forEach((n, i) => { if (n > 0) max = i + 1; });
  if (pact) max = Math.max(max, pact.slotLevel);
  if (c.classId === 'warlock') max = Math.max(max, ...arcanumLevelsOf([c]));
  return max;
}

/**
 * Prepared spells maximum: cleric, druid, wizard = ability modifier + class level; paladin = Charisma
 * modifier + half the paladin level rounded down; minimum 1 (PHB ch.3). A 1st-level paladin has no
 * Spellcasting feature yet: 0. Null for classes that know spells instead.
 */
export function preparedSpellsMax(c: ClassLevel, abilityMod: number): number | null {
  assertClassLevel(c);
  assertInteger(abilityMod, 'ability modifier');
  if (!isPreparedCaster(c.classId)) return null;
  if (!hasSpellcasting(c)) return 0;
  const levelPart = c.classId === 'paladin' ? Math.floor(c.level / 2) : c.level;
  return Math.max(1, abilityMod + levelPart);
}

export interface CountWithMax {
  count: number;
  max: number;
}

export interface KnownAndPreparedCounts {
  cantrips: CountWithMax;
  /** known casters: spells of 1st level+ with status 'known' (warlock: up to 5th; arcanum apart);
   *  a bard's Magical Secrets cantrips are here, and College of Lore's two additional secrets not */
  known: CountWithMax | null;
  /** prepared casters: status 'prepared' of 1st level+; 'alwaysPrepared' does not count (PHB
   *  domain/oath/circle spells) and a wizard's 'inBook' spells are not prepared */
  prepared: CountWithMax | null;
  /** a Pact of the Tome warlock's cantrips from other classes' lists: at most the pact's three
   *  (counted only with `classesOf`); null without the pact */
  tomeCantrips: CountWithMax | null;
  /** some count is above its maximum */
  overLimit: boolean;
}

/**
 * Counts of one class's cantrips, known and prepared spells against the class maxima.
 * `levelOf` gives a spell's level (0..9) by id; spells it does not know are not counted.
 * `classesOf` gives a spell's class lists: for a bard with Magical Secrets (magical-secrets.ts) a
 * cantrip from another list is one of the spells known, not of the cantrips known, and College of
 * Lore's two additional secrets count against neither. Without it every cantrip is a cantrip.
 * `pactBoon`: the Pact of the Tome gives a warlock three more cantrips, from any class's list; those
 * from other lists are counted apart against the three (SRD Warlock, Pact Boon); the Pact of the
 * Chain's find familiar counts against no spells known.
 */
export function spellsKnownAndPreparedCounts(
  c: ClassLevel,
  abilityMod: number,
  owned: readonly OwnedSpell[],
  levelOf: (spellId: string) => number | undefined,
  classesOf?: (spellId: string) => readonly string[] | undefined,
  pactBoon?: PactBoon | null,
): KnownAndPreparedCounts {
  const knownMax = spellsKnown(c);
  const preparedMax = preparedSpellsMax(c, abilityMod);
  let cantrips = 0;
  let known = 0;
  let prepared = 0;
  // a warlock's Mystic Arcanum spells (6th–9th) by level: one of each
  const arcanum = [0, 0, 0, 0];
  // a bard's spells known from other lists, cantrips too, while the bard has such an allowance
  const secretOf = classesOf && offListAllowance(c) > 0 ? (o: OwnedSpell) => isMagicalSecret(c, o, classesOf) : () => false;
  let secrets = 0;
  const tomeMax = tomeCantrips(c, pactBoon);
  // Pact of the Chain's find familiar counts against no spells known
  const fromPact = pactSpell(c, pactBoon);
  let offListCantrips = 0;
  for (const o of owned) {
    if (o.classId !== c.classId) continue;
    const level = levelOf(o.spellId);
    if (level === undefined) continue;
    if (secretOf(o)) {
      secrets += 1;
      known += 1;
    } else if (level === 0) {
      if (o.status === 'alwaysPrepared') continue;
      cantrips += 1;
      if (tomeMax > 0 && classesOf && !classesOf(o.spellId)?.includes('warlock')) offListCantrips += 1;
    } else if (o.spellId === fromPact) {
      continue;
    } else if (o.status === 'known' && c.classId === 'warlock' && level >= 6) {
      arcanum[level - 6] += 1;
    } else if (o.status === 'known') {
      known += 1;
    } else if (o.status === 'prepared') {
      prepared += 1;
    }
  }
  known -= Math.min(secrets, additionalMagicalSecrets(c));
  const cantripCount = { count: cantrips, max: cantripsKnown(c) + tomeMax };
  const tomeCount = tomeMax > 0 && classesOf ? { count: offListCantrips, max: tomeMax } : null;
  const knownCount = knownMax === null ? null : { count: known, max: knownMax };
  const preparedCount = preparedMax === null ? null : { count: prepared, max: preparedMax };
  const overLimit = arcanum.some((n) => n > ARCANUM_SPELLS_PER_LEVEL) || [cantripCount, knownCount, preparedCount, tomeCount].some((x) => x !== null && x.count > x.max);
  return { cantrips: cantripCount, known: knownCount, prepared: preparedCount, tomeCantrips: tomeCount, overLimit };
}

/** An owned spell of a level its class cannot take (yet): a code for the UI to translate (the same
 *  code checkAddSpell refuses with) and the numbers its sentence needs. */
export interface OwnedLevelFlag {
  code: 'levelTooHigh';
  spellLevel: number;
  maxLevel: number;
}

/**
 * Whether an owned spell is above what its class can cast — e.g. a custom spell whose level was
 * raised after it was prepared. Known and prepared spells, and a wizard's spellbook, must be of a
 * level the class has slots for (PHB ch.3, ch.10; multiclass: each class on its own); a warlock's
 * Book of Shadows ritual at most half the warlock level rounded up. Always-prepared spells too: a
 * domain, circle or oath grants each spell level at the class level that has its slots. Cantrips
 * never. `spellLevel` undefined (a spell missing from the catalog): no flag, the level is not known.
 */
export function ownedLevelFlag(c: ClassLevel, owned: OwnedSpell, spellLevel: number | undefined): OwnedLevelFlag | null {
  if (spellLevel === undefined || spellLevel === 0) return null;
  const maxLevel = c.classId === 'warlock' && owned.status === 'inBook' ? Math.ceil(c.level / 2) : maxSpellLevelForClass(c);
  return spellLevel > maxLevel ? { code: 'levelTooHigh', spellLevel, maxLevel } : null;
}
