// Where the backup reminder shows: under the header, except on the fight screen of a phone turned to
// landscape, where it goes into the fight column (under the header it pushed "Seslat" off the screen).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { initPersistence, persistence } from '../../persistence';
import { SharedStore } from '../../testing/fake-storage';
import fixtureV1 from '../../persistence/migrations/fixtures/v1.json';
import { SHORT_LANDSCAPE_QUERY } from '../../lib/useMediaQuery';
import { ReminderBanner } from './ReminderBanner';

let landscape = false;

beforeAll(async () => {
  await setupTestI18n('cs');
  // jsdom has no matchMedia: this one answers the landscape query from `landscape`
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === SHORT_LANDSCAPE_QUERY && landscape;
    },
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(async () => {
  useAppStore.setState(initialState());
  const shared = new SharedStore();
  shared.map.set('grimoar', JSON.stringify({ version: 1, state: { ...fixtureV1.state, characters: fixtureV1.state.characters.map((c) => ({ ...c, createdAt: '2020-01-01T00:00:00.000Z' })) } }));
  await initPersistence(useAppStore, shared.view(), { events: null });
});

afterEach(() => {
  act(() => persistence()?.dispose());
  act(() => window.history.replaceState(null, '', '/'));
  landscape = false;
});

function Both() {
  return (
    <>
      <div data-testid="top"><ReminderBanner /></div>
      <div data-testid="fight"><ReminderBanner place="fight" /></div>
    </>
  );
}

describe('ReminderBanner', () => {
  it('on the fight screen of a phone in landscape it shows in the fight column, not under the header', () => {
    landscape = true;
    window.history.replaceState(null, '', '/boj/umara');
    render(<Both />);
    expect(screen.getByTestId('top')).toBeEmptyDOMElement();
    expect(within(screen.getByTestId('fight')).getByTestId('banner-reminder')).toHaveTextContent('Zálohuj si postavy do souboru');
  });

  it('in portrait, or on another screen, it shows under the header', () => {
    window.history.replaceState(null, '', '/boj');
    const portrait = render(<Both />);
    expect(within(screen.getByTestId('top')).getByTestId('banner-reminder')).toBeInTheDocument();
    expect(screen.getByTestId('fight')).toBeEmptyDOMElement();
    portrait.unmount();
    landscape = true;
    window.history.replaceState(null, '', '/kniha');
    render(<Both />);
    expect(within(screen.getByTestId('top')).getByTestId('banner-reminder')).toBeInTheDocument();
  });
});
