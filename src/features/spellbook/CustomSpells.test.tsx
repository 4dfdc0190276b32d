// Custom spells in a character's book after the custom spell changed under it: deleted (the catalog
// no longer has it) or edited to a level the class cannot cast yet.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import type { OwnedSpell } from '../../rules';
import type { TFn } from '../../data/format-fields';
import { emptyForm, spellFromForm } from '../homebrew/form';
import SpellbookScreen from './SpellbookScreen';

vi.setConfig({ testTimeout: 30_000 });

setupSpellScreen('/kniha');

const HB = 'hb-ledovy-sip-ab12';
const owned = (status: OwnedSpell['status'], ...ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId: 'wizard', status }));

function seedWizard(level: number, spells: OwnedSpell[]) {
  // INT 16: prepares INT modifier + level
  const c = newCharacter('Umara', [{ classId: 'wizard', level }], { str: 8, dex: 14, con: 12, int: 16, wis: 12, cha: 10 });
  c.spells = spells;
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c.id;
}

function customSpell(level: number) {
  const r = spellFromForm({ ...emptyForm(), name: 'Ledový šíp', level: String(level), rangeDistance: '12', classes: ['wizard'], description: 'Šíp z ledu zasáhne cíl.' }, HB, i18next.t as unknown as TFn, 'cs');
  if (!r.ok) throw new Error('fixture');
  return r.spell;
}

const wizardSection = (level: number) => screen.findByRole('heading', { level: 2, name: `Kouzelník ${level}` }, { timeout: 15_000 }).then((h) => h.closest('section')!);

describe('a deleted custom spell still in the book', () => {
  it('reads as a missing custom spell, counts in neither counter and can be removed', async () => {
    const id = seedWizard(1, owned('prepared', 'magic-missile', 'shield', HB));
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    const w = within(await wizardSection(1));
    expect(w.getByText('Připravená kouzla', { selector: 'p' })).toHaveTextContent('Připravená kouzla 2 / 4');
    const group = w.getByRole('heading', { level: 4, name: /^Chybějící kouzla \(nejsou\sv\skatalogu\)$/ }).parentElement!;
    expect(within(group).getByRole('checkbox', { name: 'Připraveno: Chybějící vlastní kouzlo' })).toBeChecked();
    expect(document.body.textContent).not.toMatch(/hb-/);

    // the preparation dialog counts as the book does, and lists the spell apart
    await user.click(screen.getByRole('button', { name: 'Připravit kouzla' }));
    const d = within(screen.getByRole('dialog', { name: 'Příprava kouzel' }));
    expect(d.getByTestId('prep-count-wizard')).toHaveTextContent('Vybrána 2 kouzla ze 4');
    expect(d.getByRole('checkbox', { name: 'Chybějící vlastní kouzlo' })).toBeChecked();
    expect(d.getByText(/do limitu nepočítají/)).toBeInTheDocument();
    expect(screen.getByRole('dialog').textContent).not.toMatch(/hb-/);
    await user.click(d.getByRole('button', { name: 'Zrušit' }));

    await user.click(w.getByRole('button', { name: /Chybějící vlastní kouzlo/, expanded: false }));
    await user.click(w.getByRole('button', { name: 'Odebrat kouzlo Chybějící vlastní kouzlo' }));
    expect(useAppStore.getState().characters.find((c) => c.id === id)!.spells.map((s) => s.spellId)).toEqual(['magic-missile', 'shield']);
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo „Chybějící vlastní kouzlo“ odebráno.');
    expect(document.body.textContent).not.toMatch(/hb-/);
  });
});

describe('two deleted custom spells in one book', () => {
  it('read apart, numbered the same in the book, the preparation dialog and the removal message', async () => {
    seedWizard(1, owned('prepared', 'hb-ledovy-sip-ab12', 'hb-ohnivy-sip-cd34'));
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    const w = within(await wizardSection(1));
    expect(w.getByRole('checkbox', { name: 'Připraveno: Chybějící vlastní kouzlo 1' })).toBeChecked();
    expect(w.getByRole('checkbox', { name: 'Připraveno: Chybějící vlastní kouzlo 2' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Připravit kouzla' }));
    const d = within(screen.getByRole('dialog', { name: 'Příprava kouzel' }));
    expect(d.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label') ?? c.closest('label')!.textContent)).toEqual(['Chybějící vlastní kouzlo 1', 'Chybějící vlastní kouzlo 2']);
    await user.click(d.getByRole('button', { name: 'Zrušit' }));

    await user.click(w.getByRole('button', { name: 'Chybějící vlastní kouzlo 2', expanded: false }));
    await user.click(w.getByRole('button', { name: 'Odebrat kouzlo Chybějící vlastní kouzlo 2' }));
    expect(useAppStore.getState().characters[0].spells.map((s) => s.spellId)).toEqual(['hb-ledovy-sip-ab12']);
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo „Chybějící vlastní kouzlo 2“ odebráno.');
    // one left: it needs no number
    expect(w.getByRole('checkbox', { name: 'Připraveno: Chybějící vlastní kouzlo' })).toBeChecked();
  });
});

describe('a wizard whose book holds only deleted custom spells', () => {
  it.each([
    ['in the book', 'inBook', 0],
    ['prepared, while searching', 'prepared', 1],
  ] as const)('is not told the book is empty (%s)', async (_what, status, search) => {
    seedWizard(1, owned(status, 'hb-ledovy-sip-ab12', 'hb-ohnivy-sip-cd34'));
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    // the book lists them, and does not call itself empty
    expect(await wizardSection(1)).not.toHaveTextContent(/prázdná/);
    await user.click(screen.getByRole('button', { name: 'Připravit kouzla' }));
    const d = within(screen.getByRole('dialog', { name: 'Příprava kouzel' }));
    if (search) await user.type(d.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'šíp');
    expect(d.queryByText('V knize kouzel zatím nic není.')).toBeNull();
    expect(d.getByText(/^Z knihy kouzel teď nejde připravit nic/)).toBeInTheDocument();
  });

  it('an empty book is still called empty', async () => {
    seedWizard(1, []);
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await wizardSection(1);
    await user.click(screen.getByRole('button', { name: 'Připravit kouzla' }));
    expect(within(screen.getByRole('dialog', { name: 'Příprava kouzel' })).getByText('V knize kouzel zatím nic není.')).toBeInTheDocument();
  });
});

describe('a custom spell raised above what the class can cast', () => {
  it('is flagged at its row once its level goes from 1 to 9 (wizard 3: 2nd-level slots)', async () => {
    useAppStore.getState().saveHomebrew(customSpell(1));
    seedWizard(3, owned('prepared', HB));
    render(<SpellbookScreen />);
    const w = within(await wizardSection(3));
    const row = () => w.getByRole('checkbox', { name: 'Připraveno: Ledový šíp' }).closest('li')!;
    expect(row()).not.toHaveTextContent(/příliš vysoké/);
    act(() => {
      useAppStore.getState().saveHomebrew(customSpell(9));
    });
    expect(row()).toHaveTextContent(/Kouzlo 9\.\súrovně je na toto povolání zatím příliš vysoké: sešle nejvýš kouzla 2\.\súrovně\./);
    expect(w.getByRole('button', { name: /Ledový šíp/, expanded: false })).toHaveAccessibleDescription(/příliš vysoké/);
  });
});
