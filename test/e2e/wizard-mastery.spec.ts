// A wizard of 20th level on a phone, in Czech: Spell Mastery and signature spells chosen in the
// Kniha; on Boj a signature spell (Ohnivá koule) is cast once without a slot, the second time only
// with a slot, and a short rest gives it back (the rest section says which free cast is left); the
// mastered Štít is cast again and again without a slot.
import { test, expect, type Page } from '@playwright/test';
import { seedOnce, storedCharacter, storedState, type Status } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

const wizard = storedCharacter({
  id: 'mordenkain',
  name: 'Mordenkain',
  classes: [{ classId: 'wizard', level: 20 }],
  spells: [['shield', 'prepared'], ['misty-step', 'prepared'], ['fireball', 'inBook'], ['counterspell', 'inBook']] as [string, Status][],
});
const slots = (page: Page, level: number) => page.getByTestId(`slots-${level}`);

async function cast(page: Page, spellId: string, name: string, way: RegExp, spent: RegExp) {
  await page.goto(`/boj?cast=${spellId}&class=wizard`);
  const dialog = page.getByRole('dialog', { name: `Seslat: ${name}` });
  await expect(dialog.getByRole('radio', { name: way })).toBeChecked();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).tap();
  await expect(dialog.getByText(spent)).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).tap();
}

test('a wizard 20: a signature spell once per rest without a slot, a mastered Shield at will', async ({ page }) => {
  await seedOnce(page, storedState([wizard], wizard.id));
  await page.goto('/kniha');
  await page.getByRole('combobox', { name: /^Kouzlo 1\.\súrovně$/ }).selectOption({ label: 'Štít' });
  await page.getByRole('combobox', { name: /^Kouzlo 2\.\súrovně$/ }).selectOption({ label: 'Mlžný krok' });
  await page.getByRole('combobox', { name: /^1\.\stypické kouzlo$/ }).selectOption({ label: 'Ohnivá koule' });
  await page.getByRole('combobox', { name: /^2\.\stypické kouzlo$/ }).selectOption({ label: 'Protikouzlo' });
  await expect(page.getByRole('checkbox', { name: /Ohnivá koule/ })).toBeDisabled();

  const signature = /^Bez pozice \(Typické kouzlo\), jednou za\sodpočinek$/;
  const rest = page.getByRole('region', { name: 'Odpočinek' });
  await page.goto('/boj');
  await expect(rest.getByRole('listitem')).toHaveText([/^Ohnivá koule: bez pozice ještě k\sdispozici$/, /^Protikouzlo: bez pozice ještě k\sdispozici$/]);
  await cast(page, 'fireball', 'Ohnivá koule', signature, /^Typické kouzlo sesláno bez pozice/);
  await expect(slots(page, 3)).toHaveAttribute('aria-label', /^Pozice\s3\.\súrovně:\s3\sze\s3\svolné$/);
  await expect(rest.getByRole('listitem')).toHaveText([/^Ohnivá koule: bez pozice už sesláno – znovu po odpočinku$/, /^Protikouzlo: bez pozice ještě k\sdispozici$/]);

  // the second time: no slotless way, a 3rd-level slot is spent
  await page.goto('/boj?cast=fireball&class=wizard');
  const dialog = page.getByRole('dialog', { name: 'Seslat: Ohnivá koule' });
  await expect(dialog.getByRole('radio', { name: /Typické kouzlo/ })).toHaveCount(0);
  await cast(page, 'fireball', 'Ohnivá koule', /^Pozice 3\.\súrovně/, /^Utracena pozice 3\.\súrovně\.$/);
  await expect(slots(page, 3)).toHaveAttribute('aria-label', /^Pozice\s3\.\súrovně:\s2\sze\s3\svolné$/);

  await page.getByRole('button', { name: 'Krátký odpočinek' }).tap();
  await page.getByRole('dialog', { name: 'Krátký odpočinek' }).getByRole('button', { name: 'Odpočinout si', exact: true }).tap();
  await cast(page, 'fireball', 'Ohnivá koule', signature, /^Typické kouzlo sesláno bez pozice/);
  await expect(slots(page, 3)).toHaveAttribute('aria-label', /^Pozice\s3\.\súrovně:\s2\sze\s3\svolné$/);

  for (let i = 0; i < 3; i++) {
    await cast(page, 'shield', 'Štít', /^Bez pozice \(Mistrovství v\skouzlech\)$/, /^Mistrovství v\skouzlech: žádná pozice kouzla se neutratila\.$/);
  }
  await expect(slots(page, 1)).toHaveAttribute('aria-label', /^Pozice\s1\.\súrovně:\s4\sze\s4\svolné$/);
});
