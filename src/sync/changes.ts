// The changes device sync makes to its records (which characters sync, with which key, through
// which server, at which tables; pending leaves; the GM's tables). Each edits the copy of the
// records it is given: persistence applies it to the copy storage holds at the moment of writing
// (src/persistence/sync-records.ts), so a change made in another tab meanwhile stays, and runs it
// more than once (this tab's view, the write, a repair). A change therefore looks at what it is
// given, never at what this tab saw when the player acted: a record another tab has already
// added, removed or moved is left as that tab made it. What it needs that differs run to run (a
// new key, the time) is made before, by the caller.
import type { GmTable, MoveNotice, PendingLeave, SyncedCharacter } from '../persistence/sync-store';
import type { SyncChange } from '../persistence/sync-records';
import { sameServer } from './connection';
import { untold } from './seats';

type Table = SyncedCharacter['tables'][number];

/** The pending leave of character `id` (record `rec`) from table `t`, asked for at `at` unless the
 *  table's own leave is older. */
function pendingLeave(rec: Pick<SyncedCharacter, 'key'>, t: Table, id: string, at: number): PendingLeave {
  return { key: rec.key, server: t.server, join: t.join, id, ...(t.name ? { name: t.name } : {}), since: t.since ?? at };
}

/** Sync turned on for `id` with `record` (kept as it is when another tab turned it on first). */
export const enabled =
  (id: string, record: SyncedCharacter): SyncChange =>
  (d) => {
    if (d.characters[id]) return;
    d.server = record.server;
    d.characters[id] = record;
  };

/** Sync turned off for `id` at `at` (ms since the epoch): its record goes, and the tables showing it
 *  must hear it left (its tables as stored now, also ones joined in another tab; leaves.ts sends
 *  the leaves). */
export const disabled =
  (id: string, at: number): SyncChange =>
  (d) => {
    const gone = d.characters[id];
    if (!gone) return;
    delete d.characters[id];
    d.leaving.push(...gone.tables.map((t) => pendingLeave(gone, t, id, at)));
  };

/** This device forgets the tables of `id` (the player deletes it here but plays it on: its later
 *  "sync off" must not take it off them); a leave already asked for still goes. */
export const forgotTables =
  (id: string): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (rec) rec.tables = rec.tables.filter((t) => t.state === 'leaving');
  };

/** `id` syncs through `server` from now on (`at`: now, ms since the epoch); nothing when it no
 *  longer syncs or is there already.
 *  The device key stays: the server derives a document's name from the key alone and keeps no list
 *  of keys (server/auth.mjs), so the same key opens the same document on any server and nothing
 *  has to be registered again. Tables follow the character: join requests travel on its own
 *  connection, so a table it is shown at is asked again on the new server (its membership there
 *  may be empty; a second join is harmless). A leave still on its way goes to the old server, where
 *  the character was shown: dropping it would keep the character on that table against the
 *  player's word. The old server is told where the character went (leaves.ts sends it, doc.ts
 *  markMoved): a GM or another device of the player still connected there says "moved" instead of
 *  showing it as it was. */
export const moved =
  (id: string, server: string, at: number): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (!rec || sameServer(rec.server, server)) return;
    for (const t of rec.tables) if (t.state === 'leaving') d.leaving.push(pendingLeave(rec, t, id, at));
    // Servers told of an earlier move of it not yet sent hear the latest one, and one it now
    // returns to hears nothing.
    const moves = (d.moves ?? []).filter((m) => !(m.key === rec.key && (sameServer(m.server, server) || sameServer(m.server, rec.server))));
    for (const m of moves) if (m.key === rec.key) Object.assign(m, { to: server, since: at });
    d.moves = [...moves, { key: rec.key, server: rec.server, to: server, since: at }];
    rec.tables = rec.tables.filter((t) => t.state !== 'leaving').map((t) => ({ ...t, server, state: 'joining' as const }));
    rec.server = server;
    d.server = server;
  };

/** The GM's new table `table` (made before: its key is the same in every run); its server is the
 *  one offered next. */
export const tableAdded =
  (table: GmTable): SyncChange =>
  (d) => {
    d.server = table.server;
    d.tables = [...d.tables.filter((x) => x.gmKey !== table.gmKey), table];
  };

/** The GM's table `gmKey` is gone from this device. */
export const tableRemoved =
  (gmKey: string): SyncChange =>
  (d) => {
    d.tables = d.tables.filter((x) => x.gmKey !== gmKey);
  };

/** The GM's table `gmKey` reconnects through `server` (the group moved its server); that server is
 *  the one offered next. */
export const tableMoved =
  (gmKey: string, server: string): SyncChange =>
  (d) => {
    for (const x of d.tables) if (x.gmKey === gmKey) x.server = server;
    d.server = server;
  };

/** `id` asks to be shown at the table `join` through `server` (table.ts sends it); nothing when it
 *  no longer syncs (turned off in another tab meanwhile: not turned on again behind the player's
 *  back). */
export const joinAsked =
  (id: string, join: string, server: string, name?: string): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (rec) rec.tables = [...rec.tables.filter((t) => t.join !== join), { join, server, state: 'joining', ...(name ? { name } : {}) }];
  };

/** `id` asks to leave the table `join`, at `since` (ms since the epoch). */
export const leaveAsked =
  (id: string, join: string, since: number): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (rec) rec.tables = rec.tables.map((t) => (t.join === join ? { ...untold(t, 'leaving'), since } : t));
  };

/** The server said `id` is shown at the table `join`. */
export const tableJoined =
  (id: string, join: string): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (rec) rec.tables = rec.tables.map((t) => (t.join === join && t.state === 'joining' ? { ...t, state: 'joined' } : t));
  };

/** The server said `id` left the table `join`. */
export const tableLeft =
  (id: string, join: string): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (rec) rec.tables = rec.tables.filter((t) => !(t.join === join && t.state === 'leaving'));
  };

/** The leaves of `id` from the tables `givenUp` are given up, and one from an older version (no
 *  time) starts its 30 days at `at` (table.ts). */
export const tableLeavesChecked =
  (id: string, givenUp: readonly string[], at: number): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (!rec) return;
    rec.tables = rec.tables.filter((t) => !(t.state === 'leaving' && givenUp.includes(t.join)));
    for (const t of rec.tables) if (t.state === 'leaving') t.since ??= at;
  };

/** `id` was deleted here (its undo still offered): the tables it is shown at become pending leaves
 *  asked for at `at`, sent on connections of their own (leaves.ts), while its record stays. */
export const tablesLeftOnDelete =
  (id: string, at: number): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (!rec) return;
    const left = rec.tables.filter((t) => t.state !== 'leaving');
    rec.tables = rec.tables.filter((t) => t.state === 'leaving');
    for (const t of left) d.leaving.push(pendingLeave(rec, t, id, at));
  };

/** The delete of `id` undone: the leaves from `tables` not sent yet are dropped, and it asks to be
 *  shown at them again. */
export const tablesRejoined =
  (id: string, tables: readonly Table[]): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (!rec) return;
    const joins = new Set(tables.map((t) => t.join));
    d.leaving = d.leaving.filter((l) => !(l.id === id && joins.has(l.join)));
    rec.tables = [...rec.tables.filter((t) => !joins.has(t.join)), ...tables.map((t) => untold(t, 'joining'))];
  };

/** The player stops waiting for the leave of `id` from the table `join` on `server`: it is no longer
 *  sent, on either connection. */
export const leaveDismissed =
  (id: string, join: string, server: string): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (rec) rec.tables = rec.tables.filter((t) => !(t.join === join && t.state === 'leaving'));
    d.leaving = d.leaving.filter((l) => !(l.id === id && l.join === join && sameServer(l.server, server)));
  };

/** The pending leave `l` is done (the server said it left) or given up (leaves.ts). */
export const leaveDone =
  (l: PendingLeave): SyncChange =>
  (d) => {
    d.leaving = d.leaving.filter((x) => !(x.key === l.key && x.join === l.join));
  };

/** The old server heard of the move `m` (or it is given up). */
export const moveDone =
  (m: MoveNotice): SyncChange =>
  (d) => {
    if (d.moves) d.moves = d.moves.filter((x) => !(x.key === m.key && x.server === m.server));
  };

/** A pending leave from an older version (no time) starts its 30 days at `at`. */
export const leavesDated =
  (at: number): SyncChange =>
  (d) => {
    for (const l of d.leaving) l.since ??= at;
  };
