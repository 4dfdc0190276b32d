// Sync state per character, for the UI: synchronised, waiting for a connection, or an error with
// its reason code (sync.reason.<code>).
import { create } from 'zustand';

/** pending + unreachable: the device is online but the server has not answered for a while (a
 *  mistyped address, a server that is down); changes wait on the device either way. */
export type SyncState = { state: 'synced' } | { state: 'pending'; unreachable?: true } | { state: 'error'; reason: SyncErrorCode };
export type SyncErrorCode = 'denied' | 'invalid' | 'storage' | 'empty' | 'tooLarge';

export const useSyncStatus = create<Record<string, SyncState>>(() => ({}));

/** A copy of a per-character map with `id` set to `value`, or left out when `value` is null. */
function withEntry<T>(all: Record<string, T>, id: string, value: T | null): Record<string, T> {
  const next = { ...all };
  if (value) next[id] = value;
  else delete next[id];
  return next;
}

const sameState = (a: SyncState, b: SyncState) =>
  a.state === b.state && (a.state !== 'error' || (b.state === 'error' && a.reason === b.reason)) && (a.state !== 'pending' || (b.state === 'pending' && a.unreachable === b.unreachable));

export function setSyncState(id: string, s: SyncState | null): void {
  const cur = useSyncStatus.getState()[id];
  if (s && cur && sameState(cur, s)) return;
  useSyncStatus.setState((all) => withEntry(all, id, s), true);
}

/** Characters whose document says they moved to another server than the one this device syncs
 *  them through (another device of the player moved them; doc.ts movedAway): id → that server. */
export const useMovedAway = create<Record<string, string>>(() => ({}));

export function setMovedAway(id: string, server: string | null): void {
  if ((useMovedAway.getState()[id] ?? null) === server) return;
  useMovedAway.setState((all) => withEntry(all, id, server), true);
}
