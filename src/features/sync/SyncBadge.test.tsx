import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { useMovedAway, useSyncStatus } from '../../sync';
import { SyncBadge } from './SyncBadge';

describe('SyncBadge on the character list and the tracker', () => {
  beforeAll(() => setupTestI18n('cs'));
  afterEach(() =>
    act(() => {
      useSyncStatus.setState({}, true);
      useMovedAway.setState({}, true);
    }),
  );

  it('says "synced" for a character that lives on this server', () => {
    act(() => useSyncStatus.setState({ a: { state: 'synced' } }, true));
    render(<SyncBadge id="a" />);
    expect(screen.getByTestId('sync-state')).toHaveTextContent('Synchronizováno');
  });

  it('never says "synced" when its document says another device moved it: this server is no longer used', async () => {
    act(() => {
      useSyncStatus.setState({ a: { state: 'synced' } }, true);
      useMovedAway.setState({ a: 'wss://novy.example.cz' }, true);
    });
    const { unmount } = render(<SyncBadge id="a" />);
    expect(screen.getByTestId('sync-state')).toHaveTextContent('Tento server se pro postavu už nepoužívá');
    expect(screen.getByTestId('sync-state')).toHaveAttribute('data-state', 'moved');
    unmount();
    await setupTestI18n('en');
    try {
      const en = render(<SyncBadge id="a" />);
      expect(screen.getByTestId('sync-state')).toHaveTextContent('This server is no longer used for this character');
      en.unmount();
    } finally {
      await setupTestI18n('cs');
    }
  });
});
