// A character moved to another sync server (the group moved its server) with real servers: the new
// one starts empty, or already has the document from another device of the same player.
import { join } from 'node:path';
import { useNodeWebSocket } from '../testing/node-websocket';
import { createAppStore } from '../store/app-store';
import { SharedStore } from '../testing/fake-storage';
import { WIZ } from '../testing/boot';
import { freePort, startServer, tempDir, until, type RunningServer } from '../../server/test-helpers.mjs';
import { createEngine, type SyncEngine } from './engine';
import { useSyncStatus } from './status';
import { moved } from './changes';
import { applied } from '../persistence/sync-records';
import { joinTable } from './table';
import { tableActions } from '../store/table';
import type { Character } from '../store/types';
import type { SyncData } from '../persistence/sync-store';

const MISSILE = { id: 'magic-missile', level: 1, ritual: false, concentration: false, castingTime: { amount: 1, unit: 'action' as const }, components: { v: true, s: true, m: false }, classes: ['wizard' as const] };
let tmp: { dir: string; remove(): void };
let old: { url: string; port: number; server: RunningServer };
let fresh: { url: string; port: number; server: RunningServer };
const engines: SyncEngine[] = [];

async function serverAt(db: string) {
  const port = await freePort();
  return { url: `ws://127.0.0.1:${port}`, port, server: await startServer({ GRIMOAR_SYNC_PORT: String(port), GRIMOAR_SYNC_DB: join(tmp.dir, db) }) };
}

beforeAll(() => {
  useNodeWebSocket();
  tmp = tempDir();
});
beforeEach(async () => {
  old = await serverAt(`old-${Math.random()}.sqlite`);
  fresh = await serverAt(`new-${Math.random()}.sqlite`);
});
afterEach(async () => {
  for (const e of engines.splice(0)) e.dispose();
  await old.server.stop();
  await fresh.server.stop();
});
afterAll(() => tmp?.remove());

function device() {
  const store = createAppStore();
  const engine = createEngine(store, new SharedStore().view());
  engines.push(engine);
  return { store, engine, char: (id: string) => store.getState().characters.find((c) => c.id === id)! };
}
const synced = (id: string, what: string) => until(() => useSyncStatus.getState()[id]?.state === 'synced', 10_000, what);
/** What a character is, whatever device holds it (its id and revision stamp are the device's own). */
const whole = ({ id: _id, updatedAt: _u, createdAt: _c, ...rest }: Character) => rest;

describe('a character moved to another server', () => {
  it('with local changes the old server never got, arrives whole on an empty new server', async () => {
    const a = device();
    const r = a.store.getState().createCharacter(WIZ);
    if (!r.ok) throw new Error('create');
    const key = a.engine.enable(r.id, old.url);
    await synced(r.id, 'A on the old server');
    // the old server goes away; A plays on
    await old.server.stop();
    tableActions(a.store).spendSlot(r.id, 1);
    tableActions(a.store).spendSlot(r.id, 2);
    a.store.getState().addSpell(r.id, { spell: MISSILE, classId: 'wizard', status: 'prepared' });
    a.store.getState().setConditions(r.id, { silenced: true });

    expect(await a.engine.moveServer(r.id, fresh.url)).toBe(true);
    expect(a.engine.record(r.id)).toEqual({ key, server: fresh.url, tables: [] });
    await synced(r.id, 'A on the new server');
    // the same key opens the document there: another device takes it from the new server alone
    const c = device();
    const added = await c.engine.addFromLink(key, fresh.url, 5000);
    if (!added.ok) throw new Error(`add: ${added.error}`);
    expect(whole(c.char(added.id))).toEqual(whole(a.char(r.id)));
    expect(c.char(added.id).caster.spentSlots.slice(0, 2)).toEqual([1, 1]);
    expect(c.char(added.id).spells.map((s) => s.spellId)).toContain('magic-missile');
    // and it stays live there
    expect(tableActions(c.store).spendSlot(added.id, 1).ok).toBe(true);
    await until(() => a.char(r.id).caster.spentSlots[0] === 2, 10_000, 'C’s spend on A');
  });

  it('merges with the document another device of the player moved there first (ADR 0007 rules)', async () => {
    const a = device();
    const r = a.store.getState().createCharacter(WIZ);
    if (!r.ok) throw new Error('create');
    const key = a.engine.enable(r.id, old.url);
    await synced(r.id, 'A');
    const b = device();
    const added = await b.engine.addFromLink(key, old.url, 5000);
    if (!added.ok) throw new Error(`add: ${added.error}`);
    const idB = added.id;
    await synced(idB, 'B');
    await old.server.stop();
    // apart: different fields on each, and the same field on both
    tableActions(a.store).spendSlot(r.id, 1);
    b.store.getState().addSpell(idB, { spell: MISSILE, classId: 'wizard', status: 'prepared' });
    tableActions(b.store).spendSlot(idB, 2);
    a.store.getState().setConditions(r.id, { silenced: true });
    b.store.getState().setConditions(idB, { silenced: false, focusInHand: true });

    expect(await a.engine.moveServer(r.id, fresh.url)).toBe(true);
    await synced(r.id, 'A moved');
    expect(await b.engine.moveServer(idB, fresh.url)).toBe(true);
    await until(() => b.char(idB).caster.spentSlots[0] === 1 && a.char(r.id).caster.spentSlots[1] === 1 && a.char(r.id).spells.some((s) => s.spellId === 'magic-missile'), 10_000, 'both merged').catch((e) => {
      console.log(JSON.stringify(a.char(r.id).caster.spentSlots), JSON.stringify(b.char(idB).caster.spentSlots));
      throw e;
    });
    await synced(r.id, 'A settled');
    await synced(idB, 'B settled');
    // different fields: both kept; the same field: one value, the same on both devices
    expect(a.char(r.id).caster.spentSlots.slice(0, 2)).toEqual([1, 1]);
    expect(b.char(idB).spells.map((s) => s.spellId)).toContain('magic-missile');
    expect(a.char(r.id).conditions.focusInHand).toBe(true);
    expect(whole(a.char(r.id))).toEqual(whole(b.char(idB)));
  });
});

describe('the sync record of a moved character', () => {
  const JOIN = (c: string) => c.repeat(43);
  const data = (): SyncData => ({
    characters: {
      x: {
        key: 'k'.repeat(43),
        server: 'wss://old.example.org',
        tables: [
          { join: JOIN('a'), server: 'wss://old.example.org', state: 'joined', name: 'Středa' },
          { join: JOIN('b'), server: 'wss://old.example.org', state: 'joining' },
          { join: JOIN('c'), server: 'wss://old.example.org', state: 'leaving' },
        ],
      },
    },
    leaving: [],
    tables: [],
    server: 'wss://old.example.org',
  });

  it('asks its tables again on the new server, and a leave on its way still goes to the old one', () => {
    const next = applied(data(), moved('x', 'wss://new.example.org', 1_000));
    expect(next.server).toBe('wss://new.example.org');
    expect(next.characters.x).toEqual({
      key: 'k'.repeat(43),
      server: 'wss://new.example.org',
      tables: [
        { join: JOIN('a'), server: 'wss://new.example.org', state: 'joining', name: 'Středa' },
        { join: JOIN('b'), server: 'wss://new.example.org', state: 'joining' },
      ],
    });
    expect(next.leaving).toEqual([{ key: 'k'.repeat(43), server: 'wss://old.example.org', join: JOIN('c'), id: 'x', since: 1_000 }]);
  });

  it('tells the old server where it went; a second move updates what waits, a move back drops it', () => {
    const [o, n, t] = ['wss://old.example.org', 'wss://new.example.org', 'wss://third.example.org'];
    const key = 'k'.repeat(43);
    const once = applied(data(), moved('x', n, 1_000));
    expect(once.moves).toEqual([{ key, server: o, to: n, since: 1_000 }]);
    const twice = applied(once, moved('x', t, 2_000));
    expect(twice.moves).toEqual([
      { key, server: o, to: t, since: 2_000 },
      { key, server: n, to: t, since: 2_000 },
    ]);
    // back to the old server before it heard anything: it is where she lives, nothing to tell it
    expect(applied(twice, moved('x', o, 3_000)).moves).toEqual([
      { key, server: n, to: o, since: 3_000 },
      { key, server: t, to: o, since: 3_000 },
    ]);
  });

  it('a table link naming the same server another way is not "another server"', async () => {
    const d = device();
    const r = d.store.getState().createCharacter(WIZ);
    if (!r.ok) throw new Error('create');
    d.engine.enable(r.id, fresh.url);
    await synced(r.id, 'synced'); // (a socket of Node's ws closed while connecting throws)
    expect(joinTable(d.engine, r.id, JOIN('t'), `${fresh.url}/`).ok).toBe(true);
    expect(joinTable(d.engine, r.id, JOIN('u'), old.url)).toEqual({ ok: false, error: 'otherServer' });
  });
});
