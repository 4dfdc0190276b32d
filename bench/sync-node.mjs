// The Node side of the sync bench (method: bench/bench.mjs, part 7): the sync server as a child
// process (`node server/index.mjs`, its own SQLite file in a temp folder, production settings), its
// resident memory from /proc, and players as Hocuspocus provider clients that write a character the
// way the app's engine does (src/sync/doc.ts writeCharacter, bundled from the app's source).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { client, freePort, newKey } from '../server/test-helpers.mjs';
import { characterDoc } from '../server/tokens.mjs';
import { ROOT, sleep } from './config.mjs';
import { withTimeout } from './wait.mjs';

/** performance.timeOrigin + performance.now(): the clock the pages use too (epoch ms, sub-ms). */
export const wall = () => performance.timeOrigin + performance.now();

/** Resident set size of `pid` in MB (VmRSS of /proc/<pid>/status), null when it is gone. */
export function rssMB(pid) {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return m ? Math.round((Number(m[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** `node server/index.mjs` on a free port with a temp database; resolves once /health answers. */
export async function startSyncServer() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-bench-sync-'));
  const p = spawn(process.execPath, ['server/index.mjs'], {
    cwd: ROOT,
    env: { ...process.env, GRIMOAR_SYNC_PORT: String(port), GRIMOAR_SYNC_DB: join(dir, 'sync.sqlite'), GRIMOAR_SYNC_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  p.stderr.on('data', (b) => (stderr = (stderr + b).slice(-4000)));
  const stop = async () => {
    if (p.exitCode === null && p.signalCode === null) {
      const gone = new Promise((r) => p.once('exit', r));
      p.kill('SIGTERM');
      await Promise.race([gone, sleep(5000)]);
      if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 150; i++) {
    if (p.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { port, url: `ws://127.0.0.1:${port}`, pid: p.pid, rss: () => rssMB(p.pid), stderr: () => stderr, stop };
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`sync server on port ${port} did not start (exit ${p.exitCode}): ${stderr.trim().slice(-500)}`);
}

/** The app's own writeCharacter and validateCharacter, bundled from src/ with esbuild for Node
 *  (yjs stays the one instance the provider clients use). */
let engine = null;
export async function appSyncCode() {
  if (engine) return engine;
  const { build } = await import('esbuild');
  const entry = "export { writeCharacter } from './src/sync/doc.ts'; export { validateCharacter } from './src/persistence/validate-character.ts';";
  const out = await build({ stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, external: ['yjs'], logLevel: 'error' });
  const code = out.outputFiles[0].text.replace(/from\s*["']yjs["']/g, `from ${JSON.stringify(import.meta.resolve('yjs'))}`);
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-bench-engine-'));
  try {
    const file = join(dir, 'sync-engine.mjs');
    writeFileSync(file, code);
    engine = await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return engine;
}

/**
 * A player's device as a provider client on its own new character document: writes `character`
 * in full once synced (as a device enabling sync does), then joins the table of `joinKey` with the
 * stateless message the app sends. `spend(n)` sets the spent 1st-level slots the way a tap does
 * (writeCharacter writes the one changed field) and returns the write's time (wall clock).
 */
export async function player(port, joinKey, character, code) {
  const key = newKey();
  const c = client(port, characterDoc(key), `d.${key}`);
  try {
    await withTimeout(waitFor(() => c.log.synced || c.log.denied.length), 15_000, `player ${character.name}: sync`);
    if (!c.log.synced) throw new Error(`player ${character.name}: refused (${c.log.denied.join(', ')})`);
    let current = character;
    code.writeCharacter(c.doc, current);
    c.provider.sendStateless(JSON.stringify({ op: 'join', join: joinKey }));
    await withTimeout(waitFor(() => c.log.stateless.some((s) => s.includes('"joined"'))), 15_000, `player ${character.name}: join the table`);
    return {
      name: character.name,
      spend(n) {
        current = { ...current, caster: { ...current.caster, spentSlots: current.caster.spentSlots.map((v, i) => (i === 0 ? n : v)) } };
        const t = wall();
        code.writeCharacter(c.doc, current);
        return t;
      },
      destroy: () => c.destroy(),
    };
  } catch (e) {
    c.destroy();
    throw e;
  }
}

async function waitFor(check) {
  while (!check()) await sleep(20);
  return true;
}
