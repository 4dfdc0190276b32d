// One character shown at two tables of one server (a GM running two groups, or two GMs on one
// device). Each table view has a socket of its own (party.ts), and the GM token that opens a
// character's document is the table's: the server closes it with "left-table" when the character
// leaves that table. So the two views are not shared: leaving one table must leave the other live.
// On the player's side both join requests go over the character's one device connection (one
// binding, one document). Real server.
import { join } from 'node:path';
import { useNodeWebSocket } from '../testing/node-websocket';
import { createAppStore } from '../store/app-store';
import { SharedStore } from '../testing/fake-storage';
import { WIZ } from '../testing/boot';
import { freePort, startServer, tempDir, until, type RunningServer } from '../../server/test-helpers.mjs';
import { createEngine } from './engine';
import { joinTable, leaveTable, startTableRequests } from './table';
import { useSyncStatus } from './status';
import { joinKeyOf, newKey } from './keys';
import { watchTable, type PartyState } from './party';
import { tableActions } from '../store/table';

let tmp: { dir: string; remove(): void };
let url = '';
let server: RunningServer;
const stops: (() => void)[] = [];

beforeAll(async () => {
  useNodeWebSocket();
  tmp = tempDir();
  const port = await freePort();
  url = `ws://127.0.0.1:${port}`;
  server = await startServer({ GRIMOAR_SYNC_PORT: String(port), GRIMOAR_SYNC_DB: join(tmp.dir, 'two.sqlite') });
});
afterAll(async () => {
  for (const s of stops.splice(0)) s();
  await server.stop();
  tmp?.remove();
});

describe('one character at two tables of one server', () => {
  it('both tables see each change once; leaving one leaves the other live', async () => {
    const store = createAppStore();
    const engine = createEngine(store, new SharedStore().view(), { locks: null, events: null });
    const stopTables = startTableRequests(engine);
    stops.push(() => {
      stopTables();
      engine.dispose();
    });
    const r = store.getState().createCharacter(WIZ);
    if (!r.ok) throw new Error('create');
    engine.enable(r.id, url);
    await until(() => useSyncStatus.getState()[r.id]?.state === 'synced', 10_000, 'synced');
    const gm1 = newKey();
    const gm2 = newKey();
    joinTable(engine, r.id, joinKeyOf(gm1), url, 'Středa');
    joinTable(engine, r.id, joinKeyOf(gm2), url, 'Pátek');
    // both requests on the one device connection
    const bound = engine.binding(r.id);
    await until(() => engine.record(r.id)?.tables.every((t) => t.state === 'joined') === true, 10_000, 'joined both');
    expect(engine.record(r.id)?.tables).toHaveLength(2);

    let p1: PartyState | null = null;
    let p2: PartyState | null = null;
    stops.push(watchTable(url, gm1, (s) => (p1 = s)));
    stops.push(watchTable(url, gm2, (s) => (p2 = s)));
    const spent = (p: PartyState | null) => p?.members[0]?.character?.caster.spentSlots[0];
    await until(() => spent(p1) === 0 && spent(p2) === 0, 10_000, 'both GMs see her');

    tableActions(store).spendSlot(r.id, 1);
    await until(() => spent(p1) === 1 && spent(p2) === 1, 10_000, 'both GMs see the spend once');

    leaveTable(engine, r.id, joinKeyOf(gm1));
    await until(() => (p1 as PartyState | null)?.members.length === 0, 10_000, 'gone from the first table');
    tableActions(store).spendSlot(r.id, 1);
    await until(() => spent(p2) === 2, 10_000, 'the second table is still live');
    expect((p2 as PartyState | null)?.members).toHaveLength(1);
    expect(engine.binding(r.id)).toBe(bound);
  });
});
