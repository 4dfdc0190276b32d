import { test, expect } from '@playwright/test';

test('opens in Czech and switches to English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  // the tab is named after the screen (WCAG 2.4.2)
  await expect(page).toHaveTitle('Postavy – Grimoár');
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  await page.getByRole('button', { name: 'Přepnout do angličtiny' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // the tab's title too, not only the page
  await expect(page).toHaveTitle('Characters — Grimoár');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveTitle('Spellcasting rules — Grimoár');
});
