// Interleaved A/B of the cold load: `node bench/cold-ab.mjs dist-a dist-b …` (builds
// relative to the repo; build them first with `npx vite build --outDir dist-x`). Run it under
// `flock /tmp/cpu.lock` like the bench.
//
// Why: the VM's noise (10–40 % between runs, the floor itself moving 250–480 ms) is larger than
// most single changes, so two separate `BENCH_ONLY=cold` runs cannot tell them apart. Here every
// round measures each build once, in alternating order, next to the floor, so drift hits all of
// them alike; the report gives medians / p95, in how many rounds each build beat the first one and
// the median of the per-round differences to the first build.
//
// Method per build and round: the same as bench/bench.mjs part 2 (fresh context, the typical
// player's state, 4× CPU, "usable" = the tap on "Zvolit" painted, bench/probe.mjs) — from the server,
// then offline from the service worker, plus a SECOND offline start in the same context (V8 code
// cache: Chromium writes it for service-worker-served scripts on their first run and reads it from
// the second one on; the bench's offline figure is always that first run). BENCH_AB_PORT (default
// 4302) is the first server's port; build i uses port + i, unless BENCH_AB_PORTS lists one port per
// build (comma-separated).
// ROUNDS (default 7). Output: a table on stdout, the samples as JSON to BENCH_AB_OUT if set.
// Storage: seeded as a version-1 envelope (seed.mjs), so the measured tap also writes the version-2
// layout once (bench.mjs instead lets the app migrate the seed before it measures). Both builds of a
// comparison pay it alike; for absolute figures use bench.mjs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from './server.mjs';
import { probe } from './probe.mjs';
import { serviceWorkerControl, withTimeout } from './wait.mjs';
import { envelope, loadMechanics, makeCharacters, STORAGE_KEY } from './seed.mjs';
import { ARGS, CHROMIUM, CONTEXT, ROOT } from './config.mjs';

const dists = process.argv.slice(2);
if (!dists.length) throw new Error('usage: node bench/cold-ab.mjs <dist> [<dist> …]');
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const PORT = Number(process.env.BENCH_AB_PORT ?? 4302);
const PORTS = process.env.BENCH_AB_PORTS ? process.env.BENCH_AB_PORTS.split(',').map(Number) : dists.map((_, i) => PORT + i);
if (PORTS.length < dists.length) throw new Error(`BENCH_AB_PORTS lists ${PORTS.length} ports for ${dists.length} builds`);
const TAP = 'main button[aria-label^="Zvolit jako aktivní postavu: "]';

async function openPage(ctx, cfg) {
  const page = await ctx.newPage();
  const queue = [];
  let waiter = null;
  await page.exposeFunction('__benchDone', (s) => (waiter ? (waiter(s), (waiter = null)) : queue.push(s)));
  let readyResolve;
  const ready = new Promise((r) => (readyResolve = r));
  await page.exposeFunction('__benchReady', (info) => readyResolve(info));
  await page.addInitScript(probe, cfg);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const next = () => (queue.length ? Promise.resolve(queue.shift()) : new Promise((r) => (waiter = r)));
  return { page, ready, next };
}

/** One start of `url`: first contentful paint and "usable" (ms from navigation). */
async function start(ctx, url, selector) {
  const pp = await openPage(ctx, { readySelector: selector, tapSelector: selector });
  await pp.page.goto(url, { waitUntil: 'commit' });
  const info = await withTimeout(pp.ready, 60_000, `${url}: first screen`);
  const sample = pp.next();
  await pp.page.touchscreen.tap(info.tap.x, info.tap.y);
  const s = await withTimeout(sample, 15_000, `${url}: tap response`);
  const fcp = await pp.page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  return { page: pp.page, r: { fcp, painted: info.readyPaint, usable: s.end } };
}

const servers = [];
for (let i = 0; i < dists.length; i++) servers.push(await serveDist(resolve(ROOT, dists[i]), PORTS[i]));
const floorDir = mkdtempSync(join(tmpdir(), 'grimoar-cold-ab-'));
writeFileSync(
  join(floorDir, 'index.html'),
  '<!doctype html><html lang="cs"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title>' +
    '<main><h1>Postavy</h1><button aria-label="floor" onclick="this.textContent=\'ok\'">Zvolit</button></main></html>',
);
servers[0].mount('/__bench-floor/', floorDir);
const state = envelope({ characters: makeCharacters(loadMechanics(ROOT), 3, 25, 7) });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
const res = dists.map(() => ({ server: [], offline: [], offline2: [] }));
const floor = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...dists.keys()].reverse() : [...dists.keys()];
    for (const i of order) {
      const base = servers[i].url;
      const ctx = await browser.newContext(CONTEXT);
      const seed = await ctx.newPage();
      await seed.goto(`${base}/bench-seed.txt`);
      await seed.evaluate(([k, v]) => localStorage.setItem(k, v), [STORAGE_KEY, state]);
      await seed.close();
      const a = await start(ctx, `${base}/`, TAP);
      res[i].server.push(a.r);
      await serviceWorkerControl(a.page);
      await a.page.close();
      await ctx.setOffline(true);
      const b = await start(ctx, `${base}/`, TAP);
      res[i].offline.push(b.r);
      await b.page.close();
      const c = await start(ctx, `${base}/`, TAP);
      res[i].offline2.push(c.r);
      await ctx.close();
    }
    const ctx = await browser.newContext(CONTEXT);
    floor.push((await start(ctx, `${servers[0].url}/__bench-floor/index.html`, 'main button')).r);
    await ctx.close();
  }
} finally {
  await browser.close();
  for (const s of servers) await s.close?.();
  rmSync(floorDir, { recursive: true, force: true });
}

const sorted = (v) => v.filter(Number.isFinite).sort((a, b) => a - b);
const median = (v) => ((s) => (s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2))(sorted(v));
const p95 = (v) => ((s) => s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)])(sorted(v));
const fmt = (list) => `FCP ${Math.round(median(list.map((x) => x.fcp)))}, usable ${Math.round(median(list.map((x) => x.usable)))} / ${Math.round(p95(list.map((x) => x.usable)))}`;
console.log(`cold load A/B, ${ROUNDS} rounds, median / p95 ms`);
for (let i = 0; i < dists.length; i++) {
  // Paired per round: both builds ran next to each other, so the median of the differences is less
  // sensitive to the VM's drift than the difference of the medians.
  const delta = (k) => Math.round(median(res[i][k].map((x, j) => x.usable - res[0][k][j].usable)));
  const wins = (k) => (i === 0 ? '' : ` (beat ${dists[0]} in ${res[i][k].filter((x, j) => x.usable < res[0][k][j].usable).length}/${ROUNDS}, paired Δ median ${delta(k)} ms)`);
  console.log(dists[i]);
  for (const k of ['server', 'offline', 'offline2']) console.log(`  ${{ server: 'server', offline: 'offline, 1st', offline2: 'offline, 2nd' }[k].padEnd(13)} ${fmt(res[i][k])}${wins(k)}`);
}
console.log(`floor          ${fmt(floor)}`);
if (process.env.BENCH_AB_OUT) writeFileSync(process.env.BENCH_AB_OUT, JSON.stringify({ dists, rounds: ROUNDS, res, floor }, null, 1));
