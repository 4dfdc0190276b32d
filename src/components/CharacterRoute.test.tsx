import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { setupTestI18n } from '../testing/i18n';
import { useAppStore } from '../store/app-store';
import { initialState, newCharacter } from '../store/defaults';
import { CharacterRoute } from './CharacterRoute';
import { tableActions } from '../store/table';

function Fight({ id }: { id: string }) {
  const c = useAppStore((s) => s.characters.find((x) => x.id === id)!);
  return (
    <>
      <h1>Boj: {c.name}</h1>
      <button type="button" onClick={() => tableActions(useAppStore).spendSlot(id, 1)}>Utratit</button>
    </>
  );
}

const app = () =>
  render(
    <Route path="/boj/:id?">
      {(p) => (
        <CharacterRoute base="/boj" id={p.id} none={<p>Žádná postava</p>}>
          {(id) => <Fight id={id} />}
        </CharacterRoute>
      )}
    </Route>,
  );

const alfa = newCharacter('Alfa', [{ classId: 'wizard', level: 3 }]);
const beta = newCharacter('Beta', [{ classId: 'wizard', level: 3 }]);
const spent = (id: string) => useAppStore.getState().characters.find((c) => c.id === id)!.caster.spentSlots[0];

beforeAll(() => setupTestI18n('cs'));
beforeEach(() => {
  useAppStore.setState({ ...initialState(), characters: [alfa, beta], activeCharacterId: alfa.id, chosenCharacterId: alfa.id });
});

describe('a per-character route', () => {
  it('keeps its character when another tab chooses another one, and a tap acts on it', async () => {
    window.history.replaceState(null, '', `/boj/${alfa.id}`);
    app();
    expect(screen.getByRole('heading', { name: 'Boj: Alfa' })).toBeInTheDocument();
    // another tab's choice arrives through storage: the stored last choice changes
    act(() => useAppStore.setState({ activeCharacterId: beta.id }));
    expect(screen.getByRole('heading', { name: 'Boj: Alfa' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Utratit' }));
    expect([spent(alfa.id), spent(beta.id)]).toEqual([1, 0]);
  });

  it('the bare route opens the character this tab chose and puts its id into the address', async () => {
    useAppStore.setState({ chosenCharacterId: beta.id });
    window.history.replaceState(null, '', '/boj?cast=shield');
    app();
    expect(screen.getByRole('heading', { name: 'Boj: Beta' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(window.location.pathname + window.location.search).toBe(`/boj/${beta.id}?cast=shield`);
  });

  it('a deep link makes its character this tab’s choice', () => {
    window.history.replaceState(null, '', `/boj/${beta.id}`);
    app();
    expect(useAppStore.getState().chosenCharacterId).toBe(beta.id);
  });

  it('an unknown id says so in Czech with a way back, and shows no other character', () => {
    window.history.replaceState(null, '', '/boj/nobody');
    app();
    expect(screen.getByRole('heading', { name: 'Postava tu není' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na postavy' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: /Boj:/ })).toBeNull();
  });

  it('without characters the bare route shows the screen’s own empty state', () => {
    useAppStore.setState(initialState());
    window.history.replaceState(null, '', '/boj');
    app();
    expect(screen.getByText('Žádná postava')).toBeInTheDocument();
  });
});
