// Overchannel in the cast dialog: offered to an Evocation wizard from 14th level for a wizard spell
// cast at 1st–5th level that deals damage; the cost said before ticking (free the first time since
// the long rest, then the necrotic dice for the level cast at); ticked, the damage is said at its
// maximum and the done screen tells (and rolls) the necrotic damage to take.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupCastDialog } from '../../testing/cast-dialog';

const { make, char, open } = setupCastDialog();
const summary = () => screen.getByTestId('cast-summary').textContent ?? '';
const box = () => screen.queryByRole('checkbox', { name: /Přetížení/ });
const evoker = (level: number) => make([{ classId: 'wizard', level, subclassId: 'evocation' }], [
  { spellId: 'fireball', classId: 'wizard', status: 'prepared' },
  { spellId: 'mage-armor', classId: 'wizard', status: 'prepared' },
]);

describe('Overchannel in the cast dialog', () => {
  it('not offered below 14th level, for a cantrip, for a spell without damage or from a 6th-level slot', async () => {
    const user = userEvent.setup();
    await open(evoker(13), 'fireball');
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeInTheDocument();
    expect(box()).toBeNull();
    cleanup();
    const id = evoker(14);
    await open(id, 'fire-bolt');
    expect(box()).toBeNull();
    cleanup();
    await open(id, 'mage-armor');
    expect(box()).toBeNull();
    cleanup();
    await open(id, 'fireball');
    expect(box()).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: /Pozice 6.\súrovně/ }));
    expect(box()).toBeNull();
  });

  it('ticked: the damage at its maximum, the first use free; the second use says 6k12 before and after', async () => {
    const id = evoker(14);
    const user = userEvent.setup();
    await open(id, 'fireball');
    expect(box()).toHaveAccessibleDescription('Poprvé od důkladného odpočinku: bez následků.');
    expect(summary()).toMatch(/8k6\s\+\s4 ohnivého zranění/);
    await user.click(box()!);
    // 8d6 at 48, Int +4 from Empowered Evocation
    expect(summary()).toMatch(/52 ohnivého zranění, z\stoho \+4 za Posílené zaklínání, maximální zranění \(Přetížení\)/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByText('Přetížení: poprvé od důkladného odpočinku, bez následků.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hodit zranění/ })).toBeNull();
    expect(char(id).caster.overchannelUses).toBe(1);
    cleanup();

    await open(id, 'fireball');
    expect(box()).not.toBeChecked();
    expect(box()!).toHaveAccessibleDescription(/^Použito už 1× od důkladného odpočinku: hned po seslání utrpíš 6k12\snekrotického zranění/);
    await user.click(screen.getByRole('radio', { name: /Pozice 4.\súrovně/ }));
    expect(box()!).toHaveAccessibleDescription(/utrpíš 8k12\snekrotického zranění/);
    await user.click(screen.getByRole('radio', { name: /Pozice 3.\súrovně/ }));
    await user.click(box()!);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByText(/^Přetížení: hned po seslání utrpíš 6k12 nekrotického zranění; odolnost ani imunita ho nesníží\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hodit nekrotické zranění (6k12)' }));
    expect(screen.getByTestId('roll')).toHaveTextContent('Nekrotické zranění (Přetížení):');
    expect(char(id).caster.overchannelUses).toBe(2);
  });

  it('unticked, the cast counts nothing', async () => {
    const id = evoker(14);
    const user = userEvent.setup();
    await open(id, 'fireball');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.overchannelUses).toBeUndefined();
    expect(screen.getByRole('button', { name: /Hodit zranění/ })).toBeInTheDocument();
  });
});
