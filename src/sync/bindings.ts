// A synced character's live part on this device: its Y.Doc and its connection (a binding). A local
// edit (a store change of that character) is written into the doc as a diff; a change from another
// device is read back field by field through validation and applied to the latest local character
// (apply.ts). The doc's state is kept in storage (src/persistence/sync-store.ts), so offline edits
// survive a restart and merge on reconnect. Which characters are bound, and where, the engine
// decides from the sync records (engine.ts). A document that says the character moved to another
// server than this device's (another device moved it) is reported (status.ts useMovedAway).
import * as Y from 'yjs';
import { readDocState, writeDocState, type SyncedCharacter } from '../persistence/sync-store';
import { applyToCharacter, characterOf } from './apply';
import type { AppStoreApi } from '../store/app-store';
import { connect, isSettled, newPool, sameServer, type Link, type LinkEvents } from './connection';
import { FIELDS, LOCAL, RESTORED, SPELLS, markMoved, movedAway, readCharacter, writeCharacter } from './doc';
import { characterDoc, deviceToken } from './keys';
import { SEATS } from './seats';
import { setMovedAway, setSyncState, type SyncErrorCode } from './status';

const SAVE_DELAY_MS = 150;

export interface Binding {
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

/** `onSeats`: the document's tables changed from elsewhere (seats.ts) */
export function createBindings(store: AppStoreApi, storage: Storage | null, unreachableMs: number, onDocSaved: () => void, onSeats: (b: Binding) => void = () => undefined) {
  const bindings = new Map<string, Binding>();
  const pool = newPool();

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
    if (!writeDocState(b.id, Y.encodeStateAsUpdate(b.doc), storage)) return fail(b, 'storage');
    if (b.error === 'storage') {
      b.error = null;
      refresh(b);
    }
    onDocSaved(); // storage takes writes again: the sync records may be waiting for it
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
      setMovedAway(b.id, movedAway(b.doc, b.record.server, sameServer));
    });
    // One remote transaction is applied as a whole: its fields and its spells together. Applied map
    // by map, the first write-back (the store's change goes out to the doc) would carry the local,
    // older value of the other map and undo it here, on the server and on every device.
    const fields = doc.getMap(FIELDS);
    const spells = doc.getMap(SPELLS);
    const seats = doc.getMap(SEATS);
    doc.on('afterTransaction', (tr: Y.Transaction) => {
      if (tr.origin === LOCAL || tr.origin === RESTORED) return;
      let f: Set<string> | null = null;
      let s = false;
      let t = false;
      for (const [type, keys] of tr.changed) {
        if ((type as unknown) === fields) f = new Set([...keys].filter((k): k is string => k !== null));
        else if ((type as unknown) === spells) s = true;
        else if ((type as unknown) === seats) t = true;
      }
      if (f || s) applyRemote(b, f ?? new Set(), s);
      if (t && bindings.get(b.id) === b) onSeats(b);
    });
    b.link = existing?.link ?? linkOf(b);
    if (existing) Object.assign(existing.events, eventsOf(b));
    bindings.set(id, b);
    setMovedAway(id, movedAway(doc, record.server, sameServer));
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
    setMovedAway(id, null);
  };

  // The same Y.Doc goes to the new server: it holds all this device has, changes the old server never
  // got included, and the sync handshake uploads what the new server lacks (all of it when empty);
  // what another device brought there first arrives as a remote change (applyRemote, ADR 0007). A doc
  // rebuilt from storage could miss the last unsaved changes and would write them as a new client.
  const relink = (b: Binding, record: SyncedCharacter) => {
    b.link.close();
    if (b.waitTimer) clearTimeout(b.waitTimer);
    // the old server's refusals are not the new one's; the wait for an answer starts over
    if (b.error === 'denied' || b.error === 'tooLarge') b.error = null;
    Object.assign(b, { record, waitTimer: null, waitingSince: null, present: false });
    // the document says where it lives now (for the devices and GMs still on another server)
    markMoved(b.doc, record.server, Date.now());
    b.link = linkOf(b);
    refresh(b);
  };

  return { bindings, pool, bind, unbind, relink, fail, flush };
}
