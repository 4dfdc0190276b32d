// The version-2 storage layout (keys.ts): reading the keys the main key names, and writing them all
// (a single edit writes its own key, writer.ts). Data-loss rules this file keeps:
// - Write order: changed character keys and the homebrew key first, the main key LAST (the commit
//   point), and only then removals. A failed setItem stops the write before the main key, so the
//   main key never names a key that was not written.
// - A key is removed only after a main key that does not name it has been written, and never when
//   the main key just written names it.
// - Load: a character key that the main key does not name and no deletion mark covers (a write
//   stopped before its main key, or the main key failed on quota) is restored, never dropped; a
//   named key that is missing is reported as a set-aside item ('missing'), never forgotten.
// - An import lands whole or not at all: when storage refuses a write of one (quota), every key it
//   wrote is put back as it was before the error is reported, so a file too big for the quota does
//   not leave half of itself to be restored by the next load (the file still holds it). Other
//   writes keep what they wrote: a character made in this tab exists nowhere else.
import type { Character, HomebrewSpell, PersistedState } from '../store/types';
import { CHARACTER_PREFIX, HOMEBREW_KEY, META_KEY, STORAGE_KEY } from './keys';
import { decodeState, encodeItem, encodeList, encodeMain, rememberItem, type DecodedState, type Listed, type MainIndex } from './codec';
import { keysWithPrefix } from './storage';
import type { Tombstones } from './tombstones';
import { setAsideItem, type SetAsideItem } from './validate';
import type { HomebrewValidator } from './homebrew';

export function characterKey(id: string): string { return CHARACTER_PREFIX + id; }

/** What this tab knows storage holds: per character key the stamp the main key gives it and the
 *  object whose JSON is under it (null: unknown or not the same as in the store: rewrite it). */
export interface Written {
  characters: Map<string, { obj: Character | null; stamp: string }>;
  homebrew: { obj: HomebrewSpell[] | null; stamp: string } | null;
  /** keys to remove after the next main key that does not name them */
  garbage: Set<string>;
}

export function emptyWritten(): Written { return { characters: new Map(), homebrew: null, garbage: new Set() }; }

export interface MainFields {
  version: number;
  state: Record<string, unknown>;
  index: MainIndex | null;
  setAside: unknown;
  deleted: Tombstones;
}

export type Loaded = { decoded: DecodedState; written: Written; restored: number };

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The whole state from the main key (already decoded) and the keys it names. `prev`: what this tab
 * read or wrote before — keys whose stamp did not change are not read again. `scan`: also look for
 * character keys the main key does not name (at load). `mainChars`: length of the main key's text.
 * getItem may throw (storage gone): the caller catches.
 */
export function loadLayout(storage: Storage, main: MainFields, mainChars: number, at: string, prev: Written | null, scan: boolean, checkHomebrew: HomebrewValidator | null = null): Loaded {
  const written = emptyWritten();
  const more: SetAsideItem[] = [];
  const chars: unknown[] = [];
  let homebrew: unknown = main.state.homebrew;
  let restored = 0;
  let found = 0; // keys besides the main key known to be there
  const named = new Set<string>();
  if (main.index === null) {
    // Version 1: everything is inline. Keys of its characters (left by a stopped migration) are
    // rewritten by the first write; nothing is known to be under them.
    if (Array.isArray(main.state.characters)) {
      chars.push(...main.state.characters);
      for (const c of main.state.characters) if (c && typeof c === 'object' && typeof (c as { id?: unknown }).id === 'string') named.add((c as { id: string }).id);
    } else if (main.state.characters !== undefined) chars.push(main.state.characters); // validateState sets it aside
  } else {
    for (const [id, stamp] of main.index.characters) {
      if (named.has(id)) continue;
      named.add(id);
      const key = characterKey(id);
      const known = prev?.characters.get(id);
      if (known?.obj && known.stamp === stamp) {
        chars.push(known.obj);
        written.characters.set(id, known);
        found++;
        continue;
      }
      const text = storage.getItem(key);
      if (text === null) {
        // Named but gone. This tab's own copy (if any) is kept and rewritten; otherwise it is reported.
        if (known?.obj) chars.push(known.obj);
        else more.push(setAsideItem('character', { id }, 'missing', at));
        written.characters.set(id, { obj: null, stamp });
        continue;
      }
      found++;
      const p = parse(text);
      if (p.ok) {
        chars.push(p.value);
        if (p.value && typeof p.value === 'object') rememberItem(p.value, text);
        written.characters.set(id, { obj: p.value as Character, stamp });
      } else {
        more.push(setAsideItem('character', text, 'shape', at));
        written.characters.set(id, { obj: null, stamp });
      }
    }
    homebrew = undefined;
    const hbStamp = main.index.homebrew;
    if (hbStamp !== null) {
      const known = prev?.homebrew;
      if (known?.obj && known.stamp === hbStamp) {
        homebrew = known.obj;
        written.homebrew = known;
        found++;
      } else {
        const text = storage.getItem(HOMEBREW_KEY);
        written.homebrew = { obj: null, stamp: hbStamp };
        if (text === null) {
          if (known?.obj) homebrew = known.obj;
          else more.push(setAsideItem('homebrew', { homebrew: hbStamp }, 'missing', at));
        } else {
          found++;
          const p = parse(text);
          if (p.ok) {
            homebrew = p.value;
            if (Array.isArray(p.value)) written.homebrew = { obj: p.value as HomebrewSpell[], stamp: hbStamp };
          } else more.push(setAsideItem('homebrew', text, 'shape', at));
        }
      }
    }
  }
  // Keys nobody names can only exist when storage holds more keys than the ones read here (and the
  // bookkeeping key): in the usual case one `length` answers it without listing every key.
  const read = (mainChars > 0 ? 1 : 0) + found;
  if (scan && storage.length > read + (storage.getItem(META_KEY) === null ? 0 : 1)) {
    restored = scanUnnamed(storage, main, named, chars, more, written, at, (list) => (homebrew = [...(Array.isArray(homebrew) ? homebrew : []), ...list]));
  }
  const decoded = decodeState({ ...main.state, characters: chars, homebrew: homebrew ?? [] }, main.version, main.setAside, at, more, checkHomebrew);
  if (decoded.kind === 'ok') {
    // Only objects that came through validation unchanged are known to be under their keys.
    const kept = new Set<object>(decoded.state.characters);
    for (const [id, w] of written.characters) if (w.obj && (!kept.has(w.obj) || w.obj.id !== id)) written.characters.set(id, { obj: null, stamp: w.stamp });
    if (written.homebrew?.obj && written.homebrew.obj !== decoded.state.homebrew) written.homebrew = { obj: null, stamp: written.homebrew.stamp };
  }
  return { decoded, written, restored };
}

/** Keys a write of an import changed, with the text each held before (null: none), in order. */
export type Journal = [key: string, before: string | null][];

/** setItem that `journal` (if any) can take back. */
export function put(storage: Storage, key: string, text: string, journal: Journal | null): void {
  journal?.push([key, storage.getItem(key)]);
  storage.setItem(key, text);
}

/** Puts the keys of `journal` back as they were, last first (a removal frees the quota it needs). */
export function takeBack(storage: Storage, journal: Journal): void {
  for (const [key, before] of journal.reverse()) {
    try {
      if (before === null) storage.removeItem(key);
      else storage.setItem(key, before);
    } catch {
      /* storage gone: a key left behind is restored by the next load, as after a crash */
    }
  }
}

export type WriteResult = { ok: true; written: Written; main: string } | { ok: false; error: unknown };

/**
 * Writes `state`: every character key and the homebrew key, then the main key, then removes keys the
 * new main key no longer names (of those `prev` lists). `prev` is not changed: on failure the caller
 * keeps it, and the next write tries it all again. `whole` (it writes an import): a failure puts
 * every key back as it was.
 */
export function writeLayout(storage: Storage, state: PersistedState, prev: Written, rev: string, setAside: readonly SetAsideItem[], deleted: Tombstones, whole = false): WriteResult {
  const next = emptyWritten();
  const listed: Listed[] = [];
  const journal: Journal | null = whole ? [] : null;
  try {
    for (const c of state.characters) {
      if (next.characters.has(c.id)) continue; // the store keeps ids unique; never write one key twice
      const key = characterKey(c.id);
      const text = encodeItem(c);
      put(storage, key, text, journal);
      next.characters.set(c.id, { obj: c, stamp: rev });
      listed.push([c.id, rev]);
    }
    if (state.homebrew.length) {
      const text = encodeList(state.homebrew);
      put(storage, HOMEBREW_KEY, text, journal);
      next.homebrew = { obj: state.homebrew, stamp: rev };
    }
    const main = encodeMain(state, listed, next.homebrew?.stamp ?? null, setAside, deleted, rev);
    storage.setItem(STORAGE_KEY, main);
    const gone = new Set(prev.garbage);
    for (const id of prev.characters.keys()) gone.add(characterKey(id));
    // a homebrew key left by an earlier write that failed after it (no spells now): a later load
    // would take it for a write stopped before its main key and bring the deleted spells back
    gone.add(HOMEBREW_KEY);
    for (const key of gone) {
      const named = key === HOMEBREW_KEY ? next.homebrew !== null : next.characters.has(key.slice(CHARACTER_PREFIX.length));
      if (named) continue;
      try {
        storage.removeItem(key);
      } catch {
        next.garbage.add(key); // try again after the next write
      }
    }
    return { ok: true, written: next, main };
  } catch (error) {
    // only a setItem up to the main key throws: nothing names what is taken back
    if (journal) takeBack(storage, journal);
    return { ok: false, error };
  }
}

/** Character keys the main key does not name: restored unless a deletion mark covers them. Every
 *  one read becomes garbage: removed after the next main key, which names what was restored (and
 *  holds what was set aside). The homebrew key without a stamp is handled the same way. */
function scanUnnamed(storage: Storage, main: MainFields, named: Set<string>, chars: unknown[], more: SetAsideItem[], written: Written, at: string, addHomebrew: (list: unknown[]) => void): number {
  let restored = 0;
  const found: unknown[] = [];
  for (const key of keysWithPrefix(storage, CHARACTER_PREFIX)) {
    const id = key.slice(CHARACTER_PREFIX.length);
    if (named.has(id)) continue;
    written.garbage.add(key);
    if (main.deleted[`c:${id}`] !== undefined) continue;
    const text = storage.getItem(key);
    if (text === null) continue;
    const p = parse(text);
    if (p.ok) found.push(p.value);
    else more.push(setAsideItem('character', text, 'shape', at));
    restored++;
  }
  // In the order they were created (key order is arbitrary).
  const created = (c: unknown) => String((c as { createdAt?: unknown } | null)?.createdAt ?? '');
  chars.push(...found.sort((x, y) => (created(x) < created(y) ? -1 : created(x) > created(y) ? 1 : 0)));
  if (main.index?.homebrew === null || main.index === null) {
    const text = storage.getItem(HOMEBREW_KEY);
    if (text !== null) {
      written.garbage.add(HOMEBREW_KEY);
      const p = parse(text);
      const isDeleted = (h: unknown) => main.deleted[`h:${(h as { data?: { id?: unknown } })?.data?.id as string}`] !== undefined;
      if (!p.ok) more.push(setAsideItem('homebrew', text, 'shape', at));
      else if (Array.isArray(p.value)) {
        const back = main.index === null ? [] : p.value.filter((h) => !isDeleted(h));
        // Version 1 keeps its homebrew inline: a leftover key there is a stopped migration's copy.
        if (back.length) addHomebrew(back);
        restored += back.length;
      }
    }
  }
  return restored;
}
