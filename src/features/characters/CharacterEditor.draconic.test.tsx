// The character editor records a Draconic Bloodline sorcerer's dragon ancestor (its damage type
// decides Elemental Affinity); the ancestor is asked only for that origin and kept on editing.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupEditorTests } from '../../testing/character-editor';
import { useAppStore } from '../../store/app-store';
import CharacterEditor from './CharacterEditor';
import { vlna } from '../../i18n/tools/vlna.mjs';

setupEditorTests();

const SUBCLASS = 'Čarodějný původ';

/** The editor open on a red-dragon sorcerer of this level (Cha 18). */
function editRedDragon(level: number) {
  const r = useAppStore.getState().createCharacter({ name: 'Sorša', classes: [{ classId: 'sorcerer', level, subclassId: 'draconic', ancestry: 'red' }], abilities: { str: 8, dex: 14, con: 14, int: 10, wis: 10, cha: 18 } });
  if (!r.ok) throw new Error(r.error);
  window.history.replaceState(null, '', `/postava/${r.id}`);
  render(<CharacterEditor id={r.id} />);
}

describe('character editor: the dragon ancestor', () => {
  it('asks a Draconic Bloodline sorcerer for the ancestor, with its damage type, and stores it', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Sorša');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Povolání' }), 'Čaroděj');
    expect(screen.queryByRole('combobox', { name: 'Dračí předek' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: SUBCLASS }), 'Dračí pokrevní linie');
    const ancestor = screen.getByRole('combobox', { name: 'Dračí předek' });
    expect(ancestor).toHaveAccessibleDescription(vlna('Druh zranění dračího předka určuje Živelnou spřízněnost (od 6. úrovně).'));
    await user.selectOptions(ancestor, 'Stříbrný drak (chladné zranění)');
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    const c = useAppStore.getState().characters[0];
    expect(c.classes).toEqual([{ classId: 'sorcerer', level: 1, subclassId: 'draconic', ancestry: 'silver' }]);
  });

  it('keeps the ancestor when the character is edited, and drops it with the origin', async () => {
    const user = userEvent.setup();
    editRedDragon(6);
    expect(screen.getByRole('combobox', { name: 'Dračí předek' })).toHaveDisplayValue('Červený drak (ohnivé zranění)');
    await user.selectOptions(screen.getByRole('combobox', { name: SUBCLASS }), 'Původ nezapsán');
    expect(screen.queryByRole('combobox', { name: 'Dračí předek' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters[0].classes).toEqual([{ classId: 'sorcerer', level: 6 }]);
  });

  it('a level up to 6 says Elemental Affinity arrives', async () => {
    const user = userEvent.setup();
    editRedDragon(5);
    await user.clear(screen.getByRole('textbox', { name: 'Úroveň' }));
    await user.type(screen.getByRole('textbox', { name: 'Úroveň' }), '6');
    expect(screen.getByRole('list', { name: 'Co přinese změna úrovní' })).toHaveTextContent('Dračí pokrevní linie nově dává: Živelná spřízněnost.');
  });
});
