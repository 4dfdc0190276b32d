// The spellbook screen's test character and queries, shared by its test files.
import { screen } from '@testing-library/react';
import { useAppStore } from '../store/app-store';
import { newCharacter } from '../store/defaults';
import type { Character } from '../store/types';
import type { OwnedSpell } from '../rules';

export const owned = (classId: OwnedSpell['classId'], status: OwnedSpell['status'], ...ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId, status }));

export function seedElminster(patch: Partial<Character> = {}): Character {
  const c = newCharacter('Elminster', [{ classId: 'wizard', level: 5 }, { classId: 'cleric', level: 2 }], { str: 8, dex: 14, con: 12, int: 16, wis: 14, cha: 10 });
  c.spells = [
    ...owned('wizard', 'known', 'fire-bolt', 'light'),
    ...owned('wizard', 'prepared', 'magic-missile', 'shield', 'fireball'),
    ...owned('wizard', 'inBook', 'detect-magic', 'misty-step'),
    ...owned('cleric', 'known', 'guidance'),
    ...owned('cleric', 'prepared', 'cure-wounds'),
    ...owned('cleric', 'alwaysPrepared', 'bless'),
  ];
  Object.assign(c, patch);
  useAppStore.setState({ characters: [...useAppStore.getState().characters, c], activeCharacterId: c.id });
  return c;
}

export const ready = () => screen.findByRole('heading', { level: 2, name: 'Kouzelník 5' }, { timeout: 15_000 });
export const wizard = () => screen.getByRole('heading', { level: 2, name: 'Kouzelník 5' }).closest('section')!;
export const cleric = () => screen.getByRole('heading', { level: 2, name: 'Klerik 2' }).closest('section')!;
export const statusOf = (c: Character, id: string, classId = 'wizard') => useAppStore.getState().characters.find((x) => x.id === c.id)!.spells.find((s) => s.spellId === id && s.classId === classId)?.status;
