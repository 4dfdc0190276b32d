// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { abilityModifier, proficiencyBonus, spellAttackBonus, spellSaveDC } from './abilities';

describe('abilities', () => {
  it('PHB ch.7 Ability Modifiers table: 1 -> -5, 8 -> -1, 10 -> 0, 11 -> 0, 15 -> +2, 20 -> +5, 30 -> +10', () => {
    expect([1, 8, 9, 10, 11, 15, 20, 30].map(abilityModifier)).toEqual([-5, -1, -1, 0, 0, 2, 5, 10]);
  });

  it('PHB ch.7: ability scores outside 1..30 or non-integer are refused with RangeError', () => {
    for (const bad of [0, 31, 10.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => abilityModifier(bad)).toThrow(RangeError);
    }
  });

  it('PHB ch.1 Proficiency Bonus: +2 at 1-4, +3 at 5, +4 at 9, +5 at 13, +6 at 17-20', () => {
    expect([1, 4, 5, 8, 9, 12, 13, 16, 17, 20].map(proficiencyBonus)).toEqual([2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  it('PHB ch.1: proficiency bonus refuses level 0, 21 and 1.5', () => {
    for (const bad of [0, 21, 1.5, -3, Number.NaN]) expect(() => proficiencyBonus(bad)).toThrow(RangeError);
  });

  it('PHB ch.10 Spell Save DC: 8 + modifier + proficiency (+ special modifiers)', () => {
    expect(spellSaveDC(3, 2)).toBe(13);
    expect(spellSaveDC(5, 6, 1)).toBe(20);
    expect(spellSaveDC(-1, 2)).toBe(9);
  });

  it('PHB ch.10 Spell Attack Roll: modifier + proficiency (+ special modifiers)', () => {
    expect(spellAttackBonus(3, 2)).toBe(5);
    expect(spellAttackBonus(4, 3, 2)).toBe(9);
  });

  it('PHB ch.10: DC and attack refuse NaN and fractions', () => {
    expect(() => spellSaveDC(Number.NaN, 2)).toThrow(RangeError);
    expect(() => spellAttackBonus(3, 2.5)).toThrow(RangeError);
  });
});
