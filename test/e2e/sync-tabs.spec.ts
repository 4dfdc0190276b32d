// Two tabs of one browser (two pages of one context) in real Chromium against real sync servers: a
// character moved to another server in one tab moves in the other at once, and the other tab's next
// change of the sync records (turning sync on for another character) does not send it back to the
// old server; a tab opened before this browser synced anything starts syncing when another tab turns
// sync on, without a reload.
import { test, expect, type Page } from '@playwright/test';
import { newDevice, storedCharacter, storedState } from './fixtures';
import { SyncServer, tempDb } from './sync-server';

test.describe.configure({ mode: 'serial' });
const umara = storedCharacter({ id: 'umara', name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], spells: [] });
const mirek = storedCharacter({ id: 'mirek', name: 'Mirek', classes: [{ classId: 'wizard', level: 3 }], spells: [] });
// Ports follow E2E_PORT (+2031…+2039 are this file's)
const port = (n: number) => Number(process.env.E2E_PORT ?? 4173) + 2000 + n;
const dbs = [tempDb(), tempDb(), tempDb()];
const servers = [new SyncServer(port(31), { GRIMOAR_SYNC_DB: dbs[0].path }), new SyncServer(port(32), { GRIMOAR_SYNC_DB: dbs[1].path }), new SyncServer(port(33), { GRIMOAR_SYNC_DB: dbs[2].path })];

test.afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const d of dbs) d.remove();
});

async function syncDialog(page: Page, name: string) {
  await page.getByRole('button', { name: `Synchronizovat postavu ${name} mezi zařízeními` }).click();
  return page.getByRole('dialog', { name: 'Synchronizovat mezi zařízeními' });
}
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('grimoar:sync') ?? '{"characters":{}}').characters as Record<string, { server: string }>);

test('a move in one tab moves the other tab too, and its next change keeps the move', async ({ browser }) => {
  const [old, fresh] = servers;
  await old.start();
  await fresh.start();
  const a = await newDevice(browser, storedState([umara, mirek], 'umara'));
  await a.goto('/');
  let dlg = await syncDialog(a, 'Umara');
  await dlg.getByLabel('Adresa serveru').fill(old.url);
  await dlg.getByRole('button', { name: 'Zapnout synchronizaci' }).click();
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno');
  await dlg.getByRole('button', { name: 'Zavřít' }).click();

  // a second tab of the same browser, its sync running
  const b = await a.context().newPage();
  await b.goto('/');
  let dlgB = await syncDialog(b, 'Umara');
  await expect(dlgB.getByTestId('sync-server')).toHaveText(`Server: ${old.url}`);
  await expect(dlgB.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno');
  await dlgB.getByRole('button', { name: 'Zavřít' }).click();

  // A moves her; the old server then goes away
  dlg = await syncDialog(a, 'Umara');
  await dlg.getByRole('button', { name: 'Změnit server' }).click();
  const form = dlg.getByTestId('sync-server-form');
  await form.getByRole('textbox', { name: 'Nová adresa serveru' }).fill(fresh.url);
  await form.getByRole('button', { name: 'Uložit adresu' }).click();
  await expect(dlg.getByTestId('sync-moved')).toContainText(`Postava se teď synchronizuje přes ${fresh.url}.`);
  await dlg.getByRole('button', { name: 'Zavřít' }).click();
  await old.stop();

  // B follows without a reload: the new address, and in sync there
  dlgB = await syncDialog(b, 'Umara');
  await expect(dlgB.getByTestId('sync-server')).toHaveText(`Server: ${fresh.url}`);
  await expect(dlgB.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno', { timeout: 15_000 });
  await dlgB.getByRole('button', { name: 'Zavřít' }).click();

  // B turns sync on for Mirek: Umara's record keeps the new server
  dlgB = await syncDialog(b, 'Mirek');
  await dlgB.getByLabel('Adresa serveru').fill(fresh.url);
  await dlgB.getByRole('button', { name: 'Zapnout synchronizaci' }).click();
  await expect(dlgB.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno');
  await dlgB.getByRole('button', { name: 'Zavřít' }).click();
  await expect.poll(() => stored(b)).toEqual({ umara: expect.objectContaining({ server: fresh.url }), mirek: expect.objectContaining({ server: fresh.url }) });

  // A took Mirek's sync from B; after a reload both still sync through the new server
  dlg = await syncDialog(a, 'Mirek');
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno', { timeout: 15_000 });
  await dlg.getByRole('button', { name: 'Zavřít' }).click();
  await a.reload();
  expect(await stored(a)).toEqual({ umara: expect.objectContaining({ server: fresh.url }), mirek: expect.objectContaining({ server: fresh.url }) });
  dlg = await syncDialog(a, 'Umara');
  await expect(dlg.getByTestId('sync-server')).toHaveText(`Server: ${fresh.url}`);
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno', { timeout: 15_000 });
});

test('a tab open before sync existed syncs once another tab turns sync on, without a reload', async ({ browser }) => {
  const server = servers[2];
  await server.start();
  const slots = (page: Page) => page.getByTestId('slots-1');
  // tab A: open first, on the combat screen, with no sync anywhere in this browser
  const a = await newDevice(browser, storedState([umara], 'umara'));
  await a.goto('/boj');
  await expect(slots(a)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 4 ze 4 volné');
  expect(await a.evaluate(() => localStorage.getItem('grimoar:sync'))).toBeNull();

  // tab B of the same browser turns sync on for Umara
  const b = await a.context().newPage();
  await b.goto('/');
  const dlg = await syncDialog(b, 'Umara');
  await dlg.getByLabel('Adresa serveru').fill(server.url);
  await dlg.getByRole('button', { name: 'Zapnout synchronizaci' }).click();
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno');
  const link = await dlg.getByRole('textbox', { name: 'Odkaz' }).inputValue();
  await b.close(); // only A is left to send A's changes

  // A shows that it syncs (its sync layer started) …
  await expect(a.getByTestId('sync-state')).toHaveText('Synchronizováno');
  // … and A's spend reaches another device through the server, with no reload of A
  const other = await newDevice(browser);
  await other.goto(link);
  const add = other.getByRole('dialog', { name: 'Přidat postavu z jiného zařízení' });
  await add.getByRole('button', { name: 'Přidat postavu' }).click();
  await add.getByRole('button', { name: 'Hotovo' }).click();
  await other.goto('/boj');
  await expect(slots(other)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 4 ze 4 volné');
  await slots(a).getByRole('button').first().click();
  await expect(slots(a)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze 4 volné');
  await expect(slots(other)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze 4 volné');
});
