// The characters list at every width, in both languages: a card's seven actions stay inside the
// card, side by side without overlapping, each label whole.
import { test, expect } from '@playwright/test';
import { seedOnce, storedCharacter, storedState } from './fixtures';

const cards = [
  storedCharacter({ id: 'a', name: 'Seraphine', classes: [{ classId: 'sorcerer', level: 7 }], spells: [['fireball', 'known']] }),
  storedCharacter({ id: 'b', name: 'Alder', classes: [{ classId: 'druid', level: 4 }], spells: [['entangle', 'prepared']] }),
];

for (const language of ['cs', 'en'] as const) {
  test(`character card actions neither overlap nor leave the card (${language})`, async ({ page }) => {
    await seedOnce(page, storedState(cards, 'a', language));
    for (const width of [390, 700, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const card = page.getByRole('article', { name: 'Alder' });
      await expect(card.getByRole('button').last()).toBeVisible();
      const layout = await card.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const actions = Array.from(el.querySelectorAll('.grid > a, .grid > button')).map((a) => ({ r: a.getBoundingClientRect(), whole: a.scrollWidth <= a.clientWidth }));
        const inside = actions.every(({ r }) => r.left >= box.left && r.right <= box.right && r.bottom <= box.bottom);
        const apart = actions.every(({ r }, i) => actions.slice(i + 1).every(({ r: o }) => r.right <= o.left + 0.5 || o.right <= r.left + 0.5 || r.bottom <= o.top + 0.5 || o.bottom <= r.top + 0.5));
        return { count: actions.length, inside, apart, whole: actions.every((a) => a.whole) };
      });
      expect(layout, `${width} px`).toEqual({ count: 7, inside: true, apart: true, whole: true });
    }
  });
}

// A long one-word name (a real Czech word, twice) breaks inside the page instead of widening it.
test('a long one-word name keeps every character screen phone-wide', async ({ page }) => {
  const long = 'Nejneobhospodařovávatelnějšího'.repeat(2);
  await seedOnce(page, storedState([storedCharacter({ id: 'l', name: long, classes: [{ classId: 'wizard', level: 5 }], spells: [['magic-missile', 'prepared']] }), cards[0]], 'l'));
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/boj/l', '/kniha/l', '/postava/l']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
