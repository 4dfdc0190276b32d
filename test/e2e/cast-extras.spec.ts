// Metamagic, spell scrolls and the focus hand in Chromium: a sorcerer casts Quickened and the
// sorcery points go down; with too few left Quickened cannot be ticked and says how many points it
// needs, and a Twinned spell raised to a higher slot is refused (with "Proč?") before the tap; a wizard reads
// scrolls (no slot, the scroll used up, the DC check for a higher level); sword + wand lets
// Fireball through and refuses Shield for want of an empty hand.
import { test, expect, type Page } from '@playwright/test';
import { seedOnce, storedCharacter, storedState, type Status } from './fixtures';

test.use({ serviceWorkers: 'block' });

const sorcerer = storedCharacter({ id: 'sora', name: 'Sora', classes: [{ classId: 'sorcerer', level: 5 }], spells: [['fire-bolt', 'known'], ['fireball', 'known'], ['mage-armor', 'known']] as [string, Status][] });
const wizard3 = storedCharacter({ id: 'wiz3', name: 'Umara', classes: [{ classId: 'wizard', level: 3 }], spells: [] });
const wizard5 = storedCharacter({ id: 'wiz5', name: 'Elminster', classes: [{ classId: 'wizard', level: 5 }], spells: [['fireball', 'prepared'], ['shield', 'prepared']] as [string, Status][] });

async function seed(page: Page, character: ReturnType<typeof storedCharacter>) {
  await seedOnce(page, storedState([character], character.id));
}

async function castFromPicker(page: Page, spellName: string) {
  await page.getByRole('button', { name: 'Seslat', exact: true }).click();
  await page.getByRole('dialog', { name: 'Seslat kouzlo' }).getByRole('button', { name: new RegExp(`^${spellName}`) }).click();
  return page.getByRole('dialog', { name: `Seslat: ${spellName}` });
}
const points = (page: Page) => page.getByTestId('sorcery');

test('Metamagic: Quickened Fireball spends 2 sorcery points; with 1 left it cannot be ticked', async ({ page }) => {
  await seed(page, sorcerer);
  await page.goto('/boj');
  await expect(points(page)).toHaveAttribute('aria-label', /Čarodějné body: 5 z\s5/);
  await page.getByRole('checkbox', { name: 'Zrychlené kouzlo' }).check();
  await page.getByRole('checkbox', { name: 'Zdvojené kouzlo' }).check();

  let dialog = await castFromPicker(page, 'Ohnivá koule');
  await dialog.getByRole('checkbox', { name: /Zrychlené kouzlo/ }).check();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).click();
  await expect(dialog.getByText('Utraceny 2 čarodějné body na metamagii.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(points(page)).toHaveAttribute('aria-label', /Čarodějné body: 3 z\s5/);

  // 2 more by hand: 1 left, Quickened (2 points) cannot be ticked and says so
  await page.getByRole('button', { name: 'Začít boj' }).click();
  await page.getByRole('button', { name: 'Utratit čarodějný bod' }).click();
  await page.getByRole('button', { name: 'Utratit čarodějný bod' }).click();
  await expect(points(page)).toHaveAttribute('aria-label', /Čarodějné body: 1 z\s5/);
  dialog = await castFromPicker(page, 'Ohnivá střela');
  const quick = dialog.getByRole('checkbox', { name: /Zrychlené kouzlo/ });
  await expect(quick).toBeDisabled();
  await expect(quick).toHaveAccessibleName(/chybí 1\sčarodějný bod/);
  await dialog.getByRole('button', { name: 'Zavřít' }).click();

  // Twinned Mage Armor costs 1 from a 1st-level slot, 2 from a 2nd: refused for points before the tap
  dialog = await castFromPicker(page, 'Mágova zbroj');
  await dialog.getByRole('checkbox', { name: /Zdvojené kouzlo/ }).check();
  await dialog.getByRole('radio', { name: /Pozice 2. úrovně/ }).check();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Na vybranou metamagii či odolnost nemáš dost čarodějných bodů.');
  await expect(dialog.getByRole('button', { name: /^Seslat: chybí 1\sčarodějný bod$/ })).toBeDisabled();
  await expect(refusal.getByRole('link', { name: /Proč\?/ })).toBeVisible();
  await refusal.getByRole('link', { name: /Proč\?/ }).click();
  await expect(page.getByRole('heading', { name: /Metamagie/ }).first()).toBeVisible();
  await expect(points(page)).toHaveAttribute('aria-label', /Čarodějné body: 1 z\s5/);
});

test('scrolls: no slot spent and the scroll used up; a higher-level scroll shows the DC check', async ({ page }) => {
  await seed(page, wizard3);
  for (const id of ['magic-missile', 'fireball']) {
    await page.goto(`/kouzla/${id}`);
    await page.getByRole('button', { name: 'Přidat svitek postavě' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Umara má 1' })).toBeVisible();
  }
  await page.goto('/boj');
  const scrolls = page.getByTestId('scrolls');
  await expect(scrolls.getByRole('listitem')).toHaveCount(2);
  const slots1 = page.getByTestId('slots-1');
  await expect(slots1).toHaveAttribute('aria-label', /4\sze\s4\svolné/);

  // Magic Missile (1st level, castable): no check, no slot
  await scrolls.getByRole('listitem').filter({ hasText: 'Magická střela' }).getByRole('button', { name: 'Seslat ze svitku' }).click();
  let dialog = page.getByRole('dialog', { name: 'Seslat: Magická střela' });
  await expect(dialog.getByRole('radio', { name: /Ze svitku/ })).toBeChecked();
  await expect(dialog.getByTestId('scroll-check')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).click();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(slots1).toHaveAttribute('aria-label', /4\sze\s4\svolné/);
  await expect(scrolls.getByRole('listitem')).toHaveCount(1);

  // Fireball (3rd level, above a wizard 3): INT check DC 13 before it can be read
  await scrolls.getByRole('button', { name: 'Seslat ze svitku' }).click();
  dialog = page.getByRole('dialog', { name: 'Seslat: Ohnivá koule' });
  await expect(dialog.getByTestId('scroll-check')).toContainText('SO 13');
  await expect(dialog.getByRole('button', { name: 'Seslat', exact: true })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Ověření se povedlo' }).check();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).click();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page.getByText('Postava nemá žádný svitek.')).toBeVisible();
  await expect(slots1).toHaveAttribute('aria-label', /4\sze\s4\svolné/);
  await expect(page.getByTestId('slots-2')).toHaveAttribute('aria-label', /2\sze\s2\svolné/);
});

test('sword + wand: Fireball is allowed with the focus in hand, Shield is refused for an empty hand', async ({ page }) => {
  await seed(page, wizard5);
  await page.goto('/boj');
  await page.getByRole('checkbox', { name: 'Mám prázdnou ruku' }).uncheck();
  await page.getByRole('checkbox', { name: /^V ruce držím ohniskový předmět/ }).check();

  let dialog = await castFromPicker(page, 'Ohnivá koule');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Seslat', exact: true })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Zavřít' }).click();

  dialog = await castFromPicker(page, 'Štít');
  await expect(dialog.getByRole('alert')).toContainText('kouzlo bez surovin potřebuje prázdnou ruku');
  await expect(dialog.getByRole('button', { name: 'Seslat', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('alert').getByRole('link', { name: /Proč\?/ })).toBeVisible();
});

test('one reaction per round: a second Shield waits for the next turn, and the screen says why', async ({ page }) => {
  await seed(page, wizard5);
  await page.goto('/boj');
  await page.getByRole('button', { name: 'Začít boj' }).click();
  let dialog = await castFromPicker(page, 'Štít');
  await expect(dialog.getByRole('checkbox', { name: /Sesílám reakcí/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).click();
  await dialog.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page.getByText(/^Reakce je použitá na kouzlo/)).toBeVisible();

  dialog = await castFromPicker(page, 'Štít');
  await expect(dialog.getByRole('alert')).toContainText('Reakci už máš utracenou na kouzlo.');
  await expect(dialog.getByRole('button', { name: 'Seslat', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Zavřít' }).click();

  await page.getByRole('button', { name: 'Nový tah' }).click();
  await expect(page.getByText(/^Reakce je utracená/)).toHaveCount(0);
  dialog = await castFromPicker(page, 'Štít');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Seslat', exact: true })).toBeEnabled();
});
