// A group moves its sync server (new machine, new address) in real Chromium against real servers:
// the new server starts empty; the players' devices move there without losing a change, a table
// link on the new server switches a character that still syncs through the old one, and a GM and a
// device still on the old server are told where the character went.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { newDevice, storedCharacter, storedState } from './fixtures';
import { SyncServer, tempDb } from './sync-server';
import { showAtTable, tableLink } from './table-steps';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });
const umara = storedCharacter({ id: 'umara', name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], spells: [['magic-missile', 'prepared']] });
// Ports follow E2E_PORT (+2021…+2029 are this file's)
const port = (n: number) => Number(process.env.E2E_PORT ?? 4173) + 2000 + n;
const dbs = [tempDb(), tempDb(), tempDb(), tempDb(), tempDb(), tempDb()];
const servers: SyncServer[] = [];
/** A server on its own empty database. */
const newServer = (n: number) => {
  const s = new SyncServer(port(n), { GRIMOAR_SYNC_DB: dbs[servers.length].path });
  servers.push(s);
  return s;
};

test.afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const d of dbs) d.remove();
});

const device = (browser: Browser, seed = true) => newDevice(browser, seed ? storedState([umara], 'umara') : undefined, { viewport: { width: 390, height: 844 } });

const slots = (page: Page, level: number) => page.getByTestId(`slots-${level}`);
const spend = (page: Page, level: number) => slots(page, level).getByRole('button').first().click();
/** a slot row's label, its no-break spaces as any space */
const free = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.').replace(/ /g, '\\s')}$`);
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function syncDialog(page: Page) {
  await page.getByRole('button', { name: 'Synchronizovat postavu Umara mezi zařízeními' }).click();
  return page.getByRole('dialog', { name: 'Synchronizovat mezi zařízeními' });
}

/** Another device takes the character from its device link. */
async function addFromLink(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole('dialog').getByRole('button', { name: 'Přidat postavu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hotovo' }).click();
}

/** Umara syncs on `a` through `url`; returns her device link. */
async function syncOn(a: Page, url: string) {
  await a.goto('/');
  const dlg = await syncDialog(a);
  await dlg.getByLabel('Adresa serveru').fill(url);
  await dlg.getByRole('button', { name: 'Zapnout synchronizaci' }).click();
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno');
  const link = await dlg.getByRole('textbox', { name: 'Odkaz' }).inputValue();
  await dlg.getByRole('button', { name: 'Zavřít' }).click();
  return link;
}

test('the group moves its server: one device changes the address, the other switches from its link, nothing is lost', async ({ browser }) => {
  const old = newServer(21);
  const fresh = newServer(22);
  await old.start();
  const a = await device(browser);
  const link = await syncOn(a, old.url);
  const b = await device(browser, false);
  await addFromLink(b, link);
  await expect(b.getByTestId('sync-state')).toHaveText('Synchronizováno');

  // the old machine is gone; each device plays on, the new server starts empty
  await old.stop();
  await a.goto('/boj');
  await b.goto('/boj');
  await spend(a, 1);
  await spend(b, 2);
  await fresh.start();

  await a.goto('/');
  const dlg = await syncDialog(a);
  await expect(dlg.getByTestId('sync-server')).toHaveText(`Server: ${old.url}`);
  await dlg.getByRole('button', { name: 'Změnit server' }).click();
  const form = dlg.getByTestId('sync-server-form');
  const field = form.getByRole('textbox', { name: 'Nová adresa serveru' });
  await expect(field).toHaveValue(old.url);
  await field.fill('ftp://sync.example.org');
  await form.getByRole('button', { name: 'Uložit adresu' }).click();
  await expect(form.getByRole('alert')).toHaveText('Tohle není adresa serveru (třeba wss://sync.example.org nebo 192.168.1.10:1234).');
  await field.fill(fresh.url);
  await form.getByRole('button', { name: 'Uložit adresu' }).click();
  await expect(dlg.getByTestId('sync-moved')).toContainText(`Postava se teď synchronizuje přes ${fresh.url}.`);
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno', { timeout: 15_000 });
  expect(await noSideScroll(a)).toBeLessThanOrEqual(390);
  await expect.poll(() => dlg.getByRole('textbox', { name: 'Odkaz' }).inputValue()).toContain(`server=${encodeURIComponent(fresh.url)}`);
  const newLink = await dlg.getByRole('textbox', { name: 'Odkaz' }).inputValue();
  await dlg.getByRole('button', { name: 'Zavřít' }).click();

  // the other device opens the new link: told, and switched with one tap
  await b.goto(newLink);
  const here = b.getByRole('dialog', { name: 'Postava už na tomto zařízení je' });
  await expect(here.getByTestId('sync-add-here')).toHaveText(`Postava Umara už na tomto zařízení je. Tato postava se tu ale synchronizuje přes jiný server (${old.url}), odkaz vede na ${fresh.url}.`);
  expect(await noSideScroll(b)).toBeLessThanOrEqual(390);
  await here.getByRole('button', { name: /^Přepnout na server z\sodkazu$/ }).click();
  await expect(here.getByTestId('sync-add-switched')).toHaveText(`Postava Umara se teď synchronizuje přes ${fresh.url}.`);
  await expect(here.getByTestId('sync-add-here-state')).toHaveText('Synchronizováno', { timeout: 15_000 });
  await here.getByRole('button', { name: 'Otevřít postavu' }).click();

  // both changes made apart are on both devices, and the two stay live through the new server
  await a.goto('/boj');
  await b.goto('/boj');
  for (const p of [a, b]) {
    await expect(slots(p, 1)).toHaveAttribute('aria-label', free('Pozice 1. úrovně: 3 ze 4 volné'), { timeout: 15_000 });
    await expect(slots(p, 2)).toHaveAttribute('aria-label', free('Pozice 2. úrovně: 2 ze 3 volné'), { timeout: 15_000 });
  }
  await spend(b, 1);
  await expect(slots(a, 1)).toHaveAttribute('aria-label', free('Pozice 1. úrovně: 2 ze 4 volné'), { timeout: 10_000 });
  // (B's copy has an id of its own)
  for (const p of [a, b]) expect(await p.evaluate(() => Object.values(JSON.parse(localStorage.getItem('grimoar:sync')!).characters as Record<string, { server: string }>).map((r) => r.server))).toEqual([fresh.url]);

  // a third device takes her from the new server alone: whole
  const c = await device(browser, false);
  await addFromLink(c, newLink);
  await c.goto('/boj');
  await expect(slots(c, 1)).toHaveAttribute('aria-label', free('Pozice 1. úrovně: 2 ze 4 volné'));
  await expect(slots(c, 2)).toHaveAttribute('aria-label', free('Pozice 2. úrovně: 2 ze 3 volné'));
});

test('a table link on the new server switches a character still on the old one with one tap', async ({ browser }) => {
  const old = newServer(23);
  const fresh = newServer(24);
  await old.start();
  await fresh.start();
  const a = await device(browser);
  await syncOn(a, old.url);
  await a.goto('/boj');
  await spend(a, 1);

  const gm = await device(browser, false);
  await gm.goto('/stul');
  await gm.getByLabel('Název stolu').fill('Pátek');
  await gm.getByLabel('Adresa serveru').fill(fresh.url);
  await gm.getByRole('button', { name: 'Založit stůl' }).click();
  await gm.getByRole('button', { name: 'Ukázat odkaz pro hráče' }).click();
  const joinLink = await gm.getByRole('textbox', { name: 'Odkaz' }).inputValue();

  await a.goto(joinLink);
  const join = a.getByRole('dialog', { name: 'Připojit se ke stolu Pátek' });
  await join.getByRole('button', { name: /^Ukázat u\sstolu$/ }).click();
  await expect(join.getByRole('alert')).toHaveText(
    `Postava Umara se synchronizuje přes jiný server (${old.url}), stůl je na ${fresh.url}. Pokud skupina přestěhovala server, přepni postavu na server stolu – nic z ní se neztratí.`,
  );
  expect(await noSideScroll(a)).toBeLessThanOrEqual(390);
  await join.getByRole('button', { name: 'Přepnout postavu Umara na server stolu' }).click();
  await expect(join.getByText('U stolu se ukazuje 1 postava.')).toBeVisible();
  await expect(join.getByRole('alert')).toHaveCount(0);
  await join.getByRole('button', { name: 'Hotovo' }).click();

  // the GM sees her, with the slot spent before the move
  const card = gm.getByTestId('party-card').filter({ hasText: 'Umara' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId('party-slot-1')).toContainText('3/4');
  await a.goto('/boj');
  await spend(a, 1);
  await expect(card.getByTestId('party-slot-1')).toContainText('2/4', { timeout: 5000 });
});

test('a GM and another device still on the old server are told the character moved, not shown it as it was', async ({ browser }) => {
  const old = newServer(25);
  const fresh = newServer(26);
  await old.start();
  await fresh.start();
  const a = await device(browser);
  const link = await syncOn(a, old.url);
  const b = await device(browser, false);
  await addFromLink(b, link);
  await expect(b.getByTestId('sync-state')).toHaveText('Synchronizováno');
  // the GM's table on the old server shows her
  const gm = await device(browser, false);
  await gm.goto('/stul');
  await gm.getByLabel('Název stolu').fill('Středa');
  await gm.getByLabel('Adresa serveru').fill(old.url);
  await gm.getByRole('button', { name: 'Založit stůl' }).click();
  await showAtTable(a, await tableLink(gm));
  const card = gm.getByTestId('party-card').filter({ hasText: 'Umara' });
  await expect(card.getByTestId('party-slot-1')).toBeVisible({ timeout: 10_000 });

  // A moves her; the GM and B stay on the old server
  await a.goto('/');
  const dlg = await syncDialog(a);
  await dlg.getByRole('button', { name: 'Změnit server' }).click();
  const form = dlg.getByTestId('sync-server-form');
  await form.getByRole('textbox', { name: 'Nová adresa serveru' }).fill(fresh.url);
  await form.getByRole('button', { name: 'Uložit adresu' }).click();
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno', { timeout: 15_000 });
  await dlg.getByRole('button', { name: 'Zavřít' }).click();

  await expect(card.getByTestId('party-moved')).toHaveText(`Hráč postavu přestěhoval na server ${fresh.url}. Co o\u00a0ní ví tento server, už neplatí. Aby ji stůl ukazoval živě, přesuň i\u00a0stůl na ten server („Změnit server“).`, { timeout: 15_000 });
  await expect(card.getByTestId('party-slot-1')).toHaveCount(0);
  expect(await noSideScroll(gm)).toBeLessThanOrEqual(390);

  // B is told in its sync dialog and switches with one tap; A's spend then reaches it
  await b.goto('/');
  // its state never says "synced" for the server it no longer uses
  await expect(b.getByTestId('sync-state')).toHaveText('Tento server se pro postavu už nepoužívá', { timeout: 15_000 });
  const dlgB = await syncDialog(b);
  await expect(dlgB.getByTestId('sync-moved-away')).toContainText(`Jiné zařízení přesunulo tuto postavu na server ${fresh.url}.`, { timeout: 15_000 });
  await expect(dlgB.getByTestId('sync-dialog-state')).toHaveText('Tento server se pro postavu už nepoužívá');
  // the notice is read first
  expect(await dlgB.getByTestId('sync-moved-away').evaluate((n) => !!(n.compareDocumentPosition(document.querySelector('[data-testid="sync-dialog-state"]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  expect(await noSideScroll(b)).toBeLessThanOrEqual(390);
  await dlgB.getByRole('button', { name: 'Přepnout na nový server' }).click();
  await expect(dlgB.getByTestId('sync-server')).toHaveText(`Server: ${fresh.url}`);
  await expect(dlgB.getByTestId('sync-moved-away')).toHaveCount(0);
  await expect(dlgB.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno', { timeout: 15_000 });
  await dlgB.getByRole('button', { name: 'Zavřít' }).click();
  await a.goto('/boj');
  await b.goto('/boj');
  await spend(a, 1);
  await expect(slots(b, 1)).toHaveAttribute('aria-label', free('Pozice 1. úrovně: 3 ze 4 volné'), { timeout: 10_000 });
});
