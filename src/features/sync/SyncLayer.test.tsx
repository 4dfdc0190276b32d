import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import type { SyncData } from '../../persistence/sync-store';
import { deviceLink, useSyncStatus } from '../../sync';
import { SyncLayer } from './SyncLayer';

// The engine without a server: its records in memory; an add from a link is only counted.
const fake = vi.hoisted(() => {
  const f = {
    data: null as unknown as SyncData,
    adds: 0,
    moves: [] as [string, string][],
    engine: {
      async moveServer(id: string, server: string) {
        f.moves.push([id, server]);
        f.data = { ...f.data, characters: { ...f.data.characters, [id]: { ...f.data.characters[id], server } } };
        return true;
      },
      data: () => f.data,
      record: (id: string) => f.data.characters[id] ?? null,
      binding: () => undefined,
      addFromLink: async () => {
        f.adds++;
        return { ok: false as const, error: 'offline' as const };
      },
    },
  };
  return f;
});
vi.mock('../../sync', async (original) => ({ ...(await original<typeof import('../../sync')>()), syncEngine: () => fake.engine }));

const KEY = 'k'.repeat(43);
const SERVER = 'wss://sync.example.cz';

function umara(): string {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  return r.id;
}

/** Opens a device link in this tab, as scanning its QR code does. */
function openLink(character?: string, server = SERVER) {
  const link = new URL(deviceLink('http://localhost', KEY, server, character));
  window.history.replaceState(null, '', link.pathname + link.search + link.hash);
  render(<SyncLayer />);
}

describe('a device link', () => {
  beforeAll(() => setupTestI18n('cs'));
  beforeEach(() => {
    fake.data = { characters: {}, leaving: [], tables: [], server: '' };
    fake.adds = 0;
    fake.moves = [];
    useSyncStatus.setState({}, true);
  });

  it('of a character synced here already: says so, with its state, and opens it instead of adding it again', async () => {
    const user = userEvent.setup();
    const other = umara();
    const id = useAppStore.getState().createCharacter({ name: 'Mirek', classes: [{ classId: 'cleric', level: 3 }], abilities: { str: 8, dex: 14, con: 14, int: 10, wis: 18, cha: 10 } });
    if (!id.ok) throw new Error(id.error);
    fake.data.characters[id.id] = { key: KEY, server: SERVER, tables: [] };
    useSyncStatus.setState({ [id.id]: { state: 'synced' } });
    // the link as the other device made it: with that device's id of the character
    openLink('id-on-the-other-device');

    const dialog = screen.getByRole('dialog', { name: 'Postava už na tomto zařízení je' });
    expect(dialog).toHaveTextContent('Postava Mirek už na tomto zařízení je a synchronizuje se přes tento odkaz. Znovu ji přidávat nemusíš.');
    expect(screen.getByTestId('sync-add-here-state')).toHaveTextContent('Synchronizováno');
    expect(screen.queryByRole('button', { name: 'Přidat postavu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Přidat synchronizovanou kopii' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Otevřít postavu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(`/kniha/${id.id}`);
    expect(useAppStore.getState().activeCharacterId).toBe(id.id);
    expect(useAppStore.getState().characters.map((c) => c.id)).toEqual([other, id.id]);
    expect(fake.adds).toBe(0);
  });

  it('of the very character it was made from, no longer synced here: says so, and a synced copy is still on offer', async () => {
    const user = userEvent.setup();
    const id = umara();
    openLink(id);

    expect(screen.getByRole('dialog', { name: 'Postava už na tomto zařízení je' })).toHaveTextContent(
      'Postava Umara už na tomto zařízení je, ale přes tento odkaz se tady nesynchronizuje (synchronizace tu byla vypnutá).',
    );
    expect(screen.getByRole('button', { name: 'Otevřít postavu' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Přidat synchronizovanou kopii' }));
    expect(fake.adds).toBe(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Postavu se nepodařilo přidat');
  });

  it('of a character new here: offers to add it', () => {
    umara();
    openLink('id-on-the-other-device');
    expect(screen.getByRole('dialog', { name: /^Přidat postavu z\sjiného zařízení$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Přidat postavu' })).toBeVisible();
  });

  it('of a character synced here through another server: says so and switches this device to the link’s server with one tap', async () => {
    const user = userEvent.setup();
    const id = umara();
    fake.data.characters[id] = { key: KEY, server: 'wss://stary.example.cz', tables: [] };
    useSyncStatus.setState({ [id]: { state: 'pending', unreachable: true } });
    openLink('id-on-the-other-device', SERVER);

    const dialog = screen.getByRole('dialog', { name: 'Postava už na tomto zařízení je' });
    expect(screen.getByTestId('sync-add-here')).toHaveTextContent(
      'Postava Umara už na tomto zařízení je. Tato postava se tu ale synchronizuje přes jiný server (wss://stary.example.cz), odkaz vede na wss://sync.example.cz.',
    );
    expect(dialog).toHaveTextContent('Nic se neztratí: co je v tomto zařízení, se nahraje na nový server');
    expect(screen.getByTestId('sync-add-here-state')).toHaveTextContent('Server neodpovídá');
    await user.click(screen.getByRole('button', { name: /^Přepnout na server z\sodkazu$/ }));
    expect(fake.moves).toEqual([[id, SERVER]]);
    expect(await screen.findByTestId('sync-add-switched')).toHaveTextContent('Postava Umara se teď synchronizuje přes wss://sync.example.cz.');
    expect(screen.queryByRole('button', { name: /^Přepnout na server z\sodkazu$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Otevřít postavu' })).toBeVisible();
    expect(fake.adds).toBe(0);
  });

  it('naming the same server another way (a trailing slash) is the link it syncs through', () => {
    const id = umara();
    fake.data.characters[id] = { key: KEY, server: SERVER, tables: [] };
    openLink(undefined, `${SERVER}/`);
    expect(screen.getByTestId('sync-add-here')).toHaveTextContent('synchronizuje se přes tento odkaz');
    expect(screen.queryByRole('button', { name: /^Přepnout na server z\sodkazu$/ })).toBeNull();
  });
});
