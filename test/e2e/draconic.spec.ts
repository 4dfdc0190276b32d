// A Draconic Bloodline sorcerer on a phone, in Czech: the dragon ancestor recorded in the editor,
// then on Boj Burning Hands adds Charisma (Elemental Affinity) and buys fire resistance for
// 1 sorcery point, which runs among the effects for an hour; all of it still there after a reload.
import { test, expect } from '@playwright/test';
import { seedOnce, storedCharacter, storedState, type Status } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

const sorcerer = storedCharacter({ id: 'sorsa', name: 'Sorša', classes: [{ classId: 'sorcerer', level: 6, subclassId: 'draconic' }], spells: [['burning-hands', 'known'], ['fire-bolt', 'known']] as [string, Status][] });

test('a red-dragon sorcerer 6 casts Burning Hands with Elemental Affinity and its resistance', async ({ page }) => {
  await seedOnce(page, storedState([sorcerer], sorcerer.id));
  await page.goto('/postava/sorsa');
  await page.getByRole('combobox', { name: 'Dračí předek' }).selectOption({ label: 'Červený drak (ohnivé zranění)' });
  await page.getByRole('button', { name: 'Uložit změny' }).tap();

  await page.goto('/boj?cast=burning-hands&class=sorcerer');
  const dialog = page.getByRole('dialog', { name: 'Seslat: Hořící ruce' });
  // Cha 16: +3
  await expect(dialog.getByTestId('cast-summary')).toContainText('3k6 + 3 ohnivého zranění, z\u00a0toho +3 za Živelnou spřízněnost');
  await dialog.getByRole('checkbox', { name: /^Odolnost vůči ohnivému zranění/ }).check();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).tap();
  await expect(dialog.getByText('Utracen 1\u00a0čarodějný bod: máš odolnost vůči ohnivému zranění na 1\u00a0hodinu.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).tap();
  await expect(page.getByTestId('sorcery')).toHaveAttribute('aria-label', /Čarodějné body: 5 ze\s6/);

  const resistance = page.getByTestId('effects').getByRole('listitem');
  await expect(resistance).toHaveText(/^Odolnost vůči ohnivému zranění – Živelná spřízněnost, s\skouzlem Hořící ruce\s*zbývá 1\shodina/);

  await page.reload();
  await expect(page.getByTestId('sorcery')).toHaveAttribute('aria-label', /Čarodějné body: 5 ze\s6/);
  await expect(resistance).toHaveText(/^Odolnost vůči ohnivému zranění/);
  await page.goto('/postava/sorsa');
  await expect(page.getByRole('combobox', { name: 'Dračí předek' })).toHaveValue('red');
});
