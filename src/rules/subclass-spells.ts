// Spells a subclass keeps always prepared, outside the number of spells prepared (SRD 5.1 class
// texts): a cleric's Domain Spells from 1st level (Divine Domain, chosen at 1st), a druid's Circle
// Spells from 3rd (Circle of the Land, chosen at 2nd; the spells come at 3rd, 5th, 7th, 9th), a
// paladin's Oath Spells from 3rd (Sacred Oath, chosen at 3rd). No other SRD class has them: a
// warlock's Expanded Spell List (Otherworldly Patron) only adds spells to choose spells known from,
// and bards, sorcerers, rangers and wizards have no such feature. A GM may still grant one (homebrew),
// so the status stays possible for every casting class; this says where it is the rule. Which spells
// a Circle of the Land druid's land gives, when the circle and land are recorded: circle-spells.ts.
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

/** The class level at which the subclass grants its always-prepared spells of this spell level;
 *  null when its table has none of that level (a druid's 1st level, anything above 5th) or the class
 *  has no such feature. */
export function alwaysPreparedAt(classId: ClassId, spellLevel: number): number | null {
  return GRANTED_AT[classId]?.[spellLevel] ?? null;
}
