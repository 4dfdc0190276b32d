// An Evocation wizard's Overchannel count on the fight screen: said under the rests once used (with
// what the next use costs per spell level), named in the long rest dialog, gone after the long rest.
// Its necrotic damage while concentrating leads to the concentration save on the done screen.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { vlna } from '../../i18n/tools/vlna.mjs';
import { loadCatalog } from '../../data/catalog';
import type { Spell } from '../../data/types';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import TrackerScreen from './TrackerScreen';
import { castingActions } from '../../store/casting';
import { toMechanics } from '../../data/mechanics';

const catalog = new Map<string, Spell>();
beforeAll(async () => {
  await setupTestI18n('cs');
  for (const s of await loadCatalog('cs')) catalog.set(s.id, s);
});

function evoker(uses: number | undefined) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Elminster', classes: [{ classId: 'wizard', level: 14, subclassId: 'evocation' }], abilities: { str: 10, dex: 12, con: 14, int: 18, wis: 10, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === r.id ? { ...c, caster: { ...c.caster, overchannelUses: uses } } : c)) }));
  window.history.replaceState(null, '', '/boj');
  return r.id;
}
const used = /^Přetížení použito/;

describe('Overchannel on the fight screen', () => {
  it('nothing said before the first use', async () => {
    evoker(undefined);
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Důkladný odpočinek' })).toBeInTheDocument();
    expect(screen.queryByText(used)).toBeNull();
  });

  it('used twice: the count and the next cost per level; the long rest says it resets, then it is gone', async () => {
    const id = evoker(2);
    const user = userEvent.setup();
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(screen.getByText(used)).toHaveTextContent(/^Přetížení použito 2× od důkladného odpočinku; další použití stojí 3k12 nekrotického zranění za každou úroveň kouzla\.$/);
    await user.click(screen.getByRole('button', { name: 'Důkladný odpočinek' }));
    const dialog = screen.getByRole('dialog', { name: 'Důkladný odpočinek' });
    expect(within(dialog).getByText(/Další přetížení bude opět bez následků\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Odpočinout si' }));
    expect(useAppStore.getState().characters.find((c) => c.id === id)!.caster.overchannelUses).toBeUndefined();
    expect(screen.queryByText(used)).toBeNull();
  });

  it('a Glyph of Warding cast over an hour with Overchannel: its cost is said when the casting is finished', async () => {
    const id = evoker(1);
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, spells: [{ spellId: 'glyph-of-warding', classId: 'wizard', status: 'prepared' }], conditions: { ...c.conditions, materialsOwned: ['glyph-of-warding'] } } : c)) }));
    const started = castingActions(useAppStore).startCasting(id, { spell: toMechanics(catalog.get('glyph-of-warding')!), classId: 'wizard', slot: { kind: 'slot', level: 3 }, overchannel: true }, '');
    if (!started.ok) throw new Error(started.error);
    const user = userEvent.setup();
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Dokončit sesílání' }));
    expect(screen.getByText(/^Kouzlo Strážný znak je seslané\. Přetížení: hned po seslání utrpíš 6k12 nekrotického zranění/)).toBeInTheDocument();
    expect(useAppStore.getState().characters.find((c) => c.id === id)!.caster.overchannelUses).toBe(2);
  });

  /** An evoker who used Overchannel once casts Fireball with it again, from Boj's cast dialog. */
  async function overchannelFireball(concentration: { spellId: string; startedAtRound: number } | null) {
    const id = evoker(1);
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, spells: [{ spellId: 'fireball', classId: 'wizard', status: 'prepared' }], caster: { ...c.caster, concentration } } : c)) }));
    window.history.replaceState(null, '', '/boj?cast=fireball&class=wizard');
    const user = userEvent.setup();
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Přetížení/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Seslat' }));
    return { id, user, dialog };
  }

  it('the second use while concentrating: the necrotic damage, once rolled or typed, asks for the concentration save', async () => {
    const { id, user, dialog } = await overchannelFireball({ spellId: 'bless', startedAtRound: 0 });
    const save = within(dialog).getByRole('region', { name: 'Soustředění po Přetížení' });
    expect(save).toHaveTextContent(vlna('Soustředíš se na kouzlo Požehnání.'));
    const damage = within(save).getByLabelText('Nekrotické zranění (Přetížení)');
    expect(damage).toHaveValue('');
    // 6d12 from a 3rd-level slot: 6..72 damage, DC 10 or half of it
    await user.click(within(dialog).getByRole('button', { name: 'Hodit nekrotické zranění (6k12)' }));
    const rolled = Number(within(dialog).getByTestId('roll-total').textContent);
    expect(within(save).getByLabelText('Nekrotické zranění (Přetížení)')).toHaveValue(String(rolled));
    expect(within(save).getByTestId('dc-0')).toHaveTextContent(`SO ${Math.max(10, Math.floor(rolled / 2))}`);
    // rolled with their own dice: typed in
    await user.clear(within(save).getByLabelText('Nekrotické zranění (Přetížení)'));
    await user.type(within(save).getByLabelText('Nekrotické zranění (Přetížení)'), '41');
    expect(within(save).getByTestId('dc-0')).toHaveTextContent('SO 20');
    await user.click(within(save).getByRole('button', { name: 'Neúspěch – ukončit soustředění' }));
    expect(useAppStore.getState().characters.find((c) => c.id === id)!.caster.concentration).toBeNull();
    expect(within(save).getByRole('status')).toHaveTextContent(vlna('Soustředění na kouzlo Požehnání skončilo.'));
  });

  it('the first use, or no concentration: no save offered', async () => {
    const { user, dialog } = await overchannelFireball(null);
    await user.click(within(dialog).getByRole('button', { name: 'Hodit nekrotické zranění (6k12)' }));
    expect(within(dialog).queryByRole('region', { name: 'Soustředění po Přetížení' })).toBeNull();
  });
});
