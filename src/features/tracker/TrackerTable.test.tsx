// The table screen's round count and the incapacitated toggle: a fight ends and the count starts
// again (rests too), and a mis-tapped "incapacitated" says what ended and can be undone.
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

let id: string;
const char = () => useAppStore.getState().characters.find((c) => c.id === id)!;

function setup(round: number, concentrating = false) {
  window.history.replaceState(null, '', '/boj');
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 16 } });
  if (!r.ok) throw new Error(r.error);
  id = r.id;
  useAppStore.setState((s) => ({
    characters: s.characters.map((c) =>
      c.id === id
        ? {
            ...c,
            caster: {
              ...c.caster,
              turn: { ...c.caster.turn, round },
              concentration: concentrating ? { spellId: 'haste', startedAtRound: round, endsAtRound: round + 10 } : null,
              effects: concentrating ? [{ spellId: 'haste', target: 'Bruenor', endsAtRound: round + 10 }] : [],
            },
          }
        : c,
    ),
  }));
}

async function renderScreen() {
  render(<TrackerScreen />);
  await act(() => Promise.resolve());
}

describe('the round count', () => {
  it('"Konec boje" starts the count again; effects keep their time left', async () => {
    setup(5505, true);
    const user = userEvent.setup();
    await renderScreen();
    expect(screen.getByTestId('round')).toHaveTextContent('Kolo 5505');
    await user.click(screen.getByRole('button', { name: 'Konec boje' }));
    expect(screen.getByTestId('round')).toHaveTextContent('Mimo boj');
    expect(screen.getByTestId('concentration')).toHaveTextContent('Rychlost');
    expect(char().caster.effects[0].endsAtRound).toBe(10);
    await user.click(screen.getByRole('button', { name: 'Začít boj' }));
    expect(screen.getByTestId('round')).toHaveTextContent('Kolo 1');
  });

  it('a rest starts a fresh count', async () => {
    setup(5505);
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    await user.click(screen.getByRole('button', { name: 'Odpočinout si' }));
    expect(screen.getByTestId('round')).toHaveTextContent('Mimo boj');
  });
});

describe('incapacitated', () => {
  it('says that concentration ended and undoes the mis-tap', async () => {
    setup(3, true);
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: /neschopn/i }));
    expect(screen.getByTestId('concentration')).toHaveTextContent('Nesoustředíš se');
    const status = screen.getByText(/ukončila soustředění na kouzlo Rychlost/).closest('p')!;
    await user.click(within(status).getByRole('button', { name: 'Vrátit' }));
    expect(screen.getByTestId('concentration')).toHaveTextContent('Rychlost');
    expect(screen.getByRole('checkbox', { name: /neschopn/i })).not.toBeChecked();
    expect(char().caster.effects).toEqual([{ spellId: 'haste', target: 'Bruenor', endsAtRound: 13 }]);
    expect(char().conditions.incapacitated).toBe(false);
  });

  it('names the effects of two missing custom spells apart, numbered as in the book', async () => {
    setup(1);
    const effects = [{ spellId: 'hb-b', target: 'Lia', endsAtRound: null }, { spellId: 'hb-a', target: 'Bruenor', endsAtRound: null }];
    const spells = ['hb-a', 'hb-b'].map((spellId) => ({ spellId, classId: 'wizard' as const, status: 'prepared' as const }));
    act(() => useAppStore.setState((s) => ({ characters: s.characters.map((c) => ({ ...c, spells, caster: { ...c.caster, effects } })) })));
    render(<TrackerScreen />);
    const list = await screen.findByTestId('effects');
    expect(list).toHaveTextContent('Chybějící vlastní kouzlo 2 – Lia');
    expect(list).toHaveTextContent('Chybějící vlastní kouzlo 1 – Bruenor');
  });

  it("an Elemental Affinity resistance is named by its damage type and the spell it came with, and can be removed", async () => {
    setup(5);
    const effects = [{ spellId: 'fireball', target: '', endsAtRound: 605, resistance: 'fire' }, { spellId: 'haste', target: 'Lia', endsAtRound: 15 }];
    act(() => useAppStore.setState((s) => ({ characters: s.characters.map((c) => ({ ...c, caster: { ...c.caster, effects } })) })));
    const user = userEvent.setup();
    render(<TrackerScreen />);
    const list = await screen.findByTestId('effects');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Odolnost vůči ohnivému zranění – Živelná spřízněnost, s\skouzlem Ohnivá koulezbývá 1 hodina/);
    expect(items[1]).toHaveTextContent(/^Rychlost – Lia/);
    await user.click(within(list).getByRole('button', { name: 'Odebrat: Odolnost vůči ohnivému zranění' }));
    expect(char().caster.effects).toEqual([{ spellId: 'haste', target: 'Lia', endsAtRound: 15 }]);
  });
});
