// The catalog list needs only its index: it shows and searches while the spell texts are held back,
// and a spell's detail shows its text once they arrive.
import { test, expect, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

/** Holds back the spell texts (scripts named spells-* over 200 kB; the index files are ≈ 10 and 120 kB). */
async function holdTexts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const seen: string[] = [];
  await page.route('**/assets/spells-*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.length > 200_000) {
      seen.push(route.request().url());
      await held;
    }
    await route.fulfill({ response, body });
  });
  return { release, seen };
}

test('the list shows and searches with the texts held back', async ({ page }) => {
  const texts = await holdTexts(page);
  await page.goto('/kouzla');
  await expect(page.getByText('319 kouzel')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Hledat kouzlo' }).fill('fireball');
  await expect(page.getByRole('link', { name: /Ohnivá koule/ })).toContainText('Zaklínání · 1 akce · 30 sáhů');
  // the texts were asked for after the list was up
  await expect.poll(() => texts.seen.length).toBeGreaterThan(0);
  texts.release();
  await page.getByRole('link', { name: /Ohnivá koule/ }).click();
  await expect(page.getByRole('article', { name: 'Ohnivá koule' })).toContainText('zaklínání 3. úrovně');
});

test('a deep link to a spell shows its text at once, and the app takes over once the texts arrive', async ({ page }) => {
  const texts = await holdTexts(page);
  await page.goto('/kouzla/fireball');
  // the page rendered at build time (src/prerender) carries the text itself
  const block = page.getByRole('article', { name: 'Ohnivá koule' });
  await expect(block.getByText('zaklínání 3. úrovně')).toBeVisible();
  await expect.poll(() => texts.seen.length).toBeGreaterThan(0);
  const rendered = () => page.evaluate(() => document.getElementById('root')!.innerHTML.includes('<!--app-->'));
  expect(await rendered()).toBe(true);
  texts.release();
  await expect.poll(rendered).toBe(false);
  await expect(block.getByText('zaklínání 3. úrovně')).toBeVisible();
  await expect(page.getByRole('cell', { name: '14k6' })).toBeVisible();
});
