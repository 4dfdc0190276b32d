// Storage bench page (built by bench/bench.mjs with Vite, never part of the app's build): the app's
// own store and persistence code, timed in a 4×-throttled Chromium page. Nothing here changes or
// re-implements production code — it calls createAppStore() and createPersistence() as boot does.
import { createAppStore } from '../../src/store/app-store';
import { createPersistence, STORAGE_KEY } from '../../src/persistence';
import { usePersistenceStatus } from '../../src/persistence/status';

interface Result {
  load: number[];
  firstSave: number[];
  save: number[];
  characters: number;
  spells: number;
  repairs: number;
  mode: string;
  chars: number;
  stored: string;
}

declare global {
  interface Window {
    __storageBench: (raw: string, runs: number) => Result;
  }
}

window.__storageBench = (raw, runs) => {
  const out: Result = { load: [], firstSave: [], save: [], characters: 0, spells: 0, repairs: 0, mode: '', chars: 0, stored: '' };
  for (let i = 0; i < runs; i++) {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEY, raw);
    const store = createAppStore();
    // A listener subscribed before persistence runs first on every change: it marks the moment the
    // store has changed, so (end of setState − mark) is the persistence write alone.
    let mark = 0;
    store.subscribe(() => {
      mark = performance.now();
    });
    const t0 = performance.now();
    const p = createPersistence(store, localStorage, { events: null });
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
    // First change after load: nothing is cached yet, the whole state is serialised.
    out.firstSave.push(timed(() => store.getState().spendSlot(ids[0], 1)));
    // The usual change: one slot spent, then given back, on varying characters.
    for (let k = 0; k < 10; k++) {
      const id = ids[(Math.floor(k / 2) * 7 + 1) % ids.length];
      out.save.push(timed(() => (k % 2 === 0 ? store.getState().spendSlot(id, 1) : store.getState().restoreSlot(id, 1))));
    }
    p.dispose();
  }
  out.stored = localStorage.getItem(STORAGE_KEY) ?? '';
  out.chars = out.stored.length;
  return out;
};
