// Cantrips known, spells known and sorcery points by class level 1..20 (index 0 = level 1).
// Sources: PHB ch.3 class tables / SRD 5.1 "Classes"; Eldritch Knight and Arcane Trickster from
// PHB ch.3 subclass tables (not in the SRD nor in the reference JSON). SRD-class columns are
// checked cell by cell against src/data/srd/class-spellcasting-tables.json in tables.test.ts.

export type LevelColumn = readonly number[];

/** Cantrips known (PHB ch.3). Paladin and ranger learn no cantrips. */
export const CANTRIPS_KNOWN: Readonly<
  Record<'bard' | 'cleric' | 'druid' | 'sorcerer' | 'warlock' | 'wizard' | 'eldritch-knight' | 'arcane-trickster', LevelColumn>
> = {
  bard: [2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
  cleric: [3, 3, 3, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
  druid: [2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
  sorcerer: [4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
  warlock: [2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
  wizard: [3, 3, 3, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
  // PHB Eldritch Knight: two wizard cantrips at 3rd level, a third at 10th.
  'eldritch-knight': [0, 0, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3],
  // PHB Arcane Trickster: mage hand plus two others at 3rd level (3), another at 10th (4).
  'arcane-trickster': [0, 0, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
};

/** Spells known of 1st level and higher (PHB ch.3). Warlock counts exclude Mystic Arcanum. */
export const SPELLS_KNOWN: Readonly<Record<'bard' | 'sorcerer' | 'warlock' | 'ranger' | 'third-caster', LevelColumn>> = {
  bard: [4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 15, 16, 18, 19, 19, 20, 22, 22, 22],
  sorcerer: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12, 13, 13, 14, 14, 15, 15, 15, 15],
  warlock: [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15],
  ranger: [0, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11],
  // PHB Eldritch Knight and Arcane Trickster share this column.
  'third-caster': [0, 0, 3, 4, 4, 4, 5, 6, 6, 7, 8, 8, 9, 10, 10, 11, 11, 11, 12, 13],
};

/** Sorcery points (PHB sorcerer "Font of Magic"): none at 1st level, then equal to sorcerer level. */
export const SORCERY_POINTS: LevelColumn = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
