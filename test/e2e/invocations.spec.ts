// Eldritch Invocations on a phone in Czech: a 5th-level warlock picks a pact boon and three
// invocations on Boj, casts mage armor at will (no slot) and bestow curse once with a pact slot,
// sees Agonizing Blast in eldritch blast's dice; the choice and the used invocation stay after a
// reload, a long rest gives the invocation back; the section has no serious accessibility violation.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { seedOnce, storedCharacter, storedState, type Status } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

test('a warlock picks invocations, casts through them, and keeps them after a reload', async ({ page }) => {
  const warlock = storedCharacter({
    id: 'morana',
    name: 'Morana',
    classes: [{ classId: 'warlock', level: 5 }],
    spells: [['eldritch-blast', 'known', 'warlock'], ['hellish-rebuke', 'known', 'warlock']] as [string, Status, string?][],
  });
  await seedOnce(page, storedState([{ ...warlock, abilities: { ...warlock.abilities, cha: 16 } }], warlock.id));
  await page.goto('/boj');
  await expect(page.getByRole('heading', { level: 1, name: 'Boj: Morana' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Tajemná vzývání' });
  await expect(section.getByText('Zatím žádné vzývání. Vyber si je níž.')).toBeVisible();

  await section.getByRole('radio', { name: 'Pakt čepele' }).check();
  await section.getByText('Vybrat vzývání (0 ze 3)').tap();
  // Thirsting Blade needs the blade pact: open now; Lifedrinker needs 12th level
  await expect(section.getByRole('checkbox', { name: 'Pijan života' })).toBeDisabled();
  for (const name of ['Stínová zbroj', 'Zlé znamení', 'Trýznivý výšleh']) await section.getByRole('checkbox', { name }).check();
  await expect(section.getByText('Vybrat vzývání (3 ze 3)')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'Žíznivá čepel' })).toBeDisabled();
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="invocations-title"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // at will: no slot
  await section.getByRole('button', { name: 'Seslat: Mágova zbroj' }).tap();
  let dialog = page.getByRole('dialog', { name: /Mágova zbroj/ });
  await expect(dialog.getByRole('radio', { name: /Kdykoli bez pozice \(vzývání Stínová zbroj\)/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).tap();
  await expect(dialog.getByText('Vzývání Stínová zbroj: žádná pozice kouzla se neutratila.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).tap();
  await expect(page.getByTestId('pact')).toHaveAttribute('aria-label', /:\s2\sze\s2\svolné$/);

  // once per long rest: a pact slot (3rd level for a 5th-level warlock)
  await section.getByRole('button', { name: 'Seslat s pozicí paktu: Uvrhni kletbu' }).tap();
  dialog = page.getByRole('dialog', { name: /Uvrhni kletbu/ });
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).tap();
  await expect(dialog.getByText(/Utracena pozice paktu \(3\.\súroveň\)\. Vzývání Zlé znamení/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).tap();
  await expect(page.getByTestId('pact')).toHaveAttribute('aria-label', /:\s1\sze\s2\svolná$/);
  await expect(section.getByText('Použito – znovu po důkladném odpočinku')).toBeVisible();

  // the cast button's list has the invocation spells too
  await page.getByRole('button', { name: 'Seslat', exact: true }).tap();
  const picker = page.getByRole('dialog', { name: 'Seslat kouzlo' });
  await expect(picker.getByRole('button', { name: /^Mágova zbroj/ })).toBeVisible();
  await expect(picker.getByRole('button', { name: /^Uvrhni kletbu/ })).toBeVisible();
  await picker.getByRole('button', { name: 'Zavřít' }).first().tap();

  // Agonizing Blast: each beam 1d10 + 3 (Charisma 16)
  await page.goto('/boj/morana?cast=eldritch-blast&class=warlock');
  dialog = page.getByRole('dialog', { name: /Tajemný výšleh/ });
  await expect(dialog.getByText(/1k10\s\+\s3/).first()).toBeVisible();
  await expect(dialog.getByText(/Trýznivý výšleh/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Zavřít' }).first().tap();

  await page.reload();
  await expect(section.getByText('Použito – znovu po důkladném odpočinku')).toBeVisible();
  await expect(section.getByRole('radio', { name: 'Pakt čepele' })).toBeChecked();
  await page.getByRole('button', { name: 'Důkladný odpočinek' }).tap();
  const rest = page.getByRole('dialog', { name: 'Důkladný odpočinek' });
  await expect(rest.getByText(/Znovu použiješ i\svzývání Zlé znamení\./)).toBeVisible();
  await rest.getByRole('button', { name: 'Odpočinout si', exact: true }).tap();
  await expect(section.getByText('Jednou do důkladného odpočinku')).toBeVisible();
});
