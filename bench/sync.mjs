// Part 7 of the bench, sync (method: bench/bench.mjs): a slot tap on one device → painted on the
// other, and 8 players at a GM's table for a minute (lag and the server's memory).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CPU_RATE, ROOT, cssStr, prefix, sleep, stats, uiText } from './config.mjs';
import { S, STEADY, newContext } from './session.mjs';
import { withTimeout } from './wait.mjs';
import { appSyncCode, player, startSyncServer, wall } from './sync-node.mjs';
import { envelope, loadMechanics, makeCharacters } from './seed.mjs';
import { joinKeyOf } from '../server/tokens.mjs';

const TAPS = Number(process.env.BENCH_SYNC_TAPS ?? 40);
const PLAYERS = 8;
const TABLE_SECONDS = Number(process.env.BENCH_SYNC_SECONDS ?? 60);
/** Spent 1st-level slots each player steps through (period 5: a value names its write for lags < 5 s). */
const CYCLE = [1, 2, 3, 4, 0];
/** A text of locales/cs/ui/sync.json, which holds both "sync.*" and "table.*". */
function syncText(path) {
  const json = JSON.parse(readFileSync(join(ROOT, 'locales/cs/ui/sync.json'), 'utf8'));
  const v = path.split('.').reduce((o, k) => o?.[k], json);
  if (typeof v !== 'string') throw new Error(`locales/cs/ui/sync.json has no ${path}`);
  return v;
}
const fill = (s, vars) => s.replace(/\{\{(\w+)\}\}/g, (_, k) => vars[k]);

async function throttledPage(ctx) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return page;
}

/** In the page: `afterPaint(fn)` calls fn with the wall clock at the end of the next frame (rAF + a
 *  posted message = after style/layout/paint, as bench/probe.mjs). */
const PAINT_CLOCK = `window.__afterPaint = (fn) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => fn(performance.timeOrigin + performance.now()); ch.port2.postMessage(null); });`;

/** In the page: the wall clock of every WebSocket message sent (__wsSent) and of every one received,
 *  before the app's handler runs (__wsRecv): where a tap's time goes (informational). */
function wsClock() {
  const now = () => performance.timeOrigin + performance.now();
  window.__wsSent = [];
  window.__wsRecv = [];
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (d) {
    window.__wsSent.push(now());
    return send.call(this, d);
  };
  const WS = window.WebSocket;
  window.WebSocket = class extends WS {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => window.__wsRecv.push(now()));
    }
  };
}

// ---------- 7a. tap on device A → painted on device B ----------
export async function syncTap() {
  const server = await startSyncServer();
  const contexts = [];
  try {
    const mech = loadMechanics(ROOT);
    const wizard = makeCharacters(mech, 1, 60, 11).map((c) => ({ ...c, id: 'bench-wizard', name: 'Mordenkainen' }));
    const ctxA = await newContext(envelope({ characters: wizard, activeCharacterId: 'bench-wizard' }), STEADY);
    contexts.push(ctxA);
    const ctxB = await newContext(undefined, STEADY);
    contexts.push(ctxB);
    const a = await throttledPage(ctxA);
    const b = await throttledPage(ctxB);
    await a.addInitScript(wsClock);
    await b.addInitScript(wsClock);
    // A: the input event's timestamp of every tap (pointerup, as the bench's other taps).
    await a.addInitScript(() => {
      window.__taps = [];
      addEventListener('pointerup', (e) => window.__taps.push(performance.timeOrigin + e.timeStamp), { capture: true });
    });
    // B: every change of the 1st-level slots' label, stamped at the end of the frame that shows it.
    let waiter = null;
    const paints = [];
    await b.exposeFunction('__syncPaint', (p) => {
      paints.push(p);
      waiter?.();
    });
    await b.addInitScript(`${PAINT_CLOCK}
      addEventListener('DOMContentLoaded', () => {
        let last = null;
        new MutationObserver(() => {
          const label = document.querySelector('[data-testid="slots-1"]')?.getAttribute('aria-label') ?? null;
          if (label === null || label === last) return;
          last = label;
          window.__afterPaint((t) => window.__syncPaint({ label, t }));
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
      });`);
    await pair(a, b, server.url, 'Mordenkainen');
    const spend = prefix(uiText('tracker.slots.spend'));
    const restore = prefix(uiText('tracker.slots.restore'));
    const group = '[data-testid="slots-1"]';
    for (const p of [a, b]) {
      await p.goto(`${S.base}/boj`);
      await p.waitForSelector(`${group} button[aria-label^=${cssStr(spend)}]`, { timeout: 60_000 });
    }
    await sleep(1000);
    const samples = [];
    const WARMUP = 2;
    for (let i = 0; i < TAPS + WARMUP; i++) {
      const sel = `${group} button[aria-label^=${cssStr(i % 2 === 0 ? spend : restore)}]`;
      const box = await a.evaluate((q) => {
        const r = document.querySelector(q)?.getBoundingClientRect();
        return r && r.width ? { x: r.x + r.width / 2, y: r.y + r.height / 2, h: innerHeight } : null;
      }, sel);
      if (!box || box.y < 0 || box.y > box.h) throw new Error(`sync tap: slot pip not on screen on device A: ${sel}`);
      const before = paints.length;
      const t0 = Date.now();
      const arrived = new Promise((r) => (waiter = () => paints.length > before && r()));
      await a.touchscreen.tap(box.x, box.y);
      await withTimeout(arrived, 10_000, `sync tap ${i + 1}: device B did not show the change (last label on B: ${paints.at(-1)?.label ?? 'none'})`);
      waiter = null;
      const paint = paints[before];
      const tapAt = await a.evaluate(() => window.__taps.at(-1));
      const sentAt = await a.evaluate((t) => window.__wsSent.find((x) => x >= t) ?? null, tapAt);
      const recvAt = sentAt === null ? null : await b.evaluate(([t, end]) => window.__wsRecv.find((x) => x >= t && x <= end) ?? null, [sentAt, paint.t]);
      if (i >= WARMUP) samples.push({ latency: paint.t - tapAt, onA: sentAt === null ? null : sentAt - tapAt, onB: recvAt === null ? null : paint.t - recvAt, between: recvAt === null ? null : recvAt - sentAt });
      // taps 300–500 ms apart (a fixed pseudo-random spread)
      await sleep(Math.max(0, 300 + ((i * 73) % 201) - (Date.now() - t0)));
    }
    const r1 = (x) => Math.round(x * 10) / 10;
    const part = (k) => stats(samples.map((s) => s[k]).filter((x) => x !== null));
    // Where the time goes: A (tap → its WebSocket send), between (send → B receives: network, server),
    // B (receive → painted). Page clocks of two renderers, so "between" is ± a millisecond.
    return { latency: stats(samples.map((s) => s.latency)), onA: part('onA'), between: part('between'), onB: part('onB'), warmup: WARMUP, samples: samples.map((s) => r1(s.latency)) };
  } finally {
    for (const c of contexts) await c.close().catch(() => undefined);
    await server.stop();
  }
}

/** A turns sync on for `name` and B adds the character from the device link (as test/e2e/sync.spec.ts). */
async function pair(a, b, serverUrl, name) {
  await a.goto(`${S.base}/`);
  await a.getByRole('button', { name: fill(uiText('characters.actions.syncLabel'), { name }) }).click({ timeout: 60_000 });
  const dlg = a.getByRole('dialog', { name: uiText('sync.dialogTitle') });
  await dlg.getByLabel(uiText('sync.server')).fill(serverUrl);
  await dlg.getByRole('button', { name: uiText('sync.enable') }).click();
  await dlg.getByTestId('sync-dialog-state').getByText(uiText('sync.state.synced')).waitFor({ timeout: 30_000 });
  const link = await dlg.getByRole('textbox', { name: uiText('sync.link') }).inputValue();
  await b.goto(link);
  const add = b.getByRole('dialog', { name: uiText('sync.add.title') });
  await add.getByRole('button', { name: uiText('sync.add.confirm') }).click({ timeout: 60_000 });
  await add.getByText(fill(uiText('sync.add.done'), { name })).waitFor({ timeout: 30_000 });
  await add.getByRole('button', { name: uiText('common.done') }).click();
  await b.getByTestId('sync-state').getByText(uiText('sync.state.synced')).waitFor({ timeout: 30_000 });
}

// ---------- 7b. 8 players at a GM's table for a minute ----------
export async function syncTable() {
  const server = await startSyncServer();
  const rss = { idle: server.rss(), samples: [] };
  const players = [];
  let ctx = null;
  try {
    const code = await appSyncCode();
    const mech = loadMechanics(ROOT);
    // full casters only (a warlock has no 1st-level slots, only pact magic)
    const chars = makeCharacters(mech, 12, 25, 17)
      .filter((c) => c.classes[0].classId !== 'warlock')
      .slice(0, PLAYERS)
      .map((c) => {
        const v = code.validateCharacter(c);
        if (!v.ok) throw new Error(`sync table: seed character ${c.name} is not valid`);
        return { ...v.value, caster: { ...v.value.caster, spentSlots: v.value.caster.spentSlots.map(() => 0) } };
      });
    ctx = await newContext(undefined, STEADY);
    const gm = await throttledPage(ctx);
    await gm.goto(`${S.base}/stul`);
    await gm.getByLabel(syncText('table.name')).fill('Bench', { timeout: 60_000 });
    await gm.getByLabel(syncText('table.server')).fill(server.url);
    await gm.getByRole('button', { name: syncText('table.create') }).click();
    await gm.locator('[data-testid="table-connection"][data-state="synced"]').waitFor({ timeout: 30_000 });
    const gmKey = await withTimeout(gm.waitForFunction(() => JSON.parse(localStorage.getItem('grimoar:sync') ?? 'null')?.tables?.[0]?.gmKey).then((h) => h.jsonValue()), 10_000, 'sync table: the GM key in storage');
    const joinKey = joinKeyOf(gmKey);
    for (const c of chars) players.push(await player(server.port, joinKey, c, code));
    await gm
      .waitForFunction((n) => [...document.querySelectorAll('[data-testid="party-card"]')].filter((e) => /\b4\/4\b/.test(e.querySelector('[data-testid="party-slot-1"]')?.textContent ?? '')).length === n, PLAYERS, { timeout: 60_000, polling: 250 })
      .catch(async (e) => {
        throw new Error(`sync table: the GM view did not show ${PLAYERS} characters; it shows: ${(await gm.evaluate(() => document.querySelector('main')?.innerText ?? '')).slice(0, 600)}`, { cause: e });
      });
    // On the GM page: every change of a card's 1st-level "free/total", stamped at the end of its frame.
    await gm.evaluate(`${PAINT_CLOCK}
      window.__gmPaints = [];
      const last = new Map();
      new MutationObserver(() => {
        for (const card of document.querySelectorAll('[data-testid="party-card"]')) {
          const name = card.querySelector('h2')?.textContent ?? '';
          const free = (card.querySelector('[data-testid="party-slot-1"]')?.textContent ?? '').match(/(\\d+)\\/\\d+/)?.[1];
          if (free === undefined || last.get(name) === free) continue;
          last.set(name, free);
          window.__afterPaint((t) => window.__gmPaints.push({ name, free: Number(free), t }));
        }
      }).observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true });`);
    const clock = await clockOffset(gm);
    await sleep(2000);
    // Each player taps once a second, the players 1/8 s apart.
    const writes = [];
    const t0 = wall() + 200;
    rss.samples.push({ s: 0, mb: server.rss() });
    const rssTimer = setInterval(() => rss.samples.push({ s: Math.round((wall() - t0) / 1000), mb: server.rss() }), 5000);
    try {
      const timers = [];
      await new Promise((resolve) => {
        let left = PLAYERS * TABLE_SECONDS;
        players.forEach((p, i) => {
          for (let k = 0; k < TABLE_SECONDS; k++)
            timers.push(
              setTimeout(() => {
                const free = 4 - CYCLE[k % CYCLE.length];
                writes.push({ name: p.name, free, t: p.spend(CYCLE[k % CYCLE.length]), s: k });
                if (--left === 0) resolve();
              }, Math.max(0, t0 + k * 1000 + (i * 1000) / PLAYERS - wall())),
            );
        });
      });
      await sleep(3000); // the last writes reach the GM
    } finally {
      clearInterval(rssTimer);
    }
    if (rss.samples.at(-1)?.s !== TABLE_SECONDS) rss.samples.push({ s: TABLE_SECONDS, mb: server.rss() });
    if (server.rss() === null) throw new Error(`sync table: the server process is gone: ${server.stderr().slice(-500)}`);
    const seen = await gm.evaluate(() => window.__gmPaints);
    return { ...matchLag(writes, seen), clockOffsetMs: clock, rss: summariseRss(rss), players: PLAYERS, seconds: TABLE_SECONDS };
  } finally {
    for (const p of players) p.destroy();
    await ctx?.close().catch(() => undefined);
    await server.stop();
  }
}

/** Each write → the first GM paint of that character showing its value after it (before the
 *  character's next write with the same value). Unmatched writes were coalesced or lost. */
function matchLag(writes, seen) {
  const byName = new Map();
  for (const p of seen) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
  const lags = [];
  let missed = 0;
  for (const w of writes) {
    const next = writes.find((x) => x.name === w.name && x.free === w.free && x.t > w.t);
    const p = (byName.get(w.name) ?? []).find((q) => q.free === w.free && q.t >= w.t && (!next || q.t < next.t));
    if (p) lags.push({ s: w.s, lag: p.t - w.t });
    else missed++;
  }
  const window10 = (from, to) => stats(lags.filter((l) => l.s >= from && l.s < to).map((l) => l.lag));
  const n = Math.max(...writes.map((w) => w.s)) + 1;
  const perTen = [];
  for (let s = 0; s < n; s += 10) perTen.push({ from: s, ...window10(s, s + 10) });
  return { lag: stats(lags.map((l) => l.lag)), first10: window10(0, 10), last10: window10(n - 10, n), perTenSeconds: perTen, writes: writes.length, missed };
}

function summariseRss(rss) {
  const at = (s) => rss.samples.reduce((best, x) => (best === null || Math.abs(x.s - s) < Math.abs(best.s - s) ? x : best), null)?.mb ?? null;
  return { idleMB: rss.idle, startMB: at(0), at30sMB: at(30), endMB: rss.samples.at(-1)?.mb ?? null, samples: rss.samples };
}

/** Page clock − Node clock in ms, from the round trip with the smallest time (± half of it). */
async function clockOffset(page) {
  let best = null;
  for (let i = 0; i < 7; i++) {
    const a = wall();
    const p = await page.evaluate(() => performance.timeOrigin + performance.now());
    const b = wall();
    if (!best || b - a < best.rtt) best = { rtt: b - a, offset: p - (a + b) / 2 };
  }
  return { offset: Math.round(best.offset * 10) / 10, uncertainty: Math.round((best.rtt / 2) * 10) / 10 };
}
