// The one place where sync changes the store: a remote change is an edit (updateCharacter, the one
// action path of every character edit), so persistence applies it again to the LATEST stored copy of
// that character under its Web Lock, exactly as a tap (docs/decisions/0007); never a copy written
// over it. `fn` may therefore run more than once, on newer copies.
import type { AppStoreApi } from '../store/app-store';
import type { Character } from '../store/types';
import { fail } from '../store/result';


/** Applies `fn` to the current character `id` through the store's updateCharacter (the one path of
 *  every character edit, which stamps updatedAt); `fn` returns null to leave it as it is. */
export function applyToCharacter(store: AppStoreApi, id: string, fn: (c: Character) => Character | null): boolean {
  const r = store.getState().updateCharacter(id, (c) => {
    const next = fn(c);
    return next && next !== c ? { ...next, id } : fail('unchanged');
  });
  return r.ok;
}

/** Adds a character that arrived from another device (its own id here). */
export function addCharacter(store: AppStoreApi, c: Character): void {
  store.setState((s) => ({ characters: [...s.characters, c], activeCharacterId: s.activeCharacterId ?? c.id }));
}

export const characterOf = (store: AppStoreApi, id: string): Character | undefined => store.getState().characters.find((c) => c.id === id);
