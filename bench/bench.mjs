// Grimoár performance bench — `npm run bench` (= check Chromium, `vite build`, then this script).
//
// METHOD (rerun it any time; every figure is measured, none is written in here):
// - The production build (BENCH_DIST, default dist/) is served by bench/server.mjs on 127.0.0.1
//   (BENCH_PORT, default 4173) like a static host: brotli/gzip, hashed assets cached, SPA fallback.
// - Browser: Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) driven by Playwright,
//   headless, with the flags of playwright.config.ts. Every page: viewport 390×844, deviceScaleFactor
//   3, touch + mobile, Czech locale, light theme, and the renderer's main thread slowed 4× with the
//   DevTools protocol (Emulation.setCPUThrottlingRate {rate: 4}). The network is not throttled
//   (a local server): the point is CPU, which a cheap phone lacks.
// - Timing inside the page (bench/probe.mjs): an interaction lasts from the input event's timestamp
//   (keydown / beforeinput for a key, pointerup for a tap) to the end of the frame that paints the
//   last DOM change it caused (rAF + a posted message = after style/layout/paint; over after two
//   frames without any new change). Taps and keys are real CDP input events (page.touchscreen.tap,
//   page.keyboard), not synthetic DOM events. For each interaction two figures:
//   · main thread = the renderer main thread's busy time inside that interval (sum of its tasks in
//     a Chromium trace, category "toplevel"): what the interaction costs, idle gaps excluded;
//   · latency = the whole interval (also waiting for the next frame and the browser's input routing).
//   The interaction budgets (16 ms / 50 ms) are checked on the main-thread p95.
// - Floors, measured in the same run with the same method, so the figures can be read against what
//   Chromium itself costs on this machine at 4×: keystrokes into a bare <input> on an empty page,
//   and a cold load of a static page with one heading and one button.
// 1. Bytes (bench/bytes.mjs): initial JS/CSS = dist/index.html's module script, modulepreloads and
//    stylesheets, plus every chunk reachable from the entry by static imports; gzip -9 and brotli
//    -q 11 of each file; precache = the URL list in dist/sw.js; spell texts = the lazy chunk whose
//    content holds locales/<lng>/spells.json.
// Seeding: every context with a stored state gets it the way a player's browser does — the state is
//    written in the old version-1 form (bench/seed.mjs) and the app's own persistence code (the
//    bench/storage page, see 5) loads it and writes it back in the current layout (a main key and one
//    key per character). So every part measures the steady state, not the one-time migration.
// 2. Cold load, BENCH_RUNS runs (default 7), each in a fresh browser context (empty HTTP cache for
//    the app's files, no service worker) with a typical player's state in localStorage (3
//    characters, 25 spells each):
//    a) from the server: navigation → first contentful paint (paint timing) → "usable": the
//       characters list "/" is painted (a card's "Zvolit" button exists), the harness taps that
//       button at once, and "usable" is when the tap's response (the new active character) is
//       painted — a real tap handled, including the harness's own round trip (reported);
//    b) offline from the service worker: after (a) we wait until the service worker controls the
//       page, switch the context offline (context.setOffline), open the app again in a new tab and
//       measure the same; the server's request counter must not move.
//    Budgets on the medians.
// Interactions (3, 4 and the floors) run in contexts with service workers blocked: they measure
// steady play, not the one-time install of a first visit (the app registers its service worker 3 s
// after start and the install downloads the ≈1.7 MB precache); the cold load (2) allows it.
// 3. Catalog search on /kouzla: the search box is tapped, then the harness types Czech queries the
//    way players do (without diacritics; one with them, sent as insertText), deleting each with
//    Backspace; ~120 ms between keys, a pause between queries. Every keystroke is one sample
//    (keystroke → results painted). On the 319 SRD spells and on 319 + 5,000 generated homebrew
//    spells seeded into localStorage (bench/seed.mjs; they pass homebrewSpellSchema).
//    BENCH_SEARCH_SESSIONS sessions (default 2), each in a fresh context.
// 4. Slot tap on /boj: the active character is a level-20 wizard; the harness taps a free 1st-level
//    pip (spend), then a spent one (restore), alternately, 60 taps (tap → pips repainted; the app
//    saves synchronously on every change, so that save is inside this time).
// 5. Storage: bench/storage/ is a page built with Vite from the app's own modules (src/store
//    createAppStore + src/persistence createPersistence — nothing added to production code). The
//    state of 50 characters × 60 spells is seeded once (see Seeding: the app migrates it to its
//    current layout); then each of BENCH_STORAGE_RUNS runs (default 25) opens a fresh throttled
//    page, puts the app's stored keys back as the app wrote them, and times: load =
//    createPersistence() (getItem of every key, JSON.parse, migrations, validation, store update —
//    cold, as at every start); the first save after load (cold code); save = one slot spent or
//    given back on one character, 10× (the usual action; the app writes only that character's key
//    and the main key, after reading the main key to notice another tab's write). Size = the texts
//    of all the app's keys, as UTF-8 bytes and UTF-16 code units. Budgets on the medians.
// 6. Lighthouse 12.2.3 (mobile preset, simulated throttling) on "/" and "/kouzla" of the same build:
//    performance, accessibility and best-practices scores (BENCH_SKIP=lighthouse skips it).
// Percentiles: median = middle value (mean of the two middle ones), p95 = nearest rank.
// Output: a table on stdout and bench/results.json (BENCH_OUT to write elsewhere). Exit code 1 when a
// budget fails. BENCH_ONLY=bytes,cold,floor,search,slots,storage,lighthouse runs a subset;
// BENCH_DPR overrides the device scale factor.
// Profiling the slot taps (to find hot spots only: a profiled or detail-traced run is slower, so its
// figures are not comparable): BENCH_PROFILE_SLOTS=<file.cpuprofile> records a V8 CPU profile;
// BENCH_TRACE_SLOTS=<file.json> keeps the Chromium trace with timeline detail (style, layout, paint),
// BENCH_TRACE_EXTRA=<category,...> adds trace categories to it. BENCH_TRACE_SEARCH=<file.json> does
// the same for the search sessions (one file per catalog and session: <file>-319-1.json, …), and
// BENCH_PROFILE_SEARCH=<file.cpuprofile> their V8 profiles; a kept trace gets <file>.samples.json
// beside it: each interaction's interval in trace time, to cut the trace per keystroke.
import { execFileSync } from 'node:child_process';
import { cpus, tmpdir, totalmem, type as osType, release } from 'node:os';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { analyzeDist } from './bytes.mjs';
import { serveDist } from './server.mjs';
import { probe } from './probe.mjs';
import { serviceWorkerControl, withTimeout } from './wait.mjs';
import { envelope, loadMechanics, makeCharacters, makeHomebrew, STORAGE_KEY } from './seed.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4173);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SEARCH_SESSIONS = Number(process.env.BENCH_SEARCH_SESSIONS ?? 2);
const STORAGE_RUNS = Number(process.env.BENCH_STORAGE_RUNS ?? 25);
const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'bench/results.json');
const CPU_RATE = 4;
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const want = (s) => (!ONLY || ONLY.has(s)) && !SKIP.has(s);
// The same flags as playwright.config.ts (chromiumLaunch).
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CONTEXT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: Number(process.env.BENCH_DPR ?? 3), isMobile: true, hasTouch: true, locale: 'cs-CZ', colorScheme: 'light', serviceWorkers: 'allow' };

// ---------- small helpers ----------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function stats(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return { n: 0, median: null, p95: null, min: null, max: null };
  const mid = v.length >> 1;
  const median = v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
  const p95 = v[Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)];
  const r = (x) => Math.round(x * 10) / 10;
  return { n: v.length, median: r(median), p95: r(p95), min: r(v[0]), max: r(v[v.length - 1]) };
}
const kb = (b) => (b / 1000).toFixed(1);
/** The text of a UI key up to its first placeholder ("Zvolit jako aktivní postavu: {{name}}" → prefix). */
function uiText(path) {
  const [file, ...keys] = path.split('.');
  const json = JSON.parse(readFileSync(join(ROOT, 'locales/cs/ui', `${file}.json`), 'utf8'));
  let v = json[file];
  for (const k of keys) v = v?.[k];
  if (typeof v !== 'string') throw new Error(`locales/cs/ui/${file}.json has no ${path}`);
  return v;
}
const prefix = (s) => s.split('{{')[0];
const cssStr = (s) => JSON.stringify(s);

function machine() {
  const cmd = (c, a) => {
    try {
      return execFileSync(c, a, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  return {
    nproc: Number(cmd('nproc', [])) || cpus().length,
    cpu: cpus()[0]?.model ?? null,
    memGB: Math.round(totalmem() / 1e9),
    os: `${osType()} ${release()}`,
    node: process.version,
    chromium: cmd(CHROMIUM, ['--version']),
  };
}

// ---------- browser plumbing ----------
let browser;
async function newContext(state, { serviceWorkers = 'allow' } = {}) {
  const ctx = await browser.newContext({ ...CONTEXT, serviceWorkers });
  if (state !== undefined) {
    // Seed storage from the storage bench page (same origin, its own files under /__bench-storage/,
    // no service worker): the app's persistence stores the version-1 seed in its current layout.
    // The measured navigation still starts with none of the app's files in the HTTP cache.
    await mountStoragePage();
    const p = await ctx.newPage();
    await p.goto(`${base}/__bench-storage/index.html`);
    await p.waitForFunction(() => typeof window.__storageSeed === 'function', null, { timeout: 60_000 });
    const sig = await p.evaluate((raw) => Object.values(window.__storageSeed(raw)).map((v) => v.length).join(','), state);
    // localStorage reaches other tabs asynchronously (megabytes take a while): wait until a second
    // tab sees every key, so the app's tab cannot start with an empty or partial storage.
    const q = await ctx.newPage();
    await q.goto(`${base}/bench-seed.txt`);
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
async function openPage(ctx, cfg = {}) {
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
const STEADY = { serviceWorkers: 'block' };

/**
 * Runs `fn` while Chromium traces the page's top-level tasks, then adds `busy` to every sample it
 * returned: the main-thread time (sum of the renderer main thread's tasks) between the input's
 * timestamp and the end of the painted frame — the interaction's own cost, without the idle gaps
 * (waiting for the next frame, input routing in the browser process).
 */
let traceCount = 0;
async function traced(page, fn, saveTo) {
  const detail = saveTo ? ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc', ...(process.env.BENCH_TRACE_EXTRA ?? '').split(',').filter(Boolean)] : [];
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', ...detail] });
  const name = `bench-sync-${++traceCount}`;
  const sync = await page.evaluate((n) => performance.mark(n).startTime, name);
  const samples = await fn();
  const raw = await browser.stopTracing();
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

// ---------- 2. cold load ----------
async function coldLoad(typicalState) {
  const makeActive = prefix(uiText('characters.makeActiveLabel'));
  const tapSelector = `main button[aria-label^=${cssStr(makeActive)}]`;
  // Ready = the list is painted and its button can be tapped.
  const cfg = { readySelector: tapSelector, tapSelector };
  const runs = { server: [], offline: [] };
  for (let i = 0; i < RUNS; i++) {
    const ctx = await newContext(typicalState);
    // a) from the server
    const a = await openPage(ctx, cfg);
    const before = server.requests.count;
    await a.page.goto(`${base}/`, { waitUntil: 'commit' });
    const r1 = await visit(a, 'cold load (server)');
    r1.requests = server.requests.count - before;
    runs.server.push(r1);
    await serviceWorkerControl(a.page);
    await a.page.close();
    // b) offline, from the service worker
    await ctx.setOffline(true);
    const b = await openPage(ctx, cfg);
    const before2 = server.requests.count;
    await b.page.goto(`${base}/`, { waitUntil: 'commit' });
    const r2 = await visit(b, 'cold load (offline)');
    r2.requests = server.requests.count - before2;
    r2.controlled = await b.page.evaluate(() => !!navigator.serviceWorker.controller);
    if (r2.requests !== 0 || !r2.controlled) throw new Error(`offline visit was not served by the service worker (server requests: ${r2.requests}, controlled: ${r2.controlled})`);
    runs.offline.push(r2);
    await ctx.close();
  }
  // The floor: the same measurement on a static page with one heading and one button (no app).
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-bench-floor-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="cs"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title>' +
      '<main><h1>Postavy</h1><button aria-label="floor" onclick="this.textContent=\'ok\'">Zvolit</button></main></html>',
  );
  server.mount('/__bench-floor/', dir);
  const floorRuns = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const ctx = await newContext();
      const f = await openPage(ctx, { readySelector: 'main button', tapSelector: 'main button' });
      await f.page.goto(`${base}/__bench-floor/index.html`, { waitUntil: 'commit' });
      floorRuns.push(await visit(f, 'cold load (floor)'));
      await ctx.close();
    }
  } finally {
    server.unmount('/__bench-floor/');
    rmSync(dir, { recursive: true, force: true });
  }
  const sum = (list) => ({
    fcp: stats(list.map((r) => r.fcp)),
    painted: stats(list.map((r) => r.readyPaint)),
    usable: stats(list.map((r) => r.usable)),
    tap: stats(list.map((r) => r.tap)),
    harnessDelay: stats(list.map((r) => r.tapAt - r.readyPaint)),
    jsBeforeUsable: stats(list.map((r) => r.jsTransfer)),
    runs: list,
  });
  return { server: sum(runs.server), offline: sum(runs.offline), floor: sum(floorRuns) };
}

async function visit(pp, what) {
  const info = await withTimeout(pp.ready, 60_000, `${what}: first screen`);
  if (!info.tap) throw new Error(`${what}: nothing to tap`);
  const sample = withTimeout(pp.next(what), 15_000, `${what}: tap response`);
  await pp.page.touchscreen.tap(info.tap.x, info.tap.y);
  const s = await sample;
  if (s.mutations <= 0) throw new Error(`${what}: the tap changed nothing on screen`);
  const t = await pp.page.evaluate((usable) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && e.responseEnd <= usable)
      .reduce((a, e) => a + e.transferSize, 0);
    return { fcp, js };
  }, s.end);
  // tapAt − readyPaint = the harness's round trip (binding → Node → CDP input), counted in "usable".
  return { fcp: t.fcp, readyPaint: info.readyPaint, tapAt: s.start, usable: s.end, tap: s.latency, jsTransfer: t.js };
}

// ---------- 3. search ----------
const QUERIES = ['ohniva koule', 'magicka strela', 'lecive slovo', 'mlžný krok', 'stit'];
const summary = (samples) => {
  const r1 = (x) => Math.round(x * 10) / 10;
  return { busy: stats(samples.map((x) => x.busy)), latency: stats(samples.map((x) => x.latency)), timedOut: samples.filter((x) => x.timedOut).length, samples: samples.map((x) => [r1(x.busy), r1(x.latency)]) };
};

/** Types every query (~120 ms a key), then deletes it with Backspace; one sample per key. */
async function typeQueries(pp, label, counts) {
  const out = [];
  const key = async (what, input) => {
    const t0 = Date.now();
    out.push(await pp.measure(`${what} (${label})`, input));
    await sleep(Math.max(0, 120 - (Date.now() - t0)));
  };
  for (const q of QUERIES) {
    for (const ch of q) await key(`keystroke "${ch}"`, () => pp.page.keyboard.type(ch));
    counts[q] = await pp.page.evaluate(() => document.querySelector('main [aria-live]')?.textContent?.trim() ?? '');
    await sleep(700); // a pause: the catalog writes the query to the URL after 300 ms
    for (let i = 0; i < q.length; i++) await key('backspace', () => pp.page.keyboard.press('Backspace'));
    await sleep(700);
  }
  return out;
}

async function search(state, label, expectCount) {
  const searchLabel = uiText('catalog.searchLabel');
  const samples = [];
  const counts = {};
  for (let s = 0; s < SEARCH_SESSIONS; s++) {
    const ctx = await newContext(state, STEADY);
    const pp = await openPage(ctx);
    await pp.page.goto(`${base}/kouzla`);
    const box = pp.page.getByRole('searchbox', { name: searchLabel });
    await box.waitFor({ timeout: 120_000 });
    // the catalog is loaded: the list has rows and the count says how many spells there are
    await pp.page
      .waitForFunction((n) => document.querySelectorAll('main ul li').length > 5 && new RegExp(`(^|\\D)${n}(\\D|$)`).test(document.querySelector('main [aria-live]')?.textContent ?? ''), expectCount, { timeout: 120_000 })
      .catch(async (e) => {
        const seen = await pp.page.evaluate(() => document.body.innerText.slice(0, 700));
        throw new Error(`${label}: the catalog did not show ${expectCount} spells; the screen shows: ${seen}`, { cause: e });
      });
    await sleep(500);
    await box.tap();
    await sleep(300);
    const trace = process.env.BENCH_TRACE_SEARCH ? process.env.BENCH_TRACE_SEARCH.replace(/(\.json)?$/, `-${label}-${s + 1}.json`) : undefined;
    const profile = process.env.BENCH_PROFILE_SEARCH?.replace(/(\.cpuprofile)?$/, `-${label}-${s + 1}.cpuprofile`);
    if (profile) {
      await pp.cdp.send('Profiler.enable');
      await pp.cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await pp.cdp.send('Profiler.start');
    }
    samples.push(...(await traced(pp.page, () => typeQueries(pp, label, counts), trace)));
    if (profile) writeFileSync(profile, JSON.stringify((await pp.cdp.send('Profiler.stop')).profile));
    await ctx.close();
  }
  return { ...summary(samples), resultsAfterQuery: counts };
}

/** The same keystrokes on a page with nothing but an input that echoes its value: what Chromium
 *  itself costs per keystroke on this machine at this throttling (context for the figures above). */
async function floor() {
  const ctx = await newContext(undefined, STEADY);
  const pp = await openPage(ctx);
  await pp.page.goto(`${base}/bench-floor.txt`);
  await pp.page.evaluate(() => {
    document.body.innerHTML = '<main><input type="search" aria-label="x"><p aria-live="polite"></p><button style="width:44px;height:44px">0</button></main>';
    const i = document.querySelector('input');
    i.addEventListener('input', () => (document.querySelector('p').textContent = i.value));
    const b = document.querySelector('button');
    b.addEventListener('click', () => (b.textContent = String(Number(b.textContent) + 1)));
  });
  await pp.page.tap('input');
  const keys = await traced(pp.page, () => typeQueries(pp, 'floor', {}));
  const box = await pp.page.evaluate(() => {
    const r = document.querySelector('button').getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  const taps = await traced(pp.page, async () => {
    const out = [];
    for (let i = 0; i < 30; i++) {
      out.push(await pp.measure('floor tap', () => pp.page.touchscreen.tap(box.x, box.y)));
      await sleep(150);
    }
    return out;
  });
  await ctx.close();
  return { keystroke: summary(keys), tap: summary(taps) };
}

// ---------- 4. slot taps ----------
async function slotTaps(state, taps = 60) {
  const spend = prefix(uiText('tracker.slots.spend'));
  const restore = prefix(uiText('tracker.slots.restore'));
  const ctx = await newContext(state, STEADY);
  const pp = await openPage(ctx);
  await pp.page.goto(`${base}/boj`);
  const group = '[data-testid="slots-1"]';
  await pp.page.waitForSelector(`${group} button[aria-label^=${cssStr(spend)}]`, { timeout: 120_000 });
  await sleep(800);
  const tapAll = async () => {
    const out = [];
    for (let i = 0; i < taps; i++) {
      const sel = `${group} button[aria-label^=${cssStr(i % 2 === 0 ? spend : restore)}]`;
      const box = await pp.page.evaluate((q) => {
        const r = document.querySelector(q)?.getBoundingClientRect();
        return r && r.width ? { x: r.x + r.width / 2, y: r.y + r.height / 2, h: innerHeight } : null;
      }, sel);
      if (!box || box.y < 0 || box.y > box.h) throw new Error(`slot pip not on screen: ${sel}`);
      const t0 = Date.now();
      const s = await pp.measure('slot tap', () => pp.page.touchscreen.tap(box.x, box.y));
      if (s.mutations <= 0) throw new Error('a slot tap changed nothing on screen');
      out.push(s);
      await sleep(Math.max(0, 250 - (Date.now() - t0)));
    }
    return out;
  };
  const profile = process.env.BENCH_PROFILE_SLOTS;
  if (profile) {
    await pp.cdp.send('Profiler.enable');
    await pp.cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await pp.cdp.send('Profiler.start');
  }
  const samples = await traced(pp.page, tapAll, process.env.BENCH_TRACE_SLOTS);
  if (profile) writeFileSync(profile, JSON.stringify((await pp.cdp.send('Profiler.stop')).profile));
  await ctx.close();
  return summary(samples);
}

// ---------- 5. storage ----------
/** Builds bench/storage (the app's store + persistence modules) once and serves it under /__bench-storage/. */
let storagePageMounted = false;
async function mountStoragePage() {
  if (storagePageMounted) return;
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-bench-storage-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: false,
      root: join(ROOT, 'bench/storage'),
      logLevel: 'error',
      define: { __APP_VERSION__: '"bench"', __BUILD_DATE__: '"bench"' },
      base: '/__bench-storage/',
      build: { outDir: dir, emptyOutDir: true, target: 'es2022', modulePreload: false },
    });
    server.mount('/__bench-storage/', dir); // read into memory: the folder can go
    storagePageMounted = true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function storageBench(bigState) {
  await mountStoragePage();
  const ctx = await browser.newContext(CONTEXT);
  // Seed once (unthrottled): the app migrates the version-1 seed and returns the keys it wrote.
  const seedPage = await ctx.newPage();
  await seedPage.goto(`${base}/__bench-storage/index.html`);
  await seedPage.waitForFunction(() => typeof window.__storageSeed === 'function', null, { timeout: 60_000 });
  const snapshot = await seedPage.evaluate((raw) => window.__storageSeed(raw), bigState);
  await seedPage.close();
  // Every run in a fresh page: the app loads its state once per start, with cold JIT and caches.
  const r = { load: [], firstSave: [], save: [] };
  for (let i = 0; i < STORAGE_RUNS; i++) {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(`${base}/__bench-storage/index.html`);
    await page.waitForFunction(() => typeof window.__storageBench === 'function', null, { timeout: 60_000 });
    const one = await page.evaluate(([snap]) => window.__storageBench(snap, 1), [snapshot]);
    r.load.push(...one.load);
    r.firstSave.push(...one.firstSave);
    r.save.push(...one.save);
    Object.assign(r, { characters: one.characters, spells: one.spells, repairs: one.repairs, mode: one.mode, chars: one.chars, stored: one.stored, keys: one.keys });
    await page.close();
  }
  await ctx.close();
  return {
    load: stats(r.load),
    firstSave: stats(r.firstSave),
    save: stats(r.save),
    characters: r.characters,
    spells: r.spells,
    repairs: r.repairs,
    mode: r.mode,
    chars: r.chars,
    keys: r.keys,
    utf8Bytes: Buffer.byteLength(r.stored),
    shareOf5MB: Buffer.byteLength(r.stored) / 5e6,
  };
}

// ---------- 6. lighthouse ----------
async function lighthouseRun(paths) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const out = {};
  for (const p of paths) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...ARGS] });
    try {
      const r = await lighthouse(`${base}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
      const lhr = r.lhr;
      const a = (id) => lhr.audits[id]?.numericValue ?? null;
      const failed = Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id].score < 0.9).map((ref) => `${c.id}:${ref.id}`));
      out[p] = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        fcpMs: a('first-contentful-paint'),
        lcpMs: a('largest-contentful-paint'),
        tbtMs: a('total-blocking-time'),
        cls: a('cumulative-layout-shift'),
        speedIndexMs: a('speed-index'),
        belowPerfect: failed,
        lighthouseVersion: lhr.lighthouseVersion,
        warnings: lhr.runWarnings,
      };
    } finally {
      chrome.kill();
    }
  }
  return out;
}

// ---------- main ----------
let server;
let base;

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: build first (npm run bench builds it)`);
  const results = { date: new Date().toISOString(), machine: machine(), config: { dist: DIST.replace(ROOT + '/', ''), cpuThrottling: CPU_RATE, viewport: '390x844@3x', runs: RUNS, searchSessions: SEARCH_SESSIONS, storageRuns: STORAGE_RUNS } };
  const log = (s) => process.stderr.write(`${s}\n`);

  if (want('bytes')) {
    log('• bytes');
    results.bytes = analyzeDist(DIST, ROOT);
  }
  const mech = loadMechanics(ROOT);
  const typical = envelope({ characters: makeCharacters(mech, 3, 25, 7) });
  const wizard = makeCharacters(mech, 1, 60, 11).map((c) => ({ ...c, id: 'bench-wizard', name: 'Mordenkainen' }));
  const slotState = envelope({ characters: [...wizard, ...makeCharacters(mech, 2, 25, 7)], activeCharacterId: 'bench-wizard' });
  const stress = envelope({ characters: makeCharacters(mech, 3, 25, 7), homebrew: makeHomebrew(5000) });
  const big = envelope({ characters: makeCharacters(mech, 50, 60, 3) });

  const browserNeeded = ['cold', 'floor', 'search', 'slots', 'storage'].some(want);
  if (browserNeeded || want('lighthouse')) {
    server = await serveDist(DIST, PORT);
    base = server.url;
  }
  try {
    if (browserNeeded) browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    if (want('cold')) {
      log(`• cold load × ${RUNS}`);
      results.coldLoad = await coldLoad(typical);
    }
    if (want('search') || want('slots') || want('floor')) {
      log('• floors (empty page: keystrokes, taps)');
      results.floor = await floor();
    }
    if (want('search')) {
      log('• search, 319 spells');
      results.search319 = await search(typical, '319', 319);
      log('• search, 5,319 spells');
      results.search5000 = await search(stress, '5319', 5319);
    }
    if (want('slots')) {
      log('• slot taps');
      results.slotTap = await slotTaps(slotState);
    }
    if (want('storage')) {
      log('• storage, 50 characters × 60 spells');
      results.storage = await storageBench(big);
    }
    if (browser) await browser.close();
    if (want('lighthouse')) {
      log('• lighthouse');
      results.lighthouse = await lighthouseRun(['/', '/kouzla']);
    }
  } finally {
    if (server) await server.close();
  }

  results.budgets = budgets(results);
  writeFileSync(OUT, `${JSON.stringify(results, null, 1)}\n`);
  printTable(results);
  log(`\nwritten: ${OUT.replace(ROOT + '/', '')}`);
  if (results.budgets.some((b) => b.pass === false)) process.exitCode = 1;
}

function budgets(r) {
  const out = [];
  // floor = the same figure for an empty page / static page (Chromium's own cost here), for context
  const add = (name, value, limit, unit, floor) => out.push({ name, value, limit, unit, pass: value === null || value === undefined ? null : value <= limit, ...(floor !== undefined ? { floor } : {}) });
  const kf = r.floor?.keystroke.busy.p95;
  const tf = r.floor?.tap.busy.p95;
  const cf = r.coldLoad?.floor.usable.median;
  if (r.bytes) add('initial JS (gzip)', r.bytes.initialJs.gzip / 1000, 120, 'kB');
  if (r.coldLoad) {
    add('first screen usable, server (median)', r.coldLoad.server.usable.median, 1000, 'ms', cf);
    add('first screen usable, offline SW (median)', r.coldLoad.offline.usable.median, 800, 'ms', cf);
  }
  if (r.search319) add('search keystroke → paint p95, 319 spells (main thread)', r.search319.busy.p95, 16, 'ms', kf);
  if (r.search5000) add('search keystroke → paint p95, 5,319 spells (main thread)', r.search5000.busy.p95, 50, 'ms', kf);
  if (r.slotTap) add('slot tap → paint p95 (main thread)', r.slotTap.busy.p95, 16, 'ms', tf);
  if (r.storage) {
    add('save, 50 characters (median, one character changed)', r.storage.save.median, 5, 'ms');
    add('load, 50 characters (median)', r.storage.load.median, 20, 'ms');
    add('stored state, 50 characters', r.storage.utf8Bytes / 1000, 1000, 'kB');
  }
  return out;
}

function printTable(r) {
  const rows = [];
  const row = (a, b = '', c = '') => rows.push([a, String(b), String(c)]);
  const ms = (s) => (s && s.median !== null ? `${s.median} / ${s.p95} ms` : '—');
  row(`Grimoár bench — ${r.date}`, `${r.machine.nproc} CPU, Node ${r.machine.node}`, r.machine.chromium ?? '');
  row(`CPU ×${CPU_RATE}, 390×844`, 'median / p95', '');
  if (r.bytes) {
    const b = r.bytes;
    row('Initial JS (gzip / brotli)', `${kb(b.initialJs.gzip)} / ${kb(b.initialJs.brotli)} kB`, `${b.initialJs.files.length} files, raw ${kb(b.initialJs.raw)} kB`);
    row('Initial CSS (gzip / brotli)', `${kb(b.initialCss.gzip)} / ${kb(b.initialCss.brotli)} kB`, `raw ${kb(b.initialCss.raw)} kB`);
    if (b.precache) row('Precache (raw / gzip)', `${kb(b.precache.raw)} / ${kb(b.precache.gzip)} kB`, `${b.precache.count} files`);
    for (const [lng, t] of Object.entries(b.spellTexts)) row(`Spell texts ${lng} (gzip / brotli)`, `${kb(t.gzip)} / ${kb(t.brotli)} kB`, t.inInitial ? 'IN INITIAL JS!' : 'lazy chunk');
  }
  if (r.coldLoad) {
    for (const k of ['server', 'offline', 'floor']) {
      const c = r.coldLoad[k];
      row(`Cold load ${{ server: '(server)', offline: '(offline, SW)', floor: '(floor: static page, no app)' }[k]}: FCP`, ms(c.fcp), `n=${c.fcp.n}`);
      row('  list painted', ms(c.painted));
      row('  usable (tap handled + painted)', ms(c.usable), `tap itself ${ms(c.tap)}`);
    }
  }
  const inter = (name, x, fl) => {
    const over = fl && x !== fl ? `; empty page +${Math.round((x.busy.median - fl.busy.median) * 10) / 10} ms (median)` : '';
    row(`${name}: main thread`, ms(x.busy), `n=${x.busy.n}${x.timedOut ? `, ${x.timedOut} timed out` : ''}${over}`);
    row('  latency (input timestamp → painted)', ms(x.latency));
  };
  const fk = r.floor?.keystroke;
  const ft = r.floor?.tap;
  if (fk) inter('Floor: keystroke, empty page', fk);
  if (ft) inter('Floor: tap, empty page', ft);
  if (r.search319) inter('Search keystroke → paint, 319', r.search319, fk);
  if (r.search5000) inter('Search keystroke → paint, 5,319', r.search5000, fk);
  if (r.slotTap) inter('Slot tap → paint', r.slotTap, ft);
  if (r.storage) {
    const s = r.storage;
    row('Storage load, 50 × 60', ms(s.load), `n=${s.load.n}, repairs ${s.repairs}`);
    row('Storage first save (cold code)', ms(s.firstSave));
    row('Storage save (one character changed)', ms(s.save));
    row('Stored state, 50 × 60', `${kb(s.utf8Bytes)} kB`, `${(s.shareOf5MB * 100).toFixed(1)} % of 5 MB, ${s.keys} keys`);
  }
  if (r.lighthouse) for (const [p, l] of Object.entries(r.lighthouse)) row(`Lighthouse ${p} (perf / a11y / best)`, `${l.performance} / ${l.accessibility} / ${l.bestPractices}`, `FCP ${Math.round(l.fcpMs)} ms, LCP ${Math.round(l.lcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms`);
  row('');
  for (const b of r.budgets) {
    const floorNote = b.floor !== undefined && b.floor !== null ? `  (empty/static page: ${Math.round(b.floor * 10) / 10} ${b.unit})` : '';
    row(`${b.pass === null ? '?' : b.pass ? 'PASS' : 'FAIL'}  ${b.name}`, `${b.value === null ? '—' : Math.round(b.value * 10) / 10} ${b.unit}`, `≤ ${b.limit} ${b.unit}${floorNote}`);
  }
  const w = [0, 1, 2].map((i) => Math.max(...rows.map((x) => x[i].length)));
  console.log(rows.map((x) => x.map((c, i) => c.padEnd(w[i])).join('  ').trimEnd()).join('\n'));
}

main().catch(async (e) => {
  console.error(e);
  try {
    await browser?.close();
    await server?.close();
  } catch {
    /* already closed */
  }
  process.exit(1);
});
