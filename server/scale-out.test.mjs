// @vitest-environment node
// Two server instances sharing one Redis and one SQLite file; a restart keeps the documents.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { join } from 'node:path';
import { characterDoc, joinKeyOf } from './tokens.mjs';
import { client, freePort, newKey, startRedis, startServer, tempDir, until } from './test-helpers.mjs';

let REDIS_PORT;
let A, B, R;
let redis;
let tmp;

beforeAll(async () => {
  tmp = tempDir();
  [REDIS_PORT, A, B, R] = [await freePort(), await freePort(), await freePort(), await freePort()];
  redis = await startRedis(REDIS_PORT);
});
afterAll(() => {
  redis?.stop();
  tmp?.remove();
});

it('a change on instance A reaches a device and the GM on instance B', async () => {
  const env = { GRIMOAR_SYNC_DB: join(tmp.dir, 'shared.sqlite'), GRIMOAR_SYNC_REDIS: `redis://127.0.0.1:${REDIS_PORT}` };
  const a = await startServer({ ...env, GRIMOAR_SYNC_PORT: String(A) });
  const b = await startServer({ ...env, GRIMOAR_SYNC_PORT: String(B) });
  try {
    const key = newKey();
    const gm = newKey();
    const onA = client(A, characterDoc(key), `d.${key}`);
    const onB = client(B, characterDoc(key), `d.${key}`);
    await until(() => onA.log.synced && onB.log.synced, 20000, 'both synced');
    onA.doc.getMap('f').set('spentSlots.0', 1);
    await until(() => onB.doc.getMap('f').get('spentSlots.0') === 1, 20000, 'A → B');
    onB.doc.getMap('f').set('name', 'Mordenkainen');
    await until(() => onA.doc.getMap('f').get('name') === 'Mordenkainen', 20000, 'B → A');

    onA.provider.sendStateless(JSON.stringify({ op: 'join', join: joinKeyOf(gm) }));
    await until(() => onA.log.stateless.length, 15000, 'joined');
    const viewClosed = [];
    const view = client(B, characterDoc(key), `g.${gm}`, { onClose: ({ event }) => viewClosed.push(event.reason) });
    await until(() => view.doc.getMap('f').get('name') === 'Mordenkainen', 20000, 'GM on B');
    onA.doc.getMap('f').set('spentSlots.0', 2);
    await until(() => view.doc.getMap('f').get('spentSlots.0') === 2, 20000, 'GM sees a tap made on A');
    // Leaving through A closes the GM's connection on B.
    onA.provider.sendStateless(JSON.stringify({ op: 'leave', join: joinKeyOf(gm) }));
    await until(() => onA.log.stateless.length === 2, 15000, 'left');
    // B closed the GM's document (a fixed wait raced that close under load)
    await until(() => viewClosed.includes('left-table'), 20000, 'GM closed on B');
    onA.doc.getMap('f').set('spentSlots.0', 3);
    await until(() => onB.doc.getMap('f').get('spentSlots.0') === 3, 20000, 'A → B again');
    await new Promise((r) => setTimeout(r, 300));
    expect(view.doc.getMap('f').get('spentSlots.0')).toBe(2);
    for (const c of [view, onA, onB]) c.destroy();
  } finally {
    await a.stop();
    await b.stop();
  }
});

it('documents survive a server restart', async () => {
  const env = { GRIMOAR_SYNC_DB: join(tmp.dir, 'restart.sqlite'), GRIMOAR_SYNC_PORT: String(R) };
  const key = newKey();
  let s = await startServer(env);
  const c = client(R, characterDoc(key), `d.${key}`);
  await until(() => c.log.synced, 20000, 'synced');
  c.doc.getMap('f').set('name', 'Tasha');
  await new Promise((r) => setTimeout(r, 300));
  await s.stop();
  c.doc.getMap('f').set('spentSlots.1', 1); // made while the server is down
  s = await startServer(env);
  try {
    await until(() => c.log.synced && c.provider.unsyncedChanges === 0, 8000, 'reconnected');
    const d = client(R, characterDoc(key), `d.${key}`);
    await until(() => d.doc.getMap('f').get('spentSlots.1') === 1, 8000, 'offline change arrived');
    expect(d.doc.getMap('f').get('name')).toBe('Tasha');
    c.destroy();
    d.destroy();
  } finally {
    await s.stop();
  }
});
