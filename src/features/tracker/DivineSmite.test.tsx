// A paladin's Divine Smite on Boj, as the player sees it: the slot list with the radiant dice each
// level buys, the undead-or-fiend die, the spent slot and its roll; a pact slot serves too; a 1st-level
// paladin has no such button.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import TrackerScreen from './TrackerScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

function paladin(...classes: { classId: string; level: number }[]) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Ser Jan', classes: classes.map((c) => ({ classId: c.classId, level: String(c.level) })), abilities: { str: 16, dex: 10, con: 14, int: 8, wis: 10, cha: 16 } });
  if (!r.ok) throw new Error(r.error);
  window.history.replaceState(null, '', '/boj');
  return String(r.id);
}
const casterOf = (id: string) => useAppStore.getState().characters.find((c) => c.id === id)!.caster;
const spendSlots = (id: string, spentSlots: number[]) =>
  act(() => useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, caster: { ...c.caster, spentSlots } } : c)) })));

/** Boj with the smite dialog open. */
async function openSmite() {
  const user = userEvent.setup();
  render(<TrackerScreen />);
  await act(() => Promise.resolve());
  await user.click(screen.getByRole('button', { name: 'Božský úder' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Božský úder' }) };
}

describe('Divine Smite', () => {
  it('spends the chosen slot and shows the radiant dice it bought, with one more against an undead', async () => {
    const id = paladin({ classId: 'paladin', level: 5 });
    const { user, dialog } = await openSmite();
    expect(within(dialog).getByRole('button', { name: vlna('Pozice 1. úrovně – 2k8 4 volné') })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: vlna('Pozice 2. úrovně – 3k8 2 volné') })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cíl je nemrtvý nebo běs (+1k8)' }));
    await user.click(within(dialog).getByRole('button', { name: vlna('Pozice 2. úrovně – 4k8 2 volné') }));
    expect(casterOf(id).spentSlots.slice(0, 2)).toEqual([0, 1]);
    expect(within(dialog).getByText('Utracena pozice 2. úrovně.')).toBeInTheDocument();
    expect(within(dialog).getByText('Zářivé zranění navíc: 4k8')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hodit zranění (4k8)' }));
    const roll = within(dialog).getByTestId('roll');
    expect(roll).toHaveTextContent('Zářivé zranění:');
    expect(within(roll).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Kritický zásah (8k8)' }));
    expect(within(within(dialog).getAllByTestId('roll')[0]).getAllByRole('listitem')).toHaveLength(8);
    await user.click(within(dialog).getByRole('button', { name: 'Hotovo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Božský úder: 4k8 zářivého zranění navíc.')).toBeInTheDocument();
  });

  it('offers the pact slot at its level; a spent-out level cannot be tapped', async () => {
    const id = paladin({ classId: 'paladin', level: 2 }, { classId: 'warlock', level: 5 });
    spendSlots(id, [2, 0, 0, 0, 0, 0, 0, 0, 0]);
    const { user, dialog } = await openSmite();
    expect(within(dialog).getByRole('button', { name: vlna('Pozice 1. úrovně – 2k8 0 volných') })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: vlna('Pozice paktu (3. úroveň) – 4k8 2 volné') }));
    expect(casterOf(id).spentPact).toBe(1);
    expect(within(dialog).getByText('Utracena pozice paktu (3. úroveň).')).toBeInTheDocument();
    cleanup();
  });

  it('says when no slot is free', async () => {
    spendSlots(paladin({ classId: 'paladin', level: 2 }), [2, 0, 0, 0, 0, 0, 0, 0, 0]);
    const { dialog } = await openSmite();
    expect(within(dialog).getByText('Nemáš volnou pozici kouzla. Pozice ti vrátí odpočinek.')).toBeInTheDocument();
    cleanup();
  });

  it('is not offered to a paladin of 1st level', async () => {
    paladin({ classId: 'paladin', level: 1 }, { classId: 'wizard', level: 3 });
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Důkladný odpočinek' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Božský úder' })).toBeNull();
    cleanup();
  });
});
