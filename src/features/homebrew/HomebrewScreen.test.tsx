import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import HomebrewScreen from './HomebrewScreen';
import type { HomebrewSpell } from '../../store/types';

beforeAll(async () => {
  await setupTestI18n('cs');
});
beforeEach(() => {
  useAppStore.setState(initialState());
});

async function fillBasics(user: ReturnType<typeof userEvent.setup>, name: string, description: string) {
  await user.click(screen.getByRole('button', { name: '+ Nové kouzlo' }));
  await user.type(screen.getByLabelText('Název'), name);
  await user.type(screen.getByLabelText('Vzdálenost v sázích'), '12');
  await user.click(screen.getByLabelText('Kouzelník'));
  // userEvent.type treats { and [ as keys: paste the text instead
  await user.click(screen.getByLabelText('Popis'));
  await user.paste(description);
}

describe('HomebrewScreen', () => {
  it('creates a spell whose fields read like the catalog', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vlastní kouzla' })).toBeInTheDocument();
    expect(screen.getByText('Zatím nemáš žádné vlastní kouzlo.')).toBeInTheDocument();
    await fillBasics(user, 'Ledový šíp', 'Šíp z ledu zasáhne cíl.');
    // live preview from formatFields
    expect(screen.getByText('12 sáhů')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    const hb = useAppStore.getState().homebrew;
    expect(hb).toHaveLength(1);
    expect(hb[0].data).toMatchObject({ level: 1, classes: ['wizard'], range: { kind: 'distance', feet: 60 }, homebrew: true });
    expect(hb[0].data.id).toMatch(/^hb-ledovy-sip-/);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Ledový šíp' })).toBeInTheDocument();
    expect(within(item).getByText('vlastní')).toBeInTheDocument();
    expect(within(item).getByText('1 akce · 12 sáhů · V, P · Ihned')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo „Ledový šíp“ je přidané.');
  });

  it('shows Czech errors and saves nothing when the form is wrong (1 MB description)', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: '+ Nové kouzlo' }));
    await user.click(screen.getByLabelText('Popis'));
    await user.paste('x'.repeat(1_000_000));
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Oprav prosím zvýrazněná pole.');
    expect(screen.getByText('Kouzlo potřebuje název.')).toBeInTheDocument();
    expect(screen.getByText('Popis je příliš dlouhý: 1 000 000 znaků, povoleno nejvýš 50 000.')).toBeInTheDocument();
    expect(screen.getByLabelText('Název')).toHaveAttribute('aria-invalid', 'true');
    expect(useAppStore.getState().homebrew).toHaveLength(0);
  });

  it('clears a field\'s error as soon as the player edits that field', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: '+ Nové kouzlo' }));
    await user.click(screen.getByLabelText(/^V\s–\sverbální$/));
    await user.click(screen.getByLabelText(/^P\s–\spohybová$/));
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(screen.getByText('Kouzlo potřebuje název.')).toBeInTheDocument();
    expect(screen.getByText('Napiš popis kouzla.')).toBeInTheDocument();
    expect(screen.getByText(/^Vyber aspoň/)).toBeInTheDocument();
    // a limit reads as a Czech number, with spaces between thousands
    expect(screen.getByText('Zadej kladné číslo (nejvýš 1 056 000).')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Název'), 'Š');
    expect(screen.queryByText('Kouzlo potřebuje název.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Název')).not.toHaveAttribute('aria-invalid');
    // the other fields still say what is wrong with them
    expect(screen.getByText('Napiš popis kouzla.')).toBeInTheDocument();
    expect(screen.getByLabelText('Popis')).toHaveAttribute('aria-invalid', 'true');

    // "no components" is answered by any of the three
    await user.click(screen.getByLabelText(/^P\s–\spohybová$/));
    expect(screen.queryByText(/^Vyber aspoň/)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Popis'));
    await user.paste('Popis.');
    expect(screen.queryByText('Napiš popis kouzla.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Vzdálenost v sázích'), '12');
    // every flagged field edited: nothing left to fix until the next save
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders hostile names and descriptions as inert text', async () => {
    const user = userEvent.setup();
    const { container } = render(<HomebrewScreen />);
    await fillBasics(user, '<img src=x onerror=alert(1)>', 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('edits and deletes with undo; warns when characters use the spell', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await fillBasics(user, 'Šíp', 'Popis.');
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    const id = useAppStore.getState().homebrew[0].data.id;
    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Šíp' }));
    const name = screen.getByLabelText('Název');
    await user.clear(name);
    await user.type(name, 'Velký šíp');
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(useAppStore.getState().homebrew.map((h) => [h.data.id, h.text.name])).toEqual([[id, 'Velký šíp']]);

    act(() => {
      const r = useAppStore.getState().createCharacter({ name: 'Mirek', classes: [{ classId: 'wizard', level: 3 }], abilities: { str: 10, dex: 10, con: 10, int: 16, wis: 10, cha: 10 } });
      if (r.ok) useAppStore.getState().addSpell(r.id, { spell: useAppStore.getState().homebrew[0].data as never, classId: 'wizard', status: 'prepared' }, { force: true });
    });
    await user.click(screen.getByRole('button', { name: 'Smazat kouzlo Velký šíp' }));
    expect(screen.getByText(/Má ho v knize: Mirek/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Smazat' }));
    expect(useAppStore.getState().homebrew).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(useAppStore.getState().homebrew.map((h) => h.data.id)).toEqual([id]);
  });

  it('keeps a typed distance when the player switches language mid-edit (sáhy ↔ feet)', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await fillBasics(user, 'Ledový šíp', 'Šíp z ledu.');
    await user.selectOptions(screen.getByLabelText('Tvar oblasti'), 'sphere');
    await user.type(screen.getByLabelText(/Velikost/), '4');
    await user.click(screen.getByRole('button', { name: '+ Jiná podoba oblasti' }));
    const other = () => screen.getByRole('group', { name: /^(Jiná podoba oblasti|Alternative area)$/ });
    await user.selectOptions(within(other()).getByLabelText('Tvar oblasti'), 'cylinder');
    await user.type(within(other()).getByLabelText('Velikost v sázích'), '1,5');
    await user.type(within(other()).getByLabelText('Výška v sázích'), '3');
    const i18n = await act(() => setupTestI18n('en'));
    try {
      // 12 sáhů are 60 feet, and the 4-sáh sphere is 20 feet: the fields now say so in feet
      expect(screen.getByLabelText('Distance in feet')).toHaveValue('60');
      expect(screen.getAllByLabelText('Size in feet')[0]).toHaveValue('20');
      // the second form too: a cylinder 1,5 sáhu across and 3 sáhy high is 7.5 by 15 feet
      expect(within(other()).getByLabelText('Size in feet')).toHaveValue('7.5');
      expect(within(other()).getByLabelText('Height in feet')).toHaveValue('15');
      await user.click(screen.getByRole('button', { name: 'Save spell' }));
      expect(useAppStore.getState().homebrew[0].data).toMatchObject({
        range: { kind: 'distance', feet: 60 },
        area: { shape: 'sphere', sizeFt: 20 },
        areaOr: { shape: 'cylinder', sizeFt: 7.5, heightFt: 15 },
      });
    } finally {
      await act(() => i18n.changeLanguage('cs'));
    }
  });

  it('words a listed spell’s level and school as the catalog does, in both languages', async () => {
    const data = (id: string, level: number, ritual: boolean): HomebrewSpell['data'] => ({
      id, srdName: id, level, school: level ? 'evocation' : 'divination', ritual, concentration: false,
      castingTime: { amount: 1, unit: 'action' }, range: { kind: 'touch' }, components: { v: true, s: false, m: false },
      duration: { unit: 'instantaneous', upTo: false, concentration: false }, classes: ['wizard'], subclasses: [], homebrew: true,
    });
    const text = (name: string) => ({ name, castingTime: '', range: '', components: '', duration: '', description: ['Text.'] });
    useAppStore.setState({ homebrew: [{ data: data('hb-a', 2, true), text: text('Alfa') }, { data: data('hb-b', 0, false), text: text('Beta') }] });
    render(<HomebrewScreen />);
    const row = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    expect(within(row('Beta')).getByText('trik – věštění')).toBeInTheDocument();
    expect(within(row('Alfa')).getByText('zaklínání 2. úrovně (rituál)')).toBeInTheDocument();
    const i18n = await act(() => setupTestI18n('en'));
    try {
      expect(within(row('Alfa')).getByText('2nd-level evocation (ritual)')).toBeInTheDocument();
      expect(within(row('Beta')).getByText('Divination cantrip')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('cs'));
    }
  });

  it('shows a stored width and second form for editing; saving unchanged keeps the data', async () => {
    const data: HomebrewSpell['data'] = {
      id: 'hb-ohniva-zed-a1b2', srdName: 'Ohnivá zeď', level: 4, school: 'evocation', ritual: false, concentration: true,
      castingTime: { amount: 1, unit: 'action' }, range: { kind: 'distance', feet: 120 }, components: { v: true, s: true, m: false },
      duration: { unit: 'minute', amount: 1, upTo: false, concentration: true }, classes: ['wizard'], subclasses: [], homebrew: true,
      area: { shape: 'line', sizeFt: 60, widthFt: 1 }, areaOr: { shape: 'cylinder', sizeFt: 10, heightFt: 20 },
    };
    useAppStore.setState({ homebrew: [{ data, text: { name: 'Ohnivá zeď', castingTime: '', range: '', components: '', duration: '', description: ['Zeď.'] } }] });
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Ohnivá zeď' }));
    // a foot-thick wall: 0,2 sáhu
    expect(screen.getByLabelText('Šířka v sázích')).toHaveValue('0,2');
    const other = screen.getByRole('group', { name: 'Jiná podoba oblasti' });
    expect(within(other).getByLabelText('Tvar oblasti')).toHaveValue('cylinder');
    expect(within(other).getByLabelText('Velikost v sázích')).toHaveValue('2');
    expect(within(other).getByLabelText('Výška v sázích')).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(useAppStore.getState().homebrew[0].data).toEqual(data);

    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Ohnivá zeď' }));
    await user.click(screen.getByRole('button', { name: 'Odebrat jinou podobu' }));
    expect(screen.queryByRole('group', { name: 'Jiná podoba oblasti' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '+ Jiná podoba oblasti' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    const { areaOr: _gone, ...rest } = data;
    expect(useAppStore.getState().homebrew[0].data).toEqual(rest);
  });

  it('refuses a second form without a size and a line wider than 20 sáhů, with Czech messages', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await fillBasics(user, 'Klec', 'Klec ze síly.');
    await user.selectOptions(screen.getByLabelText('Tvar oblasti'), 'line');
    await user.type(screen.getByLabelText('Velikost v sázích'), '12');
    await user.type(screen.getByLabelText('Šířka v sázích'), '25');
    await user.click(screen.getByRole('button', { name: '+ Jiná podoba oblasti' }));
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    // the second form starts as a line too: its width may stay empty (a 1-sáh line)
    expect(screen.getAllByLabelText('Šířka v sázích')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Zadej kladné číslo (nejvýš 20).')).toBeInTheDocument();
    const other = screen.getByRole('group', { name: 'Jiná podoba oblasti' });
    expect(within(other).getByLabelText('Velikost v sázích')).toHaveAttribute('aria-invalid', 'true');
    expect(within(other).getByLabelText('Šířka v sázích')).not.toHaveAttribute('aria-invalid');
    expect(useAppStore.getState().homebrew).toHaveLength(0);
  });

  it('a range in miles opens in miles and saves unchanged; a new one is typed in miles in English', async () => {
    const data: HomebrewSpell['data'] = {
      id: 'hb-obraz-a1b2', srdName: 'Obraz', level: 7, school: 'illusion', ritual: false, concentration: true,
      castingTime: { amount: 1, unit: 'action' }, range: { kind: 'distance', feet: 2_640_000, miles: 500 }, components: { v: true, s: true, m: false },
      duration: { unit: 'day', amount: 1, upTo: false, concentration: true }, classes: ['wizard'], subclasses: [], homebrew: true,
    };
    useAppStore.setState({ homebrew: [{ data, text: { name: 'Obraz', castingTime: '', range: '', components: '', duration: '', description: ['Obraz.'] } }] });
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Obraz' }));
    expect(screen.getByLabelText('Vzdálenost v mílích')).toHaveValue('500');
    expect(screen.getByLabelText('Jednotka dosahu')).toHaveDisplayValue('míle');
    expect(within(screen.getByRole('region', { name: 'Jak se kouzlo zobrazí' })).getByText('500 mil')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(useAppStore.getState().homebrew[0].data).toEqual(data);
    expect(useAppStore.getState().homebrew[0].text.range).toBe('500\u00a0mil');

    const i18n = await act(() => setupTestI18n('en'));
    try {
      await user.click(screen.getByRole('button', { name: '+ New spell' }));
      await user.type(screen.getByLabelText('Name'), 'Far Voice');
      await user.selectOptions(screen.getByLabelText('Range unit'), 'mile');
      await user.type(screen.getByLabelText('Distance in miles'), '1.5');
      await user.click(screen.getByLabelText('Wizard'));
      await user.click(screen.getByLabelText('Description'));
      await user.paste('A voice.');
      await user.click(screen.getByRole('button', { name: 'Save spell' }));
      const saved = useAppStore.getState().homebrew.find((h) => h.data.srdName === 'Far Voice')!;
      expect(saved.data.range).toEqual({ kind: 'distance', feet: 7920, miles: 1.5 });
      expect(saved.text.range).toBe('1.5\u00a0miles');
    } finally {
      await act(() => i18n.changeLanguage('cs'));
    }
  });
});
