// The fight screen (/boj) end to end in Chromium: casting with slots and as a ritual, pact slots on a
// short rest, concentration moving between spells, the concentration DC, rests, and a reload.
import { test, expect, type Page } from '@playwright/test';
import { seedOnce, storedCharacter, storedState, type Status } from './fixtures';

const character = (id: string, name: string, classId: string, level: number, spells: [string, Status][]) =>
  storedCharacter({ id, name, classes: [{ classId, level }], spells });

const wizard = character('umara', 'Umara', 'wizard', 5, [
  ['fire-bolt', 'known'],
  ['magic-missile', 'prepared'],
  ['detect-magic', 'inBook'],
  ['haste', 'prepared'],
  ['fireball', 'prepared'],
]);
const warlock = character('morgwen', 'Morgwen', 'warlock', 5, [
  ['eldritch-blast', 'known'],
  ['hold-person', 'known'],
]);

async function seed(page: Page, active: string, language: 'cs' | 'en' = 'cs') {
  const state = storedState([wizard, warlock], active, language);
  await seedOnce(page, state);
}

const slots = (page: Page, level: number) => page.getByTestId(`slots-${level}`);

async function castFromPicker(page: Page, spellName: string) {
  await page.getByRole('button', { name: 'Seslat', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Seslat kouzlo' });
  await picker.getByRole('button', { name: new RegExp(`^${spellName}`) }).click();
  return page.getByRole('dialog', { name: `Seslat: ${spellName}` });
}

test('a level-5 wizard casts, rituals, moves concentration, takes damage, rests and reloads', async ({ page }) => {
  await seed(page, 'umara');
  await page.goto('/boj');
  await expect(page.getByRole('heading', { level: 1, name: 'Boj: Umara' })).toBeVisible();
  await expect(slots(page, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 4 ze 4 volné');
  await expect(slots(page, 2)).toHaveAttribute('aria-label', 'Pozice 2. úrovně: 3 ze 3 volné');
  await expect(slots(page, 3)).toHaveAttribute('aria-label', 'Pozice 3. úrovně: 2 ze 2 volné');

  // Magická střela from a 2nd-level slot: 4/3/2 -> 4/2/2, 4 darts
  let dialog = await castFromPicker(page, 'Magická střela');
  // a phone reloads a tab it put away: the spell being cast is still open after a reload
  await page.reload();
  await expect(dialog.getByTestId('cast-summary')).toContainText('Magická střela na 1. úrovni');
  await dialog.getByRole('radio', { name: /Pozice 2\. úrovně/ }).check();
  await expect(dialog.getByTestId('cast-summary')).toContainText('Magická střela na 2. úrovni: 4 šipky');
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Sesláno' })).toBeVisible();
  await expect(dialog.getByTestId('cast-summary')).toContainText('4 šipky');
  // once cast, a reload does not offer the same cast again
  await page.reload();
  await expect(slots(page, 2)).toHaveAttribute('aria-label', 'Pozice 2. úrovně: 2 ze 3 volné');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(slots(page, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 4 ze 4 volné');
  await expect(slots(page, 3)).toHaveAttribute('aria-label', 'Pozice 3. úrovně: 2 ze 2 volné');

  // a ritual from the spellbook spends nothing
  await page.getByRole('button', { name: 'Začít boj' }).click();
  await expect(page.getByTestId('round')).toHaveText('Kolo 1');
  dialog = await castFromPicker(page, 'Najdi magii');
  await expect(dialog.getByRole('radio', { name: /Jako rituál/ })).toBeChecked();
  await expect(dialog.getByTestId('cast-summary')).toContainText('+10 minut');
  // a ritual is cast over 10 minutes: being cast, shown with its time left, kept over a reload
  await dialog.getByRole('button', { name: 'Začít sesílat' }).click();
  await expect(dialog.getByRole('status')).toContainText('zbývá 10 minut');
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  const casting = page.getByRole('region', { name: 'Sesíláš kouzlo Najdi magii' });
  await expect(casting).toContainText('zbývá 10 minut');
  await page.getByRole('button', { name: 'Nový tah' }).click();
  await expect(casting).toContainText(/zbývá 9\sminut a\s9\skol/);
  await page.reload();
  await expect(casting).toContainText(/zbývá 9\sminut a\s9\skol/);
  await casting.getByRole('button', { name: 'Dokončit sesílání' }).click();
  await expect(casting).toHaveCount(0);
  await expect(page.getByText('Kouzlo Najdi magii je seslané.')).toBeVisible();
  await expect(slots(page, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 4 ze 4 volné');
  await expect(slots(page, 2)).toHaveAttribute('aria-label', 'Pozice 2. úrovně: 2 ze 3 volné');
  await expect(slots(page, 3)).toHaveAttribute('aria-label', 'Pozice 3. úrovně: 2 ze 2 volné');
  await expect(page.getByTestId('concentration')).toContainText('Najdi magii');
  // the ritual took 10 minutes (100 rounds) before the spell took effect
  await expect(page.getByTestId('round')).toHaveText('Kolo 101');

  // concentration moves to Rychlost, after one question
  await page.getByRole('button', { name: 'Nový tah' }).click();
  dialog = await castFromPicker(page, 'Rychlost');
  await dialog.getByLabel('Cíl (do seznamu účinků)').fill('Bruenor');
  // one question, at the button that casts: the tap answers it
  await expect(dialog.getByRole('heading', { name: 'Ukončit soustředění na kouzlo Najdi magii?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ukončit soustředění a seslat' }).click();
  await expect(dialog.getByText('Soustředění na kouzlo Najdi magii skončilo.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page.getByTestId('concentration')).toContainText('Rychlost');
  await expect(page.getByTestId('concentration')).toContainText('zbývá 1 minuta');
  await expect(page.getByTestId('effects')).toContainText('Rychlost – Bruenor');
  await expect(slots(page, 3)).toHaveAttribute('aria-label', 'Pozice 3. úrovně: 1 ze 2 volná');

  // damage 35 -> SO 17
  await page.getByRole('button', { name: 'Zranění', exact: true }).click();
  const damage = page.getByRole('dialog', { name: 'Dostávám zranění' });
  await damage.getByLabel('Zranění ze zdroje 1').fill('35');
  await expect(damage.getByTestId('dc-0')).toHaveText('SO 17');
  // a phone reloads a tab it put away: the damage dialog comes back as it was
  await page.reload();
  await expect(damage.getByLabel('Zranění ze zdroje 1')).toHaveValue('35');
  await expect(damage.getByTestId('dc-0')).toHaveText('SO 17');
  await damage.getByRole('button', { name: 'Hotovo' }).click();

  // reload keeps the state
  await page.reload();
  await expect(slots(page, 2)).toHaveAttribute('aria-label', 'Pozice 2. úrovně: 2 ze 3 volné');
  await expect(slots(page, 3)).toHaveAttribute('aria-label', 'Pozice 3. úrovně: 1 ze 2 volná');
  await expect(page.getByTestId('concentration')).toContainText('Rychlost');
  await expect(page.getByTestId('round')).toHaveText('Kolo 102');

  // a long rest restores everything
  await page.getByRole('button', { name: 'Důkladný odpočinek' }).click();
  await page.getByRole('dialog', { name: 'Důkladný odpočinek' }).getByRole('button', { name: 'Odpočinout si', exact: true }).click();
  await expect(slots(page, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 4 ze 4 volné');
  await expect(slots(page, 2)).toHaveAttribute('aria-label', 'Pozice 2. úrovně: 3 ze 3 volné');
  await expect(slots(page, 3)).toHaveAttribute('aria-label', 'Pozice 3. úrovně: 2 ze 2 volné');
  await expect(page.getByTestId('concentration')).toHaveText('Nesoustředíš se na žádné kouzlo.');
});

test("a warlock's pact slots come back on a short rest", async ({ page }) => {
  await seed(page, 'morgwen');
  await page.goto('/boj?cast=hold-person&class=warlock');
  const dialog = page.getByRole('dialog', { name: 'Seslat: Znehybni osobu' });
  await expect(dialog.getByRole('radio', { name: /Pozice paktu \(3\. úroveň\)/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).click();
  await expect(dialog.getByText('Utracena pozice paktu (3. úroveň).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page).toHaveURL(/\/boj\/morgwen$/);
  const pact = page.getByTestId('pact');
  await expect(pact).toHaveAttribute('aria-label', /^Pozice\spaktu\s\(3\.\súroveň\):\s1\sze\s2\svolná$/);
  await pact.getByRole('button', { name: 'Utratit pozici paktu' }).click();
  await expect(pact).toHaveAttribute('aria-label', /^Pozice\spaktu\s\(3\.\súroveň\):\s0\sze\s2\svolných$/);
  await page.getByRole('button', { name: 'Krátký odpočinek' }).click();
  await page.getByRole('dialog', { name: 'Krátký odpočinek' }).getByRole('button', { name: 'Odpočinout si', exact: true }).click();
  await expect(pact).toHaveAttribute('aria-label', /^Pozice\spaktu\s\(3\.\súroveň\):\s2\sze\s2\svolné$/);
  await expect(page.getByText('Krátký odpočinek: pozice paktu jsou zpět.')).toBeVisible();
});

test('a refusal explains the rule and the GM override is recorded', async ({ page }) => {
  await seed(page, 'umara');
  await page.goto('/boj');
  await page.getByRole('checkbox', { name: 'Nemůžu mluvit (umlčení)' }).check();
  const dialog = await castFromPicker(page, 'Magická střela');
  await expect(dialog.getByRole('alert')).toContainText('Nemůžeš mluvit (umlčení): kouzlo s\u00a0verbální složkou (V) nesešleš');
  await expect(dialog.getByRole('link', { name: /Proč\?/ })).toHaveAttribute('href', /^\/pravidla#/);
  await expect(dialog.getByRole('button', { name: 'Seslat', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'PJ povolil – seslat' }).click();
  await expect(dialog.getByText(/PJ povolil: umlčení \(V\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page.getByTestId('overrides')).toContainText('Magická střela');
  await expect(slots(page, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze 4 volné');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the thumb panel buttons hold their labels, in English too', async ({ page }) => {
    await seed(page, 'umara', 'en');
    await page.goto('/boj/umara');
    const buttons = page.getByRole('button', { name: /^(Start combat|Damage|Cast)$/ });
    await expect(buttons).toHaveCount(3);
    // the label stays inside the button's padding: "Start combat" is the longest
    const spill = await buttons.evaluateAll((els) => els.map((b) => {
      const r = document.createRange();
      r.selectNodeContents(b);
      const text = r.getBoundingClientRect();
      const box = b.getBoundingClientRect();
      const pad = parseFloat(getComputedStyle(b).paddingLeft);
      return `${b.textContent}: ${Math.round(Math.max(box.left + pad - text.left, text.right - (box.right - pad)))}`;
    }));
    for (const s of spill) expect(Number(s.split(': ')[1]), s).toBeLessThanOrEqual(0);
  });

  // warlock 11 / sorcerer 6: slot levels, pact slots, Mystic Arcanum and sorcery points — enough rows
  // for the panel's compact two-column layout, whose label column is the narrowest
  const morwen = storedCharacter({ id: 'morwen', name: 'Morwen', classes: [{ classId: 'warlock', level: 11 }, { classId: 'sorcerer', level: 6 }], spells: [['eldritch-blast', 'known']] });
  for (const language of ['cs', 'en'] as const) {
    test(`the slot rows' labels stay inside their column (${language})`, async ({ page }) => {
      await page.addInitScript((s) => localStorage.setItem('grimoar', s), JSON.stringify(storedState([morwen], 'morwen', language)));
      await page.goto('/boj/morwen');
      await expect(page.getByTestId('arcanum')).toBeVisible();
      const labels = page.locator('[role="group"][data-testid] > span[aria-hidden="true"]:first-child');
      const boxes = await labels.evaluateAll((els) => els.map((el) => {
        const r = document.createRange();
        r.selectNodeContents(el);
        const text = r.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { label: el.textContent, width: box.width, spill: Math.max(box.left - text.left, text.right - box.right) };
      }));
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      expect(Math.min(...boxes.map((b) => b.width)), 'the compact layout').toBeLessThanOrEqual(40);
      for (const b of boxes) expect(b.spill, `${b.label}`).toBeLessThanOrEqual(0.5);
    });
  }

  test('turned to landscape (844 × 390), the fight column keeps room beside the slot panel', async ({ page }) => {
    await seed(page, 'umara');
    await page.goto('/boj/umara');
    await expect(slots(page, 3)).toBeVisible();
    await page.setViewportSize({ width: 844, height: 390 });
    // the column of concentration, effects and conditions is not squeezed beside the panel: a short
    // condition reads on one line (not broken word by word), and the panel keeps a level's 4 pips in one row
    const silenced = page.getByText('Nemůžu mluvit (umlčení)');
    const lineHeight = await silenced.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    await expect.poll(() => silenced.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(lineHeight * 1.5);
    const pipTops = await slots(page, 1).getByRole('button').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(pipTops).toHaveLength(4);
    expect(new Set(pipTops).size).toBe(1);
  });

  test('on a phone turned to landscape (667 × 375) the navigation is a rail at the left and the slot panel sits at the bottom', async ({ page }) => {
    await page.setViewportSize({ width: 667, height: 375 });
    await seed(page, 'umara');
    await page.goto('/boj/umara');
    const panel = page.getByTestId('thumb-panel');
    await expect(panel.getByRole('button', { name: 'Seslat', exact: true })).toBeVisible();
    const nav = (await page.getByRole('navigation', { name: 'Hlavní nabídka' }).boundingBox())!;
    const main = (await page.locator('#main').boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(nav.x).toBe(0);
    expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
    for (const link of await page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link').all()) {
      const b = (await link.boundingBox())!;
      expect(b.y + b.height).toBeLessThanOrEqual(375);
    }
    // the panel at the screen's bottom edge (no bar under it), beside the rail
    expect(Math.round(box.y + box.height)).toBe(375);
    expect(box.x).toBeGreaterThanOrEqual(nav.x + nav.width);
    // the screen keeps more than a third of the height between the header and the panel
    expect(box.y - (header.y + header.height)).toBeGreaterThan(375 / 3);
    // the seed's backup reminder is due: it shows in the fight screen, not above the rail
    await expect(page.locator('#main').getByTestId('banner-reminder')).toContainText('Zálohuj si postavy');
    // turned back to portrait, the navigation is the bar at the bottom again
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await page.getByRole('navigation', { name: 'Hlavní nabídka' }).boundingBox())!.y).toBeGreaterThan(700);
  });

  // the seeds' characters are from 2024: the backup reminder is due
  for (const [who, name] of [['umara', 'a level-5 wizard'], ['morwen', 'a warlock 11 / sorcerer 6']] as const) {
    test(`in landscape (844 × 390) with the backup reminder due, ${name} reaches Seslat without scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 844, height: 390 });
      if (who === 'umara') await seed(page, 'umara');
      else await page.addInitScript((s) => localStorage.setItem('grimoar', s), JSON.stringify(storedState([morwen], 'morwen')));
      await page.goto(`/boj/${who}`);
      const cast = page.getByTestId('thumb-panel').getByRole('button', { name: 'Seslat', exact: true });
      await expect(cast).toBeVisible();
      const box = (await cast.boundingBox())!;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(box.y + box.height).toBeLessThanOrEqual(390);
      // the reminder is still there, in the fight column
      const reminder = page.getByTestId('banner-reminder');
      await expect(reminder).toHaveCount(1);
      await expect(page.locator('#main').getByTestId('banner-reminder')).toContainText('Zálohuj si postavy');
      // turned back to portrait, it is under the header again
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.locator('#main').getByTestId('banner-reminder')).toHaveCount(0);
      await expect(reminder).toBeVisible();
    });
  }

  test('mid-fight, another character is one choice away on the fight screen', async ({ page }) => {
    await seed(page, 'umara');
    await page.goto('/boj/umara');
    await page.getByRole('button', { name: 'Začít boj' }).tap();
    await page.getByRole('combobox', { name: 'Postava' }).selectOption({ label: 'Morgwen' });
    await expect(page).toHaveURL(/\/boj\/morgwen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Boj: Morgwen' })).toBeVisible();
    await expect(page.getByTestId('pact')).toBeVisible();
    // and back: Umara's fight goes on where it was
    await page.getByRole('combobox', { name: 'Postava' }).selectOption({ label: 'Umara' });
    await expect(page.getByTestId('round')).toHaveText('Kolo 1');
  });

  test('a screen opened from the bottom navigation starts at its top', async ({ page }) => {
    await seed(page, 'umara');
    await page.goto('/kniha/umara');
    await expect(page.getByText('Ohnivá koule').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Boj' }).tap();
    await expect(page.getByRole('heading', { name: /Umara/ }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // the catalog's own place is kept: back from a spell to where the list was
    await page.goto('/kouzla');
    await expect(page.getByText('319 kouzel')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
    await page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Pravidla' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
