// A backup with a broken character brings the rest: the import names what it leaves out, and does
// not offer to replace everything with what is left.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import { initPersistence, persistence } from '../../persistence';
import { SharedStore } from '../../testing/fake-storage';
import fixtureV1 from '../../persistence/migrations/fixtures/v1.json';
import type { PersistedState } from '../../store/types';
import SettingsScreen from './SettingsScreen';
import { loadMechanics } from '../../data/catalog';

const state = fixtureV1.state as unknown as PersistedState;

beforeAll(() => setupTestI18n('cs'));
beforeEach(async () => {
  useAppStore.setState(initialState());
  await initPersistence(useAppStore, new SharedStore().view(), { events: null });
});
afterEach(() => act(() => persistence()?.dispose()));

describe('import of a backup with a broken character', () => {
  it('names the broken one, imports the others, and offers no "replace everything"', async () => {
    const mine = newCharacter('Moje postava', [{ classId: 'cleric', level: 2 }]);
    useAppStore.setState({ characters: [mine], activeCharacterId: mine.id });
    const user = userEvent.setup();
    render(<SettingsScreen />);
    await act(() => loadMechanics());
    const [good, other] = state.characters;
    const broken = { ...other, name: 'Rozbitá', classes: [] };
    const file = { app: 'grimoar', kind: 'all', version: 2, exportedAt: '', data: { characters: [good, broken], homebrew: [] } };
    await user.upload(screen.getByTestId('import-file'), new File([JSON.stringify(file)], 'zaloha.json', { type: 'application/json' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('alert')).toHaveTextContent('Postava „Rozbitá“ v souboru je poškozená: povolání nebo úrovně nedávají smysl.');
    expect(dialog.getByRole('alert')).toHaveTextContent(/Bez toho, co je výše, se dá importovat zbytek souboru\./);
    expect(dialog.queryByRole('button', { name: 'Nahradit všechno' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: /^Přidat k\smým datům$/ }));
    expect(useAppStore.getState().characters.map((c) => c.name)).toEqual(['Moje postava', good.name]);
  });
});
