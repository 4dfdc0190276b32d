// "Vrátit" on the fight screen: a mis-tap mid-fight (ending concentration, removing an effect, a
// cast, a rest) is put right in one tap; not over a change made since.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { toMechanics } from '../../data/mechanics';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { castingActions } from '../../store/casting';
import { tableActions } from '../../store/table';
import type { OwnedSpell } from '../../rules';
import TrackerScreen from './TrackerScreen';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

beforeEach(() => window.history.replaceState(null, '', '/boj'));

let id: string;
const char = () => useAppStore.getState().characters.find((c) => c.id === id)!;
const spent = (level: number) => char().caster.spentSlots[level - 1] ?? 0;

/** A wizard 5 who concentrates on Haste cast on Lia from a 3rd-level slot. */
async function hasteOnLia(spells: OwnedSpell[] = []) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  id = r.id;
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, spells: [{ spellId: 'haste', classId: 'wizard', status: 'prepared' }, ...spells] } : c)) }));
  const haste = (await loadCatalog('cs')).find((s) => s.id === 'haste')!;
  castingActions(useAppStore).castWithEffect(id, { spell: toMechanics(haste), classId: 'wizard', slot: { kind: 'slot', level: 3 } }, 'Lia');
  render(<TrackerScreen />);
  await act(() => Promise.resolve());
}
const undo = () => screen.getByRole('button', { name: 'Vrátit' });

describe('the fight screen undoes a mis-tap', () => {
  it('"Ukončit soustředění": Vrátit brings the concentration and its effect back', async () => {
    await hasteOnLia();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ukončit soustředění' }));
    expect(char().caster.concentration).toBeNull();
    expect(screen.getByText('Soustředění na kouzlo Rychlost skončilo.')).toBeInTheDocument();
    await user.click(undo());
    expect(char().caster.concentration?.spellId).toBe('haste');
    expect(screen.getByTestId('concentration')).toHaveTextContent('Rychlost');
    expect(screen.getByTestId('effects')).toHaveTextContent('Rychlost – Lia');
    expect(screen.getByText(/trvá dál\.$/)).toBeInTheDocument();
  });

  it('× on an effect says it ended; Vrátit brings it back', async () => {
    await hasteOnLia();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Odebrat účinek kouzla Rychlost (Lia)' }));
    expect(char().caster.effects).toEqual([]);
    expect(screen.getByText(/^Účinek Rychlost skončil\.$/)).toBeInTheDocument();
    // the pressed button is gone: the focus stays in its section, not on the page
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Účinky kouzel' })).toHaveFocus());
    await user.click(undo());
    expect(char().caster.effects).toMatchObject([{ spellId: 'haste', target: 'Lia' }]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pozice kouzel' })).toHaveFocus());
  });

  it('a cast, closed with "Hotovo": the panel says what was cast; Vrátit gives the slot back', async () => {
    await hasteOnLia([{ spellId: 'magic-missile', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Seslat kouzlo' })).getByRole('button', { name: /^Magická střela/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Seslat: Magická střela' }));
    await user.click(dialog.getByRole('button', { name: 'Seslat' }));
    await user.click(dialog.getByRole('button', { name: 'Hotovo' }));
    expect(spent(1)).toBe(1);
    expect(screen.getByText('Sesláno: Magická střela.')).toBeInTheDocument();
    await user.click(undo());
    expect(spent(1)).toBe(0);
    // the concentration on Haste was not touched by the cast, and is not by the undo
    expect(char().caster.concentration?.spellId).toBe('haste');
    expect(screen.getByText(/^Seslání kouzla Magická střela je vrácené/)).toBeInTheDocument();
  });

  it('a long rest: Vrátit puts the spent slots back as they were', async () => {
    await hasteOnLia();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Důkladný odpočinek' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Odpočinout si' }));
    expect(spent(3)).toBe(0);
    await user.click(undo());
    expect(spent(3)).toBe(1);
    expect(char().caster.concentration?.spellId).toBe('haste');
  });

  it('not over a change made since: the player is told, the later change stays', async () => {
    await hasteOnLia();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ukončit soustředění' }));
    // another tab (or a tap) spends a slot meanwhile
    act(() => void tableActions(useAppStore).spendSlot(id, 1));
    await user.click(undo());
    expect(char().caster.concentration).toBeNull();
    expect(spent(1)).toBe(1);
    expect(screen.getByText(/^Vrátit už nejde: postava se mezitím změnila/)).toBeInTheDocument();
  });
});
