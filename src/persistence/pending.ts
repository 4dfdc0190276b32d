// The pure parts of "an edit is an action" (docs/decisions/0007): a character edit applied again to
// a newer stored copy, a tab's view as its own waiting edits folded onto the latest stored copy,
// and list-level changes (create, delete, undo, settings, homebrew, the last chosen character) as
// changes applied to the latest main key. Nothing here reads storage or the store.
import type { Character, HomebrewSpell, PersistedState, Settings } from '../store/types';
import { isFailure, type CharacterEdit } from '../store/edit';
import { touched } from '../store/defaults';
import { encodeItem } from './codec';

/** `edit` applied to `c` and stamped (updatedAt strictly later than c's), or null when it fails. */
export function applyEdit(c: Character, edit: CharacterEdit, now = Date.now()): Character | null {
  const r = edit(c);
  if (isFailure(r)) return null;
  return { ...r, id: c.id, updatedAt: touched(c.updatedAt, now) };
}

/** A waiting edit; `before` → `after`: what it already gave in memory (applied to that very
 *  object it gives the same object again). */
export interface Waiting {
  edit: CharacterEdit;
  before?: Character | null;
  after?: Character | null;
}

/** What a tab shows: its waiting edits applied in order to the latest stored copy (an edit that
 *  fails on it is left out, as it will be when it is written). */
export function foldPending(stored: Character, pending: readonly Waiting[], now = Date.now()): Character {
  let c = stored;
  for (const w of pending) c = w.before === c && w.after ? w.after : (applyEdit(c, w.edit, now) ?? c);
  return c;
}

/** The later of two copies of one character: the later updatedAt (every write stamps it, strictly
 *  later than the copy it was applied to); on a tie the larger JSON, so every tab picks the same. */
export function newerCopy(a: Character | null | undefined, b: Character | null | undefined): Character | null {
  if (!a) return b ?? null;
  if (!b || a === b) return a;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  return encodeItem(a) >= encodeItem(b) ? a : b;
}

/** What the main key holds besides the characters' own keys. */
export interface IndexState {
  ids: string[];
  activeCharacterId: string | null;
  settings: Settings;
  homebrew: HomebrewSpell[];
}

/** One list-level change of this tab, to be applied to the latest main key. */
export interface IndexChange {
  /** new characters (create, duplicate, undo, import) and the id listed before each (null: first) */
  added: { value: Character; after: string | null }[];
  removed: string[];
  settings: Partial<Settings>;
  /** undefined: unchanged */
  active?: string | null;
  /** spells this tab had, as it has them now (replaced by id, or stored again if deleted meanwhile) */
  homebrewPut: HomebrewSpell[];
  /** spells new to this tab (created, imported, a delete undone): stored only where the latest
   *  list has no spell with that id, as `added` characters (one saved there since is newer) */
  homebrewAdded: HomebrewSpell[];
  homebrewRemoved: string[];
  /** an import replaced everything: the characters removed went with it (other tabs say so) */
  replaced?: true;
  /** the homebrew key is written even when the list did not change (storage may hold another
   *  tab's list under this tab's main key: a tie on the main key's number, tab-sync.ts) */
  rewrite?: true;
  /** an import: its write lands whole or not at all (layout.ts) */
  whole?: true;
}

export const indexOf = (s: PersistedState): IndexState => ({ ids: s.characters.map((c) => c.id), activeCharacterId: s.activeCharacterId, settings: s.settings, homebrew: s.homebrew });

/** The list-level change from `prev` to `next` (a store change of this tab), or null. Edits of a
 *  character that stays are not in it (they are actions of their own). */
export function diffIndex(prev: PersistedState, next: PersistedState): IndexChange | null {
  const ch: IndexChange = { added: [], removed: [], settings: {}, homebrewPut: [], homebrewAdded: [], homebrewRemoved: [] };
  let any = false;
  if (prev.characters !== next.characters) {
    const before = new Set(prev.characters.map((c) => c.id));
    const after = new Set(next.characters.map((c) => c.id));
    next.characters.forEach((c, i) => {
      if (!before.has(c.id)) ch.added.push({ value: c, after: i === 0 ? null : next.characters[i - 1].id });
    });
    ch.removed = [...before].filter((id) => !after.has(id));
    any = ch.added.length > 0 || ch.removed.length > 0;
  }
  if (prev.settings !== next.settings)
    for (const k of Object.keys(next.settings) as (keyof Settings)[])
      if (prev.settings[k] !== next.settings[k]) {
        (ch.settings as Record<string, unknown>)[k] = next.settings[k];
        any = true;
      }
  if (prev.activeCharacterId !== next.activeCharacterId) {
    ch.active = next.activeCharacterId;
    any = true;
  }
  if (prev.homebrew !== next.homebrew) {
    const old = new Map(prev.homebrew.map((h) => [h.data.id, h]));
    const ids = new Set(next.homebrew.map((h) => h.data.id));
    ch.homebrewPut = next.homebrew.filter((h) => old.has(h.data.id) && old.get(h.data.id) !== h);
    ch.homebrewAdded = next.homebrew.filter((h) => !old.has(h.data.id));
    ch.homebrewRemoved = [...old.keys()].filter((id) => !ids.has(id));
    any ||= ch.homebrewPut.length > 0 || ch.homebrewAdded.length > 0 || ch.homebrewRemoved.length > 0;
  }
  return any ? ch : null;
}

/** `ch` applied to the latest main key's `idx`: per character, per setting, per homebrew spell. */
export function applyIndexChange(idx: IndexState, ch: IndexChange): IndexState {
  const removed = new Set(ch.removed);
  const ids = idx.ids.filter((id) => !removed.has(id));
  for (const { value, after } of ch.added) {
    if (ids.includes(value.id)) continue;
    const at = after === null ? 0 : ids.indexOf(after) + 1;
    ids.splice(at === 0 && after !== null ? ids.length : at, 0, value.id);
  }
  let homebrew = idx.homebrew;
  if (ch.homebrewPut.length || ch.homebrewAdded.length || ch.homebrewRemoved.length) {
    const gone = new Set(ch.homebrewRemoved);
    homebrew = idx.homebrew.filter((h) => !gone.has(h.data.id));
    for (const h of ch.homebrewPut) {
      const i = homebrew.findIndex((x) => x.data.id === h.data.id);
      if (i >= 0) homebrew[i] = h;
      else homebrew.push(h);
    }
    for (const h of ch.homebrewAdded) if (!homebrew.some((x) => x.data.id === h.data.id)) homebrew.push(h);
  }
  const settings = Object.keys(ch.settings).length ? { ...idx.settings, ...ch.settings } : idx.settings;
  let active = ch.active === undefined ? idx.activeCharacterId : ch.active;
  if (active !== null && !ids.includes(active)) active = ids[0] ?? null;
  return { ids, activeCharacterId: active, settings, homebrew };
}
