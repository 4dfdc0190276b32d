import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { disabled } from '../../sync/changes';
import { useMovedAway, useSyncStatus } from '../../sync';
import { SyncDialog } from './SyncDialog';

// The engine without a server (testing/fake-sync-engine.ts), with the moves and leaves this dialog asks for.
const fake = await vi.hoisted(async () => {
  const { fakeSyncEngine } = await import('../../testing/fake-sync-engine');
  const f = Object.assign(fakeSyncEngine(), { moves: [] as [string, string][], canWrite: true });
  Object.assign(f.engine, {
    async moveServer(id: string, server: string) {
      f.moves.push([id, server]);
      if (!f.canWrite) return false;
      f.data = { ...f.data, characters: { ...f.data.characters, [id]: { ...f.data.characters[id], server } } };
      return true;
    },
    // as the engine does: the tables showing it are to hear it left (a leave each, on its way)
    disable(id: string) {
      f.engine.update(disabled(id, Date.now()));
    },
  });
  return f;
});
vi.mock('../../sync', async (original) => ({ ...(await original<typeof import('../../sync')>()), syncEngine: () => fake.engine }));

const KEY = 'k'.repeat(43);
const JOIN = 'j'.repeat(43);
const SERVER = 'wss://sync.example.cz';

function umaraAtTable(): string {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  fake.data = { characters: { [r.id]: { key: KEY, server: SERVER, tables: [{ join: JOIN, server: SERVER, state: 'joined', name: 'Středa u Karla' }] } }, leaving: [], tables: [], server: SERVER };
  return r.id;
}

/** The device link's QR code is drawn once its encoder has loaded: let that land inside act. */
const qrDrawn = () => act(async () => void (await import('uqr')));

describe('SyncDialog', () => {
  beforeAll(() => setupTestI18n('cs'));
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    fake.moves = [];
    fake.canWrite = true;
  });

  it('says at once that the character left the table, and "Vrátit" takes it back there', async () => {
    const user = userEvent.setup();
    const id = umaraAtTable();
    render(<SyncDialog characterId={id} onClose={() => {}} />);
    expect(screen.getByText('Ukazuje se u stolu Středa u Karla')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Odejít od stolu' }));
    const toast = screen.getByText('Postava „Umara“ odešla od stolu Středa u Karla.');
    expect(toast).toBeVisible();
    expect(fake.data.characters[id].tables[0].state).toBe('leaving');

    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(screen.getByText('Postava „Umara“ se vrací ke stolu Středa u Karla.')).toBeVisible();
    expect(screen.queryByText('Postava „Umara“ odešla od stolu Středa u Karla.')).toBeNull();
    expect(await screen.findByText('Připojuje se ke stolu Středa u Karla…', {}, { timeout: 2000 })).toBeVisible();
  });

  it('a confirmation without a name of the table still says which character left', async () => {
    const user = userEvent.setup();
    const id = umaraAtTable();
    fake.engine.update((d) => void delete d.characters[id].tables[0].name);
    render(<SyncDialog characterId={id} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Odejít od stolu' }));
    expect(screen.getByText('Postava „Umara“ odešla od stolu.')).toBeVisible();
    // stopping sync here drops the offer: its "Vrátit" would turn sync on again
    await user.click(screen.getByRole('button', { name: 'Přestat synchronizovat na tomto zařízení' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Vrátit' })).toBeNull();
    expect(fake.data.characters[id]).toBeUndefined();
  });

  it('sync turned off while the table’s server does not answer: says the leave waits, and until when; gone once sent', async () => {
    const user = userEvent.setup();
    const id = umaraAtTable();
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-05T19:00:00Z'));
    render(<SyncDialog characterId={id} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Přestat synchronizovat na tomto zařízení' }));
    const leaves = await screen.findByTestId('sync-leaves');
    expect(leaves).toHaveTextContent('Odchod od stolu ještě nedošel na server');
    expect(leaves).toHaveTextContent(`Stůl Středa u Karla na serveru ${SERVER}`);
    expect(leaves).toHaveTextContent(/když server nebude odpovídat ani po 4\. 1\. 2027, vzdá to/);
    vi.restoreAllMocks();
    // the server answered (sync/leaves.ts drops it): no longer said
    act(() => fake.engine.update((d) => void (d.leaving = [])));
    await waitFor(() => expect(screen.queryByTestId('sync-leaves')).toBeNull());
  });

  it('a leave of a synced character is listed with its give-up day, and the player can stop trying it', async () => {
    const user = userEvent.setup();
    const id = umaraAtTable();
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-05T19:00:00Z'));
    render(<SyncDialog characterId={id} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Odejít od stolu' }));
    vi.restoreAllMocks();
    const leaves = await screen.findByTestId('sync-leaves', {}, { timeout: 2000 });
    expect(leaves).toHaveTextContent(`Stůl Středa u Karla na serveru ${SERVER}`);
    expect(leaves).toHaveTextContent(/když server nebude odpovídat ani po 4\. 1\. 2027, vzdá to/);
    await user.click(screen.getByRole('button', { name: `Přestat zkoušet: Stůl Středa u Karla na serveru ${SERVER}` }));
    await waitFor(() => expect(screen.queryByTestId('sync-leaves')).toBeNull(), { timeout: 2000 });
    // only the request went: the character still syncs here
    expect(fake.data.characters[id]).toMatchObject({ key: KEY, server: SERVER, tables: [] });
  });

  it('a leave of a character no longer synced here can be given up too', async () => {
    const user = userEvent.setup();
    const id = umaraAtTable();
    render(<SyncDialog characterId={id} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Přestat synchronizovat na tomto zařízení' }));
    await user.click(await screen.findByRole('button', { name: `Přestat zkoušet: Stůl Středa u Karla na serveru ${SERVER}` }, { timeout: 2000 }));
    await waitFor(() => expect(screen.queryByTestId('sync-leaves')).toBeNull(), { timeout: 2000 });
    expect(fake.data.leaving).toEqual([]);
    expect(useAppStore.getState().characters.some((c) => c.id === id)).toBe(true);
  });

  it('moved by another device: says where, and one tap moves this device there too', async () => {
    const user = userEvent.setup();
    const id = umaraAtTable();
    fake.data.characters[id].tables = []; // at no table: nobody else to move
    act(() => useMovedAway.setState({ [id]: 'wss://novy.example.cz' }, true));
    render(<SyncDialog characterId={id} onClose={() => {}} />);
    await qrDrawn();
    expect(screen.getByTestId('sync-moved-away')).toHaveTextContent('Jiné zařízení přesunulo tuto postavu na server wss://novy.example.cz.');
    await user.click(screen.getByRole('button', { name: 'Přepnout na nový server' }));
    expect(fake.moves).toEqual([[id, 'wss://novy.example.cz']]);
    expect(await screen.findByTestId('sync-moved')).toHaveTextContent('Postava se teď synchronizuje přes wss://novy.example.cz.');
    expect(screen.getByTestId('sync-moved')).not.toHaveTextContent('vypravěč');
    act(() => useMovedAway.setState({}, true));
    await qrDrawn(); // the link names the new server
  });

  it('moved by another device: that is said first, and the state does not claim "synced" for this stale server', async () => {
    const id = umaraAtTable();
    act(() => {
      useSyncStatus.setState({ [id]: { state: 'synced' } }, true);
      useMovedAway.setState({ [id]: 'wss://novy.example.cz' }, true);
    });
    try {
      render(<SyncDialog characterId={id} onClose={() => {}} />);
      await qrDrawn();
      const notice = screen.getByTestId('sync-moved-away');
      const state = screen.getByTestId('sync-dialog-state');
      expect(state).toHaveTextContent('Tento server se pro postavu už nepoužívá');
      expect(state).not.toHaveTextContent('Synchronizováno');
      // the notice before the state, in the order a player reads
      expect(notice.compareDocumentPosition(state) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // switched (or moved back): its connection's state again
      act(() => useMovedAway.setState({}, true));
      expect(screen.getByTestId('sync-dialog-state')).toHaveTextContent('Synchronizováno');
    } finally {
      act(() => {
        useSyncStatus.setState({}, true);
        useMovedAway.setState({}, true);
      });
    }
  });

  it('turning sync on with a bad address: the refusal is read out and the field has the focus', async () => {
    const user = userEvent.setup();
    useAppStore.setState(initialState());
    const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
    if (!r.ok) throw new Error(r.error);
    fake.data = { characters: {}, leaving: [], tables: [], server: '' };
    render(<SyncDialog characterId={r.id} onClose={() => {}} />);
    const field = screen.getByRole('textbox', { name: /server/i });
    await user.clear(field);
    await user.type(field, 'grimoar');
    await user.click(screen.getByRole('button', { name: 'Zapnout synchronizaci' }));
    expect(screen.getByRole('alert')).toHaveTextContent('„grimoar“ není celá adresa serveru');
    expect(field).toHaveFocus();
  });

  it('changes the character’s server: a bad address is said, a good one moves it there and says what next', async () => {
    const user = userEvent.setup();
    const id = umaraAtTable();
    render(<SyncDialog characterId={id} onClose={() => {}} />);
    expect(screen.getByTestId('sync-server')).toHaveTextContent('Server: wss://sync.example.cz');
    await user.click(screen.getByRole('button', { name: 'Změnit server' }));
    const field = screen.getByRole('textbox', { name: 'Nová adresa serveru' });
    expect(field).toHaveValue(SERVER);
    expect(field).toHaveAccessibleDescription(/nahraje tam všechno, co je v\stomto zařízení/);
    await user.clear(field);
    await user.type(field, 'ftp://sync.example.org{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Tohle není adresa serveru (třeba wss://sync.example.org nebo 192.168.1.10:1234).');
    expect(fake.moves).toEqual([]);
    // the same server written another way: nothing to move
    await user.clear(field);
    await user.type(field, 'wss://sync.example.cz/{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Nová adresa serveru' })).toBeNull();
    expect(fake.moves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Změnit server' }));
    await user.clear(screen.getByRole('textbox', { name: 'Nová adresa serveru' }));
    await user.type(screen.getByRole('textbox', { name: 'Nová adresa serveru' }), 'https://novy.example.cz/sync{Enter}');
    expect(fake.moves).toEqual([[id, 'wss://novy.example.cz/sync']]);
    expect(await screen.findByTestId('sync-moved')).toHaveTextContent('Postava se teď synchronizuje přes wss://novy.example.cz/sync. Na ostatních zařízeních otevři odkaz níže');
    // the GM still looks at the table on the old server
    expect(screen.getByTestId('sync-moved')).toHaveTextContent(/U stolu ji vypravěč uvidí, až na tento server přesune i\sstůl/);
    // the link for the other devices names the new server
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Odkaz' }) as HTMLTextAreaElement).value).toContain(`server=${encodeURIComponent('wss://novy.example.cz/sync')}`), { timeout: 2000 });
  });

  it('says so when the new address cannot be stored, and in English too', async () => {
    const user = userEvent.setup();
    const id = umaraAtTable();
    fake.canWrite = false;
    await act(() => setupTestI18n('en'));
    try {
      render(<SyncDialog characterId={id} onClose={() => {}} />);
      await user.click(screen.getByRole('button', { name: 'Change server' }));
      const field = screen.getByRole('textbox', { name: 'New server address' });
      await user.clear(field);
      await user.type(field, 'not a server{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('That is not a server address (for example wss://sync.example.org or 192.168.1.10:1234).');
      await user.clear(field);
      await user.type(field, 'wss://new.example.org{Enter}');
      expect(await screen.findByText(/^The new address could not be saved/)).toHaveTextContent('The new address could not be saved (the browser\'s storage is full). The character still syncs through the old server.');
      expect(fake.data.characters[id].server).toBe(SERVER);
    } finally {
      await act(() => setupTestI18n('cs'));
    }
  });
});
