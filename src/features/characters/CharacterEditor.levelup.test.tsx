// The editor on a level change: what the new level brings that the player has to act on.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import { loadCatalog } from '../../data/catalog';
import CharacterEditor from './CharacterEditor';
import { vlna } from '../../i18n/tools/vlna.mjs';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
}, 30_000);
beforeEach(() => {
  window.history.replaceState(null, '', '/postava/nova');
  useAppStore.setState(initialState());
});

function seed(classes: Parameters<typeof newCharacter>[1]) {
  const c = newCharacter('Merlin', classes, { str: 8, dex: 14, con: 12, int: 16, wis: 12, cha: 10 });
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c;
}

const levelInputs = () => screen.getAllByRole('textbox', { name: 'Úroveň' });
const notes = () => screen.queryAllByRole('note').map((n) => n.textContent);

describe('character editor: free wizard spells (SRD Wizard, "Your Spellbook")', () => {
  it('wizard 4 -> 5 says two spells go into the book for free, up to 3rd level', async () => {
    const c = seed([{ classId: 'wizard', level: 4 }]);
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    expect(notes().join(' ')).not.toContain('zdarma');
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '5');
    expect(notes()).toContain(vlna('Kouzelník na 5. úrovni si do knihy kouzel zdarma zapíše 2 kouzla kouzelníka (2 za každou novou úroveň), každé nejvýš 3. úrovně. Přidají se v knize kouzel tlačítkem „Přidat kouzla“.'));
  });

  it('no note on a level down or for another class', async () => {
    const c = seed([{ classId: 'wizard', level: 5 }, { classId: 'cleric', level: 1 }]);
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '4');
    await user.clear(levelInputs()[1]);
    await user.type(levelInputs()[1], '2');
    expect(notes().join(' ')).not.toContain('zdarma');
  });

  it('a new wizard 3: the starting book (six 1st-level spells and two per level after)', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '3');
    expect(notes().join(' ')).toContain(vlna('Kouzelník 3. úrovně začíná s 10 kouzly kouzelníka v knize kouzel zdarma: 6 kouzel 1. úrovně a 2 za každou další úroveň, každé nejvýš 2. úrovně.'));
  });
});
