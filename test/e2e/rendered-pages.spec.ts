// A page rendered at build time (src/prerender) before the app runs, and as the app takes it over:
// nothing the player typed, selected or tapped there is lost.
import { test, expect, type Page } from '@playwright/test';
import { storedCharacter, storedState } from './fixtures';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

/** Holds the app's start chunk until the returned function is called: the rendered page stays up. */
async function holdStartChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/assets/index-*.js', async (r) => {
    await held;
    await r.continue();
  });
  return release;
}

test('a query typed into the rendered catalog before the app runs is kept', async ({ page }) => {
  const release = await holdStartChunk(page);
  await page.goto('/kouzla', { waitUntil: 'commit' });
  await page.getByRole('searchbox').fill('ohniv');
  release();
  await expect(page).toHaveURL(/[?&]q=ohniv/);
  await expect(page.getByRole('searchbox')).toHaveValue('ohniv');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await expect(page.getByRole('link', { name: /Ohnivá koule/ })).toBeVisible();
  // typing goes on in the app's box
  await page.keyboard.type('a');
  await expect(page.getByRole('searchbox')).toHaveValue('ohniva');
  await expect(page.getByText('319 kouzel')).toHaveCount(0);
});

test('a search box focused before the app runs keeps the focus, so typing goes on', async ({ page }) => {
  const release = await holdStartChunk(page);
  await page.goto('/kouzla', { waitUntil: 'commit' });
  await page.getByRole('searchbox').focus();
  release();
  // the app has replaced the page: its markers (<!--app-->) are gone from #root
  await expect.poll(() => page.evaluate(() => document.getElementById('root')!.firstChild?.nodeType === Node.COMMENT_NODE)).toBe(false);
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('ohniv');
  await expect(page.getByRole('searchbox')).toHaveValue('ohniv');
  await expect(page.getByRole('link', { name: /Ohnivá koule/ })).toBeVisible();
});

test('a shared link’s query shows in the rendered box; a selection made there is the app’s too', async ({ page }) => {
  const release = await holdStartChunk(page);
  await page.goto('/kouzla?q=ohniv', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox');
  await expect(box).toHaveValue('ohniv');
  // the player selects the query to replace it just as the app takes over
  await box.selectText();
  release();
  await expect.poll(() => page.evaluate(() => document.getElementById('root')!.firstChild?.nodeType === Node.COMMENT_NODE)).toBe(false);
  await page.keyboard.type('mráz');
  await expect(box).toHaveValue('mráz');
  await expect(page).toHaveURL(/[?&]q=mr%C3%A1z/);
});

test('a tap on the rendered catalog’s filter button before the app runs opens the filters', async ({ page }) => {
  const release = await holdStartChunk(page);
  await page.goto('/kouzla?class=cleric', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Filtry' }).click();
  await expect(page.getByRole('button', { name: 'klerik', exact: true })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'klerik', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Filtry (1)' })).toHaveAttribute('aria-expanded', 'true');
});

// A spell page rendered at build time knows no player: its "no character yet" box is for a device
// without stored data only; elsewhere it keeps its place, unseen, until the app shows the add button.
test('a rendered spell page tells only a device without stored data that it has no character', async ({ page }) => {
  const noCharacter = page.getByText('Zatím nemáš žádnou postavu');
  const height = () => page.locator('[data-no-character]').evaluate((el) => el.getBoundingClientRect().height);
  const release = await holdStartChunk(page);
  await page.goto('/kouzla/fireball', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Ohnivá koule' })).toBeVisible();
  // the page names the spell before any script runs (a shared link's preview, the tab)
  await expect(page).toHaveTitle('Ohnivá koule – Grimoár');
  await expect(noCharacter).toBeVisible();
  const shown = await height();
  expect(shown).toBeGreaterThan(0);
  release();

  const wizard = storedCharacter({ id: 'elminster', name: 'Elminster', classes: [{ classId: 'wizard', level: 5 }], spells: [] });
  await page.evaluate((v) => localStorage.setItem('grimoar', v), JSON.stringify(storedState([wizard], 'elminster')));
  const again = await holdStartChunk(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Ohnivá koule' })).toBeVisible();
  await expect(noCharacter).toBeHidden();
  // its place is kept: what comes below it does not move up
  expect(await height()).toBe(shown);
  again();
  await expect(page.getByRole('button', { name: /Přidat postavě/ })).toBeVisible();
  await expect(noCharacter).toHaveCount(0);
});

test('a rendered spell page tells a device that stores only settings that it has no character', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('grimoar', JSON.stringify({ version: 2, state: { activeCharacterId: null, settings: { language: 'cs', theme: 'dark' } }, characters: [] })));
  const release = await holdStartChunk(page);
  await page.goto('/kouzla/fireball', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Ohnivá koule' })).toBeVisible();
  await expect(page.getByText('Zatím nemáš žádnou postavu')).toBeVisible();
  release();
  await expect(page.getByText('Zatím nemáš žádnou postavu')).toBeVisible();
});
