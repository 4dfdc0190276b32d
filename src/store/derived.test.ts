// slotLimits: what the slot pips need, from the classes alone; it must agree with deriveCharacter.
import { describe, expect, it } from 'vitest';
import { deriveCharacter, slotLimits } from './derived';
import { newCharacter } from './defaults';
import type { ClassLevel } from '../rules';

const limitsOf = (classes: ClassLevel[]) => {
  const d = deriveCharacter(newCharacter('X', classes));
  return { canCast: d.classes.length > 0, slotsMax: d.slotsMax, pact: d.pact, arcanumLevels: d.arcanumLevels, sorceryPointsMax: d.sorceryPointsMax };
};

describe('slotLimits', () => {
  it.each<[string, ClassLevel[]]>([
    ['wizard 20', [{ classId: 'wizard', level: 20 }]],
    ['warlock 11 (pact + arcanum)', [{ classId: 'warlock', level: 11 }]],
    ['sorcerer 5 / warlock 3', [{ classId: 'sorcerer', level: 5 }, { classId: 'warlock', level: 3 }]],
    ['paladin 1 (no Spellcasting yet)', [{ classId: 'paladin', level: 1 }]],
    ['fighter 5', [{ classId: 'fighter', level: 5 }]],
  ])('%s: the same maxima as deriveCharacter', (_, classes) => {
    const { divineSmite: _smite, ...maxima } = slotLimits(classes);
    expect(maxima).toEqual(limitsOf(classes));
  });

  it('Divine Smite for a paladin of 2nd level or higher only', () => {
    expect(slotLimits([{ classId: 'paladin', level: 1 }, { classId: 'wizard', level: 3 }]).divineSmite).toBe(false);
    expect(slotLimits([{ classId: 'paladin', level: 2 }]).divineSmite).toBe(true);
    expect(slotLimits([{ classId: 'cleric', level: 9 }]).divineSmite).toBe(false);
  });

  it('a wizard 20 has 4/3/3/3/3/2/2/1/1 slots; a fighter cannot cast', () => {
    expect(slotLimits([{ classId: 'wizard', level: 20 }])).toMatchObject({ canCast: true, slotsMax: [4, 3, 3, 3, 3, 2, 2, 1, 1], pact: null, sorceryPointsMax: 0 });
    expect(slotLimits([{ classId: 'fighter', level: 5 }]).canCast).toBe(false);
  });

  it('a warlock: pact slots, Mystic Arcanum, no ordinary slots', () => {
    const l = slotLimits([{ classId: 'warlock', level: 11 }]);
    expect(l.pact).toEqual({ slotLevel: 5, count: 3 });
    expect(l.arcanumLevels).toEqual([6]);
    expect(l.slotsMax.every((n) => n === 0)).toBe(true);
  });
});
