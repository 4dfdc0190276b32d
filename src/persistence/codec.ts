// Stored texts: writing them cheaply and reading them safely.
// Writing: every character and homebrew spell is serialised once per object identity (WeakMap), so
// an action that changes one character re-serialises only that character — the store replaces
// changed objects and keeps the rest, so identity says exactly what changed.
// Reading: decodeMain reads the main key (version 1: the whole state; version 2: the index of the
// per-character keys, see keys.ts and layout.ts); decodeState migrates and validates a whole state.
import type { PersistedState } from '../store/types';
import { CURRENT_VERSION } from './keys';
import { runMigrations } from './migrations';
import type { Tombstones } from './tombstones';
import { validateSetAside, validateState, type SetAsideItem, type StateCheck } from './validate';
import type { HomebrewValidator } from './homebrew';
import { isObj } from './shape';

const cache = new WeakMap<object, string>();

/** JSON of one object, cached by identity (objects in the store are never mutated). */
export function encodeItem(o: object): string {
  let s = cache.get(o);
  if (s === undefined) {
    s = JSON.stringify(o);
    cache.set(o, s);
  }
  return s;
}

/** Records `text` as the JSON of `o` (it was just parsed from it and not changed). */
export function rememberItem(o: object, text: string): void {
  cache.set(o, text);
}

/** JSON of an array of store objects, from cached pieces. */
export function encodeList(list: readonly object[]): string {
  return `[${list.map(encodeItem).join(',')}]`;
}

/** One character key listed in the main key: [id, stamp]. The stamp names the write that last
 *  wrote the key ("<tab id>:<n>"): a changed stamp tells another tab to read the key again. */
export type Listed = [id: string, stamp: string];

/** The version-2 main key: `{ version, state: { activeCharacterId, settings }, characters,
 *  homebrew?, setAside?, deleted?, rev? }`. `homebrew`: stamp of the homebrew key, absent when
 *  there are no homebrew spells; `deleted`: deletion marks for other tabs; `rev`: "<tab id>:<n>",
 *  names this write so a tab never merges the same write twice. */
export function encodeMain(state: Pick<PersistedState, 'activeCharacterId' | 'settings'>, characters: readonly Listed[], homebrew: string | null, setAside: readonly SetAsideItem[] = [], deleted: Tombstones = {}, rev?: string): string {
  let out = `{"version":${CURRENT_VERSION},"state":{"activeCharacterId":${JSON.stringify(state.activeCharacterId)},"settings":${encodeItem(state.settings)}},"characters":${JSON.stringify(characters)}`;
  if (homebrew !== null) out += `,"homebrew":${JSON.stringify(homebrew)}`;
  if (setAside.length) out += `,"setAside":${JSON.stringify(setAside)}`;
  if (Object.keys(deleted).length) out += `,"deleted":${JSON.stringify(deleted)}`;
  if (rev) out += `,"rev":${JSON.stringify(rev)}`;
  return `${out}}`;
}

function readTombstones(v: unknown): Tombstones {
  const out: Tombstones = {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return out;
  for (const [k, t] of Object.entries(v)) if (/^[chr]:/.test(k) && typeof t === 'number' && Number.isFinite(t)) out[k] = t;
  return out;
}

/** What the version-2 main key names: character keys in list order, and the homebrew key's stamp. */
export interface MainIndex {
  characters: Listed[];
  homebrew: string | null;
}

export type DecodedMain =
  | { kind: 'empty' }
  | { kind: 'corrupt'; reason: 'json' | 'envelope' | 'version' }
  | { kind: 'newer'; version: number; check: StateCheck | null }
  /** index null: version 1, `state` is the whole state; otherwise `state` holds activeCharacterId
   *  and settings, and the characters and homebrew are under the keys the index names */
  | { kind: 'main'; version: number; state: Record<string, unknown>; index: MainIndex | null; setAside: unknown; deleted: Tombstones; rev: string | null };

function isListed(v: unknown): v is Listed { return Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && v[0] !== '' && typeof v[1] === 'string'; }

/** Reads the main key's text. Never throws. */
export function decodeMain(raw: string | null, at = new Date().toISOString(), checkHomebrew: HomebrewValidator | null = null): DecodedMain {
  if (raw === null) return { kind: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'corrupt', reason: 'json' };
  }
  if (!isObj(parsed)) return { kind: 'corrupt', reason: 'envelope' };
  const version = parsed.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { kind: 'corrupt', reason: 'version' };
  if (version > CURRENT_VERSION) {
    // Written by a newer app: shown (best effort) but never written over.
    let check: StateCheck | null = null;
    try {
      check = validateState(parsed.state, at, checkHomebrew);
    } catch {
      check = null;
    }
    return { kind: 'newer', version, check };
  }
  if (!isObj(parsed.state)) return { kind: 'corrupt', reason: 'envelope' };
  let index: MainIndex | null = null;
  if (version >= 2) {
    const hb = parsed.homebrew;
    if (!Array.isArray(parsed.characters) || !parsed.characters.every(isListed) || (hb !== undefined && typeof hb !== 'string')) return { kind: 'corrupt', reason: 'envelope' };
    index = { characters: parsed.characters, homebrew: hb ?? null };
  }
  return { kind: 'main', version, state: parsed.state, index, setAside: parsed.setAside, deleted: readTombstones(parsed.deleted), rev: typeof parsed.rev === 'string' ? parsed.rev.slice(0, 100) : null };
}

export type DecodedState = { kind: 'corrupt'; reason: 'migration' | 'state' } | ({ kind: 'ok' } & StateCheck);

/** A whole stored state of `version` (and the set-aside items stored with it): migrated, then
 *  validated. `more`: items set aside while its parts were read. Never throws. */
export function decodeState(state: unknown, version: number, storedSetAside: unknown, at: string, more: readonly SetAsideItem[] = [], checkHomebrew: HomebrewValidator | null = null): DecodedState {
  let migrated: unknown;
  try {
    migrated = runMigrations(state, version);
  } catch {
    return { kind: 'corrupt', reason: 'migration' };
  }
  const check = validateState(migrated, at, checkHomebrew);
  if (!check) return { kind: 'corrupt', reason: 'state' };
  const stored = validateSetAside(storedSetAside, at);
  const seen = new Set(stored.map((x) => x.id));
  const setAside = [...stored];
  for (const x of [...more, ...check.setAside]) {
    if (seen.has(x.id)) continue;
    seen.add(x.id);
    setAside.push(x);
  }
  return { kind: 'ok', state: check.state, setAside, repairs: check.repairs, filled: check.filled };
}
