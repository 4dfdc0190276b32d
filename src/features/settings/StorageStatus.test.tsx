// The storage panel's size counts every key of the app: character keys restored after a write cut
// short (which the main key does not name yet), backups of unreadable data and the bookkeeping.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { initPersistence, persistence } from '../../persistence';
import { SharedStore } from '../../testing/fake-storage';
import { WIZ } from '../../testing/boot';
import { StorageStatus } from './StorageStatus';

beforeAll(() => setupTestI18n('cs'));
afterEach(() => act(() => persistence()?.dispose()));

const kB = (chars: number) => Math.round((chars * 2) / 1024);

describe('StorageStatus size', () => {
  it('counts restored character keys, backups and bookkeeping; not another app’s keys', async () => {
    const shared = new SharedStore();
    useAppStore.setState(initialState());
    await initPersistence(useAppStore, shared.view(), { events: null });
    act(() => {
      useAppStore.getState().createCharacter({ ...WIZ, name: 'A' });
    });
    const a = useAppStore.getState().characters[0];
    // a character key the main key does not name (a write cut short), a backup of 40 kB
    const restored = JSON.stringify({ ...a, id: 'restored', name: 'B', overrides: Array.from({ length: 200 }, (_, i) => ({ at: a.createdAt, spellId: `s${i}`, code: 'x' })) });
    shared.map.set('grimoar:c:restored', restored);
    shared.map.set('grimoar:backup:2026-12-05T19:30:00.000Z', 'y'.repeat(20_000));
    shared.map.set('another-app', 'z'.repeat(50_000));
    persistence()?.dispose();
    useAppStore.setState(initialState()); // a fresh start on that storage
    await initPersistence(useAppStore, shared.view(), { events: null });
    expect(useAppStore.getState().characters.map((c) => c.name)).toEqual(['A', 'B']);
    render(<StorageStatus />);
    const ours = shared.used() - 'another-app'.length - 50_000;
    expect(kB(ours)).toBeGreaterThan(kB(ours - restored.length) + 10);
    expect(screen.getByText(`Velikost uložených dat: ${kB(ours)} kB.`)).toBeInTheDocument();
  });
});
