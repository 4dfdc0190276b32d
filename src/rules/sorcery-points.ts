// Sorcery point maximum (PHB sorcerer "Font of Magic" / SRD 5.1): 2 at sorcerer level 2, then equal
// to the sorcerer level; none at level 1. Kept apart from sorcery.ts so state bounds can use it.
import { SORCERY_POINTS } from './tables/known-tables';
import type { ClassLevel } from './types';
import { assertClasses } from './validation';

/** Sorcerer level of a character, 0 without the class. RangeError on invalid classes. */
export function sorcererLevelOf(classes: readonly ClassLevel[]): number {
  assertClasses(classes);
  return classes.find((c) => c.classId === 'sorcerer')?.level ?? 0;
}

/** Maximum sorcery points of the character (0 without sorcerer level 2+). */
export function sorceryPointsMax(classes: readonly ClassLevel[]): number {
  const level = sorcererLevelOf(classes);
  return level > 0 ? SORCERY_POINTS[level - 1] : 0;
}
