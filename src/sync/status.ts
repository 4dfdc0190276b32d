// Sync state per character, for the UI: synchronised, waiting for a connection, or an error with
// its reason code (sync.reason.<code>).
import { create } from 'zustand';

export type SyncState = { state: 'synced' } | { state: 'pending' } | { state: 'error'; reason: SyncErrorCode };
export type SyncErrorCode = 'denied' | 'invalid' | 'storage' | 'empty' | 'otherServer' | 'badServer' | 'tooLarge';

export const useSyncStatus = create<Record<string, SyncState>>(() => ({}));

export function setSyncState(id: string, s: SyncState | null): void {
  const cur = useSyncStatus.getState()[id];
  if (s && cur && cur.state === s.state && (cur.state !== 'error' || (s.state === 'error' && cur.reason === s.reason))) return;
  useSyncStatus.setState((all) => {
    const next = { ...all };
    if (s) next[id] = s;
    else delete next[id];
    return next;
  }, true);
}
