// @vitest-environment node
// The sync server with real clients: capability checks, read-only GM connections, hostile input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import WebSocket from 'ws';
import { characterDoc, joinKeyOf, rosterDoc, tableIdOf } from './tokens.mjs';
import { client, freePort, newKey, startServer, tempDir, until } from './test-helpers.mjs';

let PORT;
let server;
let tmp;

beforeAll(async () => {
  tmp = tempDir();
  PORT = await freePort();
  server = await startServer({ GRIMOAR_SYNC_PORT: String(PORT), GRIMOAR_SYNC_DB: join(tmp.dir, 'db.sqlite'), GRIMOAR_SYNC_MAX_MESSAGE: '65536', GRIMOAR_SYNC_RATE: '50', GRIMOAR_SYNC_MAX_DOC: String(64 * 1024) });
});
afterAll(async () => {
  await server?.stop();
  tmp?.remove();
});

const alive = async () => (await fetch(`http://127.0.0.1:${PORT}/health`)).status === 200;

describe('capabilities', () => {
  it('two devices with one device key edit the same character', async () => {
    const key = newKey();
    const a = client(PORT, characterDoc(key), `d.${key}`);
    const b = client(PORT, characterDoc(key), `d.${key}`);
    await until(() => a.log.synced && b.log.synced, 5000, 'sync');
    expect(a.log.authenticated).toBe('read-write');
    a.doc.getMap('f').set('spentSlots.0', 2);
    await until(() => b.doc.getMap('f').get('spentSlots.0') === 2, 3000, 'propagation');
    a.destroy();
    b.destroy();
  });

  it('refuses forged, malformed and other documents’ tokens', async () => {
    const key = newKey();
    const cases = [
      [characterDoc(key), `d.${newKey()}`, 'unknown-token'],
      [characterDoc(key), 'd.short', 'malformed-token'],
      [characterDoc(key), '', 'malformed-token'],
      [characterDoc(key), `x.${key}`, 'malformed-token'],
      [characterDoc(key), `g.${key}`, 'not-shared'],
      [rosterDoc(tableIdOf(joinKeyOf(newKey()))), `d.${key}`, 'unknown-token'],
      ['c.anything', `d.${key}`, 'unknown-token'],
    ];
    for (const [name, token, reason] of cases) {
      const c = client(PORT, name, token);
      await until(() => c.log.denied.length > 0, 3000, `refusal of ${token}`);
      expect(c.log.denied[0]).toBe(reason);
      expect(c.log.synced).toBe(false);
      c.destroy();
    }
    expect(await alive()).toBe(true);
  });
});

describe('tables', () => {
  it('the GM reads only shared characters, read-only, and loses them when the player leaves', async () => {
    const gm = newKey();
    const join = joinKeyOf(gm);
    const tableId = tableIdOf(join);
    const key = newKey();
    const other = newKey();
    const player = client(PORT, characterDoc(key), `d.${key}`);
    await until(() => player.log.synced, 5000, 'player sync');
    player.doc.getMap('f').set('name', 'Elminster');

    // Not shared yet: refused.
    const early = client(PORT, characterDoc(key), `g.${gm}`);
    await until(() => early.log.denied.length, 3000, 'early refusal');
    expect(early.log.denied[0]).toBe('not-shared');
    early.destroy();

    player.provider.sendStateless(JSON.stringify({ op: 'join', join }));
    await until(() => player.log.stateless.length, 3000, 'join reply');
    expect(JSON.parse(player.log.stateless[0])).toEqual({ op: 'joined', join });

    const roster = client(PORT, rosterDoc(tableId), `g.${gm}`);
    await until(() => roster.doc.getMap('members').has(key ? characterDoc(key).slice(2) : ''), 3000, 'roster entry');
    expect(roster.log.authenticated).toBe('readonly');

    const view = client(PORT, characterDoc(key), `g.${gm}`);
    await until(() => view.doc.getMap('f').get('name') === 'Elminster', 3000, 'GM sees the character');
    expect(view.log.authenticated).toBe('readonly');

    // Another character of nobody at this table stays closed to the GM.
    const stranger = client(PORT, characterDoc(other), `g.${gm}`);
    await until(() => stranger.log.denied.length, 3000, 'stranger refusal');
    stranger.destroy();

    // A forced write from the GM's read-only connection never reaches the player.
    view.doc.getMap('f').set('name', 'Hacked');
    player.doc.getMap('f').set('spentSlots.0', 1);
    await until(() => view.doc.getMap('f').get('spentSlots.0') === 1, 3000, 'GM sees a tap');
    await new Promise((r) => setTimeout(r, 200));
    expect(player.doc.getMap('f').get('name')).toBe('Elminster');
    const fresh = client(PORT, characterDoc(key), `d.${key}`);
    await until(() => fresh.log.synced, 3000, 'fresh device');
    expect(fresh.doc.getMap('f').get('name')).toBe('Elminster');
    fresh.destroy();

    player.provider.sendStateless(JSON.stringify({ op: 'leave', join }));
    await until(() => !roster.doc.getMap('members').has(characterDoc(key).slice(2)), 3000, 'roster removal');
    player.doc.getMap('f').set('spentSlots.0', 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(view.doc.getMap('f').get('spentSlots.0')).toBe(1);
    const after = client(PORT, characterDoc(key), `g.${gm}`);
    await until(() => after.log.denied.length, 3000, 'refusal after leaving');
    for (const c of [after, view, roster, player]) c.destroy();
  });
});

describe('hostile input', () => {
  const raw = () =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${PORT}`);
      ws.on('open', () => resolve(ws));
      ws.on('error', reject);
    });
  const closed = (ws) => new Promise((r) => (ws.readyState === WebSocket.CLOSED ? r(0) : ws.on('close', (code) => r(code))));

  it('garbage, truncated and oversized messages close that socket only', async () => {
    const garbage = [Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0x0f]), Buffer.from('hello'), Buffer.alloc(0), Buffer.from([5, 0x61]), Buffer.from([1, 0x61, 2, 0, 200])];
    for (const g of garbage) {
      const ws = await raw();
      ws.send(g);
      ws.send('text frame');
      await new Promise((r) => setTimeout(r, 50));
      ws.terminate();
    }
    const big = await raw();
    big.send(Buffer.alloc(70_000, 1));
    expect(await closed(big)).toBe(1009);
    expect(await alive()).toBe(true);
    // A real client still works afterwards.
    const key = newKey();
    const c = client(PORT, characterDoc(key), `d.${key}`);
    await until(() => c.log.synced, 3000, 'sync after garbage');
    c.destroy();
  });

  it('a document cannot grow past its cap: the change is refused, the document stays as it was', async () => {
    const key = newKey();
    const a = client(PORT, characterDoc(key), `d.${key}`);
    await until(() => a.log.synced, 3000, 'sync');
    const f = a.doc.getMap('f');
    // 40 kB of text in one change, twice: the second would take the document past 64 kB
    f.set('notes.1', 'x'.repeat(40_000));
    const b = client(PORT, characterDoc(key), `d.${key}`);
    await until(() => b.log.synced && b.doc.getMap('f').get('notes.1')?.length === 40_000, 3000, 'first change');
    b.destroy();
    f.set('notes.2', 'y'.repeat(40_000));
    await new Promise((r) => setTimeout(r, 300));
    a.destroy();
    const c = client(PORT, characterDoc(key), `d.${key}`);
    await until(() => c.log.synced, 3000, 'sync after the refusal');
    expect(c.doc.getMap('f').get('notes.1')?.length).toBe(40_000);
    expect(c.doc.getMap('f').has('notes.2')).toBe(false);
    c.destroy();
    expect(await alive()).toBe(true);
  });

  it('a flood of messages is cut off by the rate limit', async () => {
    const ws = await raw();
    const done = closed(ws);
    for (let i = 0; i < 400 && ws.readyState === WebSocket.OPEN; i++) ws.send(Buffer.from([1, 0x61, 99]));
    expect(await done).toBe(4429);
    expect(await alive()).toBe(true);
  });

  it('one socket cannot open unlimited documents', async () => {
    const ws = await raw();
    const done = closed(ws);
    for (let i = 0; i < 70 && ws.readyState === WebSocket.OPEN; i++) {
      const name = Buffer.from(`c.doc${i}`);
      ws.send(Buffer.concat([Buffer.from([name.length]), name, Buffer.from([2, 0, 4, 0x64, 0x2e, 0x78, 0x78])]));
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await done).toBe(4413);
    expect(await alive()).toBe(true);
  });
});
