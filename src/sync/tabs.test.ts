// Two tabs of one browser, both with the sync engine running, on the project's two-tab fakes (one
// shared storage, Web Locks, storage events; src/testing/locked-tabs.ts). A change of the sync
// records in one tab must never be undone by the other tab's next write, and the other tab's engine
// must follow it (bind, unbind, move). No sync server runs: the addresses lead nowhere, the
// connections only wait, as a device offline does.
import { useNodeWebSocket } from '../testing/node-websocket';
import { twoTabs, settle } from '../testing/locked-tabs';
import { WIZ } from '../testing/boot';
import { quotaError } from '../testing/fake-storage';
import { freePort } from '../../server/test-helpers.mjs';
import { decodeSyncData, SYNC_KEY } from '../persistence/sync-store';
import { createSyncRecords } from '../persistence/sync-records';
import { FakeLocks } from '../testing/fake-tabs';
import { SharedStore } from '../testing/fake-storage';
import { createEngine, type SyncEngine } from './engine';
import { joinTable, leaveTable } from './table';
import { enabled } from './changes';
import { useSyncStatus } from './status';

const JOIN = (c: string) => c.repeat(43);
/** the records storage holds */
const storedRecords = (view: Storage) => decodeSyncData(view.getItem(SYNC_KEY)).data;
let OLD: string;
let NEW: string;
const engines: SyncEngine[] = [];

beforeAll(async () => {
  useNodeWebSocket();
  OLD = `ws://127.0.0.1:${await freePort()}`;
  NEW = `ws://127.0.0.1:${await freePort()}`;
});
afterEach(() => {
  for (const e of engines.splice(0)) e.dispose();
});

/** Locks are granted on microtasks, events at once: a few ms let every write land. */
const written = () => new Promise((r) => setTimeout(r, 20));

/** Two tabs with the same two characters, then the engine started in each (B "started before"
 *  any change of A's below). */
async function tabs() {
  const t = twoTabs();
  const a = t.tab();
  const b = t.tab();
  const x = a.store.getState().createCharacter(WIZ);
  const y = a.store.getState().createCharacter({ ...WIZ, name: 'Umara' });
  if (!x.ok || !y.ok) throw new Error('create');
  await settle(a.ctl, b.ctl);
  expect(b.store.getState().characters.map((c) => c.id)).toEqual([x.id, y.id]);
  const start = (tab: typeof a) => {
    const engine = createEngine(tab.store, tab.view, { locks: t.locks, events: tab.events as never, unreachableMs: 60_000 });
    engines.push(engine);
    return engine;
  };
  const B = start(b);
  /** B started again (it knows the records as they are now) */
  const restartB = () => {
    engines.splice(engines.indexOf(B), 1);
    B.dispose();
    return start(b);
  };
  return { shared: t.shared, A: start(a), B, restartB, x: x.id, y: y.id };
}

const url = (e: SyncEngine, id: string) => e.binding(id)?.link.provider.configuration.websocketProvider.url;

describe('sync records in two tabs', () => {
  it('a table joined offline in one tab stays in both: the other tab’s document has not heard it yet', async () => {
    const { shared, A, B, y } = await tabs();
    A.enable(y, OLD);
    await written();
    expect(joinTable(A, y, JOIN('t'), OLD, 'Středa').ok).toBe(true);
    for (let i = 0; i < 5; i++) await written();
    const stored = () => storedRecords(shared.view()).characters[y].tables;
    expect(stored()).toEqual([{ join: JOIN('t'), server: OLD, state: 'joining', name: 'Středa', shared: true }]);
    expect(B.record(y)?.tables).toEqual(stored());
    // and it stays so: no tab takes it out again
    const rev = JSON.parse(shared.view().getItem(SYNC_KEY)!).rev;
    await new Promise((r) => setTimeout(r, 200));
    expect(JSON.parse(shared.view().getItem(SYNC_KEY)!).rev).toBe(rev);
  });

  it('sync turned on in one tab and a table joined in the other (started before): both stay', async () => {
    const { shared, A, B, x, y } = await tabs();
    A.enable(x, OLD);
    await written();
    expect(joinTable(B, y, JOIN('t'), OLD, 'Středa').ok).toBe(true);
    await written();
    const stored = storedRecords(shared.view());
    expect(Object.keys(stored.characters).sort()).toEqual([x, y].sort());
    expect(stored.characters[y].tables).toEqual([{ join: JOIN('t'), server: OLD, state: 'joining', name: 'Středa', shared: true }]); // told to its document
    // B bound the character synced in A, and A sees B's change, bound and at the table
    expect(B.binding(x)?.record.key).toBe(stored.characters[x].key);
    expect(A.binding(y)?.record.tables.map((t) => t.join)).toEqual([JOIN('t')]);
    expect(A.record(x)).toEqual(stored.characters[x]);
  });

  it('a character moved in one tab: the other reconnects to the new server and never writes the old one back', async () => {
    const t = await tabs();
    const { shared, A, x, y } = t;
    A.enable(x, OLD);
    await written();
    const B = t.restartB(); // B knows x on the old server
    expect(url(B, x)).toBe(OLD);
    expect(await A.moveServer(x, NEW)).toBe(true);
    expect(url(A, x)).toBe(NEW);
    // B's own changes afterwards keep the move
    B.enable(y, OLD);
    leaveTable(B, x, JOIN('n'));
    B.update((d) => void (d.server = OLD));
    await written();
    expect(storedRecords(shared.view()).characters[x].server).toBe(NEW);
    // and B's engine moved too
    expect(B.record(x)?.server).toBe(NEW);
    expect(url(B, x)).toBe(NEW);
    expect(url(A, y)).toBe(OLD);
  });

  it('sync turned off in one tab: the other stops syncing it, and the leave of its table is kept', async () => {
    const { shared, A, B, x, y } = await tabs();
    joinTable(A, x, JOIN('t'), OLD);
    await written();
    B.disable(x);
    await written();
    // A's next change (a table reply, another character) does not bring it back nor drop the leave
    A.update((d) => void (d.server = OLD));
    joinTable(A, y, JOIN('u'), OLD);
    await written();
    const stored = storedRecords(shared.view());
    expect(stored.characters[x]).toBeUndefined();
    expect(stored.leaving).toEqual([{ key: expect.any(String), server: OLD, join: JOIN('t'), id: x, since: expect.any(Number) }]);
    // A stopped syncing it; B syncs A's other character
    expect(A.binding(x)).toBeUndefined();
    expect(A.record(x)).toBeNull();
    expect(B.binding(y)).toBeDefined();
    expect(useSyncStatus.getState()[x]).toBeUndefined();
  });

  it('a move that storage refuses moves nothing in either tab, and is not written later', async () => {
    const { shared, A, B, x, y } = await tabs();
    A.enable(x, OLD);
    await written();
    shared.setError = quotaError('chrome');
    expect(await A.moveServer(x, NEW)).toBe(false);
    expect(A.record(x)?.server).toBe(OLD);
    expect(url(A, x)).toBe(OLD);
    shared.setError = null;
    B.enable(y, OLD);
    await written();
    expect(storedRecords(shared.view()).characters[x].server).toBe(OLD);
    expect(url(B, x)).toBe(OLD);
    expect(A.binding(x)?.error).toBe('storage'); // said (the status store is shared by both test tabs)
  });

  it('a change refused by full storage waits and is written with the next one', async () => {
    const { shared, A, x, y } = await tabs();
    shared.setError = quotaError('chrome');
    A.enable(x, OLD);
    await written();
    expect(storedRecords(shared.view()).characters[x]).toBeUndefined();
    shared.setError = null;
    A.enable(y, OLD);
    await written();
    expect(Object.keys(storedRecords(shared.view()).characters).sort()).toEqual([x, y].sort());
  });
});

describe('the records store across tabs', () => {
  const rec = (server: string) => ({ key: 'k'.repeat(43), server, tables: [] });

  it('a late event of an older copy does not undo a newer write in the view', async () => {
    const shared = new SharedStore();
    shared.deliverEvents = false;
    const locks = new FakeLocks();
    const ea = new EventTarget();
    const eb = new EventTarget();
    const a = createSyncRecords(shared.view(ea), { locks, events: ea as never });
    const b = createSyncRecords(shared.view(eb), { locks, events: eb as never });
    expect(await a.change(enabled('x', rec(OLD)))).toBe(true);
    expect(await b.change(enabled('y', rec(NEW)))).toBe(true); // read A's write under the lock
    shared.flush(); // B hears A's older write only now
    expect(Object.keys(b.data().characters).sort()).toEqual(['x', 'y']);
    expect(Object.keys(a.data().characters).sort()).toEqual(['x', 'y']);
    a.dispose();
    b.dispose();
  });

  it('two writes built on one copy (a stale read): the tab whose write is not stored applies it again', async () => {
    const shared = new SharedStore();
    const locks = new FakeLocks();
    const ea = new EventTarget();
    const eb = new EventTarget();
    const va = shared.view(ea);
    const vb = shared.view(eb);
    const a = createSyncRecords(va, { locks, events: ea as never });
    const b = createSyncRecords(vb, { locks, events: eb as never });
    expect(await a.change(enabled('w', rec(OLD)))).toBe(true);
    const before = shared.map.get(SYNC_KEY)!;
    shared.deliverEvents = false;
    expect(await a.change(enabled('x', rec(OLD)))).toBe(true);
    vb.staleReads = new Map([[SYNC_KEY, before]]); // B's process has not got A's write yet
    expect(await b.change(enabled('y', rec(NEW)))).toBe(true);
    vb.staleReads = null;
    shared.deliverEvents = true;
    shared.flush();
    await written();
    expect(Object.keys(storedRecords(shared.view()).characters).sort()).toEqual(['w', 'x', 'y']);
    expect(Object.keys(b.data().characters).sort()).toEqual(['w', 'x', 'y']);
    a.dispose();
    b.dispose();
  });
});
