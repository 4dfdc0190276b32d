// Grimoár performance bench — `npm run bench` (= check Chromium, `vite build`, then this script).
//
// METHOD (rerun it any time; every figure is measured, none is written in here):
// - The production build (BENCH_DIST, default dist/) is served by bench/server.mjs on 127.0.0.1
//   (BENCH_PORT, default 4173) like a static host: brotli/gzip, hashed assets cached, SPA fallback.
// - Browser: Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) driven by Playwright,
//   headless, with the flags of playwright.config.ts. Every page: viewport 390×844, deviceScaleFactor
//   3, touch + mobile, Czech locale, light theme, and the renderer's main thread slowed with the
//   DevTools protocol (Emulation.setCPUThrottlingRate) by a rate calibrated before each part so that
//   a blank page scores Lighthouse's BenchmarkIndex 1000 (DevTools' calibrated "mid-tier mobile",
//   measure.mjs calibrateCpu; BENCH_CPU_RATE=4 sets a fixed rate instead; "4×" below is that rate).
//   The network is not throttled (a local server): the point is CPU, which a cheap phone lacks.
// - Timing inside the page (bench/probe.mjs): an interaction lasts from the input event's timestamp
//   (keydown / beforeinput for a key, pointerup for a tap) to the end of the frame that paints the
//   last DOM change it caused (rAF + a posted message = after style/layout/paint; over after two
//   frames without any new change). Taps and keys are real CDP input events (page.touchscreen.tap,
//   page.keyboard), not synthetic DOM events. For each interaction two figures:
//   · main thread = the renderer main thread's busy time inside that interval (sum of its tasks in
//     a Chromium trace, category "toplevel"): what the interaction costs, idle gaps excluded;
//   · latency = the whole interval (also waiting for the next frame and the browser's input routing).
//   The interaction budgets are checked on the main-thread p95: at most the empty-page floor of the
//   same run + 16 ms (one frame of the app's own work), and ≤ 50 ms for search at 5,319 spells.
// - Floors, measured in the same run with the same method, so the figures can be read against what
//   Chromium itself costs on this machine at 4×: keystrokes into a bare <input> on an empty page
//   and taps on a bare button — each interaction part (search 319, search 5,319, slot taps, slot
//   taps with two tabs) is preceded by its own calibration and floor, as the host drifts by minutes —
//   and a cold load of a static page with one heading and one button; beside it, for reference (no
//   budget), the same page rendered by React (bench/react-floor): what react-dom alone costs.
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
//       measure the same; the server's request counter must not move;
//    c) a returning player (no budget): a third tab, still offline — the second start from the
//       service worker, when Chromium has the start chunk's V8 code cache.
//    Budgets on the medians of (a) and (b): each ≤ 3 × the static page's "usable" median of the same run.
// 2a. First visit to a deep link (/kouzla, /kouzla/fireball), cold, no service worker: FCP and the
//    list / the spell's text painted against a static page, and the bytes before (first-visit.mjs).
// 2b. Opening a screen (informational, no budget): in BENCH_RUNS fresh contexts with the typical state,
//    SW-controlled (one visit, then a reload), 4× CPU: the tap on "Kouzla" in the bottom navigation →
//    the end of the frame that shows the catalog's list (count and rows), from the pointerup's
//    timestamp — the first opening of the screen in a session, its chunks and the spell catalog
//    loading from the service worker.
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
//    saves on every change, so that save is inside this time). Then the same with a second tab of the
//    same context open on the same character (every spend reaches it too).
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
// 7. Sync (bench/sync.mjs, sync-node.mjs): the sync server runs as a child process (`node
//    server/index.mjs` on a free port, a temp SQLite file, production settings) — a fresh one for
//    each of a) and b).
//    a) Two devices: two browser contexts, both throttled 4×, paired as test/e2e/sync.spec.ts does
//       (A seeded with a level-20 wizard turns sync on, B opens the device link), both on /boj.
//       BENCH_SYNC_TAPS taps (default 40, after 2 warm-up taps) on A's 1st-level pips, spend and
//       restore alternately, 300–500 ms apart, each after B showed the previous one: from the tap's
//       pointerup timestamp on A to the end of the frame on B (MutationObserver on B's slot label,
//       rAF + a posted message) that shows the change. Both pages read performance.timeOrigin +
//       performance.now(), comparable on one machine. Budget: p95 ≤ 250 ms.
//    b) 8 players at a table: a GM page (throttled 4×) creates a table on /stul; 8 players are
//       Node provider clients (the machine has 2 cores), each on a character document of its own,
//       written and changed by the app's own writeCharacter (bundled from src/ with esbuild), joined
//       with the app's stateless join message. For BENCH_SYNC_SECONDS (default 60) each player sets
//       its spent 1st-level slots once a second (1, 2, 3, 4, 0, … — period 5, so a value names its
//       write for lags under 5 s), the players 125 ms apart. Lag = the writer's clock at the write →
//       the end of the frame on the GM page whose card shows that value (Node and page clocks:
//       performance.timeOrigin + now(); their offset is measured and reported). Budgets: every
//       write shown; p95 of the last 10 s ≤ p95 of the first 10 s + 100 ms and ≤ 1000 ms ("no
//       growing lag"); the server's RSS (/proc/<pid>/status VmRSS) at the end ≤ at the start of the
//       minute + 30 MB ("flat": V8's heap grows and shrinks by a few MB between collections; a leak
//       of one kept update per write would show as steady growth in the 5-s samples kept in the JSON).
// 6. Lighthouse 12.2.3 (mobile preset, simulated throttling) on "/" and "/kouzla" of the same build:
//    performance, accessibility and best-practices scores (BENCH_SKIP=lighthouse skips it).
// Host speed: Lighthouse's BenchmarkIndex (its page function) on a blank page, unthrottled and throttled,
//    at the start and at the end of every run with a browser — the host's speed drifts between runs
//    (and within one), so every figure comes with the device class it emulated (Lighthouse docs,
//    "CPU Throttling": 1000+ desktop, 800+ high-end phone, 125–800 mid-tier phone, < 125 budget phone).
// Percentiles: median = middle value (mean of the two middle ones), p95 = nearest rank.
// Output: a table on stdout and bench/results.json (BENCH_OUT to write elsewhere). Exit code 1 when a
// budget fails. BENCH_ONLY=bytes,cold,first,screens,search,slots,storage,sync,lighthouse runs a
// subset;
// BENCH_DPR overrides the device scale factor.
// Profiling the slot taps (to find hot spots only: a profiled or detail-traced run is slower, so its
// figures are not comparable): BENCH_PROFILE_SLOTS=<file.cpuprofile> records a V8 CPU profile
// (<file>-one, <file>-two), BENCH_PROFILE_OTHER=<file.cpuprofile> the second tab's in the two-tab run;
// BENCH_TRACE_SLOTS=<file.json> keeps the Chromium traces with timeline detail (style, layout, paint;
// <file>-one.json, <file>-two.json),
// BENCH_TRACE_EXTRA=<category,...> adds trace categories to it. BENCH_TRACE_SEARCH=<file.json> does
// the same for the search sessions (one file per catalog and session: <file>-319-1.json, …), and
// BENCH_PROFILE_SEARCH=<file.cpuprofile> their V8 profiles; a kept trace gets <file>.samples.json
// beside it: each interaction's interval in trace time, to cut the trace per keystroke.
// The parts live beside this file: config.mjs (settings, helpers), session.mjs (browser, server,
// pages, tracing), measure.mjs (cold load, search, floors), measure-play.mjs (slot taps, storage),
// report.mjs (budgets, table), sync.mjs + sync-node.mjs (part 7); bytes.mjs, probe.mjs, seed.mjs,
// server.mjs and wait.mjs as before.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { analyzeDist } from './bytes.mjs';
import { serveDist } from './server.mjs';
import { envelope, loadMechanics, makeCharacters, makeHomebrew } from './seed.mjs';
import { ARGS, CHROMIUM, CPU_FIXED, CPU_RATE, DIST, OUT, PORT, ROOT, RUNS, SEARCH_SESSIONS, STORAGE_RUNS, machine, setCpuRate, want } from './config.mjs';
import { S } from './session.mjs';
import { calibrateCpu, coldLoad, floor, hostSpeed, screenOpen, search } from './measure.mjs';
import { slotTaps, storageBench } from './measure-play.mjs';
import { budgets, printTable } from './report.mjs';
import { firstVisit, firstVisitBudgets, firstVisitRows } from './first-visit.mjs';
import { syncTable, syncTap } from './sync.mjs';

// ---------- 6. lighthouse ----------
async function lighthouseRun(paths) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const out = {};
  for (const p of paths) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...ARGS] });
    try {
      const r = await lighthouse(`${S.base}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
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

  // The host's speed drifts by minutes: the throttle is calibrated again before each part.
  results.calibration = {};
  const calibrate = async (part) => {
    if (CPU_FIXED !== null) return;
    log(`• calibrating the CPU throttle (${part})`);
    results.calibration[part] = await calibrateCpu();
    setCpuRate(results.calibration[part].rate);
  };
  const browserNeeded = ['cold', 'first', 'screens', 'search', 'slots', 'storage', 'sync'].some(want);
  if (browserNeeded || want('lighthouse')) {
    S.server = await serveDist(DIST, PORT);
    S.base = S.server.url;
  }
  try {
    if (browserNeeded) {
      S.browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
      await calibrate('start');
      results.machine.benchmarkIndex = { start: await hostSpeed() };
    }
    if (want('cold')) {
      await calibrate('cold');
      log(`• cold load × ${RUNS}`);
      results.coldLoad = await coldLoad(typical);
    }
    if (want('first')) {
      await calibrate('first');
      log(`• first visit to a deep link × ${RUNS}`);
      results.firstVisit = await firstVisit();
    }
    if (want('screens')) {
      await calibrate('screens');
      log(`• opening the catalog × ${RUNS}`);
      results.screenOpen = await screenOpen(typical);
    }
    // Each interaction part right after its own calibration and floor: the host's speed drifts by
    // minutes, and a floor measured parts earlier would judge a part against another machine.
    const interaction = async (part, kind, run) => {
      await calibrate(part);
      log(`• floor for ${part} (empty page: ${kind}s)`);
      const fl = await floor(kind);
      log(`• ${part}`);
      return { ...(await run()), floor: fl };
    };
    if (want('search')) {
      results.search319 = await interaction('search, 319 spells', 'keystroke', () => search(typical, '319', 319));
      results.search5000 = await interaction('search, 5,319 spells', 'keystroke', () => search(stress, '5319', 5319));
    }
    if (want('slots')) {
      results.slotTap = await interaction('slot taps', 'tap', () => slotTaps(slotState));
      results.slotTapTwoTabs = await interaction('slot taps, a second tab open on the same character', 'tap', () => slotTaps(slotState, { secondTab: true }));
    }
    if (want('storage')) {
      await calibrate('storage');
      log('• storage, 50 characters × 60 spells');
      results.storage = await storageBench(big);
    }
    if (want('sync')) {
      await calibrate('sync');
      log(`• sync: a tap on device A → painted on device B`);
      results.syncTap = await syncTap();
      log('• sync: 8 players at a GM table, one tap a second each');
      results.syncTable = await syncTable();
    }
    if (S.browser) {
      results.machine.benchmarkIndex.end = await hostSpeed();
      await S.browser.close();
    }
    if (want('lighthouse')) {
      log('• lighthouse');
      results.lighthouse = await lighthouseRun(['/', '/kouzla']);
    }
  } finally {
    if (S.server) await S.server.close();
  }

  results.budgets = [...budgets(results), ...firstVisitBudgets(results)];
  writeFileSync(OUT, `${JSON.stringify(results, null, 1)}\n`);
  for (const [a, b, c] of firstVisitRows(results)) console.log(`${a.padEnd(40)}  ${b.padEnd(22)}  ${c}`);
  printTable(results);
  log(`\nwritten: ${OUT.replace(ROOT + '/', '')}`);
  if (results.budgets.some((b) => b.pass === false)) process.exitCode = 1;
}

main().catch(async (e) => {
  console.error(e);
  try {
    await S.browser?.close();
    await S.server?.close();
  } catch {
    /* already closed */
  }
  process.exit(1);
});
