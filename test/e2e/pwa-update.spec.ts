// A new version of the app: it waits for the player's tap, then reloads once with the state kept;
// its prompt comes with the next screen the player opens (the one on show does not move) and takes
// its own room under the header, so it never lies over what the player reads.
import { test, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { seedState } from './print-seed';

test.use({ serviceWorkers: 'allow' });

const distDir = resolve(fileURLToPath(new URL('../../', import.meta.url)), process.env.E2E_DIST ?? 'dist');

async function seed(page: Page) {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('grimoar')) localStorage.setItem('grimoar', s);
  }, JSON.stringify(seedState('cs')));
}

/** Asks the server for a new version and waits until it is installed and waiting (workbox-window
 *  tells the app in two reports some 200 ms apart). */
async function findNewVersion(page: Page) {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update();
  });
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
  await page.waitForTimeout(500);
}

/** A tiny static server of the build whose sw.js can be changed, as a new deploy would. */
async function deployServer(): Promise<{ url: string; deployNext: () => void; close: () => Promise<void> }> {
  let build = 1;
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(distDir, path);
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
    let body: Buffer | string = readFileSync(file);
    if (path === '/sw.js' && build > 1) body = `${body.toString('utf8')}\n// build ${build}\n`;
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, deployNext: () => void (build += 1), close: () => new Promise((r) => server.close(() => r())) };
}

test('a new version waits for the player, then reloads once they tap; state survives', async ({ page }) => {
  const server = await deployServer();
  try {
    await seed(page);
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller);
    // a change the player made just before: it must survive the update's reload
    await page.getByRole('button', { name: 'Přepnout do angličtiny' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'still here';
    });
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

    server.deployNext();
    await findNewVersion(page);
    const prompt = page.getByRole('region', { name: 'A new version is available' });
    await expect(prompt).toBeHidden();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Spells' }).click();
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Later' })).toBeVisible();
    // read out politely (inside a status region); focus goes to the new screen as always, not to it
    await expect(page.getByRole('status').filter({ has: prompt })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // nothing reloads on its own; the new worker waits
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Load new version' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
    // the screen the player was on, still in English, and the characters are there
    await expect(page.getByRole('heading', { level: 1, name: 'Spells' })).toBeVisible();
    await expect(prompt).toBeHidden();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Characters' }).click();
    await expect(page.getByText('Elara Stříbrná').first()).toBeVisible();
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  } finally {
    await server.close();
  }
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone mid-fight the screen does not move; on the next screens the prompt covers neither the header, the screen nor the slot panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const server = await deployServer();
  try {
    await seed(page);
    await page.goto(`${server.url}/boj`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    const panel = page.getByTestId('thumb-panel');
    await expect(panel).toBeVisible();
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller);
    const top = (await h1.boundingBox())!.y;
    server.deployNext();
    await findNewVersion(page);
    const prompt = page.getByRole('region', { name: 'Je dostupná nová verze' });
    await expect(prompt).toBeHidden();
    expect((await h1.boundingBox())!.y).toBe(top);
    const nav = page.getByRole('navigation', { name: 'Hlavní nabídka' });
    await nav.getByRole('link', { name: 'Kniha' }).click();
    await expect(prompt).toBeVisible();
    await nav.getByRole('link', { name: 'Boj' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Boj/ })).toBeVisible();
    await expect(prompt).toBeVisible();
    const box = (await prompt.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const navBox = (await nav.boundingBox())!;
    // the prompt is under the header and the screen starts under the prompt
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect((await h1.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height);
    for (const other of [header, navBox, (await h1.boundingBox())!, (await panel.boundingBox())!]) expect(overlap(box, other), JSON.stringify(other)).toBe(false);
    // nothing in the middle of it is something else of the page lying under it
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('section')?.getAttribute('aria-labelledby'), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(hit).toBe('pwa-update-title');
    // "Později": gone, and the screen moves back up under the header
    await prompt.getByRole('button', { name: 'Později' }).click();
    await expect(prompt).toBeHidden();
    expect((await h1.boundingBox())!.y).toBeLessThan(box.y + box.height);
  } finally {
    await server.close();
  }
});
