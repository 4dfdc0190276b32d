// Persistence in a real browser: corrupt data, a full storage, two tabs, export → import, share link.
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { storedStateInPage } from './fixtures';

const fixture = JSON.parse(readFileSync(new URL('../../src/persistence/migrations/fixtures/v1.json', import.meta.url), 'utf8')) as {
  version: number;
  state: { characters: { id: string; name: string }[]; homebrew: { data: { id: string } }[]; settings: unknown; activeCharacterId: string | null };
};

/** For page.evaluate: fills the origin's storage to the last character. */
function fillStorage() {
  let i = 0;
  for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 16, 1]) {
    const chunk = 'x'.repeat(size);
    try {
      for (;;) localStorage.setItem(`filler-${i++}`, chunk);
    } catch {
      /* full at this size: go smaller */
    }
  }
}

async function seed(page: Page, value: string | null) {
  await page.goto('/');
  await page.evaluate((v) => {
    localStorage.clear();
    if (v !== null) localStorage.setItem('grimoar', v);
  }, value);
  await page.reload();
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('grimoar'));
const storedState = (page: Page) => page.evaluate(storedStateInPage);

test('corrupt storage: the app starts, says so in Czech, keeps a backup and writes nothing until asked', async ({ page }) => {
  const full = JSON.stringify(fixture);
  const raw = full.slice(0, full.indexOf(fixture.state.characters[1].name) + 5); // a write cut short in the 2nd character
  await seed(page, raw);
  await expect(page.getByRole('heading', { level: 1, name: 'Postavy' })).toBeVisible();
  await expect(page.getByText('Uložená data nejdou přečíst')).toBeVisible();
  const backups = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('grimoar:backup:')));
  expect(backups).toHaveLength(1);
  expect(backups[0]).toMatch(/^grimoar:backup:\d{4}-\d\d-\d\dT/);
  expect(await page.evaluate((k) => localStorage.getItem(k), backups[0])).toBe(raw);
  // an action in the app does not write over the saved text
  await page.getByRole('button', { name: 'Přepnout do angličtiny' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
  expect(await stored(page)).toBe(raw);
  // reopening does not duplicate the backup
  await page.reload();
  await expect(page.getByText('Uložená data nejdou přečíst')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('grimoar:backup:')).length)).toBe(1);
  // try to repair: the complete first character is rescued
  await page.getByRole('button', { name: 'Zkusit opravit' }).click();
  await expect(page.getByText(/Dá se zachránit: 1\spostava/)).toBeVisible();
  await page.getByRole('button', { name: 'Použít zachráněná data' }).click();
  await expect(page.getByText('Uložená data nejdou přečíst')).toHaveCount(0);
  await expect(page.getByText(fixture.state.characters[0].name)).toBeVisible();
  await expect.poll(async () => (await storedState(page)).characters.map((c: { name: string }) => c.name)).toEqual([fixture.state.characters[0].name]);
  expect(await page.evaluate((k) => localStorage.getItem(k), backups[0])).toBe(raw);
});

test('an unreadable main key: the screens say the characters are not gone, a new one is kept for the repair', async ({ page }) => {
  await seed(page, JSON.stringify(fixture));
  // a first write stores the characters under keys of their own (layout v2)
  await page.getByRole('button', { name: 'Přepnout do angličtiny' }).click();
  await page.getByRole('button', { name: 'switch to Czech' }).click();
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('grimoar:c:')).length)).toBe(2);
  await page.evaluate(() => localStorage.setItem('grimoar', 'null'));
  await page.reload();
  await expect(page.getByText('Uložená data nejdou přečíst')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Postavy teď nejdou načíst' })).toBeVisible();
  await expect(page.getByText('Začni první postavou')).toHaveCount(0);
  await page.goto(`/boj/${fixture.state.characters[0].id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'tím ale nezmizely' })).toBeVisible();
  await expect(page.getByText(/byla smazaná/)).toHaveCount(0);
  // a character created now is said to wait, and the repair keeps it beside the rescued ones
  await page.goto('/postava/nova');
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Nováček');
  await page.getByRole('button', { name: 'Založit postavu' }).click();
  await expect(page.getByText(/Změny z\stéto karty zatím nejsou uložené/)).toBeVisible();
  await page.getByRole('button', { name: 'Zkusit opravit' }).click();
  await page.getByRole('button', { name: 'Použít zachráněná data' }).click();
  await expect(page.getByText('Uložená data nejdou přečíst')).toHaveCount(0);
  await page.goto('/');
  await expect.poll(async () => (await storedState(page)).characters.map((c: { name: string }) => c.name).sort()).toEqual(['Elminster z Údolí', 'Nováček', 'Sestra Vlasta']);
});

test('corrupt storage: "start over" after confirming', async ({ page }) => {
  await seed(page, 'this is not json');
  await page.getByRole('button', { name: 'Začít znovu' }).click();
  await page.getByRole('button', { name: 'Ano, začít znovu' }).click();
  await expect(page.getByText('Uložená data nejdou přečíst')).toHaveCount(0);
  expect(JSON.parse((await stored(page))!).version).toBe(2);
});

test('newer data version: read-only message, never written', async ({ page }) => {
  const newer = JSON.stringify({ ...fixture, version: 99 });
  await seed(page, newer);
  await expect(page.getByText('Data z novější verze Grimoáru')).toBeVisible();
  await expect(page.getByText(fixture.state.characters[0].name)).toBeVisible();
  await page.getByRole('button', { name: 'Přepnout do angličtiny' }).click();
  expect(await stored(page)).toBe(newer);
});

test('quota exceeded: the action stays in memory, "Neuloženo" offers export, clears after the next save', async ({ page }) => {
  await seed(page, JSON.stringify(fixture));
  await page.goto('/nastaveni');
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  await page.evaluate(fillStorage);
  await page.getByRole('radio', { name: 'Tmavý' }).check();
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByTestId('banner-unsaved')).toContainText('Not saved');
  await expect(page.getByRole('button', { name: 'Export a backup' })).toBeVisible();
  // the change happened in memory
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  expect((await storedState(page)).settings).toEqual(fixture.state.settings);
  // the banner offers an export that works
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export a backup' }).click();
  // named in the app's language, English by now
  expect((await download).suggestedFilename()).toMatch(/^grimoar-backup-.*\.json$/);
  // free the space: the next save clears the banner
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('filler-')).forEach((k) => localStorage.removeItem(k)));
  await page.getByRole('button', { name: 'Try saving again' }).click();
  await expect(page.getByTestId('banner-unsaved')).toHaveCount(0);
  expect((await storedState(page)).settings).toEqual({ language: 'en', theme: 'dark' });
});

test('a tab whose save failed writes its change onto what the other tab stored meanwhile', async ({ context }) => {
  const a = await context.newPage();
  await seed(a, JSON.stringify(fixture));
  await a.goto('/nastaveni');
  await a.getByRole('radio', { name: 'Světlý' }).check(); // stored in the current layout (the fixture is dark)
  const b = await context.newPage();
  await b.goto('/');
  const [first, second] = fixture.state.characters.map((c) => c.name);
  await expect(b.getByRole('heading', { name: second, exact: true })).toBeVisible();
  // storage full for A's next write (a real fill leaves room for a change of a few bytes)
  await a.evaluate(() => {
    const set = Storage.prototype.setItem;
    const w = window as unknown as { full: boolean };
    w.full = true;
    Storage.prototype.setItem = function (k: string, v: string) {
      if (w.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      set.call(this, k, v);
    };
  });
  await a.getByRole('radio', { name: 'Podle systému' }).check();
  await expect(a.getByTestId('banner-unsaved')).toBeVisible();
  await a.evaluate(() => ((window as unknown as { full: boolean }).full = false));
  // meanwhile B deletes a character: A shows that too, with its own change on top
  await b.getByRole('button', { name: `Smazat postavu ${second}` }).click();
  await b.getByRole('dialog', { name: 'Smazat postavu?' }).getByRole('button', { name: 'Smazat' }).click();
  await a.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Postavy' }).click(); // a reload would drop the unsaved change
  await expect(a.getByRole('heading', { name: first, exact: true })).toBeVisible();
  await expect(a.getByRole('heading', { name: second, exact: true })).toHaveCount(0);
  await a.getByRole('button', { name: 'Zkusit znovu uložit' }).click();
  await expect(a.getByTestId('banner-unsaved')).toHaveCount(0);
  const s = await storedState(a);
  expect(s.characters.map((c: { name: string }) => c.name)).toEqual([first]);
  expect(s.settings.theme).toBe('system');
  await b.reload();
  await expect(b.getByRole('heading', { name: first, exact: true })).toBeVisible();
  await expect(b.getByRole('heading', { name: second, exact: true })).toHaveCount(0);
  await b.goto('/nastaveni');
  await expect(b.getByRole('radio', { name: 'Podle systému' })).toBeChecked();
});

test('two tabs see each other\'s edits, and the other tab acting does not revert them', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await seed(a, JSON.stringify(fixture));
  await b.goto('/');
  await expect(b.getByText(fixture.state.characters[0].name)).toBeVisible();
  await a.goto('/nastaveni');
  await b.goto('/vlastni-kouzla');
  // A changes the theme; B follows without a reload
  await a.getByRole('radio', { name: 'Tmavý' }).check();
  await expect(b.locator('html')).toHaveClass(/dark/);
  // B (opened before) deletes the homebrew spell; A keeps its own theme edit and sees the deletion
  await b.getByRole('button', { name: /^Smazat kouzlo/ }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
  await expect(b.getByText('Zatím nemáš žádné vlastní kouzlo.')).toBeVisible();
  await a.goto('/vlastni-kouzla');
  await expect(a.getByText('Zatím nemáš žádné vlastní kouzlo.')).toBeVisible();
  const s = await storedState(a);
  expect(s.settings.theme).toBe('dark');
  expect(s.homebrew).toEqual([]);
  expect(s.characters).toHaveLength(2);
  await expect(a.locator('html')).toHaveClass(/dark/);
});

test('act, then close the tab at once: the change is there on reopening', async ({ context }) => {
  const a = await context.newPage();
  await seed(a, JSON.stringify(fixture));
  await a.goto('/nastaveni');
  await a.getByRole('radio', { name: 'Světlý' }).check();
  await a.close();
  const b = await context.newPage();
  await b.goto('/nastaveni');
  await expect(b.getByRole('radio', { name: 'Světlý' })).toBeChecked();
});

test('export → import round trip gives the same characters and spells', async ({ page }) => {
  await seed(page, JSON.stringify(fixture));
  await page.goto('/nastaveni');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat vše' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^grimoar-zaloha-\d{4}-\d\d-\d\d\.json$/);
  const path = await file.path();
  const text = readFileSync(path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ app: 'grimoar', kind: 'all', version: 2 });
  // a browser that lost everything
  await seed(page, null);
  await page.goto('/nastaveni');
  await page.getByTestId('import-file').setInputFiles({ name: 'zaloha.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { name: 'Import dat' })).toBeVisible();
  await expect(page.getByText('Obsahuje 2 postavy a 1 vlastní kouzlo.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Importovat', exact: true }).click();
  await expect(page.getByText(/^Hotovo\./)).toBeVisible();
  // the writer stores the import as soon as it holds the storage lock (a moment later on a busy machine)
  await expect.poll(() => stored(page)).not.toBeNull();
  const s = await storedState(page);
  expect(s.characters).toEqual(fixture.state.characters);
  expect(s.homebrew).toEqual(fixture.state.homebrew);
});

test('an imported character with unknown and deeply nested fields is stored with known fields only', async ({ page }) => {
  await seed(page, JSON.stringify(fixture));
  await page.goto('/nastaveni');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat vše' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  // 100,000 nested arrays: as text, since JSON.stringify of it would overflow the stack here
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  const c = { ...exported.data.characters[0], junkField: 0, caster: { ...exported.data.characters[0].caster, evil: 1 } };
  const text = JSON.stringify({ ...exported, data: { ...exported.data, characters: [c] } }).replace('"junkField":0', `"junkField":${deep}`);
  await seed(page, null);
  await page.goto('/nastaveni');
  await page.getByTestId('import-file').setInputFiles({ name: 'zaloha.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('dialog').getByRole('button', { name: 'Importovat', exact: true }).click();
  await expect(page.getByText(/^Hotovo\./)).toBeVisible();
  const characterKeys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('grimoar:c:')).map((k) => localStorage.getItem(k)!));
  await expect.poll(async () => (await characterKeys()).length).toBe(1);
  const keys = await characterKeys();
  expect(keys[0]).not.toContain('junkField');
  expect(keys[0]).not.toContain('evil');
  expect(keys[0].length).toBeLessThan(5_000);
  expect(JSON.parse(keys[0])).toEqual(fixture.state.characters[0]);
});

test('a foreign file is refused in Czech and changes nothing', async ({ page }) => {
  await seed(page, JSON.stringify(fixture));
  await page.goto('/nastaveni');
  const before = await stored(page);
  await page.getByTestId('import-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"app":"jina-appka","data":[]}') });
  await expect(page.getByText('Tohle není soubor z Grimoáru.', { exact: false })).toBeVisible();
  await expect(page.getByText('Nic se nezměnilo.')).toBeVisible();
  expect(await stored(page)).toBe(before);
});

test('share link + QR: opening the link on another device offers the import', async ({ page, browser }) => {
  await seed(page, JSON.stringify(fixture));
  await page.goto('/nastaveni');
  await page.getByLabel('Postava').selectOption(fixture.state.characters[0].id);
  await page.getByRole('button', { name: 'Vytvořit odkaz a QR kód' }).click();
  await expect(page.getByRole('img', { name: `QR kód s odkazem na postavu ${fixture.state.characters[0].name}` })).toBeVisible();
  const link = await page.getByLabel('Odkaz s postavou').inputValue();
  expect(link).toMatch(/\/#import=/);
  // "the phone": a fresh browser context with empty storage
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'cs-CZ' });
  const p = await phone.newPage();
  const requests: string[] = [];
  p.on('request', (r) => requests.push(r.url()));
  await p.goto(link);
  await expect(p.getByRole('heading', { name: 'Import z odkazu' })).toBeVisible();
  await p.getByRole('dialog').getByRole('button', { name: 'Importovat', exact: true }).click();
  // a reload with the result still shown does not offer the same link again
  expect(new URL(p.url()).hash).toBe('');
  await p.reload();
  await expect(p.getByText(fixture.state.characters[0].name)).toBeVisible();
  await expect(p.getByRole('heading', { name: 'Import z odkazu' })).toHaveCount(0);
  // the character never travelled to the server
  expect(requests.every((u) => !u.includes('import='))).toBe(true);
  await phone.close();
});

test('a broken character is set aside while the others load', async ({ page }) => {
  const broken = { id: 'zz', name: 'Rozbitá', classes: 'bard', spells: [] };
  await seed(page, JSON.stringify({ version: 1, state: { ...fixture.state, characters: [broken, ...fixture.state.characters] } }));
  await expect(page.getByText(fixture.state.characters[1].name)).toBeVisible();
  await expect(page.getByText(/1\spoložku se nepodařilo načíst/)).toBeVisible();
  await page.getByRole('link', { name: 'Zobrazit' }).click();
  await expect(page.getByText('Poškozená postava')).toBeVisible();
  await expect(page.getByText('Rozbitá')).toBeVisible();
});
