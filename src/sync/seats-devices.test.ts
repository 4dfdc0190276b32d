// A character synced on a phone and a tablet, shown at a GM's table from the phone: the tablet knows
// the table, leaves it for both, hears the phone's delete and its undo, and catches up with a join
// made while it was closed. Real server; each device is its own store, storage and engine.
import { join } from 'node:path';
import { useNodeWebSocket } from '../testing/node-websocket';
import { createAppStore } from '../store/app-store';
import { SharedStore } from '../testing/fake-storage';
import { WIZ } from '../testing/boot';
import { freePort, startServer, tempDir, until, type RunningServer } from '../../server/test-helpers.mjs';
import { createEngine, type SyncEngine } from './engine';
import { backAtTables, joinTable, leaveTable, leaveTablesOnDelete, startTableRequests } from './table';
import { useSyncStatus } from './status';
import { SYNC_KEY } from '../persistence/sync-store';
import { joinKeyOf, newKey } from './keys';
import { watchTable, type PartyState } from './party';

let tmp: { dir: string; remove(): void };
let url = '';
let server: RunningServer;
const stops: (() => void)[] = [];

beforeAll(async () => {
  useNodeWebSocket();
  tmp = tempDir();
  const port = await freePort();
  url = `ws://127.0.0.1:${port}`;
  server = await startServer({ GRIMOAR_SYNC_PORT: String(port), GRIMOAR_SYNC_DB: join(tmp.dir, 'seats.sqlite') });
});
afterEach(() => {
  for (const s of stops.splice(0)) s();
});
afterAll(async () => {
  await server.stop();
  tmp?.remove();
});

/** A device; `storage` again: the same browser opened again. */
function device(storage = new SharedStore().view(), store = createAppStore()) {
  const engine = createEngine(store, storage, { locks: null, events: null });
  const stopTables = startTableRequests(engine);
  const stop = () => {
    stopTables();
    engine.dispose();
  };
  stops.push(stop);
  return { store, storage, engine, stop };
}
const tablesOf = (e: SyncEngine, id: string) => e.record(id)?.tables.map((t) => `${t.name} ${t.state}`) ?? [];

async function phoneAndTablet() {
  const phone = device();
  const r = phone.store.getState().createCharacter(WIZ);
  if (!r.ok) throw new Error('create');
  const key = phone.engine.enable(r.id, url);
  await until(() => useSyncStatus.getState()[r.id]?.state === 'synced', 10_000, 'phone synced');
  const tablet = device();
  const added = await tablet.engine.addFromLink(key, url, 10_000);
  if (!added.ok) throw new Error(`add: ${added.error}`);
  return { phone, tablet, idP: r.id, idT: added.id };
}

function gmWatching(gmKey: string) {
  let party: PartyState | null = null;
  stops.push(watchTable(url, gmKey, (s) => (party = s)));
  return () => (party as PartyState | null)?.members.length ?? -1;
}

describe('a table joined on one device', () => {
  it('is known on the other, and a leave there takes the character off for both', async () => {
    const { phone, tablet, idP, idT } = await phoneAndTablet();
    const gmKey = newKey();
    const members = gmWatching(gmKey);
    joinTable(phone.engine, idP, joinKeyOf(gmKey), url, 'Středa');
    await until(() => members() === 1, 10_000, 'the GM sees her');
    await until(() => tablesOf(tablet.engine, idT).join() === 'Středa joined', 10_000, 'the tablet knows the table');

    leaveTable(tablet.engine, idT, joinKeyOf(gmKey));
    await until(() => members() === 0, 10_000, 'gone from the table');
    await until(() => tablesOf(phone.engine, idP).length === 0 && tablesOf(tablet.engine, idT).length === 0, 10_000, 'neither device shows the table');
  });

  it('a delete on one device leaves for both, its undo joins again for both', async () => {
    const { phone, tablet, idP, idT } = await phoneAndTablet();
    const gmKey = newKey();
    const members = gmWatching(gmKey);
    joinTable(phone.engine, idP, joinKeyOf(gmKey), url, 'Pátek');
    await until(() => tablesOf(tablet.engine, idT).join() === 'Pátek joined', 10_000, 'the tablet knows the table');

    const copy = tablet.store.getState().characters.find((c) => c.id === idT)!;
    const left = leaveTablesOnDelete(tablet.engine, idT);
    tablet.store.getState().deleteCharacter(idT);
    await until(() => members() === 0, 10_000, 'gone from the table');
    await until(() => tablesOf(phone.engine, idP).length === 0, 10_000, 'the phone hears it left');

    tablet.store.setState((s) => ({ characters: [...s.characters, copy] })); // its undo
    backAtTables(tablet.engine, idT, left);
    await until(() => members() === 1, 10_000, 'back at the table');
    await until(() => tablesOf(phone.engine, idP).join() === 'Pátek joined', 10_000, 'the phone shows it again');
  });

  it('a device closed during the join knows the table once it is opened again', async () => {
    const { phone, tablet, idP, idT } = await phoneAndTablet();
    await until(() => useSyncStatus.getState()[idT]?.state === 'synced', 10_000, 'tablet synced');
    tablet.stop();
    const gmKey = newKey();
    joinTable(phone.engine, idP, joinKeyOf(gmKey), url, 'Neděle');
    await until(() => tablesOf(phone.engine, idP).join() === 'Neděle joined', 10_000, 'the phone joined');
    const again = device(tablet.storage, tablet.store);
    await until(() => tablesOf(again.engine, idT).join() === 'Neděle joined', 10_000, 'the tablet caught up');
  });

  it('a table in the records of an older version is told to the other devices on the first start', async () => {
    const storage = new SharedStore().view();
    const store = createAppStore();
    const r = store.getState().createCharacter(WIZ);
    if (!r.ok) throw new Error('create');
    const key = newKey();
    const table = { join: joinKeyOf(newKey()), server: url, state: 'joined', name: 'Úterý' };
    storage.setItem(SYNC_KEY, JSON.stringify({ characters: { [r.id]: { key, server: url, tables: [table] } }, leaving: [], tables: [], server: url, rev: 1 }));
    const phone = device(storage, store);
    await until(() => useSyncStatus.getState()[r.id]?.state === 'synced', 10_000, 'phone synced');
    const tablet = device();
    const added = await tablet.engine.addFromLink(key, url, 10_000);
    if (!added.ok) throw new Error(`add: ${added.error}`);
    await until(() => tablesOf(tablet.engine, added.id).length === 1, 10_000, 'the tablet knows the table');
    expect(tablesOf(phone.engine, r.id)).toEqual(['Úterý joined']);
  });
});
