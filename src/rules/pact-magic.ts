// Warlock Pact Magic and Mystic Arcanum (PHB ch.3 "Warlock" / SRD 5.1).
// Pact slots are all of one level, recovered on a short or long rest, and kept apart from the
// Spellcasting slots of other classes (PHB ch.6 "Pact Magic"); any spell the character knows or
// prepares from any class can be cast with them if the pact slot level is at least the spell's level,
// and it is then cast at the pact slot level. Mystic Arcanum: one 6th/7th/8th/9th-level warlock spell
// castable once per long rest without a slot, at warlock 11/13/15/17.
import { MYSTIC_ARCANUM_FROM_LEVEL, PACT_SLOTS } from './tables/pact-tables';
import type { ClassLevel, OwnedSpell } from './types';
import { assertClasses, assertLevel } from './validation';

export const ARCANUM_LEVELS = [6, 7, 8, 9] as const;
export type ArcanumLevel = (typeof ARCANUM_LEVELS)[number];

/** Pact slots by warlock level: { count, slotLevel }. */
export function pactMagic(warlockLevel: number): { slotLevel: number; count: number } {
  assertLevel(warlockLevel, 'warlock level');
  const r = PACT_SLOTS[warlockLevel - 1];
  return { slotLevel: r.slotLevel, count: r.count };
}

/** Spell levels of Mystic Arcanum the warlock has: [] before 11, [6] at 11, ... [6,7,8,9] at 17. */
export function mysticArcanumLevels(warlockLevel: number): ArcanumLevel[] {
  assertLevel(warlockLevel, 'warlock level');
  return ARCANUM_LEVELS.filter((l) => warlockLevel >= MYSTIC_ARCANUM_FROM_LEVEL[l]);
}

/** Warlock level of a character, 0 without the class. RangeError on invalid classes. */
export function warlockLevelOf(classes: readonly ClassLevel[]): number {
  assertClasses(classes);
  return classes.find((c) => c.classId === 'warlock')?.level ?? 0;
}

/** Mystic Arcanum: the warlock chooses one spell of each arcanum level (PHB ch.3, SRD Warlock). */
export const ARCANUM_SPELLS_PER_LEVEL = 1;

/** Spells a warlock knows at one arcanum level (6th–9th): its arcanum choice, one at most. */
export function arcanumSpellsKnown(owned: readonly OwnedSpell[], levelOf: (spellId: string) => number | undefined, spellLevel: number): number {
  return owned.filter((o) => o.classId === 'warlock' && o.status === 'known' && levelOf(o.spellId) === spellLevel).length;
}

/** Arcanum spell levels of the character (none without warlock levels). */
export function arcanumLevelsOf(classes: readonly ClassLevel[]): ArcanumLevel[] {
  const level = warlockLevelOf(classes);
  return level > 0 ? mysticArcanumLevels(level) : [];
}
