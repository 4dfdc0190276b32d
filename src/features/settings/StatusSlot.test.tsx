// The banner strip on an ordinary start shows the reminder without the rest of the banners' code;
// rare banners load when they have something to say, also after start-up.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { initPersistence, persistence, usePersistenceStatus } from '../../persistence';
import { SharedStore, quotaError } from '../../testing/fake-storage';
import { initialStatus } from '../../persistence/status';
import fixtureV1 from '../../persistence/migrations/fixtures/v1.json';
import { bannersNeeded, StatusSlot } from './StatusSlot';

beforeAll(async () => {
  await setupTestI18n('cs');
});
beforeEach(() => useAppStore.setState(initialState()));
afterEach(() => persistence()?.dispose());

const boot = (storage: Storage | null) => initPersistence(useAppStore, storage, { events: null });
const oldCharacters = () => ({ ...fixtureV1.state, characters: fixtureV1.state.characters.map((c) => ({ ...c, createdAt: '2020-01-01T00:00:00.000Z' })) });

describe('StatusSlot', () => {
  it('an ordinary start: only the backup reminder, no other banner needed', async () => {
    const shared = new SharedStore();
    shared.map.set('grimoar', JSON.stringify({ version: 1, state: oldCharacters() }));
    await boot(shared.view());
    expect(bannersNeeded(usePersistenceStatus.getState(), '')).toBe(false);
    render(<StatusSlot />);
    expect(screen.getByTestId('banner-reminder')).toHaveTextContent('Zálohuj si postavy do souboru');
  });

  it('a failed write later: the "Neuloženo" banner loads and shows', async () => {
    const shared = new SharedStore();
    await boot(shared.view());
    render(<StatusSlot />);
    expect(screen.queryByText('Neuloženo')).toBeNull();
    shared.setError = quotaError('chrome');
    act(() => void useAppStore.getState().setTheme('dark'));
    expect(await screen.findByText('Neuloženo')).toBeInTheDocument();
  });

  it('needs the banners for damaged, newer or unsaved data, set-aside items and share links', () => {
    const s = initialStatus();
    expect(bannersNeeded({ ...s, mode: 'ok' }, '')).toBe(false);
    expect(bannersNeeded({ ...s, mode: 'corrupt' }, '')).toBe(true);
    expect(bannersNeeded({ ...s, mode: 'readonly' }, '')).toBe(true);
    expect(bannersNeeded({ ...s, mode: 'memory' }, '')).toBe(true);
    expect(bannersNeeded({ ...s, mode: 'ok', unsaved: 'quota' }, '')).toBe(true);
    expect(bannersNeeded({ ...s, mode: 'ok', setAside: [{ id: 'x', kind: 'character', name: null, reason: 'shape', at: '', raw: null }] }, '')).toBe(true);
    expect(bannersNeeded({ ...s, mode: 'ok' }, '#import=abc')).toBe(true);
  });
});
