// A warlock's Eldritch Invocations on Boj, as the player sees it: nothing below 2nd level; the pact
// boon from 3rd (the chain pact's find familiar cast from there); the choice up to the level's number,
// unmet prerequisites closed; after a level-down the chosen ones stay and the section says how many
// to remove.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import type { Character } from '../../store/types';
import TrackerScreen from './TrackerScreen';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

function warlock(level: number, extra: Partial<Character> = {}) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Morana', classes: [{ classId: 'warlock', level: String(level) }], abilities: { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 16 } });
  if (!r.ok) throw new Error(r.error);
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === r.id ? { ...c, ...extra } : c)) }));
  window.history.replaceState(null, '', '/boj');
  return String(r.id);
}
const stored = () => useAppStore.getState().characters[0];
async function show() {
  render(<TrackerScreen />);
  await act(() => Promise.resolve());
  return screen.queryByRole('region', { name: 'Tajemná vzývání' });
}

describe('Eldritch Invocations on Boj', () => {
  it('a warlock 1 has no such section; a warlock 2 has no pact boon yet', async () => {
    warlock(1);
    expect(await show()).toBeNull();
    cleanup();
    warlock(2);
    const section = within((await show())!);
    expect(section.queryByRole('radio')).toBeNull();
    expect(section.getByText('Zatím žádné vzývání. Vyber si je níž.')).toBeInTheDocument();
  });

  it('a warlock 5 chooses up to three; the blade pact opens Thirsting Blade; the rest close at three', async () => {
    warlock(5);
    const user = userEvent.setup();
    const section = within((await show())!);
    await user.click(section.getByText('Vybrat vzývání (0 ze 3)'));
    expect(section.getByRole('checkbox', { name: 'Žíznivá čepel' })).toBeDisabled();
    await user.click(section.getByRole('radio', { name: 'Pakt čepele' }));
    expect(stored().pactBoon).toBe('blade');
    await user.click(section.getByRole('checkbox', { name: 'Žíznivá čepel' }));
    await user.click(section.getByRole('checkbox', { name: 'Ďáblův zrak' }));
    await user.click(section.getByRole('checkbox', { name: 'Stínová zbroj' }));
    expect(stored().invocations).toEqual(['thirsting-blade', 'devils-sight', 'armor-of-shadows']);
    expect(section.getByRole('checkbox', { name: 'Řeč zvířat' })).toBeDisabled();
    expect(section.getByRole('button', { name: 'Seslat: Mágova zbroj' })).toBeInTheDocument();
    await user.click(section.getByRole('checkbox', { name: 'Ďáblův zrak' }));
    expect(stored().invocations).toEqual(['thirsting-blade', 'armor-of-shadows']);
  });

  it('after a level-down: the kept choice over the number is said, one that needs a higher level does nothing', async () => {
    warlock(4, { invocations: ['devils-sight', 'armor-of-shadows', 'mire-the-mind'] });
    const section = within((await show())!);
    expect(section.getByText('Tvoje úroveň dovoluje jen 2 vzývání: jedno odeber ve výběru níž.')).toBeInTheDocument();
    expect(section.getByText('Teď nepůsobí – chybí předpoklad: od 5. úrovně.')).toBeInTheDocument();
    // Mire the Mind's slow is not offered while it does nothing
    expect(section.queryByRole('button', { name: /Zpomalení/ })).toBeNull();
  });

  it('Pact of the Chain: find familiar is cast from under the pact boon, as a ritual with no slot, without knowing it', async () => {
    warlock(3, { pactBoon: 'chain' });
    const user = userEvent.setup();
    const section = within((await show())!);
    await user.click(section.getByRole('button', { name: 'Seslat: Najdi přítelíčka' }));
    const dialog = within(screen.getByRole('dialog', { name: /Najdi přítelíčka/ }));
    await user.click(dialog.getByRole('radio', { name: /Jako rituál/ }));
    expect(dialog.queryByText(/neznáš|není mezi/i)).toBeNull();
    // the incense and herbs (10 gp) are still needed: the pact gives the spell, not its components
    await user.click(dialog.getByRole('checkbox', { name: /Mám surovinu pro kouzlo Najdi přítelíčka/ }));
    await user.click(dialog.getByRole('button', { name: 'Začít sesílat' }));
    expect(stored().caster.casting).toMatchObject({ spellId: 'find-familiar', slot: { kind: 'ritual' } });
    expect(stored().caster.spentPact).toBe(0);
    cleanup();
    // another pact boon: no such button
    warlock(3, { pactBoon: 'blade' });
    expect(within((await show())!).queryByRole('button', { name: 'Seslat: Najdi přítelíčka' })).toBeNull();
  });
});
