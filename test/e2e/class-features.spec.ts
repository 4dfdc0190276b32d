// The class features that change casting, on a phone in Czech: a wizard 17 -> 18 level-up names
// Spell Mastery and where to choose its spells (the Kniha, which then offers the choice); a warlock
// 20's refused entreaty links ("Proč?") to the rules reference's section on these features.
import { test, expect } from '@playwright/test';
import { seedOnce, storedCharacter, storedState, type Status } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

test('a wizard 17 -> 18 level-up names Spell Mastery, chosen then in the Kniha', async ({ page }) => {
  const wizard = storedCharacter({ id: 'mordenkain', name: 'Mordenkain', classes: [{ classId: 'wizard', level: 17 }], spells: [['shield', 'prepared'], ['misty-step', 'prepared']] as [string, Status][] });
  await seedOnce(page, storedState([wizard], wizard.id));
  await page.goto('/postava/mordenkain');
  await page.getByRole('textbox', { name: 'Úroveň' }).fill('18');
  const summary = page.getByRole('list', { name: 'Co přinese změna úrovní' });
  await expect(summary.getByRole('listitem').filter({ hasText: /^Nově: Mistrovství v\skouzlech – / })).toContainText(/Obě kouzla si zvolíš v\sKnize kouzel\.$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Uložit změny' }).tap();
  await page.goto('/kniha');
  await page.getByRole('combobox', { name: /^Kouzlo 1\.\súrovně$/ }).selectOption({ label: 'Štít' });
  await expect(page.getByRole('combobox', { name: /^Kouzlo 1\.\súrovně$/ })).toHaveValue('shield');
});

test('a refused entreaty links to the section on class features that change casting', async ({ page }) => {
  const warlock = storedCharacter({ id: 'hex', name: 'Hex', classes: [{ classId: 'warlock', level: 20 }], spells: [['eldritch-blast', 'known']] as [string, Status][] });
  await seedOnce(page, storedState([warlock], warlock.id));
  await page.goto('/boj');
  // no pact slot spent: the entreaty would restore nothing, so it is refused with the rule behind it
  await page.getByRole('button', { name: /^Prosba k\spatronovi \(1\sminuta\)$/ }).tap();
  await expect(page.getByText(/^Všechny pozice paktu máš volné – prosba by nic nevrátila\./)).toBeVisible();
  const why = page.getByRole('link', { name: /^Proč\?/ });
  await expect(why).toHaveAttribute('href', '/pravidla#schopnosti-povolani');
  await why.tap();
  const sheet = page.getByTestId('rule-sheet');
  await expect(sheet).toContainText(/Mistr nadpřirozena \(černokněžník 20\.\súrovně\)/);
  await sheet.getByRole('link', { name: 'Celá pravidla' }).tap();
  await expect(page).toHaveURL(/\/pravidla#schopnosti-povolani$/);
  const section = page.locator('section#schopnosti-povolani');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Schopnosti povolání, které mění sesílání');
  await expect(section).toBeInViewport();
});
