// The editor while another tab or device changes the character: what the player has not changed
// follows the live character; a delete elsewhere is said with undo, which brings the form back.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupEditorTests } from '../../testing/character-editor';
import { SharedStore } from '../../testing/fake-storage';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import type { Character } from '../../store/types';
import { initPersistence, persistence, usePersistenceStatus } from '../../persistence';
import CharacterEditor from './CharacterEditor';

setupEditorTests({ catalog: true });
afterEach(() => persistence()?.dispose());

function seed() {
  const c = newCharacter('Elminster', [{ classId: 'wizard', level: 5 }], { str: 8, dex: 14, con: 12, int: 16, wis: 12, cha: 10 });
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c;
}

/** another tab's save, as it arrives in this tab's store */
const elsewhere = (id: string, edit: (c: Character) => Character) => act(async () => void useAppStore.getState().updateCharacter(id, edit));

const nameBox = () => screen.getByRole('textbox', { name: 'Jméno' });
const levelBoxes = () => screen.getAllByRole('textbox', { name: 'Úroveň' });
const intBox = () => screen.getByRole('textbox', { name: 'Inteligence' });
const levelSummary = () => screen.queryByRole('list', { name: 'Co přinese změna úrovní' });
const conflictNote = /mezitím u\spostavy změnily/;

describe('character editor: another tab changes the character meanwhile', () => {
  it('fields the player did not change follow it; the form shows what saving keeps', async () => {
    const c = seed();
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    await user.clear(intBox());
    await user.type(intBox(), '18');
    await elsewhere(c.id, (x) => ({ ...x, name: 'Elminster z B', classes: [{ classId: 'wizard', level: 6 }] }));
    expect(nameBox()).toHaveValue('Elminster z B');
    expect(levelBoxes().map((b) => (b as HTMLInputElement).value)).toEqual(['6']);
    expect(intBox()).toHaveValue('18');
    // the level is the live one: no change of levels to tell, nothing "lost"
    expect(levelSummary()).toBeNull();
    expect(screen.queryByText(conflictNote)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters[0]).toMatchObject({ name: 'Elminster z B', classes: [{ classId: 'wizard', level: 6 }], abilities: { int: 18, wis: 12 } });
  });

  it('a level the player changed stays, counted from the live level, and the conflict is said', async () => {
    const c = seed();
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    await user.clear(levelBoxes()[0]);
    await user.type(levelBoxes()[0], '7');
    await elsewhere(c.id, (x) => ({ ...x, name: 'Elminster z B', classes: [{ classId: 'wizard', level: 6 }] }));
    expect(levelBoxes()[0]).toHaveValue('7');
    expect(nameBox()).toHaveValue('Elminster z B');
    expect(screen.getByRole('status')).toHaveTextContent(/změnily povolání a\súrovně\./);
    // 6 → 7: a 4th-level slot comes; from the opened 5 it would be a new 4th level as well as more 3rd
    expect(levelSummary()).toHaveTextContent('Nově: +1 pozice 4. úrovně (nová úroveň)');
    expect(levelSummary()).not.toHaveTextContent('3. úrovně');
  });

  it('armour the player did not change follows it too', async () => {
    const c = seed();
    render(<CharacterEditor id={c.id} />);
    await elsewhere(c.id, (x) => ({ ...x, conditions: { ...x.conditions, armourWorn: true } }));
    expect(screen.getByRole('checkbox', { name: 'Má na sobě zbroj' })).toBeChecked();
  });

  it('a class added elsewhere gets a row of its own; a row added here after it is another', async () => {
    const c = seed();
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    await elsewhere(c.id, (x) => ({ ...x, classes: [{ classId: 'wizard', level: 5 }, { classId: 'cleric', level: 1 }] }));
    expect(levelBoxes().map((b) => (b as HTMLInputElement).value)).toEqual(['5', '1']);
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    const ids = levelBoxes().map((b) => b.id);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('character editor: the character deleted in another window', () => {
  async function deletedWhileEditing(replaced = false) {
    await initPersistence(useAppStore, new SharedStore().view(), { events: null });
    const c = seed();
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    await user.clear(intBox());
    await user.type(intBox(), '18');
    // what this tab hears of the delete: the notice with the copy for undo, the character gone
    act(() => {
      usePersistenceStatus.setState({ deletedElsewhere: [{ id: c.id, name: c.name, copy: c, index: 0, ...(replaced ? { replaced: true as const } : {}) }] });
      useAppStore.setState({ characters: [] });
    });
    return { c, user };
  }

  it('says so as the other screens do, and its undo brings the unsaved edits back', async () => {
    const { c, user } = await deletedWhileEditing();
    expect(screen.getByRole('heading', { level: 1, name: 'Postava je smazaná' })).toBeInTheDocument();
    expect(screen.getByText(/Postava „Elminster“ byla smazána v\sjiném okně\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Jméno' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Vrátit postavu' }));
    expect(useAppStore.getState().characters.map((x) => x.id)).toEqual([c.id]);
    expect(intBox()).toHaveValue('18');
    expect(screen.getByRole('status')).toHaveTextContent('Tvoje neuložené úpravy jsou zpátky');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters[0].abilities.int).toBe(18);
  });

  it('removed by an import that replaced everything in the other window: says that, not "deleted"', async () => {
    await deletedWhileEditing(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Data se nahradila importem' })).toBeInTheDocument();
    expect(screen.getByText(/V\sjiném okně se všechna data nahradila importem a\spostava „Elminster“/)).toBeInTheDocument();
    expect(screen.queryByText(/byla smazána/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Vrátit postavu' })).toBeInTheDocument();
  });

  it('without the notice (an unknown id): the editor says the character does not exist', () => {
    render(<CharacterEditor id="nope" />);
    expect(screen.getByText('Tahle postava neexistuje. Možná byla smazaná.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vrátit postavu' })).toBeNull();
  });
});
