// A Life Domain cleric on a phone, in Czech: recorded in the editor, the domain spells added from Kniha
// as always prepared (outside the prepared count), Cure Wounds cast on Boj with Disciple of Life's
// extra healing, and all of it still there after a reload.
import { test, expect } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a Life cleric 3 records the domain, adds its spells and heals with Disciple of Life', async ({ page }) => {
  await page.goto('/postava/nova');
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Alhandra');
  await page.getByRole('combobox', { name: 'Povolání' }).selectOption({ label: 'Klerik' });
  await page.getByRole('combobox', { name: 'Doména' }).selectOption({ label: 'Doména života' });
  await page.getByRole('textbox', { name: 'Úroveň' }).fill('3');
  await page.getByRole('textbox', { name: 'Moudrost' }).fill('16');
  await page.getByRole('button', { name: 'Založit postavu' }).click();
  await expect(page).toHaveURL(/\/kniha\/[^/?]+$/);

  const cleric = page.getByRole('region', { name: 'Klerik (Doména života) 3' });
  await expect(cleric.getByText('Doména života dává na této úrovni: Požehnání, Zhoj zranění, Nižší navrácení, Duchovní zbraň.')).toBeVisible();
  await cleric.getByRole('button', { name: 'Přidat chybějící doménová kouzla (4)' }).tap();
  await expect(page.getByText('Přidána 4 doménová kouzla.')).toBeVisible();
  await expect(cleric.getByRole('button', { name: /Přidat chybějící/ })).toHaveCount(0);
  // Wis 16, cleric 3: six spells to prepare, none taken by the domain's
  await expect(cleric.getByRole('heading', { level: 3, name: /^Připravená kouzla/ })).toContainText('0 / 6');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Klerik (Doména života) 3' }).getByRole('button', { name: /Zhoj zranění/ })).toBeVisible();

  await page.goto('/boj?cast=cure-wounds&class=cleric');
  const dialog = page.getByRole('dialog', { name: 'Seslat: Zhoj zranění' });
  // Wis +3, Disciple of Life +3 at 1st level
  await expect(dialog.getByTestId('cast-summary')).toContainText('vyléčí 1k8 + 6 životů, z\u00a0toho +3 za Učedníka života');
  await dialog.getByRole('radio', { name: /Pozice 2. úrovně/ }).check();
  await expect(dialog.getByTestId('cast-summary')).toContainText('vyléčí 2k8 + 7 životů, z\u00a0toho +4 za Učedníka života');
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).tap();
  await expect(dialog.getByRole('button', { name: 'Hodit léčení (2k8 + 7)' })).toBeVisible();
  await expect(page.getByTestId('slots-2')).toHaveAttribute('aria-label', /^Pozice 2\.\súrovně:\s1\sze\s2\svolná$/);
});
