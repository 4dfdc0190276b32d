// Keyboard focus on a phone-sized window: every control Tab (or Shift+Tab) reaches is scrolled clear
// of the sticky header, the fixed bottom navigation and the table screen's sticky thumb panel, so
// the player sees where they are (WCAG 2.4.11, focus not obscured).
import { test, expect, type Page } from '@playwright/test';
import { storedCharacter, storedState } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const state = storedState(
  [storedCharacter({ id: 'w1', name: 'Elmira', classes: [{ classId: 'wizard', level: 5 }], spells: [['fire-bolt', 'known'], ['magic-missile', 'prepared'], ['fireball', 'prepared'], ['shield', 'prepared'], ['sleep', 'inBook']] })],
  'w1',
);

/** Presses `key` until focus comes round again; returns the stops whose centre something else covers. */
async function hiddenStops(page: Page, key: 'Tab' | 'Shift+Tab') {
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const b = el.getBoundingClientRect();
      const label = (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const atCentre = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      const seen = !!atCentre && (el.contains(atCentre) || !!(el as HTMLInputElement).labels?.[0]?.contains(atCentre));
      return { key: `${el.tagName} ${label} ${Math.round(b.top + window.scrollY)}`, text: `${el.tagName.toLowerCase()} „${label}“`, seen };
    });
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    if (!stop.seen) hidden.push(stop.text);
  }
  return hidden;
}

for (const route of ['/postava/w1', '/boj', '/nastaveni', '/pravidla']) {
  test(`${route}: no keyboard focus stop hides behind the header, navigation or thumb panel`, async ({ page }) => {
    await page.addInitScript((s) => {
      if (!localStorage.getItem('grimoar')) localStorage.setItem('grimoar', JSON.stringify(s));
    }, state);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hiddenStops(page, 'Tab')).toEqual([]);
    expect(await hiddenStops(page, 'Shift+Tab')).toEqual([]);
  });
}
