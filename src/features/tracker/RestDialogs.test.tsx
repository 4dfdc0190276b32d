import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import type { ClassLevel } from '../../rules';
import TrackerScreen from './TrackerScreen';
import { tableActions } from '../../store/table';
import { castingActions } from '../../store/casting';
import { vlna } from '../../i18n/tools/vlna.mjs';

const restAndPrepare = vlna('Odpočinout si a připravit kouzla');

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

let id: string;
const char = () => useAppStore.getState().characters.find((c) => c.id === id)!;

function setup(classes: ClassLevel[]) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Tomáš', classes, abilities: { str: 10, dex: 10, con: 14, int: 10, wis: 16, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  id = r.id;
}

async function openLongRest() {
  render(<TrackerScreen />);
  await act(() => Promise.resolve());
  await userEvent.click(screen.getByRole('button', { name: 'Důkladný odpočinek' }));
  return screen.getByRole('dialog', { name: 'Důkladný odpočinek' });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/boj');
});

describe('long rest of a prepared caster', () => {
  it('rests and goes straight to the spellbook, where the preparation waits', async () => {
    setup([{ classId: 'cleric', level: 5 }]);
    expect(tableActions(useAppStore).spendSlot(id, 1).ok).toBe(true);
    const dialog = await openLongRest();
    await userEvent.click(within(dialog).getByRole('button', { name: restAndPrepare }));
    expect(window.location.pathname).toBe(`/kniha/${id}`);
    expect(char().preparationPending).toBe(true);
    expect(char().caster.spentSlots.every((n) => n === 0)).toBe(true);
  });

  it('a caster who does not prepare (warlock) is not offered the preparation', async () => {
    setup([{ classId: 'warlock', level: 5 }]);
    const dialog = await openLongRest();
    expect(within(dialog).queryByRole('button', { name: restAndPrepare })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Odpočinout si' })).toBeInTheDocument();
  });
});

describe('what the rest dialogs say', () => {
  it('a long rest in a fight says that the fight ends', async () => {
    setup([{ classId: 'wizard', level: 5 }]);
    expect((await openLongRest())).not.toHaveTextContent('Probíhající boj tím skončí.');
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Začít boj' }));
    await userEvent.click(screen.getByRole('button', { name: 'Důkladný odpočinek' }));
    expect(screen.getByRole('dialog', { name: 'Důkladný odpočinek' })).toHaveTextContent('Probíhající boj tím skončí.');
  });

  it('a sorcerer with a slot made by Font of Magic hears that it vanishes on a long rest', async () => {
    setup([{ classId: 'sorcerer', level: 6 }, { classId: 'warlock', level: 3 }]);
    expect((await openLongRest())).not.toHaveTextContent('zmizí');
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    let made = false;
    act(() => void (made = tableActions(useAppStore).convertPointsToSlot(id, 3).ok));
    expect(made).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Důkladný odpočinek' }));
    const dialog = screen.getByRole('dialog', { name: 'Důkladný odpočinek' });
    expect(dialog).toHaveTextContent('Vrátí se všechny pozice kouzel, pozice paktu a čarodějné body; soustředění skončí. Pozice vytvořené Zdrojem magie zmizí.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odpočinout si' }));
    expect(char().caster.extraSlots?.every((n) => n === 0)).toBe(true);
  });

  it('a warlock with another casting class hears that its other slots stay spent after a short rest', async () => {
    setup([{ classId: 'warlock', level: 3 }, { classId: 'wizard', level: 2 }]);
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Vrátí se pozice paktu; ostatní pozice kouzel zůstanou utracené.');
  });

  it('a short rest in a fight says that the fight ends and which spells run out during its hour', async () => {
    setup([{ classId: 'sorcerer', level: 3 }, { classId: 'warlock', level: 2 }]);
    const known = (spellId: string) => ({ spellId, classId: 'sorcerer' as const, status: 'known' as const });
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, spells: [known('hold-person'), known('mage-armor')] } : c)) }));
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Probíhající boj tím skončí.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Za tu hodinu skončí');
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Začít boj' }));
    // Hold Person (concentration, up to 1 minute) on a goblin, Mage Armor (8 hours) on herself
    const cast = castingActions(useAppStore);
    const holdPerson = { id: 'hold-person', level: 2, ritual: false, concentration: true, castingTime: { amount: 1, unit: 'action' as const }, components: { v: true, s: true, m: true }, classes: ['sorcerer' as const], duration: { unit: 'minute' as const, amount: 1, upTo: true } };
    const mageArmor = { id: 'mage-armor', level: 1, ritual: false, concentration: false, castingTime: { amount: 1, unit: 'action' as const }, components: { v: true, s: true, m: true }, classes: ['sorcerer' as const], duration: { unit: 'hour' as const, amount: 8, upTo: false } };
    act(() => {
      expect(cast.castWithEffect(id, { spell: holdPerson, classId: 'sorcerer', slot: { kind: 'slot', level: 2 } }, 'skřet').ok).toBe(true);
      tableActions(useAppStore).newTurn(id);
      expect(cast.castWithEffect(id, { spell: mageArmor, classId: 'sorcerer', slot: { kind: 'slot', level: 1 } }, 'ty sám').ok).toBe(true);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    const dialog = screen.getByRole('dialog', { name: 'Krátký odpočinek' });
    expect(dialog).toHaveTextContent('Za tu hodinu skončí: Znehybni osobu. Probíhající boj tím skončí.');
    expect(dialog).not.toHaveTextContent('Mágova zbroj');
  });

  it('a sorcerer with spent sorcery points hears before a short rest that they stay spent', async () => {
    setup([{ classId: 'sorcerer', level: 6 }]);
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('čarodějné body');
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    act(() => useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, caster: { ...c.caster, sorceryPointsSpent: 2 } } : c)) })));
    await userEvent.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Utracené čarodějné body se vrátí až po důkladném odpočinku.');
  });
});
