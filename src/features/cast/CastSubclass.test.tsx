// Subclass features in the cast dialog: a Life Domain cleric's healing spells restore 2 + the spell's
// level more (Disciple of Life, also from a higher slot and for another class's spell), heal the
// caster too (Blessed Healer) and count the dice at maximum (Supreme Healing); the Fiend's
// expanded spells are cast as warlock spells from pact slots.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupCastDialog } from '../../testing/cast-dialog';

const { make, char, open } = setupCastDialog();
const summary = () => screen.getByTestId('cast-summary').textContent ?? '';

describe('subclass features when casting', () => {
  it('Disciple of Life: Cure Wounds heals 1d8 + Wis + 3, from a 2nd-level slot 2d8 + Wis + 4; other clerics heal as written', async () => {
    const id = make([{ classId: 'cleric', level: 3, subclassId: 'life' }], [{ spellId: 'cure-wounds', classId: 'cleric', status: 'alwaysPrepared' }]);
    const user = userEvent.setup();
    await open(id, 'cure-wounds');
    // Wis 12: +1
    expect(summary()).toMatch(/vyléčí 1k8\s\+\s4\sživotů, z\stoho \+3 za Učedníka života/);
    await user.click(screen.getByRole('radio', { name: /Pozice 2.\súrovně/ }));
    expect(summary()).toMatch(/vyléčí 2k8\s\+\s5\sživotů, z\stoho \+4 za Učedníka života/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.getByRole('button', { name: /^Hodit léčení \(2k8\s\+\s5\)$/ })).toBeInTheDocument();
    cleanup();
    const other = make([{ classId: 'cleric', level: 3 }], [{ spellId: 'cure-wounds', classId: 'cleric', status: 'prepared' }]);
    await open(other, 'cure-wounds');
    expect(summary()).toMatch(/vyléčí 1k8\s\+\s1\sživotů/);
    expect(summary()).not.toContain('Učedníka');
  });

  it('Disciple of Life adds to a druid spell of a Life cleric multiclass, and not to temporary hit points', async () => {
    const id = make([{ classId: 'cleric', level: 1, subclassId: 'life' }, { classId: 'druid', level: 2 }, { classId: 'wizard', level: 1 }], [
      { spellId: 'healing-word', classId: 'druid', status: 'prepared' },
      { spellId: 'false-life', classId: 'wizard', status: 'prepared' },
    ]);
    await open(id, 'healing-word');
    expect(summary()).toMatch(/vyléčí 1k4\s\+\s4\sživotů, z\stoho \+3 za Učedníka života/);
    cleanup();
    await open(id, 'false-life');
    expect(summary()).toMatch(/1k4\s\+\s4\sdočasných životů/);
    expect(summary()).not.toContain('Učedníka');
  });

  it('Blessed Healer from cleric 6 (the caster regains 2 + level), Supreme Healing from 17 (the dice at maximum, nothing to roll)', async () => {
    const six = make([{ classId: 'cleric', level: 6, subclassId: 'life' }], [{ spellId: 'cure-wounds', classId: 'cleric', status: 'alwaysPrepared' }]);
    await open(six, 'cure-wounds');
    expect(summary()).toMatch(/léčíš-li jiného tvora, ty si vyléčíš 3\sživoty \(Požehnaný léčitel\)/);
    cleanup();
    const seventeen = make([{ classId: 'cleric', level: 17, subclassId: 'life' }], [{ spellId: 'cure-wounds', classId: 'cleric', status: 'alwaysPrepared' }]);
    const user = userEvent.setup();
    await open(seventeen, 'cure-wounds');
    // 1d8 at its 8, Wis +1, Disciple of Life +3
    expect(summary()).toMatch(/vyléčí 12\sživotů, kostky na maximum \(Nejvyšší léčení\), z\stoho \+3 za Učedníka života/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(screen.queryByRole('button', { name: /Hodit léčení/ })).toBeNull();
  });

  it('a Fiend warlock casts Fireball, from its expanded list, with a pact slot', async () => {
    const id = make([{ classId: 'warlock', level: 5, subclassId: 'fiend' }], [{ spellId: 'fireball', classId: 'warlock', status: 'known' }]);
    const user = userEvent.setup();
    await open(id, 'fireball');
    expect(screen.queryByRole('combobox', { name: 'Sesílám jako' })).toBeNull();
    // Cha 18: DC 8 + 3 + 4
    expect(summary()).toMatch(/Ohnivá koule na 3\.\súrovni: 8k6 ohnivého zranění, záchranný hod na Obratnost se SO\s15/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.spentPact).toBe(1);
  });

  it('an Evocation wizard 10: Fireball adds Int to its damage and sculpts 4 creatures; one missile of Magic Missile gets it; Acid Splash halves on a success', async () => {
    const id = make([{ classId: 'wizard', level: 10, subclassId: 'evocation' }], [
      { spellId: 'fireball', classId: 'wizard', status: 'prepared' },
      { spellId: 'magic-missile', classId: 'wizard', status: 'prepared' },
    ]);
    await open(id, 'fireball');
    // Int 18: +4
    expect(summary()).toMatch(/8k6\s\+\s4 ohnivého zranění, z\stoho \+4 za Posílené zaklínání/);
    expect(summary()).toMatch(/Tvarování kouzel: až 4\stvorové, které vidíš, v\száchranném hodu automaticky uspějí a\smísto poloviny zranění neutrpí žádné/);
    cleanup();
    await open(id, 'magic-missile');
    expect(summary()).toMatch(/3\sšipky/);
    expect(summary()).toMatch(/\+4 k\sjednomu hodu na zranění \(Posílené zaklínání\)/);
    cleanup();
    await open(id, 'acid-splash');
    expect(summary()).toMatch(/Mocný trik: při úspěchu polovina zranění, bez dalších účinků/);
    cleanup();
    const plain = make([{ classId: 'wizard', level: 10 }], [{ spellId: 'fireball', classId: 'wizard', status: 'prepared' }]);
    await open(plain, 'fireball');
    expect(summary()).toMatch(/8k6 ohnivého zranění/);
    expect(summary()).not.toMatch(/Posílené|Tvarování/);
  });
});
