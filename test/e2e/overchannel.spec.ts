// An Evocation wizard of 14th level on a phone, in Czech: Fireball with Overchannel twice on Boj —
// the first use free, the second 2k12 per level of the 3rd-level cast (6k12 necrotic) — the count
// under the rests, and a long rest that makes the next use free again.
import { test, expect } from '@playwright/test';
import { newDevice, storedCharacter, storedState } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const wizard = storedCharacter({ id: 'evoker', name: 'Elminster', classes: [{ classId: 'wizard', level: 14, subclassId: 'evocation' }], spells: [['fireball', 'prepared']] });

test('an Evocation wizard 14 overchannels Fireball twice, takes 6k12 necrotic the second time, and a long rest resets it', async ({ browser }) => {
  const page = await newDevice(browser, storedState([wizard], 'evoker'), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const castFireball = async () => {
    await page.goto('/boj?cast=fireball&class=wizard');
    return page.getByRole('dialog', { name: 'Seslat: Ohnivá koule' });
  };

  let dialog = await castFireball();
  const overchannel = dialog.getByRole('checkbox', { name: /Přetížení/ });
  await expect(overchannel).toHaveAccessibleDescription('Poprvé od důkladného odpočinku: bez následků.');
  await overchannel.check();
  // 8d6 at 48, Int +4 from Empowered Evocation
  await expect(dialog.getByTestId('cast-summary')).toContainText('52 ohnivého zranění, z\u00a0toho +4 za Posílené zaklínání, maximální zranění (Přetížení)');
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).tap();
  await expect(dialog.getByText('Přetížení: poprvé od důkladného odpočinku, bez následků.')).toBeVisible();

  dialog = await castFireball();
  await expect(overchannel).toHaveAccessibleDescription(/utrpíš 6k12\snekrotického zranění/);
  await overchannel.check();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).tap();
  await expect(dialog.getByText(/^Přetížení: hned po seslání utrpíš 6k12\snekrotického zranění; odolnost ani imunita ho nesníží\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Hodit nekrotické zranění (6k12)' }).tap();
  await expect(dialog.getByTestId('roll')).toContainText('Nekrotické zranění (Přetížení):');
  await dialog.getByRole('button', { name: 'Hotovo' }).tap();

  const count = page.getByText(/^Přetížení použito/);
  await expect(count).toHaveText(/^Přetížení použito 2× od důkladného odpočinku; další použití stojí 3k12\snekrotického zranění za každou úroveň kouzla\.$/);
  await page.getByRole('button', { name: 'Důkladný odpočinek' }).tap();
  const rest = page.getByRole('dialog', { name: 'Důkladný odpočinek' });
  await expect(rest).toContainText('Další přetížení bude opět bez následků.');
  await rest.getByRole('button', { name: 'Odpočinout si', exact: true }).tap();
  await expect(count).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Důkladný odpočinek' })).toBeVisible();
  await expect(count).toHaveCount(0);
  dialog = await castFireball();
  await expect(overchannel).toHaveAccessibleDescription('Poprvé od důkladného odpočinku: bez následků.');
});

test('concentrating on Bless, the second Overchannel leads to the concentration save with its DC', async ({ browser }) => {
  const seed = storedCharacter({ id: 'evoker', name: 'Elminster', classes: [{ classId: 'wizard', level: 14, subclassId: 'evocation' }], spells: [['fireball', 'prepared'], ['bless', 'prepared']] });
  const concentrating = { ...seed, caster: { ...seed.caster, overchannelUses: 1, concentration: { spellId: 'bless', startedAtRound: 0 } } };
  const page = await newDevice(browser, storedState([concentrating], 'evoker'), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto('/boj?cast=fireball&class=wizard');
  const dialog = page.getByRole('dialog', { name: 'Seslat: Ohnivá koule' });
  await dialog.getByRole('checkbox', { name: /Přetížení/ }).check();
  await dialog.getByRole('button', { name: 'Seslat', exact: true }).tap();
  const save = dialog.getByRole('region', { name: 'Soustředění po Přetížení' });
  await expect(save).toContainText('Soustředíš se na kouzlo Požehnání.');
  await dialog.getByRole('button', { name: 'Hodit nekrotické zranění (6k12)' }).tap();
  const rolled = Number(await dialog.getByTestId('roll-total').textContent());
  await expect(save.getByLabel('Nekrotické zranění (Přetížení)')).toHaveValue(String(rolled));
  const dc = Math.max(10, Math.floor(rolled / 2));
  await expect(save.getByTestId('dc-0')).toHaveText(`SO ${dc}`);
  await save.getByRole('button', { name: `Hodit záchranný hod (+2 proti SO ${dc})` }).tap();
  await expect(save.getByText(new RegExp(`proti SO\\s${dc}: (úspěch|neúspěch)`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Hotovo' }).tap();
  // nothing was parked for the fight screen's damage dialog: a reload opens no dialog
  await page.reload();
  await expect(page.getByRole('button', { name: 'Důkladný odpočinek' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
