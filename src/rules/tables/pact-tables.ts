// Warlock Pact Magic and Mystic Arcanum by warlock level (PHB ch.3 "Warlock" table / SRD 5.1).
// Checked cell by cell against src/data/srd/class-spellcasting-tables.json in tables.test.ts
// (the JSON stores pact slots in its slot fields).

export interface PactRow {
  /** number of pact slots */
  readonly count: number;
  /** level of every pact slot (1..5) */
  readonly slotLevel: number;
}

function pact(count: number, slotLevel: number): PactRow {
  return { count, slotLevel };
}

/** Pact slots by warlock level 1..20: 1x1st, 2x1st, 2x2nd (3), 2x3rd (5), 2x4th (7), 2x5th (9),
 *  3x5th (11), 4x5th (17). */
export const PACT_SLOTS: readonly PactRow[] = [
  pact(1, 1), // 1
  pact(2, 1), // 2
  pact(2, 2), // 3
  pact(2, 2), // 4
  pact(2, 3), // 5
  pact(2, 3), // 6
  pact(2, 4), // 7
  pact(2, 4), // 8
  pact(2, 5), // 9
  pact(2, 5), // 10
  pact(3, 5), // 11
  pact(3, 5), // 12
  pact(3, 5), // 13
  pact(3, 5), // 14
  pact(3, 5), // 15
  pact(3, 5), // 16
  pact(4, 5), // 17
  pact(4, 5), // 18
  pact(4, 5), // 19
  pact(4, 5), // 20
];

/** Mystic Arcanum: spell level -> warlock level that grants it (one cast each per long rest). */
export const MYSTIC_ARCANUM_FROM_LEVEL: Readonly<Record<6 | 7 | 8 | 9, number>> = {
  6: 11,
  7: 13,
  8: 15,
  9: 17,
};
