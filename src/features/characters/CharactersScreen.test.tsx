import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import type { Character } from '../../store/types';
import { CharactersScreen } from './CharactersScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

// userEvent typing in jsdom is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await setupTestI18n('cs');
});

function seed(): Character[] {
  const a = newCharacter('Elminster', [{ classId: 'wizard', level: 5 }, { classId: 'cleric', level: 2 }]);
  a.spells = [{ spellId: 'shield', classId: 'wizard', status: 'prepared' }];
  const b = newCharacter('Lia', [{ classId: 'bard', level: 3 }]);
  b.spells = [
    { spellId: 'charm-person', classId: 'bard', status: 'known' },
    { spellId: 'sleep', classId: 'bard', status: 'known' },
  ];
  const c = newCharacter('Tordek', [{ classId: 'fighter', level: 7, subclassId: 'eldritch-knight' }]);
  c.spells = ['shield', 'sleep', 'light', 'fire-bolt', 'magic-missile'].map((spellId) => ({ spellId, classId: 'fighter' as const, status: 'known' as const }));
  useAppStore.setState({ ...initialState(), characters: [a, b, c], activeCharacterId: a.id });
  return [a, b, c];
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  useAppStore.setState(initialState());
});

const cardOf = (name: string) => screen.getByRole('article', { name });
const names = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('characters list', () => {
  it('invites to create the first character when there is none', () => {
    render(<CharactersScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Postavy' })).toBeInTheDocument();
    expect(screen.getByText('Zatím nemáš žádnou postavu. Založ první a naplň její knihu kouzel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Založit první postavu' })).toHaveAttribute('href', '/postava/nova');
    // a player on a new phone finds the way to bring a character over
    expect(screen.getByText(/Hraješ už na jiném zařízení\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: vlna('Záloha a přenos') })).toHaveAttribute('href', '/nastaveni#prenos');
  });

  it('shows classes with levels in Czech and spell counts with Czech plurals', () => {
    seed();
    render(<CharactersScreen />);
    const a = cardOf('Elminster');
    expect(within(a).getByText(/Kouzelník 5 \/ Klerik 2/)).toBeInTheDocument();
    expect(within(a).getByText(/7\. úroveň/)).toBeInTheDocument();
    expect(within(a).getByText('1 kouzlo')).toBeInTheDocument();
    expect(within(a).getByText('Aktivní')).toBeInTheDocument();
    expect(within(cardOf('Lia')).getByText('2 kouzla')).toBeInTheDocument();
    expect(within(cardOf('Tordek')).getByText('Bojovník (Čaroknecht) 7')).toBeInTheDocument();
    expect(within(cardOf('Tordek')).getByText('5 kouzel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nová postava' })).toHaveAttribute('href', '/postava/nova');
  });

  it('deletes a character and brings it back with "Vrátit" at the same place, still active, the focus following', async () => {
    const [a] = seed();
    const user = userEvent.setup();
    render(<CharactersScreen />);
    await user.click(screen.getByRole('button', { name: 'Smazat postavu Elminster' }));
    // it asks first; "Zrušit" keeps the character
    const dialog = screen.getByRole('dialog', { name: 'Smazat postavu?' });
    expect(dialog).toHaveTextContent('Postava „Elminster“ bude smazaná i se svou knihou kouzel.');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(names()).toEqual(['Elminster', 'Lia', 'Tordek']);
    await user.click(screen.getByRole('button', { name: 'Smazat postavu Elminster' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Smazat postavu?' })).getByRole('button', { name: 'Smazat' }));
    expect(names()).toEqual(['Lia', 'Tordek']);
    expect(useAppStore.getState().characters.map((c) => c.name)).toEqual(['Lia', 'Tordek']);
    expect(screen.getByRole('status')).toHaveTextContent('Postava „Elminster“ je smazaná.');
    // the focus goes to "Vrátit" (the card with the focused button is gone), and then to the card back
    expect(screen.getByRole('button', { name: 'Vrátit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Elminster' })).toHaveFocus();
    expect(names()).toEqual(['Elminster', 'Lia', 'Tordek']);
    expect(useAppStore.getState().activeCharacterId).toBe(a.id);
    expect(useAppStore.getState().characters[0]).toEqual(a);
    expect(screen.getByRole('status')).toHaveTextContent('Postava „Elminster“ je zpět.');
    expect(screen.queryByRole('button', { name: 'Vrátit' })).not.toBeInTheDocument();
  });

  it('a delete can still be undone after a look at another screen', async () => {
    const [a] = seed();
    const user = userEvent.setup();
    const first = render(<CharactersScreen />);
    await user.click(screen.getByRole('button', { name: 'Smazat postavu Elminster' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Smazat postavu?' })).getByRole('button', { name: 'Smazat' }));
    first.unmount(); // the player opens another screen, then comes back
    render(<CharactersScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Postava „Elminster“ je smazaná.');
    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(names()).toEqual(['Elminster', 'Lia', 'Tordek']);
    expect(useAppStore.getState().characters[0]).toEqual(a);
    expect(screen.getByRole('status')).toHaveTextContent('Postava „Elminster“ je zpět.');
    expect(screen.queryByRole('button', { name: 'Vrátit' })).not.toBeInTheDocument();
  });

  it('duplicates a character right after the original', async () => {
    seed();
    const user = userEvent.setup();
    render(<CharactersScreen />);
    await user.click(screen.getByRole('button', { name: 'Kopírovat postavu Lia' }));
    expect(names()).toEqual(['Elminster', 'Lia', 'Lia (kopie)', 'Tordek']);
    expect(within(cardOf('Lia (kopie)')).getByText('2 kouzla')).toBeInTheDocument();
    // a second copy does not share the first one's name
    await user.click(screen.getByRole('button', { name: 'Kopírovat postavu Lia' }));
    expect(names()).toEqual(['Elminster', 'Lia', 'Lia (kopie 2)', 'Lia (kopie)', 'Tordek']);
    expect(screen.getByRole('status')).toHaveTextContent('Vytvořena kopie „Lia (kopie 2)“.');
  });

  it('a copy of a long name stays whole: shortened with "…", " (kopie)" kept, the toast names it as stored', async () => {
    const start = 'Zora Bělohlávková-Šťastná z Horních Počernic a Dolních Měcholup'; // 63 characters
    const a = newCharacter(`${start} ${'🔥'.repeat(16)}`, [{ classId: 'sorcerer', level: 3 }]); // 80
    useAppStore.setState({ ...initialState(), characters: [a], activeCharacterId: a.id });
    const user = userEvent.setup();
    render(<CharactersScreen />);
    await user.click(screen.getByRole('button', { name: `Kopírovat postavu ${a.name}` }));
    // 71 characters of the name, "…", " (kopie)": 80, no emoji cut in half
    const copy = `${start} ${'🔥'.repeat(7)}… (kopie)`;
    expect(useAppStore.getState().characters[1].name).toBe(copy);
    expect(screen.getByRole('status')).toHaveTextContent(`Vytvořena kopie „${copy}“.`);
  });

  it('chooses the active character', async () => {
    const [, b] = seed();
    const user = userEvent.setup();
    render(<CharactersScreen />);
    await user.click(screen.getByRole('button', { name: 'Zvolit jako aktivní postavu: Lia' }));
    expect(useAppStore.getState().activeCharacterId).toBe(b.id);
    expect(within(cardOf('Lia')).getByText('Aktivní')).toBeInTheDocument();
    expect(within(cardOf('Elminster')).queryByText('Aktivní')).not.toBeInTheDocument();
  });

  it('opens the spellbook or combat of a character, making it active', async () => {
    const [, b, c] = seed();
    const user = userEvent.setup();
    render(<CharactersScreen />);
    await user.click(screen.getByRole('link', { name: 'Kniha kouzel postavy Lia' }));
    expect(useAppStore.getState().activeCharacterId).toBe(b.id);
    expect(window.location.pathname).toBe(`/kniha/${b.id}`);
    await user.click(screen.getByRole('link', { name: vlna('Boj postavy Tordek') }));
    expect(useAppStore.getState().activeCharacterId).toBe(c.id);
    expect(window.location.pathname).toBe(`/boj/${c.id}`);
    expect(screen.getByRole('link', { name: 'Upravit postavu Lia' })).toHaveAttribute('href', `/postava/${b.id}`);
  });
});
