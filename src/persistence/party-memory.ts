// The GM's last-known party per table (`grimoar:party`): a table opened while its server is down
// shows who sat there and how they stood, with the time the server last confirmed it. A copy only —
// the server stays the truth, nothing is ever sent from here, and data that does not check out is
// dropped (losing it costs the GM a wait for the server, never a character). Only this module
// touches the key. Tables are keyed by their roster id (sync/keys.ts tableIdOf), never by a secret.
// It brings zod/mini: the table screen hands it to the table's view (sync/party.ts), so a player's
// device that only syncs never loads it.
import * as z from 'zod/mini';
import type { Character } from '../store/types';
import { browserStorage } from './storage';
import { validateCharacter } from './validate';

export const PARTY_KEY = 'grimoar:party';
/** The stored shape's version: data of any other version is ignored (and replaced by the next write). */
const VERSION = 1;
/** Tables remembered; the most recently seen ones stay. */
export const MAX_TABLES = 4;
/** Characters remembered per table (a party bigger than this keeps its first joined). */
export const MAX_MEMBERS = 16;
/** Length of the key's JSON text (UTF-16 code units, ≈ 2 bytes each): it shares the origin's ≈ 5 MB
 *  with the player's own characters, which must never run out of room because of a copy. */
export const MAX_CHARS = 400_000;

export interface RememberedMember {
  /** the character's document id at the table (sync/party.ts Member.doc) */
  doc: string;
  joinedAt: number;
  character: Character;
  /** the server the player moved the character to (sync/party.ts Member.movedTo): its card says so
   *  instead of values that are no longer current; missing: it is still at this table */
  movedTo?: string;
}
export interface RememberedParty {
  /** when the server last confirmed this party (ms since the epoch) */
  seenAt: number;
  members: RememberedMember[];
}

const ID = /^[A-Za-z0-9_-]{43}$/;
const id = () => z.string().check(z.regex(ID));
const time = () => z.number().check(z.nonnegative(), z.maximum(8.64e15));
/** A server address as the moved character's document names it (bounded like the device's own). */
export const MAX_SERVER_CHARS = 2000;
const movedSchema = z.string().check(z.minLength(1), z.maxLength(MAX_SERVER_CHARS));
// characters are checked one by one by the storage's own validation (validateCharacter): a damaged
// one is dropped without costing the others. So is one whose "moved to" does not check out: shown
// without it, the GM would take a character long gone for one still at the table. Memories stored
// before moves were remembered have no `movedTo`: their characters load as still at the table.
const memberSchema = z.object({ doc: id(), joinedAt: time(), character: z.unknown(), movedTo: z.optional(z.unknown()) });
const tableSchema = z.object({ id: id(), seenAt: time(), members: z.array(memberSchema).check(z.maxLength(MAX_MEMBERS)) });
const fileSchema = z.object({ v: z.literal(VERSION), tables: z.array(z.unknown()).check(z.maxLength(MAX_TABLES)) });
type StoredTable = z.infer<typeof tableSchema>;

/** The tables whose envelope checks out (characters not yet validated); anything else: none. */
function readTables(storage: Storage | null): StoredTable[] {
  let raw: unknown;
  try {
    const text = storage?.getItem(PARTY_KEY);
    if (!text || text.length > MAX_CHARS) return [];
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  const file = fileSchema.safeParse(raw);
  if (!file.success) return [];
  return file.data.tables.flatMap((t) => {
    const p = tableSchema.safeParse(t);
    return p.success ? [p.data] : [];
  });
}

/** The party last seen at table `tableId`; null: none remembered (or none that checks out). */
export function readParty(tableId: string, storage: Storage | null = browserStorage()): RememberedParty | null {
  const t = readTables(storage).find((x) => x.id === tableId);
  if (!t) return null;
  const members: RememberedMember[] = [];
  for (const m of t.members) {
    if (members.some((x) => x.doc === m.doc)) continue;
    const moved = m.movedTo === undefined ? null : movedSchema.safeParse(m.movedTo);
    if (moved && !moved.success) continue;
    const c = validateCharacter(m.character);
    // the card shows the character under its document id, as the live view does
    if (c.ok && c.value.id === m.doc) members.push({ doc: m.doc, joinedAt: m.joinedAt, character: c.value, ...(moved ? { movedTo: moved.data } : {}) });
  }
  return { seenAt: t.seenAt, members };
}

function write(tables: StoredTable[], storage: Storage): void {
  if (tables.length === 0) storage.removeItem(PARTY_KEY);
  else storage.setItem(PARTY_KEY, JSON.stringify({ v: VERSION, tables }));
}

/** Remembers `party` as table `tableId`'s, over what was there. false: not stored (too big, or the
 *  storage refused it); the table's older copy is removed then, so it cannot pass for the latest. */
export function rememberParty(tableId: string, party: RememberedParty, storage: Storage | null = browserStorage()): boolean {
  if (!storage || !ID.test(tableId)) return false;
  try {
    const members = party.members.slice(0, MAX_MEMBERS).map((m) => ({ doc: m.doc, joinedAt: m.joinedAt, character: m.character, ...(m.movedTo ? { movedTo: m.movedTo } : {}) }));
    const mine: StoredTable = { id: tableId, seenAt: party.seenAt, members };
    const fits = (list: StoredTable[]) => JSON.stringify({ v: VERSION, tables: list }).length <= MAX_CHARS;
    // this table and the most recently seen others stay while the text fits; the oldest goes first
    let others = readTables(storage)
      .filter((t) => t.id !== tableId)
      .sort((a, b) => b.seenAt - a.seenAt)
      .slice(0, MAX_TABLES - 1);
    const kept = fits([mine]);
    while (others.length > 0 && !fits(kept ? [mine, ...others] : others)) others = others.slice(0, -1);
    const tables = kept ? [mine, ...others] : others;
    write(tables, storage);
    return kept;
  } catch {
    try {
      write(readTables(storage).filter((t) => t.id !== tableId), storage);
    } catch {
      /* storage gone: nothing remembered either way */
    }
    return false;
  }
}

/** Forgets table `tableId` (closed on this device). */
export function forgetParty(tableId: string, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  try {
    write(readTables(storage).filter((t) => t.id !== tableId), storage);
  } catch {
    /* storage gone: nothing to forget */
  }
}

/** What the table's view (sync/party.ts watchTable) keeps its party in. */
export interface PartyMemory {
  read(tableId: string): RememberedParty | null;
  remember(tableId: string, party: RememberedParty): boolean;
  forget(tableId: string): void;
}

export function partyMemory(storage: Storage | null = browserStorage()): PartyMemory {
  return {
    read: (tableId) => readParty(tableId, storage),
    remember: (tableId, party) => rememberParty(tableId, party, storage),
    forget: (tableId) => forgetParty(tableId, storage),
  };
}
