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

/** The map `m`: where the character lives — one entry per move, `<ms since the epoch, 15 digits>
 *  <client id>` → the server address it moved to. Entries are never changed, only added, so two
 *  devices that move it at once both keep theirs; the latest by time wins. Older app versions read
 *  only `f` and `s` and ignore it. */
export const MOVES = 'm';

/** Records in `doc` that the character lives on `server` from `at` (ms since the epoch) on. */
export function markMoved(doc: Y.Doc, server: string, at: number): void {
  doc.transact(() => doc.getMap(MOVES).set(`${String(Math.max(0, Math.floor(at))).padStart(15, '0')} ${doc.clientID}`, server), LOCAL);
}

/** The server the character moved to, as the document says, when it is not `here` (the server this
 *  reader is connected to, compared with `same`); null: it lives here, or it never moved. */
export function movedAway(doc: Y.Doc, here: string, same: (a: string, b: string) => boolean): string | null {
  let latest: [string, string] | null = null;
  for (const [k, v] of doc.getMap(MOVES).entries()) if (typeof v === 'string' && (!latest || k > latest[0])) latest = [k, v];
  return latest && !same(latest[1], here) ? latest[1] : null;
}
