// A stored state (localStorage key `grimoar`) with one multiclass caster and 21 spells, some of
// them long (Symbol, Teleport, Strážný znak …) so that cards must shrink or continue.
const now = '2024-01-01T00:00:00.000Z';

type Status = 'known' | 'prepared' | 'inBook' | 'alwaysPrepared';
const wizard: [string, Status][] = [
  ['fire-bolt', 'known'], ['mage-hand', 'known'], ['prestidigitation', 'known'],
  ['magic-missile', 'prepared'], ['shield', 'prepared'], ['detect-magic', 'inBook'], ['feather-fall', 'prepared'],
  ['misty-step', 'prepared'], ['hold-person', 'inBook'],
  ['fireball', 'prepared'], ['counterspell', 'prepared'], ['glyph-of-warding', 'prepared'],
  ['control-water', 'inBook'], ['polymorph', 'prepared'],
  ['animate-objects', 'prepared'], ['wall-of-force', 'prepared'],
  ['guards-and-wards', 'inBook'],
  ['teleport', 'prepared'], ['symbol', 'prepared'],
];
const warlock: [string, Status][] = [['eldritch-blast', 'known'], ['hellish-rebuke', 'known'], ['charm-person', 'known']];

export const SEED_SPELL_IDS = [...wizard, ...warlock].map(([id]) => id);
/** ids castable today (not the unprepared spellbook entries) */
export const SEED_READY_IDS = [...wizard, ...warlock].filter(([, s]) => s !== 'inBook').map(([id]) => id);

export const seedCharacter = {
  id: 'elara',
  name: 'Elara Stříbrná',
  classes: [{ classId: 'wizard', level: 13 }, { classId: 'warlock', level: 3 }],
  abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 14 },
  spells: [...wizard.map(([spellId, status]) => ({ spellId, classId: 'wizard', status })), ...warlock.map(([spellId, status]) => ({ spellId, classId: 'warlock', status }))],
  caster: {
    spentSlots: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    spentPact: 0,
    arcanumUsed: [],
    sorceryPointsSpent: 0,
    arcaneRecoveryUsed: false,
    concentration: null,
    turn: { round: 1, bonusActionSpellCast: false, nonCantripSpellCast: false },
    effects: [],
  },
  conditions: { silenced: false, handsFree: true, hasFocusOrPouch: true, materialsOwned: [], armourWorn: false, armourProficient: true, incapacitated: false },
  preparationPending: false,
  overrides: [],
  createdAt: now,
  updatedAt: now,
};

export function seedState(language: 'cs' | 'en' = 'cs') {
  return { version: 1, state: { characters: [seedCharacter], activeCharacterId: seedCharacter.id, homebrew: [], settings: { language, theme: 'light' } } };
}
