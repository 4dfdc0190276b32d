// The sync records as the engine shows them (this tab's waiting changes folded onto the latest
// stored copy), rendered again after each change, this tab's or another tab's.
import { useSyncExternalStore } from 'react';
import { syncEngine } from '../../sync';
import type { SyncData } from '../../persistence/sync-store';

/** `select` returns a part of the records as it is (a new array made here would render forever). */
export function useSyncRecords<T>(select: (d: SyncData) => T): T {
  const engine = syncEngine();
  return useSyncExternalStore(engine.subscribe, () => select(engine.data()));
}
