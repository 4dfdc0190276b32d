// A high-level wizard in the cast dialog: a mastered spell prepared is offered at its own level
// without a slot (Spell Mastery, wizard 18) and cast that way by default; a signature spell (wizard
// 20) once per rest, then only with a slot.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupCastDialog } from '../../testing/cast-dialog';
import { useAppStore } from '../../store/app-store';
import { vlna } from '../../i18n/tools/vlna.mjs';

const { make, char, open } = setupCastDialog();
const choose = (id: string, masterySpells: string[], signatureSpells?: string[]) =>
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, masterySpells, ...(signatureSpells ? { signatureSpells } : {}) } : c)) }));
const spells = [
  { spellId: 'shield', classId: 'wizard' as const, status: 'prepared' as const },
  { spellId: 'fireball', classId: 'wizard' as const, status: 'inBook' as const },
];

describe('Spell Mastery and signature spells in the cast dialog', () => {
  it('wizard 18: Shield offers "bez pozice (Mistrovství v kouzlech)", chosen first, and spends no slot', async () => {
    const id = make([{ classId: 'wizard', level: 18 }], spells);
    choose(id, ['shield']);
    const user = userEvent.setup();
    await open(id, 'shield');
    const free = screen.getByRole('radio', { name: vlna('Bez pozice (Mistrovství v kouzlech)') });
    expect(free).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pozice 1.\súrovně/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByText(/Mistrovství v\skouzlech: žádná pozice kouzla se neutratila/)).toBeInTheDocument();
    expect(char(id).caster.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('not offered to a wizard 17 with the same choice', async () => {
    const id = make([{ classId: 'wizard', level: 17 }], spells);
    choose(id, ['shield']);
    await open(id, 'shield');
    expect(screen.queryByRole('radio', { name: /Mistrovství/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Pozice 1.\súrovně/ })).toBeChecked();
  });

  it('wizard 20: Fireball from the book once without a slot, then the option is gone', async () => {
    const id = make([{ classId: 'wizard', level: 20 }], spells);
    choose(id, [], ['fireball']);
    const user = userEvent.setup();
    await open(id, 'fireball');
    expect(screen.getByRole('radio', { name: vlna('Bez pozice (Typické kouzlo), jednou za odpočinek') })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.signatureUsed).toEqual(['fireball']);
    expect(char(id).caster.spentSlots[2]).toBe(0);
    cleanup();
    await open(id, 'fireball');
    expect(screen.queryByRole('radio', { name: /Typické kouzlo/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Pozice 3.\súrovně/ })).toBeChecked();
  });
});
