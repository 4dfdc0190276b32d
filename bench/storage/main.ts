// Storage bench page (built by bench/bench.mjs with Vite, never part of the app's build): the app's
// own store and persistence code, timed in a 4×-throttled Chromium page. Nothing here changes or
// re-implements production code — it calls createAppStore() and createPersistence() as boot does.
import { createAppStore, pickPersisted } from '../../src/store/app-store';
import { createPersistence, initPersistence, STORAGE_KEY } from '../../src/persistence';
import { usePersistenceStatus } from '../../src/persistence/status';
import { SharedStore } from '../../src/testing/fake-storage';
import { tableActions } from '../../src/store/table';

interface Result {
  load: number[];
  firstSave: number[];
  save: number[];
  characters: number;
  spells: number;
  repairs: number;
  mode: string;
  /** characters stored in all the app's keys (UTF-16 code units) */
  chars: number;
  /** the texts of all the app's keys, joined (for the UTF-8 size) */
  stored: string;
  keys: number;
}

/** The app's keys and their texts. */
type Snapshot = Record<string, string>;

declare global {
  interface Window {
    __storageSeed: (raw: string) => Promise<Snapshot>;
    __storageBench: (snapshot: Snapshot, runs: number) => Result;
  }
}

const appKeys = (): Snapshot => {
  const out: Snapshot = {};
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i)!;
    if (k === STORAGE_KEY || k.startsWith(`${STORAGE_KEY}:`)) out[k] = localStorage.getItem(k)!;
  }
  return out;
};

/** Seeds storage with what the app's own persistence writes for the version-1 text `raw`: the app
 *  loads `raw` (from an in-memory storage) and then saves that state into the empty localStorage in
 *  the current layout. Not migrated in place: the 5,000-homebrew stress state (3.2 M characters)
 *  cannot be in localStorage twice, and an in-place migration briefly needs both copies (the
 *  version-1 text and the new keys). Returns what the app stored. */
window.__storageSeed = async (raw) => {
  const mem = new SharedStore();
  mem.map.set(STORAGE_KEY, raw);
  const loaded = createAppStore();
  // initPersistence, as the app starts: it loads the homebrew check first when storage holds some
  (await initPersistence(loaded, mem.view(), { events: null })).dispose();
  const state = pickPersisted(loaded.getState());
  const seed = (JSON.parse(raw) as { state: { characters: unknown[]; homebrew?: unknown[] } }).state;
  if (state.characters.length !== seed.characters.length || state.homebrew.length !== (seed.homebrew?.length ?? 0)) throw new Error(`the app did not load the seed: ${state.characters.length} characters, ${state.homebrew.length} homebrew spells`);
  localStorage.clear();
  const store = createAppStore();
  // locks: null: the writer writes at once (with Web Locks it writes when the lock is granted)
  const p = createPersistence(store, localStorage, { events: null, locks: null });
  store.setState(state); // the app's own writer stores it (a store change, as any action)
  p.dispose();
  const keys = appKeys();
  const written = JSON.parse(keys[STORAGE_KEY] ?? '{}') as { characters?: unknown[] };
  if (p.mode !== 'ok' || usePersistenceStatus.getState().unsaved || written.characters?.length !== state.characters.length) throw new Error(`the app did not store the seed (mode ${p.mode})`);
  return keys;
};

window.__storageBench = (snapshot, runs) => {
  const out: Result = { load: [], firstSave: [], save: [], characters: 0, spells: 0, repairs: 0, mode: '', chars: 0, stored: '', keys: 0 };
  for (let i = 0; i < runs; i++) {
    localStorage.clear();
    for (const [k, v] of Object.entries(snapshot)) localStorage.setItem(k, v);
    const store = createAppStore();
    // A listener subscribed before persistence runs first on every change: it marks the moment the
    // store has changed, so (end of setState − mark) is the persistence write alone.
    let mark = 0;
    store.subscribe(() => {
      mark = performance.now();
    });
    const t0 = performance.now();
    // locks: null: the write runs inside the action, so it is timed (with Web Locks the same
    // writer runs a moment later, when the lock is granted)
    const p = createPersistence(store, localStorage, { events: null, locks: null });
    out.load.push(performance.now() - t0);
    const s = store.getState();
    out.characters = s.characters.length;
    out.spells = s.characters.reduce((a, c) => a + c.spells.length, 0);
    out.repairs = usePersistenceStatus.getState().repairs;
    out.mode = p.mode;
    // characters with regular slots (a pure warlock has only pact slots)
    const ids = s.characters.filter((c) => c.caster.spentSlots[0] > 0).map((c) => c.id);
    const timed = (action: () => { ok: boolean }) => {
      mark = 0;
      const r = action();
      const end = performance.now();
      if (!r.ok || mark === 0) throw new Error('a bench action did not change the state');
      return end - mark;
    };
    // First change after load (cold code, nothing serialised yet).
    out.firstSave.push(timed(() => tableActions(store).spendSlot(ids[0], 1)));
    // The usual change: one slot spent, then given back, on varying characters.
    for (let k = 0; k < 10; k++) {
      const id = ids[(Math.floor(k / 2) * 7 + 1) % ids.length];
      out.save.push(timed(() => (k % 2 === 0 ? tableActions(store).spendSlot(id, 1) : tableActions(store).restoreSlot(id, 1))));
    }
    p.dispose();
  }
  const texts = Object.values(appKeys());
  out.keys = texts.length;
  out.stored = texts.join('');
  out.chars = out.stored.length;
  return out;
};
