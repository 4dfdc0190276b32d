// Focus after an in-app navigation (useFocusNewScreen in App): the new screen's h1 takes it, so a
// screen reader reads where the player landed and the keyboard goes on from there — but not at
// start, not when only the query string changes (typing in the catalog's search) and not when the
// control used stays on screen. Phone layout (jsdom has no matchMedia).
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { useAppStore } from './store/app-store';
import { newCharacter } from './store/defaults';
import { setupSpellScreen } from './testing/screen';

vi.setConfig({ testTimeout: 30_000 });
setupSpellScreen('/');

const nav = () => screen.getByRole('navigation', { name: 'Hlavní nabídka' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });
/** a moment for the effects and observers that could (wrongly) move focus */
const settle = () => act(() => new Promise((r) => setTimeout(r, 400)));

describe('focus after an in-app navigation', () => {
  it('moves to the new screen’s h1 after a tap on the navigation, quietly focusable', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(within(nav()).getByRole('link', { name: 'Pravidla' }));
    const h1 = await heading('Pravidla sesílání kouzel');
    await waitFor(() => expect(h1).toHaveFocus());
    expect(h1).toHaveAttribute('tabindex', '-1');
    // focusable only by script: once focus leaves it, it is a plain heading again
    await user.tab();
    expect(h1).not.toHaveAttribute('tabindex');
  });

  it('does not take focus on the first render, nor on a redirect at start', async () => {
    const c = newCharacter('Elminster', [{ classId: 'wizard', level: 5 }]);
    useAppStore.setState({ characters: [c], chosenCharacterId: c.id });
    window.history.replaceState(null, '', '/kniha');
    render(<App />);
    await heading('Kniha kouzel');
    // the bare route takes the character's id into the address (history.replaceState)
    await waitFor(() => expect(window.location.pathname).toBe(`/kniha/${c.id}`));
    await settle();
    expect(document.body).toHaveFocus();
  });

  it('keeps focus in the catalog’s search box while typing and when only the query changes', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(within(nav()).getByRole('link', { name: 'Kouzla' }));
    await heading('Kouzla');
    const search = screen.getByRole('searchbox', { name: 'Hledat kouzlo' });
    await user.click(search);
    await user.type(search, 'ohn');
    // the typed query reaches the address after a pause (history.replaceState)
    await waitFor(() => expect(window.location.search).toBe('?q=ohn'));
    // a link to the same screen with other filters (history.pushState, same path)
    act(() => window.history.pushState(null, '', '/kouzla?q=ohnivá'));
    await settle();
    expect(search).toHaveFocus();
  });

  it('back and forward move focus the same way as a link', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(within(nav()).getByRole('link', { name: 'Pravidla' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Pravidla sesílání kouzel' })).toHaveFocus(), { timeout: 20_000 });
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Postavy' })).toHaveFocus(), { timeout: 5_000 });
  });

  it('leaves focus on the spellbook’s character switcher when it changes the character', async () => {
    const a = newCharacter('Elminster', [{ classId: 'wizard', level: 5 }]);
    const b = newCharacter('Mordenkainen', [{ classId: 'wizard', level: 3 }]);
    useAppStore.setState({ characters: [a, b], chosenCharacterId: a.id });
    window.history.replaceState(null, '', `/kniha/${a.id}`);
    const user = userEvent.setup();
    render(<App />);
    await heading('Kniha kouzel');
    const who = screen.getByRole('combobox', { name: 'Postava' });
    await user.selectOptions(who, b.id);
    await waitFor(() => expect(window.location.pathname).toBe(`/kniha/${b.id}`));
    await settle();
    expect(screen.getByRole('combobox', { name: 'Postava' })).toHaveFocus();
  });

  it('back from a spell to the list focuses that spell’s row (phone)', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(within(nav()).getByRole('link', { name: 'Kouzla' }));
    await heading('Kouzla');
    const list = screen.getByRole('list', { name: 'Seznam kouzel' });
    const row = within(list).getAllByRole('link')[0];
    const name = row.querySelector('span')?.textContent ?? '';
    await user.click(row);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name })).toHaveFocus(), { timeout: 20_000 });
    await user.click(screen.getByRole('link', { name: /Zpět/ }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('href', row.getAttribute('href')), { timeout: 5_000 });
  });
});
