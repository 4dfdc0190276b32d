// Two tabs of one browser (two pages of one context), both with sync running, in real Chromium
// against real sync servers: a character moved to another server in one tab moves in the other at
// once, and the other tab's next change of the sync records (turning sync on for another character)
// does not send it back to the old server.
import { test, expect, type Page } from '@playwright/test';
import { newDevice, storedCharacter, storedState } from './fixtures';
import { SyncServer, tempDb } from './sync-server';

test.describe.configure({ mode: 'serial' });
const umara = storedCharacter({ id: 'umara', name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], spells: [] });
const mirek = storedCharacter({ id: 'mirek', name: 'Mirek', classes: [{ classId: 'wizard', level: 3 }], spells: [] });
// Ports follow E2E_PORT (+2031…+2039 are this file's)
const port = (n: number) => Number(process.env.E2E_PORT ?? 4173) + 2000 + n;
const dbs = [tempDb(), tempDb()];
const servers = [new SyncServer(port(31), { GRIMOAR_SYNC_DB: dbs[0].path }), new SyncServer(port(32), { GRIMOAR_SYNC_DB: dbs[1].path })];

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
