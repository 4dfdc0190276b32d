// The sync engine without a server, for component tests: its records in memory, where join and
// leave requests wait. A test mocks '../../sync' so that syncEngine() returns `engine`, and adds
// what else its screen calls (moveServer, disable …) to it.
import type { SyncData } from '../persistence/sync-store';

export function fakeSyncEngine() {
  const f = {
    data: null as unknown as SyncData,
    engine: {
      data: () => f.data,
      record: (id: string) => f.data.characters[id] ?? null,
      update(fn: (d: SyncData) => void) {
        const next = structuredClone(f.data);
        fn(next);
        f.data = next;
      },
      binding: () => undefined,
    },
  };
  return f;
}
