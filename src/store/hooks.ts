// Subscriptions to one character: a component re-renders only when the value it selects changes
// (on the table screen a slot tap repaints the slot row, not the whole screen).
import { useAppStore } from './app-store';
import type { Character } from './types';

/** One value of character `id` (undefined once the character is gone, or without an id). Compared
 *  with Object.is, so `select` must return a primitive or a reference held in the store, never a
 *  fresh object/array. */
export function useCharacterValue<T>(id: string | null | undefined, select: (c: Character) => T): T | undefined {
  return useAppStore((s) => {
    const c = id ? s.characters.find((x) => x.id === id) : undefined;
    return c ? select(c) : undefined;
  });
}

/** The whole character: re-renders on every change of it (not for a screen that must stay cheap). */
export function useCharacter(id: string | null | undefined): Character | undefined {
  return useCharacterValue(id, (c) => c);
}
