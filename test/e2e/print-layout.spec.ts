// Printing, as the page lies on paper: a word wider than a line (a link in a homebrew text) must not
// make Chromium shrink the whole page to fit it, nor stick out of a card.
import { test, expect, type Page } from '@playwright/test';
import { storedCharacter, storedState } from './fixtures';

test.use({ serviceWorkers: 'block' });

/** no space, hyphen or other place to break a line in 144 characters */
const LINK = `https://example.org/${'odkaz_do_knihovny_'.repeat(8)}`;

const homebrew = {
  data: {
    id: 'hb-odkaz-ab12', srdName: 'Odkaz', level: 1, school: 'divination', ritual: false, concentration: false,
    castingTime: { amount: 1, unit: 'action' }, range: { kind: 'touch' }, components: { v: true, s: false, m: false },
    duration: { unit: 'instantaneous', upTo: false, concentration: false }, classes: ['wizard'], subclasses: [], homebrew: true,
  },
  text: { name: 'Odkaz do knihovny', castingTime: '1 akce', range: 'Dotyk', components: 'V', duration: 'Ihned', description: [`Celé znění najdeš na ${LINK} a jinde.`] },
};

async function seed(page: Page, state: object) {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('grimoar')) localStorage.setItem('grimoar', s);
  }, JSON.stringify(state));
}

test('a long link in a homebrew text breaks: the sheet keeps its size, the card its 63 mm', async ({ page }) => {
  const c = storedCharacter({ id: 'vera', name: 'Věra', classes: [{ classId: 'wizard', level: 3 }], spells: [['hb-odkaz-ab12', 'prepared'], ['fire-bolt', 'known']] });
  const state = storedState([c], c.id);
  await seed(page, { ...state, state: { ...state.state, homebrew: [homebrew] } });
  // the width of an A4 page less the sheet's margins: 186 mm at 96 px per inch
  await page.setViewportSize({ width: 703, height: 900 });
  await page.goto('/tisk');
  await page.getByRole('checkbox', { name: 'Přidat celé popisy kouzel' }).check();
  await expect(page.getByTestId('spell-sheet')).toContainText('Celé znění najdeš');
  await page.emulateMedia({ media: 'print' });
  // wider than the page, Chromium's print would shrink everything on it
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(703);

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Karty kouzel' }).click();
  await expect(page.getByTestId('cards-summary')).toBeVisible({ timeout: 30_000 });
  // a short text: one card, not one card per word that would not fit beside it
  await expect(page.locator('.card-page [data-spell=hb-odkaz-ab12]')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  const outside = await page.locator('.card-page [data-testid=spell-card]').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      const out: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const r = document.createRange();
        r.selectNodeContents(n);
        if (Array.from(r.getClientRects()).some((x) => x.right > box.right + 0.5 || x.bottom > box.bottom + 0.5)) out.push(n.textContent!.slice(0, 40));
      }
      return out;
    }),
  );
  expect(outside).toEqual([]);
});
