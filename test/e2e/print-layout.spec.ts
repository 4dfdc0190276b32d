// Printing, as the page lies on paper: a word wider than a line (a link in a homebrew text) must not
// make Chromium shrink the whole page to fit it, nor stick out of a card; the note of missing spells
// and the legend never stand alone on the last page of the sheet.
// PDF text comes from pdftotext (poppler-utils; .ci/run installs it).
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storedCharacter, storedState, type Status } from './fixtures';

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

function pdfPageTexts(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-print-'));
  const file = join(dir, 'out.pdf');
  writeFileSync(file, pdf);
  // pdftotext separates pages with a form feed
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
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

test('the note of missing spells and the legend take the last spell row with them to a new page', async ({ page }) => {
  // In English these spells fill two pages to their last line; "hex" is not in the SRD catalog.
  const wizard: [string, Status][] = [
    ['fire-bolt', 'known'], ['mage-hand', 'known'], ['prestidigitation', 'known'], ['minor-illusion', 'known'],
    ['magic-missile', 'prepared'], ['shield', 'prepared'], ['detect-magic', 'inBook'], ['sleep', 'inBook'],
    ['misty-step', 'prepared'], ['hold-person', 'inBook'], ['fireball', 'prepared'], ['counterspell', 'prepared'],
    ['glyph-of-warding', 'prepared'], ['polymorph', 'prepared'], ['animate-objects', 'prepared'], ['wall-of-force', 'prepared'],
    ['globe-of-invulnerability', 'inBook'], ['teleport', 'prepared'], ['forcecage', 'inBook'], ['simulacrum', 'inBook'],
    ['control-weather', 'inBook'], ['clone', 'inBook'], ['wish', 'inBook'], ['shapechange', 'inBook'],
    ['true-polymorph', 'inBook'], ['prismatic-wall', 'inBook'],
  ];
  const warlock: [string, Status, string][] = [['eldritch-blast', 'known', 'warlock'], ['hellish-rebuke', 'known', 'warlock'], ['hex', 'known', 'warlock'], ['invisibility', 'known', 'warlock']];
  const c = storedCharacter({
    id: 'elara', name: 'Elara', classes: [{ classId: 'wizard', level: 13 }, { classId: 'warlock', level: 3 }],
    abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 14 }, spells: [...wizard, ...warlock],
  });
  await seed(page, storedState([c], c.id, 'en'));
  await page.goto('/tisk');
  await expect(page.getByTestId('spell-sheet')).toContainText('1 of the character\'s spells is no longer in the catalog');
  await page.emulateMedia({ media: 'print' });
  const pages = pdfPageTexts(await page.pdf({ format: 'A4' }));
  const last = pages[pages.length - 1];
  expect(last).toContain('■ prepared');
  expect(last).toContain('no longer in the catalog');
  // a row of the spell table: a spell's name with its class
  expect(last).toMatch(/\(Wizard\)|\(Warlock\)/);
});
