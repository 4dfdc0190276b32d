// The one zustand store. Slices call src/rules and apply results; src/persistence subscribes and
// is the only writer of storage.
import { create } from 'zustand';
import type { PersistedState } from './types';
import { initialState } from './defaults';
import { charactersSlice, type CharacterActions } from './characters';
import { spellbookSlice, type SpellbookActions } from './spellbook';
import { tableSlice, type TableActions } from './table';
import { settingsSlice, type SettingsActions } from './settings';
import { homebrewSlice, type HomebrewActions } from './homebrew';
import { ioSlice, type IoActions } from './io';
import { sessionSlice, type SessionActions } from './session';

export type AppState = PersistedState & CharacterActions & SpellbookActions & TableActions & SettingsActions & HomebrewActions & SessionActions & IoActions;

export const createAppStore = () =>
  create<AppState>()((...a) => ({
    ...initialState(),
    ...charactersSlice(...a),
    ...spellbookSlice(...a),
    ...tableSlice(...a),
    ...settingsSlice(...a),
    ...homebrewSlice(...a),
    ...ioSlice(...a),
    ...sessionSlice(...a),
  }));

export const useAppStore = createAppStore();

/** The persisted part of the state (actions stripped). */
export function pickPersisted(s: PersistedState): PersistedState {
  return { characters: s.characters, activeCharacterId: s.activeCharacterId, homebrew: s.homebrew, settings: s.settings };
}
