// What a player's walkthrough at the table found: printing is reachable and Ctrl+P prints the
// content, dialogs give focus back to the control that opened them (keyboard), and the thumb panel
// fits a small phone.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedOnce, storedCharacter, storedState } from './fixtures';

const wizard = storedCharacter({
  id: 'umara',
  name: 'Umara',
  classes: [{ classId: 'wizard', level: 5 }],
  spells: [
    ['fire-bolt', 'known'],
    ['magic-missile', 'prepared'],
    ['haste', 'prepared'],
    ['fireball', 'prepared'],
  ],
});
const archmage = storedCharacter({
  id: 'mordenkainen',
  name: 'Mordenkainen',
  classes: [{ classId: 'wizard', level: 20 }],
  spells: [['fire-bolt', 'known'], ['magic-missile', 'prepared'], ['wish', 'prepared']],
});

async function seed(page: Page, active = 'umara') {
  await seedOnce(page, storedState([wizard, archmage], active));
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'grimoar-table-'));
  const file = join(dir, 'out.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('printing is reachable from the spellbook and the character card', async ({ page }) => {
  await seed(page);
  await page.goto('/kniha');
  await page.getByRole('link', { name: 'Tisk kouzel' }).click();
  await expect(page).toHaveURL(/\/tisk\/umara$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tisk' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Tisk kouzel postavy Mordenkainen' }).click();
  await expect(page).toHaveURL(/\/tisk\/mordenkainen$/);
  await expect(page.getByText(/Mordenkainen/).first()).toBeVisible();
});

test('Ctrl+P on the spellbook prints the spells, not the buttons and the navigation', async ({ page }) => {
  await seed(page);
  await page.goto('/kniha');
  await expect(page.getByRole('button', { name: /Magická střela/ })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const text = pdfText(await page.pdf({ format: 'A4' }));
  expect(text).toContain('Magická střela');
  expect(text).toContain('Ohnivá koule');
  for (const chrome of ['Upravit postavu', 'Tisk kouzel', 'Připravit kouzla', 'Pravidla', 'Seslat']) expect(text).not.toContain(chrome);
});

test('closing a dialog with Escape gives focus back to the button that opened it', async ({ page }) => {
  await seed(page);
  await page.goto('/boj');
  for (const name of ['Zranění', 'Seslat', 'Krátký odpočinek', 'Důkladný odpočinek']) {
    const opener = page.getByRole('button', { name, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
  // × as well, and from a dialog opened from another one (picker → cast)
  const cast = page.getByRole('button', { name: 'Seslat', exact: true });
  await cast.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Seslat kouzlo' }).getByRole('button', { name: /^Magická střela/ }).click();
  await page.getByRole('dialog', { name: 'Seslat: Magická střela' }).getByRole('button', { name: 'Zavřít' }).click();
  await expect(cast).toBeFocused();
});

test('on a 360 × 640 phone the slot panel of a level-20 wizard fits: 9 levels, no clipped pip, ≤ 40 % of the height', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await seed(page, 'mordenkainen');
  await page.goto('/boj');
  await page.getByRole('button', { name: 'Začít boj' }).click();
  const panel = page.getByTestId('thumb-panel');
  const box = (await panel.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(640 * 0.4);
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  // the pips do not scroll inside the panel, and every pip lies inside it
  const scroller = panel.locator('.overflow-y-auto');
  expect(await scroller.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  for (let level = 1; level <= 9; level++) {
    const pips = page.getByTestId(`slots-${level}`).getByRole('button');
    expect(await pips.count()).toBeGreaterThan(0);
    for (const pip of await pips.all()) {
      const b = (await pip.boundingBox())!;
      expect(b.width).toBeGreaterThanOrEqual(24);
      expect(b.x).toBeGreaterThanOrEqual(box.x);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(b.y).toBeGreaterThanOrEqual(box.y);
      expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    }
  }
  // "Boj začal" floats above the panel instead of taking the pips' room
  const note = (await page.getByText(/Boj začal/).boundingBox())!;
  expect(note.y + note.height).toBeLessThanOrEqual(box.y);
  await page.screenshot({ path: test.info().outputPath('boj-360x640.png') });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

test('on a 390 × 844 phone a level-5 wizard keeps the large pips', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seed(page);
  await page.goto('/boj');
  const pip = page.getByTestId('slots-1').getByRole('button').first();
  expect((await pip.boundingBox())!.width).toBeGreaterThanOrEqual(44);
  expect((await page.getByTestId('thumb-panel').boundingBox())!.height).toBeLessThanOrEqual(844 * 0.4);
});

test('on a phone, focus moving to the thumb panel does not scroll the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seed(page);
  await page.goto('/boj');
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  // a pip focused in place (a tap on a phone) leaves the page where it was
  await page.getByTestId('slots-1').getByRole('button').first().focus();
  expect(await scrollY()).toBe(0);
  // so does the cast dialog handing focus back to Seslat
  const cast = page.getByTestId('thumb-panel').getByRole('button', { name: 'Seslat', exact: true });
  await cast.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Seslat kouzlo' }).getByRole('button', { name: 'Zavřít' }).click();
  await expect(cast).toBeFocused();
  expect(await scrollY()).toBe(0);
});
