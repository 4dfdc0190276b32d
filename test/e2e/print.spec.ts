// Printing: the A4 spell sheet and the 63 × 88 mm spell cards of a character with 22
// spells, as PDFs from Chromium's print (the same path as Ctrl+P): A4 pages, every spell's Czech
// name in the PDF text, page numbers, no card overflowing, no text lost between cards.
// PDF text comes from pdftotext (poppler-utils; .ci/run installs it).
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedState, SEED_SPELL_IDS, SEED_READY_IDS } from './print-seed';

test.use({ serviceWorkers: 'block' });

type SpellText = { name: string; description: string[]; higherLevels?: string[] };
const csSpells = JSON.parse(readFileSync(new URL('../../locales/cs/spells.json', import.meta.url), 'utf8')) as Record<string, SpellText>;
const csNames = SEED_SPELL_IDS.map((id) => csSpells[id].name);

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Pages and their MediaBox sizes, read from the PDF's page objects. */
function pdfPages(pdf: Buffer): { w: number; h: number }[] {
  const text = pdf.toString('latin1');
  const boxes = [...text.matchAll(/\/Type\s*\/Page[^s][\s\S]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  return boxes.map((m) => ({ w: Number(m[3]) - Number(m[1]), h: Number(m[4]) - Number(m[2]) }));
}

function pdftotext(pdf: Buffer, page?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-print-'));
  const file = join(dir, 'out.pdf');
  writeFileSync(file, pdf);
  const pages = page ? ['-f', String(page), '-l', String(page)] : [];
  try {
    return execFileSync('pdftotext', [...pages, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch (e) {
    throw new Error(`pdftotext failed (apt-get install -y poppler-utils; .ci/run does it): ${String(e)}`);
  }
}
const pdfText = (pdf: Buffer) => pdftotext(pdf);
const pdfPageTexts = (pdf: Buffer, pages: number) => Array.from({ length: pages }, (_, i) => norm(pdftotext(pdf, i + 1)));

function expectA4(pdf: Buffer, pages: number) {
  const sizes = pdfPages(pdf);
  expect(sizes).toHaveLength(pages);
  for (const s of sizes) {
    // A4 = 595.28 × 841.89 pt (Chromium writes 595.92 × 842.88)
    expect(Math.abs(s.w - 595.5)).toBeLessThan(1.5);
    expect(Math.abs(s.h - 842.4)).toBeLessThan(1.5);
  }
}

async function open(page: Page, url: string, language: 'cs' | 'en' = 'cs') {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('grimoar')) localStorage.setItem('grimoar', s);
  }, JSON.stringify(seedState(language)));
  await page.goto(url);
}

/** The plain words of a spell's text as the cards must show them (markup removed). */
function words(paragraphs: string[]): string[] {
  return paragraphs
    .filter((p) => !/^\s*\|(\s*:?-{2,}:?\s*\|)+\s*$/.test(p))
    .map((p) => p.replace(/^\s*#+\s*/, '').replace(/^\s*-\s+/, ''))
    .join(' ')
    .replace(/\*+/g, '')
    .replace(/\|/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

test('the spell sheet prints on A4 with every spell, slots to tick and page numbers', async ({ page }) => {
  await open(page, '/tisk');
  await expect(page.getByRole('heading', { level: 1, name: 'Tisk' })).toBeVisible();
  const sheet = page.getByTestId('spell-sheet');
  await expect(sheet.getByRole('heading', { level: 2, name: 'Elara Stříbrná' })).toBeVisible();
  await expect(sheet).toContainText('Kouzelník 13 / Černokněžník 3');
  // INT 18 (+4) + proficiency +5 (level 16): DC 17, attack +9; CHA 14: DC 15, +7
  await expect(sheet.getByRole('row', { name: /Kouzelník 13/ })).toContainText('Inteligence (+4)17+9');
  await expect(sheet.getByRole('row', { name: /Černokněžník 3/ })).toContainText('Charisma (+2)15+7');
  // wizard 13: 4 3 3 3 2 1 1; warlock 3: two 2nd-level pact slots, apart
  const slots = page.getByTestId('slot-table');
  await expect(slots.getByRole('img')).toHaveCount(7);
  await expect(slots.getByRole('img', { name: '1. úroveň: 4' }).locator('.box')).toHaveCount(4);
  await expect(slots.getByRole('img', { name: '7. úroveň: 1' }).locator('.box')).toHaveCount(1);
  await expect(page.getByTestId('pact-slots').getByRole('img', { name: 'Pozice paktu (2. úroveň): 2' }).locator('.box')).toHaveCount(2);
  await expect(page.getByTestId('sheet-spell')).toHaveCount(SEED_SPELL_IDS.length);
  for (const n of csNames) await expect(sheet).toContainText(n);

  // Chromium's print: no app chrome, no options
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Hlavní nabídka' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Tisknout/ })).toBeHidden();
  await expect(sheet).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdfPages(pdf).length;
  expect(pages).toBeGreaterThanOrEqual(2);
  expectA4(pdf, pages);
  const text = norm(pdfText(pdf));
  for (const n of csNames) expect(text).toContain(n);
  expect(text).toContain('SO záchrany proti kouzlu');
  // page numbers from the @page margin box: "1 / 2" … "2 / 2"
  expect(text).toMatch(new RegExp(`(^|\\s)1 ?/ ?${pages}(\\s|$)`));
  expect(text).toMatch(new RegExp(`(^|\\s)${pages} ?/ ?${pages}(\\s|$)`));
  expect(text).toContain('Elara Stříbrná');
  // No spell row is split between pages: each name is wholly on one page
  const perPage = pdfPageTexts(pdf, pages);
  for (const n of csNames) expect(perPage.some((p) => p.includes(n))).toBe(true);
});

test('the sheet with full descriptions: short entries stay whole, a heading never ends a page', async ({ page }) => {
  await open(page, '/tisk');
  await page.getByRole('checkbox', { name: 'Přidat celé popisy kouzel' }).check();
  const sheet = page.getByTestId('spell-sheet');
  await expect(sheet).toContainText('vykvete v ohnivý výbuch');
  await page.emulateMedia({ media: 'print' });
  // break-inside: avoid (the rule Chromium's paginator follows) on the short entries only
  const entries = await page.getByTestId('sheet-spell').evaluateAll((els) => els.map((e) => [e.querySelector('.spell-name')!.textContent!, getComputedStyle(e).breakInside === 'avoid'] as const));
  const whole = new Map(entries);
  for (const id of ['magic-missile', 'shield', 'fireball', 'counterspell', 'eldritch-blast']) expect(whole.get(csSpells[id].name), id).toBe(true);
  for (const id of ['glyph-of-warding', 'teleport', 'symbol', 'animate-objects']) expect(whole.get(csSpells[id].name), id).toBe(false);
  // the legend of marks never stands alone on the last page: the last entry goes over with it
  expect(await page.locator('.sheet-legend').evaluate((e) => getComputedStyle(e).breakBefore)).toBe('avoid');
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdfPages(pdf).length;
  expectA4(pdf, pages);
  const perPage = pdfPageTexts(pdf, pages);
  let continued = 0;
  for (const id of SEED_SPELL_IDS) {
    const s = csSpells[id];
    const text = words([...s.description, ...(s.higherLevels ?? [])]);
    // the page with the entry's name and stat lines: "Ohnivá koule (Kouzelník) – Zaklínání 3. úrovně"
    const at = perPage.findIndex((p) => p.includes(`${s.name} (`));
    expect(at, s.name).toBeGreaterThanOrEqual(0);
    // a heading is never the last thing on a page: the text's first words are printed under it
    expect(perPage[at], `${s.name}: its text starts on its page`).toContain(text.slice(0, 4).join(' '));
    const ends = perPage[at].includes(text.slice(-4).join(' '));
    if (whole.get(s.name)) expect(ends, `${s.name}: its text ends on its page`).toBe(true);
    else if (!ends) continued++;
  }
  expect(continued, 'a long text continues on the next page').toBeGreaterThan(0);
});

test('spell cards: 63 × 88 mm, 9 per A4 page, nothing overflows, long texts continue', async ({ page }) => {
  await open(page, '/tisk?view=cards');
  const summary = page.getByTestId('cards-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  const cards = page.locator('.card-page [data-testid=spell-card]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(SEED_SPELL_IDS.length); // some spells need a second card
  const pageCount = Math.ceil(count / 9);
  await expect(summary).toHaveText(new RegExp(`^${count}\\skaret · ${pageCount}\\sstr`));
  await expect(page.locator('.card-page')).toHaveCount(pageCount);
  for (const p of await page.locator('.card-page').all()) expect(await p.locator('[data-testid=spell-card]').count()).toBeLessThanOrEqual(9);

  const boxes = await cards.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { id: (e as HTMLElement).dataset.spell!, part: Number((e as HTMLElement).dataset.part), w: r.width, h: r.height, sh: e.scrollHeight, ch: e.clientHeight, sw: e.scrollWidth, cw: e.clientWidth, text: (e.querySelector('.card-text') as HTMLElement).innerText, all: (e as HTMLElement).innerText };
    }),
  );
  const mm = 96 / 25.4;
  for (const b of boxes) {
    expect(Math.abs(b.w - 63 * mm), `${b.id} width`).toBeLessThan(1);
    expect(Math.abs(b.h - 88 * mm), `${b.id} height`).toBeLessThan(1);
    expect(b.sh, `${b.id} #${b.part} overflows`).toBeLessThanOrEqual(b.ch);
    expect(b.sw, `${b.id} #${b.part} overflows sideways`).toBeLessThanOrEqual(b.cw);
  }
  // every spell has its cards, continuation cards say so, and no word of the text is lost
  for (const id of SEED_SPELL_IDS) {
    const mine = boxes.filter((b) => b.id === id);
    expect(mine.length, id).toBeGreaterThanOrEqual(1);
    mine.slice(1).forEach((b) => expect(b.all).toContain('pokračování'));
    const shown = words([mine.map((b) => b.text).join(' ')]);
    const s = csSpells[id];
    let at = 0;
    const lost: string[] = [];
    for (const w of words([...s.description, ...(s.higherLevels ?? [])])) {
      const found = shown.indexOf(w, at);
      if (found < 0) lost.push(`"${w}" after word ${at}`);
      else at = found + 1;
    }
    expect(lost, `${id}: words lost`).toEqual([]);
  }
  expect(boxes.some((b) => b.part > 1)).toBe(true);

  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  expectA4(pdf, pageCount);
  const text = norm(pdfText(pdf));
  for (const n of csNames) expect(text).toContain(n);
  expect(text).toContain('pokračování');
});

test('cards of the prepared spells only, or of a chosen set', async ({ page }) => {
  await open(page, '/tisk');
  await page.getByRole('button', { name: 'Karty kouzel' }).click();
  await expect(page).toHaveURL(/\/tisk\/elara\?view=cards$/);
  await page.getByRole('radio', { name: 'Jen připravená kouzla a triky' }).check();
  await expect(page.getByTestId('cards-summary')).toBeVisible({ timeout: 30_000 });
  const ids = async () => [...new Set(await page.locator('.card-page [data-testid=spell-card]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.spell!)))];
  expect((await ids()).sort()).toEqual([...SEED_READY_IDS].sort());

  await page.getByRole('radio', { name: 'Vybraná kouzla' }).check();
  await page.getByRole('button', { name: 'Zrušit výběr' }).click();
  await expect(page.getByText('Žádné kouzlo k vytištění.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ohnivá koule' }).check();
  await page.getByRole('checkbox', { name: 'Symbol' }).check();
  await expect(page.getByTestId('cards-summary')).toBeVisible();
  expect(await ids()).toEqual(['fireball', 'symbol']);
  const pdf = await page.pdf({ format: 'A4' });
  expectA4(pdf, 1);
  const text = norm(pdfText(pdf));
  expect(text).toContain('Ohnivá koule');
  expect(text).not.toContain('Magická střela');
});

test('cards on US Letter: the pages are Letter, the cards still 63 × 88 mm', async ({ page }) => {
  await open(page, '/tisk?view=cards');
  await page.getByRole('radio', { name: 'Letter (USA)' }).check();
  const summary = page.getByTestId('cards-summary');
  await expect(summary).toContainText('Letter', { timeout: 30_000 });
  const count = await page.locator('.card-page [data-testid=spell-card]').count();
  const pageCount = Math.ceil(count / 9);
  const mm = 96 / 25.4;
  const sizes = await page.locator('.card-page [data-testid=spell-card]').evaluateAll((els) => els.map((e) => [e.getBoundingClientRect().width, e.getBoundingClientRect().height]));
  for (const [w, h] of sizes) {
    expect(Math.abs(w - 63 * mm)).toBeLessThan(1);
    expect(Math.abs(h - 88 * mm)).toBeLessThan(1);
  }
  await page.emulateMedia({ media: 'print' });
  // the page size the app asks for (@page), as the browser's print dialog takes it
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const pages = pdfPages(pdf);
  expect(pages).toHaveLength(pageCount);
  // US Letter = 612 × 792 pt
  for (const p of pages) {
    expect(Math.abs(p.w - 612)).toBeLessThan(1.5);
    expect(Math.abs(p.h - 792)).toBeLessThan(1.5);
  }
  // the SRD's credit on every page (up the left margin, where Letter has room)
  for (const text of pdfPageTexts(pdf, pageCount)) expect(text).toMatch(/SRD 5\.1.*CC BY 4\.0/);
  // the choice is remembered
  await page.emulateMedia({ media: 'screen' });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Letter (USA)' })).toBeChecked();
});

test('the Tisknout button opens the browser print', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await open(page, '/tisk');
  await expect(page.getByTestId('spell-sheet')).toBeVisible();
  await page.getByRole('button', { name: /Tisknout/ }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('prints in English too', async ({ page }) => {
  await open(page, '/tisk', 'en');
  const sheet = page.getByTestId('spell-sheet');
  await expect(sheet).toContainText('Wizard 13 / Warlock 3');
  await expect(sheet).toContainText('Fireball');
  await expect(sheet.getByRole('columnheader', { name: 'Casting time' }).first()).toBeVisible();
});

test('on a phone the sheet preview is as wide as its spell tables', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/tisk');
  const sheet = page.getByTestId('spell-sheet');
  await expect(sheet.getByRole('table').nth(1)).toBeVisible();
  const { paper, table } = await sheet.evaluate((s) => ({
    paper: s.closest('.paper')!.getBoundingClientRect().right,
    table: Math.max(...Array.from(s.querySelectorAll('table')).map((t) => t.getBoundingClientRect().right)),
  }));
  expect(table).toBeGreaterThan(390); // wider than the phone: the preview scrolls sideways
  expect(paper).toBeGreaterThanOrEqual(table);
  // …and a keyboard scrolls it too: the preview is a named region that takes focus
  const preview = page.getByRole('region', { name: 'Arch kouzel' });
  await preview.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => preview.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

for (const language of ['en', 'cs'] as const) {
  test(`on a phone the sheet column headings stay on one line (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/tisk', language);
    const head = page.getByTestId('spell-sheet').getByRole('table').nth(1).getByRole('columnheader');
    await expect(head).toHaveCount(8);
    const lines = await head.evaluateAll((ths) => ths.map((th) => {
      const r = document.createRange();
      r.selectNodeContents(th);
      return `${th.textContent}: ${new Set(Array.from(r.getClientRects()).map((x) => Math.round(x.top))).size}`;
    }));
    expect(lines.filter((l) => !l.endsWith(': 1'))).toEqual([]);
  });
}
