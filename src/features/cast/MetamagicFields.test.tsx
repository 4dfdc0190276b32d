// Metamagic in the cast dialog before the tap: an option the sorcery points left do not cover (alone
// or with what is ticked; Twinned costs the slot's level) is disabled with how many points are
// missing, a second option besides Empowered says it is one per spell, and a cast refused for points
// says so on its button.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '../../store/app-store';
import { setupCastDialog } from '../../testing/cast-dialog';
import { setupTestI18n } from '../../testing/i18n';
import { vlna } from '../../i18n/tools/vlna.mjs';

const { make, open } = setupCastDialog();
const option = (name: RegExp) => screen.getByRole('checkbox', { name });

/** A sorcerer who knows Quickened and Twinned and has spent `spent` sorcery points, with Haste. */
function sorcerer(level: number, spent: number): string {
  const id = make([{ classId: 'sorcerer', level }], [{ spellId: 'haste', classId: 'sorcerer', status: 'known' }]);
  expect(useAppStore.getState().setMetamagic(id, ['quickened', 'twinned']).ok).toBe(true);
  useAppStore.getState().spendSorceryPoints(id, spent);
  return id;
}

describe('Metamagic options the points do not cover', () => {
  afterAll(() => setupTestI18n('cs'));

  it('sorcerer 5 with 1 point left: Quickened and Twinned are disabled and say how many points are missing', async () => {
    await open(sorcerer(5, 4), 'haste');
    expect(option(/Zrychlené kouzlo/)).toBeDisabled();
    expect(option(/Zrychlené kouzlo/).closest('label')).toHaveTextContent('chybí 1 čarodějný bod');
    // Twinned Haste from a 3rd-level slot costs 3
    expect(option(/Zdvojené kouzlo/)).toBeDisabled();
    expect(option(/Zdvojené kouzlo/).closest('label')).toHaveTextContent('chybí 2 čarodějné body');
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeEnabled();
  });

  it('with 2 points Quickened may be ticked; then Twinned says one option per spell', async () => {
    const user = userEvent.setup();
    await open(sorcerer(5, 3), 'haste');
    expect(option(/Zrychlené kouzlo/)).toBeEnabled();
    await user.click(option(/Zrychlené kouzlo/));
    expect(option(/Zdvojené kouzlo/)).toBeDisabled();
    expect(option(/Zdvojené kouzlo/).closest('label')).toHaveTextContent('jen jedna metamagie na kouzlo');
  });

  it('Twinned ticked, then a higher slot: it stays ticked, says what is missing, and so does the cast button', async () => {
    const user = userEvent.setup();
    // sorcerer 7: 7 points, 3 left; Twinned Haste costs 3 from a 3rd-level slot, 4 from a 4th
    await open(sorcerer(7, 4), 'haste');
    await user.click(option(/Zdvojené kouzlo/));
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Pozice 4.\súrovně/ }));
    expect(option(/Zdvojené kouzlo/)).toBeChecked();
    expect(option(/Zdvojené kouzlo/)).toBeEnabled();
    expect(option(/Zdvojené kouzlo/).closest('label')).toHaveTextContent('chybí 1 čarodějný bod');
    expect(screen.getByRole('button', { name: vlna('Seslat: chybí 1 čarodějný bod') })).toBeDisabled();
    // unticked, the cast goes ahead
    await user.click(option(/Zdvojené kouzlo/));
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeEnabled();
  });

  it('in English: "needs 2 more sorcery points"', async () => {
    await setupTestI18n('en');
    await open(sorcerer(5, 4), 'haste');
    expect(option(/Twinned Spell/).closest('label')).toHaveTextContent('needs 2 more sorcery points');
    expect(option(/Quickened Spell/).closest('label')).toHaveTextContent('needs 1 more sorcery point');
  });
});
