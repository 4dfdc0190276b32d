// The fight screen after the phone discarded the tab and reloaded it: an open damage dialog comes back.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import TrackerScreen from './TrackerScreen';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

beforeEach(() => {
  window.history.replaceState(null, '', '/boj');
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Umara', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 16 } });
  if (!r.ok) throw new Error(r.error);
});

async function renderScreen() {
  const r = render(<TrackerScreen />);
  await act(() => Promise.resolve());
  return r;
}

describe('TrackerScreen after a reload', () => {
  it('a damage dialog open when the tab was reloaded opens again with what was typed; closed, it stays closed', async () => {
    const user = userEvent.setup();
    const first = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Zranění' }));
    await user.type(screen.getByLabelText('Zranění ze zdroje 1'), '35');
    first.unmount(); // the phone discarded the tab
    const second = await renderScreen();
    const dialog = screen.getByRole('dialog', { name: 'Dostávám zranění' });
    expect(within(dialog).getByLabelText('Zranění ze zdroje 1')).toHaveValue('35');
    await user.click(within(dialog).getByRole('button', { name: 'Hotovo' }));
    second.unmount();
    await renderScreen();
    expect(screen.queryByRole('dialog', { name: 'Dostávám zranění' })).toBeNull();
  });
});
