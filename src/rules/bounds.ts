// Whether a caster's counters are already within the bounds clampState (state.ts) brings them to:
// spent slots 0..table max per level (PHB ch.10 "Spell Slots", ch.6 multiclass table), spent pact
// slots 0..pact count, Mystic Arcanum only for levels the warlock has (each once), sorcery points
// spent 0..max, created slots whole numbers >= 0 for levels 1..5 only (absent = none).
// Loading stored data asks this of every character at every start, in code the JIT has not seen
// yet: the answer is computed from the tables directly (slotRow: the table's own row), without
// building slot arrays, copies or Sets. clampState stays the repair (and the specification:
// bounds.test.ts proves they agree).
import { MAX_CREATED_SLOT_LEVEL } from './state';
import { SLOT_LEVELS, slotRow } from './slots';
import { MYSTIC_ARCANUM_FROM_LEVEL, PACT_SLOTS } from './tables/pact-tables';
import { SORCERY_POINTS } from './tables/known-tables';
import type { CasterState, ClassLevel } from './types';
import { isClassId, MAX_CHARACTER_LEVEL } from './validation';

/** The counters clampState bounds. */
export type CasterCounters = Pick<CasterState, 'spentSlots' | 'spentPact' | 'arcanumUsed' | 'sorceryPointsSpent' | 'extraSlots'>;

/** A whole number 0..max, as clampState leaves it (its clamp floors and cuts everything else). */
function countIn(v: unknown, max: number): boolean { return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max; }

/**
 * True when clampState would leave these counters as they are (arcanumUsed: the same levels, in
 * any order, none twice). False also for classes clampState refuses (see assertClasses): they
 * have no bounds. Never throws.
 */
export function casterWithinBounds(classes: readonly ClassLevel[], r: CasterCounters): boolean {
  if (!Array.isArray(classes) || classes.length === 0) return false;
  let total = 0;
  let warlock = 0;
  let sorcerer = 0;
  for (let i = 0; i < classes.length; i++) {
    const c = classes[i];
    if (c === null || typeof c !== 'object' || !isClassId(c.classId) || !Number.isInteger(c.level) || c.level < 1 || c.level > MAX_CHARACTER_LEVEL) return false;
    for (let j = 0; j < i; j++) if (classes[j].classId === c.classId) return false;
    total += c.level;
    if (c.classId === 'warlock') warlock = c.level;
    else if (c.classId === 'sorcerer') sorcerer = c.level;
  }
  if (total > MAX_CHARACTER_LEVEL) return false;
  const row = slotRow(classes);

  const spent: unknown = r.spentSlots;
  if (!Array.isArray(spent) || spent.length !== SLOT_LEVELS) return false;
  for (let i = 0; i < SLOT_LEVELS; i++) if (!countIn(spent[i], row ? row[i] : 0)) return false;
  if (!countIn(r.spentPact, warlock ? PACT_SLOTS[warlock - 1].count : 0)) return false;
  if (!countIn(r.sorceryPointsSpent, sorcerer ? SORCERY_POINTS[sorcerer - 1] : 0)) return false;

  const arcanum: unknown = r.arcanumUsed;
  if (!Array.isArray(arcanum)) return false;
  for (let i = 0; i < arcanum.length; i++) {
    const l: unknown = arcanum[i];
    if ((l !== 6 && l !== 7 && l !== 8 && l !== 9) || warlock < MYSTIC_ARCANUM_FROM_LEVEL[l]) return false;
    for (let j = 0; j < i; j++) if (arcanum[j] === l) return false;
  }

  const extra: unknown = r.extraSlots;
  if (extra === undefined) return true;
  if (!Array.isArray(extra) || extra.length !== SLOT_LEVELS) return false;
  for (let i = 0; i < SLOT_LEVELS; i++) if (!countIn(extra[i], i < MAX_CREATED_SLOT_LEVEL ? Number.MAX_SAFE_INTEGER : 0)) return false;
  return true;
}
