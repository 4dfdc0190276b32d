// Maximum spell slots of a character. Sources: PHB ch.10 "Spell Slots", PHB ch.3 class tables,
// PHB ch.6 "Multiclass Spellcaster" table and "Pact Magic".
import { casterKind, spellcastingStartLevel } from './classes';
import { casterLevel } from './multiclass';
import { pactMagic } from './pact-magic';
import { FULL_CASTER_SLOTS, HALF_CASTER_SLOTS, MULTICLASS_SLOTS, THIRD_CASTER_SLOTS } from './tables/slot-tables';
import type { SlotRow } from './tables/slot-tables';
import type { ClassLevel, SlotArray } from './types';
import { assertClasses } from './validation';

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

/** The class's own slot table (full, half or third caster); null for Pact Magic and non-casters. */
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
 * The slot row of valid classes (index 0 = 1st level): one spellcasting class uses its own table;
 * several use the multiclass spellcaster table at casterLevel (PHB ch.6); null without one.
 * Warlock's Pact Magic is apart. The table's own row, no copy.
 */
export function slotRow(classes: readonly ClassLevel[]): SlotRow | null {
  let spellcasters = 0;
  let own: SlotRow | null = null;
  for (let i = 0; i < classes.length; i++) {
    const c = classes[i];
    const start = spellcastingStartLevel(c);
    const table = ownTable(c);
    if (table === null || start === null || c.level < start) continue;
    spellcasters++;
    own = table[c.level - 1];
  }
  return spellcasters > 1 ? MULTICLASS_SLOTS[casterLevel(classes) - 1] : own;
}

/**
 * Maximum slots of a character (slotRow, copied). Warlock pact slots separately by warlock level.
 * Throws RangeError on invalid classes.
 */
export function spellSlots(classes: readonly ClassLevel[]): SpellSlotsResult {
  assertClasses(classes);
  const row = slotRow(classes);
  const warlock = classes.find((c) => c.classId === 'warlock');
  return { slots: row ? [...row] : emptySlots(), pact: warlock ? pactMagic(warlock.level) : null };
}

/** Same as spellSlots: the maxima the UI draws pips for. */
export const maxSlots = spellSlots;
