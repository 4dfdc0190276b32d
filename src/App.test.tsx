// Navigation between screens (App): a lazy screen replaces the previous one when its chunk and its
// data are there — the previous screen stays up meanwhile, no "Načítám…" placeholder in between —
// and a screen that shows spells opens with its list already filled when the catalog has loaded.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { useAppStore } from './store/app-store';
import { newCharacter } from './store/defaults';
import { setupSpellScreen } from './testing/screen';

vi.setConfig({ testTimeout: 30_000 });

// Which lazy screen modules have been imported (a vi.mock factory runs at the module's first import).
const imported = vi.hoisted(() => [] as string[]);
vi.mock('./features/rules-reference/RulesScreen', async (importOriginal) => {
  imported.push('rules');
  return importOriginal();
});
setupSpellScreen('/');

describe('App navigation', () => {
  it('keeps the current screen until the next one is ready, then shows it', async () => {
    useAppStore.setState({ characters: [newCharacter('Elminster', [{ classId: 'wizard', level: 5 }])] });
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Postavy' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hlavní nabídka' });
    await user.click(within(nav).getByRole('link', { name: 'Kouzla' }));
    // The tab is current at once; the characters stay on screen while the catalog's chunk loads.
    expect(within(nav).getByRole('link', { name: 'Kouzla' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Načítám…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Postavy' })).toBeInTheDocument();
    // Then the catalog, with its spells (the catalog was loaded with the screen, not after it).
    expect(await screen.findByRole('heading', { level: 1, name: 'Kouzla' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Načítám kouzla…')).not.toBeInTheDocument();
    expect(screen.getByText('319 kouzel')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Postavy' })).not.toBeInTheDocument();
    await act(async () => {});
  });

  it('an address that is no screen says so and offers the way back', async () => {
    window.history.replaceState(null, '', '/kuzla');
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(screen.getByText(/možná je v\sodkazu překlep/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Na postavy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Postavy' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it("the editor opened on another character's address shows that character, not the last one's form", async () => {
    const a = newCharacter('Elminster', [{ classId: 'wizard', level: 5 }]);
    const b = newCharacter('Lia', [{ classId: 'bard', level: 3 }]);
    useAppStore.setState({ characters: [a, b] });
    window.history.replaceState(null, '', `/postava/${a.id}`);
    const user = userEvent.setup();
    render(<App />);
    const name = await screen.findByRole('textbox', { name: /Jméno/ }, { timeout: 20_000 });
    expect(name).toHaveValue('Elminster');
    await user.type(name, ' Veliký');
    act(() => {
      window.history.pushState(null, '', `/postava/${b.id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('textbox', { name: /Jméno/ })).toHaveValue('Lia');
    window.history.replaceState(null, '', '/');
  });

  it('names the language button by the letters it shows, in the page language', async () => {
    const user = userEvent.setup();
    render(<App />);
    // label in name (WCAG 2.5.3): speech input says what the player sees ("EN", then "CS")
    const toEnglish = screen.getByRole('button', { name: 'EN – přepnout do angličtiny' });
    expect(toEnglish).toHaveTextContent(/^EN$/);
    expect(toEnglish).not.toHaveAttribute('lang');
    await user.click(toEnglish);
    expect(await screen.findByRole('button', { name: 'CS — switch to Czech' })).toHaveTextContent(/^CS$/);
    await user.click(screen.getByRole('button', { name: 'CS — switch to Czech' }));
    expect(await screen.findByRole('button', { name: 'EN – přepnout do angličtiny' })).toBeInTheDocument();
  });

  it('starts loading a screen when the finger touches its tab, before the tap', async () => {
    render(<App />);
    const nav = screen.getByRole('navigation', { name: 'Hlavní nabídka' });
    const rules = within(nav).getByRole('link', { name: 'Pravidla' });
    await act(async () => {});
    expect(imported).not.toContain('rules');
    fireEvent.pointerDown(rules);
    await waitFor(() => expect(imported).toContain('rules'));
    expect(screen.getByRole('heading', { level: 1, name: 'Postavy' })).toBeInTheDocument();
  });

  it('names the tab after the screen, and follows screen and language (the description too)', async () => {
    useAppStore.setState({ characters: [newCharacter('Elminster', [{ classId: 'wizard', level: 5 }])] });
    // as in index.html
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Grimoár – česká kniha kouzel">');
    const description = () => document.querySelector('meta[name="description"]')!.getAttribute('content');
    const user = userEvent.setup();
    render(<App />);
    await waitFor(() => expect(document.title).toBe('Postavy – Grimoár'));
    const nav = screen.getByRole('navigation', { name: 'Hlavní nabídka' });
    await user.click(within(nav).getByRole('link', { name: 'Kouzla' }));
    await screen.findByRole('heading', { level: 1, name: 'Kouzla' }, { timeout: 20_000 });
    await waitFor(() => expect(document.title).toBe('Kouzla – Grimoár'));
    await user.click(screen.getByRole('button', { name: 'EN – přepnout do angličtiny' }));
    await waitFor(() => expect(document.title).toBe('Spells — Grimoár'));
    expect(description()).toMatch(/^Grimoár — a D&D 5e spellbook/);
    await user.click(screen.getByRole('button', { name: 'CS — switch to Czech' }));
    await waitFor(() => expect(document.title).toBe('Kouzla – Grimoár'));
    expect(description()).toMatch(/^Grimoár – česká kniha kouzel a\spočítadlo/);
  });
});

