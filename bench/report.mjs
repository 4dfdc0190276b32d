// The bench's budgets and its printed table. Interaction budgets are relative to the empty-page floor
// measured in the same run (at most one frame of the app's own work on top of what Chromium itself
// costs on this host), cold start relative to the static page's figure.
import { CPU_RATE, kb } from './config.mjs';

export function budgets(r) {
  const out = [];
  // floor = the same figure for an empty page / static page (Chromium's own cost here), for context
  const add = (name, value, limit, unit, floor) => out.push({ name, value, limit, unit, pass: value === null || value === undefined ? null : value <= limit, ...(floor !== undefined ? { floor } : {}) });
  const cf = r.coldLoad?.floor.usable.median;
  const FRAME = 16;
  if (r.bytes) add('initial JS (gzip)', r.bytes.initialJs.gzip / 1000, 120, 'kB');
  if (r.coldLoad && cf) {
    add('first screen usable, server (median) ≤ 3 × static page', r.coldLoad.server.usable.median, 3 * cf, 'ms', cf);
    add('first screen usable, offline SW (median) ≤ 3 × static page', r.coldLoad.offline.usable.median, 3 * cf, 'ms', cf);
  }
  // each interaction part against the floor measured right before it
  const relative = (name, x) => x && add(`${name} ≤ floor + 16`, x.busy.p95, x.floor.busy.p95 + FRAME, 'ms', x.floor.busy.p95);
  relative('search keystroke → paint p95, 319 spells (main thread)', r.search319);
  if (r.search5000) add('search keystroke → paint p95, 5,319 spells (main thread)', r.search5000.busy.p95, 50, 'ms', r.search5000.floor.busy.p95);
  relative('slot tap → paint p95 (main thread)', r.slotTap);
  relative('slot tap → paint p95, two tabs open (main thread)', r.slotTapTwoTabs);
  if (r.storage) {
    add('save, 50 characters (median, one character changed)', r.storage.save.median, 5, 'ms');
    add('load, 50 characters (median)', r.storage.load.median, 40, 'ms');
    add('stored state, 50 characters', r.storage.utf8Bytes / 1000, 1000, 'kB');
  }
  if (r.syncTap) add('sync: tap on device A → painted on device B, p95', r.syncTap.latency.p95, 250, 'ms');
  if (r.syncTable) {
    const t = r.syncTable;
    add('sync table: writes the GM view never showed', t.missed, 0, '');
    if (t.first10.p95 !== null) add('sync table: GM lag p95, last 10 s ≤ first 10 s + 100', t.last10.p95, t.first10.p95 + 100, 'ms');
    add('sync table: GM lag p95, last 10 s', t.last10.p95, 1000, 'ms');
    if (t.rss.startMB !== null) add('sync table: server RSS at the end ≤ start + 30', t.rss.endMB, t.rss.startMB + 30, 'MB');
  }
  return out;
}

export function printTable(r) {
  const rows = [];
  const row = (a, b = '', c = '') => rows.push([a, String(b), String(c)]);
  const ms = (s) => (s && s.median !== null ? `${s.median} / ${s.p95} ms` : '—');
  row(`Grimoár bench — ${r.date}`, `${r.machine.nproc} CPU, Node ${r.machine.node}`, r.machine.chromium ?? '');
  row(`CPU ${r.calibration && Object.keys(r.calibration).length ? 'calibrated' : `×${CPU_RATE}`}, 390×844`, 'median / p95', '');
  const bi = r.machine.benchmarkIndex;
  for (const [part, cal] of Object.entries(r.calibration ?? {})) {
    row(`CPU throttle for ${part}: BenchmarkIndex ${cal.unthrottled} → ${cal.target}`, `×${cal.rate}`, cal.steps.map((x) => `×${x.rate} → ${x.index}`).join(', ') + (cal.converged === false ? ' (no try within 5 %: median of the rates they implied)' : ''));
  }
  if (bi) row('Host speed (Lighthouse BenchmarkIndex)', `${bi.start.unthrottled} → ${bi.end?.unthrottled ?? '—'}`, `at ×${CPU_RATE}: ${bi.start.throttled} → ${bi.end?.throttled ?? '—'} (start → end of run)`);
  if (r.bytes) {
    const b = r.bytes;
    row('Initial JS (gzip / brotli)', `${kb(b.initialJs.gzip)} / ${kb(b.initialJs.brotli)} kB`, `${b.initialJs.files.length} files, raw ${kb(b.initialJs.raw)} kB`);
    row('Initial CSS (gzip / brotli)', `${kb(b.initialCss.gzip)} / ${kb(b.initialCss.brotli)} kB`, `raw ${kb(b.initialCss.raw)} kB`);
    if (b.precache) row('Precache (raw / gzip)', `${kb(b.precache.raw)} / ${kb(b.precache.gzip)} kB`, `${b.precache.count} files`);
    for (const [lng, t] of Object.entries(b.spellTexts)) row(`Spell texts ${lng} (gzip / brotli)`, `${kb(t.gzip)} / ${kb(t.brotli)} kB`, t.inInitial ? 'IN INITIAL JS!' : 'lazy chunk');
  }
  if (r.coldLoad) {
    for (const k of ['server', 'offline', 'returning', 'floor', 'reactFloor']) {
      const c = r.coldLoad[k];
      if (!c) continue;
      row(`Cold load ${{ server: '(server)', offline: '(offline, SW)', returning: '(offline, second start: V8 code cache)', floor: '(floor: static page, no app)', reactFloor: '(the floor page rendered by React)' }[k]}: FCP`, ms(c.fcp), `n=${c.fcp.n}`);
      row('  list painted', ms(c.painted));
      row('  usable (tap handled + painted)', ms(c.usable), `tap itself ${ms(c.tap)}`);
    }
  }
  if (r.screenOpen) row('Opening the catalog (tap → list painted, SW)', ms(r.screenOpen), `n=${r.screenOpen.n}, no budget`);
  const inter = (name, x, fl) => {
    const over = fl && x !== fl ? `; empty page +${Math.round((x.busy.median - fl.busy.median) * 10) / 10} ms (median)` : '';
    row(`${name}: main thread`, ms(x.busy), `n=${x.busy.n}${x.timedOut ? `, ${x.timedOut} timed out` : ''}${over}`);
    row('  latency (input timestamp → painted)', ms(x.latency));
  };
  // each part after the floor measured right before it
  const part = (name, x, floorName) => {
    if (!x) return;
    inter(`${floorName}, empty page`, x.floor);
    inter(name, x, x.floor);
  };
  part('Search keystroke → paint, 319', r.search319, 'Floor: keystroke');
  part('Search keystroke → paint, 5,319', r.search5000, 'Floor: keystroke');
  part('Slot tap → paint', r.slotTap, 'Floor: tap');
  part('Slot tap → paint, two tabs open', r.slotTapTwoTabs, 'Floor: tap');
  if (r.storage) {
    const s = r.storage;
    row('Storage load, 50 × 60', ms(s.load), `n=${s.load.n}, repairs ${s.repairs}`);
    row('Storage first save (cold code)', ms(s.firstSave));
    row('Storage save (one character changed)', ms(s.save));
    row('Stored state, 50 × 60', `${kb(s.utf8Bytes)} kB`, `${(s.shareOf5MB * 100).toFixed(1)} % of 5 MB, ${s.keys} keys`);
  }
  if (r.syncTap) row('Sync: tap on A → painted on B (latency)', ms(r.syncTap.latency), `n=${r.syncTap.latency.n}, two devices, both ×${CPU_RATE}`);
  if (r.syncTap?.onA) row('  tap → sent on A / sent → received on B / → painted on B', `${r.syncTap.onA.median} / ${r.syncTap.between.median} / ${r.syncTap.onB.median} ms`, 'medians');
  if (r.syncTable) {
    const t = r.syncTable;
    row(`Sync table: ${t.players} players × ${t.seconds} s → GM lag`, ms(t.lag), `n=${t.lag.n} of ${t.writes} writes, clock offset ${t.clockOffsetMs.offset} ± ${t.clockOffsetMs.uncertainty} ms`);
    row('  GM lag p95, first 10 s / last 10 s', `${t.first10.p95} / ${t.last10.p95} ms`, t.perTenSeconds.map((x) => x.p95).join(' · ') + ' ms (p95 per 10 s)');
    const m = t.rss;
    row('  server RSS: idle / start / 30 s / end', `${m.idleMB} / ${m.startMB} / ${m.at30sMB} / ${m.endMB} MB`);
  }
  if (r.lighthouse) for (const [p, l] of Object.entries(r.lighthouse)) row(`Lighthouse ${p} (perf / a11y / best)`, `${l.performance} / ${l.accessibility} / ${l.bestPractices}`, `FCP ${Math.round(l.fcpMs)} ms, LCP ${Math.round(l.lcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms`);
  row('');
  for (const b of r.budgets) {
    const floorNote = b.floor !== undefined && b.floor !== null ? `  (empty/static page: ${Math.round(b.floor * 10) / 10} ${b.unit})` : '';
    row(`${b.pass === null ? '?' : b.pass ? 'PASS' : 'FAIL'}  ${b.name}`, `${b.value === null ? '—' : Math.round(b.value * 10) / 10} ${b.unit}`, `≤ ${Math.round(b.limit * 10) / 10} ${b.unit}${floorNote}`);
  }
  const w = [0, 1, 2].map((i) => Math.max(...rows.map((x) => x[i].length)));
  console.log(rows.map((x) => x.map((c, i) => c.padEnd(w[i])).join('  ').trimEnd()).join('\n'));
}

