// Two tabs of one browser: each acts on the character in its own route. Choosing another character
// in tab B leaves tab A's combat screen and its next tap on A's character. A spell editor open in
// one tab shows what the other tab saves in the parts its player has not changed.
import { test, expect, type Page } from '@playwright/test';
import { addFrostTouch, storedCharacter, storedState, storedStateInPage } from './fixtures';

const alfa = storedCharacter({ id: 'alfa', name: 'Alfa', classes: [{ classId: 'wizard', level: 3 }], spells: [] });
const beta = storedCharacter({ id: 'beta', name: 'Beta', classes: [{ classId: 'wizard', level: 3 }], spells: [] });

const level1 = (page: Page) => page.getByTestId('slots-1');

test('tab B choosing another character leaves tab A on its character', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/');
  await a.evaluate((s) => localStorage.setItem('grimoar', JSON.stringify(s)), storedState([alfa, beta], 'alfa'));
  await a.goto('/boj');
  await expect(a.getByRole('heading', { level: 1, name: 'Boj: Alfa' })).toBeVisible();
  await expect(a).toHaveURL(/\/boj\/alfa$/);

  const b = await context.newPage();
  await b.goto('/');
  await b.getByRole('button', { name: 'Zvolit jako aktivní postavu: Beta' }).click();
  await b.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Boj' }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Boj: Beta' })).toBeVisible();
  // B's choice has reached storage (and with it tab A's storage event)
  await expect.poll(() => a.evaluate(storedStateInPage).then((s) => s.activeCharacterId)).toBe('beta');
  await a.waitForTimeout(300);

  await expect(a.getByRole('heading', { level: 1, name: 'Boj: Alfa' })).toBeVisible();
  await a.getByRole('button', { name: 'Utratit pozici 1. úrovně' }).first().click();
  await expect(level1(a)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze\u00a04 volné');
  await expect(a.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Kniha' })).toHaveAttribute('href', '/kniha/alfa');

  // the spend is Alfa's, not Beta's, in the other tab and after a reload
  await expect(level1(b)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 4 ze\u00a04 volné');
  await b.goto('/boj/alfa');
  await expect(level1(b)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze\u00a04 volné');
  await a.reload();
  await expect(a.getByRole('heading', { level: 1, name: 'Boj: Alfa' })).toBeVisible();
  await expect(level1(a)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze\u00a04 volné');
});

test('a deep link to an unknown character says so in Czech with a way back', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((s) => localStorage.setItem('grimoar', JSON.stringify(s)), storedState([alfa], 'alfa'));
  await page.goto('/kniha/nobody');
  await expect(page.getByRole('heading', { name: 'Postava tu není' })).toBeVisible();
  await page.getByRole('link', { name: 'Zpět na postavy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
});

test("another tab's first homebrew spell reaches a tab that started without any", async ({ context }) => {
  // tab A starts with no homebrew spell, so it has not loaded the homebrew check; it loads it when
  // B's spell arrives and then lists the spell
  const a = await context.newPage();
  await a.goto('/kouzla');
  await expect(a.getByText('319 kouzel')).toBeVisible();
  const b = await context.newPage();
  await addFrostTouch(b);
  await expect(b.getByRole('heading', { name: 'Mrazivý dotek' })).toBeVisible();
  await expect(a.getByText('320 kouzel')).toBeVisible();
  await a.getByRole('searchbox', { name: 'Hledat kouzlo' }).fill('mrazivy');
  await expect(a.getByRole('link', { name: /Mrazivý dotek/ })).toBeVisible();
});

test('an open spell editor follows what another tab saves where the player changed nothing, also after a language switch', async ({ context }) => {
  const a = await context.newPage();
  await addFrostTouch(a);
  await expect(a.getByRole('heading', { name: 'Mrazivý dotek' })).toBeVisible();
  const b = await context.newPage();
  await b.goto('/vlastni-kouzla');
  await b.getByRole('button', { name: 'Upravit kouzlo Mrazivý dotek' }).click();
  await b.getByLabel('Název').fill('Mrazivý dotek II');
  await b.getByLabel('Druh dosahu').selectOption('distance');
  await b.getByLabel('Vzdálenost v sázích').fill('4');

  await a.getByRole('button', { name: 'Upravit kouzlo Mrazivý dotek' }).click();
  await a.getByLabel('Popis').fill('Chlad a mráz.');
  await a.getByLabel('Úroveň').selectOption('1');
  await a.getByRole('button', { name: 'Uložit kouzlo' }).click();
  await expect(b.getByLabel('Popis')).toHaveValue('Chlad a mráz.');
  await expect(b.getByLabel('Úroveň')).toHaveValue('1');
  await expect(b.getByLabel('Název')).toHaveValue('Mrazivý dotek II');
  await expect(b.getByText(/mezitím/)).toHaveCount(0);

  // the language is a setting: A's switch reaches B, whose typed distance turns into feet
  await a.getByRole('button', { name: 'EN – přepnout do angličtiny' }).click();
  await expect(b.getByLabel('Distance in feet')).toHaveValue('20');
  await a.getByRole('button', { name: 'Edit spell Mrazivý dotek' }).click();
  await a.getByLabel('Name').fill('Icy Touch');
  await a.getByLabel('Description').fill('Cold and frost.');
  await a.getByRole('button', { name: 'Save spell' }).click();
  await expect(b.getByLabel('Description')).toHaveValue('Cold and frost.');
  await expect(b.getByLabel('Name')).toHaveValue('Mrazivý dotek II');
  await expect(b.getByText(/of this spell meanwhile: Name\./)).toBeVisible();
  await b.getByRole('button', { name: 'Save spell' }).click();
  await expect.poll(async () => (await b.evaluate(storedStateInPage)).homebrew.map((h: { text: { name: string; description: string[] }; data: { level: number; range: unknown } }) => [h.text.name, h.text.description, h.data.level, h.data.range])).toEqual([
    ['Mrazivý dotek II', ['Cold and frost.'], 1, { kind: 'distance', feet: 20 }],
  ]);
});
