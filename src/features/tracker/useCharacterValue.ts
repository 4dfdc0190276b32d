// Narrow subscriptions to one character for the table screen: a component re-renders only when the
// value it selects changes, so a slot tap repaints the slot row and not the whole screen.
import { useAppStore } from '../../store/app-store';
import type { Character } from '../../store/types';

/** One value of character `id` (undefined once the character is gone). Compared with Object.is, so
 *  `select` must return a primitive or a reference held in the store, never a fresh object/array. */
export function useCharacterValue<T>(id: string, select: (c: Character) => T): T | undefined {
  return useAppStore((s) => {
    const c = s.characters.find((x) => x.id === id);
    return c ? select(c) : undefined;
  });
}

/** The whole character: re-renders on every change of it (dialogs only, never the screen itself). */
export function useCharacter(id: string): Character | undefined {
  return useCharacterValue(id, (c) => c);
}
