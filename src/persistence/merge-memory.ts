// What the two-tab merge (merge.ts) needs to know and what every write needs, kept on the first
// screen: this tab's memory of its own edits (rememberLocalChange runs on every store change) and
// the deletion marks ("tombstones") written with every main key. The merge itself loads on demand.
import type { PersistedState } from '../store/types';
import { encodeItem } from './codec';

/** 'c:<characterId>' | 'h:<homebrewId>' → ms time of the deletion. */
export type Tombstones = Record<string, number>;

/** What this tab remembers of its own recent edits (in memory only). */
export interface MergeMemory {
  /** deletions made in this tab: key → ms time */
  deleted: Map<string, number>;
  /** JSON of homebrew spells this tab deleted (a remote copy that differs was edited after: kept) */
  deletedContent: Map<string, string>;
  /** 'h:<id>' → ms time this tab last edited the spell */
  editedAt: Map<string, number>;
  /** 'h:<id>' | 'set:<field>' | 'active' → JSON of the value before this tab's latest edit */
  previous: Map<string, string>;
}

export function newMergeMemory(): MergeMemory { return { deleted: new Map(), deletedContent: new Map(), editedAt: new Map(), previous: new Map() }; }

export const json = (v: unknown): string => (typeof v === 'object' && v !== null ? encodeItem(v) : JSON.stringify(v) ?? 'undefined');
/** Records, from one store change, what merges need to know: deletions and previous values. */
export function rememberLocalChange(mem: MergeMemory, prev: PersistedState, next: PersistedState, now = Date.now()): void {
  if (prev.characters !== next.characters) {
    const ids = new Set(next.characters.map((c) => c.id));
    for (const c of prev.characters) if (!ids.has(c.id)) mem.deleted.set(`c:${c.id}`, now);
    // Back again (undo): no longer deleted.
    if (mem.deleted.size) for (const id of ids) mem.deleted.delete(`c:${id}`);
  }
  if (prev.homebrew !== next.homebrew) {
    const byId = new Map(next.homebrew.map((h) => [h.data.id, h]));
    const before = new Set<string>();
    for (const h of prev.homebrew) {
      const key = `h:${h.data.id}`;
      before.add(h.data.id);
      const n = byId.get(h.data.id);
      if (!n) {
        mem.deleted.set(key, now);
        mem.deletedContent.set(key, json(h));
      } else if (n !== h) {
        mem.previous.set(key, json(h));
        mem.editedAt.set(key, now);
      }
    }
    for (const id of byId.keys()) {
      const key = `h:${id}`;
      if (!before.has(id)) mem.editedAt.set(key, now);
      mem.deleted.delete(key);
      mem.deletedContent.delete(key);
    }
  }
  if (prev.settings !== next.settings) {
    for (const k of Object.keys(next.settings) as (keyof PersistedState['settings'])[]) {
      if (prev.settings[k] !== next.settings[k]) mem.previous.set(`set:${k}`, json(prev.settings[k]));
    }
  }
  if (prev.activeCharacterId !== next.activeCharacterId) mem.previous.set('active', json(prev.activeCharacterId));
}

const TOMBSTONE_DAYS = 90;
const MAX_TOMBSTONES = 500;

/** Deletion marks to write: what storage had, plus this tab's deletions, minus ids that exist again,
 *  without marks older than 90 days (and at most 500). */
export function tombstonesToWrite(known: Tombstones, mem: MergeMemory, state: PersistedState, now = Date.now()): Tombstones {
  const present = new Set<string>([...state.characters.map((c) => `c:${c.id}`), ...state.homebrew.map((h) => `h:${h.data.id}`)]);
  const all: [string, number][] = [];
  const merged: Tombstones = { ...known };
  for (const [k, t] of mem.deleted) merged[k] = Math.max(merged[k] ?? -Infinity, t);
  for (const [k, t] of Object.entries(merged)) if (!present.has(k) && now - t < TOMBSTONE_DAYS * 86_400_000) all.push([k, t]);
  all.sort((a, b) => b[1] - a[1]);
  return Object.fromEntries(all.slice(0, MAX_TOMBSTONES));
}

/** Union of two deletion lists (latest time per key). */
export function unionTombstones(a: Tombstones, b: Tombstones): Tombstones {
  const out: Tombstones = { ...a };
  for (const [k, t] of Object.entries(b)) out[k] = Math.max(out[k] ?? -Infinity, t);
  return out;
}
