// Sync's entry (a lazy chunk): the app's one engine and the helpers the sync screens use.
import { useAppStore } from '../store/app-store';
import { createEngine, type SyncEngine } from './engine';
export { UNREACHABLE_MS } from './engine';
import { startTableRequests } from './table';
import { normaliseServer, sameServer } from './connection';
import type { SyncData } from '../persistence/sync-store';

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

/** A device link. `character` (the character's id on the device that made it) lets a device that
 *  has that character already say so; like a table's name it goes in the query, which an app that
 *  does not know it yet ignores. */
export const deviceLink = (origin: string, key: string, server: string, character?: string) =>
  `${origin.replace(/\/+$/, '')}/${character ? `?${CHARACTER_PARAM}=${encodeURIComponent(character)}` : ''}#sync=${key}&server=${encodeURIComponent(server)}`;
export const CHARACTER_PARAM = 'postava';
/** The players' link to a table. `name` (the GM's name of the table) tells the player which table it
 *  is; it goes in the query, where an app that does not know it yet ignores it (the hash it parses
 *  strictly). */
export const tableLink = (origin: string, join: string, server: string, name?: string) =>
  `${origin.replace(/\/+$/, '')}/${name ? `?${TABLE_NAME_PARAM}=${encodeURIComponent(name)}` : ''}#stul=${join}&server=${encodeURIComponent(server)}`;
export const TABLE_NAME_PARAM = 'nazev';

/** Whether a link's server address came whole: one the URL parser would change is not what the app
 *  wrote (text a chat app stuck on after a space, an IP address cut short that the parser fills in:
 *  "127.0.0" is 127.0.0.0). A host beyond ASCII is left to the connection. */
function whole(server: string): boolean {
  const url = normaliseServer(server);
  if (!url) return false;
  const host = (/^wss?:\/\/([^/?#]+)/i.exec(server)?.[1] ?? '').toLowerCase().replace(/:(443|80)$/, '');
  return /[^\x20-\x7e]/.test(host) || new URL(url).host === host;
}

/** `#sync=<key>&server=<url>` / `#stul=<join key>&server=<url>` → what it asks for; null: neither. */
export function parseSyncHash(hash: string, search = ''): { kind: 'device' | 'table'; key: string; server: string; name?: string; character?: string } | { kind: 'broken' } | null {
  if (!/^#(sync|stul)=/.test(hash)) return null;
  // a link cut short or changed on its way (a chat app, a copy by hand): said, not ignored
  const broken = { kind: 'broken' as const };
  const m = /^#(sync|stul)=([A-Za-z0-9_-]{43})&server=([^&]*)$/.exec(hash);
  if (!m) return broken;
  let server: string;
  let name: string | undefined;
  let character: string | undefined;
  try {
    server = decodeURIComponent(m[3]);
    const q = new URLSearchParams(search);
    name = m[1] === 'stul' ? q.get(TABLE_NAME_PARAM)?.trim().slice(0, 80) || undefined : undefined;
    // only a hint for finding a local copy: a wrong one finds nothing, the key alone decides the sync
    character = m[1] === 'sync' ? q.get(CHARACTER_PARAM)?.trim() || undefined : undefined;
  } catch {
    return broken;
  }
  if (!/^wss?:\/\/[^/\s]/.test(server) || server.length > 500 || !whole(server)) return broken;
  if (character && character.length > 100) character = undefined;
  return { kind: m[1] === 'sync' ? 'device' : 'table', key: m[2], server, ...(name ? { name } : {}), ...(character ? { character } : {}) };
}

/** The character of a device link when this device has it already: synced here through that link
 *  (`linked`, found by its key; `otherServer`: the server it syncs through here, when the link names
 *  another one — the group moved its server), or the very character the link was made from (its id
 *  in the link) that no longer syncs here through it. Null: the link brings a character new here. */
export function localCopy(data: SyncData, ids: readonly string[], link: { key: string; server: string; character?: string }): { id: string; linked: boolean; otherServer?: string } | null {
  const here = new Set(ids);
  const synced = Object.entries(data.characters).find(([id, r]) => r.key === link.key && here.has(id));
  if (synced) return { id: synced[0], linked: true, ...(sameServer(synced[1].server, link.server) ? {} : { otherServer: synced[1].server }) };
  return link.character && here.has(link.character) ? { id: link.character, linked: false } : null;
}

export { useMovedAway, useSyncStatus } from './status';
export type { SyncState } from './status';
export { checkServer, sameServer, type ServerError } from './connection';
export { backAtTables, dismissLeave, joinTable, leaveTable, leaveTablesOnDelete } from './table';
export { giveUpAt } from './leaves';
export { forgetTable, watchTable } from './party';
export type { PartyState } from './party';
export { joinKeyOf, newKey } from './keys';
