// Interleaved A/B of the first visit: `node bench/first-ab.mjs dist-a dist-b …` (builds relative to
// the repo; build them with `npx vite build --outDir dist-x`, or copy dist and edit its pages). Run it
// on a quiet host (not beside the bench or a build).
//
// Why: the first visit's FCP moves ≈ 50 ms between identical runs here, more than most single
// changes; every round measures each build once, in alternating order, next to the static page, so a
// drift of the host hits all alike. Method as bench.mjs part "first" (first-visit.mjs: fresh context,
// no service worker, 390×844 at DPR 3), but at a fixed CPU rate (BENCH_CPU_RATE, default 3 ≈ what the
// calibration picks on this host) and with first paint reported beside FCP.
// ROUNDS (default 11); FIRST_PATH (default /kouzla); BENCH_AB_PORT (default 4402) is the first
// build's port, build i uses port + i.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from './server.mjs';
import { ARGS, CHROMIUM, ROOT, setCpuRate, stats } from './config.mjs';
import { staticPageDir, TARGETS, visitOnce } from './first-visit.mjs';

const dists = process.argv.slice(2);
if (!dists.length) throw new Error('usage: node bench/first-ab.mjs <dist> [<dist> …]');
const ROUNDS = Number(process.env.ROUNDS ?? 11);
const PATH = process.env.FIRST_PATH ?? '/kouzla';
const PORT = Number(process.env.BENCH_AB_PORT ?? 4402);
setCpuRate(Number(process.env.BENCH_CPU_RATE ?? 3));
const ready = Object.values(TARGETS).find((t) => t.path === PATH)?.ready ?? 'list';

const servers = [];
for (let i = 0; i < dists.length; i++) servers.push(await serveDist(resolve(ROOT, dists[i]), PORT + i));
const dir = staticPageDir();
servers[0].mount('/__bench-first/', dir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
const res = { static: [], ...Object.fromEntries(dists.map((d) => [d, []])) };
try {
  for (let r = 0; r < ROUNDS; r++) {
    res.static.push(await visitOnce(`${servers[0].url}/__bench-first/index.html`, 'static', browser));
    const order = r % 2 ? [...dists.keys()].reverse() : [...dists.keys()];
    for (const i of order) res[dists[i]].push(await visitOnce(`${servers[i].url}${PATH}`, ready, browser));
  }
} finally {
  await browser.close();
  for (const s of servers) await s.close?.();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`first visit ${PATH} A/B, ${ROUNDS} rounds, medians (ms)`);
for (const [k, v] of Object.entries(res)) {
  const m = (f) => stats(v.map((x) => x[f])).median;
  console.log(`${k.padEnd(28)} FP ${m('fp')}  FCP ${m('fcp')}  painted ${m('painted')}`);
}
