// The sync server (and Redis) for the sync e2e tests: real processes, started and stopped here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tempDb() {
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-e2e-sync-'));
  return { path: join(dir, 'sync.sqlite'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export class SyncServer {
  private p: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `ws://127.0.0.1:${this.port}`;
  }

  async start() {
    this.p = spawn(process.execPath, ['server/index.mjs'], {
      env: { ...process.env, GRIMOAR_SYNC_PORT: String(this.port), GRIMOAR_SYNC_QUIET: '1', GRIMOAR_SYNC_STORE_DEBOUNCE: '100', ...this.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/health`)).ok) return;
      } catch {
        /* not up yet */
      }
      await sleep(100);
    }
    throw new Error(`sync server on ${this.port} did not start`);
  }

  async stop() {
    const p = this.p;
    this.p = null;
    if (!p || p.exitCode !== null) return;
    const gone = new Promise((r) => p.once('exit', r));
    p.kill('SIGTERM');
    await Promise.race([gone, sleep(5000)]);
    if (p.exitCode === null) p.kill('SIGKILL');
  }
}

export async function startRedis(port: number) {
  const p = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await sleep(300);
  return { stop: () => p.kill('SIGTERM') };
}
