import { describe, expect, it } from 'vitest';
import { auraOfProtection, constitutionSave } from './saving-throws';

describe('Aura of Protection (SRD Paladin 6th level)', () => {
  it('adds the Charisma modifier from paladin level 6, by the class level', () => {
    expect(auraOfProtection([{ classId: 'paladin', level: 5 }], 16)).toBe(0);
    expect(auraOfProtection([{ classId: 'paladin', level: 6 }], 16)).toBe(3);
    // character level 9, paladin level 3: no aura
    expect(auraOfProtection([{ classId: 'warlock', level: 6 }, { classId: 'paladin', level: 3 }], 18)).toBe(0);
    expect(auraOfProtection([{ classId: 'sorcerer', level: 1 }, { classId: 'paladin', level: 6 }], 20)).toBe(5);
    expect(auraOfProtection([{ classId: 'wizard', level: 20 }], 20)).toBe(0);
  });

  it('gives at least +1, even with a low Charisma', () => {
    expect(auraOfProtection([{ classId: 'paladin', level: 6 }], 10)).toBe(1);
    expect(auraOfProtection([{ classId: 'paladin', level: 7 }], 6)).toBe(1);
  });
});

describe('Constitution save for concentration', () => {
  it('is the CON modifier, the proficiency bonus when proficient, and the aura', () => {
    // paladin 6 / warlock 3: character level 9, proficiency +4; CON 14 (+2), CHA 16 (+3)
    const ser = [{ classId: 'paladin' as const, level: 6 }, { classId: 'warlock' as const, level: 3 }];
    expect(constitutionSave(ser, { con: 14, cha: 16 }, false)).toEqual({ total: 5, aura: 3 });
    expect(constitutionSave(ser, { con: 14, cha: 16 }, true)).toEqual({ total: 9, aura: 3 });
    expect(constitutionSave([{ classId: 'wizard', level: 5 }], { con: 8, cha: 10 }, false)).toEqual({ total: -1, aura: 0 });
    expect(constitutionSave([{ classId: 'sorcerer', level: 5 }], { con: 16, cha: 18 }, true)).toEqual({ total: 6, aura: 0 });
  });
});
