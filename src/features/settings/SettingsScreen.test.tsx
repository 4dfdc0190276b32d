import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { captureDownloads, type Download } from '../../testing/downloads';
import { useAppStore, pickPersisted } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { initPersistence, persistence } from '../../persistence';
import { SharedStore } from '../../testing/fake-storage';
import { parseShareHash } from '../../persistence/share';
import fixtureV1 from '../../persistence/migrations/fixtures/v1.json';
import type { PersistedState } from '../../store/types';
import SettingsScreen from './SettingsScreen';
import { loadMechanics } from '../../data/catalog';
import { vlna } from '../../i18n/tools/vlna.mjs';

const state = fixtureV1.state as unknown as PersistedState;
let downloads: Download[] = [];

beforeAll(async () => {
  await setupTestI18n('cs');
});
beforeEach(async () => {
  useAppStore.setState(initialState());
  await initPersistence(useAppStore, new SharedStore().view(), { events: null });
  downloads = captureDownloads();
});
afterEach(() => {
  act(() => persistence()?.dispose());
  vi.restoreAllMocks();
});

/** The screen, once its storage panel has looked up the catalog's spell ids (inside act). */
async function show() {
  const r = render(<SettingsScreen />);
  await act(() => loadMechanics());
  return r;
}

const jsonFile = (text: string, name = 'zaloha.json') => new File([text], name, { type: 'application/json' });

describe('SettingsScreen', () => {
  it('opened from a banner’s link to the backups, shows them (scrolled there)', async () => {
    const shared = new SharedStore();
    shared.map.set('grimoar:backup:2026-12-05T19:30:00.000Z', '{"characters":{"umara":{"key":"');
    await initPersistence(useAppStore, shared.view(), { events: null });
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.history.replaceState(null, '', '/nastaveni#zalohy');
    try {
      await show();
      expect(scrolled).toEqual(['zalohy']);
      expect(document.getElementById('zalohy')).toHaveTextContent('Zálohy nečitelných dat');
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      act(() => window.history.replaceState(null, '', '/'));
    }
  });

  it('opened from the characters screen’s link, scrolls to backup and transfer', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.history.replaceState(null, '', '/nastaveni#prenos');
    try {
      await show();
      expect(scrolled).toEqual(['prenos']);
      expect(document.getElementById('prenos')).toHaveAccessibleName(vlna('Záloha a přenos'));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      act(() => window.history.replaceState(null, '', '/'));
    }
  });

  it('switches language and theme', async () => {
    const user = userEvent.setup();
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tmavý' }));
    expect(useAppStore.getState().settings.theme).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(useAppStore.getState().settings.language).toBe('en');
  });

  it('exports everything; the file imports back (replace) to the same state', async () => {
    useAppStore.setState(state);
    const user = userEvent.setup();
    await show();
    expect(screen.getByText('Zatím žádná záloha.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportovat vše' }));
    expect(downloads[0].name).toMatch(/^grimoar-zaloha-\d{4}-\d\d-\d\d\.json$/);
    const text = await downloads[0].blob.text();
    expect(JSON.parse(text)).toMatchObject({ app: 'grimoar', kind: 'all', version: 2, data: { characters: state.characters, homebrew: state.homebrew } });
    expect(screen.getByText(/^Poslední záloha:/)).toHaveAttribute('role', 'status');

    // change things, then restore from the file
    act(() => {
      useAppStore.getState().deleteCharacter(state.characters[0].id);
      useAppStore.getState().renameCharacter(state.characters[1].id, 'Jiné jméno');
    });
    await user.upload(screen.getByTestId('import-file'), jsonFile(text));
    expect(await screen.findByRole('heading', { name: 'Import dat' })).toBeInTheDocument();
    expect(screen.getByText('Obsahuje 2 postavy a 1 vlastní kouzlo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nahradit všechno' }));
    // the pressed button is gone with its step: focus is on the new step's text, not lost to the page
    expect(screen.getByText(/Nahrazení odstraní tvé současné postavy/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Nahradit všechno' }));
    // the renamed character was overwritten by the file's version: replaced, not "removed: 0" alone
    expect(screen.getByText(/^Hotovo\. Data teď obsahují jen to, co bylo v\ssouboru: 2 postavy\. Nahrazeno verzí ze souboru: 1 postava\.$/)).toHaveFocus();
    const now = pickPersisted(useAppStore.getState());
    expect(now.characters.map((c) => ({ ...c, updatedAt: '' }))).toEqual(state.characters.map((c) => ({ ...c, updatedAt: '' })));
    expect(now.homebrew).toEqual(state.homebrew);
  });

  it('names what a file holds in the accusative: "Obsahuje 1 postavu"', async () => {
    const user = userEvent.setup();
    await show();
    const file = { app: 'grimoar', kind: 'all', version: 2, exportedAt: '', data: { characters: [state.characters[0]], homebrew: [] } };
    await user.upload(screen.getByTestId('import-file'), jsonFile(JSON.stringify(file)));
    expect(await screen.findByText('Obsahuje 1 postavu a žádná vlastní kouzla.')).toBeInTheDocument();
    expect(screen.queryByText(/Při kontrole jsme upravili/)).not.toBeInTheDocument();
  });

  it('gives a character without a name (a hand-edited file) a name the dialog and the list show', async () => {
    const user = userEvent.setup();
    await show();
    const file = { app: 'grimoar', kind: 'all', version: 2, exportedAt: '', data: { characters: [{ ...state.characters[0], name: '  ' }], homebrew: [] } };
    await user.upload(screen.getByTestId('import-file'), jsonFile(JSON.stringify(file)));
    expect(await screen.findByText('Postava bez jména')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importovat' }));
    expect(useAppStore.getState().characters.map((c) => c.name)).toEqual(['Postava bez jména']);
  });

  it('names a spell missing from the catalog in words: a custom one without its internal id', async () => {
    const c = state.characters[0];
    useAppStore.setState({ ...state, characters: [{ ...c, spells: [{ spellId: 'hb-gone', classId: c.classes[0].classId, status: 'known' }] }] });
    await show();
    expect(await screen.findByText(`${c.name}: chybějící vlastní kouzlo`)).toBeInTheDocument();
    expect(screen.queryByText(/hb-gone/)).toBeNull();
  });

  it('numbers two missing custom spells of one character, as its book does', async () => {
    const c = state.characters[0];
    const spells = ['hb-gone', 'hb-lost'].map((spellId) => ({ spellId, classId: c.classes[0].classId, status: 'known' as const }));
    useAppStore.setState({ ...state, characters: [{ ...c, spells }] });
    await show();
    expect(await screen.findByText(`${c.name}: chybějící vlastní kouzlo 1`)).toBeInTheDocument();
    expect(screen.getByText(`${c.name}: chybějící vlastní kouzlo 2`)).toBeInTheDocument();
  });

  it('says how many values the check corrected before anything is imported', async () => {
    const user = userEvent.setup();
    await show();
    const c = state.characters[0];
    const broken = { ...c, classes: [{ ...c.classes[0], level: 50 }], abilities: { ...c.abilities, str: 99 } };
    const file = { app: 'grimoar', kind: 'all', version: 2, exportedAt: '', data: { characters: [broken], homebrew: [] } };
    await user.upload(screen.getByTestId('import-file'), jsonFile(JSON.stringify(file)));
    expect(await screen.findByText(/^Při kontrole jsme opravili 2 neplatné hodnoty/)).toBeInTheDocument();
    expect(screen.queryByText(/chyběl/)).toBeNull();
  });

  it('says a value missing from the file was filled in, not corrected', async () => {
    const user = userEvent.setup();
    await show();
    const { createdAt: _, ...c } = state.characters[0];
    const file = { app: 'grimoar', kind: 'all', version: 2, exportedAt: '', data: { characters: [c], homebrew: [] } };
    await user.upload(screen.getByTestId('import-file'), jsonFile(JSON.stringify(file)));
    expect(await screen.findByText('V souboru chyběla 1 hodnota – doplnili jsme výchozí.')).toBeInTheDocument();
    expect(screen.queryByText(/opravili/)).toBeNull();
  });

  it('on load, counts values filled in apart from values corrected', async () => {
    const shared = new SharedStore();
    const { createdAt: _, conditions: __, ...c } = state.characters[0];
    const bad = { ...c, classes: [{ ...c.classes[0], level: 50 }] };
    shared.map.set('grimoar', JSON.stringify({ version: 1, state: { ...state, characters: [bad], activeCharacterId: bad.id } }));
    await initPersistence(useAppStore, shared.view(), { events: null });
    await show();
    expect(screen.getByText('Při načtení jsme opravili 1 neplatnou hodnotu.')).toBeInTheDocument();
    expect(screen.getByText('V uložených datech chyběly 2 hodnoty – doplnili jsme výchozí.')).toBeInTheDocument();
  });

  it.each([
    ['not JSON', 'hello', 'Soubor není platný JSON. Je poškozený, nebo to není záloha Grimoáru.'],
    ['another app', '{"app":"other"}', 'Tohle není soubor z Grimoáru. Importovat jde jen záloha nebo postava exportovaná z této aplikace.'],
    ['a newer version', JSON.stringify({ app: 'grimoar', kind: 'all', version: 7, exportedAt: '', data: {} }), 'Soubor pochází z novější verze Grimoáru (verze dat 7). Načti stránku znovu, aby se aplikace aktualizovala, a pak to zkus znovu.'],
    ['a broken character', JSON.stringify({ app: 'grimoar', kind: 'all', version: 1, exportedAt: '', data: { characters: [{ id: 'x', name: '<b>Zlý</b>', classes: [], spells: [] }], homebrew: [] } }), 'Postava „<b>Zlý</b>“ v souboru je poškozená: povolání nebo úrovně nedávají smysl.'],
  ])('refuses %s with a specific Czech message and changes nothing', async (_what, text, message) => {
    useAppStore.setState(state);
    const before = pickPersisted(useAppStore.getState());
    const user = userEvent.setup();
    await show();
    await user.upload(screen.getByTestId('import-file'), jsonFile(text));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Import se nepovedl')).toBeInTheDocument();
    expect(screen.getByText('Nic se nezměnilo.')).toBeInTheDocument();
    expect(pickPersisted(useAppStore.getState())).toEqual(before);
  });

  it('a finished or refused import has one "Zavřít" (the ×) and one button that ends the step', async () => {
    const user = userEvent.setup();
    await show();
    const file = { app: 'grimoar', kind: 'all', version: 2, exportedAt: '', data: { characters: [state.characters[0]], homebrew: [] } };
    await user.upload(screen.getByTestId('import-file'), jsonFile(JSON.stringify(file)));
    await user.click(await screen.findByRole('button', { name: 'Importovat' }));
    let dialog = screen.getByRole('dialog', { name: 'Import dat' });
    expect(within(dialog).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Zavřít', 'Hotovo']);
    await user.click(within(dialog).getByRole('button', { name: 'Hotovo' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.upload(screen.getByTestId('import-file'), jsonFile('hello'));
    dialog = await screen.findByRole('dialog', { name: 'Import dat' });
    expect(within(dialog).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Zavřít', 'Rozumím']);
    await user.click(within(dialog).getByRole('button', { name: 'Rozumím' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('imports one character next to an existing copy (new id) or replaces it', async () => {
    useAppStore.setState(state);
    const user = userEvent.setup();
    await show();
    await user.selectOptions(screen.getByLabelText('Postava'), state.characters[0].id);
    await user.click(screen.getByRole('button', { name: 'Exportovat postavu' }));
    const text = await downloads[0].blob.text();
    expect(downloads[0].name).toMatch(/^grimoar-postava-elminster-z-udoli-/);
    await user.upload(screen.getByTestId('import-file'), jsonFile(text));
    expect(await screen.findByText(/Postavu „Elminster z Údolí“ už máš/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat jako další postavu' }));
    const names = useAppStore.getState().characters.map((c) => c.name);
    expect(names).toEqual(['Elminster z Údolí', 'Sestra Vlasta', 'Elminster z Údolí']);
    expect(new Set(useAppStore.getState().characters.map((c) => c.id)).size).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Hotovo' }));

    act(() => void useAppStore.getState().renameCharacter(state.characters[0].id, 'Přejmenovaný'));
    await user.upload(screen.getByTestId('import-file'), jsonFile(text));
    await user.click(await screen.findByRole('button', { name: 'Nahradit moji verzi' }));
    expect(screen.getByText('Hotovo. Nahrazeno: 1 postava.')).toBeInTheDocument();
    expect(useAppStore.getState().characters.map((c) => c.name)).toEqual(['Elminster z Údolí', 'Sestra Vlasta', 'Elminster z Údolí']);
  });

  it('an import the browser could not store says so beside "Hotovo"', async () => {
    const shared = new SharedStore();
    await initPersistence(useAppStore, shared.view(), { events: null });
    act(() => useAppStore.setState(state));
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('button', { name: 'Exportovat vše' }));
    const text = await downloads[0].blob.text();
    act(() => useAppStore.setState({ characters: [] }));
    shared.quota = shared.used(); // storage is full from now on
    await user.upload(screen.getByTestId('import-file'), jsonFile(text));
    await user.click(await screen.findByRole('button', { name: vlna('Přidat k mým datům') }));
    expect(await screen.findByText(/^Hotovo\. Přidáno: 2 postavy\.$/)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/nepodařilo uložit/);
  });

  it('makes a share link with a QR code that carries the chosen character', async () => {
    useAppStore.setState(state);
    const user = userEvent.setup();
    await show();
    await user.selectOptions(screen.getByLabelText('Postava'), state.characters[1].id);
    await user.click(screen.getByRole('button', { name: vlna('Vytvořit odkaz a QR kód') }));
    const qr = await screen.findByRole('img', { name: vlna('QR kód s odkazem na postavu Sestra Vlasta') });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const link = (screen.getByLabelText('Odkaz s postavou') as HTMLTextAreaElement).value;
    expect(link.startsWith(`${window.location.origin}/#import=`)).toBe(true);
    const parsed = parseShareHash(link.slice(link.indexOf('#')));
    expect(parsed?.ok && parsed.file.data.characters[0]).toEqual(state.characters[1]);
  });

  it('lists set-aside items with their raw data for download', async () => {
    const shared = new SharedStore();
    const broken = { id: 'x', name: '<img src=x onerror=alert(1)>', classes: 5, spells: [] };
    shared.map.set('grimoar', JSON.stringify({ version: 1, state: { ...state, characters: [broken] } }));
    await initPersistence(useAppStore, shared.view(), { events: null });
    const user = userEvent.setup();
    const { container } = await show();
    expect(screen.getByText('Poškozená postava')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    // the backup leaves it out, and says so next to its button
    expect(screen.getByText(/^Záloha nezahrne položky odložené stranou \(počet: 1\)/)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stáhnout data: <img src=x onerror=alert(1)>' }));
    expect(JSON.parse(await downloads[0].blob.text())).toEqual(broken);
    await user.click(screen.getByRole('button', { name: 'Zahodit: <img src=x onerror=alert(1)>' }));
    await user.click(screen.getAllByRole('button', { name: 'Zahodit' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('Poškozená postava')).toBeNull());
    expect(screen.queryByText(/Záloha nezahrne/)).toBeNull();
    expect(JSON.parse(shared.map.get('grimoar')!).setAside).toBeUndefined();
  });
});
