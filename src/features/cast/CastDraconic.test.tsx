// Elemental Affinity in the cast dialog: a Draconic Bloodline sorcerer of 6th level adds Charisma to
// a spell of its ancestor's damage type (to the total of a one-type spell, said for a missile or a
// second type) and may buy resistance to that type with 1 sorcery point; nothing of it before 6th
// level or for another type.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupCastDialog } from '../../testing/cast-dialog';
import { vlna } from '../../i18n/tools/vlna.mjs';
import { useAppStore } from '../../store/app-store';

const { make, char, open } = setupCastDialog();
const summary = () => screen.getByTestId('cast-summary').textContent ?? '';
const RESIST = vlna('Odolnost vůči ohnivému zranění na 1 hodinu (Živelná spřízněnost, 1 čarodějný bod)');

describe('Elemental Affinity when casting', () => {
  it('a red-dragon sorcerer 6 adds Cha to Fireball and Fire Bolt; resistance costs 1 sorcery point', async () => {
    const id = make([{ classId: 'sorcerer', level: 6, subclassId: 'draconic', ancestry: 'red' }], [
      { spellId: 'fireball', classId: 'sorcerer', status: 'known' },
      { spellId: 'fire-bolt', classId: 'sorcerer', status: 'known' },
    ]);
    const user = userEvent.setup();
    await open(id, 'fireball');
    // Cha 18: +4
    expect(summary()).toMatch(/8k6\s\+\s4 ohnivého zranění, z\stoho \+4 za Živelnou spřízněnost/);
    // no Metamagic known: the points left are said by the checkbox
    expect(screen.getByRole('checkbox', { name: RESIST })).toHaveAccessibleDescription(/^Čarodějné body: 6 ze\s6$/);
    await user.click(screen.getByRole('checkbox', { name: RESIST }));
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByRole('status')).toHaveTextContent('Utracen 1 čarodějný bod: máš odolnost vůči ohnivému zranění na 1 hodinu.');
    expect(screen.getByRole('button', { name: /^Hodit zranění \(8k6\s\+\s4\)$/ })).toBeInTheDocument();
    expect(char(id).caster.sorceryPointsSpent).toBe(1);
    // the resistance runs for an hour among the character's effects (Fireball itself leaves none)
    const round = char(id).caster.turn.round;
    expect(char(id).caster.effects).toEqual([{ spellId: 'fireball', target: '', endsAtRound: round + 600, resistance: 'fire' }]);
    cleanup();
    await open(id, 'fire-bolt');
    expect(summary()).toMatch(/2k10\s\+\s4 ohnivého zranění, z\stoho \+4 za Živelnou spřízněnost/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.sorceryPointsSpent).toBe(1);
  });

  it('the cast button says the point is missing when none is left', async () => {
    const id = make([{ classId: 'sorcerer', level: 6, subclassId: 'draconic', ancestry: 'gold' }], [{ spellId: 'burning-hands', classId: 'sorcerer', status: 'known' }]);
    spendPoints(id, 6);
    const user = userEvent.setup();
    await open(id, 'burning-hands');
    await user.click(screen.getByRole('checkbox', { name: RESIST }));
    expect(screen.getByRole('button', { name: /chybí 1\sčarodějný bod/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: RESIST }));
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeEnabled();
  });

  it('nothing for another type, below 6th level, or without the ancestor', async () => {
    const white = make([{ classId: 'sorcerer', level: 6, subclassId: 'draconic', ancestry: 'white' }], [{ spellId: 'fireball', classId: 'sorcerer', status: 'known' }]);
    await open(white, 'fireball');
    expect(summary()).not.toContain('Živelná');
    expect(screen.queryByRole('checkbox', { name: /Odolnost/ })).toBeNull();
    cleanup();
    const young = make([{ classId: 'sorcerer', level: 5, subclassId: 'draconic', ancestry: 'red' }], [{ spellId: 'fireball', classId: 'sorcerer', status: 'known' }]);
    await open(young, 'fireball');
    expect(summary()).toMatch(/8k6 ohnivého zranění,/);
    expect(screen.queryByRole('checkbox', { name: /Odolnost/ })).toBeNull();
  });
});

function spendPoints(id: string, points: number) {
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, caster: { ...c.caster, sorceryPointsSpent: points } } : c)) }));
}
