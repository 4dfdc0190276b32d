// What a write tells the storage status: a failed setItem raises "Neuloženo" (storage full or
// another error) and marks the tab failed; a successful one clears it and records when and how long.
import { isQuotaError } from './storage';
import { usePersistenceStatus } from './status';
import type { TabState } from './tab-state';

export function failed(t: TabState, e: unknown): void {
  t.failed = true;
  usePersistenceStatus.setState({ unsaved: isQuotaError(e) ? 'quota' : 'error' });
}

/** `t0`: when the write began (performance.now()) */
export function saved(t: TabState, t0: number): void {
  t.failed = false;
  usePersistenceStatus.setState({ unsaved: null, lastSavedAt: t.now().toISOString(), lastWriteMs: performance.now() - t0 });
}
