// One character in one Y.Doc: the map `f` holds its fields (fields.ts), the map `s` its spells.
// Local edits are written as a diff (unchanged fields are not touched, so they keep their place in
// the last-writer order); documents from the network are read through the same validation as
// storage and import (validateCharacter: bad values clamped, a broken character refused).
import * as Y from 'yjs';
import { validateCharacter, type CharacterCheck } from '../persistence/validate';
import type { Character } from '../store/types';
import { FIELD_PATHS, toFields, toSpells, withFields, withSpells } from './fields';

export const FIELDS = 'f';
export const SPELLS = 's';
/** Transaction origin of this device's own edits (never applied back to the store). */
export const LOCAL = 'grimoar-local';
/** Transaction origin of the state read back from this browser's storage at start. */
export const RESTORED = 'grimoar-restored';

const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Writes what differs between `c` and the document; true when anything changed. */
export function writeCharacter(doc: Y.Doc, c: Character): boolean {
  let changed = false;
  doc.transact(() => {
    const f = doc.getMap(FIELDS);
    const fields = toFields(c);
    for (const [path, v] of fields)
      if (!same(f.get(path), v)) {
        f.set(path, v);
        changed = true;
      }
    for (const path of FIELD_PATHS)
      if (!fields.has(path) && f.has(path)) {
        f.delete(path);
        changed = true;
      }
    const s = doc.getMap(SPELLS);
    const spells = toSpells(c);
    for (const [k, status] of spells)
      if (s.get(k) !== status) {
        s.set(k, status);
        changed = true;
      }
    for (const k of [...s.keys()])
      if (!spells.has(k)) {
        s.delete(k);
        changed = true;
      }
  }, LOCAL);
  return changed;
}

/** Whether the document holds a character at all (a name and classes arrived). */
export const hasCharacter = (doc: Y.Doc) => doc.getMap(FIELDS).has('name') && doc.getMap(FIELDS).has('classes');

/** `base` with the document's `paths` (all by default) and, when `spells`, its spell list; validated. */
export function readCharacter(doc: Y.Doc, base: Character, paths: Iterable<string> = FIELD_PATHS, spells = true): CharacterCheck {
  const f = doc.getMap(FIELDS);
  let c = withFields(base, (p) => f.get(p), paths);
  if (spells) c = { ...c, spells: withSpells(base, new Map(doc.getMap(SPELLS).entries())) };
  return validateCharacter({ ...c, id: base.id });
}

/** The map `m`: where the character lives — one entry per move, `<stamp, 15 digits> <client id>`
 *  → the server address it moved to. Entries are never changed, only added, so two devices that
 *  move it at once both keep theirs. The stamp is the move's time (ms since the epoch), but always
 *  above every stamp the writer's document already holds (a Lamport-like clock): a move made after
 *  seeing another one wins over it whatever the two devices' clocks say; of two moves made without
 *  seeing each other the higher stamp wins, then the higher client id, on every reader alike.
 *  Older app versions read only `f` and `s` and ignore it. */
const MOVES = 'm';

const stampOf = (k: string) => {
  const n = Number(k.slice(0, 15));
  return Number.isSafeInteger(n) ? n : 0;
};
/** the entry that decides: the highest stamp, then the highest client id (compared as numbers) */
function latestMove(doc: Y.Doc): [string, string] | null {
  let latest: [string, string] | null = null;
  let rank: [number, number] = [-1, -1];
  for (const [k, v] of doc.getMap(MOVES).entries()) {
    if (typeof v !== 'string') continue;
    const r: [number, number] = [stampOf(k), Number(k.slice(16)) || 0];
    if (r[0] > rank[0] || (r[0] === rank[0] && r[1] > rank[1])) [latest, rank] = [[k, v], r];
  }
  return latest;
}

/** The stamp of a move made at `at` (ms since the epoch) by a device holding `doc`: above every
 *  entry the document holds already (see MOVES). */
export function moveStamp(doc: Y.Doc, at: number): number {
  const seen = latestMove(doc);
  return Math.max(Math.floor(Math.max(0, at)), seen ? stampOf(seen[0]) + 1 : 0);
}

const writeMove = (doc: Y.Doc, server: string, stamp: number) =>
  doc.transact(() => doc.getMap(MOVES).set(`${String(stamp).padStart(15, '0')} ${doc.clientID}`, server), LOCAL);

/** Records in `doc` that the character lives on `server` from `at` (ms since the epoch) on, as a
 *  move made after every entry the document holds. */
export function markMoved(doc: Y.Doc, server: string, at: number): void {
  writeMove(doc, server, moveStamp(doc, at));
}

/** Tells another copy of the document (the old server's) of a move made elsewhere, with the stamp
 *  the moving device gave it (moveStamp of its own copy), never raised above what this copy holds:
 *  a notice that arrives late must not win over a move made after it (a move back, by another
 *  device that had seen this one). */
export function noteMove(doc: Y.Doc, server: string, stamp: number): void {
  writeMove(doc, server, Math.floor(Math.max(0, stamp)));
}

/** The server the character moved to, as the document says, when it is not `here` (the server this
 *  reader is connected to, compared with `same`); null: it lives here, or it never moved. */
export function movedAway(doc: Y.Doc, here: string, same: (a: string, b: string) => boolean): string | null {
  const latest = latestMove(doc);
  return latest && !same(latest[1], here) ? latest[1] : null;
}
