// The persistence controller: load, then keep the store saved (the rules it keeps: index.ts). The
// jobs are in modules of their own around one state object (tab-state.ts): the pure load
// (load.ts), the writer (writer.ts), the other tabs (tab-sync.ts) and the view (view.ts).
import { pickPersisted, samePersisted } from '../store/app-store';
import type { EditSink } from '../store/edit';
import { CHARACTER_PREFIX } from './keys';
import { keysWithPrefix, storedChars } from './storage';
import { encodeItem } from './codec';
import { loadStored } from './load';
import { initialStatus, usePersistenceStatus } from './status';
import { backupText, deleteBackup, listBackups, readBackup } from './backups';
import type { PersistenceController, PersistenceOptions } from './controller-types';
import type { AppStoreApi } from '../store/app-store';
import type { Settings } from '../store/types';
import { readMeta, writeMeta, type Meta } from './meta';
import { whenIdle } from '../lib/idle';
import { loadHomebrewCheck, loadedHomebrewCheck } from './homebrew-check';
import { browserChannel, browserLocks } from './locks';
import { diffIndex, indexOf } from './pending';
import { newTabState, seqOf, type PendingEdit, type TabState } from './tab-state';
import { drain, flushNow } from './writer';
import { writeAll } from './write-all';
import { listen, syncNow } from './tab-sync';
import { setView } from './view';

// The app's running controller (initPersistence sets it; its dispose clears it).
let active: PersistenceController | null = null;

export const activeController = (): PersistenceController | null => active;

export function setActiveController(c: PersistenceController): void {
  active = c;
}

/** A controller that is not the app's singleton (tests run two "tabs" side by side with it).
 *  Status goes to the same usePersistenceStatus store. */
export function createPersistence(store: AppStoreApi, storage: Storage | null, opts: PersistenceOptions): PersistenceController {
  const now = opts.now ?? (() => new Date());
  const events = opts.events === undefined ? (typeof window !== 'undefined' ? window : null) : opts.events;
  const locks = opts.locks === undefined ? browserLocks() : opts.locks;
  const channel = opts.channel === undefined ? (events ? browserChannel() : null) : opts.channel;
  const status = usePersistenceStatus;
  status.setState(initialStatus(), true);
  const t: TabState = newTabState(store, storage, locks, channel, now);
  t.drain = () => drain(t);
  let meta: Meta = {};
  const cleanups: (() => void)[] = [];

  function setMode(m: TabState['mode'], extra: Partial<ReturnType<typeof status.getState>> = {}) {
    t.mode = m;
    status.setState({ mode: m, ...(m === 'ok' ? { changedUnstored: false } : {}), ...extra });
  }
  const current = () => pickPersisted(store.getState());
  const backup = (raw: string): string | null => (storage ? backupText(storage, raw, now()) : null);

  function publishMeta() {
    status.setState({ lastExportAt: meta.lastExportAt ?? null, reminderSnoozedUntil: meta.reminderSnoozedUntil ?? null });
  }
  function saveMeta() {
    publishMeta();
    // the language's copy as storage holds it (another tab may have changed it since)
    if (storage && t.mode !== 'readonly' && t.mode !== 'memory') writeMeta(storage, { ...meta, language: readMeta(storage).language });
  }
  /** The copy of the UI language in the bookkeeping key (meta.ts), read fresh: another tab may have
   *  changed it. Kept as the main key is (after a successful load; a change made while the data
   *  cannot be read is stored with it by "start over" or a repair). No copy stands for Czech, so a
   *  Czech player's load writes nothing. */
  function keepLanguage(language: Settings['language']) {
    if (t.mode !== 'ok' || !storage) return;
    const m = readMeta(storage);
    if ((m.language ?? 'cs') !== language) writeMeta(storage, { ...m, language });
  }
  /** A main key that cannot be read: the app shows the language of that copy. */
  function languageFromMeta() {
    if (meta.language) setView(t, { settings: { ...store.getState().settings, language: meta.language } });
  }

  /** After "start empty" or a repair: everything from memory. */
  function restart() {
    setMode('ok', { corrupt: null });
    t.dirty = true;
    t.ops = [];
    writeAll(t);
    keepLanguage(current().settings.language);
  }

  const controller: PersistenceController = {
    get mode() {
      return t.mode;
    },
    startEmpty() {
      if (t.mode !== 'corrupt') return;
      restart();
      // The old character keys stay until they are copied to backups (then removed by a later
      // write); closing the tab before that only means the next start restores them.
      if (storage) void import('./repair').then(({ parkItemKeys }) => parkItemKeys(storage, keysWithPrefix(storage, CHARACTER_PREFIX), current(), backup, t.written.garbage));
    },
    async previewRepair() {
      const raw = status.getState().corrupt?.raw;
      if (raw === undefined) return null;
      const { salvage, itemTexts } = await import('./repair');
      return salvage(raw, storage ? itemTexts(storage, keysWithPrefix(storage, CHARACTER_PREFIX)) : []);
    },
    async applyRepair(s) {
      const { applySalvage, parkItemKeys } = await import('./repair');
      if (t.mode !== 'corrupt') return;
      setView(t, applySalvage(current(), s));
      if (storage) parkItemKeys(storage, keysWithPrefix(storage, CHARACTER_PREFIX), current(), backup, t.written.garbage);
      restart();
    },
    storedChars() {
      return storage ? storedChars(storage) : 0;
    },
    retrySave() {
      // The refused actions again, at once (the player asked): onto the latest stored state. A
      // failed full write that no action stands for (start empty, a repair) is a full write again.
      if (t.frozen || !t.ops.length) {
        t.dirty = true;
        return writeAll(t);
      }
      flushNow(t);
      return !t.failed;
    },
    removeSetAside(id) {
      t.removedSetAside.add(id);
      t.setAside = t.setAside.filter((x) => x.id !== id);
      status.setState({ setAside: t.setAside });
      t.dirty = true;
      writeAll(t);
    },
    backups() {
      return storage ? listBackups(storage) : [];
    },
    readBackup(key) {
      return storage ? readBackup(storage, key) : null;
    },
    deleteBackup(key) {
      if (storage && t.mode !== 'readonly') deleteBackup(storage, key);
    },
    noteExported() {
      meta.lastExportAt = now().toISOString();
      saveMeta();
    },
    snoozeReminder(days = 30) {
      meta.reminderSnoozedUntil = new Date(now().getTime() + days * 86_400_000).toISOString();
      saveMeta();
    },
    restoreDeleted(id) {
      const n = status.getState().deletedElsewhere.find((x) => x.id === id);
      status.setState((s) => ({ deletedElsewhere: s.deletedElsewhere.filter((x) => x.id !== id) }));
      if (n) store.getState().undoDelete({ character: n.copy, index: n.index, wasActive: false });
    },
    dismissDeleted(id) {
      status.setState((s) => ({ deletedElsewhere: s.deletedElsewhere.filter((x) => x.id !== id) }));
    },
    syncNow() {
      syncNow(t);
    },
    whenSaved() {
      return new Promise<void>((resolve) => {
        const check = () => (t.ops.length === 0 || t.mode !== 'ok' || (t.failed && !t.running) ? resolve() : setTimeout(check, 5));
        check();
      });
    },
    dispose() {
      for (const c of cleanups.splice(0)) c();
      if (active === controller) active = null;
    },
  };

  // A change the last write could not store (storage full), or made while nothing is written, lives
  // in this page only: leaving or reloading would lose it, so the browser asks first.
  const noteUnstored = (next: ReturnType<typeof pickPersisted>, before: ReturnType<typeof pickPersisted>) => {
    if (t.mode !== 'loading' && !status.getState().changedUnstored && !samePersisted(next, before)) status.setState({ changedUnstored: true });
  };
  const unsavedGuard = (e: Event) => {
    const st = status.getState();
    if (st.unsaved || st.changedUnstored) e.preventDefault();
  };
  if (events) {
    events.addEventListener('beforeunload', unsavedGuard);
    cleanups.push(() => events.removeEventListener('beforeunload', unsavedGuard));
  }

  // 1. Read. Anything that goes wrong here leaves the writer unarmed.
  const loaded = loadStored(storage, now().toISOString(), loadedHomebrewCheck());
  if (loaded.kind === 'unavailable') {
    // no storage at all (private mode, blocked): the app runs in memory, and says so
    setMode('memory');
    cleanups.push(store.subscribe((s, prev) => noteUnstored(pickPersisted(s), pickPersisted(prev))));
    return controller;
  }
  meta = readMeta(storage);
  publishMeta();
  switch (loaded.kind) {
    case 'loaded':
      setView(t, loaded.state);
      t.stored = new Map(loaded.state.characters.map((c) => [c.id, c]));
      t.index = indexOf(loaded.state);
      t.mainRaw = loaded.raw;
      t.mainSeq = seqOf(loaded.rev);
      t.setAside = loaded.setAside;
      t.deleted = loaded.deleted;
      t.written = loaded.written;
      // Version-1 data (or keys the main key did not name yet): the first write stores everything.
      t.dirty = loaded.raw === null ? loaded.state.characters.length > 0 : !loaded.raw.startsWith('{"version":2,') || [...t.written.characters.values()].some((w) => w.obj === null) || loaded.state.characters.length !== t.written.characters.size;
      setMode('ok', { setAside: t.setAside, repairs: loaded.repairs, filled: loaded.filled });
      keepLanguage(loaded.state.settings.language); // once, for data saved before the copy existed
      // While the browser is idle (not in the start's budget): serialise homebrew spells so the
      // first homebrew change is as cheap as the rest. The homebrew check is not loaded here: its
      // schemas take ≈ 25 ms at 4× CPU, right where a player's first tap lands; a tab that meets
      // another tab's first homebrew spell loads it then (tab-sync.ts).
      whenIdle(() => {
        for (const h of current().homebrew) encodeItem(h);
      });
      break;
    case 'newer':
      if (loaded.check) setView(t, loaded.check.state);
      else languageFromMeta();
      setMode('readonly', { readonly: { version: loaded.version, otherTab: false }, setAside: loaded.check?.setAside ?? [] });
      break;
    case 'corrupt':
      languageFromMeta();
      setMode('corrupt', { corrupt: { raw: loaded.raw ?? '', backupKey: loaded.raw === null ? null : backup(loaded.raw), reason: loaded.reason } });
      void loadHomebrewCheck();
      break;
  }

  // 2. Then keep it saved: every edit is an action (editSink), every list change one too.
  let sunk: PendingEdit | null = null;
  const sink: EditSink = (id, edit, before, after) => {
    sunk = { id, edit, before, after };
  };
  // the list change an import makes is written whole or not at all; one replacing everything
  // also tells other tabs that the characters it removed went with it
  let importing: { everything: boolean } | null = null;
  const importSink = (everything: boolean) => {
    importing = { everything };
  };
  setView(t, {});
  store.setState({ editSink: sink, importSink });
  cleanups.push(() => {
    if (store.getState().editSink === sink) store.setState({ editSink: null });
    if (store.getState().importSink === importSink) store.setState({ importSink: null });
  });
  cleanups.push(
    store.subscribe((s, prev) => {
      if (t.applying) return;
      const imported = importing;
      importing = null;
      const next = pickPersisted(s);
      const before = pickPersisted(prev);
      if (t.mode !== 'ok') return noteUnstored(next, before); // nothing is written in this mode
      const edited = sunk;
      sunk = null;
      if (next.characters !== before.characters) {
        const old = new Map(before.characters.map((c) => [c.id, c]));
        for (const c of next.characters) {
          const p = old.get(c.id);
          if (!p || p === c) continue;
          // Not through updateCharacter (an import replacing a character): the new value is the edit.
          const pending = edited && edited.id === c.id && edited.after === c ? edited : { id: c.id, edit: () => c, before: p, after: c };
          t.ops.push({ kind: 'edit', pending });
        }
      }
      const change = diffIndex(before, next);
      if (change) t.ops.push({ kind: 'index', change: imported ? { ...change, whole: true, ...(imported.everything ? { replaced: true } : {}) } : change });
      drain(t);
      if (next.settings.language !== before.settings.language) keepLanguage(next.settings.language);
    }),
  );
  cleanups.push(listen(t, events));
  if (events) {
    const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const recheck = () => {
      if (hidden()) return flushNow(t);
      t.leaving = false; // back from the back-forward cache
      controller.syncNow();
    };
    const leave = () => {
      t.leaving = true;
      flushNow(t);
    };
    events.addEventListener('pageshow', recheck);
    events.addEventListener('visibilitychange', recheck);
    events.addEventListener('pagehide', leave);
    cleanups.push(() => {
      events.removeEventListener('pageshow', recheck);
      events.removeEventListener('visibilitychange', recheck);
      events.removeEventListener('pagehide', leave);
    });
  }
  return controller;
}
