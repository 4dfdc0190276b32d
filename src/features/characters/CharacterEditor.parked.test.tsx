// Unsaved edits survive leaving the editor for another screen and coming back.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import CharacterEditor from './CharacterEditor';
import { forgetParkedDrafts } from './useParkedDraft';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await setupTestI18n('cs');
});
beforeEach(() => {
  forgetParkedDrafts();
  useAppStore.setState(initialState());
});

function seed() {
  const c = newCharacter('Elminster', [{ classId: 'wizard', level: 5 }]);
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c;
}

const nameBox = () => screen.getByRole('textbox', { name: 'Jméno' });
const restoredNote = /neuložené úpravy jsou zpátky/;

describe('character editor: unsaved edits while the player is elsewhere', () => {
  it('brings back typed changes after leaving without saving, and discards them on request', async () => {
    const c = seed();
    const user = userEvent.setup();
    const first = render(<CharacterEditor id={c.id} />);
    await user.clear(nameBox());
    await user.type(nameBox(), 'Elminster Aumar');
    first.unmount(); // a tap on another screen's tab

    render(<CharacterEditor id={c.id} />);
    expect(nameBox()).toHaveValue('Elminster Aumar');
    expect(screen.getByRole('status')).toHaveTextContent(restoredNote);
    await user.click(screen.getByRole('button', { name: 'Zahodit úpravy' }));
    expect(nameBox()).toHaveValue('Elminster');
    expect(screen.queryByText(restoredNote)).not.toBeInTheDocument();
  });

  it('saving keeps only what was changed, and leaves nothing to bring back', async () => {
    const c = seed();
    const user = userEvent.setup();
    const first = render(<CharacterEditor id={c.id} />);
    await user.clear(nameBox());
    await user.type(nameBox(), 'Aumar');
    first.unmount();
    // meanwhile the level changes elsewhere (another tab, a synced device)
    useAppStore.setState((s) => ({ characters: s.characters.map((x) => ({ ...x, classes: [{ classId: 'wizard', level: 6 }] })) }));

    const second = render(<CharacterEditor id={c.id} />);
    // the level changed elsewhere is not one this form changes: nothing to warn of, and the form
    // shows the live level (what saving keeps)
    expect(screen.queryByText(/mezitím u\spostavy změnily/)).toBeNull();
    expect(nameBox()).toHaveValue('Aumar');
    expect(screen.getByRole('textbox', { name: 'Úroveň' })).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    const saved = useAppStore.getState().characters[0];
    expect(saved.name).toBe('Aumar');
    expect(saved.classes[0].level).toBe(6);
    second.unmount();

    render(<CharacterEditor id={c.id} />);
    expect(nameBox()).toHaveValue('Aumar');
    expect(screen.queryByText(restoredNote)).not.toBeInTheDocument();
  });

  it('says when another tab changed what this form changes too; saving keeps the form\'s version', async () => {
    const c = seed();
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    await user.clear(nameBox());
    await user.type(nameBox(), 'Aumar');
    expect(screen.queryByText(/mezitím u\spostavy změnily/)).toBeNull();
    act(() => useAppStore.setState((s) => ({ characters: s.characters.map((x) => ({ ...x, name: 'Elminster z B', abilities: { ...x.abilities, wis: 14 } })) })));
    expect(screen.getByRole('status')).toHaveTextContent(/^Jiná karta nebo zařízení mezitím u\spostavy změnily jméno\. Když uložíš, platí to, co je tady\.$/);
    expect(nameBox()).toHaveValue('Aumar');
    expect(screen.getByRole('textbox', { name: 'Moudrost' })).toHaveValue('14');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters[0]).toMatchObject({ name: 'Aumar', abilities: { wis: 14 } });
  });

  it('an editor left unchanged, or cancelled, brings nothing back', async () => {
    const c = seed();
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />).unmount();
    const again = render(<CharacterEditor id={c.id} />);
    expect(screen.queryByText(restoredNote)).not.toBeInTheDocument();
    await user.type(nameBox(), ' II');
    await user.click(screen.getByRole('link', { name: 'Zrušit' }));
    again.unmount();
    render(<CharacterEditor id={c.id} />);
    expect(nameBox()).toHaveValue('Elminster');
    expect(screen.queryByText(restoredNote)).not.toBeInTheDocument();
  });

  it('a reload of the tab brings back a new character half typed, from the tab\'s session storage', async () => {
    const user = userEvent.setup();
    const first = render(<CharacterEditor />);
    await user.type(nameBox(), 'Mordenkainen');
    first.unmount();
    // what survives a reload: the session storage, not the page's memory
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('grimoar:draft:'))).toHaveLength(1);

    render(<CharacterEditor />);
    expect(nameBox()).toHaveValue('Mordenkainen');
    expect(screen.getByRole('status')).toHaveTextContent(restoredNote);
  });

  it('a damaged parked draft is dropped and the editor opens the character as it is', () => {
    const c = seed();
    sessionStorage.setItem(`grimoar:draft:${c.id}`, JSON.stringify({ draft: { name: 7 }, opened: null }));
    render(<CharacterEditor id={c.id} />);
    expect(nameBox()).toHaveValue('Elminster');
    expect(screen.queryByText(restoredNote)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`grimoar:draft:${c.id}`)).toBeNull();
  });
});
