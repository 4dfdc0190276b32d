// Stored states for e2e tests: the value of localStorage key `grimoar` ({version, state}) with
// characters in the app's full shape (src/store/types.ts), so every spec seeds the same valid data.
import { defaultConditions, freshCaster } from '../../src/store/defaults';

export type Status = 'known' | 'prepared' | 'inBook' | 'alwaysPrepared';
const now = '2024-01-01T00:00:00.000Z';

export interface CharacterSeed {
  id: string;
  name: string;
  classes: { classId: string; level: number; subclassId?: string }[];
  /** [spellId, status, classId?]: classId defaults to the first class */
  spells: [string, Status, string?][];
  abilities?: Record<'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha', number>;
  conditions?: Partial<{ silenced: boolean; handsFree: boolean; hasFocusOrPouch: boolean; materialsOwned: string[]; armourWorn: boolean; armourProficient: boolean; incapacitated: boolean }>;
}

export function storedCharacter(c: CharacterSeed) {
  return {
    id: c.id,
    name: c.name,
    classes: c.classes,
    abilities: c.abilities ?? { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 16 },
    spells: c.spells.map(([spellId, status, classId]) => ({ spellId, classId: classId ?? c.classes[0].classId, status })),
    caster: freshCaster(),
    conditions: { ...defaultConditions(), ...c.conditions },
    preparationPending: false,
    overrides: [],
    createdAt: now,
    updatedAt: now,
  };
}

export function storedState(characters: ReturnType<typeof storedCharacter>[], activeCharacterId: string, language: 'cs' | 'en' = 'cs') {
  return { version: 1, state: { characters, activeCharacterId, homebrew: [], settings: { language, theme: 'light' } } };
}
