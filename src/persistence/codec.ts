// The stored envelope `{ version, state, setAside? }`: writing it cheaply and reading it safely.
// Writing: every character and homebrew spell is serialised once per object identity (WeakMap), so
// an action that changes one character re-serialises only that character — the store replaces
// changed objects and keeps the rest, so identity says exactly what changed.
import type { PersistedState } from '../store/types';
import { pickPersisted } from '../store/app-store';
import { CURRENT_VERSION } from './keys';
import { runMigrations } from './migrations';
import type { Tombstones } from './merge';
import { validateSetAside, validateState, type SetAsideItem, type StateCheck } from './validate';

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

function encodeValue(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => (typeof x === 'object' && x !== null ? encodeItem(x) : JSON.stringify(x))).join(',')}]`;
  return JSON.stringify(v) ?? 'null';
}

/** Same text as JSON.stringify({ version, state, setAside?, deleted? }), built from cached pieces.
 *  `setAside`: data that could not be loaded, kept whole; `deleted`: deletion marks for other tabs;
 *  `rev`: "<tab id>:<n>", names this write so a tab never merges the same write twice. */
export function encodeEnvelope(state: PersistedState, setAside: readonly SetAsideItem[] = [], deleted: Tombstones = {}, rev?: string, version = CURRENT_VERSION): string {
  const p = pickPersisted(state);
  const parts = Object.entries(p).map(([k, v]) => `${JSON.stringify(k)}:${encodeValue(v)}`);
  let tail = setAside.length ? `,"setAside":${JSON.stringify(setAside)}` : '';
  if (Object.keys(deleted).length) tail += `,"deleted":${JSON.stringify(deleted)}`;
  if (rev) tail += `,"rev":${JSON.stringify(rev)}`;
  return `{"version":${version},"state":{${parts.join(',')}}${tail}}`;
}

function readTombstones(v: unknown): Tombstones {
  const out: Tombstones = {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return out;
  for (const [k, t] of Object.entries(v)) if (/^[ch]:/.test(k) && typeof t === 'number' && Number.isFinite(t)) out[k] = t;
  return out;
}

export type Decoded =
  | { kind: 'empty' }
  | { kind: 'corrupt'; reason: 'json' | 'envelope' | 'version' | 'migration' | 'state' }
  | { kind: 'newer'; version: number; check: StateCheck | null }
  | ({ kind: 'ok'; version: number; deleted: Tombstones; rev: string | null } & StateCheck);

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the raw text under the storage key. Never throws. */
export function decodeEnvelope(raw: string | null, at = new Date().toISOString()): Decoded {
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
      check = validateState(parsed.state, at);
    } catch {
      check = null;
    }
    return { kind: 'newer', version, check };
  }
  let state: unknown;
  try {
    state = runMigrations(parsed.state, version);
  } catch {
    return { kind: 'corrupt', reason: 'migration' };
  }
  const check = validateState(state, at);
  if (!check) return { kind: 'corrupt', reason: 'state' };
  const stored = validateSetAside(parsed.setAside, at);
  const seen = new Set(stored.map((x) => x.id));
  const setAside = [...stored, ...check.setAside.filter((x) => !seen.has(x.id))];
  return { kind: 'ok', version, state: check.state, setAside, repairs: check.repairs, deleted: readTombstones(parsed.deleted), rev: typeof parsed.rev === 'string' ? parsed.rev.slice(0, 100) : null };
}
