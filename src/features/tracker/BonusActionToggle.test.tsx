// A bonus action spent on something other than a spell (an off-hand attack) is told on the fight
// screen, and the bonus-action rule then keeps bonus-action spells off for the turn.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import TrackerScreen from './TrackerScreen';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

describe('the turn\'s bonus action used on something else', () => {
  it('only in a fight; ticked, a bonus-action spell is refused this turn; a new turn clears it', async () => {
    window.history.replaceState(null, '', '/boj');
    useAppStore.setState(initialState());
    const r = useAppStore.getState().createCharacter({ name: 'Bratr Ludvík', classes: [{ classId: 'cleric', level: 5 }], abilities: { str: 10, dex: 10, con: 12, int: 10, wis: 16, cha: 10 } });
    if (!r.ok) throw new Error(r.error);
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => ({ ...c, spells: [{ spellId: 'healing-word', classId: 'cleric', status: 'prepared' }] })) }));
    const turn = () => useAppStore.getState().characters[0].caster.turn;
    const user = userEvent.setup();
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    const box = () => screen.queryByRole('checkbox', { name: /^Bonusovou akci tohoto tahu už něco spotřebovalo/ });
    expect(box()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Začít boj' }));
    await user.click(box()!);
    expect(turn().bonusActionUsed).toBe(true);
    expect(screen.getByText(/^Bonusová akce tohoto tahu je použitá/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(within(screen.getByRole('dialog', { name: 'Seslat kouzlo' })).getByRole('button', { name: /^Léčivé slovo/ })).toHaveTextContent(/Teď ne/);
    await user.click(within(screen.getByRole('dialog', { name: 'Seslat kouzlo' })).getByRole('button', { name: 'Zavřít' }));
    await user.click(screen.getByRole('button', { name: 'Nový tah' }));
    expect(turn().bonusActionUsed).toBeFalsy();
    expect(box()).not.toBeChecked();
  });
});
