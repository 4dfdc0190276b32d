// Part 'first': the first visit to a deep link, as a player opening a shared link — a fresh context
// (empty HTTP cache, no service worker), CPU ×4, 390×844. For /kouzla and /kouzla/fireball, BENCH_RUNS
// runs each: navigation start → first contentful paint, and → the list (or the spell's text) painted
// (the end of the first frame in which it is there: checked in rAF, then a posted message), and the bytes transferred before that
// paint (all resources, and the scripts alone). The reference is a static page (a heading and a
// button, no app) measured the same way in the same run. Budgets: FCP ≤ 1.5 × the static page's,
// painted ≤ 2 × the static page's (medians).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTEXT, CPU_RATE, RUNS, stats, kb } from './config.mjs';
import { S } from './session.mjs';
import { withTimeout } from './wait.mjs';

export const TARGETS = {
  static: { path: '/__bench-first/index.html', ready: 'static' },
  catalog: { path: '/kouzla', ready: 'list' },
  spell: { path: '/kouzla/fireball', ready: 'spell' },
};

/** In the page before any script: notes the end of the first frame in which `what` is shown. */
export function paintProbe(what) {
  // in the page and rendered: not under display:none, visibility:hidden or content-visibility:hidden
  const seen = (el) => !!el && el.checkVisibility({ visibilityProperty: true });
  const shown = () => {
    if (what === 'static') return seen(document.querySelector('main h1'));
    if (what === 'list') {
      const links = document.querySelectorAll('main ul li a');
      return links.length > 5 && seen(links[5]) && /\d/.test(document.querySelector('main [aria-live]')?.textContent ?? '');
    }
    const article = document.querySelector('main article');
    return seen(article?.querySelector('dl')) && article.textContent.length > 300;
  };
  // Checked in each frame's rAF callback: the frame it runs in paints what it sees, and a message
  // posted from there runs right after that frame's style/layout/paint (as in probe.mjs).
  const tick = () => {
    if (!shown()) return requestAnimationFrame(tick);
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      window.__painted = performance.now();
      report();
    };
    ch.port2.postMessage(null);
  };
  // Reported by a console message once both are known: a waitForFunction would evaluate
  // Playwright's injected script in the page during the load (≈ 45 ms at ×4), which delayed
  // whichever of a page's paints had not happened yet (measured: the static page's "painted"
  // 165 → 117 ms, /kouzla's FCP 304 → 268 ms).
  const report = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    if (fcp && window.__painted !== undefined) console.debug(`__firstVisit ${JSON.stringify({ fcp: fcp.startTime, fp: performance.getEntriesByName('first-paint')[0]?.startTime ?? null, painted: window.__painted })}`);
  };
  new PerformanceObserver(() => setTimeout(report)).observe({ type: 'paint' });
  requestAnimationFrame(tick);
}

/** One first visit of `url` in a fresh context of `browser`: FCP, first paint, painted, bytes. */
export async function visitOnce(url, ready, browser = S.browser) {
  const ctx = await browser.newContext({ ...CONTEXT, serviceWorkers: 'block' });
  try {
    const page = await ctx.newPage();
    await page.addInitScript(paintProbe, ready);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    // the FCP entry follows the frame's presentation, so it can come after the probe's message
    const seen = new Promise((resolve) => page.on('console', (m) => m.text().startsWith('__firstVisit ') && resolve(JSON.parse(m.text().slice(13)))));
    await page.goto(url, { waitUntil: 'commit' });
    const { fcp, fp, painted } = await withTimeout(seen, 60_000, `first visit ${url}: FCP and the painted probe`);
    return await page.evaluate(([fcp, fp, painted]) => {
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].filter((e) => e.responseEnd <= painted);
      const sum = (list) => list.reduce((a, e) => a + e.transferSize, 0);
      return { fcp, fp, painted, bytes: sum(entries), jsBytes: sum(entries.filter((e) => new URL(e.name).pathname.endsWith('.js'))), files: entries.length };
    }, [fcp, fp, painted]);
  } finally {
    await ctx.close();
  }
}

/** The reference page (a heading and a button, no CSS, no script) in a new temporary folder. */
export function staticPageDir() {
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-bench-first-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="cs"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>static</title>' +
      '<main><h1>Kouzla</h1><button>Hledat</button></main></html>',
  );
  return dir;
}

export async function firstVisit() {
  const dir = staticPageDir();
  S.server.mount('/__bench-first/', dir);
  const runs = { static: [], catalog: [], spell: [] };
  try {
    // interleaved, so a drift of the host's speed touches every target alike
    for (let i = 0; i < RUNS; i++) for (const [k, t] of Object.entries(TARGETS)) runs[k].push(await visitOnce(`${S.base}${t.path}`, t.ready));
  } finally {
    S.server.unmount('/__bench-first/');
    rmSync(dir, { recursive: true, force: true });
  }
  const sum = (list) => ({ fcp: stats(list.map((r) => r.fcp)), painted: stats(list.map((r) => r.painted)), bytes: stats(list.map((r) => r.bytes)), jsBytes: stats(list.map((r) => r.jsBytes)), runs: list });
  return { static: sum(runs.static), catalog: sum(runs.catalog), spell: sum(runs.spell) };
}

/** Budget rows in report.mjs's form. */
export function firstVisitBudgets(r) {
  const f = r.firstVisit;
  if (!f) return [];
  const sf = f.static.fcp.median;
  const sp = f.static.painted.median;
  const row = (name, value, limit, floor) => ({ name, value, limit, unit: 'ms', pass: value === null ? null : value <= limit, floor });
  return [
    row('first visit /kouzla: FCP (median) ≤ 1.5 × static page', f.catalog.fcp.median, 1.5 * sf, sf),
    row('first visit /kouzla: list painted (median) ≤ 2 × static page', f.catalog.painted.median, 2 * sp, sp),
    row('first visit /kouzla/fireball: FCP (median) ≤ 1.5 × static page', f.spell.fcp.median, 1.5 * sf, sf),
    row('first visit /kouzla/fireball: text painted (median) ≤ 2 × static page', f.spell.painted.median, 2 * sp, sp),
  ];
}

/** Figure rows for the table: [label, value, note]. */
export function firstVisitRows(r) {
  const f = r.firstVisit;
  if (!f) return [];
  const ms = (s) => (s.median !== null ? `${s.median} / ${s.p95} ms` : '—');
  const out = [];
  for (const [k, label] of [['static', 'static page (no app)'], ['catalog', '/kouzla'], ['spell', '/kouzla/fireball']]) {
    const x = f[k];
    out.push([`First visit ${label}: FCP`, ms(x.fcp), `n=${x.fcp.n}, cold, no SW`]);
    out.push([`  ${k === 'spell' ? 'text' : k === 'catalog' ? 'list' : 'heading'} painted`, ms(x.painted), `bytes before it: ${kb(x.bytes.median)} kB (JS ${kb(x.jsBytes.median)} kB)`]);
  }
  return out;
}
