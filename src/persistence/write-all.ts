// A full write of the whole state from memory (writer.ts says when: the first write of version-1
// data, "start empty", repairs): every key through layout.ts, the main key last, then the tab's
// bookkeeping as if each character had been written by an action.
import { pickPersisted } from '../store/app-store';
import { encodeItem } from './codec';
import { writeLayout } from './layout';
import { tombstonesToWrite } from './tombstones';
import { failed, saved } from './write-status';
import type { IndexChange } from './pending';
import { nextMainRev, seqOf, type TabState } from './tab-state';

/** The whole state from memory, every key (the first write of version-1 data, "start empty", a
 *  repair). Removes keys of characters that are gone. `changes`: the list changes among the actions
 *  it writes (applied again if another tab's write wins the tie); `ofActions`: the waiting actions
 *  stand for everything it writes (they stay waiting if it fails; otherwise memory is frozen). */
export function writeAll(t: TabState, changes: IndexChange[] = [], ofActions = false): boolean {
  const storage = t.storage;
  if (t.mode !== 'ok' || !storage) return false;
  const t0 = performance.now();
  const state = pickPersisted(t.store.getState());
  const at = t.now().getTime();
  const present = new Set(state.characters.map((c) => `c:${c.id}`));
  const known = new Set([...t.written.characters.keys(), ...t.index.ids]);
  const byImport = new Set(changes.flatMap((ch) => (ch.replaced ? ch.removed : [])));
  const gone = Object.fromEntries([...known].filter((id) => !present.has(`c:${id}`)).flatMap((id) => [[`c:${id}`, at], ...(byImport.has(id) ? [[`r:${id}`, at]] : [])]));
  const deleted = tombstonesToWrite(t.deleted, gone, present, at);
  const rev = nextMainRev(t);
  const w = writeLayout(storage, state, t.written, rev, t.setAside, deleted, changes.some((c) => c.whole));
  if (!w.ok) {
    failed(t, w.error);
    if (!ofActions) t.frozen = true;
    return false;
  }
  t.dirty = false;
  t.failed = false;
  t.frozen = false;
  // Watched for forks as single edits are: a tab that read a stale main key may write its own full
  // write over this one (its copy, or the copy both loaded, under this tab's edited key). Per changed
  // character: the copy its edits were applied to, and the copy written.
  const changed = new Map(state.characters.flatMap((c) => {
    const base = t.stored.get(c.id)?.updatedAt;
    return base && base !== c.updatedAt ? [[c.id, { base, wrote: c.updatedAt }] as const] : [];
  }));
  for (const o of t.ops) {
    const copies = o.kind === 'edit' && changed.get(o.pending.id);
    if (copies) t.sent.push({ pending: { ...o.pending, before: null, after: null }, ...copies, at: Date.now() });
  }
  t.ops = [];
  t.written = w.written;
  t.mainRaw = w.main;
  t.mainSeq = seqOf(rev);
  t.sentIndex = { changes, seq: t.mainSeq };
  t.deleted = deleted;
  t.stored = new Map(state.characters.map((c) => [c.id, c]));
  t.index = { ids: state.characters.map((c) => c.id), activeCharacterId: state.activeCharacterId, settings: state.settings, homebrew: state.homebrew };
  for (const c of state.characters) t.channel?.postMessage({ k: 'c', id: c.id, text: encodeItem(c), base: changed.get(c.id)?.base ?? null, tab: t.tabId });
  saved(t, t0);
  return true;
}
