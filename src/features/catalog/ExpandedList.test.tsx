// A Fiend warlock's "Přidat kouzla" in Kniha opens the catalog on the warlock list, and that list
// holds the Fiend's expanded spells (SRD 5.1: added to the warlock spell list for that warlock);
// a warlock with no patron recorded sees the warlock list alone. The spell's detail says, for the
// active character, that the spell is on its class list by the subclass. Kniha's link and the catalog at
// that address are rendered one after the other (the whole App's lazy route was slow in jsdom).
import { describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import type { ClassLevel } from '../../rules';
import { setupSpellScreen } from '../../testing/screen';
import SpellbookScreen from '../spellbook/SpellbookScreen';
import CatalogScreen from './CatalogScreen';
import SpellDetailScreen from './SpellDetailScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

setupSpellScreen('/kniha');

async function fromKniha(cls: ClassLevel, addLabel: string) {
  const c = newCharacter('Mordai', [cls], { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 16 });
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  const kniha = render(<SpellbookScreen />);
  const link = await screen.findByRole('link', { name: addLabel }, { timeout: 15_000 });
  // a 5th-level warlock: the list opens on cantrips and the levels up to its pact slots' 3rd
  expect(link).toHaveAttribute('href', '/kouzla?class=warlock&level=0,1,2,3&for=warlock');
  kniha.unmount();
  window.history.replaceState(null, '', link.getAttribute('href'));
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
    expect(screen.getByRole('button', { name: 'Zrušit filtr: Černokněžník (Běs)' })).toHaveTextContent('Černokněžník (Běs)');
    await user.click(within(await screen.findByRole('list', { name: 'Seznam kouzel' })).getByRole('button', { name: 'Přidat do knihy: Hořící ruce' }));
    expect(useAppStore.getState().characters.find((c) => c.id === id)!.spells).toEqual([{ spellId: 'burning-hands', classId: 'warlock', status: 'known' }]);
    await user.clear(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }));
    await user.type(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'ohnivá koule');
    expect(within(list()!).getByRole('link', { name: /Ohnivá koule/ })).toBeInTheDocument();
    // the filter panel's class says it too
    await user.click(screen.getByRole('button', { name: /^Filtry/ }));
    expect(screen.getByRole('button', { name: 'černokněžník (Běs)' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {});
  });

  it('a warlock with no patron recorded does not see it', async () => {
    await fromKniha({ classId: 'warlock', level: 5 }, 'Přidat kouzla: Černokněžník');
    expect(screen.getByRole('button', { name: 'Zrušit filtr: Černokněžník' })).toHaveTextContent(/^Černokněžník×$/);
    expect(await screen.findByText('Hledání ani filtrům neodpovídá žádné kouzlo.')).toBeInTheDocument();
    expect(list()).toBeNull();
    await act(async () => {});
  });
});

describe("a spell's classes for the active character's expanded list", { timeout: 30_000 }, () => {
  const classesRow = async (id: string) => {
    render(<SpellDetailScreen id={id} />);
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    return screen.getByText('Povolání').nextElementSibling!;
  };
  const active = (cls: ClassLevel) => {
    const c = newCharacter('Mordai', [cls], { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 16 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  };

  it("a Fiend warlock: Burning Hands is on the warlock's list by the Fiend", async () => {
    active({ classId: 'warlock', level: 5, subclassId: 'fiend' });
    const row = await classesRow('burning-hands');
    expect(row).toHaveTextContent(vlna('čaroděj, kouzelníkČernokněžník (Běs) – rozšířený seznam'));
  });

  it('a spell of the class list itself, or a warlock with no patron: the classes alone', async () => {
    active({ classId: 'warlock', level: 5, subclassId: 'fiend' });
    expect(await classesRow('eldritch-blast')).toHaveTextContent(/^černokněžník$/);
    cleanup();
    active({ classId: 'warlock', level: 5 });
    expect(await classesRow('burning-hands')).toHaveTextContent(/^čaroděj, kouzelník$/);
  });
});
