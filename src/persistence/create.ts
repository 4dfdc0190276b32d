// The persistence controller: load, then keep the store saved (the rules it keeps: index.ts).
import { pickPersisted, samePersisted } from '../store/app-store';
import type { PersistedState } from '../store/types';
import { CHARACTER_PREFIX, STORAGE_KEY } from './keys';
import { isQuotaError, keysWithPrefix } from './storage';
import { decodeMain, encodeItem } from './codec';
import { emptyWritten, loadLayout, storedChars, writeLayout, type Written } from './layout';
import { newMergeMemory, rememberLocalChange, tombstonesToWrite, unionTombstones, type Tombstones } from './merge-memory';
import { loadMerge, loadedHomebrewCheck, loadedMerge } from './merge-loader';
import { releaseController } from './active';
import { loadStored } from './load';
import { initialStatus, usePersistenceStatus, type StorageMode } from './status';
import { backupText, deleteBackup, listBackups, readBackup } from './backups';
import type { SetAsideItem } from './validate';
import type { PersistenceController, PersistenceOptions, Store } from './controller';
import { readMeta, writeMeta, type Meta } from './meta';
import { watchOtherTabs } from './other-tabs';
import { whenIdle } from '../lib/idle';

/** A controller that is not the app's singleton (tests run two "tabs" side by side with it).
 *  Status goes to the same usePersistenceStatus store. */
export function createPersistence(store: Store, storage: Storage | null, opts: PersistenceOptions): PersistenceController {
  const now = opts.now ?? (() => new Date());
  const events = opts.events === undefined ? (typeof window !== 'undefined' ? window : null) : opts.events;
  const status = usePersistenceStatus;
  status.setState(initialStatus(), true);
  const mem = newMergeMemory();
  let mode: StorageMode = 'loading';
  /** the state storage and this tab last agreed on */
  let base: PersistedState | null = null;
  /** the text this tab last wrote or read under the main key */
  let lastRaw: string | null = null;
  /** what the other keys hold, as far as this tab knows */
  let written: Written = emptyWritten();
  /** refs of the state that is in storage now; a change to any of them means "write" */
  let lastWritten: PersistedState | null = null;
  let setAside: SetAsideItem[] = [];
  const removedSetAside = new Set<string>();
  let knownDeleted: Tombstones = {};
  let applying = false;
  /** names of writes already merged or written here (a late event for one of them is old news) */
  const tabId = Math.random().toString(36).slice(2, 10);
  let revCount = 0;
  const seenRevs: string[] = [];
  function seeRev(rev: string | null) {
    if (!rev) return;
    seenRevs.push(rev);
    if (seenRevs.length > 50) seenRevs.shift();
  }
  let meta: Meta = {};
  const cleanups: (() => void)[] = [];

  function setMode(m: StorageMode, extra: Partial<ReturnType<typeof status.getState>> = {}) {
    mode = m;
    status.setState({ mode: m, ...extra });
  }
  function current() { return pickPersisted(store.getState()); }
  function apply(s: PersistedState) {
    if (samePersisted(s, current())) return;
    applying = true;
    try {
      store.setState(s);
    } finally {
      applying = false;
    }
  }

  const backup = (raw: string): string | null => (storage ? backupText(storage, raw, now()) : null);

  function publishMeta() {
    status.setState({ lastExportAt: meta.lastExportAt ?? null, reminderSnoozedUntil: meta.reminderSnoozedUntil ?? null });
  }
  function saveMeta() {
    publishMeta();
    if (storage && mode !== 'readonly' && mode !== 'memory') writeMeta(storage, meta);
  }

  /** Merges a state another tab wrote (`raw`: its main key). 'later': the merge code is still
   *  loading; the write is merged (syncNow) when it has loaded. */
  function absorb(raw: string): 'merged' | 'old' | 'junk' | 'readonly' | 'later' {
    const at = now().toISOString();
    const d = decodeMain(raw, at, loadedHomebrewCheck());
    if (d.kind === 'newer') {
      setMode('readonly', { readonly: { version: d.version, otherTab: true } });
      return 'readonly';
    }
    if (d.kind !== 'main') return 'junk';
    if (d.rev && seenRevs.includes(d.rev)) return 'old';
    const mergeStates = loadedMerge();
    if (!mergeStates) {
      void loadMerge().then(() => controller.syncNow());
      return 'later';
    }
    let loaded;
    try {
      loaded = loadLayout(storage!, d, raw.length, at, mode === 'corrupt' ? null : written, false, loadedHomebrewCheck());
    } catch {
      return 'junk';
    }
    const r = loaded.decoded;
    if (r.kind !== 'ok') return 'junk';
    seeRev(d.rev);
    const merged = mergeStates(mode === 'corrupt' ? null : base, current(), r.state, d.deleted, mem);
    apply(merged);
    const mine = new Set(setAside.map((x) => x.id));
    setAside = [...setAside, ...r.setAside.filter((x) => !mine.has(x.id) && !removedSetAside.has(x.id))];
    knownDeleted = unionTombstones(knownDeleted, d.deleted);
    for (const k of written.garbage) loaded.written.garbage.add(k);
    written = loaded.written;
    base = r.state;
    lastRaw = raw;
    lastWritten = r.state;
    if (mode === 'corrupt') setMode('ok', { corrupt: null });
    status.setState({ setAside, syncedAt: at, storedChars: storedChars(written) });
    return 'merged';
  }

  function write(): boolean {
    if (mode !== 'ok' || !storage) return false;
    const t0 = performance.now();
    let inStorage: string | null | undefined;
    try {
      inStorage = storage.getItem(STORAGE_KEY);
    } catch {
      inStorage = undefined;
    }
    if (inStorage !== undefined && inStorage !== lastRaw) {
      // Another tab wrote and its event has not arrived yet: merge before writing over it.
      const r = typeof inStorage === 'string' ? absorb(inStorage) : 'junk';
      if (r === 'readonly' || r === 'later') return false; // 'later': written by sync() once merged
      if (r === 'junk') {
        if (typeof inStorage === 'string') backup(inStorage);
        // The keys may not hold what this tab last saw there (cleared, or a foreign write): write all.
        written = { ...emptyWritten(), garbage: written.garbage };
      }
    }
    const state = current();
    const deleted = tombstonesToWrite(knownDeleted, mem, state, now().getTime());
    const rev = `${tabId}:${++revCount}`;
    const w = writeLayout(storage, state, written, rev, setAside, deleted);
    if (!w.ok) {
      status.setState({ unsaved: isQuotaError(w.error) ? 'quota' : 'error' });
      return false;
    }
    seeRev(rev);
    lastRaw = w.main;
    written = w.written;
    base = state;
    lastWritten = state;
    knownDeleted = deleted;
    status.setState({ unsaved: null, lastSavedAt: now().toISOString(), storedChars: storedChars(written), lastWriteMs: performance.now() - t0 });
    return true;
  }

  const writeBacks: number[] = [];
  function sync(raw: string) {
    if (absorb(raw) !== 'merged') return;
    // This tab had changes the other did not (or storage missed them): write the merged state.
    if (!lastWritten || !samePersisted(current(), lastWritten)) {
      // Insurance against two tabs answering each other forever: at most 20 write-backs in 2 s
      // (the merged state is still written with this tab's next change).
      const t = Date.now();
      while (writeBacks.length && t - writeBacks[0] > 2000) writeBacks.shift();
      if (writeBacks.length >= 20) return;
      writeBacks.push(t);
      write();
    }
  }

  const controller: PersistenceController = {
    get mode() {
      return mode;
    },
    startEmpty() {
      if (mode !== 'corrupt') return;
      setMode('ok', { corrupt: null });
      lastWritten = null;
      write();
      // The old character keys stay until they are copied to backups (then removed by a later
      // write); closing the tab before that only means the next start restores them.
      if (storage) void import('./repair').then(({ parkItemKeys }) => parkItemKeys(storage, keysWithPrefix(storage, CHARACTER_PREFIX), current(), backup, written.garbage));
    },
    async previewRepair() {
      const raw = status.getState().corrupt?.raw;
      if (raw === undefined) return null;
      const { salvage, itemTexts } = await import('./repair');
      return salvage(raw, storage ? itemTexts(storage, keysWithPrefix(storage, CHARACTER_PREFIX)) : []);
    },
    async applyRepair(s) {
      const { applySalvage, parkItemKeys } = await import('./repair');
      if (mode !== 'corrupt') return;
      apply(applySalvage(current(), s));
      if (storage) parkItemKeys(storage, keysWithPrefix(storage, CHARACTER_PREFIX), current(), backup, written.garbage);
      setMode('ok', { corrupt: null });
      lastWritten = null;
      write();
    },
    retrySave() {
      return write();
    },
    removeSetAside(id) {
      removedSetAside.add(id);
      setAside = setAside.filter((x) => x.id !== id);
      status.setState({ setAside });
      lastWritten = null;
      write();
    },
    backups() {
      return storage ? listBackups(storage) : [];
    },
    readBackup(key) {
      return storage ? readBackup(storage, key) : null;
    },
    deleteBackup(key) {
      if (storage && mode !== 'readonly') deleteBackup(storage, key);
    },
    noteExported() {
      meta.lastExportAt = now().toISOString();
      saveMeta();
    },
    snoozeReminder(days = 30) {
      meta.reminderSnoozedUntil = new Date(now().getTime() + days * 86_400_000).toISOString();
      saveMeta();
    },
    syncNow() {
      if ((mode !== 'ok' && mode !== 'corrupt') || !storage) return;
      try {
        const raw = storage.getItem(STORAGE_KEY);
        if (typeof raw === 'string' && raw !== lastRaw) sync(raw);
      } catch {
        /* storage went away: keep running in memory */
      }
    },
    dispose() {
      for (const c of cleanups.splice(0)) c();
      releaseController(controller);
    },
  };

  // 1. Read. Anything that goes wrong here leaves the writer unarmed.
  const at = now().toISOString();
  const loaded = loadStored(storage, at, loadedHomebrewCheck());
  if (loaded.kind === 'unavailable') {
    setMode('memory');
    return controller;
  }
  meta = readMeta(storage);
  publishMeta();
  let mergeWhenIdle = false;
  switch (loaded.kind) {
    case 'loaded':
      seeRev(loaded.rev);
      apply(loaded.state);
      base = loaded.state;
      lastRaw = loaded.raw;
      lastWritten = current();
      setAside = loaded.setAside;
      knownDeleted = loaded.deleted;
      written = loaded.written;
      setMode('ok', { setAside, repairs: loaded.repairs, storedChars: storedChars(written) });
      // While the browser is idle (not in the start's budget): load the two-tab merge, and serialise
      // homebrew spells so the first homebrew change is as cheap as the rest. Another tab's write
      // before that loads the merge at once (absorb: 'later').
      mergeWhenIdle = true;
      whenIdle(() => {
        void loadMerge();
        for (const h of current().homebrew) encodeItem(h);
      });
      break;
    case 'newer':
      if (loaded.check) apply(loaded.check.state);
      setMode('readonly', { readonly: { version: loaded.version, otherTab: false }, setAside: loaded.check?.setAside ?? [] });
      break;
    case 'corrupt':
      setMode('corrupt', { corrupt: { raw: loaded.raw ?? '', backupKey: loaded.raw === null ? null : backup(loaded.raw), reason: loaded.reason } });
      break;
  }

  if (!mergeWhenIdle) void loadMerge();

  // 2. Then keep it saved.
  cleanups.push(
    store.subscribe((s, prev) => {
      if (applying) return;
      const next = pickPersisted(s);
      rememberLocalChange(mem, pickPersisted(prev), next, now().getTime());
      if (mode !== 'ok') return;
      if (lastWritten && samePersisted(next, lastWritten)) return;
      write();
    }),
  );
  if (events) {
    const fromOtherTab = (raw: string) => {
      if ((mode === 'ok' || mode === 'corrupt') && raw !== lastRaw) sync(raw);
    };
    cleanups.push(watchOtherTabs(events, storage, fromOtherTab, () => controller.syncNow()));
  }
  return controller;
}
