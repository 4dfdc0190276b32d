// The spell catalog (Kouzla) in Chromium: diacritics-free search, the detail, filters that live in
// the URL and survive reload, adding a spell to a character — on a desktop and on a 390×844 phone —
// and axe-core on the list and on a detail (no serious or critical violations).
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test.use({ serviceWorkers: 'block' });

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Hledat kouzlo' });
const spellList = (page: Page) => page.getByRole('list', { name: 'Seznam kouzel' });

/** A saved state with one wizard, written before the app starts (only on the first load). */
async function seedWizard(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('grimoar')) return;
    const now = new Date().toISOString();
    const character = {
      id: 'e2e-wizard',
      name: 'Elminster',
      classes: [{ classId: 'wizard', level: 5 }],
      abilities: { str: 10, dex: 14, con: 12, int: 18, wis: 12, cha: 10 },
      spells: [],
      caster: {
        spentSlots: [0, 0, 0, 0, 0, 0, 0, 0, 0], spentPact: 0, arcanumUsed: [], sorceryPointsSpent: 0, arcaneRecoveryUsed: false,
        concentration: null, turn: { round: 1, bonusActionSpellCast: false, nonCantripSpellCast: false }, effects: [],
      },
      conditions: { silenced: false, handsFree: true, hasFocusOrPouch: true, materialsOwned: [], armourWorn: false, armourProficient: true, incapacitated: false },
      preparationPending: false,
      overrides: [],
      createdAt: now,
      updatedAt: now,
    };
    const state = { characters: [character], activeCharacterId: character.id, homebrew: [], settings: { language: 'cs', theme: 'system' } };
    localStorage.setItem('grimoar', JSON.stringify({ version: 1, state }));
  });
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`catalog on ${label}`, () => {
    test.use({ viewport });

    test('search without diacritics, open the detail, come back', async ({ page }) => {
      await page.goto('/kouzla');
      await expect(page.getByRole('heading', { level: 1, name: 'Kouzla' })).toBeVisible();
      await expect(page.getByText('319 kouzel')).toBeVisible();
      await searchBox(page).fill('ohniva');
      const fireball = spellList(page).getByRole('link', { name: /Ohnivá koule/ });
      await expect(fireball).toBeVisible();
      await expect(spellList(page).getByRole('link', { name: /Dotek smrti/ })).toHaveCount(0);
      await fireball.click();
      await expect(page).toHaveURL(/\/kouzla\/fireball\?q=ohniva$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ohnivá koule' })).toBeVisible();
      const block = page.getByRole('article', { name: 'Ohnivá koule' });
      await expect(block.getByText('zaklínání 3. úrovně')).toBeVisible();
      await expect(block.getByText('30 sáhů', { exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: '14k6' })).toBeVisible();
      if (label === 'phone') {
        await page.getByRole('link', { name: /Zpět na seznam kouzel/ }).click();
        await expect(page).toHaveURL(/\/kouzla\?q=ohniva$/);
      }
      await expect(searchBox(page)).toHaveValue('ohniva');
    });

    test('filter by class and level; the URL keeps them over a reload', async ({ page }) => {
      await page.goto('/kouzla');
      await expect(page.getByText('319 kouzel')).toBeVisible();
      await page.getByRole('button', { name: /^Filtry/ }).click();
      await page.getByRole('button', { name: 'klerik' }).click();
      await page.getByRole('button', { name: '3. úroveň' }).click();
      await expect(page).toHaveURL(/\/kouzla\?class=cleric&level=3$/);
      await expect(spellList(page).getByRole('link', { name: /Denní světlo/ })).toBeVisible();
      await expect(spellList(page).getByRole('link', { name: /Ohnivá koule/ })).toHaveCount(0);
      const count = await page.getByText(/^\d+\skouz(lo|la|el)$/).textContent();
      await page.reload();
      await expect(page.getByText(count!)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Filtry (2)' })).toBeVisible();
      await expect(spellList(page).getByRole('link', { name: /Denní světlo/ })).toBeVisible();
      await page.getByRole('button', { name: 'Filtry (2)' }).click();
      await expect(page.getByRole('button', { name: 'klerik' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: '3. úroveň' })).toHaveAttribute('aria-pressed', 'true');
    });

    test('add a spell to a character from its detail; it stays after reload', async ({ page }) => {
      await seedWizard(page);
      await page.goto('/kouzla/fireball');
      await page.getByRole('button', { name: /Přidat postavě/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Přidat kouzlo postavě' });
      await expect(dialog.getByRole('radio', { name: 'v knize kouzel' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Přidat', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Elminster' })).toContainText('Kouzlo Ohnivá koule je v knize postavy Elminster');
      await page.reload();
      await page.getByRole('button', { name: /Přidat postavě/ }).click();
      await expect(page.getByRole('dialog')).toContainText('Postava už toto kouzlo má: kouzelník – v knize kouzel.');
      // a cleric spell for a wizard: the warning as the dialog opens, then the player insists
      await page.goto('/kouzla/cure-wounds');
      await page.getByRole('button', { name: /Přidat postavě/ }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Toto kouzlo není na seznamu kouzel povolání kouzelník.');
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Přidat', exact: true })).toHaveCount(0);
      await page.getByRole('dialog').getByRole('button', { name: 'Přesto přidat' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Elminster' })).toContainText('Přidáno na tvou žádost mimo pravidla.');
    });

    test('"+" on the rows adds two spells in two taps; they are in the book after reload', async ({ page }) => {
      await seedWizard(page);
      await page.goto('/kouzla');
      await expect(page.getByText('319 kouzel')).toBeVisible();
      for (const [q, name] of [['magic missile', 'Magická střela'], ['shield', 'Štít']]) {
        await searchBox(page).fill(q);
        const plus = spellList(page).getByRole('button', { name: `Přidat do knihy: ${name}`, exact: true });
        const box = await plus.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.height).toBeGreaterThanOrEqual(44);
        await plus.click();
        await expect(spellList(page).getByRole('img', { name: new RegExp(`^V\\sknize: ${name}$`) })).toBeVisible();
      }
      await expectNoSeriousA11yIssues(page);
      await page.reload();
      await searchBox(page).fill('shield');
      await expect(spellList(page).getByRole('img', { name: /^V\sknize: Štít$/ })).toBeVisible();
      await page.goto('/kniha');
      await expect(page.getByRole('checkbox', { name: 'Připraveno: Magická střela' })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Připraveno: Štít' })).toBeVisible();
    });

    test('axe: no serious or critical violations on the list and on a detail', async ({ page }) => {
      await page.goto('/kouzla');
      await expect(page.getByText('319 kouzel')).toBeVisible();
      await page.getByRole('button', { name: /^Filtry/ }).click();
      await expectNoSeriousA11yIssues(page);
      await page.goto('/kouzla/animate-objects');
      await expect(page.getByRole('heading', { level: 1, name: 'Oživlé předměty' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.goto('/kouzla/fire-bolt');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      // the dark theme (follows the system) has its own contrasts
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoSeriousA11yIssues(page);
      await page.goto('/kouzla?q=ohniva');
      await page.getByRole('button', { name: /^Filtry/ }).click();
      await page.getByRole('button', { name: '3. úroveň' }).click();
      await expect(spellList(page).getByRole('link', { name: /Ohnivá koule/ })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });
  });
}
