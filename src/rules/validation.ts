// Input checks. Bad input is refused, never guessed: these throw RangeError with an English
// message (for developers; the UI never shows it). Levels per PHB ch.1: character and class
// levels are whole numbers 1..20, and a multiclassed character's levels add up to at most 20.
import { CLASS_IDS } from './types';
import type { ClassId, ClassLevel } from './types';

export const MAX_CHARACTER_LEVEL = 20;
export const MAX_SPELL_LEVEL = 9;

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

export function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** A whole number in min..max, else RangeError naming `what`. */
export function assertIntegerInRange(value: unknown, min: number, max: number, what: string): number {
  if (!isWholeNumber(value) || value < min || value > max) {
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}, got ${describe(value)}`);
  }
  return value;
}

/** A finite whole number (ability modifiers, bonuses), else RangeError. */
export function assertInteger(value: unknown, what: string): number {
  if (!isWholeNumber(value)) {
    throw new RangeError(`${what} must be a finite whole number, got ${describe(value)}`);
  }
  return value;
}

/** Character or class level: 1..20 (PHB ch.1 "Beyond 1st Level"). */
export function assertLevel(level: unknown, what = 'level'): number {
  return assertIntegerInRange(level, 1, MAX_CHARACTER_LEVEL, what);
}

/** Spell slot level: 1..9 (PHB ch.10 "Spell Level"). */
export function assertSlotLevel(level: unknown, what = 'slot level'): number {
  return assertIntegerInRange(level, 1, MAX_SPELL_LEVEL, what);
}

/** Spell level: 0 (cantrip) ..9. */
export function assertSpellLevel(level: unknown, what = 'spell level'): number {
  return assertIntegerInRange(level, 0, MAX_SPELL_LEVEL, what);
}

export function isClassId(value: unknown): value is ClassId {
  return typeof value === 'string' && (CLASS_IDS as readonly string[]).includes(value);
}

/** A known class id, else RangeError. */
export function assertClassId(value: unknown): ClassId {
  if (!isClassId(value)) throw new RangeError(`unknown class id ${describe(value)}`);
  return value;
}

/** One class entry: known class id, level 1..20. */
export function assertClassLevel(c: ClassLevel): ClassLevel {
  if (c === null || typeof c !== 'object') {
    throw new RangeError(`class entry must be an object, got ${describe(c)}`);
  }
  if (!isClassId(c.classId)) {
    throw new RangeError(`unknown class id ${describe(c.classId)}`);
  }
  assertLevel(c.level, `${c.classId} level`);
  return c;
}

/**
 * A character's classes (PHB ch.6 "Multiclassing"): at least one class, each class at most once,
 * each level 1..20, total character level at most 20. Returns the total level.
 */
export function assertClasses(classes: readonly ClassLevel[]): number {
  if (!Array.isArray(classes) || classes.length === 0) {
    throw new RangeError('a character needs at least one class (character level 1..20)');
  }
  const seen = new Set<ClassId>();
  let total = 0;
  for (const c of classes) {
    assertClassLevel(c);
    if (seen.has(c.classId)) {
      throw new RangeError(`class ${c.classId} is listed twice; give one entry per class`);
    }
    seen.add(c.classId);
    total += c.level;
  }
  if (total > MAX_CHARACTER_LEVEL) {
    throw new RangeError(`total character level must be at most ${MAX_CHARACTER_LEVEL}, got ${total}`);
  }
  return total;
}
