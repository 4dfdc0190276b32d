// The timed parts of the bench in play: slot taps (one tab, or with a second tab open on the same
// character) and loading / saving a large stored state (method: bench/bench.mjs).
import { CONTEXT, CPU_RATE, STORAGE_RUNS, cssStr, prefix, sleep, stats, uiText } from './config.mjs';
import { S, STEADY, mountBenchPage, newContext, openPage, traced } from './session.mjs';
import { summary } from './measure.mjs';
import { writeFileSync } from 'node:fs';

// ---------- 4. slot taps ----------
/** Taps on /boj. With `secondTab`, another tab of the same browser context shows the same character's
 *  combat screen the whole time (every spend then also reaches that tab). */
export async function slotTaps(state, { taps = 60, secondTab = false } = {}) {
  const spend = prefix(uiText('tracker.slots.spend'));
  const restore = prefix(uiText('tracker.slots.restore'));
  const ctx = await newContext(state, STEADY);
  const group = '[data-testid="slots-1"]';
  let other;
  if (secondTab) {
    other = await openPage(ctx);
    await other.page.goto(`${S.base}/boj`);
    await other.page.waitForSelector(`${group} button[aria-label^=${cssStr(spend)}]`, { timeout: 120_000 });
  }
  const pp = await openPage(ctx);
  await pp.page.goto(`${S.base}/boj`);
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
  const profile = process.env.BENCH_PROFILE_SLOTS?.replace(/(\.cpuprofile)?$/, secondTab ? '-two.cpuprofile' : '-one.cpuprofile');
  const otherProfile = other && process.env.BENCH_PROFILE_OTHER;
  if (profile) await startProfile(pp.cdp);
  if (otherProfile) await startProfile(other.cdp);
  const trace = process.env.BENCH_TRACE_SLOTS?.replace(/(\.json)?$/, secondTab ? '-two.json' : '-one.json');
  const samples = await traced(pp.page, tapAll, trace);
  if (otherProfile) await stopProfile(other.cdp, otherProfile);
  if (profile) await stopProfile(pp.cdp, profile);
  await ctx.close();
  return summary(samples);
}

async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}

async function stopProfile(cdp, file) {
  writeFileSync(file, JSON.stringify((await cdp.send('Profiler.stop')).profile));
}

export async function storageBench(bigState) {
  await mountBenchPage('storage');
  const ctx = await S.browser.newContext(CONTEXT);
  // Seed once (unthrottled): the app migrates the version-1 seed and returns the keys it wrote.
  const seedPage = await ctx.newPage();
  await seedPage.goto(`${S.base}/__bench-storage/index.html`);
  await seedPage.waitForFunction(() => typeof window.__storageSeed === 'function', null, { timeout: 60_000 });
  const snapshot = await seedPage.evaluate((raw) => window.__storageSeed(raw), bigState);
  await seedPage.close();
  // Every run in a fresh page: the app loads its state once per start, with cold JIT and caches.
  const r = { load: [], firstSave: [], save: [] };
  for (let i = 0; i < STORAGE_RUNS; i++) {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(`${S.base}/__bench-storage/index.html`);
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

