// The one zustand store. Slices call src/rules and apply results; src/persistence subscribes and
// is the only writer of storage.
// The first screen's code holds only the actions it needs (characters, settings, import); the
// actions of the lazy screens and the rules behind them (lazy-slices.ts) are a lazy chunk that
// installLazySlices adds before a lazy screen renders (App.tsx). Until then each of those actions
// is a guard that throws. This module must never import lazy-slices.ts statically: that would pull
// the chunk back into the first screen's JS (test/e2e/bytes.spec.ts).
import { create, type StateCreator, type StoreApi } from 'zustand';
import type { PersistedState } from './types';
import { initialState } from './defaults';
import { charactersSlice, type CharacterActions } from './characters';
import { settingsSlice, type SettingsActions } from './settings';
import { ioSlice, type IoActions } from './io';
import type { LazyActions } from './lazy-slices';
import { LAZY_ACTIONS } from './lazy-names';

export type AppState = PersistedState & CharacterActions & SettingsActions & IoActions & LazyActions;

type LazyCreator = StateCreator<AppState, [], [], LazyActions>;

/** The lazy slices once loaded; stores created after that get them at once. */
let lazyCreator: LazyCreator | null = null;

function notLoaded(): LazyActions {
  const guards: Record<string, () => never> = {};
  for (const name of LAZY_ACTIONS)
    guards[name] = () => {
      throw new Error(`store action ${name} called before installLazySlices(): only lazy screens may use it`);
    };
  return guards as unknown as LazyActions;
}

/** A store with the persisted state's defaults. Complete once the lazy slices are loaded
 *  (installLazySlices, or provideLazySlices in tests and bench pages); before that the lazy
 *  actions are guards. */
export const createAppStore = () =>
  create<AppState>()((...a) => ({
    ...initialState(),
    ...charactersSlice(...a),
    ...settingsSlice(...a),
    ...ioSlice(...a),
    ...(lazyCreator ? lazyCreator(...a) : notLoaded()),
  }));

export const useAppStore = createAppStore();

const installed = new WeakMap<StoreApi<AppState>, true>();

function install(store: StoreApi<AppState>, creator: LazyCreator): void {
  lazyCreator = creator;
  if (installed.has(store)) return;
  // Only actions are replaced: the persisted state keeps its references, so persistence writes nothing.
  store.setState(creator(store.setState, store.getState, store));
  installed.set(store, true);
}

let loading: Promise<LazyCreator> | null = null;

/** Loads the lazy actions into `store` (once per store; a failed load is retried on the next call). */
export function installLazySlices(store: StoreApi<AppState> = useAppStore): Promise<void> {
  if (lazyCreator) {
    install(store, lazyCreator);
    return Promise.resolve();
  }
  loading ??= import('./lazy-slices').then((m) => m.lazySlices);
  const p = loading;
  p.catch(() => (loading = null));
  return p.then((creator) => install(store, creator));
}

/** Synchronous install of an already imported lazy-slices module (tests, bench pages), into
 *  useAppStore and every store created afterwards. */
export function provideLazySlices(creator: LazyCreator): void {
  install(useAppStore, creator);
}

/** The persisted part of the state (actions stripped). */
export function pickPersisted(s: PersistedState): PersistedState {
  return { characters: s.characters, activeCharacterId: s.activeCharacterId, homebrew: s.homebrew, settings: s.settings };
}
