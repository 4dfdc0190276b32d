// The sync records (`grimoar:sync`, sync-store.ts) as every open tab of this browser shares them.
// Each tab writes them, so a tab never writes its own copy whole: that would undo what another tab
// changed since it read them (sync turned on or off there, a character moved to another server, a
// table joined or left, a pending leave — one lost leave keeps a character at a table against the
// player's word). Instead:
// - a change (`SyncChange`, the changes are in src/sync/changes.ts) is applied to what storage holds
//   NOW, under the Web Lock `grimoar:sync` (read the key → apply this tab's waiting changes in order
//   → write), the same kind of lock the character writer takes (writer.ts); without Web Locks at
//   once. So one change runs more than once (this tab's view, the write, a repair): it edits the
//   copy it is given (`applied` makes a fresh one for each run, never handing out a copy this tab
//   keeps) and reads nothing else (a new key is made before, not inside it);
// - what this tab sees (`data()`) is its waiting changes folded onto the latest copy it knows
//   (read, heard or written), at once, so the screen never waits for the lock; a change made with
//   `whenWritten` shows only once it is stored (a server move: the next start must go where the
//   connection goes);
// - another tab's write arrives as a storage event (`syncNow` looks again when the page is shown):
//   taken as the latest copy, and the tab's engine is told what changed. Each write stores a number
//   one more than the copy it read (`rev`): a late event of an older copy is ignored (it would undo
//   this tab's newer write in its view). Two writes of one number (a read a few ms stale: Chromium
//   hands localStorage to other processes asynchronously): the one storage holds stands, and the
//   tab whose write is not there applies its changes again onto it;
// - storage that cannot be read is never written over (a read that throws is not "no records");
//   stored text that is damaged (not JSON, not the records' shape, a part dropped) is copied to a
//   backup key (`grimoar:backup:<time>`, listed in Settings) before the first write over it: it may
//   hold the only copy of a device key. Found at start, it is written over at once with what could
//   be read (nothing: the key is removed), so the player is told once (status `syncDamaged`); when
//   the backup cannot be stored, nothing is written over it (the write is refused, as when full);
//   a refused write (storage full) keeps the changes waiting, first in line, for the next change or
//   `retry()`, and is reported; a `whenWritten` change is dropped then (the caller says so);
// - when the page is hidden or closed the waiting changes go out at once, without the lock (a lock
//   granted after that may never run).
import { SYNC_KEY, decodeSyncData, emptySyncData, syncRevOf, syncText, type SyncData } from './sync-store';
import { SYNC_LOCK, type LockManagerLike } from './locks';
import type { EventTargetLike } from './controller-types';
import { backupText } from './backups';
import { usePersistenceStatus } from './status';

/** A change of the records: edits of the copy it is given (see above). */
export type SyncChange = (draft: SyncData) => void;

/** The records after `change`, made on a copy (`d` stays as it was). */
export function applied(d: SyncData, change: SyncChange): SyncData {
  const draft = structuredClone(d);
  change(draft);
  return draft;
}

export interface SyncRecords {
  /** the latest stored records with this tab's waiting changes (a new object after each change) */
  data(): SyncData;
  /** applies `fn` to the latest stored records; resolves true once written, false when storage
   *  refused it (`whenWritten`: not shown before it is written, and dropped when refused) */
  change(fn: SyncChange, opts?: { whenWritten?: boolean }): Promise<boolean>;
  /** writes waiting changes again (after a refused write) */
  retry(): void;
  /** writes waiting changes at once, without the lock (the page is being hidden or closed) */
  flushNow(): void;
  /** reads the key again (another tab's write this tab may have missed) */
  syncNow(): void;
  dispose(): void;
}

export interface SyncRecordsOptions {
  locks?: LockManagerLike | null;
  /** where other tabs' `storage` events arrive (null: none) */
  events?: EventTargetLike | null;
  /** what this tab sees changed (its own change, or another tab's write) */
  onChange?(next: SyncData, prev: SyncData): void;
  /** a write was refused (true) or succeeded after a refused one (false) */
  onRefused?(refused: boolean): void;
  /** the time a backup of damaged text is stamped with */
  now?: () => Date;
}

interface Waiting {
  fn: SyncChange;
  whenWritten: boolean;
  done: (written: boolean) => void;
}

/** Runs a change, and keeps the records as they were when it throws (a record it expected is gone:
 *  another tab turned sync off meanwhile). */
const applySafe = (d: SyncData, w: Waiting): SyncData => {
  try {
    return applied(d, w.fn);
  } catch {
    return d;
  }
};

export function createSyncRecords(storage: Storage | null, { locks = null, events = null, onChange, onRefused, now = () => new Date() }: SyncRecordsOptions = {}): SyncRecords {
  let storedText: string | null = null;
  let storedRev = 0;
  let stored: SyncData;
  let damagedAtStart = false;
  /** this tab's last write: its number, its text and the changes in it (applied again if lost) */
  let last: { rev: number; text: string | null; batch: Waiting[] } | null = null;
  try {
    storedText = storage?.getItem(SYNC_KEY) ?? null;
    const d = decodeSyncData(storedText);
    stored = d.data;
    damagedAtStart = d.damaged;
    storedRev = syncRevOf(storedText);
  } catch {
    stored = emptySyncData();
  }
  /** the damaged text last backed up (it may be written over now) */
  let backedUp: string | null = null;
  /** Whether damaged `text` (what storage holds now) may be written over: backed up, now or before. */
  const mayWriteOver = (text: string): boolean => {
    if (text === backedUp) return true;
    const key = storage ? backupText(storage, text, now()) : null;
    usePersistenceStatus.setState({ syncDamaged: { backupKey: key } });
    if (key === null) return false;
    backedUp = text;
    return true;
  };
  let waiting: Waiting[] = [];
  let view = stored;
  let refused = false;
  let queued = false;
  let disposed = false;

  const show = () => {
    const prev = view;
    view = waiting.filter((w) => !w.whenWritten).reduce(applySafe, stored);
    if (view !== prev) onChange?.(view, prev);
  };

  /** Every waiting change onto what storage holds now; false: not written (they keep waiting). */
  const write = (): boolean => {
    if (!waiting.length || disposed) return true;
    const batch = waiting.slice();
    let text: string | null;
    try {
      if (!storage) throw new Error('no storage');
      text = storage.getItem(SYNC_KEY);
    } catch {
      return refuse(batch);
    }
    // A read older than a copy this tab has heard of (a stale read): the changes go onto that copy.
    // A removed key is read as it is (the other tab turned off the last record).
    const held = decodeSyncData(text);
    if (text !== null && held.damaged && !mayWriteOver(text)) return refuse(batch);
    const read = syncRevOf(text);
    const next = batch.reduce(applySafe, text !== null && read < storedRev ? stored : held.data);
    const rev = Math.max(read, storedRev) + 1;
    const nextText = syncText(next, rev);
    try {
      if (nextText === null) storage.removeItem(SYNC_KEY);
      else storage.setItem(SYNC_KEY, nextText);
    } catch {
      return refuse(batch); // storage full or blocked
    }
    waiting = waiting.filter((w) => !batch.includes(w));
    stored = next;
    storedText = nextText;
    storedRev = storedText === null ? 0 : rev; // a removed key holds no number
    last = { rev, text: storedText, batch: batch.map((w) => ({ ...w, whenWritten: false, done: () => undefined })) };
    if (refused) {
      refused = false;
      onRefused?.(false);
    }
    show();
    for (const w of batch) w.done(true);
    return true;
  };

  const refuse = (batch: Waiting[]): false => {
    // a change that must not show unwritten is dropped: its caller tells the player
    waiting = waiting.filter((w) => !(w.whenWritten && batch.includes(w)));
    refused = true;
    onRefused?.(true);
    for (const w of batch) w.done(false);
    return false;
  };

  const schedule = () => {
    if (!locks) return void write();
    if (queued) return;
    queued = true;
    void locks.request(SYNC_LOCK, () => {
      queued = false;
      write();
    });
  };

  const hear = (heard: string | null) => {
    if (disposed || heard === storedText) return;
    let text = heard;
    const rev = syncRevOf(text);
    // an older copy than one this tab knows (a late event); a removed key is always the latest
    if (text !== null && rev < storedRev) return;
    if (text !== null && rev === storedRev) {
      // two writes of one number, each built on the same copy: the one storage holds stands
      try {
        text = storage?.getItem(SYNC_KEY) ?? null;
      } catch {
        return;
      }
      if (text === storedText) return;
      // … and when it is not this tab's last write, this tab's changes go on top of it again
      if (last && last.rev === rev && text !== last.text) {
        waiting = [...last.batch, ...waiting];
        last = null;
        schedule();
      }
    }
    storedText = text;
    storedRev = syncRevOf(text);
    stored = decodeSyncData(text).data;
    show();
  };

  const onStorage = (e: Event) => {
    const se = e as StorageEvent;
    if (se.storageArea && se.storageArea !== storage) return;
    if (se.key === SYNC_KEY) hear(se.newValue); // null: the last record went (the key is removed)
  };
  events?.addEventListener('storage', onStorage);
  // Damaged text found at start: backed up and written over with what could be read, now (left
  // alone, every start would find it and say so again).
  if (damagedAtStart) {
    waiting.push({ fn: () => undefined, whenWritten: false, done: () => undefined });
    schedule();
  }

  return {
    data: () => view,
    change(fn, { whenWritten = false } = {}) {
      return new Promise<boolean>((resolve) => {
        waiting.push({ fn, whenWritten, done: resolve });
        if (!whenWritten) show();
        schedule();
      });
    },
    retry: () => {
      if (waiting.length) schedule();
    },
    flushNow: () => void write(),
    syncNow() {
      try {
        hear(storage?.getItem(SYNC_KEY) ?? null);
      } catch {
        /* storage went away: keep what this tab knows */
      }
    },
    dispose() {
      disposed = true;
      for (const w of waiting.splice(0)) w.done(false);
      events?.removeEventListener('storage', onStorage);
    },
  };
}
