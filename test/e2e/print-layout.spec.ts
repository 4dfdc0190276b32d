// Printing, as the page lies on paper: a word wider than a line (a link in a homebrew text) must not
// make Chromium shrink the whole page to fit it, nor stick out of a card; the note of missing spells
// and the legend never stand alone on the last page of the sheet; a level's table that runs onto the
// next page names its level there; the sheet with full descriptions leaves no page a quarter blank;
// cards with nothing to print print their note mid-page; a card's font steps by quarter points;
// the browser's own print of a spell page gives the spell alone, of the catalog the whole list.
// PDF text comes from pdftotext (poppler-utils; .ci/run installs it).
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storedCharacter, storedState, type Status } from './fixtures';
import { seedState } from './print-seed';

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

function pdfFile(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'grimoar-print-')), 'out.pdf');
  writeFileSync(file, pdf);
  return file;
}

function pdfPageTexts(pdf: Buffer): string[] {
  // pdftotext separates pages with a form feed
  return execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile(pdf), '-'], { encoding: 'utf8' }).split('\f').map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The pages (size in pt) and their words with boxes (pt from the top left), from pdftotext -bbox. */
function pdfWords(pdf: Buffer): { w: number; h: number; words: { text: string; x0: number; y0: number; x1: number; y1: number }[] }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', pdfFile(pdf), '-'], { encoding: 'utf8' });
  return html.split('<page ').slice(1).map((p) => ({
    w: Number(/width="([\d.]+)"/.exec(p)![1]),
    h: Number(/height="([\d.]+)"/.exec(p)![1]),
    words: [...p.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({ text: m[5], x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]) })),
  }));
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

test("a level's spell table that runs onto the next page names its level in the header printed there", async ({ page }) => {
  type Mech = Record<string, { level: number; classes: string[] }>;
  const mech = JSON.parse(readFileSync(new URL('../../src/data/spells.json', import.meta.url), 'utf8')) as Mech;
  const cs = JSON.parse(readFileSync(new URL('../../locales/cs/spells.json', import.meta.url), 'utf8')) as Record<string, { name: string }>;
  // every 1st- and 2nd-level wizard spell (58): more rows than one A4 page holds
  const ids = Object.keys(mech).filter((id) => mech[id].classes.includes('wizard') && (mech[id].level === 1 || mech[id].level === 2));
  const c = storedCharacter({ id: 'mordo', name: 'Mordo', classes: [{ classId: 'wizard', level: 20 }], spells: ids.map((id): [string, Status] => [id, 'inBook']) });
  await seed(page, storedState([c], c.id));
  await page.goto('/tisk');
  await expect(page.getByTestId('sheet-spell')).toHaveCount(ids.length);
  await page.emulateMedia({ media: 'print' });
  const pages = pdfPageTexts(await page.pdf({ format: 'A4' }));
  const name = (id: string) => cs[id].name.replace(/\s+/g, ' ');
  // names no other name contains, so that a page holding one holds that spell's row
  const unique = ids.filter((id) => !ids.some((o) => o !== id && name(o).includes(name(id))));
  let split = 0;
  for (const level of [1, 2]) {
    const on = new Set(unique.filter((id) => mech[id].level === level).flatMap((id) => pages.flatMap((p, i) => (p.includes(name(id)) ? [i] : []))));
    if (on.size > 1) split++;
    for (const i of on) expect(pages[i], `page ${i + 1}, rows of level ${level}`).toContain(`Kouzla ${level}. úrovně`);
  }
  expect(split, 'a table runs onto a next page').toBeGreaterThan(0);
});

for (const [language, paper] of [['cs', 'a4'], ['en', 'letter']] as const) {
  test(`full descriptions use the paper as a book does: no page left a quarter blank (${language}, ${paper})`, async ({ page }) => {
    // a long text (Symbol, Teleport, Strážný znak) kept whole would jump to the next page and leave
    // most of this one blank; now only a short entry or a few lines go over
    const state = seedState(language);
    await seed(page, { ...state, state: { ...state.state, settings: { ...state.state.settings, paper } } });
    await page.goto('/tisk');
    await page.getByRole('checkbox', { name: language === 'cs' ? 'Přidat celé popisy kouzel' : 'Include full spell descriptions' }).check();
    await expect(page.getByTestId('sheet-spell').first().locator('.spell-text')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const pages = pdfWords(await page.pdf({ preferCSSPageSize: true }));
    expect(pages.length).toBeGreaterThan(3);
    const mm = 72 / 25.4;
    pages.slice(0, -1).forEach(({ h, words }, i) => {
      // the text area: the page less its @page margins (13 mm top, 15 mm bottom: PrintScreen)
      const top = 13 * mm;
      const bottom = h - 15 * mm;
      const lowest = Math.max(...words.filter((w) => w.y0 > top - 1 && w.y1 < bottom + 1).map((w) => w.y1));
      expect((bottom - lowest) / mm, `page ${i + 1} of ${pages.length}: blank mm at its foot`).toBeLessThan((bottom - top) / mm / 4);
    });
  });
}

test('cards with nothing to print: Ctrl+P prints the note in the middle of the page, not in its corner', async ({ page }) => {
  const c = storedCharacter({ id: 'nova', name: 'Nova', classes: [{ classId: 'wizard', level: 1 }], spells: [] });
  await seed(page, storedState([c], c.id));
  await page.goto('/tisk?view=cards');
  await expect(page.getByText('Žádné kouzlo k vytištění.')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const pages = pdfWords(await page.pdf({ preferCSSPageSize: true }));
  expect(pages).toHaveLength(1);
  const [{ w, h, words }] = pages;
  const note = words.filter((x) => /Žádné|kouzlo|vytištění/.test(x.text));
  expect(note.length).toBeGreaterThan(0);
  const x0 = Math.min(...note.map((x) => x.x0));
  const x1 = Math.max(...note.map((x) => x.x1));
  const y0 = Math.min(...note.map((x) => x.y0));
  expect(Math.abs((x0 + x1) / 2 - w / 2), 'centred across').toBeLessThan(w * 0.05);
  expect(y0 / h, 'in the middle third').toBeGreaterThan(0.33);
  expect(y0 / h, 'in the middle third').toBeLessThan(0.67);
});

test('a one-card text a hair too long for 6.5 pt keeps 6.25 pt, not 6 pt (Spirit Guardians)', async ({ page }) => {
  const c = storedCharacter({ id: 'tuk', name: 'Bratr Tuk', classes: [{ classId: 'cleric', level: 5 }], spells: [['spirit-guardians', 'prepared']] });
  await seed(page, storedState([c], c.id));
  await page.goto('/tisk?view=cards');
  await expect(page.getByTestId('cards-summary')).toBeVisible({ timeout: 30_000 });
  const cards = page.locator('.card-page [data-spell=spirit-guardians]');
  await expect(cards).toHaveCount(1);
  expect(await cards.evaluate((e) => parseFloat((e as HTMLElement).style.fontSize))).toBeGreaterThan(6);
});

test.describe('the browser\'s print of the catalog (Ctrl+P)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a spell page prints the spell alone, with the SRD credit, on one page', async ({ page }) => {
    await page.goto('/kouzla/fireball');
    await expect(page.getByRole('heading', { level: 1, name: 'Ohnivá koule' })).toBeVisible();
    const pages = pdfPageTexts(await page.pdf({ format: 'A4' }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Na vyšších úrovních');
    expect(pages[0]).toContain('licence CC BY 4.0');
    // neither the list beside it nor the controls go on paper
    expect(pages[0]).not.toContain('Divotvorství');
    expect(pages[0]).not.toContain('Zpět na seznam');
  });

  test('the catalog prints every spell of the list, not the few rows on screen', async ({ page }) => {
    await page.goto('/kouzla?level=9');
    await expect(page.getByText('15 kouzel')).toBeVisible();
    const text = pdfPageTexts(await page.pdf({ format: 'A4' })).join(' ');
    // the last of them are far below the rows on screen
    for (const name of ['Astrální projekce', 'Přání', 'Zastav čas', 'Změna podoby', 'Znovuzrození']) expect(text).toContain(name);
    await page.goto('/kouzla');
    await expect(page.getByText('319 kouzel')).toBeVisible();
    const all = pdfPageTexts(await page.pdf({ format: 'A4' }));
    // one line per spell: "Škola · vyvolání · dosah"
    expect(all.join(' ').match(/ · /g)!.length).toBeGreaterThanOrEqual(2 * 319);
    // no blank pages: every page holds spells
    for (const p of all) expect(p).toMatch(/ · /);
  });
});
