// SRD 5.1 wizard: Spell Mastery (18th) and Signature Spells (20th) are chosen in the Kniha from the
// book's spells of the right level; signature spells show as always prepared and leave the count;
// below the level the choice stays, marked as not applying.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import type { Character } from '../../store/types';
import SpellbookScreen from './SpellbookScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

vi.setConfig({ testTimeout: 30_000 });

setupSpellScreen('/kniha');

const INT18 = { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 };
function wizard(level: number, extra: Partial<Character> = {}): Character {
  const c = newCharacter('Mordenkain', [{ classId: 'wizard', level }], INT18);
  c.spells = [
    { spellId: 'shield', classId: 'wizard', status: 'prepared' },
    { spellId: 'magic-missile', classId: 'wizard', status: 'inBook' },
    { spellId: 'misty-step', classId: 'wizard', status: 'inBook' },
    { spellId: 'fireball', classId: 'wizard', status: 'prepared' },
    { spellId: 'counterspell', classId: 'wizard', status: 'inBook' },
    { spellId: 'haste', classId: 'wizard', status: 'inBook' },
  ];
  return { ...c, ...extra };
}
async function show(c: Character) {
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  render(<SpellbookScreen />);
  await screen.findByRole('heading', { level: 2, name: `Kouzelník ${c.classes[0].level}` }, { timeout: 15_000 });
}
const stored = () => useAppStore.getState().characters[0];
const feature = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('section')!);

describe('Spell Mastery and Signature Spells in the Kniha', () => {
  it('wizard 18: one spell of each level from the book; wizard 20 adds two signature spells', async () => {
    await show(wizard(20));
    const user = userEvent.setup();
    const mastery = feature(vlna('Mistrovství v kouzlech'));
    const first = mastery.getByRole('combobox', { name: vlna('Kouzlo 1. úrovně') });
    // only the book's 1st-level spells
    expect(within(first).getAllByRole('option').map((o) => o.textContent)).toEqual(['(nevybráno)', 'Magická střela', 'Štít']);
    await user.selectOptions(first, 'shield');
    await user.selectOptions(mastery.getByRole('combobox', { name: vlna('Kouzlo 2. úrovně') }), 'misty-step');
    expect(stored().masterySpells).toEqual(['shield', 'misty-step']);
    // another 1st-level spell replaces Shield, the 2nd-level one stays
    await user.selectOptions(first, 'magic-missile');
    expect(stored().masterySpells).toEqual(['misty-step', 'magic-missile']);

    const signature = feature('Typická kouzla');
    await user.selectOptions(signature.getByRole('combobox', { name: /^1\.\stypické kouzlo$/ }), 'fireball');
    const second = signature.getByRole('combobox', { name: /^2\.\stypické kouzlo$/ });
    // the first signature spell is not offered again
    expect(within(second).getAllByRole('option').map((o) => o.textContent)).toEqual(['(nevybráno)', 'Protikouzlo', 'Rychlost']);
    await user.selectOptions(second, 'counterspell');
    expect(stored().signatureSpells).toEqual(['fireball', 'counterspell']);
  });

  it('a refused choice says why, with a "Proč?" link to the rule, in the toast', async () => {
    await show(wizard(18));
    const user = userEvent.setup();
    // the book changed in another window meanwhile: the store refuses the spell
    const real = useAppStore.getState().setWizardSpells;
    act(() => useAppStore.setState({ setWizardSpells: () => ({ ok: false, error: 'notInSpellbook' }) }));
    try {
      await user.selectOptions(feature(vlna('Mistrovství v kouzlech')).getByRole('combobox', { name: vlna('Kouzlo 1. úrovně') }), 'shield');
      const toast = within(screen.getByRole('status'));
      expect(toast.getByText('Toto kouzlo v knize kouzel nemáš.')).toBeInTheDocument();
      expect(toast.getByRole('link', { name: /^Proč\?/ })).toHaveAttribute('href', '/pravidla#schopnosti-povolani');
    } finally {
      act(() => useAppStore.setState({ setWizardSpells: real }));
    }
  });

  it('signature spells are always prepared: marked, their switch fixed, outside the prepared count', async () => {
    await show(wizard(20, { signatureSpells: ['fireball', 'counterspell'] }));
    // Int 18 (+4) + 20 = 24; Shield only (Fireball is a signature spell)
    expect(screen.getByText((_, el) => el?.tagName === 'P' && /^Připravená kouzla\s+1 \/ 24$/.test(el.textContent ?? ''))).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: /Protikouzlo/ });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    const row = screen.getByRole('button', { name: /Protikouzlo/ });
    expect(row.textContent).toContain('Typické kouzlo');
  });

  it('below the level the choice stays, read-only, with a note; below 18 without a choice nothing shows', async () => {
    await show(wizard(19, { masterySpells: ['shield'], signatureSpells: ['fireball'] }));
    const signature = feature('Typická kouzla');
    expect(signature.getByText(/^Platí od 20\.\súrovně kouzelníka\. Volba zůstává uložená, ale teď se neuplatní\.$/)).toBeInTheDocument();
    expect(signature.getByRole('combobox', { name: /^1\.\stypické kouzlo$/ })).toBeDisabled();
    expect(signature.getByRole('combobox', { name: /^1\.\stypické kouzlo$/ })).toHaveValue('fireball');
    expect(feature(vlna('Mistrovství v kouzlech')).getByRole('combobox', { name: vlna('Kouzlo 1. úrovně') })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /Ohnivá koule/ })).toBeEnabled();
  });

  it('a wizard 17 without a choice sees neither', async () => {
    await show(wizard(17));
    expect(screen.queryByRole('heading', { level: 3, name: vlna('Mistrovství v kouzlech') })).toBeNull();
    expect(screen.queryByRole('heading', { level: 3, name: 'Typická kouzla' })).toBeNull();
  });
});
