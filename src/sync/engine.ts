// Device sync: every synced character of this browser is bound to its Y.Doc. A local edit (a store
// change of that character) is written into the doc as a diff; a change from another device is read
// back field by field through validation and applied to the latest local character (apply.ts). The
// doc's state is kept in storage (src/persistence/sync-store.ts), so offline edits survive a restart
// and merge on reconnect. The server may be down for days: nothing here ever blocks the app.
import * as Y from 'yjs';
import { readDocState, readSyncData, removeDocState, writeDocState, writeSyncData, type SyncData, type SyncedCharacter } from '../persistence/sync-store';
import { browserStorage } from '../persistence/storage';
import { addCharacter, applyToCharacter, characterOf, type AppStore } from './apply';
import { connect, isSettled, newPool, sameServer, type Link, type LinkEvents } from './connection';
import { fetchFromLink } from './from-link';
import { movedTo } from './move';
import { FIELDS, LOCAL, RESTORED, SPELLS, readCharacter, writeCharacter } from './doc';
import { characterDoc, deviceToken, isKey, newKey } from './keys';
import { setSyncState, type SyncErrorCode } from './status';
import { usePersistenceStatus } from '../persistence/status';

const SAVE_DELAY_MS = 150;

interface Binding {
  id: string;
  record: SyncedCharacter;
  doc: Y.Doc;
  link: Link;
  error: SyncErrorCode | null;
  saveTimer: ReturnType<typeof setTimeout> | null;
  /** when it last stopped being in sync (null: in sync), and the timer that looks again later */
  waitingSince: number | null;
  waitTimer: ReturnType<typeof setTimeout> | null;
  /** this device has told the document's other viewers (the GM) it has the character open */
  present: boolean;
  /** replies of the server to join/leave (table.ts listens) */
  onStateless: Set<(payload: string) => void>;
}

export interface SyncEngine {
  /** starts syncing a local character on `server`; returns its device key */
  enable(id: string, server: string): string;
  /** this device syncs the character through `server` from now on (same key, same document);
   *  false: the sync record could not be written, nothing changed */
  moveServer(id: string, server: string): boolean;
  /** stops syncing on this device (the character stays, the other devices keep theirs) */
  disable(id: string): void;
  /** adds the character of a device link here (or finds it when it is already here) */
  addFromLink(key: string, server: string, timeoutMs?: number): Promise<{ ok: true; id: string } | { ok: false; error: SyncErrorCode | 'offline' }>;
  record(id: string): SyncedCharacter | null;
  data(): SyncData;
  update(fn: (d: SyncData) => void): void;
  binding(id: string): Binding | undefined;
  dispose(): void;
}

/** How long an online device waits for the server before the UI says it does not answer (ms). */
export const UNREACHABLE_MS = 8_000;

export function createEngine(store: AppStore, storage: Storage | null = browserStorage(), { unreachableMs = UNREACHABLE_MS } = {}): SyncEngine {
  let data = readSyncData(storage);
  const bindings = new Map<string, Binding>();
  const pool = newPool();

  const persist = () => {
    if (!writeSyncData(data, storage)) for (const b of bindings.values()) fail(b, 'storage');
  };
  const refresh = (b: Binding) => {
    if (b.error) return setSyncState(b.id, { state: 'error', reason: b.error });
    if (isSettled(b.link.provider)) {
      b.waitingSince = null;
      return setSyncState(b.id, { state: 'synced' });
    }
    const waited = Date.now() - (b.waitingSince ??= Date.now());
    const unreachable = navigator.onLine !== false && waited >= unreachableMs && b.link.provider.configuration.websocketProvider.status !== 'connected';
    setSyncState(b.id, unreachable ? { state: 'pending', unreachable: true } : { state: 'pending' });
    if (!unreachable && !b.waitTimer) {
      b.waitTimer = setTimeout(() => {
        b.waitTimer = null;
        if (bindings.get(b.id) === b) refresh(b);
      }, Math.max(0, unreachableMs - waited) + 50);
    }
  };
  // The provider's initial (empty) awareness state is not sent; a field set once the document is in
  // sync is, and is renewed by the awareness protocol while the page is open (sync/party.ts reads it).
  const announce = (b: Binding) => {
    const synced = b.link.provider.isSynced;
    const a = b.link.provider.awareness;
    // setLocalState, not setLocalStateField: the provider clears the state on pagehide (back/forward cache)
    if (synced && !b.present && a) a.setLocalState({ ...(a.getLocalState() ?? {}), open: true });
    b.present = synced;
  };
  const fail = (b: Binding, reason: SyncErrorCode) => {
    b.error = reason;
    refresh(b);
  };
  const save = (b: Binding) => {
    if (b.saveTimer) clearTimeout(b.saveTimer);
    b.saveTimer = null;
    if (!writeDocState(b.id, Y.encodeStateAsUpdate(b.doc), storage)) fail(b, 'storage');
    else if (b.error === 'storage') {
      b.error = null;
      refresh(b);
    }
  };
  const flush = () => {
    for (const b of bindings.values()) if (b.saveTimer) save(b);
  };

  /** A change of the doc that came from elsewhere: those fields onto the latest local character. */
  const applyRemote = (b: Binding, paths: Set<string> | null, spells: boolean) => {
    applyToCharacter(store, b.id, (local) => {
      const r = readCharacter(b.doc, local, paths ?? undefined, spells);
      if (!r.ok) {
        fail(b, 'invalid');
        return null;
      }
      if (b.error === 'invalid') {
        b.error = null;
        refresh(b);
      }
      return r.value;
    });
    // Clamped values go back out, so every device ends with the same valid character.
    const now = characterOf(store, b.id);
    if (now) writeCharacter(b.doc, now);
  };

  const eventsOf = (b: Binding) => ({
    onChange: () => {
      refresh(b);
      announce(b);
    },
    onDenied: () => fail(b, 'denied'),
    onStateless: (p: string) => b.onStateless.forEach((f) => f(p)),
    // the server's cap on a document's size: this device's changes stay here, unsent
    onClosed: (reason: string) => reason === 'document-too-large' && fail(b, 'tooLarge'),
  });
  const linkOf = (b: Binding) => connect(pool, b.record.server, characterDoc(b.record.key), deviceToken(b.record.key), b.doc, eventsOf(b));

  /** `existing`: the connection that fetched the character from a link, in sync already */
  const bind = (id: string, record: SyncedCharacter, doc = new Y.Doc(), existing?: { link: Link; events: LinkEvents }): Binding => {
    const restored = existing ? null : readDocState(id, storage);
    if (restored) {
      try {
        Y.applyUpdate(doc, restored, RESTORED);
      } catch {
        /* a damaged copy: the server's state fills the doc again */
      }
    }
    const b: Binding = { id, record, doc, link: existing?.link ?? (null as unknown as Link), error: null, saveTimer: null, waitingSince: null, waitTimer: null, present: false, onStateless: new Set() };
    const local = characterOf(store, id);
    if (local) writeCharacter(doc, local); // edits made while this device had no doc state written
    doc.on('update', () => {
      if (!b.saveTimer) b.saveTimer = setTimeout(() => save(b), SAVE_DELAY_MS);
    });
    // One remote transaction is applied as a whole: its fields and its spells together. Applied map
    // by map, the first write-back (the store's change goes out to the doc) would carry the local,
    // older value of the other map and undo it here, on the server and on every device.
    const fields = doc.getMap(FIELDS);
    const spells = doc.getMap(SPELLS);
    doc.on('afterTransaction', (tr: Y.Transaction) => {
      if (tr.origin === LOCAL || tr.origin === RESTORED) return;
      let f: Set<string> | null = null;
      let s = false;
      for (const [type, keys] of tr.changed) {
        if ((type as unknown) === fields) f = new Set([...keys].filter((k): k is string => k !== null));
        else if ((type as unknown) === spells) s = true;
      }
      if (f || s) applyRemote(b, f ?? new Set(), s);
    });
    b.link = existing?.link ?? linkOf(b);
    if (existing) Object.assign(existing.events, eventsOf(b));
    bindings.set(id, b);
    if (!restored) save(b);
    refresh(b);
    announce(b); // a link from addFromLink is in sync already
    return b;
  };

  const unbind = (id: string) => {
    const b = bindings.get(id);
    if (!b) return;
    if (b.saveTimer) clearTimeout(b.saveTimer);
    if (b.waitTimer) clearTimeout(b.waitTimer);
    b.link.close();
    b.doc.destroy();
    bindings.delete(id);
    setSyncState(id, null);
  };

  // The same Y.Doc goes to the new server: it holds all this device has, changes the old server never
  // got included, and the sync handshake uploads what the new server lacks (all of it when empty);
  // what another device brought there first arrives as a remote change (applyRemote, ADR 0007). A doc
  // rebuilt from storage could miss the last unsaved changes and would write them as a new client.
  const moveServer = (id: string, server: string): boolean => {
    const rec = data.characters[id];
    if (!rec) return false;
    if (sameServer(rec.server, server)) return true;
    const next = movedTo(data, id, server);
    // not recorded: the next start would go back to the old server, so the connection stays there too
    if (!writeSyncData(next, storage)) return false;
    data = next;
    const b = bindings.get(id);
    if (!b) return true;
    b.link.close();
    if (b.waitTimer) clearTimeout(b.waitTimer);
    // the old server's refusals are not the new one's; the wait for an answer starts over
    if (b.error === 'denied' || b.error === 'tooLarge') b.error = null;
    Object.assign(b, { record: data.characters[id], waitTimer: null, waitingSince: null, present: false });
    b.link = linkOf(b);
    refresh(b);
    return true;
  };

  const disable = (id: string) => {
    unbind(id);
    removeDocState(id, storage);
    const { [id]: gone, ...rest } = data.characters;
    // The tables showing it must hear it left, also when this happens offline (table.ts sends it).
    const leaving = gone ? gone.tables.map((t) => ({ key: gone.key, server: t.server, join: t.join })) : [];
    data = { ...data, characters: rest, leaving: [...data.leaving, ...leaving] };
    persist();
  };

  for (const [id, record] of Object.entries(data.characters)) if (characterOf(store, id)) bind(id, record);
  // A character deleted before this start (its undo is gone with the page that offered it) stops
  // syncing and leaves its tables. Only after a clean load: storage that could not be read leaves the
  // store without characters, and a character set aside as damaged is missing from it too — its
  // document state may be the one good copy; neither may cost a sync record.
  const loaded = usePersistenceStatus.getState();
  if (loaded.mode === 'ok' && loaded.setAside.length === 0) for (const id of Object.keys(data.characters)) if (!characterOf(store, id)) disable(id);

  let last = store.getState().characters;
  const unsubscribe = store.subscribe((s) => {
    if (s.characters === last) return;
    const prev = new Map(last.map((c) => [c.id, c]));
    last = s.characters;
    for (const c of s.characters) {
      if (prev.get(c.id) === c) continue;
      const b = bindings.get(c.id);
      if (b) writeCharacter(b.doc, c);
      else if (data.characters[c.id]) bind(c.id, data.characters[c.id]); // undo of a delete
    }
    // A deleted character stops syncing here; its record stays for an undo until the next start.
    for (const id of bindings.keys()) if (!s.characters.some((c) => c.id === id)) unbind(id);
  });

  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flush);

  return {
    enable(id, server) {
      const existing = data.characters[id];
      if (existing) return existing.key;
      const record: SyncedCharacter = { key: newKey(), server, tables: [] };
      data = { ...data, server, characters: { ...data.characters, [id]: record } };
      persist();
      bind(id, record);
      return record.key;
    },
    moveServer,
    disable,
    async addFromLink(key, server, timeoutMs = 15_000) {
      if (!isKey(key)) return { ok: false, error: 'denied' };
      const known = Object.entries(data.characters).find(([, r]) => r.key === key);
      if (known && characterOf(store, known[0])) return { ok: true, id: known[0] };
      const got = await fetchFromLink(pool, key, server, timeoutMs);
      if (!got.ok) return got;
      const id = got.character.id;
      // Into the store before it is recorded as synced: the store listener binds a recorded
      // character it meets (undo of a delete), and a second binding of this one would write the
      // local copy as a new client and could undo a change the other device made meanwhile.
      addCharacter(store, got.character);
      last = store.getState().characters;
      const record: SyncedCharacter = { key, server, tables: [] };
      data = { ...data, server, characters: { ...data.characters, [id]: record } };
      persist();
      bind(id, record, got.doc, got);
      return { ok: true, id };
    },
    record: (id) => data.characters[id] ?? null,
    data: () => data,
    update(fn) {
      const next = structuredClone(data);
      fn(next);
      data = next;
      for (const [id, r] of Object.entries(data.characters)) {
        const b = bindings.get(id);
        if (b) b.record = r;
      }
      persist();
    },
    binding: (id) => bindings.get(id),
    dispose() {
      flush();
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
      for (const id of [...bindings.keys()]) unbind(id);
    },
  };
}
