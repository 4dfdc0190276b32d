// The other tabs: what they wrote reaches this tab as storage events and, for character keys, as
// BroadcastChannel messages too (`{ k: 'c', id, text, base, tab }`, often before the event). The
// main key is taken from its storage event only: events arrive in write order after the keys it
// names (a channel message could arrive before them: "missing"). Nothing is ever adopted by
// replacing the store wholesale:
// - a character copy is taken when it is newer than the one this tab knows (pending.ts newerCopy);
//   the view is this tab's waiting edits folded onto it (view.ts);
// - a main key brings the list, settings, homebrew and the last chosen character; a character it
//   no longer lists is "deleted in another window" (or "replaced by an import") only when its
//   deletion mark says so (a stale write that had not seen a new character does not delete it: it
//   is listed again);
// - a fork: another tab applied its edit to the same copy as an edit of this tab (it read a stale
//   key) and its copy won, so this tab's edit is applied again to that copy; a full write from a
//   stale read that put back the copy this tab's edit was applied to gets the edit again too;
// - junk, cleared storage and a newer app version never overwrite anything (a newer version makes
//   this tab read-only).
import type { Character } from '../store/types';
import { pickPersisted } from '../store/app-store';
import { CHARACTER_PREFIX, STORAGE_KEY } from './keys';
import { decodeMain } from './codec';
import { loadLayout, type Written } from './layout';
import { usePersistenceStatus, type DeletedElsewhere } from './status';
import { loadHomebrewCheck, loadedHomebrewCheck } from './homebrew-check';
import { indexOf, newerCopy, type IndexChange, type IndexState } from './pending';
import type { Tombstones } from './tombstones';
import { seqOf, type Op, type TabState } from './tab-state';
import { refreshView } from './view';
import { validateCharacter } from './validate';
import { encodeItem, rememberItem } from './codec';
import { keepSameParts } from './same-parts';
import { SYNC_KEY } from './sync-store';

const status = usePersistenceStatus;
const WRITE_AGAIN: IndexChange = { added: [], removed: [], settings: {}, homebrewPut: [], homebrewAdded: [], homebrewRemoved: [], rewrite: true };
/** ms a write of this tab is watched for a fork */
const FORK_WINDOW = 5000;

/** The character under its key now: the stored object itself when the text is what this tab knows
 *  (no new object), null when the key is gone, undefined when it cannot be read. */
export function readCharacter(t: TabState, id: string, text: string | null): Character | null | undefined {
  if (text === null) return null;
  const known = t.stored.get(id);
  if (known && encodeItem(known) === text) return known;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const v = validateCharacter(raw);
  if (!v.ok || v.value.id !== id) return undefined;
  // Valid input comes back as the parsed object itself: its JSON is this text (no second stringify
  // when the same copy arrives again by the storage event, or is compared in the view).
  if (v.value === raw) rememberItem(v.value, text);
  return v.value;
}

/** Queues an action found here (written by the writer, in order). */
function queueOp(t: TabState, op: Op): void {
  t.ops.push(op);
  t.drain();
}

export interface MainNow extends IndexState {
  stamps: Map<string, string>;
  homebrewStamp: string | null;
  deleted: Tombstones;
}

const mainNow = (t: TabState): MainNow => ({ ...t.index, stamps: new Map([...t.written.characters].map(([id, w]) => [id, w.stamp])), homebrewStamp: t.written.homebrew?.stamp ?? null, deleted: t.deleted });

/** The latest main key, adopted first (null: a newer version, now read-only, or unreadable;
 *  'later': it names homebrew spells and the check for them has not loaded yet). */
export function readMainNow(t: TabState): MainNow | null | 'later' {
  const raw = t.storage!.getItem(STORAGE_KEY);
  if (raw === null || raw === t.mainRaw) return mainNow(t);
  // 'same': storage holds an older main key than the one this tab knows (a stale write):
  // the change is applied to the newer one.
  const r = hearMain(t, raw, false);
  if (r === 'later') return r;
  return r === 'ok' || r === 'same' ? mainNow(t) : null;
}

/** The main key's text in storage now (null: none, or storage cannot be read). */
export function heldMain(t: TabState): string | null {
  try {
    return t.storage!.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Takes another tab's main key. `refresh`: update the view (not while a write is under way). */
export function hearMain(t: TabState, raw: string, refresh = true): 'ok' | 'same' | 'junk' | 'readonly' | 'later' {
  if (raw === t.mainRaw) return 'same';
  const at = t.now().toISOString();
  const d = decodeMain(raw, at, loadedHomebrewCheck());
  if (d.kind === 'newer') {
    t.mode = 'readonly';
    t.ops = [];
    status.setState({ mode: 'readonly', readonly: { version: d.version, otherTab: true } });
    return 'readonly';
  }
  if (d.kind !== 'main' || d.index === null) return 'junk';
  const seq = seqOf(d.rev);
  if (t.mode !== 'corrupt' && seq <= t.mainSeq && t.mainRaw !== null) {
    const held = heldMain(t);
    if (seq < t.mainSeq) {
      // A late event of an older main key. If storage holds it now (a tab that read a stale main
      // key wrote after this tab), this tab's is written again on top, or a reload would bring the
      // older list back. Not while a write is under way: that write goes on top anyway.
      if (refresh && t.mode === 'ok' && held === raw) queueOp(t, { kind: 'index', change: WRITE_AGAIN });
      return 'same';
    }
    // The same number as this tab's: two tabs wrote on one read (one of them a stale read). Every
    // tab takes the one storage holds (written last, with its homebrew key); the other is ignored.
    if (held !== raw) return 'same';
  }
  // This tab's own last write had that number and is not the one storage holds: its change is
  // missing there and is applied again on top.
  const lost = t.sentIndex && t.sentIndex.seq === seq && seq === t.mainSeq ? t.sentIndex.changes : null;
  // Keys whose stamp did not change are not read again: this tab's latest copy stands for them.
  const prev: Written = { ...t.written, characters: new Map([...t.written.characters].map(([id, w]) => [id, { obj: t.stored.get(id) ?? null, stamp: w.stamp }])) };
  let loaded;
  try {
    loaded = loadLayout(t.storage!, d, raw.length, at, t.mode === 'corrupt' ? null : prev, false, loadedHomebrewCheck());
  } catch {
    if (!loadedHomebrewCheck()) {
      // Another tab's homebrew spells need their check: taken once it has loaded.
      void loadHomebrewCheck().then(() => hearMain(t, raw));
      return 'later';
    }
    return 'junk';
  }
  if (loaded.decoded.kind !== 'ok') return 'junk';
  const state = loaded.decoded.state;
  const before = new Set(t.index.ids);
  const wasCorrupt = t.mode === 'corrupt';
  for (const c of state.characters) {
    // The copy this tab's edit was applied to is back under its key: another tab's full write from
    // a stale read replaced this tab's write. The edit goes again onto that copy.
    const over = t.sent.filter((s) => s.pending.id === c.id && s.base === c.updatedAt);
    if (over.length) {
      t.stored.set(c.id, c);
      t.sent = t.sent.filter((s) => !over.includes(s));
      for (const s of over) queueOp(t, { kind: 'edit', pending: s.pending });
    } else t.stored.set(c.id, newerCopy(t.stored.get(c.id), keepSameParts(t.stored.get(c.id), c))!);
  }
  const next = indexOf(state);
  const listed = new Set(next.ids);
  const gone = [...before].filter((id) => !listed.has(id));
  for (const k of loaded.written.garbage) t.written.garbage.add(k);
  t.written = { ...loaded.written, garbage: t.written.garbage };
  t.index = next;
  t.mainRaw = raw;
  t.mainSeq = seq;
  // Another tab has written the version-2 layout: this tab's next write is an action again, not a
  // full write of its memory over that tab's edits.
  if (!t.frozen) t.dirty = false;
  t.deleted = d.deleted;
  const mine = new Set(t.setAside.map((x) => x.id));
  t.setAside = [...t.setAside, ...loaded.decoded.setAside.filter((x) => !mine.has(x.id) && !t.removedSetAside.has(x.id))];
  status.setState({ setAside: t.setAside, syncedAt: at });
  const deleted = gone.filter((id) => d.deleted[`c:${id}`] !== undefined);
  const missed = gone.filter((id) => d.deleted[`c:${id}`] === undefined);
  if (deleted.length) deletedElsewhere(t, deleted, refresh, deleted.filter((id) => d.deleted[`r:${id}`] === d.deleted[`c:${id}`]));
  // Listed before and neither listed nor deleted now: a write that had not seen it. Listed again.
  const cur = pickPersisted(t.store.getState()).characters;
  const keep = (ids: string[]) => cur.filter((c) => ids.includes(c.id));
  if (wasCorrupt) {
    t.mode = 'ok';
    status.setState({ mode: 'ok', corrupt: null });
  }
  const relist = wasCorrupt ? cur.filter((c) => !listed.has(c.id)) : keep(missed);
  if (relist.length) {
    for (const c of relist) t.stored.set(c.id, newerCopy(t.stored.get(c.id), c)!);
    const order = cur.map((c) => c.id);
    const added = relist.map((value) => {
      const i = order.indexOf(value.id);
      return { value, after: i > 0 ? order[i - 1] : null };
    });
    queueOp(t, { kind: 'index', change: { added, removed: [], settings: {}, homebrewPut: [], homebrewAdded: [], homebrewRemoved: [] } });
  }
  if (lost) {
    t.sentIndex = null;
    for (const change of lost) queueOp(t, { kind: 'index', change });
  }
  if (refresh) refreshView(t);
  return 'ok';
}

/** Takes another tab's copy of one character (`base`: the updatedAt of the copy it was applied to,
 *  when the message says; `leaving`: that tab is being closed). */
function hearCharacter(t: TabState, id: string, text: string, base: string | null = null, tab: string | null = null, leaving = false): void {
  if (tab === t.tabId || (t.mode !== 'ok' && t.mode !== 'corrupt')) return;
  if (!t.stored.has(id)) return; // not listed here yet: the main key brings it
  const prev = t.stored.get(id);
  const read = readCharacter(t, id, text);
  if (!read) return;
  const c = keepSameParts(prev, read);
  if (c !== read) rememberItem(c, text);
  t.stored.set(id, newerCopy(prev, c)!);
  if (base !== null) watchForks(t, c, base, leaving);
  refreshView(t);
}

function watchForks(t: TabState, c: Character, base: string, leaving: boolean) {
  const now = Date.now();
  t.sent = t.sent.filter((s) => {
    if (now - s.at > FORK_WINDOW) return false;
    if (s.pending.id !== c.id) return true;
    if (base === s.wrote) return false; // built on this tab's write
    if (base !== s.base) return true;
    // Applied to the same copy as this tab's write: the later copy wins everywhere; if that is the
    // other tab's, this tab's edit is missing from it and is applied again.
    if (c.updatedAt > s.wrote || (c.updatedAt === s.wrote && newerCopy(c, t.stored.get(c.id)) === c)) queueOp(t, { kind: 'edit', pending: { ...s.pending, before: null, after: null } });
    // This tab's copy won, but the other tab is closing and cannot apply its edit again: this tab
    // applies its own edit to that tab's copy instead.
    else if (leaving) queueOp(t, { kind: 'edit', pending: { ...s.pending, before: null, after: null, onto: { copy: c, over: s.wrote } } });
    return false;
  });
}

/** Characters another window deleted (`replaced`: those its import replacing everything removed):
 *  gone from this tab's view, with a notice offering undo. */
export function deletedElsewhere(t: TabState, ids: string[], refresh = false, replaced: string[] = []): void {
  const view = pickPersisted(t.store.getState()).characters;
  const notes: DeletedElsewhere[] = [];
  for (const id of ids) {
    const i = view.findIndex((c) => c.id === id);
    const copy = newerCopy(view[i], t.stored.get(id));
    if (i >= 0 && copy) notes.push({ id, name: copy.name, copy, index: i, ...(replaced.includes(id) ? { replaced: true } : {}) });
    t.stored.delete(id);
    t.written.characters.delete(id);
    t.index = { ...t.index, ids: t.index.ids.filter((x) => x !== id) };
  }
  t.ops = t.ops.filter((o) => !(o.kind === 'edit' && ids.includes(o.pending.id)) || o === t.ops[0]);
  if (notes.length) status.setState((s) => ({ deletedElsewhere: [...s.deletedElsewhere.filter((n) => !ids.includes(n.id)), ...notes] }));
  if (refresh) refreshView(t);
}

/** Storage events and channel messages into this tab; returns the cleanup. */
export function listen(t: TabState, events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null): () => void {
  const onStorage = (e: Event) => {
    const se = e as StorageEvent;
    if (se.storageArea && se.storageArea !== t.storage) return;
    // device sync turned on in another tab: said whatever this tab's mode (its start does not ask)
    if (se.key === SYNC_KEY && se.newValue !== null) noteSyncRecords();
    if (t.mode !== 'ok' && t.mode !== 'corrupt') return;
    if (typeof se.newValue !== 'string') return; // removed or cleared: the main key tells
    if (se.key === STORAGE_KEY) hearMain(t, se.newValue);
    else if (se.key?.startsWith(CHARACTER_PREFIX)) hearCharacter(t, se.key.slice(CHARACTER_PREFIX.length), se.newValue);
  };
  const onMessage = (e: MessageEvent) => {
    const m = e.data as { k?: unknown; id?: unknown; text?: unknown; base?: unknown; tab?: unknown; leaving?: unknown } | null;
    if (!m || typeof m !== 'object' || m.tab === t.tabId) return;
    if (t.mode !== 'ok' && t.mode !== 'corrupt') return;
    if (m.k === 'c' && typeof m.id === 'string' && typeof m.text === 'string') hearCharacter(t, m.id, m.text, typeof m.base === 'string' ? m.base : null, typeof m.tab === 'string' ? m.tab : null, m.leaving === true);
  };
  events?.addEventListener('storage', onStorage);
  t.channel?.addEventListener('message', onMessage);
  return () => {
    events?.removeEventListener('storage', onStorage);
    t.channel?.removeEventListener('message', onMessage);
    t.channel?.close?.();
  };
}

/** Another tab stored device-sync records (set once; the sync layer, once started, follows them). */
function noteSyncRecords(): void {
  if (!status.getState().syncRecordsAppeared) status.setState({ syncRecordsAppeared: true });
}

/** Looks for other tabs' writes now (pageshow, visibilitychange): the main key and every key, and
 *  sync records a frozen background page may not have heard of. */
export function syncNow(t: TabState): void {
  try {
    if (t.storage?.getItem(SYNC_KEY) != null) noteSyncRecords();
  } catch {
    /* storage went away */
  }
  if ((t.mode !== 'ok' && t.mode !== 'corrupt') || !t.storage) return;
  try {
    const raw = t.storage.getItem(STORAGE_KEY);
    if (typeof raw === 'string') hearMain(t, raw);
    if (t.mode !== 'ok') return;
    for (const id of t.index.ids) {
      const text = t.storage.getItem(CHARACTER_PREFIX + id);
      if (text !== null) hearCharacter(t, id, text);
    }
  } catch {
    /* storage went away: keep running in memory */
  }
}
