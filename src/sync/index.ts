// Sync's entry (a lazy chunk): the app's one engine and the helpers the sync screens use.
import { useAppStore } from '../store/app-store';
import { createEngine, type SyncEngine } from './engine';
import { startTableRequests } from './table';

let engine: SyncEngine | null = null;

export function syncEngine(): SyncEngine {
  if (!engine) {
    engine = createEngine(useAppStore);
    startTableRequests(engine);
  }
  return engine;
}

/** The default server address: the one last used here, else the build's VITE_SYNC_URL. */
export function defaultServer(): string {
  return syncEngine().data().server || (import.meta.env.VITE_SYNC_URL as string | undefined) || '';
}

export const deviceLink = (origin: string, key: string, server: string) => `${origin.replace(/\/+$/, '')}/#sync=${key}&server=${encodeURIComponent(server)}`;
/** The players' link to a table. `name` (the GM's name of the table) tells the player which table it
 *  is; it goes in the query, where an app that does not know it yet ignores it (the hash it parses
 *  strictly). */
export const tableLink = (origin: string, join: string, server: string, name?: string) =>
  `${origin.replace(/\/+$/, '')}/${name ? `?${TABLE_NAME_PARAM}=${encodeURIComponent(name)}` : ''}#stul=${join}&server=${encodeURIComponent(server)}`;
export const TABLE_NAME_PARAM = 'nazev';

/** `#sync=<key>&server=<url>` / `#stul=<join key>&server=<url>` → what it asks for; null: neither. */
export function parseSyncHash(hash: string, search = ''): { kind: 'device' | 'table'; key: string; server: string; name?: string } | { kind: 'broken' } | null {
  if (!/^#(sync|stul)=/.test(hash)) return null;
  // a link cut short or changed on its way (a chat app, a copy by hand): said, not ignored
  const broken = { kind: 'broken' as const };
  const m = /^#(sync|stul)=([A-Za-z0-9_-]{43})&server=([^&]*)$/.exec(hash);
  if (!m) return broken;
  let server: string;
  let name: string | undefined;
  try {
    server = decodeURIComponent(m[3]);
    name = m[1] === 'stul' ? new URLSearchParams(search).get(TABLE_NAME_PARAM)?.trim().slice(0, 80) || undefined : undefined;
  } catch {
    return broken;
  }
  if (!/^wss?:\/\/[^/\s]/.test(server) || server.length > 500) return broken;
  return { kind: m[1] === 'sync' ? 'device' : 'table', key: m[2], server, ...(name ? { name } : {}) };
}

export { useSyncStatus } from './status';
export type { SyncState } from './status';
export { normaliseServer } from './connection';
export { joinTable, leaveTable } from './table';
export { watchTable } from './party';
export type { Member, PartyState } from './party';
export { joinKeyOf, newKey } from './keys';
