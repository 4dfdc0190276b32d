// The two-tab merge is a lazy chunk that a tab loads when the browser is idle after its start (or
// at once when another tab writes). Data-loss hazard: in the window before it has loaded, another
// tab's write must not be overwritten by this tab, and neither tab's change may be lost once the
// merge arrives. A fresh module instance (vi.resetModules) starts without the merge, as the app does;
// the other tab runs on this file's own instance.
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store/app-store';
import { createPersistence } from './index';
import { SharedStore, readStored } from '../testing/fake-storage';

const WIZ = { name: 'Lia', classes: [{ classId: 'wizard', level: 3 }], abilities: { str: 10, dex: 10, con: 10, int: 16, wis: 10, cha: 10 } };
const names = (s: { getState(): { characters: { name: string }[] } }) =>
  s
    .getState()
    .characters.map((c) => c.name)
    .sort();
const storedNames = (shared: SharedStore) => readStored(shared).state.characters.map((c) => c.name).sort();

describe('two tabs before the merge code has loaded', () => {
  it("keeps the other tab's write and this tab's change, and writes both once the merge is there", async () => {
    const shared = new SharedStore();
    const ea = new EventTarget();
    const A = createAppStore();
    const ctlA = createPersistence(A, shared.view(ea), { events: ea as never });
    A.getState().createCharacter(WIZ);
    A.getState().createCharacter({ ...WIZ, name: 'Bo' });
    const [lia, bo] = A.getState().characters.map((c) => c.id);

    vi.resetModules();
    const fresh = await import('./index');
    const freshStore = await import('../store/app-store');
    const eb = new EventTarget();
    const B = freshStore.createAppStore();
    const ctlB = fresh.createPersistence(B, shared.view(eb), { events: eb as never });
    try {
      expect(fresh.usePersistenceStatus.getState().mode).toBe('ok');
      // Synchronously, so the merge chunk cannot have arrived: A writes, then B changes another character.
      A.getState().renameCharacter(lia, 'Lia Nová');
      B.getState().renameCharacter(bo, 'Bo Nový');
      expect(storedNames(shared)).toEqual(['Bo', 'Lia Nová']); // B did not write over A's save
      expect(names(B)).toEqual(['Bo Nový', 'Lia']); // B's change waits in memory

      await fresh.whenMergeLoaded();
      await vi.waitFor(() => expect(names(B)).toEqual(['Bo Nový', 'Lia Nová']));
      expect(storedNames(shared)).toEqual(['Bo Nový', 'Lia Nová']);
      await vi.waitFor(() => expect(names(A)).toEqual(['Bo Nový', 'Lia Nová'])); // B's write reached A as a storage event
    } finally {
      ctlB.dispose();
      ctlA.dispose();
    }
  });
});
