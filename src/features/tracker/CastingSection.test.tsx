// A spell being cast over time on the combat screen: its time left, the turns counting it down,
// damage asking for a concentration save (a failure makes the spell fail, the slot stays), and
// finishing it (the slot is spent then) or stopping it.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import type { Spell } from '../../data/types';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { toMechanics } from '../../data/mechanics';
import TrackerScreen from './TrackerScreen';
import { castingActions } from '../../store/casting';

let byId: Map<string, Spell>;
let id: string;
const char = () => useAppStore.getState().characters.find((c) => c.id === id)!;

beforeAll(async () => {
  await setupTestI18n('cs');
  byId = new Map((await loadCatalog('cs')).map((s) => [s.id, s]));
}, 30_000);

beforeEach(() => {
  window.history.replaceState(null, '', '/boj');
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  id = r.id;
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => ({ ...c, spells: [{ spellId: 'alarm', classId: 'wizard', status: 'prepared' }] })) }));
  // Alarm (1 minute) from a 1st-level slot: 10 rounds of casting
  const started = castingActions(useAppStore).startCasting(id, { spell: toMechanics(byId.get('alarm')!), classId: 'wizard', slot: { kind: 'slot', level: 1 } }, 'tábor');
  if (!started.ok) throw new Error(started.error);
});

async function renderScreen() {
  render(<TrackerScreen />);
  await act(() => Promise.resolve());
  return screen.getByRole('region', { name: 'Sesíláš kouzlo Poplach' });
}

describe('casting in progress on the combat screen', () => {
  it('shows the time left, counted down by the turns; "Dokončit sesílání" spends the slot then', async () => {
    const user = userEvent.setup();
    const card = await renderScreen();
    expect(card).toHaveTextContent('zbývá 1 minuta');
    expect(card).toHaveTextContent(`Pozici kouzla utratíš, až sesílání dokončíš`);
    // started out of a fight: the first turn button starts one, a round passes
    await user.click(screen.getByRole('button', { name: 'Začít boj' }));
    expect(card).toHaveTextContent('zbývá 9 kol');
    expect(char().caster.spentSlots[0]).toBe(0);
    await user.click(within(card).getByRole('button', { name: 'Dokončit sesílání' }));
    expect(char().caster.spentSlots[0]).toBe(1);
    expect(char().caster.casting).toBeUndefined();
    expect(char().caster.effects.map((e) => [e.spellId, e.target])).toEqual([['alarm', 'tábor']]);
    expect(screen.queryByRole('region', { name: 'Sesíláš kouzlo Poplach' })).toBeNull();
    expect(screen.getByText('Kouzlo Poplach je seslané.')).toBeInTheDocument();
  });

  it('the concentration section says the casting holds the concentration, until it is done', async () => {
    const user = userEvent.setup();
    const card = await renderScreen();
    expect(screen.getByTestId('concentration')).toHaveTextContent('Soustředíš se na sesílání kouzla Poplach');
    await user.click(within(card).getByRole('button', { name: 'Dokončit sesílání' }));
    expect(screen.getByTestId('concentration')).toHaveTextContent('Nesoustředíš se na žádné kouzlo.');
  });

  it('damage asks for a concentration save; a failure makes the spell fail and keeps the slot', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Zranění' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Sesíláš kouzlo Poplach: soustředíš se na sesílání.');
    await user.type(within(dialog).getByLabelText('Zranění ze zdroje 1'), '22');
    expect(within(dialog).getByTestId('dc-0')).toHaveTextContent('SO 11');
    await user.click(within(dialog).getByRole('button', { name: 'Neúspěch – ukončit soustředění' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Soustředění se přerušilo: kouzlo Poplach selhalo, pozice kouzla zůstala.');
    expect(char().caster.casting).toBeUndefined();
    expect(char().caster.spentSlots[0]).toBe(0);
  });

  it('"Přerušit sesílání" stops it with nothing spent', async () => {
    const user = userEvent.setup();
    const card = await renderScreen();
    await user.click(within(card).getByRole('button', { name: 'Přerušit sesílání' }));
    expect(char().caster.casting).toBeUndefined();
    expect(char().caster.spentSlots[0]).toBe(0);
    expect(screen.getByText('Sesílání kouzla Poplach přerušeno – pozice kouzla zůstala.')).toBeInTheDocument();
  });

  it('a mis-tapped "Nemůžu jednat" says the casting stopped, and the undo brings it back', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Nemůžu jednat (neschopnost)' }));
    expect(char().caster.casting).toBeUndefined();
    expect(screen.getByText('Neschopnost přerušila sesílání kouzla Poplach; pozice kouzla zůstala.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(char().caster.casting?.spellId).toBe('alarm');
    expect(char().conditions.incapacitated).toBe(false);
    expect(screen.getByRole('region', { name: 'Sesíláš kouzlo Poplach' })).toBeInTheDocument();
  });

  it('a ritual in progress says that it spends no slot, also when it is stopped', async () => {
    const user = userEvent.setup();
    castingActions(useAppStore).cancelCasting(id);
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => ({ ...c, spells: [...c.spells, { spellId: 'alarm', classId: 'wizard', status: 'inBook' }] })) }));
    const started = castingActions(useAppStore).startCasting(id, { spell: toMechanics(byId.get('alarm')!), classId: 'wizard', slot: { kind: 'ritual' } }, '');
    if (!started.ok) throw new Error(started.error);
    const card = await renderScreen();
    expect(card).toHaveTextContent('Při rituálu neutratíš pozici kouzla');
    await user.click(within(card).getByRole('button', { name: 'Přerušit sesílání' }));
    expect(screen.getByText('Sesílání kouzla Poplach přerušeno.')).toBeInTheDocument();
  });
});
