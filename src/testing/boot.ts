// Test helper of the persistence tests (never imported by the app): booting a tab on a fake
// storage, reading what it stored, and disposing every controller after each test.
import { afterEach } from 'vitest';
import { createAppStore } from '../store/app-store';
import { createPersistence, initPersistence, usePersistenceStatus, whenHomebrewCheckLoaded, type PersistenceController } from '../persistence/index';
import { STORAGE_KEY } from '../persistence/keys';
import { SharedStore, readStored } from './fake-storage';

export const WIZ = { name: 'Mirek', classes: [{ classId: 'wizard', level: 3 }], abilities: { str: 10, dex: 10, con: 10, int: 16, wis: 10, cha: 10 } };
const running: PersistenceController[] = [];

/** A tab: with `events`, a controller that hears other tabs (the merge loaded first); without, the
 *  app's own start (initPersistence) with no events. */
export async function boot(storage: Storage | null, events: EventTarget | null = null) {
  if (events) await whenHomebrewCheckLoaded();
  const store = createAppStore();
  const ctl = events ? createPersistence(store, storage, { events: events as never }) : await initPersistence(store, storage, { events: null });
  running.push(ctl);
  return { store, ctl };
}
export const stored = readStored;
export const status = () => usePersistenceStatus.getState();
/** Storage holding `state` under the main key in the single-key form of `version`. */
export const seeded = (state: unknown, version = 1) => {
  const s = new SharedStore();
  s.map.set(STORAGE_KEY, JSON.stringify({ version, state }));
  return s;
};

afterEach(() => {
  for (const c of running.splice(0)) c.dispose();
});
