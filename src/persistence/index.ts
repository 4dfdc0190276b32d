// Persistence: the only code that touches localStorage. Key `grimoar` holds
// `{ version, state, setAside?, deleted? }` (see codec.ts). Rules it keeps:
// - Load first (parse → migrate → validate), then subscribe: nothing is written before a successful
//   load. A failed load (corrupt text, newer version, no storage) never arms the writer, so the
//   first set() after it cannot overwrite the saved data (the zustand-persist trap).
// - Corrupt text: copied to `grimoar:backup:<ISO time>`; nothing is written until the user chooses
//   (download the text / try to repair / start empty).
// - Newer version: shown read-only, never written.
// - Every store change is written synchronously (no debounce: closing the tab right after an
//   action keeps it), re-serialising only changed objects (codec.ts).
// - A failed write (QuotaExceededError in any browser's form) keeps the change in memory and raises
//   the lasting "Neuloženo" status until a later write succeeds.
// - Other tabs: storage events (and a check just before each write) merge the other tab's state per
//   character (merge.ts); junk or empty events are ignored.
import { pickPersisted } from '../store/app-store';
import type { PersistedState } from '../store/types';
import { BACKUP_PREFIX, META_KEY, STORAGE_KEY } from './keys';
import { browserStorage, isQuotaError, keysWithPrefix } from './storage';
import { decodeEnvelope, encodeEnvelope, encodeItem } from './codec';
import { mergeStates, newMergeMemory, rememberLocalChange, tombstonesToWrite, unionTombstones, type Tombstones } from './merge';
import { initialStatus, usePersistenceStatus, type StorageMode } from './status';
import type { SetAsideItem } from './validate';
import type { PersistenceController, PersistenceOptions, Store } from './controller';

export { STORAGE_KEY, BACKUP_PREFIX, CURRENT_VERSION, SHARE_PREFIX } from './keys';
export { isQuotaError } from './storage';
export { usePersistenceStatus } from './status';
export type { PersistenceStatus, StorageMode } from './status';
export type { SetAsideItem } from './validate';
export type { Salvage } from './repair';
export type { BackupInfo, PersistenceController, PersistenceOptions } from './controller';

let active: PersistenceController | null = null;

/** The running controller (null before initPersistence). */
export function persistence(): PersistenceController | null {
  return active;
}

const idle = (f: () => void) => {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (ric) ric(f, { timeout: 2000 });
  else setTimeout(f, 100);
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function samePersisted(a: PersistedState, b: PersistedState): boolean {
  for (const k of Object.keys(a) as (keyof PersistedState)[]) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * Loads storage into the store, then keeps it saved. Call once, before the first render
 * (src/store/boot.ts). `storage` null = run in memory. Never throws.
 */
export async function initPersistence(store: Store, storage: Storage | null = browserStorage(), opts: PersistenceOptions = {}): Promise<PersistenceController> {
  active?.dispose();
  active = createPersistence(store, storage, opts);
  return active;
}

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
  /** the text this tab last wrote or read under the key */
  let lastRaw: string | null = null;
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
  const seeRev = (rev: string | null) => {
    if (!rev) return;
    seenRevs.push(rev);
    if (seenRevs.length > 50) seenRevs.shift();
  };
  let meta: { lastExportAt?: string; reminderSnoozedUntil?: string } = {};
  const cleanups: (() => void)[] = [];

  const setMode = (m: StorageMode, extra: Partial<ReturnType<typeof status.getState>> = {}) => {
    mode = m;
    status.setState({ mode: m, ...extra });
  };
  const current = () => pickPersisted(store.getState());
  const apply = (s: PersistedState) => {
    if (samePersisted(s, current())) return;
    applying = true;
    try {
      store.setState(s);
    } finally {
      applying = false;
    }
  };

  function backup(raw: string): string | null {
    if (!storage) return null;
    // The same text may be backed up already (the app was reopened before the user chose).
    for (const k of keysWithPrefix(storage, BACKUP_PREFIX)) {
      try {
        if (storage.getItem(k) === raw) return k;
      } catch {
        /* unreadable backup: make a new one */
      }
    }
    const key = BACKUP_PREFIX + now().toISOString();
    try {
      storage.setItem(key, raw);
      return key;
    } catch {
      return null;
    }
  }

  function readMeta() {
    try {
      const m: unknown = JSON.parse(storage?.getItem(META_KEY) ?? '{}');
      if (isObj(m)) {
        if (typeof m.lastExportAt === 'string') meta.lastExportAt = m.lastExportAt;
        if (typeof m.reminderSnoozedUntil === 'string') meta.reminderSnoozedUntil = m.reminderSnoozedUntil;
      }
    } catch {
      meta = {};
    }
    status.setState({ lastExportAt: meta.lastExportAt ?? null, reminderSnoozedUntil: meta.reminderSnoozedUntil ?? null });
  }

  function writeMeta() {
    status.setState({ lastExportAt: meta.lastExportAt ?? null, reminderSnoozedUntil: meta.reminderSnoozedUntil ?? null });
    if (!storage || mode === 'readonly' || mode === 'memory') return;
    try {
      storage.setItem(META_KEY, JSON.stringify(meta));
    } catch {
      /* bookkeeping only */
    }
  }

  /** Merges a state another tab wrote. */
  function absorb(raw: string): 'merged' | 'old' | 'junk' | 'readonly' {
    const d = decodeEnvelope(raw, now().toISOString());
    if (d.kind === 'newer') {
      setMode('readonly', { readonly: { version: d.version, otherTab: true } });
      return 'readonly';
    }
    if (d.kind !== 'ok') return 'junk';
    if (d.rev && seenRevs.includes(d.rev)) return 'old';
    seeRev(d.rev);
    const merged = mergeStates(mode === 'corrupt' ? null : base, current(), d.state, d.deleted, mem);
    apply(merged);
    const mine = new Set(setAside.map((x) => x.id));
    setAside = [...setAside, ...d.setAside.filter((x) => !mine.has(x.id) && !removedSetAside.has(x.id))];
    knownDeleted = unionTombstones(knownDeleted, d.deleted);
    base = d.state;
    lastRaw = raw;
    lastWritten = d.state;
    if (mode === 'corrupt') setMode('ok', { corrupt: null });
    status.setState({ setAside, syncedAt: now().toISOString(), storedChars: raw.length });
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
    if (typeof inStorage === 'string' && inStorage !== lastRaw) {
      // Another tab wrote and its event has not arrived yet: merge before writing over it.
      const r = absorb(inStorage);
      if (r === 'readonly') return false;
      if (r === 'junk') backup(inStorage);
    }
    const state = current();
    const deleted = tombstonesToWrite(knownDeleted, mem, state, now().getTime());
    const rev = `${tabId}:${++revCount}`;
    const out = encodeEnvelope(state, setAside, deleted, rev);
    if (out !== inStorage) {
      try {
        storage.setItem(STORAGE_KEY, out);
      } catch (e) {
        status.setState({ unsaved: isQuotaError(e) ? 'quota' : 'error' });
        return false;
      }
    }
    seeRev(rev);
    lastRaw = out;
    base = state;
    lastWritten = state;
    knownDeleted = deleted;
    status.setState({ unsaved: null, lastSavedAt: now().toISOString(), storedChars: out.length, lastWriteMs: performance.now() - t0 });
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
    },
    async previewRepair() {
      const raw = status.getState().corrupt?.raw;
      return raw === undefined ? null : (await import('./repair')).salvage(raw);
    },
    async applyRepair(s) {
      const { applySalvage } = await import('./repair');
      if (mode !== 'corrupt') return;
      apply(applySalvage(current(), s));
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
      if (!storage) return [];
      return keysWithPrefix(storage, BACKUP_PREFIX).map((key) => {
        let chars = 0;
        try {
          chars = storage.getItem(key)?.length ?? 0;
        } catch {
          chars = 0;
        }
        return { key, at: key.slice(BACKUP_PREFIX.length), chars };
      });
    },
    readBackup(key) {
      if (!storage || !key.startsWith(BACKUP_PREFIX)) return null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    deleteBackup(key) {
      if (!storage || !key.startsWith(BACKUP_PREFIX) || mode === 'readonly') return;
      try {
        storage.removeItem(key);
      } catch {
        /* nothing to do */
      }
    },
    noteExported() {
      meta.lastExportAt = now().toISOString();
      writeMeta();
    },
    snoozeReminder(days = 30) {
      meta.reminderSnoozedUntil = new Date(now().getTime() + days * 86_400_000).toISOString();
      writeMeta();
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
      if (active === controller) active = null;
    },
  };

  // 1. Read. Anything that goes wrong here leaves the writer unarmed.
  let raw: string | null;
  try {
    if (!storage) throw new Error('no storage');
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    setMode('memory');
    return controller;
  }
  readMeta();
  const d = decodeEnvelope(raw, now().toISOString());
  switch (d.kind) {
    case 'empty':
      lastWritten = current();
      setMode('ok');
      break;
    case 'ok':
      seeRev(d.rev);
      apply(d.state);
      base = d.state;
      lastRaw = raw;
      lastWritten = current();
      setAside = d.setAside;
      knownDeleted = d.deleted;
      setMode('ok', { setAside, repairs: d.repairs, storedChars: raw?.length ?? 0 });
      // Serialise the loaded objects while the browser is idle, so the first write is as cheap as the rest.
      idle(() => {
        const s = current();
        for (const c of s.characters) encodeItem(c);
        for (const h of s.homebrew) encodeItem(h);
      });
      break;
    case 'newer':
      if (d.check) apply(d.check.state);
      setMode('readonly', { readonly: { version: d.version, otherTab: false }, setAside: d.check?.setAside ?? [] });
      break;
    case 'corrupt':
      setMode('corrupt', { corrupt: { raw: raw as string, backupKey: backup(raw as string), reason: d.reason } });
      break;
  }

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
    const onStorage = (e: Event) => {
      const se = e as StorageEvent;
      if (se.key !== STORAGE_KEY) return; // null key = storage.clear() elsewhere: keep what we have
      if (se.storageArea && se.storageArea !== storage) return;
      if (mode !== 'ok' && mode !== 'corrupt') return;
      if (typeof se.newValue !== 'string' || se.newValue === lastRaw) return; // removed or nothing new
      sync(se.newValue);
    };
    const recheck = () => controller.syncNow();
    events.addEventListener('storage', onStorage);
    events.addEventListener('pageshow', recheck);
    events.addEventListener('visibilitychange', recheck);
    cleanups.push(() => {
      events.removeEventListener('storage', onStorage);
      events.removeEventListener('pageshow', recheck);
      events.removeEventListener('visibilitychange', recheck);
    });
  }
  return controller;
}

