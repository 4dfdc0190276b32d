// The cast dialog's summary and choices as a player reads them: extra targets of a higher slot, a
// higher slot that adds nothing, only the classes the spell belongs to, and no made-up target.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '../../store/app-store';
import { setupCastDialog } from '../../testing/cast-dialog';

const { make, open } = setupCastDialog();
const summary = () => screen.getByTestId('cast-summary').textContent ?? '';

describe('cast dialog, polished', () => {
  it('Hold Person from a 3rd-level slot names its 2 targets', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'hold-person', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await open(id, 'hold-person');
    expect(summary()).toMatch(/1\scíl/);
    await user.click(screen.getByRole('radio', { name: /Pozice 3. úrovně/ }));
    expect(summary()).toMatch(/2\scíle/);
  });

  it('Mage Armor from a 2nd-level slot says that a higher slot adds nothing', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'mage-armor', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await open(id, 'mage-armor');
    expect(summary()).not.toContain('nic nepřidá');
    await user.click(screen.getByRole('radio', { name: /Pozice 2. úrovně/ }));
    expect(summary()).toContain('vyšší pozice nic nepřidá');
  });

  it('a paladin-only spell is not offered "as a warlock"', async () => {
    const id = make([{ classId: 'paladin', level: 5 }, { classId: 'warlock', level: 3 }], [{ spellId: 'divine-favor', classId: 'paladin', status: 'prepared' }]);
    await open(id, 'divine-favor');
    expect(screen.queryByRole('combobox', { name: 'Sesílám jako' })).toBeNull();
  });

  it('a blank target is recorded blank, not as "cíl"', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'haste', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await open(id, 'haste');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    const effects = useAppStore.getState().characters[0].caster.effects;
    expect(effects).toHaveLength(1);
    expect(effects[0].target).toBe('');
    expect(screen.getByText('Účinek zapsán: Rychlost.')).toBeInTheDocument();
  });
});
