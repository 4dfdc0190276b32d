// The character editor records a Draconic Bloodline sorcerer's dragon ancestor (its damage type
// decides Elemental Affinity); the ancestor is asked only for that origin and kept on editing.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import CharacterEditor from './CharacterEditor';
import { forgetParkedDrafts } from './useParkedDraft';
import { vlna } from '../../i18n/tools/vlna.mjs';

// userEvent typing in jsdom is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await setupTestI18n('cs');
}, 30_000);
beforeEach(() => {
  forgetParkedDrafts();
  window.history.replaceState(null, '', '/postava/nova');
  useAppStore.setState(initialState());
});

const SUBCLASS = /^(Podtřída|Čarodějný původ)$/;

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
    const r = useAppStore.getState().createCharacter({ name: 'Sorša', classes: [{ classId: 'sorcerer', level: 6, subclassId: 'draconic', ancestry: 'red' }], abilities: { str: 8, dex: 14, con: 14, int: 10, wis: 10, cha: 18 } });
    if (!r.ok) throw new Error(r.error);
    window.history.replaceState(null, '', `/postava/${r.id}`);
    const user = userEvent.setup();
    render(<CharacterEditor id={r.id} />);
    expect(screen.getByRole('combobox', { name: 'Dračí předek' })).toHaveDisplayValue('Červený drak (ohnivé zranění)');
    await user.selectOptions(screen.getByRole('combobox', { name: SUBCLASS }), 'Původ nezapsán');
    expect(screen.queryByRole('combobox', { name: 'Dračí předek' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters[0].classes).toEqual([{ classId: 'sorcerer', level: 6 }]);
  });

  it('a level up to 6 says Elemental Affinity arrives', async () => {
    const r = useAppStore.getState().createCharacter({ name: 'Sorša', classes: [{ classId: 'sorcerer', level: 5, subclassId: 'draconic', ancestry: 'red' }], abilities: { str: 8, dex: 14, con: 14, int: 10, wis: 10, cha: 18 } });
    if (!r.ok) throw new Error(r.error);
    window.history.replaceState(null, '', `/postava/${r.id}`);
    const user = userEvent.setup();
    render(<CharacterEditor id={r.id} />);
    await user.clear(screen.getByRole('textbox', { name: 'Úroveň' }));
    await user.type(screen.getByRole('textbox', { name: 'Úroveň' }), '6');
    expect(screen.getByRole('list', { name: 'Co přinese změna úrovní' })).toHaveTextContent('Dračí pokrevní linie nově dává: Živelná spřízněnost.');
  });
});
