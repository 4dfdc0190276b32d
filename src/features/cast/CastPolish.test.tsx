// The cast dialog's summary and choices as a player reads them: extra targets of a higher slot or of
// Twinned Spell, a higher slot that adds nothing, only the classes the spell belongs to, no made-up
// target, dice that are neither damage nor healing said as what they count (Sleep, False Life, Aid),
// damage of several types: each with its dice, or one of them, and the way a blocked cast starts with.
import { describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '../../store/app-store';
import { tableActions } from '../../store/table';
import { setupCastDialog } from '../../testing/cast-dialog';

const { make, open } = setupCastDialog();
const summary = () => screen.getByTestId('cast-summary').textContent ?? '';

describe('cast dialog, polished', () => {
  it('Hold Person from a 3rd-level slot names its 2 targets', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'hold-person', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await open(id, 'hold-person');
    expect(summary()).toMatch(/1\scíl/);
    await user.click(screen.getByRole('radio', { name: /Pozice 3.\súrovně/ }));
    expect(summary()).toMatch(/2\scíle/);
  });

  it('the slot level shown chosen runs out in another window: the dialog says so, until the player chooses', async () => {
    const id = make([{ classId: 'wizard', level: 7 }], [{ spellId: 'hold-person', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await open(id, 'hold-person');
    expect(screen.getByRole('radio', { name: /Pozice 2.\súrovně/ })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // another tab spends the three 2nd-level slots (the change arrives through the store)
    act(() => [1, 2, 3].forEach(() => tableActions(useAppStore).spendSlot(id, 2)));
    expect(screen.getByRole('radio', { name: /Pozice 3.\súrovně/ })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(/Možnost „Pozice 2.\súrovně“ mezitím zmizela/);
    await user.click(screen.getByRole('radio', { name: /Pozice 4.\súrovně/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Twinned Hold Person names its 2 targets, in the dialog and after the cast', async () => {
    const id = make([{ classId: 'sorcerer', level: 6 }], [{ spellId: 'hold-person', classId: 'sorcerer', status: 'known' }]);
    expect(useAppStore.getState().setMetamagic(id, ['twinned']).ok).toBe(true);
    const user = userEvent.setup();
    await open(id, 'hold-person');
    expect(summary()).toMatch(/1\scíl/);
    await user.click(screen.getByRole('checkbox', { name: /Zdvojené kouzlo/ }));
    expect(summary()).toMatch(/2\scíle/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByRole('heading', { name: 'Sesláno' })).toBeInTheDocument();
    expect(summary()).toMatch(/2\scíle/);
  });

  it('Mage Armor from a 2nd-level slot says that a higher slot adds nothing', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'mage-armor', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await open(id, 'mage-armor');
    expect(summary()).not.toContain('nic nepřidá');
    await user.click(screen.getByRole('radio', { name: /Pozice 2.\súrovně/ }));
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

  // SRD 5.1: Sleep rolls the hit points of creatures it affects (no damage); False Life gives
  // temporary hit points and Aid raises current and maximum hit points (no healing).
  it('Sleep rolls the hit points it puts to sleep, not damage', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'sleep', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await open(id, 'sleep');
    expect(summary()).toMatch(/uspí tvory se součtem až 5k8\sživotů/);
    expect(summary()).not.toContain('zranění');
    await user.click(screen.getByRole('radio', { name: /Pozice 2.\súrovně/ }));
    expect(summary()).toMatch(/až 7k8\sživotů/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByRole('button', { name: 'Hodit životy, které kouzlo uspí (7k8)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hodit zranění/ })).toBeNull();
  });

  it('Color Spray rolls the hit points it blinds, not damage', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'color-spray', classId: 'wizard', status: 'prepared' }]);
    const user = userEvent.setup();
    await open(id, 'color-spray');
    expect(summary()).toMatch(/oslepí tvory se součtem až 6k10\sživotů/);
    expect(summary()).not.toContain('zranění');
    await user.click(screen.getByRole('radio', { name: /Pozice 2.\súrovně/ }));
    expect(summary()).toMatch(/až 8k10\sživotů/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByRole('button', { name: 'Hodit životy, které kouzlo oslepí (8k10)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hodit zranění/ })).toBeNull();
  });

  it('False Life gives temporary hit points and Aid raises them, neither "heals"', async () => {
    const id = make([{ classId: 'wizard', level: 5 }, { classId: 'cleric', level: 3 }], [
      { spellId: 'false-life', classId: 'wizard', status: 'prepared' },
      { spellId: 'aid', classId: 'cleric', status: 'prepared' },
    ]);
    const user = userEvent.setup();
    await open(id, 'false-life');
    expect(summary()).toMatch(/1k4\s\+\s4\sdočasných životů/);
    expect(summary()).not.toContain('vyléčí');
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByRole('button', { name: /^Hodit dočasné životy \(1k4\s\+\s4\)$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hodit léčení/ })).toBeNull();
    cleanup();
    await open(id, 'aid');
    expect(summary()).toMatch(/maximum i\ssoučasné životy cílů \+5/);
    expect(summary()).not.toContain('vyléčí');
  });

  // SRD Wizard "Ritual Casting": a ritual in the spellbook needs no preparation. When nothing would
  // cast yet, the dialog starts with the way that has the fewest refusals.
  it('an unprepared Find Familiar without its incense starts as a ritual, refused only for the material', async () => {
    const id = make([{ classId: 'wizard', level: 5 }], [{ spellId: 'find-familiar', classId: 'wizard', status: 'inBook' }]);
    const user = userEvent.setup();
    await open(id, 'find-familiar');
    expect(screen.getByRole('radio', { name: /Jako rituál/ })).toBeChecked();
    expect(screen.getByRole('alert')).not.toHaveTextContent('nemáš připravené');
    expect(screen.getByRole('alert')).toHaveTextContent(/Surovinu s\suvedenou cenou/);
    await user.click(screen.getByRole('checkbox', { name: /^Mám surovinu pro kouzlo Najdi přítelíčka/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Začít sesílat' })).toBeEnabled();
  });

  // SRD 5.1: Flame Strike deals 4d6 fire AND 4d6 radiant; Spirit Guardians radiant OR necrotic (by
  // alignment); Glyph of Warding one type the caster chooses.
  it('damage of several types says "a" when each has its dice, "nebo" when it is one of them', async () => {
    const id = make([{ classId: 'cleric', level: 9 }, { classId: 'wizard', level: 5 }], [
      { spellId: 'flame-strike', classId: 'cleric', status: 'prepared' },
      { spellId: 'spirit-guardians', classId: 'cleric', status: 'prepared' },
      { spellId: 'glyph-of-warding', classId: 'wizard', status: 'prepared' },
    ]);
    await open(id, 'flame-strike');
    expect(summary()).toMatch(/4k6\s\+\s4k6 ohnivého a\szářivého zranění/);
    cleanup();
    await open(id, 'spirit-guardians');
    expect(summary()).toMatch(/3k8\snekrotického nebo zářivého zranění/);
    cleanup();
    await open(id, 'glyph-of-warding');
    expect(summary()).toMatch(/5k8 kyselinového, chladného, ohnivého, bleskového nebo hromového zranění/);
  });

  it("Storm of Vengeance's dice at casting are thunder, Arcane Hand's the fist's force: not the spell's every type", async () => {
    const id = make([{ classId: 'druid', level: 17 }], [{ spellId: 'storm-of-vengeance', classId: 'druid', status: 'prepared' }]);
    await open(id, 'storm-of-vengeance');
    expect(summary()).toMatch(/2k6 hromového zranění, záchranný hod na Odolnost/);
    cleanup();
    const wizard = make([{ classId: 'wizard', level: 9 }], [{ spellId: 'arcane-hand', classId: 'wizard', status: 'prepared' }]);
    await open(wizard, 'arcane-hand');
    expect(summary()).toMatch(/4k8 silového zranění/);
  });
});
