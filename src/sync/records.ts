// The changes device sync makes to its records (which characters sync, with which key, through
// which server, at which tables; pending leaves; the GM's tables). Each is a pure function of the
// records it is given: persistence applies it to the copy storage holds at the moment of writing
// (src/persistence/sync-records.ts), so a change made in another tab meanwhile stays. A change
// therefore looks at what it is given, never at what this tab saw when the player acted: a record
// another tab has already added, removed or moved is left as that tab made it.
import { pendingLeave, type SyncData, type SyncedCharacter } from '../persistence/sync-store';
import type { SyncChange } from '../persistence/sync-records';
import { sameServer } from './connection';
import { movedTo } from './move';

/** Sync turned on for `id` with `record` (kept as it is when another tab turned it on first). */
export const enabled =
  (id: string, record: SyncedCharacter): SyncChange =>
  (d) =>
    d.characters[id] ? d : { ...d, server: record.server, characters: { ...d.characters, [id]: record } };

/** Each record without a writer name (one of an older version) gets one from `make`; a record
 *  another tab has named first keeps its name, so all tabs write the same entries. */
export const named =
  (make: () => string): SyncChange =>
  (d) => {
    const unnamed = Object.entries(d.characters).filter(([, r]) => !r.writer);
    if (!unnamed.length) return d;
    return { ...d, characters: { ...d.characters, ...Object.fromEntries(unnamed.map(([id, r]) => [id, { ...r, writer: make() }])) } };
  };

/** Sync turned off for `id` at `at` (ms since the epoch): its record goes, and the tables showing it
 *  must hear it left (its tables as stored now, also ones joined in another tab; leaves.ts sends
 *  the leaves). */
export const disabled =
  (id: string, at: number): SyncChange =>
  (d) => {
    const { [id]: gone, ...rest } = d.characters;
    if (!gone) return d;
    const leaving = gone.tables.map((t) => pendingLeave(gone, t, id, at));
    return { ...d, characters: rest, leaving: [...d.leaving, ...leaving] };
  };

/** This device forgets the tables of `id` (the player deletes it here but plays it on: its later
 *  "sync off" must not take it off them); a leave already asked for still goes. A change written as
 *  edits of a copy (`edited`). */
export const forgotTables =
  (id: string) =>
  (d: SyncData): void => {
    const rec = d.characters[id];
    if (rec) rec.tables = rec.tables.filter((t) => t.state === 'leaving');
  };

/** `id` syncs through `server` from now on (move.ts; `at`: now, ms since the epoch); nothing when it
 *  no longer syncs or is there. */
export const moved =
  (id: string, server: string, at: number): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    return !rec || sameServer(rec.server, server) ? d : movedTo(d, id, server, at);
  };

/** A change written as edits of a copy (table.ts, the table screen). */
export const edited =
  (fn: (d: SyncData) => void): SyncChange =>
  (d) => {
    const next = structuredClone(d);
    fn(next);
    return next;
  };
