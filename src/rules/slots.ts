// Maximum spell slots of a character. Sources: PHB ch.10 "Spell Slots", PHB ch.3 class tables,
// PHB ch.6 "Multiclass Spellcaster" table and "Pact Magic".
import { casterKind } from './classes';
import { casterLevel, spellcastingClasses, usesMulticlassTable } from './multiclass';
import { pactMagic } from './pact-magic';
import { FULL_CASTER_SLOTS, HALF_CASTER_SLOTS, MULTICLASS_SLOTS, THIRD_CASTER_SLOTS } from './tables/slot-tables';
import type { SlotRow } from './tables/slot-tables';
import type { ClassLevel, SlotArray } from './types';

export const SLOT_LEVELS = 9;

export interface SpellSlotsResult {
  /** 9 numbers, index 0 = 1st level */
  slots: number[];
  /** warlock Pact Magic, kept apart from the slots above */
  pact: { slotLevel: number; count: number } | null;
}

export function emptySlots(): SlotArray {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0];
}

function ownTable(c: ClassLevel): readonly SlotRow[] | null {
  switch (casterKind(c)) {
    case 'full':
      return FULL_CASTER_SLOTS;
    case 'half':
      return HALF_CASTER_SLOTS;
    case 'third':
      return THIRD_CASTER_SLOTS;
    default:
      return null;
  }
}

/**
 * Maximum slots of a character. One spellcasting class: that class's own table; several: the
 * multiclass spellcaster table at casterLevel(classes) (PHB ch.6). Warlock pact slots separately
 * by warlock level. Throws RangeError on invalid classes.
 */
export function spellSlots(classes: readonly ClassLevel[]): SpellSlotsResult {
  const casters = spellcastingClasses(classes);
  let slots = emptySlots();
  if (usesMulticlassTable(classes)) {
    const level = casterLevel(classes);
    slots = [...MULTICLASS_SLOTS[level - 1]];
  } else if (casters.length === 1) {
    const table = ownTable(casters[0]);
    if (table) slots = [...table[casters[0].level - 1]];
  }
  const warlock = classes.find((c) => c.classId === 'warlock');
  return { slots, pact: warlock ? pactMagic(warlock.level) : null };
}

/** Same as spellSlots: the maxima the UI draws pips for. */
export const maxSlots = spellSlots;
