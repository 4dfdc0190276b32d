// Focus after an in-app navigation, with the keyboard in Chromium: a tab of the navigation opens its
// screen with focus on the new h1 (a screen reader reads where the player is, Tab goes on from
// there); typing in the catalog's search keeps focus in the box; back from a spell on a phone
// returns to its row at the same place; on a desktop the list beside the detail keeps focus; the
// first load takes no focus; a cast from the fight screen's thumb panel does not scroll the page.
import { test, expect, type Page } from '@playwright/test';
import { storedCharacter, storedState } from './fixtures';

test.use({ serviceWorkers: 'block' });

const state = storedState([storedCharacter({ id: 'w1', name: 'Elmira', classes: [{ classId: 'wizard', level: 5 }], spells: [['fireball', 'prepared']] })], 'w1');

async function seed(page: Page) {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('grimoar')) localStorage.setItem('grimoar', JSON.stringify(s));
  }, state);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hlavní nabídka' });
const spellList = (page: Page) => page.getByRole('list', { name: 'Seznam kouzel' });
const focusVisible = (page: Page) => page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false);

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 30) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the target');
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Tab to the navigation, Enter: the new h1 has focus; typing in the search keeps it there', async ({ page }) => {
    await seed(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
    await tabTo(page, nav(page).getByRole('link', { name: 'Kouzla' }));
    await page.keyboard.press('Enter');
    const h1 = page.getByRole('heading', { level: 1, name: 'Kouzla' });
    await expect(h1).toBeFocused();
    // reached by the keyboard: its ring shows
    expect(await focusVisible(page)).toBe(true);
    // Tab goes on from the top of the new screen: the search box
    await page.keyboard.press('Tab');
    const search = page.getByRole('searchbox', { name: 'Hledat kouzlo' });
    await expect(search).toBeFocused();
    await page.keyboard.type('ohniva');
    await expect(page).toHaveURL(/\/kouzla\?q=ohniva$/);
    await expect(page.getByText('6 kouzel')).toBeVisible();
    await expect(search).toBeFocused();
  });

  test('a tap on a tab focuses the h1 without a ring; the first load takes no focus', async ({ page }) => {
    await seed(page);
    await page.goto('/boj');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/boj\/w1$/);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await nav(page).getByRole('link', { name: 'Pravidla' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pravidla sesílání kouzel' })).toBeFocused();
    expect(await focusVisible(page)).toBe(false);
    // back behaves as a link does
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Boj' })).toBeFocused();
  });

  test('back from a spell focuses its row, at the same place in the list', async ({ page }) => {
    await page.goto('/kouzla');
    await expect(page.getByText('319 kouzel')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 8_000));
    const row = spellList(page).getByRole('link').nth(3);
    await expect(row).toBeInViewport();
    const href = (await row.getAttribute('href'))!;
    await row.focus();
    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    const again = page.locator(`a[href="${href}"]`);
    await expect(again).toBeFocused();
    await expect(again).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(2);
  });

  test('a cast from the thumb panel leaves the fight screen where it was', async ({ page }) => {
    await seed(page);
    await page.goto('/boj');
    await expect(page.getByRole('heading', { level: 1, name: 'Boj: Elmira' })).toBeVisible();
    // taps where the finger is, so nothing scrolls the page but the app (a locator's click scrolls)
    const tap = async (target: ReturnType<Page['getByRole']>) => {
      const b = (await target.boundingBox())!;
      await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
    };
    const scrollY = () => page.evaluate(() => window.scrollY);
    // the page is longer than the screen: the thumb panel is stuck to the bottom, its own place lower
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844);
    await tap(page.getByRole('button', { name: 'Seslat', exact: true }));
    await tap(page.getByRole('dialog', { name: 'Seslat kouzlo' }).getByRole('button', { name: /^Ohnivá koule/ }));
    const dialog = page.getByRole('dialog', { name: 'Seslat: Ohnivá koule' });
    await tap(dialog.getByRole('button', { name: 'Seslat', exact: true }));
    await expect(dialog.getByRole('heading', { name: 'Sesláno' })).toBeVisible();
    expect(await scrollY()).toBe(0);
    await tap(dialog.getByRole('button', { name: 'Hotovo' }));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('slots-3')).toHaveAttribute('aria-label', /^Pozice 3\.\súrovně: 1\sze\s2\svolná$/);
    expect(await scrollY()).toBe(0);
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the list beside the detail keeps focus while Enter opens one spell after another', async ({ page }) => {
    await page.goto('/kouzla?q=ohniva');
    await expect(page.getByText('6 kouzel')).toBeVisible();
    const links = spellList(page).getByRole('link');
    await links.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kouzla\/[^/?]+\?q=ohniva$/);
    // the list is shown again beside the detail: its row, now current, has focus
    await expect(links.first()).toHaveAttribute('aria-current', 'true');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(links.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(links.nth(1)).toBeFocused();
    // the search box keeps focus while typing beside a detail, too
    const search = page.getByRole('searchbox', { name: 'Hledat kouzlo' });
    await search.focus();
    await page.keyboard.type(' koule');
    await expect(page).toHaveURL(/q=ohniva(\+|%20)koule$/);
    await expect(search).toBeFocused();
  });
});
