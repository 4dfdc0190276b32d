// The sync engine without a server, for component tests: its records in memory, where join and
// leave requests wait. A test mocks '../../sync' so that syncEngine() returns `engine`, and adds
// what else its screen calls (moveServer, disable …) to it. Setting `data` tells the subscribers,
// as the engine does after each change of the records.
import type { SyncData } from '../persistence/sync-store';
import { applied, type SyncChange } from '../persistence/sync-records';

export function fakeSyncEngine() {
  const listeners = new Set<() => void>();
  let data = null as unknown as SyncData;
  const f = {
    get data() {
      return data;
    },
    set data(next: SyncData) {
      data = next;
      listeners.forEach((cb) => cb());
    },
    engine: {
      data: () => data,
      record: (id: string) => data.characters[id] ?? null,
      subscribe(cb: () => void) {
        listeners.add(cb);
        return () => listeners.delete(cb);
      },
      update(change: SyncChange) {
        f.data = applied(data, change);
      },
      binding: () => undefined,
    },
  };
  return f;
}
