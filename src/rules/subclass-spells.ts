// Spells a subclass keeps always prepared, outside the number of spells prepared (SRD 5.1 class
// texts): a cleric's Domain Spells from 1st level (Divine Domain, chosen at 1st), a druid's Circle
// Spells from 3rd (Circle of the Land, chosen at 2nd; the spells come at 3rd, 5th, 7th, 9th), a
// paladin's Oath Spells from 3rd (Sacred Oath, chosen at 3rd). No other SRD class has them: a
// warlock's Expanded Spell List (Otherworldly Patron) only adds spells to choose spells known from,
// and bards, sorcerers, rangers and wizards have no such feature. A GM may still grant one (homebrew),
// so the status stays possible for every casting class; this says where it is the rule. Which spells
// a Circle of the Land druid's land gives, when the circle and land are recorded: circle-spells.ts;
// the two other SRD subclasses with such spells, the Life Domain and the Oath of Devotion: below.
import { CIRCLE_SPELLS, circleSpells, isLandTerrain, LAND_CIRCLE } from './circle-spells';
import { DEVOTION_OATH, LIFE_DOMAIN } from './subclasses';
import type { ClassId, ClassLevel } from './types';
import { assertClassLevel } from './validation';

/** The subclass feature that grants always-prepared spells: domain, circle or oath. */
export type AlwaysPreparedSource = 'domain' | 'circle' | 'oath';

const SOURCES: Partial<Record<ClassId, { source: AlwaysPreparedSource; fromLevel: number }>> = {
  cleric: { source: 'domain', fromLevel: 1 },
  druid: { source: 'circle', fromLevel: 3 },
  paladin: { source: 'oath', fromLevel: 3 },
};

/** The class level at which the subclass grants its spells of each spell level (SRD 5.1 tables
 *  Domain Spells, Circle Spells, Oath Spells), index = spell level. Cleric: 1st–5th-level spells at
 *  cleric 1, 3, 5, 7, 9; druid: 2nd–5th at druid 3, 5, 7, 9; paladin: 1st–5th at paladin 3, 5, 9,
 *  13, 17 — from the feature's own level on, the class level that has slots of that spell level. */
const GRANTED_AT: Partial<Record<ClassId, readonly (number | undefined)[]>> = {
  cleric: [undefined, 1, 3, 5, 7, 9],
  druid: [undefined, undefined, 3, 5, 7, 9],
  paladin: [undefined, 3, 5, 9, 13, 17],
};

/** The class's always-prepared feature and the class level it starts at; null for classes without. */
export function alwaysPreparedSource(classId: ClassId): { source: AlwaysPreparedSource; fromLevel: number } | null {
  return SOURCES[classId] ?? null;
}

/** Whether this class entry has always-prepared subclass spells at its level (cleric 1+, druid 3+,
 *  paladin 3+). */
export function grantsAlwaysPrepared(c: ClassLevel): boolean {
  assertClassLevel(c);
  const s = SOURCES[c.classId];
  return s !== undefined && c.level >= s.fromLevel;
}

/** Whether the class entry's record leads one to expect such spells now: every Divine Domain and
 *  Sacred Oath has them, of the druid's circles only the Circle of the Land — a druid with no circle
 *  (or another) recorded has none to expect. */
export function expectsAlwaysPrepared(c: ClassLevel): boolean {
  return grantsAlwaysPrepared(c) && (c.classId !== 'druid' || c.subclassId === LAND_CIRCLE);
}

/** The class level at which the subclass grants its always-prepared spells of this spell level;
 *  null when its table has none of that level (a druid's 1st level, anything above 5th) or the class
 *  has no such feature. */
export function alwaysPreparedAt(classId: ClassId, spellLevel: number): number | null {
  return GRANTED_AT[classId]?.[spellLevel] ?? null;
}

/** Class level → the two spells it brings (SRD 5.1 Life Domain "Life Domain Spells", Oath of
 *  Devotion "Oath of Devotion Spells"). A domain spell off the cleric list "is nonetheless a cleric
 *  spell for you", and so an oath spell for a paladin. Ids checked against src/data/srd, whose
 *  subclass tags lack Guardian of Faith in both tables. */
const DOMAIN_OATH_SPELLS: Partial<Record<ClassId, { subclassId: string; byLevel: Readonly<Record<number, readonly [string, string]>> }>> = {
  cleric: {
    subclassId: LIFE_DOMAIN,
    byLevel: { 1: ['bless', 'cure-wounds'], 3: ['lesser-restoration', 'spiritual-weapon'], 5: ['beacon-of-hope', 'revivify'], 7: ['death-ward', 'guardian-of-faith'], 9: ['mass-cure-wounds', 'raise-dead'] },
  },
  paladin: {
    subclassId: DEVOTION_OATH,
    byLevel: { 3: ['protection-from-evil-and-good', 'sanctuary'], 5: ['lesser-restoration', 'zone-of-truth'], 9: ['beacon-of-hope', 'dispel-magic'], 13: ['freedom-of-movement', 'guardian-of-faith'], 17: ['commune', 'flame-strike'] },
  },
};

/** A Life Domain cleric's or Oath of Devotion paladin's table, class level → spells; null for
 *  anything else (a druid's circle spells go by land: circle-spells.ts). */
function tableOf(c: ClassLevel): Readonly<Record<number, readonly string[]>> | null {
  const t = DOMAIN_OATH_SPELLS[c.classId];
  return t && c.subclassId === t.subclassId ? t.byLevel : null;
}

/** The spells the recorded subclass keeps always prepared at this class level: a Life Domain
 *  cleric's, an Oath of Devotion paladin's, a Circle of the Land druid's (with its land); null when
 *  the class entry records no such subclass (nothing to list or check against). */
export function subclassSpells(c: ClassLevel): string[] | null {
  assertClassLevel(c);
  if (c.classId === 'druid') return circleSpells(c);
  const table = tableOf(c);
  if (!table) return null;
  return Object.entries(table).filter(([level]) => c.level >= Number(level)).flatMap(([, pair]) => [...pair]);
}

/** Every spell of the recorded subclass's table, of any class level (a later one too); null as for
 *  subclassSpells. */
function allTableSpells(c: ClassLevel): readonly string[] | null {
  assertClassLevel(c);
  if (c.classId === 'druid') return c.subclassId === LAND_CIRCLE && isLandTerrain(c.terrain) ? Object.values(CIRCLE_SPELLS[c.terrain]).flat() : null;
  const table = tableOf(c);
  return table ? Object.values(table).flat() : null;
}

/** Whether the spell is one of the recorded subclass's spells at any class level (a later one
 *  too); null as for subclassSpells. */
export function isSubclassSpell(c: ClassLevel, spellId: string): boolean | null {
  return allTableSpells(c)?.includes(spellId) ?? null;
}

/** What the class's list holds for this character beyond its own ("nonetheless a cleric spell for
 *  you"): every spell of the recorded subclass's table; empty without one. */
export function subclassTableSpells(c: ClassLevel): string[] {
  return [...(allTableSpells(c) ?? [])];
}
