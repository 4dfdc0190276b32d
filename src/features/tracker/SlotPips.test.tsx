// Slot pips on the table screen: order and labels of created / free / spent pips, a tap flips one
// pip and the row's count, rows for levels that exist only through Font of Magic, and labels that
// follow the language (rows are memoized and their labels cached, so this must not go stale).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import type { ClassLevel } from '../../rules';
import TrackerScreen from './TrackerScreen';
import { tableActions } from '../../store/table';
import { vlna } from '../../i18n/tools/vlna.mjs';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});
afterAll(async () => {
  await setupTestI18n('cs');
});

let id: string;
const char = () => useAppStore.getState().characters.find((c) => c.id === id)!;

async function renderWith(classes: ClassLevel[]) {
  window.history.replaceState(null, '', '/boj');
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes, abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 16 } });
  if (!r.ok) throw new Error(r.error);
  id = r.id;
  render(<TrackerScreen />);
  await act(() => Promise.resolve());
}

const states = (row: HTMLElement) => within(row).getAllByRole('button').map((b) => b.getAttribute('data-state'));

describe('SlotPips', () => {
  it('a tap flips one pip: the row keeps its pips, spent ones last, and its label counts', async () => {
    await renderWith([{ classId: 'wizard', level: 5 }]);
    const user = userEvent.setup();
    const row = screen.getByTestId('slots-1');
    expect(states(row)).toEqual(['free', 'free', 'free', 'free']);
    // a screen reader hears the new count after a tap (the pressed pip keeps its name), not before
    const spoken = () => row.querySelector('[aria-live="polite"]')!.textContent;
    expect(spoken()).toBe('');
    await user.click(within(row).getAllByRole('button', { name: vlna('Utratit pozici 1. úrovně') })[0]);
    expect(spoken()).toBe(row.getAttribute('aria-label'));
    expect(spoken()).toMatch(/^Pozice 1\.\súrovně: 3\sze\s4\svolné$/);
    await user.click(within(row).getAllByRole('button', { name: vlna('Utratit pozici 1. úrovně') })[0]);
    expect(states(row)).toEqual(['free', 'free', 'spent', 'spent']);
    expect(row).toHaveAttribute('aria-label', vlna('Pozice 1. úrovně: 2 ze 4 volné'));
    expect(within(row).getAllByRole('button', { name: vlna('Vrátit pozici 1. úrovně') })).toHaveLength(2);
    await user.click(within(row).getAllByRole('button', { name: vlna('Vrátit pozici 1. úrovně') })[1]);
    expect(states(row)).toEqual(['free', 'free', 'free', 'spent']);
    expect(row).toHaveAttribute('aria-label', vlna('Pozice 1. úrovně: 3 ze 4 volné'));
    expect(char().caster.spentSlots.slice(0, 2)).toEqual([1, 0]);
    // the other rows did not move
    expect(screen.getByTestId('slots-2')).toHaveAttribute('aria-label', vlna('Pozice 2. úrovně: 3 ze 3 volné'));
  });

  it('a slot created by Font of Magic comes first, is spent first, and shows a level without table slots', async () => {
    await renderWith([{ classId: 'sorcerer', level: 7 }]);
    const user = userEvent.setup();
    expect(screen.queryByTestId('slots-5')).toBeNull();
    act(() => {
      expect(tableActions(useAppStore).convertPointsToSlot(id, 5).ok).toBe(true);
      expect(tableActions(useAppStore).spendSlot(id, 4).ok).toBe(true);
    });
    const row5 = screen.getByTestId('slots-5');
    expect(row5).toHaveAttribute('aria-label', vlna('Pozice 5. úrovně: 1 z 1 volná'));
    expect(within(row5).getByRole('button', { name: vlna('Utratit vytvořenou pozici 5. úrovně') })).toHaveAttribute('data-state', 'created');
    expect(states(screen.getByTestId('slots-4'))).toEqual(['spent']);
    await user.click(within(row5).getByRole('button'));
    expect(char().caster.extraSlots?.[4]).toBe(0);
    expect(screen.queryByTestId('slots-5')).toBeNull();
  });

  it('the pips follow the store whatever changes it: a tap, a created slot, a long rest (created and spent at once)', async () => {
    await renderWith([{ classId: 'sorcerer', level: 7 }]);
    const user = userEvent.setup();
    const row = () => screen.getByTestId('slots-1');
    await user.click(within(row()).getAllByRole('button')[0]);
    expect(states(row())).toEqual(['free', 'free', 'free', 'spent']);
    act(() => {
      expect(tableActions(useAppStore).convertPointsToSlot(id, 1).ok).toBe(true);
    });
    expect(states(row())).toEqual(['created', 'free', 'free', 'free', 'spent']);
    expect(row()).toHaveAttribute('aria-label', vlna('Pozice 1. úrovně: 4 z 5 volné'));
    await user.click(within(row()).getByRole('button', { name: vlna('Vrátit pozici 1. úrovně') }));
    expect(states(row())).toEqual(['created', 'free', 'free', 'free', 'free']);
    await user.click(within(row()).getAllByRole('button', { name: vlna('Utratit pozici 1. úrovně') })[0]);
    act(() => {
      expect(tableActions(useAppStore).longRest(id).ok).toBe(true);
    });
    expect(states(row())).toEqual(['free', 'free', 'free', 'free']);
    expect(within(row()).getAllByRole('button', { name: vlna('Utratit pozici 1. úrovně') })).toHaveLength(4);
    expect(row()).toHaveAttribute('aria-label', vlna('Pozice 1. úrovně: 4 ze 4 volné'));
  });

  it('a tap on a pip does not move focus; the keyboard still reaches and activates it', async () => {
    await renderWith([{ classId: 'wizard', level: 1 }]);
    const user = userEvent.setup();
    const row = screen.getByTestId('slots-1');
    const [first, second] = within(row).getAllByRole('button');
    await user.click(first);
    expect(first).not.toHaveFocus();
    expect(states(row)).toEqual(['free', 'spent']);
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveFocus();
    expect(states(row)).toEqual(['free', 'free']);
  });

  it('pact pips flip the same way; labels follow a language switch', async () => {
    await renderWith([{ classId: 'warlock', level: 5 }]);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Utratit pozici paktu' })[0]);
    expect(states(screen.getByTestId('pact'))).toEqual(['free', 'spent']);
    await act(async () => {
      await setupTestI18n('en');
    });
    expect(screen.getByTestId('pact')).toHaveAttribute('aria-label', 'Pact slots (3rd level): 1 of 2 free');
    expect(screen.getByRole('button', { name: 'Regain a pact slot' })).toHaveAttribute('data-state', 'spent');
    await user.click(screen.getByRole('button', { name: 'Regain a pact slot' }));
    expect(screen.getByTestId('pact')).toHaveAttribute('aria-label', 'Pact slots (3rd level): 2 of 2 free');
    await act(async () => {
      await setupTestI18n('cs');
    });
    expect(screen.getByTestId('pact')).toHaveAttribute('aria-label', vlna('Pozice paktu (3. úroveň): 2 ze 2 volné'));
  });

  it('the pact and sorcery-point rows show labels a player reads at a glance; the groups say them in full', async () => {
    await renderWith([{ classId: 'warlock', level: 5 }, { classId: 'sorcerer', level: 2 }]);
    // the visible label is the row's first child, hidden from assistive tech
    const label = (testId: string) => screen.getByTestId(testId).firstElementChild!;
    // "3. úr." holds together: a narrow column breaks the label after "Pakt" only
    expect(label('pact').textContent).toBe('Pakt 3.\u00a0úr.');
    expect(label('pact')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('pact')).toHaveAttribute('aria-label', vlna('Pozice paktu (3. úroveň): 2 ze 2 volné'));
    expect(label('slots-1')).toHaveTextContent('1. úr.');
    expect(label('sorcery')).toHaveTextContent('Čar. body');
    expect(label('sorcery')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('sorcery')).toHaveAttribute('aria-label', 'Čarodějné body: 2 ze 2');
    await act(async () => {
      await setupTestI18n('en');
    });
    expect(label('pact')).toHaveTextContent('Pact 3rd');
    expect(label('sorcery')).toHaveTextContent('SP');
    expect(screen.getByTestId('sorcery')).toHaveAttribute('aria-label', 'Sorcery points: 2 of 2');
    await act(async () => {
      await setupTestI18n('cs');
    });
  });

  it('an English wizard row is relabelled too (ordinal and counts)', async () => {
    await act(async () => {
      await setupTestI18n('en');
    });
    await renderWith([{ classId: 'wizard', level: 3 }]);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Spend a 2nd-level slot' })[0]);
    expect(screen.getByTestId('slots-2')).toHaveAttribute('aria-label', '2nd-level slots: 1 of 2 free');
    await act(async () => {
      await setupTestI18n('cs');
    });
    expect(screen.getByTestId('slots-2')).toHaveAttribute('aria-label', vlna('Pozice 2. úrovně: 1 ze 2 volná'));
    expect(screen.getByRole('button', { name: vlna('Vrátit pozici 2. úrovně') })).toBeInTheDocument();
  });
});
