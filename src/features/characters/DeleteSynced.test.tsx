// Deleting a character that syncs and is shown at a GM's table: the dialog says what happens beyond
// this device, and a player who plays it on elsewhere keeps it at the table.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import type { SyncData } from '../../persistence/sync-store';
import { applied } from '../../persistence/sync-records';
import { disabled } from '../../sync/changes';
import { useSyncOn } from '../sync/entry';
import { CharactersScreen } from './CharactersScreen';

vi.setConfig({ testTimeout: 30_000 });

const fake = await vi.hoisted(async () => (await import('../../testing/fake-sync-engine')).fakeSyncEngine());
vi.mock('../../sync', async (original) => ({ ...(await original<typeof import('../../sync')>()), syncEngine: () => fake.engine }));

const SERVER = 'wss://sync.example.cz';
const table = (join: string, name?: string) => ({ join: join.repeat(43), server: SERVER, state: 'joined' as const, ...(name ? { name } : {}) });

function umara(tables: SyncData['characters'][string]['tables']): string {
  const c = newCharacter('Umara', [{ classId: 'wizard', level: 5 }]);
  useAppStore.setState({ ...initialState(), characters: [c], activeCharacterId: c.id });
  fake.data = { characters: { [c.id]: { key: 'k'.repeat(43), server: SERVER, tables } }, leaving: [], tables: [], server: SERVER };
  return c.id;
}

/** what a later start does with a character deleted here: sync off, a leave for each table it keeps */
const leavesAfterRestart = (id: string) => applied(fake.data, disabled(id, Date.now())).leaving.map((l) => l.name);

async function openDelete() {
  render(<CharactersScreen />);
  await userEvent.click(within(screen.getByRole('article', { name: 'Umara' })).getByRole('button', { name: /Smazat/ }));
  return screen.getByRole('dialog');
}

describe('deleting a synced character', () => {
  beforeAll(() => setupTestI18n('cs'));
  beforeEach(() => useSyncOn.setState({ on: true }));

  it('at a table: says it leaves it on every device; kept there, no leave goes', async () => {
    const id = umara([table('j', 'Středa u Karla')]);
    const dialog = await openDelete();
    expect(await within(dialog).findByText(/ostatních zařízeních, se kterými se synchronizuje, zůstane/, {}, { timeout: 8000 })).toBeVisible();
    expect(within(dialog).getByText(/Ukazuje se u\sstolu „Středa u\sKarla“\. Když ji smažeš, odejde od něj – i\sna tvých ostatních zařízeních\./)).toBeVisible();
    const stay = within(dialog).getByRole('checkbox', { name: /^Nechat ji u\sstolu, hraju ji dál/ });
    expect(stay).not.toBeChecked();
    await userEvent.click(stay);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(useAppStore.getState().characters).toEqual([]);
    await waitFor(() => expect(fake.data.characters[id].tables).toEqual([]));
    expect(leavesAfterRestart(id)).toEqual([]);
  });

  it('not kept: the tables hear at once that it left; "Vrátit" shows it there again', async () => {
    const id = umara([table('j', 'Středa u Karla'), table('p')]);
    const dialog = await openDelete();
    expect(await within(dialog).findByText(/Ukazuje se u\s2 stolů\./, {}, { timeout: 8000 })).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: /^Nechat ji u\sstolů/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    expect(useAppStore.getState().characters).toEqual([]);
    // the leaves wait to be sent now, not at the next start; the record (its key) stays for the undo
    await waitFor(() => expect(fake.data.leaving.map((l) => l.name)).toEqual(['Středa u Karla', undefined]));
    expect(fake.data.characters[id].tables).toEqual([]);
    expect(leavesAfterRestart(id)).toEqual(['Středa u Karla', undefined]);
    await userEvent.click(screen.getByRole('button', { name: 'Vrátit' }));
    await waitFor(() => expect(fake.data.leaving).toEqual([]));
    expect(fake.data.characters[id].tables.map((t) => [t.name, t.state])).toEqual([['Středa u Karla', 'joining'], [undefined, 'joining']]);
  });

  it('at no table: only that it stays on the other devices, nothing to choose', async () => {
    umara([]);
    const dialog = await openDelete();
    expect(await within(dialog).findByText(/ostatních zařízeních, se kterými se synchronizuje, zůstane/, {}, { timeout: 8000 })).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
