// Spell slot tables, one row per class level 1..20, each row 9 counts (index 0 = 1st level).
// Sources: PHB ch.3 class tables / SRD 5.1 "Classes" (bard, cleric, druid, sorcerer, wizard share
// the full-caster progression; paladin and ranger share the half-caster one), PHB ch.6
// "Multiclass Spellcaster: Spell Slots per Spell Level" (identical to the full-caster rows), and
// PHB ch.3 "Eldritch Knight Spellcasting" / "Arcane Trickster Spellcasting" (not in the SRD nor in
// src/data/srd/class-spellcasting-tables.json: encoded here from the PHB).
// Full- and half-caster rows are checked cell by cell against the reference JSON in tables.test.ts.

/** Slot counts for spell levels 1..9 (index 0 = 1st). */
export type SlotRow = readonly [number, number, number, number, number, number, number, number, number];

/** Pads a row written as leading non-zero counts to all nine spell levels. */
function row(...counts: number[]): SlotRow {
  const r = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  counts.forEach((n, i) => {
    r[i] = n;
  });
  return r as unknown as SlotRow;
}

/** Full casters (bard, cleric, druid, sorcerer, wizard) by class level; also the multiclass
 *  spellcaster table by caster level. */
export const FULL_CASTER_SLOTS: readonly SlotRow[] = [
  row(2), // 1
  row(3), // 2
  row(4, 2), // 3
  row(4, 3), // 4
  row(4, 3, 2), // 5
  row(4, 3, 3), // 6
  row(4, 3, 3, 1), // 7
  row(4, 3, 3, 2), // 8
  row(4, 3, 3, 3, 1), // 9
  row(4, 3, 3, 3, 2), // 10
  row(4, 3, 3, 3, 2, 1), // 11
  row(4, 3, 3, 3, 2, 1), // 12
  row(4, 3, 3, 3, 2, 1, 1), // 13
  row(4, 3, 3, 3, 2, 1, 1), // 14
  row(4, 3, 3, 3, 2, 1, 1, 1), // 15
  row(4, 3, 3, 3, 2, 1, 1, 1), // 16
  row(4, 3, 3, 3, 2, 1, 1, 1, 1), // 17
  row(4, 3, 3, 3, 3, 1, 1, 1, 1), // 18
  row(4, 3, 3, 3, 3, 2, 1, 1, 1), // 19
  row(4, 3, 3, 3, 3, 2, 2, 1, 1), // 20
];

/** The multiclass spellcaster table (PHB ch.6) by caster level 1..20. */
export const MULTICLASS_SLOTS: readonly SlotRow[] = FULL_CASTER_SLOTS;

/** Half casters (paladin, ranger) by class level: Spellcasting from level 2. */
export const HALF_CASTER_SLOTS: readonly SlotRow[] = [
  row(), // 1
  row(2), // 2
  row(3), // 3
  row(3), // 4
  row(4, 2), // 5
  row(4, 2), // 6
  row(4, 3), // 7
  row(4, 3), // 8
  row(4, 3, 2), // 9
  row(4, 3, 2), // 10
  row(4, 3, 3), // 11
  row(4, 3, 3), // 12
  row(4, 3, 3, 1), // 13
  row(4, 3, 3, 1), // 14
  row(4, 3, 3, 2), // 15
  row(4, 3, 3, 2), // 16
  row(4, 3, 3, 3, 1), // 17
  row(4, 3, 3, 3, 1), // 18
  row(4, 3, 3, 3, 2), // 19
  row(4, 3, 3, 3, 2), // 20
];

/** Third casters (Eldritch Knight fighter, Arcane Trickster rogue) by fighter/rogue level:
 *  Spellcasting from level 3 (PHB ch.3, both subclass tables are identical in slots). */
export const THIRD_CASTER_SLOTS: readonly SlotRow[] = [
  row(), // 1
  row(), // 2
  row(2), // 3
  row(3), // 4
  row(3), // 5
  row(3), // 6
  row(4, 2), // 7
  row(4, 2), // 8
  row(4, 2), // 9
  row(4, 3), // 10
  row(4, 3), // 11
  row(4, 3), // 12
  row(4, 3, 2), // 13
  row(4, 3, 2), // 14
  row(4, 3, 2), // 15
  row(4, 3, 3), // 16
  row(4, 3, 3), // 17
  row(4, 3, 3), // 18
  row(4, 3, 3, 1), // 19
  row(4, 3, 3, 1), // 20
];
