// The print screens' character: a wizard 5 / warlock 2 (INT 18, CHA 14; proficiency +3) with a
// cantrip, prepared spells, a spellbook spell and a warlock cantrip.
import { newCharacter } from '../store/defaults';
import type { Character } from '../store/types';

export function printWizard(): Character {
  const c = newCharacter('Elara Stříbrná', [{ classId: 'wizard', level: 5 }, { classId: 'warlock', level: 2 }], { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 14 });
  c.spells = [
    { spellId: 'fire-bolt', classId: 'wizard', status: 'known' },
    { spellId: 'magic-missile', classId: 'wizard', status: 'prepared' },
    { spellId: 'detect-magic', classId: 'wizard', status: 'inBook' },
    { spellId: 'fireball', classId: 'wizard', status: 'prepared' },
    { spellId: 'eldritch-blast', classId: 'warlock', status: 'known' },
  ];
  return c;
}
