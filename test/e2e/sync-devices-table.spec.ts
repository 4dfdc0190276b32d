// A character synced on a phone and a tablet, shown at the GM's table from the phone: the tablet
// knows the table (its document says so, sync/seats.ts), shows it, leaves it for both devices, and
// its taps reach the GM with the phone closed. Three browser contexts, a real sync server.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { newDevice, storedCharacter, storedState } from './fixtures';
import { SyncServer, tempDb } from './sync-server';
import { showAtTable, tableLink } from './table-steps';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });
const umara = storedCharacter({ id: 'umara', name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], spells: [['magic-missile', 'prepared']] });
const db = tempDb();
// Ports follow E2E_PORT: several runs may share one machine.
const port = (n: number) => Number(process.env.E2E_PORT ?? 4173) + 2000 + n;
const server = new SyncServer(port(41), { GRIMOAR_SYNC_DB: db.path });

test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  db.remove();
});

const device = (browser: Browser, seed = true) => newDevice(browser, seed ? storedState([umara], 'umara') : undefined, { viewport: { width: 390, height: 844 } });
const syncButton = (page: Page) => page.getByRole('button', { name: 'Synchronizovat postavu Umara mezi zařízeními' });

/** Sync turned on for Umara on the phone, the tablet added from its link. */
async function phoneAndTablet(browser: Browser) {
  const phone = await device(browser);
  await phone.goto('/');
  await syncButton(phone).click();
  const dlg = phone.getByRole('dialog', { name: 'Synchronizovat mezi zařízeními' });
  await dlg.getByLabel('Adresa serveru').fill(server.url);
  await dlg.getByRole('button', { name: 'Zapnout synchronizaci' }).click();
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno');
  const link = await dlg.getByRole('textbox', { name: 'Odkaz' }).inputValue();
  await dlg.getByRole('button', { name: 'Zavřít' }).click();
  const tablet = await device(browser, false);
  await tablet.goto(link);
  const add = tablet.getByRole('dialog', { name: 'Přidat postavu z jiného zařízení' });
  await add.getByRole('button', { name: 'Přidat postavu' }).click();
  await add.getByRole('button', { name: 'Hotovo' }).click();
  await expect(tablet.getByTestId('sync-state')).toHaveText('Synchronizováno');
  return { phone, tablet };
}

async function table(browser: Browser, name: string) {
  const gm = await device(browser, false);
  await gm.goto('/stul');
  await gm.getByLabel('Název stolu').fill(name);
  await gm.getByLabel('Adresa serveru').fill(server.url);
  await gm.getByRole('button', { name: 'Založit stůl' }).click();
  await expect(gm.getByRole('heading', { level: 2, name })).toBeVisible();
  return gm;
}

const slot1 = (page: Page) => page.getByTestId('slots-1').getByRole('button').first();

test('the tablet shows the table the phone joined, plays at it with the phone closed, and leaves it for both', async ({ browser }) => {
  const { phone, tablet } = await phoneAndTablet(browser);
  const gm = await table(browser, 'Středa');
  await showAtTable(phone, await tableLink(gm));
  const card = gm.getByTestId('party-card').filter({ hasText: 'Umara' });
  await expect(card).toBeVisible({ timeout: 10_000 });

  // the tablet, open all along, knows the table without a reload
  await syncButton(tablet).click();
  const dlg = tablet.getByRole('dialog', { name: 'Synchronizovat mezi zařízeními' });
  await expect(dlg).toContainText('Ukazuje se u stolu Středa', { timeout: 10_000 });
  await dlg.getByRole('button', { name: 'Zavřít' }).click();

  // the phone is closed: the tablet's taps reach the GM on their own
  const phoneContext = phone.context();
  await phone.close();
  await tablet.goto('/boj');
  await slot1(tablet).click();
  await expect(card.getByTestId('party-slot-1')).toContainText('3/4', { timeout: 5000 });

  // the phone opened again while the tablet leaves: gone from the table and from both devices
  const again = await phoneContext.newPage();
  await again.goto('/');
  await syncButton(again).click();
  await expect(again.getByRole('dialog')).toContainText('Ukazuje se u stolu Středa');
  await tablet.goto('/');
  await syncButton(tablet).click();
  await tablet.getByRole('dialog').getByRole('button', { name: 'Odejít od stolu' }).click();
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await expect(again.getByRole('dialog')).not.toContainText('Ukazuje se u stolu', { timeout: 10_000 });
});

test('deleting the character on the tablet asks about the table and takes it off for both; "Vrátit" brings it back', async ({ browser }) => {
  const { phone, tablet } = await phoneAndTablet(browser);
  const gm = await table(browser, 'Pátek');
  await showAtTable(phone, await tableLink(gm));
  const card = gm.getByTestId('party-card').filter({ hasText: 'Umara' });
  await expect(card).toBeVisible({ timeout: 10_000 });

  await tablet.goto('/');
  await tablet.getByRole('article', { name: 'Umara' }).getByRole('button', { name: /Smazat/ }).click();
  const ask = tablet.getByRole('dialog');
  await expect(ask).toContainText('Ukazuje se u stolu „Pátek“', { timeout: 10_000 });
  await ask.getByRole('button', { name: 'Smazat' }).click();
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await phone.goto('/');
  await syncButton(phone).click();
  await expect(phone.getByRole('dialog')).not.toContainText('Ukazuje se u stolu');
  await phone.getByRole('dialog').getByRole('button', { name: 'Zavřít' }).click();

  await tablet.getByRole('button', { name: 'Vrátit' }).click();
  await expect(card).toBeVisible({ timeout: 10_000 });
  await syncButton(phone).click();
  await expect(phone.getByRole('dialog')).toContainText('Ukazuje se u stolu Pátek', { timeout: 10_000 });
});
