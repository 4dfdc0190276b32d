// The writer: this tab's actions, in the order they happened, each written under its lock(s):
// - a character edit under `grimoar:c:<id>`: read that key (the latest copy, or a newer one this
//   tab heard of), apply the edit again, stamp, write the key, tell the other tabs;
// - a list-level change under `grimoar:index` (a delete first takes each deleted character's lock):
//   read the main key, apply the change, write new character keys, the homebrew key, the main key
//   LAST, then remove the deleted keys.
// Data-safety rules: nothing is written unless the load succeeded (mode 'ok'); a failed setItem
// (quota) raises "Neuloženo" and leaves the action waiting, first in line: the next action or a
// retry writes it onto the latest stored state. A full write of the whole state from memory
// (writeAll) is only the first write of version-1 data (its actions stay waiting if it fails),
// "start empty" and repairs (memory stays frozen until it succeeds).
import { CHARACTER_PREFIX, HOMEBREW_KEY, STORAGE_KEY } from './keys';
import { encodeItem, encodeList, encodeMain, type Listed } from './codec';
import { characterKey, put, takeBack, type Journal } from './layout';
import { usePersistenceStatus } from './status';
import { tombstonesToWrite } from './tombstones';
import { failed, saved } from './write-status';
import { writeAll } from './write-all';
import { INDEX_LOCK, characterLock, withLocks } from './locks';
import { applyEdit, applyIndexChange, newerCopy, type IndexChange } from './pending';
import { isFailure } from '../store/edit';
import type { Character } from '../store/types';
import { nextMainRev, nextRev, seqOf, type Op, type PendingEdit, type TabState } from './tab-state';
import { refreshView } from './view';
import { loadHomebrewCheck, loadedHomebrewCheck } from './homebrew-check';
import { keepSameParts } from './same-parts';
import { deletedElsewhere, hearMain, heldMain, readCharacter, readMainNow } from './tab-sync';

const status = usePersistenceStatus;

/** Refusals of an edit that mean the character already is as the edit wanted (another tab restored
 *  the slot, ended the casting, removed the effect): dropped without a word. */
const ALREADY_SO = new Set(['unchanged', 'notFound', 'nothingToRestore', 'slotNotSpent', 'noPactSlotSpent', 'noCasting', 'sorceryPointsFull']);

/** Writes the waiting actions one after another (none while the load has not succeeded). */
export function drain(t: TabState): void {
  if (t.running || t.mode !== 'ok' || !t.storage) return;
  if (!t.locks) {
    t.running = true; // an op may queue another (tab-sync.ts): this loop writes it, in order
    try {
      writeWaiting(t);
    } finally {
      t.running = false;
    }
    return;
  }
  t.running = true;
  const locks = t.locks;
  void (async () => {
    try {
      while (t.ops.length && t.mode === 'ok') {
        const op = t.ops[0];
        const names = op.kind === 'edit' ? [characterLock(op.pending.id)] : [...op.change.removed.map(characterLock), INDEX_LOCK];
        let ran = 'done' as Ran;
        // A full write (version-1 data) holds the index lock: list changes wait for it.
        await withLocks(locks, t.dirty ? [INDEX_LOCK] : names, () => {
          if (t.ops[0] === op) ran = runOp(t, op);
        });
        if (ran === 'failed' || (ran === 'later' && !(await checkLoaded()))) break;
      }
    } finally {
      t.running = false;
    }
  })();
}

/** Writes the waiting actions at once, without waiting for their locks: the page is being hidden
 *  or closed, and a lock granted after that may never run (the tap would be lost). A write that
 *  races another tab's is repaired by the other tab as any stale write is (tab-sync.ts forks). */
export function flushNow(t: TabState): void {
  if (t.storage) writeWaiting(t);
}

/** Every waiting action, in order, now. */
function writeWaiting(t: TabState): void {
  while (t.ops.length && t.mode === 'ok') {
    const ran = runOp(t, t.ops[0]);
    if (ran === 'failed') return;
    if (ran === 'later') {
      void checkLoaded().then((ok) => ok && t.drain());
      return;
    }
  }
}

/** Another tab's main key names homebrew spells this tab has no check for yet: the waiting actions
 *  stay queued until it loads (taken without it, they would be written over that tab's list). */
async function checkLoaded(): Promise<boolean> {
  await loadHomebrewCheck();
  if (loadedHomebrewCheck()) return true;
  status.setState({ unsaved: 'error' }); // offline without the chunk: the next action tries again
  return false;
}

/** 'later': the action waits for the homebrew check (checkLoaded); 'failed': storage refused it. */
type Ran = 'done' | 'later' | 'failed';

/** Writes the first waiting action. A refused one (storage full) stays first in line and in this
 *  tab's view; the next action or "Zkusit znovu uložit" writes it again onto the latest stored
 *  state (not this tab's memory over what other tabs stored meanwhile). */
function runOp(t: TabState, op: Op): Ran {
  if (t.dirty && !t.frozen) {
    // Only this tab's first write is due (version-1 data): another tab may have written the main
    // key since this one loaded, and a full write from memory would undo that tab's changes
    // (a delete would come back). Its key is taken first; this action then goes on top of it.
    const raw = heldMain(t);
    if (raw !== null && raw !== t.mainRaw && hearMain(t, raw, false) === 'later') return 'later';
    if (t.mode !== 'ok') return 'done';
  }
  // memory holds every waiting action: written with it (or kept waiting when it fails)
  if (t.dirty) return writeAll(t, t.ops.flatMap((o) => (o.kind === 'index' ? [o.change] : [])), true) ? 'done' : 'failed';
  try {
    if ((op.kind === 'edit' ? writeEdit(t, op.pending) : writeIndex(t, op.change)) === 'later') return 'later';
  } catch (e) {
    failed(t, e);
    return 'failed';
  }
  t.ops.shift();
  refreshView(t);
  return 'done';
}

function writeEdit(t: TabState, p: PendingEdit): 'later' | void {
  const t0 = performance.now();
  const storage = t.storage!;
  const key = characterKey(p.id);
  const stored = readCharacter(t, p.id, storage.getItem(key));
  const read = stored ? keepSameParts(t.stored.get(p.id), stored) : stored;
  let base = newerCopy(read, t.stored.get(p.id));
  if (p.onto) {
    // This tab's copy won a fork against a tab that has closed since (it cannot apply its edit
    // again): this edit goes onto that tab's copy instead, unless another write came in between.
    if (base?.updatedAt !== p.onto.over) return;
    base = p.onto.copy;
  }
  if (read === null) {
    // Gone: deleted in another tab, unless the latest main key still names it (then this tab's copy
    // is written again, as the load does with a named key that is missing).
    const main = readMainNow(t);
    if (main === 'later') return main;
    if (!main || !main.ids.includes(p.id)) {
      deletedElsewhere(t, [p.id]);
      return;
    }
  }
  if (!base) return;
  // stamped after the copy it replaces, so that every tab takes it
  const now = p.onto ? Math.max(t.now().getTime(), Date.parse(p.onto.over) + 1) : t.now().getTime();
  const next = base === p.before && p.after ? p.after : applyEdit(base, p.edit, now);
  if (!next) {
    // Fails on the latest copy: dropped (the view shows the latest), and the player is told, unless
    // the copy already is as the edit wanted (nothing to change or give back, the thing gone).
    const r = p.edit(base);
    if (isFailure(r) && !ALREADY_SO.has(r.error)) status.setState({ refused: { id: p.id, name: base.name } });
    return;
  }
  const text = encodeItem(next);
  storage.setItem(key, text);
  t.stored.set(p.id, next);
  const w = t.written.characters.get(p.id);
  t.written.characters.set(p.id, { obj: next, stamp: w?.stamp ?? nextRev(t) });
  t.channel?.postMessage({ k: 'c', id: p.id, text, base: base.updatedAt, tab: t.tabId, ...(t.leaving ? { leaving: true } : {}) });
  t.sent.push({ pending: p, base: base.updatedAt, wrote: next.updatedAt, at: Date.now() });
  saved(t, t0);
}

function writeIndex(t: TabState, ch: IndexChange): 'later' | void {
  const t0 = performance.now();
  const storage = t.storage!;
  const latest = readMainNow(t);
  if (latest === 'later') return latest;
  if (!latest) return; // newer version (read-only now) or unreadable: not written over
  const idx = applyIndexChange(latest, ch);
  const rev = nextMainRev(t);
  const stamps = new Map(latest.stamps);
  // an import's write is taken back whole if storage refuses any part of it (layout.ts)
  const journal: Journal | null = ch.whole ? [] : null;
  const added: Character[] = [];
  let hbStamp = latest.homebrewStamp;
  const at = t.now().getTime();
  const present = new Set(idx.ids.map((id) => `c:${id}`));
  const marks = Object.fromEntries(ch.removed.flatMap((id) => [[`c:${id}`, at], ...(ch.replaced ? [[`r:${id}`, at]] : [])]));
  const deleted = tombstonesToWrite(latest.deleted, marks, present, at);
  let main: string;
  try {
    for (const { value } of ch.added) {
      if (!idx.ids.includes(value.id)) continue;
      // Undo of a delete brings back the latest copy that was deleted.
      const c = newerCopy(t.graveyard.get(value.id), value)!;
      const text = encodeItem(c);
      put(storage, characterKey(value.id), text, journal);
      added.push(c);
      stamps.set(value.id, rev);
    }
    if (idx.homebrew !== latest.homebrew || (ch.rewrite && idx.homebrew.length)) {
      if (idx.homebrew.length) {
        const text = encodeList(idx.homebrew);
        put(storage, HOMEBREW_KEY, text, journal);
        hbStamp = rev;
      } else hbStamp = null;
    }
    const listed: Listed[] = idx.ids.map((id) => [id, stamps.get(id) ?? rev]);
    main = encodeMain(idx, listed, hbStamp, t.setAside, deleted, rev);
    storage.setItem(STORAGE_KEY, main);
  } catch (e) {
    if (journal) takeBack(storage, journal);
    throw e;
  }
  for (const c of added) {
    t.stored.set(c.id, c);
    t.graveyard.delete(c.id);
    t.written.characters.set(c.id, { obj: c, stamp: rev });
  }
  t.deleted = deleted;
  // only now: a write refused before its main key must leave the old homebrew stamp, or its retry
  // would not remove the homebrew key of spells deleted since (a later load restores such a key)
  if (hbStamp !== latest.homebrewStamp) t.written.homebrew = hbStamp === null ? null : { obj: idx.homebrew, stamp: hbStamp };
  t.mainRaw = main;
  t.mainSeq = seqOf(rev);
  t.sentIndex = { changes: [ch], seq: t.mainSeq };
  for (const id of ch.removed) {
    if (idx.ids.includes(id)) continue;
    const key = characterKey(id);
    const last = readCharacter(t, id, storage.getItem(key));
    const copy = newerCopy(last ?? null, t.stored.get(id));
    if (copy) t.graveyard.set(id, copy);
    t.stored.delete(id);
    t.written.characters.delete(id);
    try {
      storage.removeItem(key);
    } catch {
      t.written.garbage.add(key);
    }
  }
  if (hbStamp === null && latest.homebrewStamp !== null) t.written.garbage.add(HOMEBREW_KEY);
  // Keys to tidy (left by a stopped write, backed-up keys): removed once a main key without them
  // is written, never one that it names.
  for (const key of [...t.written.garbage]) {
    if (key === HOMEBREW_KEY ? hbStamp !== null : idx.ids.includes(key.slice(CHARACTER_PREFIX.length))) {
      t.written.garbage.delete(key);
      continue;
    }
    try {
      storage.removeItem(key);
      t.written.garbage.delete(key);
    } catch {
      /* tried again after the next write */
    }
  }
  t.index = idx;
  saved(t, t0);
}
