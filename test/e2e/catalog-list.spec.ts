// The virtualised catalog list in Chromium: scrolling far down renders the rows there, Back from a
// spell returns to the same place on a phone, the keyboard walks the rows, and a desktop reload of
// a spell brings its row into view in the list pane; open filters sit beside the list on a desktop.
import { test, expect, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

const spellList = (page: Page) => page.getByRole('list', { name: 'Seznam kouzel' });

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scroll far down, open a spell, come back to the same place', async ({ page }) => {
    await page.goto('/kouzla');
    await expect(page.getByText('319 kouzel')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 12_000));
    // rows far from the top are rendered, rows at the top are not
    await expect(spellList(page).getByText('Triky')).toHaveCount(0);
    const row = spellList(page).getByRole('link').nth(4);
    await expect(row).toBeInViewport();
    const href = (await row.getAttribute('href'))!;
    const y = await page.evaluate(() => window.scrollY);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.locator(`a[href="${href}"]`)).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(2);
  });

  test('the keyboard walks the rows in list order and opens one with Enter', async ({ page }) => {
    await page.goto('/kouzla?q=ohniva');
    await expect(page.getByText('6 kouzel')).toBeVisible();
    const links = spellList(page).getByRole('link');
    await links.first().focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    const href = (await links.nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}\\?q=ohniva$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a reload of a spell far down the list shows its row, marked current', async ({ page }) => {
    await page.goto('/kouzla/wish');
    await expect(page.getByRole('heading', { level: 1, name: 'Přání' })).toBeVisible();
    const row = spellList(page).getByRole('link', { name: /Přání/ });
    await expect(row).toBeInViewport();
    await expect(row).toHaveAttribute('aria-current', 'true');
  });

  test('open filters go beside the list, which keeps its height; closing returns to the button', async ({ page }) => {
    await page.goto('/kouzla/fireball');
    await expect(page.getByRole('heading', { level: 1, name: 'Ohnivá koule' })).toBeVisible();
    const listBefore = (await spellList(page).boundingBox())!;
    const toggle = page.getByRole('button', { name: /^Filtry/ });
    await toggle.click();
    // the focus goes to the first filter, in the column beside the list
    const cantrip = page.getByRole('button', { name: 'Trik', exact: true });
    await expect(cantrip).toBeFocused();
    const panel = (await cantrip.boundingBox())!;
    expect(panel.x).toBeGreaterThan(listBefore.x + listBefore.width);
    expect((await spellList(page).boundingBox())!.height).toBeCloseTo(listBefore.height, 0);
    await page.getByRole('button', { name: 'klerik' }).click();
    await expect(page).toHaveURL(/class=cleric/);
    await page.getByRole('button', { name: /^Zobrazit \d+\skouz/ }).click();
    await expect(cantrip).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Escape closes it too
    await toggle.press('Enter');
    await expect(cantrip).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cantrip).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});
