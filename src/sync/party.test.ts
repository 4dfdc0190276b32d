// The GM's table against a real sync server: the party it shows, what it remembers of it, and what
// it shows from that memory while the server does not answer.
import { join } from 'node:path';
import { useNodeWebSocket } from '../testing/node-websocket';
import { client, freePort, newKey, startServer, tempDir, until, type RunningServer } from '../../server/test-helpers.mjs';
import { newCharacter } from '../store/defaults';
import { SharedStore } from '../testing/fake-storage';
import { PARTY_KEY, partyMemory, readParty, rememberParty } from '../persistence/party-memory';
import { markMoved, writeCharacter } from './doc';
import { characterDoc, deviceToken, joinKeyOf, tableIdOf } from './keys';
import { forgetTable, watchTable, type PartyState } from './party';

let PORT: number;
let SERVER: string;
/** an address where nothing answers */
let DEAD: string;
let server: RunningServer;
let tmp: { dir: string; remove(): void };
const closers: (() => void)[] = [];

beforeAll(async () => {
  // jsdom's WebSocket would apply the page's origin rules; the provider runs on ws's here.
  useNodeWebSocket();
  tmp = tempDir();
  PORT = await freePort();
  SERVER = `ws://127.0.0.1:${PORT}`;
  DEAD = `ws://127.0.0.1:${await freePort()}`;
  server = await startServer({ GRIMOAR_SYNC_PORT: String(PORT), GRIMOAR_SYNC_DB: join(tmp.dir, 'db.sqlite') });
});
afterEach(() => {
  for (const c of closers.splice(0)) c();
});
afterAll(async () => {
  await server?.stop();
  tmp?.remove();
});

/** A player's device with character `name` shown at the GM's table `gm`; returns its document id. */
async function player(gm: string, name: string, port = PORT) {
  const key = newKey();
  const p = client(port, characterDoc(key), deviceToken(key));
  closers.push(() => p.destroy());
  await until(() => p.log.synced, 5000, 'player sync');
  const doc = characterDoc(key).slice(2);
  writeCharacter(p.doc, { ...newCharacter(name, [{ classId: 'wizard', level: 5 }]), id: doc });
  p.provider.sendStateless(JSON.stringify({ op: 'join', join: joinKeyOf(gm) }));
  await until(() => p.log.stateless.length, 5000, 'join reply');
  return { doc, client: p };
}

function watch(address: string, gm: string, storage: Storage) {
  const states: PartyState[] = [];
  const stop = watchTable(address, gm, (s) => states.push(s), partyMemory(storage));
  closers.push(stop);
  return { first: () => states[0], last: () => states[states.length - 1], stop };
}

const shown = (s: PartyState) => s.members.map((m) => [m.character?.name ?? null, !!m.remembered]);
const liveWith = (w: ReturnType<typeof watch>, names: string[]) => () => {
  const s = w.last();
  return s.connection === 'synced' && s.members.every((m) => !m.remembered && m.character) && JSON.stringify(s.members.map((m) => m.character!.name)) === JSON.stringify(names);
};

describe('the GM’s table', () => {
  it('remembers the party it saw and shows it at once, not live, while the server does not answer', async () => {
    const storage = new SharedStore().view();
    const gm = newKey();
    await player(gm, 'Umara');
    const live = watch(SERVER, gm, storage);
    expect(live.first()).toEqual({ connection: 'pending', members: [], seenAt: null });
    await until(liveWith(live, ['Umara']), 5000, 'Umara live');
    live.stop();
    const closedAt = Date.now();

    const down = watch(DEAD, gm, storage);
    const s = down.first();
    expect(s.connection).toBe('pending');
    expect(shown(s)).toEqual([['Umara', true]]);
    expect(s.seenAt).toBeGreaterThan(closedAt - 1000);
    expect(s.seenAt).toBeLessThanOrEqual(closedAt);
    // never heard from the server: what it remembers stays as it was
    const before = storage.getItem(PARTY_KEY);
    await new Promise((r) => setTimeout(r, 300));
    down.stop();
    expect(storage.getItem(PARTY_KEY)).toBe(before);
  });

  it('remembers a character the player moved away as moved, not as still at the table', async () => {
    const storage = new SharedStore().view();
    const gm = newKey();
    const umara = await player(gm, 'Umara');
    await player(gm, 'Jozan');
    markMoved(umara.client.doc, 'wss://novy.example.cz', Date.now());
    const live = watch(SERVER, gm, storage);
    const movedOf = (s: PartyState) => s.members.map((m) => [m.character?.name, m.movedTo ?? null]);
    await until(() => liveWith(live, ['Umara', 'Jozan'])() && live.last().members[0].movedTo !== undefined, 5000, 'Umara moved, live');
    live.stop();

    const down = watch(DEAD, gm, storage);
    expect(shown(down.first())).toEqual([
      ['Umara', true],
      ['Jozan', true],
    ]);
    expect(movedOf(down.first())).toEqual([
      ['Umara', 'wss://novy.example.cz'],
      ['Jozan', null],
    ]);
  });

  it('once the server answers, its roster decides: a player gone is dropped, the others turn live', async () => {
    const storage = new SharedStore().view();
    const gm = newKey();
    const umara = await player(gm, 'Umara');
    const old = (doc: string, name: string, joinedAt: number) => ({ doc, joinedAt, character: { ...newCharacter(name, [{ classId: 'cleric', level: 1 }]), id: doc } });
    rememberParty(tableIdOf(joinKeyOf(gm)), { seenAt: 1_000, members: [old('G'.repeat(43), 'Duch', 0), old(umara.doc, 'Umara (stará)', Date.now())] }, storage);
    const w = watch(SERVER, gm, storage);
    expect(shown(w.first())).toEqual([
      ['Duch', true],
      ['Umara (stará)', true],
    ]);
    expect(w.first().seenAt).toBe(1_000);
    await until(liveWith(w, ['Umara']), 5000, 'Umara live');
    expect(w.last().seenAt).toBeGreaterThan(1_000);
    w.stop();
    expect(readParty(tableIdOf(joinKeyOf(gm)), storage)?.members.map((m) => m.character.name)).toEqual(['Umara']);
  });

  it('a table closed here is not remembered again by a view still open', async () => {
    const storage = new SharedStore().view();
    const gm = newKey();
    await player(gm, 'Umara');
    const w = watch(SERVER, gm, storage);
    await until(liveWith(w, ['Umara']), 5000, 'Umara live');
    forgetTable(gm, partyMemory(storage));
    w.stop();
    expect(storage.getItem(PARTY_KEY)).toBeNull();
  });

  it('writes the party the moment the server goes away: that is when it was last seen', async () => {
    const port = await freePort();
    const own = await startServer({ GRIMOAR_SYNC_PORT: String(port), GRIMOAR_SYNC_DB: join(tmp.dir, 'own.sqlite') });
    try {
      const storage = new SharedStore().view();
      const gm = newKey();
      await player(gm, 'Umara', port);
      const w = watch(`ws://127.0.0.1:${port}`, gm, storage);
      await until(liveWith(w, ['Umara']), 5000, 'Umara live');
      const liveUntil = Date.now();
      await own.stop();
      await until(() => w.last().connection === 'pending', 5000, 'connection lost');
      // read while the view is still open: written at the drop, not at the end of the view
      const p = readParty(tableIdOf(joinKeyOf(gm)), storage);
      expect(p?.members.map((m) => m.character.name)).toEqual(['Umara']);
      expect(p?.seenAt).toBeGreaterThanOrEqual(liveUntil);
      expect(w.last().seenAt).toBe(p?.seenAt);
    } finally {
      await own.stop();
    }
  });

  it('stops saying live the moment the browser goes offline, and is live again when it is back', async () => {
    const storage = new SharedStore().view();
    const gm = newKey();
    await player(gm, 'Umara');
    const w = watch(SERVER, gm, storage);
    await until(liveWith(w, ['Umara']), 5000, 'Umara live');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      window.dispatchEvent(new Event('offline'));
      // the socket itself would stay open for up to 15 s: no waiting for it
      expect(w.last().connection).toBe('pending');
    } finally {
      onLine.mockRestore();
    }
    window.dispatchEvent(new Event('online'));
    await until(() => w.last().connection === 'synced', 5000, 'live again');
  });
});
