// The browser, server and pages the bench's parts share (method: bench/bench.mjs). `S` holds the
// browser and the server of the current run (set by bench.mjs's main).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probe } from './probe.mjs';
import { withTimeout } from './wait.mjs';
import { STORAGE_KEY } from './seed.mjs';
import { CONTEXT, CPU_RATE, ROOT } from './config.mjs';

/** The run's browser, static server and its address. */
export const S = { browser: null, server: null, base: '' };

// ---------- browser plumbing ----------
export async function newContext(state, { serviceWorkers = 'allow' } = {}) {
  const ctx = await S.browser.newContext({ ...CONTEXT, serviceWorkers });
  if (state !== undefined) {
    // Seed storage from the storage bench page (same origin, its own files under /__bench-storage/,
    // no service worker): the app's persistence stores the version-1 seed in its current layout.
    // The measured navigation still starts with none of the app's files in the HTTP cache.
    await mountBenchPage('storage');
    const p = await ctx.newPage();
    await p.goto(`${S.base}/__bench-storage/index.html`);
    await p.waitForFunction(() => typeof window.__storageSeed === 'function', null, { timeout: 60_000 });
    const sig = await p.evaluate(async (raw) => Object.values(await window.__storageSeed(raw)).map((v) => v.length).join(','), state);
    // localStorage reaches other tabs asynchronously (megabytes take a while): wait until a second
    // tab sees every key, so the app's tab cannot start with an empty or partial storage.
    const q = await ctx.newPage();
    await q.goto(`${S.base}/bench-seed.txt`);
    await q.waitForFunction(
      ([k, sig]) => {
        const lengths = [];
        for (let i = 0; i < localStorage.length; i++) {
          const key = localStorage.key(i);
          if (key === k || key.startsWith(`${k}:`)) lengths.push(localStorage.getItem(key).length);
        }
        return lengths.sort().join(',') === sig.split(',').sort().join(',');
      },
      [STORAGE_KEY, sig],
      { timeout: 60_000, polling: 100 },
    );
    await q.close();
    await p.close();
  }
  return ctx;
}

/** A throttled page with the probe; `ready` resolves when cfg.readySelector is painted. */
export async function openPage(ctx, cfg = {}) {
  const page = await ctx.newPage();
  const queue = [];
  let waiter = null;
  await page.exposeFunction('__benchDone', (s) => {
    if (waiter) {
      const w = waiter;
      waiter = null;
      w(s);
    } else queue.push(s);
  });
  let readyResolve;
  const ready = new Promise((r) => (readyResolve = r));
  await page.exposeFunction('__benchReady', (info) => readyResolve(info));
  await page.addInitScript(probe, cfg);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  const next = (what) => withTimeout(queue.length ? Promise.resolve(queue.shift()) : new Promise((r) => (waiter = r)), 15_000, what);
  /** Arms the probe, runs the input, resolves with the measured sample. */
  const measure = async (what, input) => {
    await page.evaluate(() => {
      window.__bench.armed = true;
    });
    const s = next(what);
    await input();
    return s;
  };
  return { page, cdp, ready, next, measure };
}

/** Interactions are measured in steady play: the one-time service-worker install of a first visit
 *  (≈1.7 MB precache, a few seconds after start) is not running in these contexts. */
export const STEADY = { serviceWorkers: 'block' };

/**
 * Runs `fn` while Chromium traces the page's top-level tasks, then adds `busy` to every sample it
 * returned: the main-thread time (sum of the renderer main thread's tasks) between the input's
 * timestamp and the end of the painted frame — the interaction's own cost, without the idle gaps
 * (waiting for the next frame, input routing in the browser process).
 */
let traceCount = 0;
export async function traced(page, fn, saveTo) {
  const detail = saveTo ? ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc', ...(process.env.BENCH_TRACE_EXTRA ?? '').split(',').filter(Boolean)] : [];
  await S.browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', ...detail] });
  const name = `bench-sync-${++traceCount}`;
  const sync = await page.evaluate((n) => performance.mark(n).startTime, name);
  const samples = await fn();
  const raw = await S.browser.stopTracing();
  if (saveTo) writeFileSync(saveTo, raw);
  const events = JSON.parse(raw.toString()).traceEvents;
  const mark = events.find((e) => e.name === name);
  if (!mark) throw new Error('trace: no sync mark');
  let tasks = events
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .map((e) => [e.ts, e.ts + e.dur])
    .sort((a, b) => a[0] - b[0]);
  tasks = tasks.filter((t, i) => !tasks.slice(Math.max(0, i - 20), i).some((o) => o[0] <= t[0] && o[1] >= t[1])); // nested tasks once
  const ts = (ms) => mark.ts + (ms - sync) * 1000;
  for (const s of samples) {
    const a = ts(s.start);
    const b = ts(s.end);
    let busy = 0;
    for (const [x, y] of tasks) if (y > a && x < b) busy += Math.min(y, b) - Math.max(x, a);
    s.busy = busy / 1000;
  }
  // Next to a kept trace: each sample's interval in trace time (µs), to cut the trace per interaction.
  if (saveTo) writeFileSync(`${saveTo}.samples.json`, JSON.stringify(samples.map((s) => ({ type: s.type, busy: s.busy, from: ts(s.start), to: ts(s.end) }))));
  return samples;
}

// ---------- bench pages: bench/storage (the app's store + persistence), bench/react-floor ----------
/** Builds a bench page (bench/<name>/index.html) with Vite once and serves it under /__bench-<name>/. */
const mounted = new Set();
export async function mountBenchPage(name) {
  if (mounted.has(name)) return;
  const dir = mkdtempSync(join(tmpdir(), `grimoar-bench-${name}-`));
  try {
    const { build } = await import('vite');
    await build({
      configFile: false,
      root: join(ROOT, 'bench', name),
      logLevel: 'error',
      define: { __APP_VERSION__: '"bench"', __BUILD_DATE__: '"bench"' },
      base: `/__bench-${name}/`,
      build: { outDir: dir, emptyOutDir: true, target: 'es2022', modulePreload: false },
    });
    S.server.mount(`/__bench-${name}/`, dir); // read into memory: the folder can go
    mounted.add(name);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
