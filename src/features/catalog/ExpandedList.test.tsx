// A Fiend warlock's "Přidat kouzla" in Kniha opens the catalog on the warlock list, and that list
// holds the Fiend's expanded spells (SRD 5.1: added to the warlock spell list for that warlock);
// a warlock with no patron recorded sees the warlock list alone. Kniha's link and the catalog at
// that address are rendered one after the other (the whole App's lazy route was slow in jsdom).
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import type { ClassLevel } from '../../rules';
import { setupSpellScreen } from '../../testing/screen';
import SpellbookScreen from '../spellbook/SpellbookScreen';
import CatalogScreen from './CatalogScreen';

setupSpellScreen('/kniha');

async function fromKniha(cls: ClassLevel, addLabel: string) {
  const c = newCharacter('Mordai', [cls], { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 16 });
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  const kniha = render(<SpellbookScreen />);
  const link = await screen.findByRole('link', { name: addLabel }, { timeout: 15_000 });
  expect(link).toHaveAttribute('href', '/kouzla?class=warlock&for=warlock');
  kniha.unmount();
  window.history.replaceState(null, '', '/kouzla?class=warlock&for=warlock');
  const user = userEvent.setup();
  render(<CatalogScreen />);
  const box = await screen.findByRole('searchbox', { name: 'Hledat kouzlo' }, { timeout: 15_000 });
  await user.type(box, 'hořící');
  return { id: c.id, user };
}
const list = () => screen.queryByRole('list', { name: 'Seznam kouzel' });

describe("the warlock list from a Fiend warlock's Kniha", { timeout: 30_000 }, () => {
  it('holds Burning Hands, and "+" learns it as a warlock spell', async () => {
    const { id, user } = await fromKniha({ classId: 'warlock', level: 5, subclassId: 'fiend' }, 'Přidat kouzla: Černokněžník (Běs)');
    // the class filter's chip says whose list this is: Burning Hands is no warlock spell
    expect(screen.getByRole('button', { name: 'Zrušit filtr: černokněžník (Běs)' })).toHaveTextContent('Černokněžník (Běs)');
    await user.click(within(await screen.findByRole('list', { name: 'Seznam kouzel' })).getByRole('button', { name: 'Přidat do knihy: Hořící ruce' }));
    expect(useAppStore.getState().characters.find((c) => c.id === id)!.spells).toEqual([{ spellId: 'burning-hands', classId: 'warlock', status: 'known' }]);
    await user.clear(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }));
    await user.type(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'ohnivá koule');
    expect(within(list()!).getByRole('link', { name: /Ohnivá koule/ })).toBeInTheDocument();
    await act(async () => {});
  });

  it('a warlock with no patron recorded does not see it', async () => {
    await fromKniha({ classId: 'warlock', level: 5 }, 'Přidat kouzla: Černokněžník');
    expect(screen.getByRole('button', { name: 'Zrušit filtr: černokněžník' })).toHaveTextContent(/^Černokněžník×$/);
    expect(await screen.findByText('Hledání ani filtrům neodpovídá žádné kouzlo.')).toBeInTheDocument();
    expect(list()).toBeNull();
    await act(async () => {});
  });
});
