// The app shell in index.html: it paints the header and navigation before any script file loads
// (on any deep link, light and dark), and React takes it over without moving anything (CLS ≈ 0).
import { test, expect, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

const frame = (page: Page) =>
  page.evaluate(() => {
    // places in the page, not in a scrolled window: a reload restores the last scroll position, and
    // scroll anchoring moves it when the failed start's alert goes in above the content
    window.scrollTo(0, 0);
    return ['header', 'nav', 'main', 'nav a[aria-current="page"]'].map((sel) => {
      const r = document.querySelector(sel)!.getBoundingClientRect();
      // main grows with its content: its place and width only
      return [sel, Math.round(r.x), Math.round(r.y), Math.round(r.width), sel === 'main' ? 0 : Math.round(r.height)];
    });
  });

for (const path of ['/', '/kouzla/fireball']) {
  test(`the shell paints ${path} with every script file blocked`, async ({ page }) => {
    await page.route('**/*.js', (r) => r.abort());
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Grimoár' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hlavní nabídka' });
    await expect(nav.getByRole('link')).toHaveText(['Postavy', 'Kouzla', 'Kniha', 'Boj', 'Pravidla']);
    const active = nav.getByRole('link', { name: path === '/' ? 'Postavy' : 'Kouzla' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    // the current tab looks current (its look follows aria-current), the others do not
    await expect(active).toHaveCSS('font-weight', '600');
    await expect(active).toHaveCSS('color', 'rgb(91, 33, 182)');
    await expect(nav.getByRole('link', { name: 'Pravidla' })).toHaveCSS('font-weight', '400');
  });
}

test('the shell is laid out before the stylesheet arrives (its CSS is inline), light and dark', async ({ page }) => {
  await page.route('**/*.js', (r) => r.abort());
  const look = async () => {
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Hlavní nabídka' })).toBeVisible();
    return { frame: await frame(page), background: await page.evaluate(() => getComputedStyle(document.body).backgroundColor) };
  };
  await page.goto('/kouzla');
  const seen: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('grimoar', JSON.stringify({ version: 2, state: { activeCharacterId: null, settings: { language: 'cs', theme: t } }, characters: [] })), theme);
    await page.unroute('**/*.css');
    const styled = await look();
    let blocked = 0;
    await page.route('**/*.css', (r) => (blocked++, r.abort()));
    const inline = await look();
    expect(blocked).toBeGreaterThan(0);
    expect(inline).toEqual(styled);
    seen.push(inline.background);
  }
  // the two themes' backgrounds, not the browser's default white twice
  expect(new Set(seen).size).toBe(2);
});

// The full stylesheet is fetched at once but applied with the app's first render (the shell has its
// CSS inline), or as soon as the app cannot start.
for (const app of ['starts', 'cannot start'] as const) {
  test(`the full stylesheet applies when the app ${app}`, async ({ page }) => {
    if (app === 'cannot start') await page.route('**/*.js', (r) => r.abort());
    await page.goto('/kouzla');
    // the page rendered at build time starts with its marker comment; React's render replaces it
    if (app === 'starts') await page.waitForFunction(() => document.getElementById('root')?.firstChild?.nodeType === Node.ELEMENT_NODE);
    else await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    const sheet = page.locator('link[rel="stylesheet"][href*="/assets/index-"]').first();
    await expect(sheet).toHaveAttribute('media', 'all');
    // a rule only the full stylesheet has: the dialog backdrop of the app's screens
    expect(await page.evaluate(() => Array.from(document.styleSheets).some((s) => s.media.mediaText === 'all' && Array.from(s.cssRules).some((r) => r.cssText.includes('::backdrop'))))).toBe(true);
  });
}

test('the shell follows the saved theme and language before any script file', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('grimoar', JSON.stringify({ version: 2, state: { activeCharacterId: null, settings: { language: 'en', theme: 'dark' } }, characters: [] })));
  await page.route('**/*.js', (r) => r.abort());
  await page.goto('/kouzla');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['Characters', 'Spells', 'Spellbook', 'Combat', 'Rules']);
  // label in name (WCAG 2.5.3): a player who says "click CS" finds the button
  await expect(page.getByRole('button', { name: 'CS — switch to Czech', exact: true })).toHaveText('CS');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(250, 250, 249)');
});

// the last one on a phone turned to landscape, where the navigation is a rail at the left
for (const [path, ready, viewport] of [
  ['/kouzla', '319 kouzel', null],
  ['/kouzla/fireball', 'zaklínání 3. úrovně', null],
  ['/', 'Postavy', null],
  ['/kouzla', '319 kouzel', { width: 667, height: 375 }],
] as const) {
  test(`React takes over ${path} without a layout shift${viewport ? ` (${viewport.width} × ${viewport.height})` : ''}`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) (window as unknown as { cls: number }).cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the shell alone, then the app
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/index-*.js', async (r) => {
      await held;
      await r.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('navigation')).toBeVisible();
    const shell = await frame(page);
    if (viewport) {
      // nav and main side by side
      const [, [, nx, , nw], [, mx]] = shell as [string, number, number, number, number][];
      expect(nx).toBe(0);
      expect(nw).toBeLessThanOrEqual(mx);
    }
    release();
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await frame(page)).toEqual(shell);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
  });
}

for (const [path, ready] of [
  ['/kouzla', '319 kouzel'],
  ['/kouzla/fireball', 'zaklínání 3. úrovně'],
] as const) {
  test(`a first visit to ${path} goes from the shell straight to the screen, with no "Načítám…" of React's`, async ({ page }) => {
    // React's loading placeholder would hold the screen back (its reveal lasts at least 300 ms)
    await page.addInitScript(() => {
      const w = window as unknown as { placeholders: number };
      w.placeholders = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of Array.from(r.addedNodes))
            if (n instanceof HTMLElement)
              for (const s of [n, ...Array.from(n.querySelectorAll('[role="status"]'))]) if (s.getAttribute('role') === 'status' && !s.classList.contains('shell-wait') && s.textContent?.startsWith('Načítám')) w.placeholders++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { placeholders: number }).placeholders)).toBe(0);
  });
}

// The catalog and every spell page are rendered at build time (src/prerender): their HTML alone
// shows the screen.
test('a shared link to the catalog or a spell shows it with every script file blocked', async ({ page }) => {
  await page.route('**/*.js', (r) => r.abort());
  await page.goto('/kouzla');
  await expect(page.getByText('319 kouzel')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Seznam kouzel' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: /Divotvorství/ })).toHaveAttribute('href', '/kouzla/thaumaturgy');
  await page.goto('/kouzla/fireball');
  await expect(page.getByRole('heading', { name: 'Ohnivá koule' })).toBeVisible();
  await expect(page.locator('main article')).toContainText('vykvete v ohnivý výbuch');
  // the app cannot start: the page says so above the screen it keeps
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Grimoár se nepodařilo spustit. Zkus stránku načíst znovu.');
});

test('a rendered Czech page waits for the app when the saved language is English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('grimoar', JSON.stringify({ version: 2, state: { activeCharacterId: null, settings: { language: 'en', theme: 'light' } }, characters: [] })));
  await page.route('**/*.js', (r) => r.abort());
  await page.goto('/kouzla/fireball');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['Characters', 'Spells', 'Spellbook', 'Combat', 'Rules']);
  // the Czech screen stays hidden; the start cannot finish without scripts, and says so in English
  await expect(page.getByRole('heading', { name: 'Ohnivá koule' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Grimoár could not start. Try reloading the page.');
  await page.unroute('**/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fireball' })).toBeVisible();
});

test('on a wide screen the phone-width rendered page waits for the app’s two panes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route('**/*.js', (r) => r.abort());
  await page.goto('/kouzla/fireball');
  await expect(page.getByRole('navigation', { name: 'Hlavní nabídka' })).toBeVisible();
  await expect(page.locator('main')).toBeHidden();
  await page.unroute('**/*.js');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Ohnivá koule' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Seznam kouzel' })).toBeVisible();
});

test('a start whose script file cannot load says so under the shell', async ({ page }) => {
  await page.route('**/assets/index-*.js', (r) => r.abort());
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Grimoár se nepodařilo spustit. Zkus stránku načíst znovu.');
  await expect(page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a failed start speaks the saved language, also on a page rendered at build time', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('grimoar', JSON.stringify({ version: 2, state: { activeCharacterId: null, settings: { language: 'en', theme: 'light' } }, characters: [] })));
  // the English strings are a chunk of their own: without them the start cannot finish
  await page.route('**/assets/en-*.js', (r) => r.abort());
  await page.goto('/kouzla');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('Grimoár could not start. Try reloading the page.');
  await expect(alert).toBeVisible();
});

// Chromium's "JavaScript off" in Playwright does not render <noscript> (the parser still runs with
// scripting on), so the served page's noscript markup is read as a reader without JavaScript gets it.
for (const path of ['/', '/kouzla/fireball']) {
  test(`${path} says in Czech and in English, without JavaScript, that the app needs it`, async ({ page }) => {
    await page.route('**/*.js', (r) => r.abort());
    await page.goto(path);
    const said = await page.evaluate(() =>
      Array.from(document.querySelectorAll('noscript')).map((n) => new DOMParser().parseFromString(n.textContent ?? '', 'text/html').body).filter((b) => b.querySelector('p')).map((b) => Array.from(b.querySelectorAll('p')).map((p) => [p.lang, p.textContent])),
    );
    expect(said).toEqual([[['', 'Grimoár potřebuje zapnutý JavaScript.'], ['en', 'Grimoár needs JavaScript turned on.']]]);
  });
}
