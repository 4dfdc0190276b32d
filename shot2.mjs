import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/kouzla', '/kouzla/fireball']) {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const p = await ctx.newPage();
  await p.addInitScript(() => { window.__cls = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true }); });
  let release; const held = new Promise((r) => (release = r));
  await p.route('**/assets/index-*.js', async (r) => { await held; await r.continue(); });
  await p.goto('http://127.0.0.1:4175' + path, { waitUntil: 'commit' });
  await p.waitForTimeout(800);
  const n = path.split('/').pop();
  await p.screenshot({ path: `/tmp/desk-pre-${n}.png` });
  release();
  await p.waitForFunction(() => !document.getElementById('root').innerHTML.includes('<!--app-->'));
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/desk-app-${n}.png` });
  console.log(path, 'CLS', await p.evaluate(() => window.__cls));
  await ctx.close();
}
await b.close();
