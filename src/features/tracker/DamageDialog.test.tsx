import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import type { SpellMechanics } from '../../rules';
import { castingActions } from '../../store/casting';
import { tableActions } from '../../store/table';
import { DamageDialog, hasParkedDamage } from './DamageDialog';
import { vlna } from '../../i18n/tools/vlna.mjs';

const haste: SpellMechanics = { id: 'haste', level: 3, ritual: false, concentration: true, castingTime: { amount: 1, unit: 'action' }, components: { v: true, s: true, m: true }, classes: ['wizard'], duration: { unit: 'minute', amount: 1, upTo: true } };
const names: Record<string, string> = { haste: 'Rychlost' };
const spellName = (id: string) => names[id] ?? id;

let id: string;
const char = () => useAppStore.getState().characters.find((c) => c.id === id)!;

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const c = useAppStore((s) => s.characters.find((x) => x.id === id))!;
  return <DamageDialog character={c} spellName={spellName} onClose={onClose} />;
}

beforeAll(async () => {
  await setupTestI18n('cs');
});

beforeEach(() => {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  id = r.id;
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, spells: [{ spellId: 'haste', classId: 'wizard', status: 'prepared' }] } : c)) }));
  expect(castingActions(useAppStore).castWithEffect(id, { spell: haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } }, 'Lia').ok).toBe(true);
});

describe('DamageDialog', () => {
  it('35 damage gives SO 17', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Soustředíš se na kouzlo Rychlost.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '35');
    expect(screen.getByTestId('dc-0')).toHaveTextContent('SO 17');
  });

  it("an Elemental Affinity resistance that still runs is said: its damage goes in halved; one that ran out is not", () => {
    const round = char().caster.turn.round;
    const withEffects = (endsAtRound: number) => useAppStore.setState((st) => ({ characters: st.characters.map((c) => (c.id === id ? { ...c, caster: { ...c.caster, effects: [...c.caster.effects, { spellId: 'fireball', target: '', endsAtRound, resistance: 'fire' }] } } : c)) }));
    withEffects(round + 600);
    const view = render(<Harness />);
    expect(screen.getByText(vlna('Máš odolnost vůči ohnivému zranění (Živelná spřízněnost): takové zranění zadej už poloviční, zaokrouhlené dolů.'))).toBeInTheDocument();
    view.unmount();
    useAppStore.setState((st) => ({ characters: st.characters.map((c) => (c.id === id ? { ...c, caster: { ...c.caster, effects: c.caster.effects.filter((e) => !e.resistance) } } : c)) }));
    withEffects(round);
    render(<Harness />);
    expect(screen.queryByText(/odolnost/)).toBeNull();
  });

  it('gives one DC per source, at least 10', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '8');
    await user.click(screen.getByRole('button', { name: 'Přidat další zdroj zranění' }));
    await user.type(screen.getByLabelText('Zranění ze zdroje 2'), '40');
    expect(screen.getByTestId('dc-0')).toHaveTextContent('SO 10');
    expect(screen.getByTestId('dc-1')).toHaveTextContent('SO 20');
  });

  it('keeps the Constitution save proficiency tick on the character for the next time', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    const tick = () => screen.getByRole('checkbox', { name: /zdatnost v\száchranných hodech na Odolnost/ });
    expect(tick()).not.toBeChecked(); // a wizard: not proficient by class
    expect(screen.getByText(/bonus k\száchrannému hodu na Odolnost/)).toHaveTextContent('+2');
    await user.click(tick());
    expect(char().conditions.conSaveProficient).toBe(true);
    first.unmount();
    render(<Harness />); // the dialog opened again, in a later fight
    expect(tick()).toBeChecked();
    expect(screen.getByText(/bonus k\száchrannému hodu na Odolnost/)).toHaveTextContent('+5');
  });

  it('refuses text that is not a whole number', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '-3');
    expect(screen.getByText('Zadej celé číslo 0 nebo větší.')).toBeInTheDocument();
    expect(screen.queryByTestId('dc-0')).toBeNull();
  });

  it('rolls with the Constitution bonus (+ proficiency when ticked) and changes nothing by itself', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Tvůj bonus k záchrannému hodu na Odolnost: +2')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Mám zdatnost v\száchranných hodech na Odolnost/ }));
    expect(screen.getByText('Tvůj bonus k záchrannému hodu na Odolnost: +5')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '35');
    const before = char();
    await user.click(screen.getByRole('button', { name: vlna('Hodit záchranný hod (+5 proti SO 17)') }));
    const total = Number(within(screen.getByTestId('roll')).getByTestId('roll-total').textContent);
    expect(total).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThanOrEqual(25);
    expect(char()).toBe(before);
    if (total < 17) {
      expect(screen.getByText(`${total} proti SO 17: neúspěch – soustředění končí.`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ukončit soustředění' }));
      expect(char().caster.concentration).toBeNull();
    } else {
      expect(screen.getByText(`${total} proti SO 17: úspěch – soustředění trvá.`)).toBeInTheDocument();
      expect(char().caster.concentration?.spellId).toBe('haste');
    }
  });

  it('one tap ends concentration after a failed save at the table', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '22');
    await user.click(screen.getByRole('button', { name: 'Neúspěch – ukončit soustředění' }));
    expect(char().caster.concentration).toBeNull();
    expect(char().caster.effects).toEqual([]);
    expect(screen.getByText('Soustředění na kouzlo Rychlost skončilo.')).toBeInTheDocument();
  });

  it('without concentration there is no save', async () => {
    tableActions(useAppStore).endConcentration(id);
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText(/Nesoustředíš se na žádné kouzlo/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '35');
    expect(screen.queryByTestId('dc-0')).toBeNull();
  });

  it('a reload mid-entry brings the dialog back as it was: damage, rolled save, ended concentration', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '35');
    await user.click(screen.getByRole('button', { name: vlna('Hodit záchranný hod (+2 proti SO 17)') }));
    const total = within(screen.getByTestId('roll')).getByTestId('roll-total').textContent!;
    first.unmount(); // the phone discarded the tab
    expect(hasParkedDamage(id)).toBe(true);
    const second = render(<Harness />);
    expect(screen.getByLabelText('Zranění ze zdroje 1')).toHaveValue('35');
    expect(screen.getByTestId('dc-0')).toHaveTextContent('SO 17');
    // the same roll, not a new one
    expect(within(screen.getByTestId('roll')).getByTestId('roll-total')).toHaveTextContent(total);
    await user.click(screen.getByRole('button', { name: 'Přidat další zdroj zranění' }));
    await user.type(screen.getByLabelText('Zranění ze zdroje 2'), '22');
    await user.click(screen.getByRole('button', { name: 'Neúspěch – ukončit soustředění' }));
    expect(char().caster.concentration).toBeNull();
    second.unmount();
    render(<Harness />);
    expect(screen.getByLabelText('Zranění ze zdroje 2')).toHaveValue('22');
    expect(screen.getByText('Soustředění na kouzlo Rychlost skončilo.')).toBeInTheDocument();
  });

  it('a paladin 6 adds Aura of Protection (Charisma modifier) to the save, and says so', async () => {
    // paladin 6 / warlock 3, CON 14 (+2), CHA 16 (+3): +5 without proficiency in Constitution saves
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, classes: [{ classId: 'paladin', level: 6 }, { classId: 'warlock', level: 3 }], abilities: { ...c.abilities, cha: 16 } } : c)) }));
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Tvůj bonus k záchrannému hodu na Odolnost: +5 (z toho +3 Aura ochrany)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '22');
    expect(screen.getByRole('button', { name: vlna('Hodit záchranný hod (+5 proti SO 11)') })).toBeInTheDocument();
  });

  it('closing the dialog drops what it kept', async () => {
    const user = userEvent.setup();
    let closed = 0;
    const first = render(<Harness onClose={() => closed++} />);
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '35');
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(closed).toBe(1);
    expect(hasParkedDamage(id)).toBe(false);
    first.unmount();
    render(<Harness />);
    expect(screen.getByLabelText('Zranění ze zdroje 1')).toHaveValue('');
  });

  it('a kept dialog that is not in its shape is dropped, not shown', () => {
    sessionStorage.setItem(`grimoar:draft:damage:${id}`, JSON.stringify({ sources: ['35'], rolls: [[3, 25, 2]], ended: null, failedCasting: false }));
    expect(hasParkedDamage(id)).toBe(false);
    expect(sessionStorage.getItem(`grimoar:draft:damage:${id}`)).toBeNull();
  });
});
