// What device sync keeps in this browser: which characters sync (their device key, server, tables)
// and the GM's tables (`grimoar:sync`), and each synced character's Yjs document state
// (`grimoar:y:<character id>`, base64), so that changes made offline survive a restart and go out
// on reconnect. Here: the records' format (decoded from and encoded to their stored text) and the
// document state. The records are read and written only by sync-records.ts (each write a
// read-modify-write of the latest copy: several tabs share them). `hasSyncData` is cheap: the first
// screen asks it to decide whether the sync code loads at all.
import { isObj } from './shape';
import { browserStorage } from './storage';

export const SYNC_KEY = 'grimoar:sync';
const DOC_PREFIX = 'grimoar:y:';

export interface SyncedCharacter {
  key: string;
  server: string;
  /** join keys of the tables this character is shown at; `pending` ones wait for a connection */
  tables: {
    join: string;
    server: string;
    state: 'joined' | 'joining' | 'leaving';
    /** the GM's name of the table, from its link */
    name?: string;
    /** a leave: when the player asked for it (ms since the epoch; missing in older records until
     *  first seen); given up like any pending leave (sync/table.ts) */
    since?: number;
    /** the character's document says this state already (sync/seats.ts): the player's other
     *  devices know it; missing in records of older versions, which are told on their first start */
    shared?: true;
  }[];
}
export interface GmTable {
  gmKey: string;
  server: string;
  name: string;
  createdAt: string;
}
/** A "leave this table" of a character that no longer syncs here (or moved to another server),
 *  still to reach the server that showed it at the table. */
export interface PendingLeave {
  key: string;
  server: string;
  join: string;
  /** the character's id here (its sync dialog says the leave is on its way) */
  id?: string;
  /** the GM's name of the table, from its link */
  name?: string;
  /** when it was queued (ms since the epoch; missing in records of older versions until first
   *  seen): a leave whose server has not answered for long is given up (sync/leaves.ts) */
  since?: number;
}
/** An old server still to be told where a character moved (its document there gets a "moved to"
 *  entry, sync/doc.ts noteMove, so a GM or another device still connected there is told). */
export interface MoveNotice {
  key: string;
  /** the server it moved away from */
  server: string;
  /** the server it moved to */
  to: string;
  /** when it moved (ms since the epoch), as the entry's stamp (sync/doc.ts moveStamp: above every
   *  move the device had seen); given up like a leave */
  since: number;
}
export interface SyncData {
  characters: Record<string, SyncedCharacter>;
  /** leaves of characters that stopped syncing while a table showed them (sent when online) */
  leaving: PendingLeave[];
  /** old servers still to be told that a character moved (missing: none) */
  moves?: MoveNotice[];
  tables: GmTable[];
  /** the server last used, offered for the next character */
  server: string;
}

export const emptySyncData = (): SyncData => ({ characters: {}, leaving: [], tables: [], server: '' });
const str = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length <= max;

export function hasSyncData(storage: Storage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(SYNC_KEY) != null;
  } catch {
    return false;
  }
}

/** The records in a stored text (null: none; junk and unknown parts are dropped), and whether any of it could not be read (`damaged`: not JSON, not
 *  the records' shape, or a part that had to be dropped). Damaged text holds device keys this
 *  device may have no other copy of: it is backed up before anything is written over it
 *  (sync-records.ts). */
export function decodeSyncData(text: string | null): { data: SyncData; damaged: boolean } {
  const out = emptySyncData();
  if (text === null) return { data: out, damaged: false };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { data: out, damaged: true };
  }
  if (!isObj(raw)) return { data: out, damaged: true };
  let damaged = false;
  /** the entries of a list that pass `ok` (a list of another type, or a dropped entry: damaged) */
  const kept = <T,>(v: unknown, ok: (x: unknown) => x is T): T[] => {
    if (v === undefined) return [];
    if (!Array.isArray(v)) return ((damaged = true), []);
    const good = v.filter(ok);
    if (good.length !== v.length) damaged = true;
    return good;
  };
  if (str(raw.server)) out.server = raw.server;
  else if (raw.server !== undefined) damaged = true;
  if (isObj(raw.characters))
    for (const [id, v] of Object.entries(raw.characters)) {
      if (!isObj(v) || !str(v.key, 100) || !str(v.server) || id === '__proto__') {
        damaged = true;
        continue;
      }
      const tables = kept(v.tables, (t): t is SyncedCharacter['tables'][number] => isObj(t) && str(t.join, 100) && str(t.server) && (t.state === 'joined' || t.state === 'joining' || t.state === 'leaving')).map((t) => ({
        join: t.join,
        server: t.server,
        state: t.state,
        ...(str(t.name, 80) ? { name: t.name } : {}),
        ...(t.state === 'leaving' && Number.isSafeInteger(t.since) && (t.since as number) > 0 ? { since: t.since as number } : {}),
        ...(t.shared === true ? { shared: true as const } : {}),
      }));
      out.characters[id] = { key: v.key, server: v.server, tables };
    }
  else if (raw.characters !== undefined) damaged = true;
  out.leaving = kept(raw.leaving, (l): l is PendingLeave => isObj(l) && str(l.key, 100) && str(l.server) && str(l.join, 100)).map((l) => ({
    key: l.key,
    server: l.server,
    join: l.join,
    ...(str(l.id, 100) ? { id: l.id } : {}),
    ...(str(l.name, 80) ? { name: l.name } : {}),
    ...(Number.isSafeInteger(l.since) && (l.since as number) > 0 ? { since: l.since } : {}),
  }));
  const moves = kept(raw.moves, (m): m is MoveNotice => isObj(m) && str(m.key, 100) && str(m.server) && str(m.to) && Number.isSafeInteger(m.since) && (m.since as number) > 0).map((m) => ({ key: m.key, server: m.server, to: m.to, since: m.since }));
  if (moves.length) out.moves = moves;
  out.tables = kept(raw.tables, (t): t is GmTable => isObj(t) && str(t.gmKey, 100) && str(t.server) && str(t.name, 200) && str(t.createdAt, 100));
  return { data: out, damaged };
}

/** The write number of a stored text (sync-records.ts: one more than the copy it was applied to;
 *  0: none or unreadable). */
export function syncRevOf(text: string | null): number {
  try {
    const raw: unknown = JSON.parse(text ?? 'null');
    return isObj(raw) && Number.isSafeInteger(raw.rev) && (raw.rev as number) > 0 ? (raw.rev as number) : 0;
  } catch {
    return 0;
  }
}

/** The text stored for `data` with write number `rev` (null: the key is removed, nothing is left
 *  to keep). */
export function syncText(data: SyncData, rev = 0): string | null {
  if (Object.keys(data.characters).length === 0 && data.tables.length === 0 && data.leaving.length === 0 && !data.moves?.length) return null;
  return JSON.stringify(rev > 0 ? { ...data, rev } : data);
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function readDocState(characterId: string, storage: Storage | null = browserStorage()): Uint8Array | null {
  try {
    const text = storage?.getItem(DOC_PREFIX + characterId);
    if (!text) return null;
    const bin = atob(text);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

export function writeDocState(characterId: string, state: Uint8Array, storage: Storage | null = browserStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(DOC_PREFIX + characterId, toBase64(state));
    return true;
  } catch {
    return false;
  }
}

export function removeDocState(characterId: string, storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(DOC_PREFIX + characterId);
  } catch {
    /* nothing to remove */
  }
}
