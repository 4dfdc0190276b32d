// A tab opened before this browser synced anything starts its sync layer when another tab turns
// sync on (the records appear in storage), without a reload: on the storage event, or, when a page
// frozen in the background missed it, when it is shown again. Two tabs on the project's two-tab
// fakes; the engine is a stand-in (no server), counted when the layer starts it.
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { twoTabs } from '../../testing/locked-tabs';
import { createSyncRecords } from '../../persistence/sync-records';
import { useSyncStatus } from '../../sync';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { WIZ } from '../../testing/boot';
import { SyncSlot } from './entry';
import { useSyncOn } from './sync-on';

const fake = vi.hoisted(() => {
  const f = {
    started: 0,
    engine: { data: () => ({ characters: {}, leaving: [], tables: [], server: '' }), record: () => null, binding: () => undefined },
  };
  return f;
});
vi.mock('../../sync', async (original) => ({
  ...(await original<typeof import('../../sync')>()),
  syncEngine: () => {
    fake.started++;
    return fake.engine;
  },
}));

const KEY = 'k'.repeat(43);

/** Tab A (this page) open first, with no sync; tab B then turns sync on for a character. */
async function tabsWithoutSync() {
  const t = twoTabs();
  const a = t.tab();
  const b = t.tab();
  // the character the sync layer's banner names (App's store)
  useAppStore.setState(initialState());
  const c = useAppStore.getState().createCharacter(WIZ);
  if (!c.ok) throw new Error(c.error);
  render(<SyncSlot />);
  const turnOnInB = () => createSyncRecords(b.view, { events: b.events }).change((d) => void Object.assign(d, { server: 'wss://sync.example.cz', characters: { [c.id]: { key: KEY, server: 'wss://sync.example.cz', tables: [] } } }));
  return { t, a, b, id: c.id, turnOnInB };
}

describe('SyncSlot in a tab opened before sync existed', () => {
  beforeAll(() => setupTestI18n('cs'));
  beforeEach(() => {
    fake.started = 0;
    useSyncOn.setState({ on: false });
    useSyncStatus.setState({}, true);
    localStorage.clear();
  });

  it('starts the sync layer when another tab turns sync on, without a reload', async () => {
    const { id, turnOnInB } = await tabsWithoutSync();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(fake.started).toBe(0);
    expect(useSyncOn.getState().on).toBe(false);

    await act(async () => {
      await turnOnInB();
    });
    await waitFor(() => expect(useSyncOn.getState().on).toBe(true));
    expect(fake.started).toBeGreaterThan(0);
    // the running layer is what the player sees: a character that stopped syncing is said
    act(() => useSyncStatus.setState({ [id]: { state: 'error', reason: 'denied' } }));
    expect(await screen.findByTestId('sync-errors')).toHaveTextContent('Mirek se nesynchronizuje');
  });

  it('a page that missed the storage event (frozen in the background) starts it when shown again', async () => {
    const { t, a, turnOnInB } = await tabsWithoutSync();
    t.shared.deliverEvents = false; // A hears nothing
    await act(async () => {
      await turnOnInB();
    });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(useSyncOn.getState().on).toBe(false);
    act(() => void a.events.dispatchEvent(new Event('pageshow')));
    await waitFor(() => expect(useSyncOn.getState().on).toBe(true));
    expect(fake.started).toBeGreaterThan(0);
  });

});
