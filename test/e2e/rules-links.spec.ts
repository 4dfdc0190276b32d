// Issue 9 end to end: a casting refusal's "Proč?" opens the rule behind it, and the Ohnivá koule
// detail shows its area template (sphere of radius 4 sáhy) with the square count.
import { test, expect } from '@playwright/test';
import { storedCharacter, storedState } from './fixtures';

// Umara is silenced (conditions), so a spell with a verbal component is refused.
const wizard = storedCharacter({ id: 'umara', name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], spells: [['magic-missile', 'prepared']], conditions: { silenced: true } });

test('a refusal in the cast dialog links to the rule behind it ("Proč?")', async ({ page }) => {
  await page.addInitScript((s) => localStorage.setItem('grimoar', JSON.stringify(s)), storedState([wizard], 'umara'));
  await page.goto('/boj?cast=magic-missile&class=wizard');
  const dialog = page.getByRole('dialog', { name: /Magická střela/ });
  await expect(dialog).toBeVisible();
  // Umara is silenced: Magic Missile has a verbal component, so casting is refused with the rule.
  const why = dialog.getByRole('link', { name: /Proč\?/ }).first();
  await expect(why).toBeVisible();
  const href = await why.getAttribute('href');
  expect(href).toMatch(/^\/pravidla#/);
  // the rule opens in place, over the dialog, which keeps its state
  await why.click();
  const sheet = page.getByTestId('rule-sheet');
  await expect(sheet).toContainText(/verbáln|V\b/i);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(why).toBeFocused();
  // and on to the whole rules page
  await why.click();
  await sheet.getByRole('link', { name: 'Celá pravidla' }).click();
  await expect(page).toHaveURL(/\/pravidla#/);
  const anchor = href!.split('#')[1];
  const section = page.locator(`[id="${anchor}"]`);
  await expect(section).toBeInViewport();
  await expect(section).toContainText(/verbáln|V\b/i);
});

test('Ohnivá koule detail shows a sphere of radius 4 sáhy with its square count', async ({ page }) => {
  await page.goto('/kouzla/fireball');
  await expect(page.getByRole('heading', { level: 1, name: 'Ohnivá koule' })).toBeVisible();
  const area = page.getByRole('region', { name: 'Oblast účinku' });
  await expect(area).toBeVisible();
  await expect(area).toContainText('Koule o poloměru 4 sáhů: 52 polí');
  await expect(area.locator('svg')).toBeVisible();
  // Ranged spell attacks remind of disadvantage at close range; Fireball is a save, so no note.
  await expect(page.getByRole('note', { name: /nevýhod|Útok na dálku/i })).toHaveCount(0);
  await page.goto('/kouzla/fire-bolt');
  await expect(page.getByRole('note').first()).toBeVisible();
});
