// SRD 5.1: Domain Spells (cleric 1st), Circle Spells (druid 3rd), Oath Spells (paladin 3rd). Kniha
// shows an empty "Vždy připravená kouzla" only where the class has them; stored spells always show.
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import SpellbookScreen from './SpellbookScreen';
import SpellDetailScreen from '../catalog/SpellDetailScreen';

vi.setConfig({ testTimeout: 30_000 });

setupSpellScreen('/kniha');

const section = (name: string) => within(screen.getByRole('heading', { level: 2, name }).closest('section')!);
const always = { level: 3, name: 'Vždy připravená kouzla' } as const;

describe('always-prepared section', () => {
  it('not before the oath or circle; empty from cleric 1, a Land druid 3, paladin 3; a stored spell shows in any class', async () => {
    const scores = { str: 14, dex: 12, con: 12, int: 10, wis: 14, cha: 14 };
    const a = newCharacter('Aranel', [{ classId: 'paladin', level: 2 }, { classId: 'druid', level: 2 }, { classId: 'cleric', level: 1 }, { classId: 'ranger', level: 2 }], scores);
    a.spells = [{ spellId: 'bless', classId: 'ranger', status: 'alwaysPrepared' }];
    const b = newCharacter('Bertil', [{ classId: 'paladin', level: 3 }, { classId: 'druid', level: 3, subclassId: 'land' }, { classId: 'bard', level: 3 }], scores);
    // of the druid's circles only the Land has circle spells: with none recorded, no empty section
    const c = newCharacter('Cedrik', [{ classId: 'druid', level: 3 }], scores);
    useAppStore.setState({ characters: [a], activeCharacterId: a.id });
    const first = render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Paladin 2' }, { timeout: 15_000 });
    expect(section('Paladin 2').queryByRole('heading', always)).toBeNull();
    expect(section('Druid 2').queryByRole('heading', always)).toBeNull();
    expect(section('Klerik 1').getByRole('heading', always)).toBeInTheDocument();
    // no domain recorded, so no list or button follows: the hint says where to add them
    expect(section('Klerik 1').getByText(/^Kouzla domény\. Nepočítají se do limitu připravených kouzel\. Přidáš je z\skatalogu jako „vždy připravená“\.$/)).toBeInTheDocument();
    const ranger = within(section('Hraničář 2').getByRole('heading', always).closest('section')!);
    expect(ranger.getByRole('button', { name: /Požehnání/ })).toBeInTheDocument();
    first.unmount();

    useAppStore.setState({ characters: [b], activeCharacterId: b.id });
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Paladin 3' }, { timeout: 15_000 });
    expect(section('Paladin 3').getByRole('heading', always)).toBeInTheDocument();
    expect(section('Druid (Kruh země) 3').getByRole('heading', always)).toBeInTheDocument();
    expect(section('Bard 3').queryByRole('heading', always)).toBeNull();
    cleanup();

    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Druid 3' }, { timeout: 15_000 });
    expect(section('Druid 3').queryByRole('heading', always)).toBeNull();
  });

  it('a stored domain spell above the cleric level still loads and shows, flagged (5th-level domain spells come at 9th)', async () => {
    const c = newCharacter('Bratr Tuk', [{ classId: 'cleric', level: 1 }], { str: 10, dex: 10, con: 12, int: 10, wis: 16, cha: 10 });
    c.spells = [{ spellId: 'flame-strike', classId: 'cleric', status: 'alwaysPrepared' }, { spellId: 'bless', classId: 'cleric', status: 'alwaysPrepared' }];
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Klerik 1' }, { timeout: 15_000 });
    const list = within(section('Klerik 1').getByRole('heading', always).closest('section')!);
    expect(list.getByRole('button', { name: /Plamenný úder/ })).toHaveAccessibleDescription(/Kouzlo 5\.\súrovně je na toto povolání zatím příliš vysoké: sešle nejvýš kouzla 1\.\súrovně\./);
    expect(list.getByRole('button', { name: /Požehnání/ })).not.toHaveAccessibleDescription(/příliš vysoké/);
  });

  it('the GM allows always prepared for a bard 3: the spell level is still checked and needs its own override', async () => {
    window.history.replaceState(null, '', '/kouzla/fireball');
    const c = newCharacter('Volo', [{ classId: 'bard', level: 3 }], { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 16 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<SpellDetailScreen id="fireball" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'vždy připravené (mimo pravidla)' }));
    // the warning is there as soon as the choice is made, in place of "Přidat"
    expect(dialog.queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(dialog.getByRole('alert')).toHaveTextContent(/Vždy připravená kouzla podtřídy mají jen/);
    await user.click(dialog.getByRole('button', { name: 'Přesto přidat' }));
    // the second refusal: a 3rd-level spell for a bard with 2nd-level slots at most
    expect(dialog.getByRole('alert')).toHaveTextContent(/Kouzlo 3\.\súrovně je zatím nad síly povolání bard na 3\.\súrovni/);
    const spells = () => useAppStore.getState().characters[0].spells;
    expect(spells()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Přesto přidat' }));
    expect(spells()).toEqual([{ spellId: 'fireball', classId: 'bard', status: 'alwaysPrepared' }]);
    expect(screen.getByText('Přidáno na tvou žádost mimo pravidla.')).toBeInTheDocument();
  });
});

describe('Circle of the Land (SRD 5.1 druid)', () => {
  it("a druid 3 of the forest: Kniha names the land's circle spells and adds the missing ones as always prepared", async () => {
    const c = newCharacter('Radagast', [{ classId: 'druid', level: 3, subclassId: 'land', terrain: 'forest' }], { str: 10, dex: 12, con: 12, int: 10, wis: 16, cha: 10 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Druid (Kruh země) 3' }, { timeout: 15_000 });
    const druid = section('Druid (Kruh země) 3');
    // Bonus Cantrip: 2 + 1 cantrips at druid 3
    expect(druid.getByRole('heading', { level: 3, name: /^Triky/ })).toHaveTextContent('0 / 3');
    expect(druid.getByText('Kruh země (les) dává na této úrovni: Kůrokůže, Pavoučí šplh.')).toBeInTheDocument();
    await user.click(druid.getByRole('button', { name: 'Přidat chybějící kouzla kruhu (2)' }));
    expect(useAppStore.getState().characters[0].spells).toEqual([
      { spellId: 'barkskin', classId: 'druid', status: 'alwaysPrepared' },
      { spellId: 'spider-climb', classId: 'druid', status: 'alwaysPrepared' },
    ]);
    expect(druid.queryByRole('button', { name: /Přidat chybějící/ })).toBeNull();
  });

  it('a Circle of the Land druid without a land recorded is told where to record it', async () => {
    const c = newCharacter('Radagast', [{ classId: 'druid', level: 3, subclassId: 'land' }], { str: 10, dex: 12, con: 12, int: 10, wis: 16, cha: 10 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Druid (Kruh země) 3' }, { timeout: 15_000 });
    expect(screen.getByText(/Zapiš ji v\súpravě postavy\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zapsat krajinu' })).toHaveAttribute('href', `/postava/${c.id}`);
    expect(screen.queryByText(/Přidáš je z\skatalogu/)).toBeNull();
  });
});

describe('Life Domain and Oath of Devotion (SRD 5.1 cleric, paladin)', () => {
  it("a Life cleric 3: Kniha names the domain spells and adds the missing ones; they don't count as prepared", async () => {
    const c = newCharacter('Alhandra', [{ classId: 'cleric', level: 3, subclassId: 'life' }], { str: 10, dex: 10, con: 12, int: 10, wis: 16, cha: 10 });
    // Cure Wounds is prepared already: it becomes always prepared, said apart from the new ones
    useAppStore.setState({ characters: [{ ...c, spells: [{ spellId: 'bless', classId: 'cleric', status: 'alwaysPrepared' }, { spellId: 'cure-wounds', classId: 'cleric', status: 'prepared' }] }], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Klerik (Doména života) 3' }, { timeout: 15_000 });
    const cleric = section('Klerik (Doména života) 3');
    // the hint above the list and its button does not send the player to the catalog instead
    expect(cleric.getByText('Kouzla domény. Nepočítají se do limitu připravených kouzel.')).toBeInTheDocument();
    expect(cleric.queryByText(/Přidáš je z\skatalogu/)).toBeNull();
    expect(cleric.getByText('Doména života dává na této úrovni: Požehnání, Zhoj zranění, Nižší navrácení, Duchovní zbraň.')).toBeInTheDocument();
    await user.click(cleric.getByRole('button', { name: 'Přidat chybějící doménová kouzla (3)' }));
    expect(useAppStore.getState().characters[0].spells.map((s) => s.spellId)).toEqual(['bless', 'cure-wounds', 'lesser-restoration', 'spiritual-weapon']);
    expect(screen.getByText('Přidána 2 doménová kouzla. Zhoj zranění už postava měla jako připravené; teď je vždy připravené a do limitu připravených kouzel se nepočítá.')).toBeInTheDocument();
    expect(cleric.queryByRole('button', { name: /Přidat chybějící/ })).toBeNull();
    // Wis 16 + cleric 3 = 6 spells to prepare, none of them taken by the domain's
    expect(cleric.getByRole('heading', { level: 3, name: /^Připravená kouzla/ })).toHaveTextContent('0 / 6');
  });

  it('a Devotion paladin 3 gets Sanctuary, off the paladin list, as an oath spell; another paladin is not shown one', async () => {
    const c = newCharacter('Sir Brandt', [{ classId: 'paladin', level: 3, subclassId: 'devotion' }], { str: 16, dex: 10, con: 12, int: 10, wis: 10, cha: 14 });
    const d = newCharacter('Sir Kay', [{ classId: 'paladin', level: 3 }], { str: 16, dex: 10, con: 12, int: 10, wis: 10, cha: 14 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    const { unmount } = render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Paladin (Přísaha oddanosti) 3' }, { timeout: 15_000 });
    const paladin = section('Paladin (Přísaha oddanosti) 3');
    expect(paladin.getByText('Přísaha oddanosti dává na této úrovni: Ochrana před zlem a dobrem, Azyl.')).toBeInTheDocument();
    await user.click(paladin.getByRole('button', { name: 'Přidat chybějící kouzla přísahy (2)' }));
    expect(useAppStore.getState().characters[0].spells).toEqual([
      { spellId: 'protection-from-evil-and-good', classId: 'paladin', status: 'alwaysPrepared' },
      { spellId: 'sanctuary', classId: 'paladin', status: 'alwaysPrepared' },
    ]);
    unmount();
    useAppStore.setState({ characters: [d], activeCharacterId: d.id });
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Paladin 3' }, { timeout: 15_000 });
    expect(screen.queryByText(/dává na této úrovni/)).toBeNull();
  });

  it('a Life cleric is told Guiding Bolt is no domain spell, and may insist; a Fiend warlock learns Burning Hands', async () => {
    window.history.replaceState(null, '', '/kouzla/guiding-bolt');
    const c = newCharacter('Alhandra', [{ classId: 'cleric', level: 1, subclassId: 'life' }, { classId: 'warlock', level: 1, subclassId: 'fiend' }], { str: 10, dex: 10, con: 12, int: 10, wis: 16, cha: 14 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    const { unmount } = render(<SpellDetailScreen id="guiding-bolt" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    let dialog = within(screen.getByRole('dialog'));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Za povolání' }), 'cleric');
    await user.click(dialog.getByRole('radio', { name: 'vždy připravené (kouzlo domény)' }));
    expect(dialog.queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(dialog.getByRole('alert')).toHaveTextContent(/Doménová kouzla Domény života dává tabulka domény a\stoto mezi nimi není\./);
    await user.click(dialog.getByRole('button', { name: 'Přesto přidat' }));
    expect(useAppStore.getState().characters[0].spells).toEqual([{ spellId: 'guiding-bolt', classId: 'cleric', status: 'alwaysPrepared' }]);
    unmount();
    window.history.replaceState(null, '', '/kouzla/burning-hands');
    render(<SpellDetailScreen id="burning-hands" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    dialog = within(screen.getByRole('dialog'));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Za povolání' }), 'warlock');
    expect(dialog.queryByRole('alert')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Přidat' }));
    expect(useAppStore.getState().characters[0].spells).toContainEqual({ spellId: 'burning-hands', classId: 'warlock', status: 'known' });
  });
});
