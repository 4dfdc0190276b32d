import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import type { ClassLevel, OwnedSpell } from '../../rules';
import TrackerScreen from './TrackerScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';
import { castingActions } from '../../store/casting';
import { tableActions } from '../../store/table';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

let id: string;
const char = () => useAppStore.getState().characters.find((c) => c.id === id)!;

function setup(classes: ClassLevel[], spells: OwnedSpell[] = [], abilities = { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 16 }) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: classes.map((c) => ({ classId: c.classId, level: c.level })), abilities });
  if (!r.ok) throw new Error(r.error);
  id = r.id;
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, spells } : c)) }));
}

async function renderScreen() {
  const r = render(<TrackerScreen />);
  await act(() => Promise.resolve());
  return r;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/boj');
});

describe('TrackerScreen', () => {
  it('on a device with no character, says what the screen is for and offers to create one', async () => {
    useAppStore.setState(initialState());
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Boj' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zatím žádná postava' })).toBeInTheDocument();
    expect(screen.getByText('Tady budeš sesílat kouzla své postavy a odškrtávat pozice. Nejdřív si ji založ.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Založit postavu' })).toHaveAttribute('href', '/postava/nova');
  });

  it('names the classes as the other screens do, a casting subclass included', async () => {
    setup([{ classId: 'fighter', level: 7 }, { classId: 'wizard', level: 2 }]);
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, classes: [{ classId: 'fighter', level: 7, subclassId: 'eldritch-knight' }, { classId: 'wizard', level: 2 }] } : c)) }));
    await renderScreen();
    expect(screen.getByText('Bojovník (Čaroknecht) 7 / Kouzelník 2')).toBeInTheDocument();
  });

  it('shows slot pips per level the character has, labelled in Czech', async () => {
    setup([{ classId: 'wizard', level: 5 }]);
    await renderScreen();
    expect(screen.getByRole('group', { name: vlna('Pozice 1. úrovně: 4 ze 4 volné') })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: vlna('Pozice 2. úrovně: 3 ze 3 volné') })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: vlna('Pozice 3. úrovně: 2 ze 2 volné') })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Pozice 4\.\súrovně/ })).toBeNull();
  });

  it('a tap on a free pip spends one slot, a tap on a spent pip gives it back', async () => {
    setup([{ classId: 'wizard', level: 5 }]);
    const user = userEvent.setup();
    await renderScreen();
    const row = screen.getByRole('group', { name: /Pozice 2\.\súrovně/ });
    await user.click(within(row).getAllByRole('button', { name: vlna('Utratit pozici 2. úrovně') })[0]);
    expect(char().caster.spentSlots[1]).toBe(1);
    expect(screen.getByRole('group', { name: vlna('Pozice 2. úrovně: 2 ze 3 volné') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vlna('Vrátit pozici 2. úrovně') }));
    expect(char().caster.spentSlots[1]).toBe(0);
  });

  it('a warlock sees pact slots apart, and a short rest (after confirming) brings them back', async () => {
    setup([{ classId: 'warlock', level: 5 }]);
    const user = userEvent.setup();
    await renderScreen();
    expect(screen.getByRole('group', { name: vlna('Pozice paktu (3. úroveň): 2 ze 2 volné') })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Utratit pozici paktu' })[0]);
    await user.click(screen.getAllByRole('button', { name: 'Utratit pozici paktu' })[0]);
    expect(char().caster.spentPact).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    expect(char().caster.spentPact).toBe(2);
    // a warlock alone has no other slots that could stay spent
    expect(screen.getByRole('dialog')).toHaveTextContent('Krátký odpočinek trvá nejméně hodinu. Vrátí se pozice paktu.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/ostatní pozice/);
    await user.click(screen.getByRole('button', { name: 'Odpočinout si' }));
    expect(char().caster.spentPact).toBe(0);
    expect(screen.getByText('Krátký odpočinek: pozice paktu jsou zpět.')).toBeInTheDocument();
  });

  it('the Book of Ancient Secrets is chosen among the invocations, not the table toggles', async () => {
    setup([{ classId: 'warlock', level: 3 }]);
    await renderScreen();
    expect(within(screen.getByRole('region', { name: 'Stav postavy' })).queryByRole('checkbox', { name: /Kniha pradávných tajemství/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Tajemná vzývání' })).getByRole('checkbox', { name: 'Kniha pradávných tajemství' })).toBeInTheDocument();
  });

  it('a 20th-level sorcerer gets 4 sorcery points back from a short rest, and is told so', async () => {
    setup([{ classId: 'sorcerer', level: 20 }]);
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, caster: { ...c.caster, sorceryPointsSpent: 7 } } : c)) }));
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    // no word of pact slots to a character without them
    expect(screen.getByRole('dialog')).toHaveTextContent('Utracené pozice kouzel se jím samy nevrátí. Čarodějné obnovení vrátí 4 čarodějné body.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/paktu/);
    await user.click(screen.getByRole('button', { name: 'Odpočinout si' }));
    expect(char().caster.sorceryPointsSpent).toBe(3);
    expect(screen.getByText('Krátký odpočinek skončil. Čarodějné obnovení vrátilo 4 čarodějné body.')).toBeInTheDocument();
  });

  it('offers Arcane Recovery to a wizard as part of finishing a short rest, within its budget', async () => {
    setup([{ classId: 'wizard', level: 5 }]);
    const user = userEvent.setup();
    tableActions(useAppStore).spendSlot(id, 3);
    tableActions(useAppStore).spendSlot(id, 2);
    await renderScreen();
    // no separate Arcane Recovery button in the middle of a fight
    expect(screen.queryByRole('button', { name: 'Mystické zotavení' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    expect(screen.getByRole('heading', { name: 'Mystické zotavení' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vlna('Přidat pozici 3. úrovně') }));
    // 3 of 3 used: nothing more fits
    expect(screen.getByRole('button', { name: vlna('Přidat pozici 2. úrovně') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Odpočinout si a.obnovit pozice/ }));
    expect(char().caster.spentSlots.slice(0, 3)).toEqual([0, 1, 0]);
    expect(char().caster.arcaneRecoveryUsed).toBe(true);
    expect(screen.getByText(/Mystické zotavení: obnovena 1 pozice/)).toBeInTheDocument();
  });

  it('a message stays until the next action without one (a pip tap) or until dismissed', async () => {
    setup([{ classId: 'wizard', level: 5 }]);
    const user = userEvent.setup();
    await renderScreen();
    const done = 'Důkladný odpočinek: všechny pozice kouzel jsou zpět.';
    const longRest = async () => {
      await user.click(screen.getByRole('button', { name: 'Důkladný odpočinek' }));
      await user.click(screen.getByRole('button', { name: 'Odpočinout si' }));
    };
    await longRest();
    expect(screen.getByText(done)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: vlna('Utratit pozici 1. úrovně') })[0]);
    expect(screen.queryByText(done)).toBeNull();
    await longRest();
    expect(screen.getByText(done)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(screen.queryByText(done)).toBeNull();
    await longRest();
    expect(screen.getByText(done)).toBeInTheDocument();
  });

  it('a long rest restores all after confirming', async () => {
    setup([{ classId: 'wizard', level: 5 }]);
    const user = userEvent.setup();
    tableActions(useAppStore).spendSlot(id, 1);
    tableActions(useAppStore).spendSlot(id, 3);
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Důkladný odpočinek' }));
    await user.click(screen.getByRole('button', { name: 'Odpočinout si' }));
    expect(char().caster.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(char().preparationPending).toBe(true);
  });

  it('the long rest names only what this character gets back', async () => {
    const user = userEvent.setup();
    const said = async (classes: ClassLevel[]) => {
      setup(classes);
      const view = await renderScreen();
      await user.click(screen.getByRole('button', { name: 'Důkladný odpočinek' }));
      const text = within(screen.getByRole('dialog')).getByText(/trvá nejméně 8 hodin/).textContent;
      view.unmount();
      return text;
    };
    expect(await said([{ classId: 'wizard', level: 5 }])).toBe(vlna('Důkladný odpočinek trvá nejméně 8\u00a0hodin. Vrátí se všechny pozice kouzel; soustředění skončí. Potom si můžeš změnit připravená kouzla.'));
    expect(await said([{ classId: 'sorcerer', level: 3 }, { classId: 'warlock', level: 11 }])).toBe(
      vlna('Důkladný odpočinek trvá nejméně 8\u00a0hodin. Vrátí se všechny pozice kouzel, pozice paktu, mystické arkánum a čarodějné body; soustředění skončí.'),
    );
  });

  it('"Nový tah" moves the round counter', async () => {
    setup([{ classId: 'wizard', level: 5 }]);
    const user = userEvent.setup();
    await renderScreen();
    // a new character is out of a fight: the turn button starts one
    expect(screen.getByTestId('round')).toHaveTextContent('Mimo boj');
    await user.click(screen.getByRole('button', { name: 'Začít boj' }));
    expect(screen.getByTestId('round')).toHaveTextContent('Kolo 1');
    expect(screen.getByRole('status')).toHaveTextContent('Boj začal: kolo 1, tvůj tah.');
    await user.click(screen.getByRole('button', { name: 'Nový tah' }));
    expect(screen.getByTestId('round')).toHaveTextContent('Kolo 2');
  });

  it('says while the reaction is spent on a spell, until the next turn', async () => {
    setup([{ classId: 'wizard', level: 5 }], [{ spellId: 'shield', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    const shield = (await loadCatalog('cs')).find((s) => s.id === 'shield')!;
    const { toMechanics } = await import('../../data/mechanics');
    tableActions(useAppStore).newTurn(id);
    castingActions(useAppStore).castWithEffect(id, { spell: toMechanics(shield), classId: 'wizard', slot: { kind: 'slot', level: 1 }, offTurn: true }, '');
    await renderScreen();
    expect(screen.getByText(/^Reakce je použitá na kouzlo/)).toBeInTheDocument();
    // the picker marks the spell before the tap
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    const picker = within(screen.getByRole('dialog', { name: 'Seslat kouzlo' }));
    expect(picker.getByRole('button', { name: /^Štít/ })).toHaveTextContent('Teď ne: reakci už máš utracenou do začátku svého příštího tahu');
    await user.click(picker.getByRole('button', { name: 'Zavřít' }));
    await user.click(screen.getByRole('button', { name: 'Nový tah' }));
    expect(screen.queryByText(/^Reakce je utracená/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(within(screen.getByRole('dialog', { name: 'Seslat kouzlo' })).getByRole('button', { name: /^Štít/ })).not.toHaveTextContent('Teď ne');
  });

  it('the picker marks a spell no slot can cast now, and says why; concentration as "soustř."', async () => {
    const spells = ['fireball', 'magic-missile', 'hold-person'].map((spellId): OwnedSpell => ({ spellId, classId: 'wizard', status: 'prepared' }));
    setup([{ classId: 'wizard', level: 3 }], spells);
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, caster: { ...c.caster, spentSlots: [4, 2, 0, 0, 0, 0, 0, 0, 0] } } : c)) }));
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    const picker = within(screen.getByRole('dialog', { name: 'Seslat kouzlo' }));
    expect(picker.getByRole('button', { name: /^Ohnivá koule/ })).toHaveTextContent('Nad tvými pozicemi kouzel: seslat ho jde jen ze svitku');
    expect(picker.getByRole('button', { name: /^Magická střela/ })).toHaveTextContent('Teď ne: všechny pozice této úrovně i vyšší máš utracené');
    // the short mark is seen, the whole word is heard
    const hold = picker.getByRole('button', { name: /^Znehybni osobu.*soustředění/ });
    expect(within(hold).getByText('soustř.')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a confirmation goes away after a few seconds', async () => {
    setup([{ classId: 'wizard', level: 5 }]);
    await renderScreen();
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Začít boj' }));
      expect(screen.getByRole('status')).toHaveTextContent('Boj začal');
      act(() => vi.advanceTimersByTime(4_900));
      expect(screen.getByRole('status')).toHaveTextContent('Boj začal');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Font of Magic converts with its costs', async () => {
    setup([{ classId: 'sorcerer', level: 5 }]);
    const user = userEvent.setup();
    await renderScreen();
    expect(screen.getByRole('group', { name: vlna('Čarodějné body: 5 z 5') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Začít boj' }));
    await user.click(screen.getByRole('button', { name: 'Zdroj magie' }));
    const font = screen.getByRole('dialog', { name: 'Zdroj magie' });
    await user.click(within(font).getByRole('button', { name: vlna('3 body → pozice 2. úrovně') }));
    expect(char().caster.sorceryPointsSpent).toBe(3);
    expect(char().caster.extraSlots?.[1]).toBe(1);
    expect(within(font).getByRole('button', { name: vlna('5 bodů → pozice 3. úrovně') })).toBeDisabled();
    // more points than a 5th-level sorcerer ever holds: not offered at all
    expect(within(font).queryByRole('button', { name: /6 bodů/ })).toBeNull();
    // in a fight a conversion takes the turn's bonus action: the dialog says so, and waits
    expect(within(font).getByRole('status')).toHaveTextContent('Bonusová akce tohoto tahu je už použitá');
    expect(within(font).getByRole('button', { name: vlna('2 body → pozice 1. úrovně') })).toBeDisabled();
    // one way to close besides the dialog's ×: "Hotovo"
    expect(within(font).getAllByRole('button', { name: 'Zavřít' })).toHaveLength(1);
    await user.click(within(font).getByRole('button', { name: 'Hotovo' }));
    expect(screen.queryByRole('dialog', { name: 'Zdroj magie' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nový tah' }));
    await user.click(screen.getByRole('button', { name: 'Zdroj magie' }));
    expect(within(screen.getByRole('dialog', { name: 'Zdroj magie' })).getByRole('button', { name: vlna('2 body → pozice 1. úrovně') })).toBeEnabled();
  });

  it('marking the character incapacitated ends concentration', async () => {
    setup([{ classId: 'wizard', level: 5 }], [{ spellId: 'haste', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    const haste = (await loadCatalog('cs')).find((s) => s.id === 'haste')!;
    const { toMechanics } = await import('../../data/mechanics');
    castingActions(useAppStore).castWithEffect(id, { spell: toMechanics(haste), classId: 'wizard', slot: { kind: 'slot', level: 3 } }, 'Lia');
    await renderScreen();
    expect(screen.getByTestId('concentration')).toHaveTextContent('Rychlost');
    expect(screen.getByTestId('effects')).toHaveTextContent('Rychlost – Lia');
    await user.click(screen.getByRole('checkbox', { name: 'Nemůžu jednat (neschopnost)' }));
    expect(char().caster.concentration).toBeNull();
    expect(screen.getByTestId('concentration')).toHaveTextContent('Nesoustředíš se na žádné kouzlo.');
  });

  it('?cast=<spellId>&class=<classId> opens the cast dialog directly', async () => {
    setup([{ classId: 'wizard', level: 5 }], [{ spellId: 'magic-missile', classId: 'wizard', status: 'prepared' }]);
    window.history.replaceState(null, '', '/boj?cast=magic-missile&class=wizard');
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'Seslat: Magická střela' })).toBeInTheDocument();
    expect(screen.getByTestId('cast-summary')).toHaveTextContent('Magická střela na 1. úrovni: 3 šipky');
  });
});
