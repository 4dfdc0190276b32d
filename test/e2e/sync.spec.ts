// Sync between devices and the GM's table in real Chromium against a real sync server: two browser
// contexts are two devices; the server is stopped and started to play "offline".
import { test, expect, type Browser, type Page } from '@playwright/test';
import { newDevice, storedCharacter, storedState } from './fixtures';
import { SyncServer, startRedis, tempDb } from './sync-server';
import { client } from '../../server/test-helpers.mjs';
import { characterDoc, deviceToken } from '../../src/sync/keys';

test.describe.configure({ mode: 'serial' });
const umara = storedCharacter({ id: 'umara', name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], spells: [['magic-missile', 'prepared']] });
const db = tempDb();
// Ports follow E2E_PORT: several runs may share one machine.
const port = (n: number) => Number(process.env.E2E_PORT ?? 4173) + 2000 + n;
const server = new SyncServer(port(1), { GRIMOAR_SYNC_DB: db.path });

test.beforeAll(async () => server.start());
test.afterAll(async () => {
  await server.stop();
  db.remove();
});

const device = (browser: Browser, seed = true) => newDevice(browser, seed ? storedState([umara], 'umara') : undefined);

const slots = (page: Page, level: number) => page.getByTestId(`slots-${level}`);
const spend = (page: Page, level: number) => slots(page, level).getByRole('button').first().click();

/** A turns sync on for Umara and B adds her from the link; returns the link. */
async function pair(browser: Browser, url = server.url) {
  const a = await device(browser);
  await a.goto('/');
  await a.getByRole('button', { name: 'Synchronizovat postavu Umara mezi zařízeními' }).click();
  const dlg = a.getByRole('dialog', { name: 'Synchronizovat mezi zařízeními' });
  await dlg.getByLabel('Adresa serveru').fill(url);
  await dlg.getByRole('button', { name: 'Zapnout synchronizaci' }).click();
  await expect(dlg.getByTestId('sync-dialog-state')).toHaveText('Synchronizováno');
  await expect(dlg.getByTestId('sync-qr')).toBeVisible();
  await expect(dlg.getByText(/zůstane jen jedna z\sobou hodnot/)).toBeVisible();
  const link = await dlg.getByRole('textbox', { name: 'Odkaz' }).inputValue();
  await dlg.getByRole('button', { name: 'Zavřít' }).click();
  const b = await device(browser, false);
  await b.goto(link);
  const add = b.getByRole('dialog', { name: 'Přidat postavu z jiného zařízení' });
  await add.getByRole('button', { name: 'Přidat postavu' }).click();
  await expect(add.getByText('Postava Umara je tady a synchronizuje se.')).toBeVisible();
  await add.getByRole('button', { name: 'Hotovo' }).click();
  await expect(b.getByTestId('sync-state')).toHaveText('Synchronizováno');
  const key = new URL(link).hash.match(/^#sync=([^&]+)/)![1];
  return { a, b, link, key };
}

test('two devices see each other’s slot spend and spell add', async ({ browser }) => {
  const { a, b } = await pair(browser);
  await a.goto('/boj');
  await b.goto('/boj');
  await expect(a.getByTestId('sync-state')).toHaveText('Synchronizováno'); // on the combat screen too
  await spend(a, 1);
  await expect(slots(b, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze 4 volné');
  // A opens the spellbook in the app (still connected) while B adds: the spell appears there live
  await a.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Kniha' }).click();
  await expect(a.getByText('Magická střela').first()).toBeVisible();
  await expect(a.getByText('Ohnivá koule')).toHaveCount(0);
  await b.goto('/kouzla/fireball');
  await b.getByRole('button', { name: /Přidat postavě/ }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Přidat', exact: true }).click();
  await expect(a.getByText('Ohnivá koule').first()).toBeVisible();
});

test('offline on both: different fields both kept, the same field equal; a restart offline keeps changes', async ({ browser }) => {
  const { a, b } = await pair(browser);
  await a.goto('/boj');
  await b.goto('/boj');
  await server.stop();
  await spend(a, 1); // A: a 1st-level slot
  await spend(b, 2); // B: a 2nd-level slot
  await spend(a, 3);
  await spend(b, 3); // both: the same 3rd-level slot field
  // A restarts the app while the server is still down.
  await a.reload();
  await expect(slots(a, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze 4 volné');
  await server.start();
  for (const p of [a, b]) {
    await expect(slots(p, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 3 ze 4 volné', { timeout: 15_000 });
    await expect(slots(p, 2)).toHaveAttribute('aria-label', 'Pozice 2. úrovně: 2 ze 3 volné', { timeout: 15_000 });
    await expect(slots(p, 3)).toHaveAttribute('aria-label', 'Pozice 3. úrovně: 1 ze 2 volná');
  }
  // The server restarts with both connected: nothing is lost, they reconnect.
  await server.stop();
  await server.start();
  await spend(b, 1);
  await expect(slots(a, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 2 ze 4 volné', { timeout: 15_000 });
});

/** A GM founds table `name` and shows its link; player page `a` shows Umara there. Returns the GM's
 *  page and Umara's card in the GM's view (visible). */
async function umaraAtTable(browser: Browser, a: Page, name: string) {
  const gm = await device(browser, false);
  await gm.goto('/stul');
  await gm.getByLabel('Název stolu').fill(name);
  await gm.getByLabel('Adresa serveru').fill(server.url);
  await gm.getByRole('button', { name: 'Založit stůl' }).click();
  await gm.getByRole('button', { name: 'Ukázat odkaz pro hráče' }).click();
  await expect(gm.getByTestId('table-qr')).toBeVisible();
  const joinLink = await gm.getByRole('textbox', { name: 'Odkaz' }).inputValue();
  await a.goto(joinLink);
  const join = a.getByRole('dialog', { name: 'Připojit se ke stolu' });
  await expect(join.getByRole('checkbox', { name: 'Umara' })).toBeChecked(); // the only character: ticked already
  await join.getByRole('button', { name: 'Ukázat u stolu' }).click();
  await expect(join.getByText('U stolu se ukazuje 1 postava.')).toBeVisible();
  await join.getByRole('button', { name: 'Hotovo' }).click();
  const card = gm.getByTestId('party-card').filter({ hasText: 'Umara' });
  await expect(card).toBeVisible({ timeout: 10_000 });
  return { gm, card };
}

test('the GM sees a tap within a second, cannot write, and loses a player who leaves', async ({ browser }) => {
  const { a, key } = await pair(browser);
  const { gm, card } = await umaraAtTable(browser, a, 'Středa');
  await expect(card.getByTestId('party-slot-1')).toContainText('4/4');
  await expect(card).toContainText('SO');
  await a.goto('/boj');
  await spend(a, 1);
  await expect(card.getByTestId('party-slot-1')).toContainText('3/4', { timeout: 1000 });
  // a screen reader hears it in words, with Czech plurals
  await expect(card.getByTestId('party-slot-1')).toContainText('3 volné pozice, celkem 4');

  // A forced write with the GM's key is refused by the server: the player never sees it.
  const gmKey = await gm.evaluate(() => JSON.parse(localStorage.getItem('grimoar:sync')!).tables[0].gmKey as string);
  const forced = client(server.port, characterDoc(key), `g.${gmKey}`);
  await expect.poll(() => forced.log.authenticated).toBe('readonly');
  forced.doc.getMap('f').set('name', 'Ukradená');
  await a.waitForTimeout(500);
  await a.goto('/');
  await expect(a.getByRole('heading', { level: 2, name: 'Umara' })).toBeVisible();
  forced.destroy();

  // The player leaves: the GM's view drops the character.
  await a.getByRole('button', { name: 'Synchronizovat postavu Umara mezi zařízeními' }).click();
  // the player sees which table: its name came with the link
  await expect(a.getByRole('dialog')).toContainText('Ukazuje se u stolu Středa');
  await a.getByRole('dialog').getByRole('button', { name: 'Odejít od stolu' }).click();
  await expect(a.getByRole('dialog')).toContainText('Postava „Umara“ odešla od stolu Středa.');
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await expect(gm.getByText('Zatím u stolu nikdo není.')).toBeVisible();

  // Closing the table asks first: its key is only on this device.
  await gm.getByRole('button', { name: 'Zavřít stůl na tomto zařízení' }).click();
  const ask = gm.getByRole('dialog', { name: 'Zavřít stůl Středa?' });
  await ask.getByRole('button', { name: 'Zrušit' }).click();
  await expect(gm.getByRole('heading', { level: 2, name: 'Středa' })).toBeVisible();
  await gm.getByRole('button', { name: 'Zavřít stůl na tomto zařízení' }).click();
  await ask.getByRole('button', { name: 'Zavřít stůl', exact: true }).click();
  await expect(gm.getByRole('heading', { level: 2, name: 'Středa' })).toHaveCount(0);
});

test('the GM sees whether a player has the character open', async ({ browser }) => {
  const { a, b } = await pair(browser);
  const { gm, card } = await umaraAtTable(browser, a, 'Sobota');
  await expect(gm.getByTestId('table-connection')).toHaveText('Živě');
  // past the grace a card waits for a first sign of the player: the open devices were seen
  await gm.waitForTimeout(18_000);
  await expect(card.getByTestId('party-offline')).toHaveCount(0);
  // the player closes the app on both devices: the card stays, marked as the last known state
  await b.close();
  await a.close();
  await expect(card.getByTestId('party-offline')).toHaveText('Nikdo s postavou není připojený – poslední známý stav', { timeout: 40_000 });
  await expect(card.getByTestId('party-slot-1')).toContainText('4/4');
});

test('a player who stops syncing while offline leaves the table once back online', async ({ browser }) => {
  const { a, link } = await pair(browser);
  const { card } = await umaraAtTable(browser, a, 'Čtvrtek');
  // the table link (with the table's name in its query) was a page load: this page has not loaded the
  // sync dialog yet, and without a service worker in these tests it could not offline
  await a.getByRole('button', { name: 'Synchronizovat postavu Umara mezi zařízeními' }).click();
  await expect(a.getByRole('dialog')).toContainText('Ukazuje se u stolu Čtvrtek');
  await a.getByRole('dialog').getByRole('button', { name: 'Zavřít' }).click();

  await a.context().setOffline(true);
  await a.getByRole('button', { name: 'Synchronizovat postavu Umara mezi zařízeními' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Přestat synchronizovat na tomto zařízení' }).click();
  await expect(a.getByText('Synchronizace je vypnutá. Postava zůstala na tomto zařízení.')).toBeVisible();
  // the app is closed while still offline, and opened again online: the leave waited in storage
  await a.waitForTimeout(2000);
  await expect(card).toBeVisible();
  const ctx = a.context();
  await a.close();
  await ctx.setOffline(false);
  const again = await ctx.newPage();
  await again.goto('/');
  await expect(card).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => again.evaluate(() => localStorage.getItem('grimoar:sync'))).toBeNull();
  // the device link opened here again: the player is told Umara is here, no longer synced through
  // it; a synced copy beside her is still on offer, and with it the player is told of the two
  await again.goto(link);
  const here = again.getByRole('dialog', { name: 'Postava už na tomto zařízení je' });
  await expect(here).toContainText('přes tento odkaz se tady nesynchronizuje');
  await here.getByRole('button', { name: 'Přidat synchronizovanou kopii' }).click();
  await expect(again.getByRole('dialog').getByText('Na tomto zařízení je ještě jiná postava jménem Umara.', { exact: false })).toBeVisible();
});

test('an unknown link is refused; a hostile document is clamped or set aside, never executed', async ({ browser }) => {
  const stranger = await device(browser, false);
  await stranger.goto(`/#sync=${'A'.repeat(43)}&server=${encodeURIComponent(server.url)}`);
  const add = stranger.getByRole('dialog', { name: 'Přidat postavu z jiného zařízení' });
  await add.getByRole('button', { name: 'Přidat postavu' }).click();
  await expect(add.getByRole('alert')).toContainText('žádná postava není');
  // a link cut short on its way is said to be broken, and leaves the address
  await stranger.goto(`/#sync=${'A'.repeat(20)}`);
  const broken = stranger.getByRole('dialog', { name: 'Odkaz nefunguje' });
  await expect(broken.getByRole('alert')).toContainText('neúplný nebo poškozený');
  await broken.getByRole('button', { name: 'Hotovo' }).click();
  await expect(broken).toHaveCount(0);
  expect(new URL(stranger.url()).hash).toBe('');

  const { a, b, key } = await pair(browser);
  // Only B is open: A would repair the document at once with its own good copy.
  await a.context().close();
  const evil = client(server.port, characterDoc(key), deviceToken(key));
  await expect.poll(() => evil.log.synced).toBe(true);
  const f = evil.doc.getMap('f');
  evil.doc.transact(() => {
    f.set('name', '<img src=x onerror="window.__pwned=1">');
    f.set('caster.spentSlots.0', 999);
    f.set('__proto__', { polluted: 1 });
  });
  await b.goto('/');
  await expect(b.getByRole('heading', { level: 2, name: '<img src=x onerror="window.__pwned=1">' })).toBeVisible();
  expect(await b.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await b.goto('/boj');
  await expect(slots(b, 1)).toHaveAttribute('aria-label', 'Pozice 1. úrovně: 0 ze 4 volných');
  f.set('classes', [{ classId: 'dragon', level: 99 }]);
  // said on the combat screen too, where the player is mid-game
  await expect(b.getByTestId('sync-errors')).toContainText('se nesynchronizuje: data z jiného zařízení jsou poškozená');
  await b.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Postavy' }).click();
  await expect(b.getByTestId('sync-state')).toContainText('data z jiného zařízení jsou poškozená');
  await expect(b.getByText('Kouzelník 5')).toBeVisible();
  evil.destroy();
});

test('two server instances with one Redis: the GM on B sees a player on A', async ({ browser }) => {
  const redis = await startRedis(port(4));
  const shared = tempDb();
  const env = { GRIMOAR_SYNC_DB: shared.path, GRIMOAR_SYNC_REDIS: `redis://127.0.0.1:${port(4)}` };
  const one = new SyncServer(port(2), env);
  const two = new SyncServer(port(3), env);
  await one.start();
  await two.start();
  try {
    const { a } = await pair(browser, one.url);
    const gm = await device(browser, false);
    await gm.goto('/stul');
    await gm.getByLabel('Adresa serveru').fill(two.url);
    await gm.getByRole('button', { name: 'Založit stůl' }).click();
    await gm.getByRole('button', { name: 'Ukázat odkaz pro hráče' }).click();
    const joinLink = (await gm.getByRole('textbox', { name: 'Odkaz' }).inputValue()).replace(encodeURIComponent(two.url), encodeURIComponent(one.url));
    await a.goto(joinLink);
    const join = a.getByRole('dialog', { name: 'Připojit se ke stolu' });
    await join.getByRole('checkbox', { name: 'Umara' }).check();
    await join.getByRole('button', { name: 'Ukázat u stolu' }).click();
    await join.getByRole('button', { name: 'Hotovo' }).click();
    const card = gm.getByTestId('party-card').filter({ hasText: 'Umara' });
    await expect(card).toBeVisible({ timeout: 10_000 });
    await a.goto('/boj');
    await spend(a, 2);
    await expect(card.getByTestId('party-slot-2')).toContainText('2/3', { timeout: 5000 });
  } finally {
    await one.stop();
    await two.stop();
    redis.stop();
    shared.remove();
  }
});

test('with no sync configured, no sync code loads', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.addInitScript((s) => localStorage.setItem('grimoar', JSON.stringify(s)), storedState([umara], 'umara'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Umara' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(loaded.filter((p) => /\/assets\/(sync|SyncLayer|SyncBadge)-/.test(p))).toEqual([]);
});
