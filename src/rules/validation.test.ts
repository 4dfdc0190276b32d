// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assertClasses, assertLevel, assertSlotLevel, assertSpellLevel } from './validation';
import type { ClassId, ClassLevel } from './types';

describe('validation: bad input is refused, never guessed', () => {
  it('PHB ch.1: levels 0, 21, 1.5, NaN and strings are refused with RangeError', () => {
    for (const bad of [0, 21, 1.5, Number.NaN, '3', null, undefined]) expect(() => assertLevel(bad)).toThrow(RangeError);
    expect(assertLevel(1)).toBe(1);
    expect(assertLevel(20)).toBe(20);
  });

  it('PHB ch.1: the message names the value and the allowed range', () => {
    expect(() => assertLevel(21, 'wizard level')).toThrow('wizard level must be a whole number from 1 to 20, got 21');
  });

  it('PHB ch.6 Multiclassing: total over 20, duplicates, unknown classes and empty lists are refused', () => {
    expect(() => assertClasses([{ classId: 'wizard', level: 11 }, { classId: 'cleric', level: 10 }])).toThrow(/at most 20/);
    expect(() => assertClasses([{ classId: 'wizard', level: 1 }, { classId: 'wizard', level: 2 }])).toThrow(/twice/);
    expect(() => assertClasses([{ classId: 'artificer' as ClassId, level: 1 }])).toThrow(/unknown class/);
    expect(() => assertClasses([])).toThrow(RangeError);
    expect(() => assertClasses([null as unknown as ClassLevel])).toThrow(RangeError);
  });

  it('PHB ch.10 Spell Level: slot levels 1..9, spell levels 0..9', () => {
    expect(() => assertSlotLevel(0)).toThrow(RangeError);
    expect(() => assertSlotLevel(10)).toThrow(RangeError);
    expect(assertSpellLevel(0)).toBe(0);
    expect(() => assertSpellLevel(-1)).toThrow(RangeError);
  });
});
