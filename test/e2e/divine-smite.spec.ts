// Divine Smite on a phone in Czech: a paladin 3 / warlock 2 smites with a pact slot and with a
// paladin slot and rolls the radiant dice; the spent slots stay spent after a reload until a short
// rest (the pact slot) and a long rest (the other); the dialog has no serious accessibility violation.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { seedOnce, storedCharacter, storedState, type Status } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

test('a paladin-warlock smites with a pact slot and a paladin slot; rests bring them back', async ({ page }) => {
  const paladin = storedCharacter({
    id: 'jan',
    name: 'Ser Jan',
    classes: [{ classId: 'paladin', level: 3 }, { classId: 'warlock', level: 2 }],
    spells: [['bless', 'prepared'], ['hex', 'known', 'warlock']] as [string, Status, string?][],
  });
  await seedOnce(page, storedState([paladin], paladin.id));
  await page.goto('/boj');
  await expect(page.getByRole('heading', { level: 1, name: 'Boj: Ser Jan' })).toBeVisible();

  await page.getByRole('button', { name: 'Božský úder' }).tap();
  let dialog = page.getByRole('dialog', { name: 'Božský úder' });
  await dialog.getByRole('checkbox', { name: /nemrtvý nebo běs/ }).check();
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // pact slots of a warlock 2 are 1st level: 2d8, +1d8 against a fiend
  await dialog.getByRole('button', { name: /^Pozice paktu \(1\.\súroveň\) – 3k8 2\svolné$/ }).tap();
  await expect(dialog.getByText(/^Utracena pozice paktu \(1\.\súroveň\)\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Hodit zranění (3k8)' }).tap();
  const total = Number(await dialog.getByTestId('roll-total').textContent());
  expect(total).toBeGreaterThanOrEqual(3);
  expect(total).toBeLessThanOrEqual(24);
  await dialog.getByRole('button', { name: 'Hotovo' }).tap();
  await expect(page.getByText('Božský úder: 3k8 zářivého zranění navíc.')).toBeVisible();
  await expect(page.getByTestId('pact')).toHaveAttribute('aria-label', /:\s1\sze\s2\svolná$/);

  await page.getByRole('button', { name: 'Božský úder' }).tap();
  dialog = page.getByRole('dialog', { name: 'Božský úder' });
  await dialog.getByRole('button', { name: /^Pozice 1\.\súrovně – 2k8 3\svolné$/ }).tap();
  await dialog.getByRole('button', { name: 'Hotovo' }).tap();
  await expect(page.getByTestId('slots-1')).toHaveAttribute('aria-label', /:\s2\sze\s3\svolné$/);

  await page.reload();
  await expect(page.getByTestId('slots-1')).toHaveAttribute('aria-label', /:\s2\sze\s3\svolné$/);
  await expect(page.getByTestId('pact')).toHaveAttribute('aria-label', /:\s1\sze\s2\svolná$/);
  await page.getByRole('button', { name: 'Krátký odpočinek' }).tap();
  await page.getByRole('dialog', { name: 'Krátký odpočinek' }).getByRole('button', { name: 'Odpočinout si', exact: true }).tap();
  await expect(page.getByTestId('pact')).toHaveAttribute('aria-label', /:\s2\sze\s2\svolné$/);
  await expect(page.getByTestId('slots-1')).toHaveAttribute('aria-label', /:\s2\sze\s3\svolné$/);
  await page.getByRole('button', { name: 'Důkladný odpočinek' }).tap();
  await page.getByRole('dialog', { name: 'Důkladný odpočinek' }).getByRole('button', { name: 'Odpočinout si', exact: true }).tap();
  await expect(page.getByTestId('slots-1')).toHaveAttribute('aria-label', /:\s3\sze\s3\svolné$/);
});
