// Storage edges in a real browser: the UI language survives a main key that cannot be read, and an
// import too big for the origin's quota leaves storage as it was (nothing for the next load to
// restore).
import { test, expect } from '@playwright/test';
import { storedCharacter, storedState } from './fixtures';

const wizard = storedCharacter({ id: 'umara', name: 'Umara', classes: [{ classId: 'wizard', level: 3 }], spells: [['magic-missile', 'prepared']] });

test('an English player whose main key cannot be read gets the app, and its first paint, in English', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((s) => localStorage.setItem('grimoar', JSON.stringify(s)), storedState([wizard], 'umara', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('grimoar', 'null'));
  await page.reload();
  await expect(page.getByText('The saved data cannot be read')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('grimoar'))).toBe('null');
  // the shell painted before any script file is English too
  await page.route('**/assets/*.js', (r) => r.abort());
  await page.reload();
  await expect(page.getByRole('navigation').first()).toContainText('Characters');
});

/** For page.evaluate: fills the origin's storage, then frees about a million characters. */
function fillStorageBut1M() {
  let i = 0;
  for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 16, 1]) {
    const chunk = 'x'.repeat(size);
    try {
      for (;;) localStorage.setItem(`filler-${i++}`, chunk);
    } catch {
      /* full at this size: go smaller */
    }
  }
  localStorage.removeItem('filler-0');
}

test('an import that overflows the quota: "Not saved", storage as it was, the next load has the old list', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((s) => localStorage.setItem('grimoar', JSON.stringify(s)), storedState([wizard], 'umara'));
  await page.goto('/nastaveni');
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  await page.evaluate(fillStorageBut1M);
  const before = await page.evaluate(() => Object.keys(localStorage).sort());
  // a file under the import's 5 MB, twice the room left
  const characters = Array.from({ length: Math.ceil(2_000_000 / JSON.stringify(wizard).length) }, (_, i) => ({ ...wizard, id: `imp-${i}`, name: `Import ${i}` }));
  const file = JSON.stringify({ app: 'grimoar', kind: 'all', version: 2, exportedAt: '2026-12-01T00:00:00.000Z', data: { characters, homebrew: [] } });
  await page.getByTestId('import-file').setInputFiles({ name: 'velky.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.getByRole('dialog').getByRole('button', { name: /Přidat k\smým datům/ }).click();
  await expect(page.getByTestId('banner-unsaved')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('nepodařilo uložit');
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(before);
  // leaving asks first (the import is only in this tab); a new tab loads what storage holds
  const fresh = await page.context().newPage();
  await fresh.goto('/');
  await expect(fresh.getByRole('heading', { name: 'Umara', exact: true })).toBeVisible();
  await expect(fresh.getByRole('heading', { name: 'Import 0', exact: true })).toHaveCount(0);
  await expect(fresh.getByText(/obnoven|opraven/i)).toHaveCount(0);
});
