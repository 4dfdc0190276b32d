import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { setupSpellScreen } from '../../testing/screen';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import type { HomebrewSpell } from '../../store/types';
import CatalogScreen from './CatalogScreen';

setupSpellScreen('/kouzla');

const search = () => screen.getByRole('searchbox', { name: 'Hledat kouzlo' });
const count = () => screen.getByText(/^\d+ kouz(lo|la|el)$/);
const spellLinks = () => within(screen.getByRole('list', { name: 'Seznam kouzel' })).queryAllByRole('link').map((a) => a.firstElementChild?.textContent ?? '');

async function ready() {
  await screen.findByText('319 kouzel', undefined, { timeout: 15_000 });
}

describe('catalog screen', { timeout: 30_000 }, () => {
  it('lists the catalog sorted by level, cantrips first', async () => {
    render(<CatalogScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kouzla' })).toBeInTheDocument();
    await ready();
    expect(screen.getByText('Triky')).toBeInTheDocument();
    const names = spellLinks();
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBeLessThan(60); // virtualized: only the rows on screen are rendered
    // Czech collation: "Č…" sorts after "C…" and before "D…", "Ch" after "H"
    expect(names.slice(0, 3)).toEqual([...names.slice(0, 3)].sort(new Intl.Collator('cs').compare));
  });

  it.each(['ohniva', 'OHNIVÁ', 'fireball'])('search "%s" finds Ohnivá koule', async (q) => {
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await ready();
    await user.type(search(), q);
    const link = screen.getByRole('link', { name: /Ohnivá koule/ });
    expect(link).toHaveAttribute('href', '/kouzla/fireball');
    // the row's second line, capitalised once per spell (not with CSS)
    expect(link).toHaveTextContent('Zaklínání · 1 akce · 30 sáhů');
    expect(spellLinks()).not.toContain('Dotek smrti');
    // opening the detail keeps the query in the address (for the way back)
    await user.click(link);
    expect(window.location.pathname + window.location.search).toBe(`/kouzla/fireball?q=${encodeURIComponent(q).replace(/%20/g, '+')}`);
  });

  it('a row\'s badges are abbreviated on a phone, whole words for a screen reader', async () => {
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await ready();
    await user.type(search(), 'detect magic');
    const link = screen.getByRole('link', { name: /Najdi magii/ });
    // "R" and "soustř." are hidden from assistive tech; the words are sr-only below the sm breakpoint
    expect(link).toHaveAccessibleName(/^Najdi magii\s*rituál\s*soustředění/);
    expect(within(link).getByText('soustř.')).toHaveAttribute('aria-hidden', 'true');
    expect(within(link).getByText('soustředění')).toHaveClass('max-sm:sr-only');
  });

  it('counts results with Czech plurals', async () => {
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await ready();
    await user.type(search(), 'ohniva strela');
    expect(count()).toHaveTextContent('1 kouzlo');
    await user.clear(search());
    await user.type(search(), 'fireball');
    expect(count()).toHaveTextContent('2 kouzla');
    await user.clear(search());
    await user.type(search(), 'xyzzy');
    expect(count()).toHaveTextContent('0 kouzel');
    expect(screen.getByText('Hledání ani filtrům neodpovídá žádné kouzlo.')).toBeInTheDocument();
    // a name the SRD lacks (e.g. Hex): the way to write it as a custom spell
    expect(screen.getByRole('link', { name: 'Vlastní kouzla' })).toHaveAttribute('href', '/vlastni-kouzla');
    expect(i18next.t('catalog.count', { count: 5 })).toBe('5\u00a0kouzel');
  });

  it('writes the typed query into the URL after a pause', async () => {
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await ready();
    await user.type(search(), 'ohniva');
    await waitFor(() => expect(window.location.search).toBe('?q=ohniva'));
  });

  it('filters by class and level through the collapsible panel, into the URL', async () => {
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await ready();
    const toggle = screen.getByRole('button', { name: /^Filtry/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'kouzelník' }));
    await user.click(screen.getByRole('button', { name: '3.\u00a0úroveň' }));
    expect(window.location.search).toBe('?class=wizard&level=3');
    expect(screen.getByRole('button', { name: 'kouzelník' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Filtry (2)' })).toBeInTheDocument();
    expect(screen.getByText('3. úroveň', { selector: 'li' })).toBeInTheDocument();
    expect(spellLinks()).toContain('Ohnivá koule');
    expect(spellLinks()).not.toContain('Ohnivá střela');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soustředění' }), 'ne');
    expect(window.location.search).toBe('?class=wizard&level=3&conc=0');
    expect(spellLinks()).not.toContain('Let'); // Fly needs concentration
    await user.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    expect(window.location.search).toBe('');
    expect(count()).toHaveTextContent('319 kouzel');
    // nothing to clear: the button is hidden (not in the accessibility tree); a query brings it back
    expect(screen.queryByRole('button', { name: 'Zrušit filtry' })).not.toBeInTheDocument();
    await user.type(search(), 'o');
    expect(screen.getByRole('button', { name: 'Zrušit filtry' })).toBeVisible();
  });

  it('offers the homebrew spells from the filter panel (a spell the SRD lacks)', async () => {
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await ready();
    expect(screen.queryByRole('link', { name: 'Vlastní kouzla: přidat či upravit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Filtry/ }));
    await user.click(screen.getByRole('link', { name: 'Vlastní kouzla: přidat či upravit' }));
    expect(window.location.pathname).toBe('/vlastni-kouzla');
  });

  it('restores query and filters from the URL (bookmark / reload)', async () => {
    window.history.replaceState(null, '', '/kouzla?q=ohniva&class=wizard&level=3');
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await screen.findByRole('link', { name: /Ohnivá koule/ }, { timeout: 15_000 });
    expect(search()).toHaveValue('ohniva');
    expect(count()).toHaveTextContent('1 kouzlo');
    await user.click(screen.getByRole('button', { name: 'Filtry (2)' }));
    expect(screen.getByRole('button', { name: 'kouzelník' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '3.\u00a0úroveň' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'klerik' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the active filters as chips; a tap on a chip removes that filter', async () => {
    window.history.replaceState(null, '', '/kouzla?class=wizard&level=3&conc=0');
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await screen.findByRole('button', { name: 'Filtry (3)' }, { timeout: 15_000 });
    const chips = screen.getByRole('list', { name: 'Použité filtry' });
    expect(within(chips).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Zrušit filtr: Kouzelník', 'Zrušit filtr: 3.\u00a0úroveň', 'Zrušit filtr: Bez soustředění']);
    // the chips show the words as the filter panel does, capitalised
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Kouzelník×', '3.\u00a0úroveň×', 'Bez soustředění×']);
    await user.click(within(chips).getByRole('button', { name: 'Zrušit filtr: 3.\u00a0úroveň' }));
    expect(window.location.search).toBe('?class=wizard&conc=0');
    expect(screen.getByRole('button', { name: 'Filtry (2)' })).toBeInTheDocument();
  });

  it('three or more levels in a row are one chip, and a tap removes them all', async () => {
    window.history.replaceState(null, '', '/kouzla?class=wizard&level=0,1,2,5,7,8,9');
    const user = userEvent.setup();
    render(<CatalogScreen />);
    // the count is the chips' count: a run of levels is one
    await screen.findByRole('button', { name: 'Filtry (4)' }, { timeout: 15_000 });
    const chips = screen.getByRole('list', { name: 'Použité filtry' });
    const text = () => within(chips).getAllByRole('button').map((b) => b.textContent?.replace(/\u00a0/g, ' '));
    expect(text()).toEqual(['Kouzelník×', 'Triky až 2. úroveň×', '5. úroveň×', '7.–9. úroveň×']);
    await user.click(within(chips).getByRole('button', { name: /^Zrušit filtr: Triky až 2\.\súroveň$/ }));
    expect(window.location.search).toBe('?class=wizard&level=5,7,8,9');
    await act(() => setupTestI18n('en'));
    try {
      expect(text()).toEqual(['Wizard×', '5th level×', '7th–9th level×']);
    } finally {
      await act(() => setupTestI18n('cs'));
    }
  });

  it('names the cantrips chip in the plural, as the range chip does', async () => {
    window.history.replaceState(null, '', '/kouzla?level=0');
    render(<CatalogScreen />);
    await screen.findByRole('button', { name: 'Filtry (1)' }, { timeout: 15_000 });
    expect(within(screen.getByRole('list', { name: 'Použité filtry' })).getByRole('button', { name: 'Zrušit filtr: Triky' })).toHaveTextContent(/^Triky×$/);
    await act(() => setupTestI18n('en'));
    try {
      expect(screen.getByRole('button', { name: 'Remove filter: Cantrips' })).toHaveTextContent(/^Cantrips×$/);
    } finally {
      await act(() => setupTestI18n('cs'));
    }
  });

  it('words a yes/no filter chip as a spell card tags the spell', async () => {
    window.history.replaceState(null, '', '/kouzla?ritual=1&costly=0');
    render(<CatalogScreen />);
    await screen.findByRole('button', { name: 'Filtry (2)' }, { timeout: 15_000 });
    const chips = screen.getByRole('list', { name: 'Použité filtry' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Rituál×', 'Bez drahé suroviny×']);
    await act(() => setupTestI18n('en'));
    try {
      expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ritual×', 'No costly material×']);
    } finally {
      await act(() => i18next.changeLanguage('cs'));
    }
  });

  it('follows the URL when it changes from outside (back button)', async () => {
    render(<CatalogScreen />);
    await ready();
    act(() => window.history.pushState(null, '', '/kouzla?q=fireball'));
    await waitFor(() => expect(search()).toHaveValue('fireball'));
    expect(count()).toHaveTextContent('2 kouzla');
  });

  it('shows homebrew spells from the store, marked "vlastní"', async () => {
    const hb: HomebrewSpell = {
      data: {
        id: 'hb-zkusebni-blesk', srdName: '', level: 1, school: 'evocation', ritual: false, concentration: false,
        castingTime: { amount: 1, unit: 'action' }, range: { kind: 'distance', feet: 60 }, components: { v: true, s: false, m: false },
        duration: { unit: 'instantaneous', upTo: false, concentration: false }, classes: ['wizard'], subclasses: [], homebrew: true,
      },
      text: { name: 'Zkušební blesk', castingTime: '', range: '', components: '', duration: '', description: ['Blesk.'] },
    };
    useAppStore.setState({ homebrew: [hb] });
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await screen.findByText('320 kouzel', undefined, { timeout: 15_000 });
    await user.type(search(), 'zkusebni')
    const link = screen.getByRole('link', { name: /Zkušební blesk/ });
    expect(within(link).getByText('vlastní')).toBeInTheDocument();
  });
});
