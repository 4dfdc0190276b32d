import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { JoinTable } from './JoinTable';

// The engine without a server (testing/fake-sync-engine.ts), with sync turned on and the move to the table's server.
const fake = await vi.hoisted(async () => {
  const f = Object.assign((await import('../../testing/fake-sync-engine')).fakeSyncEngine(), { moves: [] as [string, string][] });
  Object.assign(f.engine, {
    enable(id: string, server: string) {
      f.data = { ...f.data, characters: { ...f.data.characters, [id]: { key: 'k'.repeat(43), server, tables: [] } } };
      return 'k'.repeat(43);
    },
    async moveServer(id: string, server: string) {
      f.moves.push([id, server]);
      f.engine.update((d) => void (d.characters[id].server = server));
      return true;
    },
  });
  return f;
});
vi.mock('../../sync', async (original) => ({ ...(await original<typeof import('../../sync')>()), syncEngine: () => fake.engine }));

const JOIN = 'j'.repeat(43);
const SERVER = 'wss://novy.example.cz';
const OLD = 'wss://stary.example.cz';

function party() {
  useAppStore.setState(initialState());
  const abilities = { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 };
  const u = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities });
  const m = useAppStore.getState().createCharacter({ name: 'Mirek', classes: [{ classId: 'cleric', level: 3 }], abilities });
  if (!u.ok || !m.ok) throw new Error('create');
  fake.data = { characters: { [u.id]: { key: 'u'.repeat(43), server: OLD, tables: [] } }, leaving: [], tables: [], server: OLD };
  return { umara: u.id, mirek: m.id };
}

describe('a table link on another server than a character syncs through', () => {
  beforeAll(() => setupTestI18n('cs'));
  beforeEach(() => (fake.moves = []));

  it('opened again: a character already shown there is ticked and says so; the other can still be picked', async () => {
    const { umara } = party();
    fake.data.characters[umara] = { key: 'u'.repeat(43), server: SERVER, tables: [{ join: JOIN, server: SERVER, state: 'joined', name: 'Středa' }] };
    render(<JoinTable link={{ kind: 'table', key: JOIN, server: SERVER, name: 'Středa' }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Připojit se ke stolu Středa' });
    const there = within(dialog).getByRole('checkbox', { name: /^Umara \(už se u\sstolu ukazuje\)$/ });
    expect(there).toBeChecked();
    expect(there).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Mirek' })).toBeEnabled();
  });

  it('says so, and one tap switches the character to the table’s server and shows it there', async () => {
    const user = userEvent.setup();
    const { umara, mirek } = party();
    render(<JoinTable link={{ kind: 'table', key: JOIN, server: SERVER, name: 'Středa' }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Připojit se ke stolu Středa' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Umara' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mirek' }));
    await user.click(within(dialog).getByRole('button', { name: /^Ukázat u\sstolu$/ }));

    expect(within(dialog).getByText('U stolu se ukazuje 1 postava.')).toBeVisible();
    // Mirek did not sync before: the table shows him through sync, and that is said
    expect(within(dialog).getByText(/Nově se synchronizuje: Mirek\.$/)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Postava Umara se synchronizuje přes jiný server (wss://stary.example.cz), stůl je na wss://novy.example.cz. Pokud skupina přestěhovala server, přepni postavu na server stolu – nic z ní se neztratí.',
    );
    expect(fake.data.characters[mirek].tables).toEqual([{ join: JOIN, server: SERVER, state: 'joining', name: 'Středa' }]);
    expect(fake.data.characters[umara].tables).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Přepnout postavu Umara na server stolu' }));
    expect(fake.moves).toEqual([[umara, SERVER]]);
    expect(await within(dialog).findByText('U stolu se ukazují 2 postavy.')).toBeVisible();
    expect(fake.data.characters[umara]).toMatchObject({ server: SERVER, tables: [{ join: JOIN, server: SERVER, state: 'joining', name: 'Středa' }] });
    expect(within(dialog).getByText('U stolu se ukazují 2 postavy.')).toBeVisible();
    expect(within(dialog).getByText(/^Postava Umara se teď synchronizuje přes server stolu a\sukáže se u\sněj\./)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Přepnout postavu Umara na server stolu' })).toBeNull();
  });

  it('only a character still to switch: no "0 characters" line, and the switch is the main action', async () => {
    const user = userEvent.setup();
    const { umara } = party();
    render(<JoinTable link={{ kind: 'table', key: JOIN, server: SERVER }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Umara' }));
    await user.click(within(dialog).getByRole('button', { name: /^Ukázat u\sstolu$/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Postava Umara se synchronizuje přes jiný server/);
    expect(within(dialog).queryByText(/U stolu se ukazuje/)).toBeNull();
    expect(within(dialog).queryByText(/Nově se synchronizuje/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Přepnout postavu Umara na server stolu' }));
    expect(await within(dialog).findByText('U stolu se ukazuje 1 postava.')).toBeVisible();
    expect(fake.data.characters[umara].server).toBe(SERVER);
  });
});
