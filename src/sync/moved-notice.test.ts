// After a move, the old server is told where the character went (a "moved to" entry in its document
// there), so a GM still watching a table there and another device of the player still syncing there
// say "moved" instead of showing it as it was. Real servers (old and new), two devices, one GM.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { useNodeWebSocket } from '../testing/node-websocket';
import { createAppStore } from '../store/app-store';
import { SharedStore } from '../testing/fake-storage';
import { WIZ } from '../testing/boot';
import { freePort, startServer, tempDir, until, type RunningServer } from '../../server/test-helpers.mjs';
import { createEngine, type SyncEngine } from './engine';
import { startTableRequests, joinTable } from './table';
import { useSyncStatus } from './status';
import { joinKeyOf, newKey } from './keys';
import { movedAway } from './doc';
import { sameServer } from './connection';
import { watchTable, type PartyState } from './party';
import { tableActions } from '../store/table';

let tmp: { dir: string; remove(): void };
let old: { url: string; server: RunningServer };
let fresh: { url: string; server: RunningServer };
const stops: (() => void)[] = [];

async function serverAt(db: string) {
  const port = await freePort();
  return { url: `ws://127.0.0.1:${port}`, server: await startServer({ GRIMOAR_SYNC_PORT: String(port), GRIMOAR_SYNC_DB: join(tmp.dir, db) }) };
}

beforeAll(async () => {
  useNodeWebSocket();
  tmp = tempDir();
  old = await serverAt('old.sqlite');
  fresh = await serverAt('new.sqlite');
});
afterAll(async () => {
  for (const s of stops.splice(0)) s();
  await old.server.stop();
  await fresh.server.stop();
  tmp?.remove();
});

function device() {
  const store = createAppStore();
  const engine: SyncEngine = createEngine(store, new SharedStore().view(), { locks: null, events: null });
  const stopTables = startTableRequests(engine);
  stops.push(() => {
    stopTables();
    engine.dispose();
  });
  return { store, engine };
}
const away = (e: SyncEngine, id: string) => {
  const b = e.binding(id);
  return b ? movedAway(b.doc, b.record.server, sameServer) : 'unbound';
};

// A loaded machine (CI beside other work) can stretch a reconnect past 10 s; the waits allow 20.
describe('a character moved to another server', { timeout: 120_000 }, () => {
  it('the GM and the other device still on the old server are told where it went; back again, no longer', async () => {
    const a = device();
    const r = a.store.getState().createCharacter(WIZ);
    if (!r.ok) throw new Error('create');
    const key = a.engine.enable(r.id, old.url);
    await until(() => useSyncStatus.getState()[r.id]?.state === 'synced', 20_000, 'A synced');
    const b = device();
    const added = await b.engine.addFromLink(key, old.url, 5000);
    if (!added.ok) throw new Error(`add: ${added.error}`);
    // the GM's table on the old server shows her
    const gm = newKey();
    expect(joinTable(a.engine, r.id, joinKeyOf(gm), old.url).ok).toBe(true);
    let party: PartyState | null = null;
    stops.push(watchTable(old.url, gm, (s) => (party = s)));
    const member = () => (party as PartyState | null)?.members[0];
    await until(() => member()?.character?.name === 'Mirek', 20_000, 'GM sees her');
    expect(member()?.movedTo).toBeUndefined();
    expect(away(b.engine, added.id)).toBeNull();

    expect(await a.engine.moveServer(r.id, fresh.url)).toBe(true);
    // the old server heard it: the GM and device B (still there) say where she went …
    await until(() => member()?.movedTo === fresh.url, 20_000, 'GM told');
    await until(() => away(b.engine, added.id) === fresh.url, 20_000, 'B told');
    await until(() => (a.engine.data().moves ?? []).length === 0, 20_000, 'notice sent');
    // … while A, on the new server, is where the document says she lives
    expect(away(a.engine, r.id)).toBeNull();
    tableActions(a.store).spendSlot(r.id, 1);

    // B switches too: no longer "moved" there, and A's spend arrives
    expect(await b.engine.moveServer(added.id, fresh.url)).toBe(true);
    await until(() => b.store.getState().characters[0].caster.spentSlots[0] === 1, 20_000, 'B in sync on the new server');
    expect(away(b.engine, added.id)).toBeNull();

    // the group goes back to the old server: the GM there sees her as live again, not "moved"
    expect(await a.engine.moveServer(r.id, old.url)).toBe(true);
    await until(() => member()?.movedTo === undefined && member()?.character?.caster.spentSlots[0] === 1, 20_000, 'GM: back');
    await until(() => away(b.engine, added.id) === old.url, 20_000, 'B (on the new server) told');
    // B's own notice to the old server (of its move away) arrives after the move back: it is older
    await until(() => (b.engine.data().moves ?? []).length === 0 && (a.engine.data().moves ?? []).length === 0, 20_000, 'notices sent');
    await sleep(500); // the server passes B's notice on to the GM
    expect(member()?.movedTo).toBeUndefined();
  });
});
