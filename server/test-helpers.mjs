// Test helpers: a real redis-server, real sync servers (in this process) and provider clients.
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { createSyncServer } from './index.mjs';
import { readConfig } from './config.mjs';

export const newKey = () => randomBytes(32).toString('base64url');

export async function until(check, ms = 5000, what = 'condition') {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-sync-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** redis-server on `port`, nothing saved; resolves once it accepts commands. */
export async function startRedis(port) {
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await until(async () => {
    try {
      const { default: Redis } = await import('ioredis');
      const r = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      r.on('error', () => undefined);
      await r.connect();
      await r.ping();
      r.disconnect();
      return true;
    } catch {
      return false;
    }
  }, 10_000, 'redis');
  return { stop: () => p.kill('SIGTERM') };
}

export async function startServer(env) {
  const s = createSyncServer(readConfig({ GRIMOAR_SYNC_QUIET: '1', GRIMOAR_SYNC_STORE_DEBOUNCE: '50', ...env }));
  await s.listen();
  return s;
}

/** A provider client on `port` for `name` with `token`. */
export function client(port, name, token, events = {}) {
  const doc = new Y.Doc();
  const websocketProvider = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${port}`, WebSocketPolyfill: WebSocket, delay: 100, minDelay: 100, maxDelay: 500, jitter: false });
  const log = { denied: [], stateless: [], authenticated: null, synced: false };
  const provider = new HocuspocusProvider({
    websocketProvider,
    name,
    token,
    document: doc,
    onAuthenticationFailed: ({ reason }) => log.denied.push(reason),
    onAuthenticated: ({ scope }) => (log.authenticated = scope),
    onSynced: ({ state }) => (log.synced = state),
    onStateless: ({ payload }) => log.stateless.push(payload),
    ...events,
  });
  provider.attach();
  return {
    doc,
    provider,
    log,
    destroy() {
      provider.destroy();
      websocketProvider.destroy();
    },
  };
}

/** A port for one test file's server: several people (and CI) may run the tests on one machine. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
