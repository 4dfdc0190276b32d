// Homebrew spells in a real browser: created through the form, shown in the catalog, and hostile
// text stays text everywhere.
import { test, expect } from '@playwright/test';
import { addFrostTouch, storedStateInPage } from './fixtures';

const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">';
const HOSTILE_TEXT = ['<script>window.__pwned=2</script>', 'javascript:window.__pwned=3', '[klikni](javascript:window.__pwned=4)', '<a href="javascript:window.__pwned=5">odkaz</a>'];

test('a homebrew spell with hostile text renders inert in the list, the catalog and its detail', async ({ page }) => {
  await page.goto('/vlastni-kouzla');
  await expect(page.getByRole('heading', { level: 1, name: 'Vlastní kouzla' })).toBeVisible();
  await page.getByRole('button', { name: '+ Nové kouzlo' }).click();
  await page.getByLabel('Název').fill(HOSTILE_NAME);
  await page.getByLabel('Vzdálenost v sázích').fill('6');
  await page.getByLabel('Kouzelník').check();
  await page.getByLabel('Popis').fill(HOSTILE_TEXT.join('\n'));
  await expect(page.getByText('6 sáhů')).toBeVisible(); // live preview, generated like the catalog
  await page.getByRole('button', { name: 'Uložit kouzlo' }).click();

  const item = page.getByRole('listitem').filter({ hasText: HOSTILE_NAME });
  await expect(item.getByRole('heading', { name: HOSTILE_NAME })).toBeVisible();
  await expect(item.getByText('vlastní')).toBeVisible();
  // the writer stores it once it holds the storage lock: a moment after the screen shows it
  const savedText = () => page.evaluate(() => localStorage.getItem('grimoar') && localStorage.getItem('grimoar:h'));
  await expect.poll(savedText).not.toBeNull();
  const saved = (await page.evaluate(storedStateInPage)).homebrew[0];
  expect(saved.text.name).toBe(HOSTILE_NAME);
  expect(saved.text.description).toEqual(HOSTILE_TEXT);

  // the catalog lists it marked "vlastní", and its detail shows the text as text
  await item.getByRole('link', { name: `Kouzlo ${HOSTILE_NAME} v katalogu` }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE_NAME })).toBeVisible();
  for (const line of HOSTILE_TEXT) await expect(page.getByText(line, { exact: false }).first()).toBeVisible();
  await page.goto('/kouzla');
  await page.getByRole('searchbox').first().fill('onerror');
  await expect(page.getByRole('link', { name: new RegExp('onerror') }).first()).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
  // the static shell's own inline scripts sit outside #root; nothing the app renders may add one
  expect(await page.locator('#root script').count()).toBe(0);
});

test('a 1 MB description is refused with a Czech message and nothing is saved', async ({ page }) => {
  await page.goto('/vlastni-kouzla');
  await page.getByRole('button', { name: '+ Nové kouzlo' }).click();
  await page.getByLabel('Název').fill('Obří popis');
  await page.getByLabel('Vzdálenost v sázích').fill('6');
  await page.getByLabel('Popis').fill('a'.repeat(1_000_000));
  await page.getByRole('button', { name: 'Uložit kouzlo' }).click();
  await expect(page.getByText('Popis je příliš dlouhý: 1 000 000 znaků, povoleno nejvýš 50 000.')).toBeVisible();
  await expect(page.getByLabel('Popis')).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('grimoar'))).toBeNull();
});

test('edit and delete with undo', async ({ page }) => {
  await addFrostTouch(page);
  await expect(page.getByText('trik – zaklínání')).toBeVisible();
  await page.getByRole('button', { name: 'Upravit kouzlo Mrazivý dotek' }).click();
  await page.getByLabel('Škola magie').selectOption('necromancy');
  await page.getByRole('button', { name: 'Uložit kouzlo' }).click();
  await expect(page.getByText('trik – nekromancie')).toBeVisible();
  await page.getByRole('button', { name: 'Smazat kouzlo Mrazivý dotek' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
  await expect(page.getByText('Zatím nemáš žádné vlastní kouzlo.')).toBeVisible();
  await page.getByRole('button', { name: 'Vrátit' }).click();
  await expect(page.getByText('trik – nekromancie')).toBeVisible();
  await expect.poll(async () => (await page.evaluate(storedStateInPage)).homebrew.length).toBe(1);
});
