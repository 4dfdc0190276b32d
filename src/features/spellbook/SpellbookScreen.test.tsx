import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import SpellbookScreen from './SpellbookScreen';
import { cleric, owned, ready, seedElminster, statusOf, wizard } from '../../testing/spellbook-screen';

// userEvent in jsdom is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

setupSpellScreen('/kniha');

describe('spellbook screen', () => {
  it('prompts to create a character when there is none', () => {
    render(<SpellbookScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kniha kouzel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zatím žádná postava' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Založit postavu' })).toHaveAttribute('href', '/postava/nova');
  });

  it('shows sections per class with limits, groups by level and key facts', async () => {
    seedElminster();
    render(<SpellbookScreen />);
    await ready();
    const w = within(wizard());
    expect(w.getByRole('heading', { level: 3, name: 'Triky 2 / 4' })).toBeInTheDocument();
    expect(w.getByRole('heading', { level: 3, name: 'Kniha kouzel (5\u00a0kouzel)' })).toBeInTheDocument();
    expect(w.getByText('Připravená kouzla', { selector: 'p' })).toHaveTextContent('Připravená kouzla 3 / 8');
    expect(w.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['1.\u00a0úroveň', '2.\u00a0úroveň', '3.\u00a0úroveň']);
    const mm = w.getByRole('button', { name: /Magická střela/ });
    expect(mm).toHaveTextContent('1 akce · 24 sáhů · V, P');
    expect(w.getByRole('button', { name: /Najdi magii/ })).toHaveTextContent(/rituál.*soustředění/);
    // the header numbers
    expect(w.getByText('SO záchrany proti kouzlu').nextElementSibling).toHaveTextContent('14');
    expect(w.getByText('Útočný bonus útoku kouzlem').nextElementSibling).toHaveTextContent('+6');

    const c = within(cleric());
    expect(c.getByRole('heading', { level: 3, name: 'Triky 1 / 3' })).toBeInTheDocument();
    expect(c.getByRole('heading', { level: 3, name: 'Připravená kouzla 1 / 4' })).toBeInTheDocument();
    const always = within(c.getByRole('heading', { level: 3, name: 'Vždy připravená kouzla' }).closest('section')!);
    expect(always.getByRole('button', { name: /Požehnání/ })).toHaveTextContent('Vždy připraveno');
    expect(always.getByText(/Nepočítají se do limitu připravených kouzel/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Přidat kouzla: Kouzelník' })).toHaveAttribute('href', '/kouzla?class=wizard&level=0,1,2,3&for=wizard');
    expect(screen.getByRole('link', { name: 'Seslat kouzlo Magická střela' })).toHaveAttribute('href', `/boj/${useAppStore.getState().characters[0].id}?cast=magic-missile&class=wizard`);
  });

  it('prepares a spell from the wizard spellbook with the toggle', async () => {
    const c = seedElminster();
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await ready();
    const toggle = screen.getByRole('checkbox', { name: 'Připraveno: Najdi magii' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(statusOf(c, 'detect-magic')).toBe('prepared');
    expect(screen.getByRole('checkbox', { name: 'Připraveno: Najdi magii' })).toBeChecked();
    expect(within(wizard()).getByText('Připravená kouzla', { selector: 'p' })).toHaveTextContent('4 / 8');
    await user.click(screen.getByRole('checkbox', { name: 'Připraveno: Štít' }));
    expect(statusOf(c, 'shield')).toBe('inBook');
  });

  it('shows over-limit counts in a warning; going over is asked at the row, never impossible', async () => {
    // wizard 1 with INT 10: at most 1 prepared spell
    const c = newCharacter('Nováček', [{ classId: 'wizard', level: 1 }]);
    c.spells = [...owned('wizard', 'prepared', 'magic-missile'), ...owned('wizard', 'inBook', 'shield')];
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Kouzelník 1' }, { timeout: 15_000 });
    const counter = () => within(screen.getByText('Připravená kouzla', { selector: 'p' })).getByText(/\d+ \/ \d+/);
    expect(counter()).toHaveTextContent('1 / 1');
    expect(counter().className).not.toMatch(/amber/);
    await user.click(screen.getByRole('checkbox', { name: 'Připraveno: Štít' }));
    await user.click(screen.getByRole('button', { name: /^Připravit i\stak$/ }));
    expect(statusOf(c, 'shield')).toBe('prepared');
    expect(counter()).toHaveTextContent('2 / 1');
    expect(counter().className).toMatch(/amber/);
    expect(counter()).toHaveTextContent('Víc, než dovolují pravidla: 2 z 1.');
    // the header numbers say it too
    expect(screen.getAllByText('(nad limit)').length).toBeGreaterThan(0);
  });

  it('opens the full detail in place and removes a spell with undo', async () => {
    const c = seedElminster();
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await ready();
    const row = screen.getByRole('button', { name: /Ohnivá koule/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const detail = document.getElementById(row.getAttribute('aria-controls')!)!;
    expect(within(detail).getByText(/zaklínání 3\. úrovně/)).toBeInTheDocument();
    expect(within(detail).getByText(/drobná kulička z netopýřího trusu a síry/)).toBeInTheDocument();
    expect(within(detail).getByText(/ohnivý výbuch/)).toBeInTheDocument();
    expect(within(detail).getByText('Na vyšších úrovních')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Odebrat kouzlo Ohnivá koule' }));
    expect(statusOf(c, 'fireball')).toBeUndefined();
    expect(screen.queryByRole('button', { name: /Ohnivá koule/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo „Ohnivá koule“ odebráno.');
    // the focused row is gone: focus is on a neighbouring row, not lost to the page
    expect(document.activeElement).toHaveAttribute('aria-expanded');
    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(statusOf(c, 'fireball')).toBe('prepared');
    // "Vrátit" is gone with the message it was on: focus goes to the spell that is back
    await waitFor(() => expect(screen.getByRole('button', { name: /Ohnivá koule/ })).toHaveFocus());
  });

  it('switches between several characters', async () => {
    seedElminster();
    const lia = newCharacter('Lia', [{ classId: 'bard', level: 3 }]);
    lia.spells = owned('bard', 'known', 'charm-person', 'sleep');
    useAppStore.setState((s) => ({ characters: [...s.characters, lia] }));
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await ready();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Postava' }), 'Lia');
    expect(useAppStore.getState().activeCharacterId).toBe(lia.id);
    expect(screen.getByRole('heading', { level: 2, name: 'Bard 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Známá kouzla 2 / 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Připravit kouzla' })).not.toBeInTheDocument();
  });
});

describe('what the book says of a class', () => {
  it('a ranger 1 is told that rangers cast from 2nd level; a barbarian to add a casting class', async () => {
    const c = newCharacter('Nováček', [{ classId: 'ranger', level: 1 }], { str: 10, dex: 16, con: 12, int: 10, wis: 14, cha: 10 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const { unmount } = render(<SpellbookScreen />);
    expect(await screen.findByText(/^Postava Nováček zatím nesesílá kouzla: hraničář je sesílá od 2\.\súrovně\.$/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Přidej jí sesílající povolání/)).toBeNull();
    unmount();
    const d = newCharacter('Grog', [{ classId: 'barbarian', level: 1 }, { classId: 'fighter', level: 2, subclassId: 'eldritch-knight' }], { str: 16, dex: 12, con: 14, int: 12, wis: 10, cha: 8 });
    useAppStore.setState({ characters: [d], activeCharacterId: d.id });
    const second = render(<SpellbookScreen />);
    expect(await screen.findByText(/^Postava Grog zatím nesesílá kouzla: bojovník \(čaroknecht\) je sesílá od 3\.\súrovně\.$/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    second.unmount();
    const e = newCharacter('Krug', [{ classId: 'barbarian', level: 3 }], { str: 16, dex: 12, con: 14, int: 8, wis: 10, cha: 8 });
    useAppStore.setState({ characters: [e], activeCharacterId: e.id });
    render(<SpellbookScreen />);
    expect(await screen.findByText(/Postava Krug zatím nesesílá kouzla\. Přidej jí sesílající povolání/, undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('the wizard\'s book says what copying a found spell costs (SRD Wizard: 2 hours and 50 gp per level)', async () => {
    seedElminster();
    render(<SpellbookScreen />);
    await ready();
    expect(within(wizard()).getByText(/na každou jeho úroveň to zabere 2\shodiny a\sstojí 50\szl\./)).toBeInTheDocument();
    expect(within(cleric()).queryByText(/opsat/)).toBeNull();
    expect(within(wizard()).queryByText(/Znalec zaklínání/)).toBeNull();
  });

  it("the wizard's book says how many spells a wizard of that level writes in for free, and how many are still missing", async () => {
    // wizard 5: 6 + 2 × 4 = 14 free spells of up to 3rd level; the book holds 5
    seedElminster();
    const first = render(<SpellbookScreen />);
    await ready();
    expect(within(wizard()).getByText(/Do knihy si zdarma zapíšeš ještě 9\skouzel kouzelníka nejvýš 3\.\súrovně\./)).toBeInTheDocument();
    first.unmount();
    const m = newCharacter('Mirka', [{ classId: 'wizard', level: 3 }], { str: 8, dex: 14, con: 14, int: 16, wis: 12, cha: 10 });
    useAppStore.setState({ characters: [m], activeCharacterId: m.id });
    const second = render(<SpellbookScreen />);
    const book = await screen.findByText(/^Kniha kouzel je zatím prázdná\./, undefined, { timeout: 15_000 });
    expect(book).toHaveTextContent(/^Kniha kouzel je zatím prázdná\. Kouzelník 3\.\súrovně si do ní zdarma zapíše 10\skouzel kouzelníka, z\stoho 8\snejvýš 1\.\súrovně a\s2\snejvýš 2\.\súrovně – přidej je tlačítkem „Přidat kouzla“\.$/);
    second.unmount();
    // a full book: nothing more to say
    const spells = ['magic-missile', 'shield', 'sleep', 'detect-magic', 'identify', 'mage-armor', 'burning-hands', 'charm-person', 'misty-step', 'invisibility'];
    useAppStore.setState({ characters: [{ ...m, spells: owned('wizard', 'inBook', ...spells) }], activeCharacterId: m.id });
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 3, name: 'Kniha kouzel (10\u00a0kouzel)' }, { timeout: 15_000 });
    expect(screen.queryByText(/zdarma zapíšeš/)).toBeNull();
    // …but the next level's spells will be free again
    expect(screen.getByText(/Kouzla za novou úroveň si zapíšeš zdarma\.$/)).toBeInTheDocument();
  });

  it('"Přidat kouzla" opens the class list on the levels the class can take now, all of them from 17th level', async () => {
    const m = newCharacter('Mirka', [{ classId: 'wizard', level: 3 }, { classId: 'paladin', level: 2 }], { str: 8, dex: 14, con: 14, int: 16, wis: 12, cha: 14 });
    useAppStore.setState({ characters: [m], activeCharacterId: m.id });
    const first = render(<SpellbookScreen />);
    expect(await screen.findByRole('link', { name: 'Přidat kouzla: Kouzelník' }, { timeout: 15_000 })).toHaveAttribute('href', '/kouzla?class=wizard&level=0,1,2&for=wizard');
    // a paladin knows no cantrips: 1st level only at paladin 2
    expect(screen.getByRole('link', { name: 'Přidat kouzla: Paladin' })).toHaveAttribute('href', '/kouzla?class=paladin&level=1&for=paladin');
    first.unmount();
    useAppStore.setState({ characters: [{ ...m, classes: [{ classId: 'wizard', level: 17 }] }], activeCharacterId: m.id });
    render(<SpellbookScreen />);
    expect(await screen.findByRole('link', { name: 'Přidat kouzla: Kouzelník' }, { timeout: 15_000 })).toHaveAttribute('href', '/kouzla?class=wizard&for=wizard');
  });

  it('an Evocation wizard copies evocation spells for half (SRD Evocation Savant)', async () => {
    const c = seedElminster();
    useAppStore.setState({ characters: [{ ...c, classes: [{ classId: 'wizard', level: 5, subclassId: 'evocation' }, { classId: 'cleric', level: 2 }] }] });
    render(<SpellbookScreen />);
    const section = await screen.findByRole('heading', { level: 2, name: 'Kouzelník (Škola zaklínání) 5' }, { timeout: 15_000 });
    expect(within(section.closest('section')!).getByText(/Kouzlo zaklínání ti zabere polovinu času a\szlata \(Znalec zaklínání\)\./)).toBeInTheDocument();
  });
});
