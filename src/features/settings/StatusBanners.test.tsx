import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compressToEncodedURIComponent } from 'lz-string';
import { setupTestI18n } from '../../testing/i18n';
import { captureDownloads, type Download } from '../../testing/downloads';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { initPersistence, persistence, usePersistenceStatus } from '../../persistence';
import { SharedStore, quotaError, readStored, throwingStorage } from '../../testing/fake-storage';
import { buildExport } from '../../persistence/exchange';
import { createSyncRecords } from '../../persistence/sync-records';
import fixtureV1 from '../../persistence/migrations/fixtures/v1.json';
import type { PersistedState } from '../../store/types';
import { StatusBanners } from './StatusBanners';
import { shouldRemindExport } from './reminder';
import { vlna } from '../../i18n/tools/vlna.mjs';

const state = fixtureV1.state as unknown as PersistedState;
let downloads: Download[] = [];

beforeAll(async () => {
  await setupTestI18n('cs');
});
beforeEach(() => {
  useAppStore.setState(initialState());
  downloads = captureDownloads();
});
afterEach(() => {
  persistence()?.dispose();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const boot = (storage: Storage | null) => initPersistence(useAppStore, storage, { events: null });

describe('StatusBanners', () => {
  it('shows nothing when all is well', async () => {
    await boot(new SharedStore().view());
    const { container } = render(<StatusBanners />);
    expect(container.textContent).toBe('');
  });

  it('an edit another window made impossible: said with the character, until closed', async () => {
    await boot(new SharedStore().view());
    const user = userEvent.setup();
    render(<StatusBanners />);
    act(() => usePersistenceStatus.setState({ refused: { id: 'x', name: 'Umara' } }));
    expect(screen.getByTestId('banner-refused')).toHaveTextContent(/Poslední úprava se neuložila.*Postava „Umara“ se mezitím změnila/);
    await user.click(screen.getByRole('button', { name: 'Rozumím' }));
    expect(screen.queryByTestId('banner-refused')).not.toBeInTheDocument();
  });

  it('corrupt data: Czech message, raw download, repair, start empty', async () => {
    const shared = new SharedStore();
    const raw = JSON.stringify(fixtureV1).slice(0, -200);
    shared.map.set('grimoar', raw);
    await boot(shared.view());
    const user = userEvent.setup();
    render(<StatusBanners />);
    expect(screen.getByText('Uložená data nejdou přečíst')).toBeInTheDocument();
    expect(screen.getByText(/Nic jsme nepřepsali/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stáhnout data' }));
    // the export code loads on first use
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toMatch(/^grimoar-poskozena-data-.*\.txt$/);
    expect(await downloads[0].blob.text()).toBe(raw);
    await user.click(screen.getByRole('button', { name: 'Zkusit opravit' }));
    expect(await screen.findByText('Dá se zachránit: 2 postavy a žádná vlastní kouzla.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Použít zachráněná data' }));
    await waitFor(() => expect(useAppStore.getState().characters).toHaveLength(2));
    expect(usePersistenceStatus.getState().mode).toBe('ok');
    expect(screen.queryByText('Uložená data nejdou přečíst')).toBeNull();
    expect(readStored(shared).state.characters).toHaveLength(2);
  });

  it('corrupt data: "start over" asks first, then writes', async () => {
    const shared = new SharedStore();
    shared.map.set('grimoar', '{oops');
    await boot(shared.view());
    const user = userEvent.setup();
    render(<StatusBanners />);
    await user.click(screen.getByRole('button', { name: 'Začít znovu' }));
    expect(screen.getByRole('heading', { name: vlna('Začít s prázdnými daty?') })).toBeInTheDocument();
    expect(shared.map.get('grimoar')).toBe('{oops');
    await user.click(screen.getByRole('button', { name: 'Ano, začít znovu' }));
    expect(usePersistenceStatus.getState().mode).toBe('ok');
    expect(JSON.parse(shared.map.get('grimoar')!).version).toBe(2);
  });

  it('quota: a lasting "Neuloženo" banner with export, gone after the next successful save', async () => {
    const shared = new SharedStore();
    await boot(shared.view());
    const user = userEvent.setup();
    render(<StatusBanners />);
    shared.setError = quotaError('firefox-old');
    act(() => void useAppStore.getState().setTheme('dark'));
    expect(screen.getByText('Neuloženo')).toBeInTheDocument();
    expect(screen.getByText(/došlo místo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportovat zálohu' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toMatch(/^grimoar-zaloha-\d{4}-\d\d-\d\d\.json$/);
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu uložit' }));
    expect(screen.getByText(/Pořád se nedaří uložit/)).toBeInTheDocument();
    shared.setError = null;
    act(() => void useAppStore.getState().setTheme('light'));
    expect(screen.queryByText('Neuloženo')).toBeNull();
  });

  it('newer version: read-only message with reload', async () => {
    const shared = new SharedStore();
    shared.map.set('grimoar', JSON.stringify({ version: 99, state }));
    await boot(shared.view());
    render(<StatusBanners />);
    expect(screen.getByText('Data z novější verze Grimoáru')).toBeInTheDocument();
    expect(screen.getByText(/verze dat 99/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Načíst znovu' })).toBeInTheDocument();
  });

  it('no storage: in-memory warning', async () => {
    await boot(throwingStorage());
    render(<StatusBanners />);
    expect(screen.getByText('Nic se neukládá')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportovat' })).toBeInTheDocument();
  });

  it('set-aside items: a banner linking to settings', async () => {
    const shared = new SharedStore();
    shared.map.set('grimoar', JSON.stringify({ version: 1, state: { ...state, characters: [...state.characters, { id: 'x', name: 'Rozbitá', classes: [] , spells: [] }] } }));
    await boot(shared.view());
    render(<StatusBanners />);
    expect(screen.getByText('1 položku se nepodařilo načíst. Odložili jsme ji stranou – v podrobnostech uvidíš proč.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobrazit' })).toHaveAttribute('href', '/nastaveni#odlozene');
  });

  it('unreadable sync records: said once, in both languages, with the backup in Settings', async () => {
    const shared = new SharedStore();
    shared.map.set('grimoar:sync', '{"characters":{"umara":{"key":"');
    await boot(shared.view());
    createSyncRecords(shared.view(), { now: () => new Date('2026-12-05T19:30:00.000Z') }).dispose();
    const user = userEvent.setup();
    const { unmount } = render(<StatusBanners />);
    const banner = screen.getByTestId('banner-sync-damaged');
    expect(banner).toHaveTextContent('Záznamy synchronizace nešly přečíst');
    expect(banner).toHaveTextContent(vlna('Jejich kopii jsme uložili jako zálohu (Nastavení → Zálohy nečitelných dat).'));
    expect(screen.getByRole('link', { name: 'Zobrazit zálohy' })).toHaveAttribute('href', '/nastaveni#zalohy');
    expect(persistence()?.backups().map((b) => b.key)).toEqual(['grimoar:backup:2026-12-05T19:30:00.000Z']);
    await act(() => setupTestI18n('en'));
    try {
      expect(banner).toHaveTextContent('The sync records could not be read');
      await user.click(screen.getByRole('button', { name: 'Got it' }));
    } finally {
      await act(() => setupTestI18n('cs'));
    }
    expect(screen.queryByTestId('banner-sync-damaged')).toBeNull();
    unmount();
    // the next start: the records were written over after the backup, nothing to say again
    await boot(shared.view());
    createSyncRecords(shared.view()).dispose();
    render(<StatusBanners />);
    expect(screen.queryByTestId('banner-sync-damaged')).toBeNull();
  });

  it('opening a share link offers the import; a broken link says so', async () => {
    await boot(new SharedStore().view());
    const file = buildExport(state, 'character', state.characters[0].id)!;
    window.history.replaceState(null, '', '/#import=' + compressToEncodedURIComponent(JSON.stringify(file)));
    const user = userEvent.setup();
    render(<StatusBanners />);
    expect(await screen.findByRole('heading', { name: vlna('Import z odkazu') })).toBeInTheDocument();
    expect(screen.getByText('Elminster z Údolí')).toBeInTheDocument();
    // read once: a reload (even after importing) does not offer it again
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Importovat' }));
    expect(useAppStore.getState().characters.map((c) => c.name)).toEqual(['Elminster z Údolí']);
    expect(useAppStore.getState().homebrew).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');

    window.history.replaceState(null, '', '/#import=zzzz');
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    await waitFor(() => expect(screen.getByText('Odkaz je poškozený nebo neúplný – nech si ho poslat znovu.')).toBeInTheDocument());
    expect(screen.getByText('Nic se nezměnilo.')).toBeInTheDocument();
  });

  it('a link from a newer version talks of the link, and to open it again after the reload', async () => {
    await boot(new SharedStore().view());
    const file = { ...buildExport(state, 'character', state.characters[0].id)!, version: 99 };
    window.history.replaceState(null, '', '/#import=' + compressToEncodedURIComponent(JSON.stringify(file)));
    render(<StatusBanners />);
    // the link is dropped once read: a reload alone would not offer it again
    expect(await screen.findByText('Odkaz pochází z novější verze Grimoáru (verze dat 99). Načti stránku znovu, aby se aplikace aktualizovala, a pak odkaz otevři znovu.')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});

describe('backup reminder', () => {
  const day = 86_400_000;
  const now = Date.parse('2024-06-01T00:00:00Z');
  const old = [{ createdAt: new Date(now - 10 * day).toISOString() }];
  it('reminds only with characters older than three days and no recent export, unless snoozed', () => {
    expect(shouldRemindExport(now, [], null, null)).toBe(false);
    expect(shouldRemindExport(now, [{ createdAt: new Date(now - day).toISOString() }], null, null)).toBe(false);
    expect(shouldRemindExport(now, old, null, null)).toBe(true);
    expect(shouldRemindExport(now, old, new Date(now - 5 * day).toISOString(), null)).toBe(false);
    expect(shouldRemindExport(now, old, new Date(now - 40 * day).toISOString(), null)).toBe(true);
    expect(shouldRemindExport(now, old, null, new Date(now + day).toISOString())).toBe(false);
  });

  it('shows the reminder banner, and "later" snoozes it', async () => {
    const shared = new SharedStore();
    shared.map.set('grimoar', JSON.stringify({ version: 1, state: { ...state, characters: state.characters.map((c) => ({ ...c, createdAt: '2020-01-01T00:00:00.000Z' })) } }));
    await boot(shared.view());
    const user = userEvent.setup();
    render(<StatusBanners />);
    expect(screen.getByText(/Zálohuj si postavy do souboru/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Později' }));
    expect(screen.queryByText(/Zálohuj si postavy do souboru/)).toBeNull();
    expect(JSON.parse(shared.map.get('grimoar:meta')!).reminderSnoozedUntil).toBeTruthy();
  });
});
