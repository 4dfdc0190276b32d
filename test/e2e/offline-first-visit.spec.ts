// A first visit that goes offline before the app is stored for offline use (no service worker yet):
// a screen whose code cannot load says so (a reload online brings it); the rest of the app stays up.
import { test, expect } from '@playwright/test';

test('a screen that cannot load offline says so, and a reload online brings it', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Pravidla' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Tuto obrazovku se nepodařilo načíst' });
  await expect(alert).toBeVisible();
  // the app around it is still there: header and navigation
  await expect(page.getByRole('navigation', { name: 'Hlavní nabídka' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Grimoár' })).toBeVisible();
  // another screen: the message goes; back online, a reload brings the failed screen
  await page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Postavy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Pravidla' }).click();
  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Načíst aplikaci znovu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pravidla' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('offline in the first seconds of a first visit: the app stays usable', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  await context.setOffline(true);
  // the service-worker prompt's chunk is asked for 3 s after the start; it cannot load now
  await page.waitForTimeout(4000);
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  await page.getByRole('link', { name: 'Nová postava' }).or(page.getByRole('link', { name: 'Založit první postavu' })).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tuto obrazovku se nepodařilo načíst' })).toBeVisible();
});
