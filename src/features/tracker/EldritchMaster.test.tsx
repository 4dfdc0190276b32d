// A 20th-level warlock's Eldritch Master on Boj, as the player sees it: the entreaty gives the pact
// slots back, then waits for a long rest; a 19th-level warlock has no such button.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { tableActions } from '../../store/table';
import TrackerScreen from './TrackerScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

function warlock(level: number) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Hex', classes: [{ classId: 'warlock', level: String(level) }], abilities: { str: 10, dex: 12, con: 14, int: 10, wis: 10, cha: 18 } });
  if (!r.ok) throw new Error(r.error);
  window.history.replaceState(null, '', '/boj');
  return String(r.id);
}
const ENTREAT = vlna('Prosba k patronovi (1 minuta)');

describe('Eldritch Master', () => {
  it('gives back the spent pact slots once, until a long rest', async () => {
    const id = warlock(20);
    const pact = () => useAppStore.getState().characters.find((c) => c.id === id)!.caster.spentPact;
    const user = userEvent.setup();
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    // nothing spent: the entreaty would waste its use, and says so
    await user.click(screen.getByRole('button', { name: ENTREAT }));
    expect(screen.getByText('Všechny pozice paktu máš volné – prosba by nic nevrátila.')).toBeInTheDocument();
    act(() => {
      tableActions(useAppStore).spendPact(id);
      tableActions(useAppStore).spendPact(id);
    });
    expect(pact()).toBe(2);
    await user.click(screen.getByRole('button', { name: ENTREAT }));
    expect(pact()).toBe(0);
    expect(screen.getByText('Patron vyslyšel prosbu: pozice paktu jsou zpět.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ENTREAT })).toBeDisabled();
    expect(screen.getByRole('button', { name: ENTREAT })).toHaveAccessibleDescription(vlna('Prosbu k patronovi už máš použitou; znovu ji dovolí až důkladný odpočinek.'));
    act(() => void tableActions(useAppStore).longRest(id));
    expect(screen.getByRole('button', { name: ENTREAT })).toBeEnabled();
  });

  it('is not offered below warlock 20', async () => {
    warlock(19);
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Důkladný odpočinek' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ENTREAT })).toBeNull();
    cleanup();
  });
});
