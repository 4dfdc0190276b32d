import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import type { Spell } from '../../data/types';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import type { OwnedSpell } from '../../rules';
import { ruleAnchorFor } from '../../components/rule-anchors';
import { CastDialog } from './CastDialog';
import { toMechanics } from '../../data/mechanics';
import { vlna } from '../../i18n/tools/vlna.mjs';
import { castingActions } from '../../store/casting';
import { tableActions } from '../../store/table';

let byId: Map<string, Spell>;
const spell = (id: string) => byId.get(id)!;

beforeAll(async () => {
  await setupTestI18n('cs');
  byId = new Map((await loadCatalog('cs')).map((s) => [s.id, s]));
});

function makeWizard(level: number, int: number, spells: OwnedSpell[]): string {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level }], abilities: { str: 8, dex: 14, con: 14, int, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === r.id ? { ...c, spells } : c)) }));
  return r.id;
}
const char = (id: string) => useAppStore.getState().characters.find((c) => c.id === id)!;
const prepared = (...ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId: 'wizard', status: 'prepared' }));

async function open(id: string, spellId: string, onClose = () => {}) {
  const r = render(<CastDialog characterId={id} spell={spell(spellId)} onClose={onClose} />);
  await act(() => Promise.resolve()); // the catalog (already loaded) settles
  return r;
}

describe('CastDialog', () => {
  let id: string;
  beforeEach(() => {
    id = makeWizard(5, 18, [...prepared('magic-missile', 'fireball', 'haste', 'mage-armor'), { spellId: 'detect-magic', classId: 'wizard', status: 'inBook' }, { spellId: 'fire-bolt', classId: 'wizard', status: 'known' }]);
  });

  it('offers only the free slot levels at or above the spell level', async () => {
    for (let i = 0; i < 3; i++) tableActions(useAppStore).spendSlot(id, 2);
    await open(id, 'magic-missile');
    const radios = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(radios).toEqual(['Pozice 1.\u00a0úrovně4\u00a0volné', 'Pozice 3.\u00a0úrovně2\u00a0volné']);
  });

  it('offers nothing below the spell level', async () => {
    await open(id, 'fireball');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Pozice 3.\súrovně/ })).toBeChecked();
  });

  it('casts Magic Missile from a 2nd-level slot: exactly one slot spent, 4 darts', async () => {
    const user = userEvent.setup();
    await open(id, 'magic-missile');
    await user.click(screen.getByRole('radio', { name: /Pozice 2.\súrovně/ }));
    expect(screen.getByTestId('cast-summary')).toHaveTextContent('Magická střela na 2. úrovni: 4 šipky, každá 1k4 + 1 silového zranění, celkem 4k4 + 4');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.spentSlots.slice(0, 3)).toEqual([0, 1, 0]);
    expect(screen.getByRole('heading', { name: 'Sesláno' })).toBeInTheDocument();
    expect(screen.getByText('Utracena pozice 2. úrovně.')).toBeInTheDocument();
  });

  it('after the cast, focus is on "Sesláno" and what was spent is a list inside a status', async () => {
    const user = userEvent.setup();
    await open(id, 'magic-missile');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByRole('heading', { name: 'Sesláno' })).toHaveFocus();
    const list = within(screen.getByRole('status')).getByRole('list');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Utracena pozice 1. úrovně.');
  });

  it('shows the effective level, scaled dice and the save DC in Czech', async () => {
    id = makeWizard(9, 16, prepared('fireball'));
    const user = userEvent.setup();
    await open(id, 'fireball');
    await user.click(screen.getByRole('radio', { name: /Pozice 5.\súrovně/ }));
    expect(screen.getByTestId('cast-summary')).toHaveTextContent('Ohnivá koule na 5. úrovni: 10k6 ohnivého zranění, záchranný hod na Obratnost se SO 15, při úspěchu polovina');
  });

  it('a cantrip spends nothing and shows dice by character level with the attack bonus', async () => {
    const user = userEvent.setup();
    await open(id, 'fire-bolt');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByTestId('cast-summary')).toHaveTextContent('Ohnivá střela (trik, 5. úroveň postavy): 2k10 ohnivého zranění, útok kouzlem +7');
    const before = char(id).caster;
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.spentSlots).toEqual(before.spentSlots);
    expect(screen.getByRole('button', { name: /^Hodit na útok \(1k20\s\+\s7\)$/ })).toBeInTheDocument();
  });

  it('a prepared ritual starts as a ritual between fights, and with a slot in a fight', async () => {
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, spells: [...c.spells.filter((o) => o.spellId !== 'detect-magic'), ...prepared('detect-magic')] } : c)) }));
    const first = await open(id, 'detect-magic');
    expect(screen.getByRole('radio', { name: /Jako rituál/ })).toBeChecked();
    first.unmount();
    tableActions(useAppStore).newTurn(id);
    await open(id, 'detect-magic');
    expect(screen.getByRole('radio', { name: /Pozice 1.\súrovně/ })).toBeChecked();
  });

  it('a ritual from the spellbook is cast over 10 minutes and spends nothing', async () => {
    const user = userEvent.setup();
    await open(id, 'detect-magic');
    // not prepared: casting with a slot is refused, so the ritual is the default
    const ritual = screen.getByRole('radio', { name: /Jako rituál/ });
    expect(ritual).toBeChecked();
    expect(screen.getByTestId('cast-summary')).toHaveTextContent('Najdi magii jako rituál (1. úroveň, +10 minut)');
    // the long casting note of a ritual does not repeat that no slot is spent
    const notes = screen.getByRole('region', { name: 'Upozornění' });
    expect(notes).toHaveTextContent(/když se soustředění přeruší, kouzlo selže\.Proč\?$/);
    expect(notes).not.toHaveTextContent(/selže a\spozici neutratíš/);
    expect(screen.queryByRole('button', { name: 'Seslat' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Začít sesílat' }));
    // being cast: nothing spent, no concentration on the spell yet
    expect(screen.getByRole('status')).toHaveTextContent(/Sesíláš kouzlo Najdi magii\s*zbývá 10 minut/);
    expect(screen.getByRole('status')).toHaveTextContent('Při rituálu neutratíš pozici kouzla.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Pozici kouzla utratíš');
    expect(char(id).caster.casting).toMatchObject({ spellId: 'detect-magic', slot: { kind: 'ritual' } });
    // a spell on yourself keeps no Czech words in storage (the list names it by the spell alone)
    expect(char(id).caster.casting?.target ?? '').toBe('');
    expect(char(id).caster.concentration).toBeNull();
    let done: { ok: boolean } | undefined;
    act(() => {
      done = castingActions(useAppStore).completeCasting(id, toMechanics(byId.get('detect-magic')!));
    });
    expect(done?.ok).toBe(true);
    expect(char(id).caster.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(char(id).caster.concentration?.spellId).toBe('detect-magic');
  });

  it('a refusal shows the Czech rule with a "Proč?" link, and a GM override casts visibly marked', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setConditions(id, { silenced: true });
    await open(id, 'magic-missile');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/Nemůžeš mluvit \(umlčení\): kouzlo s\sverbální složkou \(V\) nesešleš/)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: /Proč\?/ })).toHaveAttribute('href', `/pravidla#${ruleAnchorFor('silenced')}`);
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeDisabled();
    expect(char(id).caster.spentSlots[0]).toBe(0);
    await user.click(screen.getByRole('button', { name: 'PJ povolil – seslat' }));
    expect(char(id).caster.spentSlots[0]).toBe(1);
    expect(char(id).overrides[0]).toMatchObject({ spellId: 'magic-missile', code: 'silenced' });
    expect(screen.getByText(/PJ povolil: umlčení \(V\)/)).toBeInTheDocument();
  });

  it('a refusal the GM cannot lift offers no override', async () => {
    for (let i = 0; i < 2; i++) tableActions(useAppStore).spendSlot(id, 3);
    await open(id, 'fireball');
    expect(screen.getByRole('alert')).toHaveTextContent('Nemáš volnou pozici kouzla této úrovně ani vyšší.');
    expect(screen.queryByRole('button', { name: 'PJ povolil – seslat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeDisabled();
  });

  it('a condition toggle under the refusal fixes it', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setConditions(id, { handsFree: false });
    await open(id, 'magic-missile');
    await user.click(screen.getByRole('checkbox', { name: 'Mám prázdnou ruku' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeEnabled();
  });

  it('without pouch or focus, owning the material itself lifts the refusal', async () => {
    const user = userEvent.setup();
    useAppStore.getState().setConditions(id, { hasFocusOrPouch: false });
    await open(id, 'fireball');
    expect(screen.getByRole('alert')).toHaveTextContent(/potřebuješ brašničku na suroviny, sesílací ohniskový předmět, nebo samotnou surovinu/);
    await user.click(screen.getByRole('checkbox', { name: /^Mám samotnou surovinu: drobná kulička z\snetopýřího trusu a\ssíry$/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.spentSlots[2]).toBe(1);
    expect(char(id).conditions.materialsOwned).toEqual(['fireball']); // not consumed: still there
  });

  it('asks once, at the cast button, before a new concentration spell ends the old one', async () => {
    const user = userEvent.setup();
    castingActions(useAppStore).castWithEffect(id, { spell: { id: 'detect-magic', level: 1, ritual: true, concentration: true, castingTime: { amount: 1, unit: 'action' }, components: { v: true, s: true, m: false }, classes: ['wizard'], duration: { unit: 'minute', amount: 10, upTo: true } }, classId: 'wizard', slot: { kind: 'ritual' } }, 'ty sám');
    expect(char(id).caster.concentration?.spellId).toBe('detect-magic');
    await open(id, 'haste');
    await user.type(screen.getByLabelText('Cíl (do seznamu účinků)'), 'Bruenor');
    // the question is on the screen where the player decides, said once
    expect(screen.getByRole('heading', { name: 'Ukončit soustředění na kouzlo Najdi magii?' })).toBeInTheDocument();
    expect(screen.getAllByText(/Seslání kouzla Rychlost toto soustředění ukončí/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Seslat' })).toBeNull();
    expect(char(id).caster.concentration?.spellId).toBe('detect-magic');
    expect(char(id).caster.spentSlots[2]).toBe(0);
    // one tap answers it and casts: no second question
    await user.click(screen.getByRole('button', { name: vlna('Ukončit soustředění a seslat') }));
    expect(char(id).caster.concentration?.spellId).toBe('haste');
    expect(char(id).caster.spentSlots[2]).toBe(1);
    expect(screen.getByText('Soustředění na kouzlo Najdi magii skončilo.')).toBeInTheDocument();
    expect(char(id).caster.effects).toEqual([expect.objectContaining({ spellId: 'haste', target: 'Bruenor' })]);
  });

  it('says before the tap and after it that a concentration spell breaks off a ritual being cast', async () => {
    const user = userEvent.setup();
    const started = castingActions(useAppStore).startCasting(id, { spell: toMechanics(spell('detect-magic')), classId: 'wizard', slot: { kind: 'ritual' } }, '');
    expect(started.ok).toBe(true);
    await open(id, 'haste');
    expect(screen.getByRole('heading', { name: 'Přerušit sesílání kouzla Najdi magii?' })).toBeInTheDocument();
    expect(screen.getByText(/Seslání kouzla Rychlost ho přeruší: kouzlo Najdi magii selže a\snic se za ně neutratí/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seslat' })).toBeNull();
    expect(char(id).caster.casting?.spellId).toBe('detect-magic');
    await user.click(screen.getByRole('button', { name: vlna('Přerušit sesílání a seslat') }));
    expect(char(id).caster.casting).toBeUndefined();
    expect(char(id).caster.concentration?.spellId).toBe('haste');
    // only Haste's 3rd-level slot is spent; the ritual never spends one
    expect(char(id).caster.spentSlots.slice(0, 3)).toEqual([0, 0, 1]);
    expect(screen.getByText('Sesílání kouzla Najdi magii bylo přerušeno: kouzlo selhalo a nic se za ně neutratilo.')).toBeInTheDocument();
  });

  it('a spell cast with an action breaks off a ritual being cast too: the casting takes the action', async () => {
    const user = userEvent.setup();
    expect(castingActions(useAppStore).startCasting(id, { spell: toMechanics(spell('detect-magic')), classId: 'wizard', slot: { kind: 'ritual' } }, '').ok).toBe(true);
    await open(id, 'magic-missile');
    expect(screen.getByRole('heading', { name: 'Přerušit sesílání kouzla Najdi magii?' })).toBeInTheDocument();
    expect(screen.getByText(/každý tah na to spotřebuješ akci\. Kouzlo Magická střela se sesílá akcí/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vlna('Přerušit sesílání a seslat') }));
    expect(char(id).caster.casting).toBeUndefined();
    expect(char(id).caster.spentSlots[0]).toBe(1);
  });

  it('a spell without concentration asks nothing while the caster concentrates', async () => {
    const user = userEvent.setup();
    castingActions(useAppStore).castWithEffect(id, { spell: { id: 'detect-magic', level: 1, ritual: true, concentration: true, castingTime: { amount: 1, unit: 'action' }, components: { v: true, s: true, m: false }, classes: ['wizard'], duration: { unit: 'minute', amount: 10, upTo: true } }, classId: 'wizard', slot: { kind: 'ritual' } }, 'ty sám');
    await open(id, 'magic-missile');
    expect(screen.queryByTestId('concentration-question')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.concentration?.spellId).toBe('detect-magic');
    expect(char(id).caster.spentSlots[0]).toBe(1);
  });

  it('casting the same spell on the same target again is shown as not stacking', async () => {
    const user = userEvent.setup();
    const first = await open(id, 'mage-armor');
    await user.type(screen.getByLabelText('Cíl (do seznamu účinků)'), 'Lia');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByText('Účinek zapsán: Mágova zbroj – Lia.')).toBeInTheDocument();
    first.unmount();
    await open(id, 'mage-armor');
    await user.type(screen.getByLabelText('Cíl (do seznamu účinků)'), 'Lia');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByText(/Mágova zbroj už na cíl „Lia“ působí\. Účinky stejného kouzla se nesčítají/)).toBeInTheDocument();
  });

  it('dice rolls show every die and change nothing', async () => {
    const user = userEvent.setup();
    await open(id, 'fireball');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    const before = char(id);
    await user.click(screen.getByRole('button', { name: 'Hodit zranění (8k6)' }));
    const roll = screen.getByTestId('roll');
    expect(within(roll).getAllByRole('listitem')).toHaveLength(8);
    const total = Number(within(roll).getByTestId('roll-total').textContent);
    expect(total).toBeGreaterThanOrEqual(8);
    expect(total).toBeLessThanOrEqual(48);
    expect(char(id)).toBe(before);
  });
});
