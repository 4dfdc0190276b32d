// Device sync: every synced character of this browser is bound to its Y.Doc and a connection
// (bindings.ts). Which characters sync, with which key, through which server and at which tables is
// in the sync records, shared by every open tab (src/persistence/sync-records.ts): each change is a
// function applied to the records storage holds at the moment of writing (changes.ts), never this
// tab's copy written whole, which would undo another tab's change (sync turned off again, a
// character sent back to its old server, a table or a pending leave lost). What another tab changes
// reaches this tab's engine too (`follow`): a character synced there is bound here, one turned off
// there is unbound, one moved there reconnects here to its new server, tables follow.
// The server may be down for days: nothing here ever blocks the app.
import { removeDocState, type SyncData, type SyncedCharacter } from '../persistence/sync-store';
import { applied, createSyncRecords, type SyncChange } from '../persistence/sync-records';
import { browserLocks, type LockManagerLike } from '../persistence/locks';
import type { EventTargetLike } from '../persistence/controller-types';
import { browserStorage } from '../persistence/storage';
import { addCharacter, characterOf } from './apply';
import type { AppStoreApi } from '../store/app-store';
import { sameServer } from './connection';
import { fetchFromLink } from './from-link';
import { moveStamp, writeCharacter } from './doc';
import { isKey, newKey } from './keys';
import type { SyncErrorCode } from './status';
import { usePersistenceStatus } from '../persistence/status';
import { createBindings, type Binding } from './bindings';
import { disabled, enabled, moved } from './changes';
import { heard, readSeats, seatTables, tellSeats, told } from './seats';

export interface SyncEngine {
  /** starts syncing a local character on `server`; returns its device key */
  enable(id: string, server: string): string;
  /** this device syncs the character through `server` from now on (same key, same document);
   *  false: the sync record could not be written, nothing changed */
  moveServer(id: string, server: string): Promise<boolean>;
  /** stops syncing on this device (the character stays, the other devices keep theirs) */
  disable(id: string): void;
  /** adds the character of a device link here (or finds it when it is already here) */
  /** `sourceId`: the character's id on the device that made the link (kept here when free) */
  addFromLink(key: string, server: string, timeoutMs?: number, sourceId?: string): Promise<{ ok: true; id: string } | { ok: false; error: SyncErrorCode | 'offline' }>;
  record(id: string): SyncedCharacter | null;
  data(): SyncData;
  /** `cb` runs after each change of the records (this tab's or another tab's); returns the unsubscribe */
  subscribe(cb: () => void): () => void;
  /** a change of the records (changes.ts), applied to the latest stored copy: it runs more than
   *  once (this tab's view, the write, a repair), so it edits the copy it is given and reads
   *  nothing else (a new key is made before, not inside it) */
  update(change: SyncChange): void;
  binding(id: string): Binding | undefined;
  dispose(): void;
}

/** How long an online device waits for the server before the UI says it does not answer (ms). */
export const UNREACHABLE_MS = 8_000;

/** An id as the app makes them (newId: a UUID, or its fallback): one taken from a link. */
const SHAREABLE_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|c-[a-z0-9]{1,12}-[a-z0-9]{1,12})$/;

export interface EngineOptions {
  unreachableMs?: number;
  /** Web Locks (default: navigator.locks; null: none, every change written at once) */
  locks?: LockManagerLike | null;
  /** where other tabs' storage events and visibilitychange / pagehide arrive (default: window) */
  events?: EventTargetLike | null;
}

export function createEngine(store: AppStoreApi, storage: Storage | null = browserStorage(), opts: EngineOptions = {}): SyncEngine {
  const { unreachableMs = UNREACHABLE_MS } = opts;
  const locks = opts.locks === undefined ? browserLocks() : opts.locks;
  const events = opts.events === undefined ? (typeof window !== 'undefined' ? window : null) : opts.events;
  let started = false;
  const { bindings, pool, bind: bindDoc, unbind, relink, fail, flush: flushDocs } = createBindings(store, storage, unreachableMs, () => records.retry(), (b) => seats(b, true));

  /** The character's tables, in step between its record and its document (seats.ts): what this
   *  device changed is told to the document; what the document says is heard only when it changed
   *  from elsewhere (another tab's copy of the document may not have this tab's entries yet). */
  const seats = (b: Binding, hear = false) => {
    const rec = data().characters[b.id];
    if (!rec || rec.key !== b.record.key) return;
    const untold = tellSeats(b.doc, rec);
    if (untold.length) {
      flushDocs(); // stored before the record says so: a record ahead of its document would drop them
      void records.change(told(b.id, untold));
    }
    if (!hear) return;
    const change = heard(b.id, readSeats(b.doc, rec.key));
    const now = data();
    if (JSON.stringify(applied(now, change).characters[b.id]) !== JSON.stringify(now.characters[b.id])) void records.change(change);
  };
  const bind: typeof bindDoc = (...args) => {
    const b = bindDoc(...args);
    if (started) seats(b);
    return b;
  };

  /** Bindings as the records say (a change of this tab's or another tab's). A character this tab
   *  does not have (deleted here, its undo still offered; not arrived yet) is not bound: the store
   *  listener binds it when it comes. */
  const follow = (next: SyncData) => {
    if (!started) return;
    for (const [id, b] of [...bindings]) {
      const rec = next.characters[id];
      if (!rec || rec.key !== b.record.key) unbind(id); // turned off (or on again with another key)
    }
    for (const [id, rec] of Object.entries(next.characters)) {
      const b = bindings.get(id);
      if (b && !sameServer(b.record.server, rec.server)) relink(b, rec);
      else if (b) b.record = rec;
      else if (characterOf(store, id)) bind(id, rec);
    }
    for (const b of bindings.values()) seats(b);
  };
  const listeners = new Set<() => void>();
  const records = createSyncRecords(storage, {
    locks,
    events,
    onChange: (next) => {
      follow(next);
      listeners.forEach((cb) => cb());
    },
    // storage full: said on every synced character, as a failed document write is
    onRefused: (refused) => {
      if (refused) for (const b of bindings.values()) fail(b, 'storage');
    },
  });
  const data = () => records.data();

  const disable = (id: string) => {
    void records.change(disabled(id, Date.now())); // unbinds it (follow)
    unbind(id);
    removeDocState(id, storage);
  };

  for (const [id, record] of Object.entries(data().characters)) if (characterOf(store, id)) bind(id, record);
  started = true;
  for (const b of bindings.values()) seats(b);
  // A character deleted before this start (its undo is gone with the page that offered it) stops
  // syncing and leaves its tables. Only after a clean load: storage that could not be read leaves the
  // store without characters, and a character set aside as damaged is missing from it too — its
  // document state may be the one good copy; neither may cost a sync record.
  const loaded = usePersistenceStatus.getState();
  if (loaded.mode === 'ok' && loaded.setAside.length === 0) for (const id of Object.keys(data().characters)) if (!characterOf(store, id)) disable(id);

  let last = store.getState().characters;
  const unsubscribe = store.subscribe((s) => {
    if (s.characters === last) return;
    const prev = new Map(last.map((c) => [c.id, c]));
    last = s.characters;
    for (const c of s.characters) {
      if (prev.get(c.id) === c) continue;
      const b = bindings.get(c.id);
      const rec = data().characters[c.id];
      if (b) writeCharacter(b.doc, c);
      else if (rec) bind(c.id, rec); // undo of a delete, or a character that came after its record
    }
    // A deleted character stops syncing here; its record stays for an undo until the next start.
    for (const id of bindings.keys()) if (!s.characters.some((c) => c.id === id)) unbind(id);
  });

  const flush = () => {
    flushDocs();
    records.flushNow();
  };
  // shown again: another tab's write may have been missed (a page frozen in the background)
  const onVisible = () => (document.visibilityState === 'visible' ? records.syncNow() : flush());
  const onShow = () => records.syncNow();
  events?.addEventListener('pagehide', flush);
  events?.addEventListener('pageshow', onShow);
  events?.addEventListener('visibilitychange', onVisible);

  return {
    enable(id, server) {
      const existing = data().characters[id];
      if (existing) return existing.key;
      const record: SyncedCharacter = { key: newKey(), server, tables: [] };
      void records.change(enabled(id, record)); // binds it (follow)
      return data().characters[id]?.key ?? record.key;
    },
    // The record gets the new address first; not written, nothing moves (the next start would go
    // back to the old server). Once written, follow moves the connection, here and in every tab.
    async moveServer(id, server) {
      const rec = data().characters[id];
      if (!rec) return false;
      if (sameServer(rec.server, server)) return true;
      // the notice to the old server carries the stamp this copy of the document gives the move
      const doc = bindings.get(id)?.doc;
      const at = doc ? moveStamp(doc, Date.now()) : Date.now();
      if (!(await records.change(moved(id, server, at), { whenWritten: true }))) return false;
      return sameServer(data().characters[id]?.server ?? '', server);
    },
    disable,
    async addFromLink(key, server, timeoutMs = 15_000, sourceId) {
      if (!isKey(key)) return { ok: false, error: 'denied' };
      const known = Object.entries(data().characters).find(([, r]) => r.key === key);
      if (known && characterOf(store, known[0])) return { ok: true, id: known[0] };
      const got = await fetchFromLink(pool, key, server, timeoutMs);
      if (!got.ok) return got;
      // the id it has on the device that made the link, when free here: an address with it
      // (/boj/<id>) then opens the character on each of the player's devices
      const free = sourceId !== undefined && SHAREABLE_ID.test(sourceId) && !characterOf(store, sourceId) && !data().characters[sourceId];
      if (free) got.character = { ...got.character, id: sourceId };
      const id = got.character.id;
      // Into the store before it is recorded as synced: the store listener binds a recorded
      // character it meets (undo of a delete), and a second binding of this one would write the
      // local copy as a new client and could undo a change the other device made meanwhile. Bound
      // before it is recorded, for the same reason (follow binds a recorded character it lacks).
      addCharacter(store, got.character);
      last = store.getState().characters;
      // at the tables its document says, as on the device that made the link (seats.ts)
      const record: SyncedCharacter = { key, server, tables: seatTables(readSeats(got.doc, key), server) };
      bind(id, record, got.doc, got);
      void records.change(enabled(id, record));
      return { ok: true, id };
    },
    record: (id) => data().characters[id] ?? null,
    data,
    subscribe(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    update(change) {
      void records.change(change);
    },
    binding: (id) => bindings.get(id),
    dispose() {
      flush();
      unsubscribe();
      events?.removeEventListener('pagehide', flush);
      events?.removeEventListener('pageshow', onShow);
      events?.removeEventListener('visibilitychange', onVisible);
      records.dispose();
      for (const id of [...bindings.keys()]) unbind(id);
    },
  };
}

export type { Binding };
