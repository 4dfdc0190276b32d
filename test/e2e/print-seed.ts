// A stored state (localStorage key `grimoar`) with one multiclass caster and 21 spells, some of
// them long (Symbol, Teleport, Strážný znak …) so that cards must shrink or continue.
import { storedCharacter, storedState, type Status } from './fixtures';

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

export const seedCharacter = storedCharacter({
  id: 'elara',
  name: 'Elara Stříbrná',
  classes: [{ classId: 'wizard', level: 13 }, { classId: 'warlock', level: 3 }],
  abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 14 },
  spells: [...wizard, ...warlock.map(([id, st]): [string, Status, string] => [id, st, 'warlock'])],
});

export function seedState(language: 'cs' | 'en' = 'cs') {
  return storedState([seedCharacter], seedCharacter.id, language);
}
