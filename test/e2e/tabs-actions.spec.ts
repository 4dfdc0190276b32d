// Two tabs of one browser tap the same character at nearly the same moment (random delays 0–50 ms,
// seeded: a failure prints its seed; E2E_SEED=<n> repeats it): slot spends on the same and on
// different levels, restores, a preparation tick and long rests. Nothing may be lost: both tabs end
// equal to the expected counts and to storage, also after a reload. Then deletion: a tab showing a
// character another tab deleted says so (or that an import replaced everything), offers undo and
// takes no edit; a delete racing an edit ends the same in both tabs.
import { test, expect, type Page } from '@playwright/test';
import { storedCharacter, storedState, storedStateInPage } from './fixtures';
import { rng } from '../../bench/seed.mjs';

const alfa = storedCharacter({ id: 'alfa', name: 'Alfa', classes: [{ classId: 'wizard', level: 5 }], spells: [['magic-missile', 'inBook']] });
const beta = storedCharacter({ id: 'beta', name: 'Beta', classes: [{ classId: 'wizard', level: 3 }], spells: [] });
const MAX = [4, 3];
const ORD = ['1.', '2.'];

const label = (page: Page, level: number) => page.getByTestId(`slots-${level}`);
const expectFree = async (page: Page, spent: number[]) => {
  // the text has no-break spaces (Czech typography): any space matches
  for (const l of [1, 2]) await expect(label(page, l)).toHaveAttribute('aria-label', new RegExp(`^Pozice\\s${l}\\.\\súrovně:\\s${MAX[l - 1] - spent[l - 1]}\\sze?\\s${MAX[l - 1]}\\svoln(é|ých|á)$`));
};
// A pip is a free pip or a spent one: the other tab's tap can turn the pip under the pointer into
// the other kind between finding it and clicking it. The first free pip and the last spent pip keep
// their kind through any one other tap of the round (a spend leaves one free, a restore one spent).
const tap = async (page: Page, kind: 'spend' | 'restore', level: number, delay: number) => {
  await page.waitForTimeout(delay);
  const pips = page.getByRole('button', { name: `${kind === 'spend' ? 'Utratit' : 'Vrátit'} pozici ${ORD[level - 1]} úrovně` });
  await (kind === 'spend' ? pips.first() : pips.last()).click();
};
const longRest = async (page: Page) => {
  await page.getByRole('button', { name: 'Důkladný odpočinek' }).click();
  await page.getByRole('dialog', { name: 'Důkladný odpočinek' }).getByRole('button', { name: 'Odpočinout si', exact: true }).click();
};

async function twoTabs(context: import('@playwright/test').BrowserContext, path: string) {
  const a = await context.newPage();
  await a.goto('/');
  await a.evaluate((s) => localStorage.setItem('grimoar', JSON.stringify(s)), storedState([alfa, beta], 'alfa'));
  await a.goto(path);
  const b = await context.newPage();
  await b.goto(path);
  return { a, b };
}

test('random taps in two tabs: nothing lost, both tabs equal, equal to storage after a reload', async ({ context }) => {
  test.setTimeout(120_000);
  const seed = Number(process.env.E2E_SEED) || Date.now() % 1_000_000;
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  console.log(`tabs-actions seed ${seed} (repeat with E2E_SEED=${seed})`);
  const random = rng(seed);
  const delay = () => Math.floor(random() * 51);
  const { a, b } = await twoTabs(context, '/boj/alfa');
  await expectFree(a, [0, 0]);
  await expectFree(b, [0, 0]);
  const spent = [0, 0];
  for (let round = 1; round <= 24; round++) {
    if (round % 8 === 0) {
      // a long rest in one tab restores what was spent before it, in every tab
      await longRest(round % 16 === 0 ? b : a);
      spent.fill(0);
      await expectFree(a, spent);
      await expectFree(b, spent);
      continue;
    }
    if (round === 12) {
      // a preparation tick in B while A spends
      await b.goto('/kniha/alfa');
      const level = 1 + Math.floor(random() * 2);
      const kind = spent[level - 1] < MAX[level - 1] ? 'spend' : 'restore';
      await Promise.all([tap(a, kind, level, delay()), (async () => (await b.waitForTimeout(delay()), await b.getByRole('checkbox', { name: 'Připraveno: Magická střela' }).check()))()]);
      spent[level - 1] += kind === 'spend' ? 1 : -1;
      await b.goto('/boj/alfa');
      continue;
    }
    const la = 1 + Math.floor(random() * 2);
    const lb = 1 + Math.floor(random() * 2);
    // Every action is valid in either order, so the expected end does not depend on the race.
    let ka: 'spend' | 'restore';
    let kb: 'spend' | 'restore';
    if (la === lb) ka = kb = spent[la - 1] + 2 <= MAX[la - 1] ? 'spend' : 'restore';
    else {
      ka = spent[la - 1] < MAX[la - 1] ? 'spend' : 'restore';
      kb = spent[lb - 1] < MAX[lb - 1] ? 'spend' : 'restore';
    }
    await Promise.all([tap(a, ka, la, delay()), tap(b, kb, lb, delay())]);
    spent[la - 1] += ka === 'spend' ? 1 : -1;
    spent[lb - 1] += kb === 'spend' ? 1 : -1;
    await test.step(`round ${round}: A ${ka} ${la}, B ${kb} ${lb} → spent ${spent}`, async () => {
      await expectFree(a, spent);
      await expectFree(b, spent);
    });
  }
  await expectFree(a, spent);
  await expectFree(b, spent);
  const inStorage = async (p: Page) => (await p.evaluate(storedStateInPage)).characters.find((c: { id: string }) => c.id === 'alfa');
  await expect.poll(async () => (await inStorage(a)).caster.spentSlots.slice(0, 2)).toEqual(spent);
  expect((await inStorage(a)).spells).toEqual([{ spellId: 'magic-missile', classId: 'wizard', status: 'prepared' }]);
  await a.reload();
  await b.reload();
  await expectFree(a, spent);
  await expectFree(b, spent);
});

test('a delete in A while B shows the character: B says so, takes no edit, and its undo brings it back', async ({ context }) => {
  const { a, b } = await twoTabs(context, '/');
  await b.goto('/boj/alfa');
  await expect(b.getByRole('heading', { level: 1, name: 'Boj: Alfa' })).toBeVisible();
  await a.getByRole('button', { name: 'Smazat postavu Alfa' }).click();
  await a.getByRole('dialog', { name: 'Smazat postavu?' }).getByRole('button', { name: 'Smazat' }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Postava je smazaná' })).toBeVisible();
  await expect(b.getByText(/Postava „Alfa“ byla smazána v\s*jiném okně\./)).toBeVisible();
  await expect(b.getByRole('button', { name: 'Utratit pozici 1. úrovně' })).toHaveCount(0);
  await b.getByRole('button', { name: 'Vrátit postavu' }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Boj: Alfa' })).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Alfa', exact: true })).toBeVisible();
  await expect.poll(async () => (await a.evaluate(storedStateInPage)).characters.map((c: { id: string }) => c.id).sort()).toEqual(['alfa', 'beta']);
});

test('"Nahradit všechno" in A while B shows a character the file lacks: B says an import replaced the data', async ({ context }) => {
  const { a, b } = await twoTabs(context, '/nastaveni');
  await b.goto('/boj/alfa');
  await expect(b.getByRole('heading', { level: 1, name: 'Boj: Alfa' })).toBeVisible();
  const file = { app: 'grimoar', kind: 'all', version: 1, exportedAt: '2024-01-01T00:00:00.000Z', data: { characters: [beta], homebrew: [] } };
  await a.getByTestId('import-file').setInputFiles({ name: 'zaloha.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await a.getByRole('dialog').getByRole('button', { name: 'Nahradit všechno' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Nahradit všechno' }).click();
  await expect(a.getByText(/^Hotovo\./)).toBeVisible();
  await expect(b.getByRole('heading', { level: 1, name: 'Data se nahradila importem' })).toBeVisible();
  await expect(b.getByText(/V\s*jiném okně se všechna data nahradila importem a\s*postava „Alfa“ v\s*nich už není\./)).toBeVisible();
  await expect(b.getByText(/byla smazána/)).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Vrátit postavu' })).toBeVisible();
});

test('a delete racing an edit ends the same in both tabs and in storage', async ({ context }) => {
  const { a, b } = await twoTabs(context, '/');
  await b.goto('/boj/alfa');
  await expect(b.getByRole('heading', { level: 1, name: 'Boj: Alfa' })).toBeVisible();
  await a.getByRole('button', { name: 'Smazat postavu Alfa' }).click();
  // B's tap may come after A's delete has reached B: then its pip is gone (one order of the race)
  const bTap = b.waitForTimeout(5).then(() => b.getByRole('button', { name: 'Utratit pozici 1. úrovně' }).first().click({ timeout: 3000 }).catch(() => undefined));
  await Promise.all([a.getByRole('dialog', { name: 'Smazat postavu?' }).getByRole('button', { name: 'Smazat' }).click(), bTap]);
  await expect(b.getByRole('heading', { level: 1, name: 'Postava je smazaná' })).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Alfa', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await a.evaluate(storedStateInPage)).characters.map((c: { id: string }) => c.id)).toEqual(['beta']);
  await a.reload();
  await expect(a.getByRole('heading', { name: 'Alfa', exact: true })).toHaveCount(0);
});
