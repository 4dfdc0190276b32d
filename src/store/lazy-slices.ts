// The actions only the lazy screens use (spellbook, table, session, homebrew) and the src/rules code
// they pull in: a lazy chunk, installed into the app's store by installLazySlices (app-store.ts)
// before any lazy screen renders. The first screen must not call them (lazy-install.test.ts).
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import { spellbookSlice, type SpellbookActions } from './spellbook';
import { tableSlice, type TableActions } from './table';
import { homebrewSlice, type HomebrewActions } from './homebrew';
import { sessionSlice, type SessionActions } from './session';

export type LazyActions = SpellbookActions & TableActions & HomebrewActions & SessionActions;

export const lazySlices: StateCreator<AppState, [], [], LazyActions> = (...a) => ({
  ...spellbookSlice(...a),
  ...tableSlice(...a),
  ...homebrewSlice(...a),
  ...sessionSlice(...a),
});
