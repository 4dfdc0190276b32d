// The one zustand store, built from its slices (zustand's slices pattern). Slices call src/rules
// and apply results; src/persistence subscribes and is the only writer of storage.
import { create, type StoreApi } from 'zustand';
import type { PersistedState } from './types';
import type { EditSink } from './edit';
import { initialState } from './defaults';
import { charactersSlice, type CharacterActions } from './characters';
import { settingsSlice, type SettingsActions } from './settings';
import { ioSlice, type IoActions } from './io';
import { spellbookSlice, type SpellbookActions } from './spellbook';
import { homebrewSlice, type HomebrewActions } from './homebrew';
import { sessionSlice, type SessionActions } from './session';
import { gearSlice, type GearActions } from './gear';

/** State of this tab only, never stored: every tab acts on the character it has chosen, whatever
 *  another tab chooses (activeCharacterId, stored, is the last choice of any tab). */
export interface ThisTabState {
  chosenCharacterId: string | null;
  /** persistence's listener of character edits (null: none, e.g. before the load) */
  editSink: EditSink | null;
  /** persistence's listener of an import, told before it is applied: the list change is written
   *  whole or not at all, and the characters an import replacing everything removes are told to
   *  other tabs as replaced, not deleted (null: none) */
  importSink: ((everything: boolean) => void) | null;
}

export type AppState = PersistedState &
  ThisTabState &
  CharacterActions &
  SettingsActions &
  IoActions &
  SpellbookActions &
  HomebrewActions &
  SessionActions &
  GearActions;

/** The store as persistence and sync use it (the vanilla API, no React hook). */
export type AppStoreApi = Pick<StoreApi<AppState>, 'getState' | 'setState' | 'subscribe'>;

/** A store with the persisted state's defaults (tests and bench pages create their own). */
export const createAppStore = () =>
  create<AppState>()((...a) => ({
    ...initialState(),
    chosenCharacterId: null,
    editSink: null,
    importSink: null,
    ...charactersSlice(...a),
    ...settingsSlice(...a),
    ...ioSlice(...a),
    ...spellbookSlice(...a),
    ...homebrewSlice(...a),
    ...sessionSlice(...a),
    ...gearSlice(...a),
  }));

export const useAppStore = createAppStore();

/** The persisted part of the state (actions stripped). */
export function pickPersisted(s: PersistedState): PersistedState {
  return { characters: s.characters, activeCharacterId: s.activeCharacterId, homebrew: s.homebrew, settings: s.settings };
}

/** Whether two persisted states hold the same objects (store changes replace what they change). */
export function samePersisted(a: PersistedState, b: PersistedState): boolean {
  for (const k of Object.keys(a) as (keyof PersistedState)[]) if (a[k] !== b[k]) return false;
  return true;
}
