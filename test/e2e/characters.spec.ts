// Journeys of the characters list, the character editor and the spellbook, in Czech:
// create a multiclass character, find a spell in the catalog by a diacritics-free query, add it,
// prepare within the limit, reload and see it all still there — on a desktop and on a 390×844 phone.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function createMulticlass(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Založit první postavu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nová postava' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Vajra');
  await page.getByRole('textbox', { name: 'Úroveň' }).fill('3');
  await page.getByRole('button', { name: 'Přidat povolání' }).click();
  await page.getByRole('combobox', { name: 'Povolání' }).nth(1).selectOption({ label: 'Klerik' });
  await page.getByRole('textbox', { name: 'Úroveň' }).nth(1).fill('2');
  await page.getByRole('textbox', { name: 'Inteligence' }).fill('16');
  await page.getByRole('textbox', { name: 'Moudrost' }).fill('14');
  // a wrong value is refused at the field first
  await page.getByRole('textbox', { name: 'Síla' }).fill('abc');
  await page.getByRole('button', { name: 'Založit postavu' }).click();
  await expect(page.getByRole('textbox', { name: 'Síla' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Hodnota vlastnosti musí být celé číslo.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Síla' }).fill('10');
  await expect(page.getByRole('region', { name: 'Kouzelník 3' })).toContainText('SO záchrany proti kouzlu14');
  await page.getByRole('button', { name: 'Založit postavu' }).click();
  await expect(page).toHaveURL(/\/kniha\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Kouzelník 3' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Klerik 2' })).toBeVisible();
}

async function addFromCatalog(page: Page) {
  await page.getByRole('link', { name: 'Přidat kouzla: Kouzelník' }).click();
  await expect(page).toHaveURL(/\/kouzla\?class=wizard/);
  await page.getByRole('searchbox', { name: 'Hledat kouzlo' }).fill('magicka strela');
  await expect(page.getByText('1 kouzlo', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Magická střela/ }).first().click();
  await expect(page).toHaveURL(/\/kouzla\/magic-missile/);
  await page.getByRole('button', { name: 'Přidat postavě' }).click();
  const dialog = page.getByRole('dialog', { name: 'Přidat kouzlo postavě' });
  await expect(dialog.getByRole('combobox').nth(1)).toHaveValue('wizard');
  await dialog.getByRole('radio', { name: /v knize kouzel/i }).check();
  await dialog.getByRole('button', { name: 'Přidat' }).click();
  await page.getByRole('link', { name: 'Otevřít knihu kouzel' }).click();
  await expect(page).toHaveURL(/\/kniha\/[^/?]+$/);
}

async function prepare(page: Page) {
  // wizard: prepare from the spellbook (INT 16, level 3: up to 6)
  const toggle = page.getByRole('checkbox', { name: 'Připraveno: Magická střela' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText(/^Připravená kouzla 1 \/ 6/)).toBeVisible();
  // cleric: daily preparation from the class list (WIS 14, level 2: up to 4)
  await page.getByRole('button', { name: 'Připravit kouzla' }).nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Příprava kouzel' });
  await dialog.getByRole('searchbox', { name: 'Hledat kouzlo' }).fill('zhoj zraneni');
  await dialog.getByRole('checkbox', { name: /Zhoj zranění/ }).check();
  await expect(dialog.getByTestId('prep-count-cleric')).toHaveText('Vybráno 1 kouzlo ze 4');
  await dialog.getByRole('button', { name: 'Potvrdit přípravu' }).click();
  await expect(dialog).toBeHidden();
}

async function expectAllThere(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Kouzelník 3' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Připraveno: Magická střela' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 3, name: /^Připravená kouzla 1 \/ 4/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Zhoj zranění/ })).toBeVisible();
  await page.getByRole('link', { name: 'Postavy', exact: true }).click();
  const card = page.getByRole('article', { name: 'Vajra' });
  await expect(card).toContainText('Kouzelník 3 / Klerik 2');
  await expect(card).toContainText('2 kouzla');
  await expect(card).toContainText('Aktivní');
}

async function journey(page: Page) {
  await createMulticlass(page);
  await addFromCatalog(page);
  await prepare(page);
  await page.reload();
  await expectAllThere(page);
}

test.describe('characters and spellbook — desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('create a multiclass character, add a spell from the catalog, prepare, reload', async ({ page }) => {
    await journey(page);
  });
});

test.describe('characters and spellbook — phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the same journey on a 390×844 phone', async ({ page }) => {
    await journey(page);
    // nothing overflows sideways on the phone
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a level change says what it brings before saving, within the phone width', async ({ page }) => {
    await createMulticlass(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Upravit postavu Vajra' }).click();
    await page.getByRole('textbox', { name: 'Úroveň' }).first().fill('5');
    // wizard 3 + cleric 2 -> wizard 5 + cleric 2: multiclass caster level 7 reaches 4th-level slots
    // and a third 3rd-level slot
    const summary = page.getByRole('list', { name: 'Co přinese změna úrovní' });
    await expect(summary).toContainText(/^Nově: \+1\spozice 3.\súrovně, \+1\spozice 4.\súrovně \(nová úroveň\), \+1\strik \(kouzelník\), \+2\spřipravená kouzla \(kouzelník\)\.$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(page.getByRole('article', { name: 'Vajra' })).toContainText('Kouzelník 5 / Klerik 2');
  });
});

test('delete with undo on the list', async ({ page }) => {
  await createMulticlass(page);
  await page.getByRole('link', { name: 'Postavy', exact: true }).click();
  // with the keyboard: the focus goes to "Vrátit" once the card has gone, then to the card back
  await page.getByRole('button', { name: 'Smazat postavu Vajra' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Smazat postavu?' }).getByRole('button', { name: 'Smazat' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Vajra' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vrátit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Vajra' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vajra' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Vajra' })).toBeVisible();
});

test('a character half typed survives a reload of the tab, and goes once saved', async ({ page }) => {
  await page.goto('/postava/nova');
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Mordenkainen');
  await page.getByRole('textbox', { name: 'Úroveň' }).fill('4');
  await page.reload(); // what a phone does to a tab it discarded in the background
  await expect(page.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Mordenkainen');
  await expect(page.getByRole('textbox', { name: 'Úroveň' })).toHaveValue('4');
  await expect(page.getByRole('status').filter({ hasText: 'neuložené úpravy jsou zpátky' })).toBeVisible();
  await page.getByRole('button', { name: 'Založit postavu' }).click();
  await expect(page).toHaveURL(/\/kniha\/[^/?]+$/);
  await page.goto('/postava/nova');
  await expect(page.getByRole('textbox', { name: 'Jméno' })).toHaveValue('');
});

test.describe('accessibility (axe-core)', () => {
  const seriousOrWorse = async (page: Page) => {
    const r = await new AxeBuilder({ page }).analyze();
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  for (const theme of ['light', 'dark'] as const) {
    test(`list, editor and spellbook have no serious violations (${theme})`, async ({ page }) => {
      // seven whole-page axe runs: on a loaded 2-core runner they alone can take most of a minute
      test.slow();
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
      expect(await seriousOrWorse(page)).toEqual([]);
      await page.goto('/postava/nova');
      await expect(page.getByRole('heading', { level: 1, name: 'Nová postava' })).toBeVisible();
      expect(await seriousOrWorse(page)).toEqual([]);
      await page.goto('/kniha');
      await expect(page.getByRole('heading', { level: 1, name: 'Kniha kouzel' })).toBeVisible();
      expect(await seriousOrWorse(page)).toEqual([]);

      await createMulticlass(page);
      await addFromCatalog(page);
      await page.getByRole('checkbox', { name: 'Připraveno: Magická střela' }).check();
      await page.getByRole('button', { name: /Magická střela/ }).click();
      expect(await seriousOrWorse(page)).toEqual([]);
      await page.getByRole('button', { name: 'Připravit kouzla' }).nth(1).click();
      await expect(page.getByRole('dialog', { name: 'Příprava kouzel' })).toBeVisible();
      expect(await seriousOrWorse(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/');
      expect(await seriousOrWorse(page)).toEqual([]);
      await page.getByRole('link', { name: 'Upravit postavu Vajra' }).click();
      await page.getByRole('textbox', { name: 'Úroveň' }).first().fill('1');
      await expect(page.getByRole('list', { name: 'Co přinese změna úrovní' })).toBeVisible();
      expect(await seriousOrWorse(page)).toEqual([]);
      await page.getByRole('textbox', { name: 'Úroveň' }).first().fill('0');
      await page.getByRole('button', { name: 'Uložit změny' }).click();
      await expect(page.getByText('Úroveň musí být od 1 do 20.')).toBeVisible();
      expect(await seriousOrWorse(page)).toEqual([]);
    });
  }
});
