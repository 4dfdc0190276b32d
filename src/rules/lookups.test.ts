// @vitest-environment node
// Class look-ups refuse impossible input (RangeError) instead of answering NaN, undefined or [].
import { describe, expect, it } from 'vitest';
import {
  casterKind, classSpellListId, conSaveFromClasses, hasRitualCasting, hasSpellcasting, isPreparedCaster,
  savingThrowProficiencies, spellcastingAbility, spellcastingStartLevel,
} from './classes';
import { arcanumLevelsOf, warlockLevelOf } from './pact-magic';
import { arcaneRecoveryBudget } from './rest';
import { sorcererLevelOf, sorceryPointsMax } from './sorcery-points';
import { CLASS_IDS, type ClassId, type ClassLevel } from './types';

const artificer = 'artificer' as ClassId;

describe('class look-ups: bad input throws RangeError', () => {
  it('Arcane Recovery budget: wizard levels 1..20 only (PHB: half the wizard level, rounded up)', () => {
    for (const bad of [0, -1, 21, 2.5, Number.NaN, Infinity]) expect(() => arcaneRecoveryBudget(bad)).toThrow(RangeError);
    expect(arcaneRecoveryBudget(1)).toBe(1);
    expect(arcaneRecoveryBudget(5)).toBe(3);
    expect(arcaneRecoveryBudget(20)).toBe(10);
  });

  it('sorcery point maximum and arcanum levels: impossible levels and unknown classes are refused', () => {
    const bad: ClassLevel[][] = [
      [{ classId: 'sorcerer', level: 0 }],
      [{ classId: 'sorcerer', level: 21 }],
      [{ classId: 'warlock', level: Number.NaN }],
      [{ classId: artificer, level: 3 }],
      [{ classId: 'sorcerer', level: 12 }, { classId: 'warlock', level: 12 }],
    ];
    for (const classes of bad) {
      expect(() => sorceryPointsMax(classes)).toThrow(RangeError);
      expect(() => arcanumLevelsOf(classes)).toThrow(RangeError);
      expect(() => sorcererLevelOf(classes)).toThrow(RangeError);
      expect(() => warlockLevelOf(classes)).toThrow(RangeError);
    }
    // valid input keeps its answers: sorcerer 5 has 5 points; warlock 11 has a 6th-level arcanum
    expect(sorceryPointsMax([{ classId: 'sorcerer', level: 5 }])).toBe(5);
    expect(arcanumLevelsOf([{ classId: 'warlock', level: 11 }])).toEqual([6]);
    expect(sorceryPointsMax([{ classId: 'wizard', level: 5 }])).toBe(0);
  });

  it('spellcasting ability and the other class look-ups refuse an unknown class id', () => {
    for (const bad of [artificer, '' as ClassId, undefined as unknown as ClassId]) {
      expect(() => spellcastingAbility(bad)).toThrow(RangeError);
      expect(() => isPreparedCaster(bad)).toThrow(RangeError);
      expect(() => hasRitualCasting(bad)).toThrow(RangeError);
      expect(() => savingThrowProficiencies(bad)).toThrow(RangeError);
      expect(() => casterKind({ classId: bad, level: 3 })).toThrow(RangeError);
      expect(() => classSpellListId({ classId: bad, level: 3 })).toThrow(RangeError);
      expect(() => spellcastingStartLevel({ classId: bad, level: 3 })).toThrow(RangeError);
    }
    expect(() => casterKind({ classId: 'wizard', level: 0 })).toThrow(RangeError);
    expect(() => hasSpellcasting({ classId: 'wizard', level: 21 })).toThrow(RangeError);
  });
});

describe('saving throw proficiencies (PHB ch.3 class tables)', () => {
  it('Constitution: barbarian, fighter and sorcerer — no other class', () => {
    expect(CLASS_IDS.filter((c) => savingThrowProficiencies(c).includes('con')).sort()).toEqual(['barbarian', 'fighter', 'sorcerer']);
  });

  it('each class has exactly two, as in the PHB: barbarian Str+Con, wizard Int+Wis, rogue Dex+Int', () => {
    for (const c of CLASS_IDS) expect(savingThrowProficiencies(c)).toHaveLength(2);
    expect(savingThrowProficiencies('barbarian')).toEqual(['str', 'con']);
    expect(savingThrowProficiencies('wizard')).toEqual(['int', 'wis']);
    expect(savingThrowProficiencies('rogue')).toEqual(['dex', 'int']);
  });

  it('PHB ch.6: a multiclass character has only the first class saving throws', () => {
    expect(conSaveFromClasses([{ classId: 'barbarian', level: 3 }])).toBe(true);
    expect(conSaveFromClasses([{ classId: 'barbarian', level: 3 }, { classId: 'wizard', level: 2 }])).toBe(true);
    expect(conSaveFromClasses([{ classId: 'wizard', level: 2 }, { classId: 'barbarian', level: 3 }])).toBe(false);
    expect(conSaveFromClasses([{ classId: 'cleric', level: 5 }])).toBe(false);
  });
});
