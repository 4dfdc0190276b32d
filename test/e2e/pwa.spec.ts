// The offline PWA in Chromium: the precache holds the whole app (shell, every chunk, both
// locales' UI strings and spell texts), the manifest and icons pass Chromium's installability check,
// and after ONE visit the app works with the network off — reload, deep links, language switch,
// catalog search, casting, print. An update: pwa-update.spec.ts.
import { test, expect, chromium, type APIRequestContext, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedState } from './print-seed';
import { chromiumLaunch } from '../../playwright.config';

test.use({ serviceWorkers: 'allow' });

const root = fileURLToPath(new URL('../../', import.meta.url));
const distDir = resolve(root, process.env.E2E_DIST ?? 'dist');

type SpellText = { name: string; description: string[] };
const spells = (lng: string) => JSON.parse(readFileSync(join(root, `locales/${lng}/spells.json`), 'utf8')) as Record<string, SpellText>;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [relative(distDir, p).split('\\').join('/')];
  });
}

async function precacheUrls(request: APIRequestContext): Promise<string[]> {
  const sw = await (await request.get('/sw.js')).text();
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
}

/** JS source with string escapes undone, so texts can be searched as the user reads them. */
function unescapeJs(js: string): string {
  return js.replace(/\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/g, (_, u?: string, x?: string) => String.fromCharCode(parseInt(u ?? x!, 16))).replace(/\\(["'\\/`])/g, '$1');
}

function pngSize(buf: Buffer): { w: number; h: number } {
  expect(buf.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { w: buf.readUInt32BE(16), h: buf.readUInt32BE(20) };
}

async function seed(page: Page) {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('grimoar')) localStorage.setItem('grimoar', s);
  }, JSON.stringify(seedState('cs')));
}

/** First visit: wait until the service worker is active (precache complete) and controls the page. */
async function visitOnce(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

test('the precache holds every built file, both locales\u2019 UI strings and both locales\u2019 spell texts', async ({ request }) => {
  const urls = await precacheUrls(request);
  expect(new Set(urls).size).toBe(urls.length);
  // the pages rendered for a first visit are served by the host only: offline, navigations get index.html
  const built = filesUnder(distDir).filter((f) => f !== 'sw.js' && !/^workbox-[\w-]+\.js$/.test(f) && !f.endsWith('.map') && !/^kouzla(\.html|\/)/.test(f));
  expect(built.length).toBeGreaterThan(10);
  expect(urls.sort()).toEqual(built.sort());
  expect(urls).toContain('index.html');
  expect(urls).toContain('manifest.webmanifest');

  const js = await Promise.all(urls.filter((u) => u.endsWith('.js')).map(async (u) => ({ u, text: unescapeJs(await (await request.get(`/${u}`)).text()) })));
  for (const lng of ['cs', 'en']) {
    const texts = Object.values(spells(lng));
    expect(texts.length).toBe(319);
    const holder = js.filter((f) => texts.every((s) => f.text.includes(s.name) && f.text.includes(s.description[0].slice(0, 60))));
    expect(holder.map((f) => f.u), `${lng} spell texts`).toHaveLength(1);
  }
  const ui = (lng: string, file: string) => JSON.parse(readFileSync(join(root, `locales/${lng}/ui/${file}.json`), 'utf8'));
  expect(js.some((f) => f.text.includes(ui('cs', 'pwa').pwa.updateTitle))).toBe(true);
  expect(js.some((f) => f.text.includes(ui('en', 'pwa').pwa.updateTitle))).toBe(true);
  expect(js.some((f) => f.text.includes(ui('en', 'print').print.sheet.saveDC))).toBe(true);
});

test('manifest, icons and iOS tags make it installable', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'cs', short_name: 'Grimoár', start_url: '/', display: 'standalone', theme_color: '#4c1d95' });
  expect(manifest.name).toContain('Grimoár');
  expect(manifest.description).toMatch(/bez připojení/);
  // a long press on the icon opens the fight or the spellbook; the app turns with the device
  expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual(['/boj', '/kniha', '/kouzla']);
  expect(manifest.orientation).toBeUndefined();
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const i of icons) {
    const [w, h] = i.sizes.split('x').map(Number);
    expect(pngSize(await (await request.get(`/${i.src}`)).body())).toEqual({ w, h });
  }
  expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual({ w: 180, h: 180 });

  await visitOnce(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Grimoár');
});

test('Chromium finds no installability errors', async ({ baseURL }) => {
  // Test contexts are incognito-like (never installable): use a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'grimoar-pwa-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await visitOnce(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('only a returning start preloads the start chunk (code cache), and the app takes that fetch', async ({ page }) => {
  const unused: string[] = [];
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) unused.push(m.text());
  });
  const preloads = () => page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]'), (l) => new URL(l.href).pathname));
  await seed(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  expect(await preloads()).toEqual([]); // a first visit streams the compile
  await visitOnce(page);
  await page.reload();
  await expect(page.getByText('Elara Stříbrná').first()).toBeVisible();
  const list = await preloads();
  expect(list).toHaveLength(1);
  expect(list[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // one fetch: the app's import() took the preloaded response
  expect(await page.evaluate((e) => performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname === e).length, list[0])).toBe(1);
  await page.waitForTimeout(3500); // Chromium warns of a preload unused after 3 s
  expect(unused).toEqual([]);
});

test('after one visit the whole app works offline', async ({ page, context }) => {
  await seed(page);
  await visitOnce(page);
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // reload
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  await expect(page.getByText('Elara Stříbrná').first()).toBeVisible();

  // deep links and the catalog search (spell texts from the precache)
  await page.goto('/kouzla/fireball');
  await expect(page.getByRole('heading', { level: 1, name: 'Ohnivá koule' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ohnivá koule' })).toContainText('vykvete v ohnivý výbuch');
  await page.goto('/kouzla');
  await page.getByRole('searchbox', { name: 'Hledat kouzlo' }).fill('magicka strela');
  await expect(page.getByRole('list', { name: 'Seznam kouzel' }).getByRole('link', { name: /Magická střela/ })).toBeVisible();

  // language switch: English UI strings and English spell texts, both from the precache
  await page.getByRole('button', { name: 'Přepnout do angličtiny' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spells' })).toBeVisible();
  await page.goto('/kouzla/fireball');
  await expect(page.getByRole('heading', { level: 1, name: 'Fireball' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Fireball' })).toContainText('A bright streak flashes');
  await page.getByRole('button', { name: 'Switch to Czech' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ohnivá koule' })).toBeVisible();

  // casting at the table, and the spent slot survives an offline reload
  await page.goto('/boj');
  await expect(page.getByRole('heading', { level: 1, name: 'Boj: Elara Stříbrná' })).toBeVisible();
  await expect(page.getByTestId('slots-1')).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 4 ze 4 volné');
  await page.getByRole('button', { name: 'Seslat', exact: true }).click();
  await page.getByRole('dialog', { name: 'Seslat kouzlo' }).getByRole('button', { name: /^Magická střela/ }).click();
  const cast = page.getByRole('dialog', { name: 'Seslat: Magická střela' });
  await cast.getByRole('radio', { name: /Pozice 1\. úrovně/ }).check();
  await cast.getByRole('button', { name: 'Seslat', exact: true }).click();
  await expect(cast.getByRole('heading', { name: 'Sesláno' })).toBeVisible();
  await cast.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page.getByTestId('slots-1')).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze 4 volné');
  await page.reload();
  await expect(page.getByTestId('slots-1')).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze 4 volné');

  // print
  await page.goto('/tisk');
  await expect(page.getByTestId('spell-sheet')).toContainText('Ohnivá koule');
  await page.getByRole('button', { name: 'Karty kouzel' }).click();
  await expect(page.getByTestId('cards-summary')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.card-page [data-testid=spell-card][data-spell=fireball]')).toContainText('vykvete v ohnivý výbuch');
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone the "ready offline" note moves nothing on arrival, comes with the next screen, covers nothing and stays until ×', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seed(page);
  await page.goto('/kniha');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  const before = (await h1.boundingBox())!.y;
  // the first visit's service worker takes control a few seconds in: the screen under the finger stays put
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const note = page.getByTestId('pwa-offline');
  await expect(note).toHaveCount(0);
  expect((await h1.boundingBox())!.y).toBe(before);
  // the next screen the player opens brings it
  await page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Boj' }).click();
  await expect(h1).toContainText('Boj');
  await expect(note).toContainText('Grimoár je připravený i\u00a0bez připojení.');
  const box = (await note.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  // in the flow under the header: the screen starts under it, and it lies over nothing the player taps
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect((await h1.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height);
  const nav = page.getByRole('navigation', { name: 'Hlavní nabídka' });
  const panel = page.getByTestId('thumb-panel');
  const cast = panel.getByRole('button', { name: 'Seslat', exact: true });
  for (const other of [header, (await nav.boundingBox())!, (await panel.boundingBox())!, (await cast.boundingBox())!]) expect(overlap(box, other), JSON.stringify(other)).toBe(false);
  // it does not go by itself (the page would jump under a finger)
  await page.waitForTimeout(7000);
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'Zavřít oznámení' }).click();
  await expect(note).toBeHidden();
});

test('on a phone in landscape the "ready offline" note sits in the header and pushes nothing down', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await seed(page);
  await page.goto('/kniha');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Boj' }).click();
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText('Boj');
  const note = page.getByTestId('pwa-offline');
  await expect(note).toContainText('Grimoár je připravený i\u00a0bez připojení.');
  // still a polite status, closed by a named ×
  await expect(page.getByRole('status').filter({ has: note })).toHaveCount(1);
  const box = (await note.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  // one line inside the header's height, over none of the header's links and buttons
  expect(box.y).toBeGreaterThanOrEqual(header.y);
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  expect(box.height).toBeLessThanOrEqual(48);
  for (const b of await page.getByRole('banner').locator('a, button').all()) expect(overlap(box, (await b.boundingBox())!)).toBe(false);
  const top = (await h1.boundingBox())!.y;
  expect(top).toBeLessThan(header.y + header.height + 40);
  await note.getByRole('button', { name: 'Zavřít oznámení' }).click();
  await expect(note).toBeHidden();
  // the screen did not move when it went: it never took room of its own
  expect((await h1.boundingBox())!.y).toBe(top);
});
