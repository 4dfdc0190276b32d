// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cantripDice, cantripDiceCount, scaledDice } from './scaling';
import { S, spell } from '../testing/caster-fixtures';

describe('scaling', () => {
  it('SRD Cantrips: 1 die, 2 at character level 5, 3 at 11, 4 at 17', () => {
    expect([1, 4, 5, 10, 11, 16, 17, 20].map(cantripDiceCount)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(() => cantripDiceCount(0)).toThrow(RangeError);
    expect(() => cantripDiceCount(21)).toThrow(RangeError);
  });

  it('SRD Fire Bolt: 1d10, 2d10 at 5, 3d10 at 11, 4d10 at 17 (from damageAtCharacterLevel)', () => {
    expect([1, 4, 5, 11, 16, 17, 20].map((l) => cantripDice(S.fireBolt, l))).toEqual(['1d10', '1d10', '2d10', '3d10', '3d10', '4d10', '4d10']);
    expect(cantripDice(S.sacredFlame, 5)).toBeNull();
  });

  it('SRD Fireball: 8d6 at 3rd level, +1d6 per slot level above 3rd (9th: 14d6)', () => {
    expect(scaledDice(S.fireball, 3)).toEqual({ damage: '8d6', heal: null });
    expect(scaledDice(S.fireball, 9).damage).toBe('14d6');
  });

  it('SRD Cure Wounds: healing dice by slot level', () => {
    expect(scaledDice(S.cureWounds, 2)).toEqual({ damage: null, heal: '2d8 + MOD' });
  });

  it('PHB ch.10 Higher Level: levels without their own entry use the highest listed level below', () => {
    expect(scaledDice(S.magicMissile, 5).damage).toBe('5d4 + 5');
    expect(scaledDice(spell({ id: 'x', level: 2 }), 4)).toEqual({ damage: null, heal: null });
  });

  it('PHB ch.10 Higher Level: a slot below the spell level, above 9th, or a cantrip is refused', () => {
    expect(() => scaledDice(S.fireball, 2)).toThrow(RangeError);
    expect(() => scaledDice(S.fireball, 10)).toThrow(RangeError);
    expect(() => scaledDice(S.fireBolt, 1)).toThrow(RangeError);
  });
});
