// The one place where sync changes the store: a remote change is an action on the LATEST state of
// that character (never a copy written over it), stamped as this device's edit so other tabs take it.
import type { StoreApi } from 'zustand';
import type { AppState } from '../store/app-store';
import type { Character } from '../store/types';
import { touched } from '../store/defaults';

export type AppStore = Pick<StoreApi<AppState>, 'getState' | 'setState' | 'subscribe'>;

/** Applies `fn` to the current character `id`; `fn` returns null to leave it as it is. */
export function applyToCharacter(store: AppStore, id: string, fn: (c: Character) => Character | null): boolean {
  let done = false;
  store.setState((s) => {
    const i = s.characters.findIndex((c) => c.id === id);
    if (i < 0) return {};
    const next = fn(s.characters[i]);
    if (!next || next === s.characters[i]) return {};
    done = true;
    const list = [...s.characters];
    list[i] = { ...next, id, updatedAt: touched(s.characters[i].updatedAt) };
    return { characters: list };
  });
  return done;
}

/** Adds a character that arrived from another device (its own id here). */
export function addCharacter(store: AppStore, c: Character): void {
  store.setState((s) => ({ characters: [...s.characters, c], activeCharacterId: s.activeCharacterId ?? c.id }));
}

export const characterOf = (store: AppStore, id: string): Character | undefined => store.getState().characters.find((c) => c.id === id);
