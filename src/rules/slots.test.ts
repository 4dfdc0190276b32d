// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxSlots, spellSlots } from './slots';
import { arcanumLevelsOf, mysticArcanumLevels, pactMagic } from './pact-magic';
import type { ClassLevel } from './types';

const ek = (level: number): ClassLevel => ({ classId: 'fighter', level, subclassId: 'eldritch-knight' });
const at = (level: number): ClassLevel => ({ classId: 'rogue', level, subclassId: 'arcane-trickster' });
const slotsOf = (...classes: ClassLevel[]) => spellSlots(classes).slots;

describe('spell slots', () => {
  it('PHB ch.10 Spell Slots: a 3rd-level wizard has four 1st-level and two 2nd-level slots (Umara)', () => {
    expect(slotsOf({ classId: 'wizard', level: 3 })).toEqual([4, 2, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Paladin / Ranger: no slots at level 1, two 1st-level slots at level 2', () => {
    expect(slotsOf({ classId: 'paladin', level: 1 })).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(slotsOf({ classId: 'ranger', level: 2 })).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('PHB Eldritch Knight Spellcasting table: none before 3, 2 first-level at 3, 4/3/3/1 at 20', () => {
    expect(slotsOf(ek(2))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(slotsOf(ek(3))).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(slotsOf(ek(7))).toEqual([4, 2, 0, 0, 0, 0, 0, 0, 0]);
    expect(slotsOf(ek(13))).toEqual([4, 3, 2, 0, 0, 0, 0, 0, 0]);
    expect(slotsOf(ek(20))).toEqual([4, 3, 3, 1, 0, 0, 0, 0, 0]);
  });

  it('PHB Arcane Trickster Spellcasting table: same slots as the Eldritch Knight (3 at 4, 4/3/3 at 16)', () => {
    expect(slotsOf(at(4))).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(slotsOf(at(16))).toEqual([4, 3, 3, 0, 0, 0, 0, 0, 0]);
  });

  it('PHB ch.3: a fighter or rogue without EK/AT, a barbarian and a monk have no slots', () => {
    expect(slotsOf({ classId: 'fighter', level: 10, subclassId: 'champion' })).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(slotsOf({ classId: 'monk', level: 20 })).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Multiclassing: paladin 4 + wizard 3 -> caster level 5 -> 4/3/2 slots', () => {
    expect(slotsOf({ classId: 'paladin', level: 4 }, { classId: 'wizard', level: 3 })).toEqual([4, 3, 2, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Multiclassing: cleric 1 + EK 3 -> caster level 2 -> three 1st-level slots (multiclass table)', () => {
    expect(slotsOf({ classId: 'cleric', level: 1 }, ek(3))).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Multiclassing: only one spellcasting class uses its own table (EK 4 + barbarian 2 -> 3 slots, not 2)', () => {
    expect(slotsOf(ek(4), { classId: 'barbarian', level: 2 })).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Multiclassing: paladin 1 + ranger 1 have no Spellcasting yet and no slots', () => {
    expect(slotsOf({ classId: 'paladin', level: 1 }, { classId: 'ranger', level: 1 })).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Multiclassing: paladin 2 + ranger 2 -> caster level 2 -> three 1st-level slots', () => {
    expect(slotsOf({ classId: 'paladin', level: 2 }, { classId: 'ranger', level: 2 })).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('SRD Multiclassing: wizard 10 + sorcerer 10 -> caster level 20 (multiclass table row 20)', () => {
    expect(slotsOf({ classId: 'wizard', level: 10 }, { classId: 'sorcerer', level: 10 })).toEqual([4, 3, 3, 3, 3, 2, 2, 1, 1]);
  });

  it('PHB ch.6 Pact Magic: warlock slots stay apart (warlock 5 + sorcerer 3 -> sorcerer table + 2 pact slots of 3rd level)', () => {
    const r = spellSlots([{ classId: 'warlock', level: 5 }, { classId: 'sorcerer', level: 3 }]);
    expect(r.slots).toEqual([4, 2, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.pact).toEqual({ slotLevel: 3, count: 2 });
  });

  it('PHB ch.6: maxSlots is spellSlots', () => {
    expect(maxSlots([{ classId: 'bard', level: 5 }])).toEqual(spellSlots([{ classId: 'bard', level: 5 }]));
  });

  it('PHB ch.1: invalid classes are refused (level 21, total 21, level 1.5)', () => {
    expect(() => spellSlots([{ classId: 'wizard', level: 21 }])).toThrow(RangeError);
    expect(() => spellSlots([{ classId: 'wizard', level: 20 }, { classId: 'cleric', level: 1 }])).toThrow(RangeError);
    expect(() => spellSlots([{ classId: 'wizard', level: 1.5 }])).toThrow(RangeError);
  });
});

describe('Pact Magic and Mystic Arcanum', () => {
  it('SRD Warlock: 1x1st at 1, 2x1st at 2, 2x2nd at 3, 2x3rd at 5, 2x4th at 7, 2x5th at 9, 3x5th at 11, 4x5th at 17', () => {
    const at = (l: number) => pactMagic(l);
    expect([1, 2, 3, 5, 7, 9, 11, 17].map(at)).toEqual([
      { slotLevel: 1, count: 1 },
      { slotLevel: 1, count: 2 },
      { slotLevel: 2, count: 2 },
      { slotLevel: 3, count: 2 },
      { slotLevel: 4, count: 2 },
      { slotLevel: 5, count: 2 },
      { slotLevel: 5, count: 3 },
      { slotLevel: 5, count: 4 },
    ]);
  });

  it('SRD Mystic Arcanum: 6th at 11, 7th at 13, 8th at 15, 9th at 17', () => {
    expect(mysticArcanumLevels(10)).toEqual([]);
    expect(mysticArcanumLevels(11)).toEqual([6]);
    expect(mysticArcanumLevels(14)).toEqual([6, 7]);
    expect(mysticArcanumLevels(15)).toEqual([6, 7, 8]);
    expect(mysticArcanumLevels(20)).toEqual([6, 7, 8, 9]);
    expect(arcanumLevelsOf([{ classId: 'wizard', level: 20 }])).toEqual([]);
  });

  it('SRD Warlock: pact magic refuses warlock level 0 and 21', () => {
    expect(() => pactMagic(0)).toThrow(RangeError);
    expect(() => mysticArcanumLevels(21)).toThrow(RangeError);
  });
});
