// The GM's table on a phone in real Chromium against a real sync server: the party last seen while
// the server is down, and the table moved to another server address.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { newDevice, storedCharacter, storedState } from './fixtures';
import { SyncServer, tempDb } from './sync-server';
import { showAtTable, tableLink } from './table-steps';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });
const umara = storedCharacter({ id: 'umara', name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], spells: [['magic-missile', 'prepared']] });
const db = tempDb();
// Ports follow E2E_PORT (sync.spec.ts uses +2001…+2004 beside this file)
const port = (n: number) => Number(process.env.E2E_PORT ?? 4173) + 2000 + n;
const server = new SyncServer(port(11), { GRIMOAR_SYNC_DB: db.path });
/** nothing listens here */
const nowhere = `ws://127.0.0.1:${port(12)}`;

test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  db.remove();
});

const device = (browser: Browser, seed = true) => newDevice(browser, seed ? storedState([umara], 'umara') : undefined, { viewport: { width: 390, height: 844 } });

async function newTable(gm: Page, name: string, address: string) {
  await gm.goto('/stul');
  await gm.getByLabel('Název stolu').fill(name);
  await gm.getByLabel('Adresa serveru').fill(address);
  await gm.getByRole('button', { name: 'Založit stůl' }).click();
  await expect(gm.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** The player turns sync on for Umara and shows her at the GM's table; returns her card there. */
async function umaraAtTable(a: Page, gm: Page) {
  await a.goto('/');
  await a.getByRole('button', { name: 'Synchronizovat postavu Umara mezi zařízeními' }).click();
  const dlg = a.getByRole('dialog', { name: 'Synchronizovat mezi zařízeními' });
  await dlg.getByLabel('Adresa serveru').fill(server.url);
  await dlg.getByRole('button', { name: 'Zapnout synchronizaci' }).click();
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno');
  await dlg.getByRole('button', { name: 'Zavřít' }).click();
  await showAtTable(a, await tableLink(gm));
  const card = gm.getByTestId('party-card').filter({ hasText: 'Umara' });
  await expect(card).toBeVisible({ timeout: 10_000 });
  return card;
}

const spend = (page: Page, level: number) => page.getByTestId(`slots-${level}`).getByRole('button').first().click();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('reloaded while the server is down, the table shows the party last seen, then live again', async ({ browser }) => {
  const a = await device(browser);
  const gm = await device(browser, false);
  await newTable(gm, 'Úterý', server.url);
  const card = await umaraAtTable(a, gm);
  await a.goto('/boj');
  await spend(a, 1);
  await expect(card.getByTestId('party-slot-1')).toContainText('3/4');
  await expect(gm.getByTestId('table-seen')).toHaveCount(0);

  await server.stop();
  await gm.reload();
  // at once, from this device's memory: the party and its slots, marked as not live
  await expect(card.getByTestId('party-slot-1')).toContainText('3/4', { timeout: 2000 });
  await expect(card.getByTestId('party-offline')).toHaveText('Bez spojení se serverem – poslední známý stav');
  await expect(gm.getByTestId('table-seen')).toHaveText(/^Naposledy viděno v\s\d{1,2}:\d{2}$/);
  await expect(gm.getByText(/Kdo u\sstolu sedí/)).toHaveCount(0);
  await expect(gm.getByTestId('table-connection')).toHaveText('Server neodpovídá', { timeout: 12_000 });
  expect(await noSideScroll(gm)).toBeLessThanOrEqual(390);

  await server.start();
  await expect(gm.getByTestId('table-connection')).toHaveText('Živě', { timeout: 20_000 });
  await expect(gm.getByTestId('table-seen')).toHaveCount(0);
  await expect(card.getByTestId('party-offline')).toHaveCount(0);
  await expect(gm.getByTestId('table-unreachable')).toHaveCount(0);
  await expect(a.getByTestId('sync-state')).toHaveText('Synchronizováno', { timeout: 20_000 });
  await spend(a, 1);
  await expect(card.getByTestId('party-slot-1')).toContainText('2/4', { timeout: 5000 });
});

test('a character deleted by its player leaves the table at once; "Vrátit" shows it there again', async ({ browser }) => {
  const a = await device(browser);
  const gm = await device(browser, false);
  await newTable(gm, 'Čtvrtek', server.url);
  const card = await umaraAtTable(a, gm);
  await a.goto('/');
  await a.getByRole('article', { name: 'Umara' }).getByRole('button', { name: /Smazat/ }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click();
  // no restart of the player's app: the leave goes while the undo is still offered
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await a.getByRole('button', { name: 'Vrátit' }).click();
  await expect(card).toBeVisible({ timeout: 10_000 });
});

test('the GM moves a table to another server address on the table screen', async ({ browser }) => {
  const gm = await device(browser, false);
  await newTable(gm, 'Pátek', nowhere);
  await expect(gm.getByTestId('table-connection')).toHaveText('Server neodpovídá', { timeout: 12_000 });
  await expect(gm.getByTestId('table-unreachable')).toContainText(nowhere);

  await gm.getByRole('button', { name: 'Změnit server' }).click();
  const form = gm.getByTestId('table-server-form');
  const field = form.getByRole('textbox', { name: 'Nová adresa serveru' });
  await expect(field).toHaveValue(nowhere);
  expect(await noSideScroll(gm)).toBeLessThanOrEqual(390);
  await field.fill('ftp://sync.example.org');
  await form.getByRole('button', { name: 'Uložit adresu' }).click();
  await expect(form.getByRole('alert')).toHaveText('Tohle není adresa serveru (třeba wss://sync.example.org nebo 192.168.1.10:1234).');
  await field.fill(server.url);
  await form.getByRole('button', { name: 'Uložit adresu' }).click();
  await expect(form).toHaveCount(0);
  await expect(gm.getByTestId('table-connection')).toHaveText('Živě', { timeout: 10_000 });
  await expect(gm.getByTestId('table-unreachable')).toHaveCount(0);
  await expect(gm.getByText(/^Zatím u\sstolu nikdo není/)).toBeVisible();
  // the players' link names the new server; the address stays after a reload
  await gm.getByRole('button', { name: 'Ukázat odkaz pro hráče' }).click();
  expect(await gm.getByRole('textbox', { name: 'Odkaz' }).inputValue()).toContain(`server=${encodeURIComponent(server.url)}`);
  await gm.reload();
  await expect(gm.getByTestId('table-connection')).toHaveText('Živě', { timeout: 10_000 });
  expect(await gm.evaluate(() => JSON.parse(localStorage.getItem('grimoar:sync')!).tables[0].server)).toBe(server.url);
});

test('a table whose server does not answer does not claim nobody is there; a bare host:port is taken', async ({ browser }) => {
  const gm = await device(browser, false);
  // words are no address (the browser's URL parser would make a host of them)
  await gm.goto('/stul');
  await gm.getByLabel('Adresa serveru').fill('nic tu');
  await gm.getByRole('button', { name: 'Založit stůl' }).click();
  await expect(gm.getByText('Tohle není adresa serveru (třeba wss://sync.example.org nebo 192.168.1.10:1234).')).toBeVisible();
  await expect(gm.getByTestId('table-connection')).toHaveCount(0);
  // no scheme: the app adds ws:// on this http page itself (a url field refused it with a bubble)
  await newTable(gm, 'Pátek', `127.0.0.1:${port(12)}`);
  await expect(gm.getByTestId('table-connection')).toHaveText('Čeká na připojení');
  await expect(gm.getByText(/^Kdo u\sstolu sedí, se ukáže po spojení se serverem\.$/)).toBeVisible();
  await expect(gm.getByText('Zatím u stolu nikdo není.')).toHaveCount(0);
});
