// Steps at the GM's table shared by the sync specs: the table link a GM hands out, and a player
// opening it to show the characters at the table.
import type { Page } from '@playwright/test';

/** The link for players on the GM's table screen (shown, read, hidden again). */
export async function tableLink(gm: Page): Promise<string> {
  await gm.getByRole('button', { name: 'Ukázat odkaz pro hráče' }).click();
  const link = await gm.getByRole('textbox', { name: 'Odkaz' }).inputValue();
  await gm.getByRole('button', { name: 'Skrýt odkaz' }).click();
  return link;
}

/** The player opens the table link and shows the (ticked) characters at the table. */
export async function showAtTable(player: Page, link: string) {
  await player.goto(link);
  const join = player.getByRole('dialog', { name: /^Připojit se ke stolu/ });
  await join.getByRole('button', { name: 'Ukázat u stolu' }).click();
  await join.getByRole('button', { name: 'Hotovo' }).click();
}
