// Device sync with a real sync server: two "devices" (two stores, two storages) edit one character.
import { join } from 'node:path';
import { useNodeWebSocket } from '../testing/node-websocket';
import { createAppStore } from '../store/app-store';
import { SharedStore } from '../testing/fake-storage';
import { WIZ } from '../testing/boot';
import { freePort, startServer, tempDir, until, client, type RunningServer } from '../../server/test-helpers.mjs';
import { createEngine, type SyncEngine } from './engine';
import { useSyncStatus } from './status';
import { characterDoc, deviceToken } from './keys';
import { tableActions } from '../store/table';
import { usePersistenceStatus } from '../persistence/status';

let PORT: number;
const MISSILE = { id: 'magic-missile', level: 1, ritual: false, concentration: false, castingTime: { amount: 1, unit: 'action' as const }, components: { v: true, s: true, m: false }, classes: ['wizard' as const] };
let SERVER: string;
let server: RunningServer;
let tmp: { dir: string; remove(): void };
const engines: SyncEngine[] = [];

beforeAll(async () => {
  // jsdom's WebSocket would apply the page's origin rules; the provider runs on ws's here.
  useNodeWebSocket();
  tmp = tempDir();
  PORT = await freePort();
  SERVER = `ws://127.0.0.1:${PORT}`;
  server = await startServer({ GRIMOAR_SYNC_PORT: String(PORT), GRIMOAR_SYNC_DB: join(tmp.dir, 'db.sqlite') });
});
afterEach(() => {
  for (const e of engines.splice(0)) e.dispose();
});
afterAll(async () => {
  await server?.stop();
  tmp?.remove();
});

function device() {
  const store = createAppStore();
  const storage = new SharedStore().view();
  const engine = createEngine(store, storage);
  engines.push(engine);
  return { store, storage, engine, char: (id: string) => store.getState().characters.find((c) => c.id === id)! };
}

/** A on a character, B added from its link (`named`: the link names the character's id on A). */
async function pair(named = false) {
  const a = device();
  const r = a.store.getState().createCharacter(WIZ);
  if (!r.ok) throw new Error('create');
  const key = a.engine.enable(r.id, SERVER);
  await until(() => useSyncStatus.getState()[r.id]?.state === 'synced', 5000, 'A synced');
  const b = device();
  const added = await b.engine.addFromLink(key, SERVER, 5000, named ? r.id : undefined);
  if (!added.ok) throw new Error(`add: ${added.error}`);
  return { a, b, idA: r.id, idB: added.id, key };
}

describe('device sync', () => {
  it('adds the character from a link and keeps both devices in step', async () => {
    const { a, b, idA, idB } = await pair();
    expect(b.char(idB).name).toBe('Mirek');
    expect(b.char(idB).classes).toEqual([{ classId: 'wizard', level: 3 }]);
    const spent = tableActions(a.store).spendSlot(idA, 1);
    expect(spent.ok).toBe(true);
    expect(a.char(idA).caster.spentSlots[0]).toBe(1);
    await until(() => b.char(idB).caster.spentSlots[0] === 1, 10_000, 'slot on B');
    b.store.getState().addSpell(idB, { spell: MISSILE, classId: 'wizard', status: 'prepared' });
    await until(() => a.char(idA).spells.some((s) => s.spellId === 'magic-missile'), 10_000, 'spell on A');
    expect(a.char(idA).caster.spentSlots[0]).toBe(1);
  });

  it('keeps the id the link names when it is free here, so an address with it opens the same character', async () => {
    const { b, idA, idB, key } = await pair(true);
    expect(idB).toBe(idA);
    expect(b.char(idA).name).toBe('Mirek');
    // taken here (another character has it), or not an id the app makes: a new one
    const c = device();
    c.store.setState((s) => ({ characters: [{ ...b.char(idA), name: 'Jiná' }, ...s.characters] }));
    const again = await c.engine.addFromLink(key, SERVER, 5000, idA);
    if (!again.ok) throw new Error(again.error);
    expect(again.id).not.toBe(idA);
    expect(c.char(again.id).name).toBe('Mirek');
    const d = device();
    const odd = await d.engine.addFromLink(key, SERVER, 5000, '__proto__');
    if (!odd.ok) throw new Error(odd.error);
    expect(odd.id).not.toBe('__proto__');
  });

  it('carries the gear and the hand holding the focus, and their removal', async () => {
    const { a, b, idA, idB } = await pair();
    const scroll = a.store.getState().addScroll(idA, 'fireball');
    if (!scroll.ok) throw new Error('scroll');
    a.store.getState().setConditions(idA, { focusInHand: true });
    await until(() => b.char(idB).scrolls?.[0]?.spellId === 'fireball' && b.char(idB).conditions.focusInHand === true, 10_000, 'gear on B');
    b.store.getState().removeScroll(idB, scroll.scrollId);
    await until(() => a.char(idA).scrolls?.length === 0, 10_000, 'scroll used up on A');
  });

  it('clamps hostile values and refuses a broken character without touching the local one', async () => {
    const { a, b, idB, key } = await pair();
    // Only B listens: A would repair the document at once with its own good copy.
    engines.splice(engines.indexOf(a.engine), 1);
    a.engine.dispose();
    const evil = client(PORT, characterDoc(key), deviceToken(key));
    await until(() => evil.log.synced, 3000, 'evil synced');
    const f = evil.doc.getMap('f');
    evil.doc.transact(() => {
      f.set('caster.spentSlots.0', 999);
      f.set('name', '<img src=x onerror=alert(1)>');
      f.set('__proto__', { polluted: true });
      f.set('caster.turn', JSON.parse('{"__proto__":{"round":5},"round":2,"bonusActionSpellCast":false,"nonCantripSpellCast":false}'));
    });
    await until(() => b.char(idB).name.startsWith('<img'), 10_000, 'hostile name arrives as text');
    expect(b.char(idB).caster.spentSlots[0]).toBe(4); // a 3rd-level wizard has four 1st-level slots
    expect(Object.getPrototypeOf(b.char(idB).caster.turn)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    f.set('classes', [{ classId: 'dragon', level: 99 }]);
    await until(() => useSyncStatus.getState()[idB]?.state === 'error', 10_000, 'refused');
    expect(b.char(idB).classes).toEqual([{ classId: 'wizard', level: 3 }]);
    evil.destroy();
  });

  it('a device opened again takes a slot and a spell changed elsewhere meanwhile, and loses neither', async () => {
    const { a, b, idA, idB } = await pair();
    // B is closed; A spends a slot and adds a spell (two parts of the document)
    engines.splice(engines.indexOf(b.engine), 1);
    b.engine.dispose();
    tableActions(a.store).spendSlot(idA, 1);
    a.store.getState().addSpell(idA, { spell: MISSILE, classId: 'wizard', status: 'prepared' });
    await until(() => useSyncStatus.getState()[idA]?.state === 'synced', 5000, 'A synced');
    // B opens again: both changes arrive in one update
    const b2 = createEngine(b.store, b.storage);
    engines.push(b2);
    await until(() => b.char(idB).caster.spentSlots[0] === 1 && b.char(idB).spells.some((s) => s.spellId === 'magic-missile'), 10_000, 'both on B').catch((e) => {
      console.log(JSON.stringify(b.char(idB).caster.spentSlots), JSON.stringify(b.char(idB).spells.map((s) => s.spellId)));
      throw e;
    });
    // and nothing of it was undone on A by B's reply
    await new Promise((r) => setTimeout(r, 500));
    expect(a.char(idA).caster.spentSlots[0]).toBe(1);
    expect(a.char(idA).spells.some((s) => s.spellId === 'magic-missile')).toBe(true);
  });

  it('keeps offline edits of different fields on both devices across a restart and a reconnect', async () => {
    const { a, b, idA, idB } = await pair();
    await server.stop();
    tableActions(a.store).spendSlot(idA, 2);
    b.store.getState().setConditions(idB, { silenced: true });
    await until(() => useSyncStatus.getState()[idA]?.state === 'pending', 3000, 'A pending');
    // B restarts while offline: a new engine on the same storage and store.
    engines.splice(engines.indexOf(b.engine), 1);
    b.engine.dispose();
    const b2 = createEngine(b.store, b.storage);
    engines.push(b2);
    server = await startServer({ GRIMOAR_SYNC_PORT: String(PORT), GRIMOAR_SYNC_DB: join(tmp.dir, 'db.sqlite') });
    await until(() => b.char(idB).caster.spentSlots[1] === 1 && a.char(idA).conditions.silenced, 10_000, 'both merged').catch((e) => {
      console.log(JSON.stringify(useSyncStatus.getState()), b.char(idB).caster.spentSlots, a.char(idA).conditions.silenced, b.char(idB).conditions.silenced);
      throw e;
    });
    expect(a.char(idA).caster.spentSlots[1]).toBe(1);
    expect(b.char(idB).conditions.silenced).toBe(true);
  });
});

describe('a server that does not answer', () => {
  it('is said after a while (a mistyped address), and the state turns synced once it answers', async () => {
    const store = createAppStore();
    const engine = createEngine(store, new SharedStore().view(), { unreachableMs: 300 });
    engines.push(engine);
    const r = store.getState().createCharacter(WIZ);
    if (!r.ok) throw new Error('create');
    engine.enable(r.id, `ws://127.0.0.1:${await freePort()}`);
    expect(useSyncStatus.getState()[r.id]).toEqual({ state: 'pending' });
    await until(() => useSyncStatus.getState()[r.id]?.state === 'pending' && 'unreachable' in useSyncStatus.getState()[r.id], 5000, 'said unreachable');
    // the right server: in sync, no longer unreachable
    const ok = device();
    const r2 = ok.store.getState().createCharacter(WIZ);
    if (!r2.ok) throw new Error('create');
    ok.engine.enable(r2.id, SERVER);
    await until(() => useSyncStatus.getState()[r2.id]?.state === 'synced', 5000, 'synced');
  });
});

describe('a character deleted before this start', () => {
  afterEach(() => usePersistenceStatus.setState({ mode: 'loading' }));

  const deletedAtTable = async (mode: 'ok' | 'corrupt') => {
    const a = device();
    const r = a.store.getState().createCharacter(WIZ);
    if (!r.ok) throw new Error('create');
    a.engine.enable(r.id, SERVER);
    await until(() => useSyncStatus.getState()[r.id]?.state === 'synced', 5000, 'synced');
    a.engine.update((d) => void d.characters[r.id].tables.push({ join: 'j'.repeat(43), server: SERVER, state: 'joined' }));
    a.store.getState().deleteCharacter(r.id);
    engines.splice(engines.indexOf(a.engine), 1);
    a.engine.dispose();
    usePersistenceStatus.setState({ mode });
    const next = createEngine(a.store, a.storage);
    engines.push(next);
    return { id: r.id, next };
  };

  it('stops syncing at the next start and leaves its tables', async () => {
    const { id, next } = await deletedAtTable('ok');
    expect(next.record(id)).toBeNull();
    expect(next.data().leaving).toEqual([expect.objectContaining({ join: 'j'.repeat(43), server: SERVER })]);
  });

  it('keeps its record when storage could not be read (no characters to judge by)', async () => {
    const { id, next } = await deletedAtTable('corrupt');
    expect(next.record(id)).not.toBeNull();
    expect(next.data().leaving).toEqual([]);
  });
});

describe('a document past the server cap', () => {
  it('is refused by the server and said as an error; the local character stays', async () => {
    const port = await freePort();
    const small = await startServer({ GRIMOAR_SYNC_PORT: String(port), GRIMOAR_SYNC_DB: join(tmp.dir, 'small.sqlite'), GRIMOAR_SYNC_MAX_DOC: String(16 * 1024) });
    try {
      const a = device();
      const r = a.store.getState().createCharacter(WIZ);
      if (!r.ok) throw new Error('create');
      a.engine.enable(r.id, `ws://127.0.0.1:${port}`);
      await until(() => useSyncStatus.getState()[r.id]?.state === 'synced', 5000, 'synced');
      // 20 kB in one change (a hostile or broken client; the app's own fields are far smaller)
      a.engine.binding(r.id)!.doc.getMap('x').set('big', 'y'.repeat(20_000));
      await until(() => {
        const s = useSyncStatus.getState()[r.id];
        return s?.state === 'error' && s.reason === 'tooLarge';
      }, 5000, 'tooLarge');
      expect(a.char(r.id).name).toBe('Mirek');
    } finally {
      await small.stop();
    }
  });
});
