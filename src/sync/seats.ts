// The tables a character sits at, known to every device of the player. The server keeps who sits at
// a table per character document, which all of the player's devices share; which tables those are
// (their join keys, their names) only the device that joined knew. So the document holds them too:
// the map `t`, table id → the join key and name, sealed with the device key (keys.ts seal: a GM
// reads the whole document and must not learn another table's key or name). Each device mirrors the
// map into its sync record, where joins and leaves wait for a connection (table.ts):
// - told: a table this device joined or left since it last told the document (no `shared` mark) is
//   written there or taken out;
// - heard (when the document changed from elsewhere, and when a device adds the character from its
//   link): a table the document has and the record lacks was joined on another device: this device
//   shows the character there too (a second join is harmless); one the record had from the
//   document that the document no longer has was left on another device, which sends the leave:
//   dropped here; one this device is leaving that the document has again was joined again after
//   the leave (a join and a leave made apart: Yjs keeps a set over a delete that did not see it).
// A leave over a connection of its own (the character deleted or no longer synced here, or moved)
// takes the entry out there (leaves.ts).
import type * as Y from 'yjs';
import type { SyncChange } from '../persistence/sync-records';
import type { SyncedCharacter } from '../persistence/sync-store';
import { LOCAL } from './doc';
import { isKey, seal, tableIdOf, unseal } from './keys';

export const SEATS = 't';
type Table = SyncedCharacter['tables'][number];
export interface Seat {
  join: string;
  name?: string;
}

/** The tables the document says the character sits at (table id → seat); entries that are not
 *  sealed with `key` for their own table are skipped. */
export function readSeats(doc: Y.Doc, key: string): Map<string, Seat> {
  const out = new Map<string, Seat>();
  for (const [id, v] of doc.getMap(SEATS).entries()) {
    try {
      const s = JSON.parse(unseal(v, key, id) ?? 'null') as { join?: unknown; name?: unknown } | null;
      if (!isKey(s?.join) || tableIdOf(s.join) !== id) continue;
      out.set(id, { join: s.join, ...(typeof s.name === 'string' && s.name ? { name: s.name.slice(0, 80) } : {}) });
    } catch {
      /* not a seat */
    }
  }
  return out;
}

/** Writes into `doc` what the record's tables not told yet say; returns them (for `told`). */
export function tellSeats(doc: Y.Doc, rec: SyncedCharacter): Table[] {
  const untold = rec.tables.filter((t) => !t.shared);
  if (!untold.length) return [];
  doc.transact(() => {
    const m = doc.getMap(SEATS);
    for (const t of untold) {
      const id = tableIdOf(t.join);
      if (t.state === 'leaving') m.delete(id);
      else m.set(id, seal(JSON.stringify({ join: t.join, ...(t.name ? { name: t.name } : {}) }), rec.key, id));
    }
  }, LOCAL);
  return untold;
}

/** `id`'s tables in `untold` are in its document now (unless changed meanwhile, in another tab). */
export const told =
  (id: string, untold: readonly Table[]): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (!rec) return;
    for (const t of rec.tables) if (untold.some((u) => u.join === t.join && (u.state === 'leaving') === (t.state === 'leaving'))) t.shared = true;
  };

/** `id`'s record after hearing that its document holds `seats` (readSeats). */
export const heard =
  (id: string, seats: ReadonlyMap<string, Seat>): SyncChange =>
  (d) => {
    const rec = d.characters[id];
    if (!rec) return;
    const known = new Set<string>();
    rec.tables = rec.tables.flatMap((t): Table[] => {
      const tableId = tableIdOf(t.join);
      known.add(tableId);
      if (!t.shared) return [t];
      if (t.state !== 'leaving') return seats.has(tableId) ? [t] : [];
      return seats.has(tableId) ? [{ join: t.join, server: t.server, state: 'joining', ...(t.name ? { name: t.name } : {}), shared: true }] : [t];
    });
    rec.tables.push(...seatTables(new Map([...seats].filter(([tableId]) => !known.has(tableId))), rec.server));
  };

/** The tables of `seats` as a device that did not know them shows them: joining (a second join is
 *  harmless), through its server `server`, told already. */
export const seatTables = (seats: ReadonlyMap<string, Seat>, server: string): Table[] =>
  [...seats.values()].map((s) => ({ join: s.join, server, state: 'joining', ...(s.name ? { name: s.name } : {}), shared: true }));

/** A table as the player asked for it again on this device: not told to the document yet. */
export function untold(t: Table, state: Table['state']): Table {
  const { shared: _, ...rest } = t;
  return { ...rest, state };
}
