// @vitest-environment node
// The class features a class level brings (SRD 5.1), and a level change saying which arrive and go.
import { describe, expect, it } from 'vitest';
import { classFeatures } from './class-features';
import { isLevelChangeEmpty, levelChange } from './level-change';
import type { ClassLevel } from './types';

const ctx = { abilities: { str: 10, dex: 10, con: 10, int: 16, wis: 10, cha: 16 }, owned: [], levelOf: () => undefined };
const wizard = (level: number): ClassLevel => ({ classId: 'wizard', level });

describe('class features', () => {
  it('by class level', () => {
    expect(classFeatures(wizard(17))).toEqual(['ritualCasting', 'arcaneRecovery']);
    expect(classFeatures(wizard(18))).toEqual(['ritualCasting', 'arcaneRecovery', 'spellMastery']);
    expect(classFeatures(wizard(20))).toEqual(['ritualCasting', 'arcaneRecovery', 'spellMastery', 'signatureSpells']);
    expect(classFeatures({ classId: 'sorcerer', level: 1 })).toEqual([]);
    expect(classFeatures({ classId: 'sorcerer', level: 2 })).toEqual(['fontOfMagic']);
    expect(classFeatures({ classId: 'sorcerer', level: 20 })).toEqual(['fontOfMagic', 'sorcerousRestoration']);
    expect(classFeatures({ classId: 'warlock', level: 1 })).toEqual([]);
    expect(classFeatures({ classId: 'warlock', level: 2 })).toEqual(['eldritchInvocations']);
    expect(classFeatures({ classId: 'warlock', level: 19 })).toEqual(['eldritchInvocations', 'pactBoon']);
    expect(classFeatures({ classId: 'warlock', level: 20 })).toEqual(['eldritchInvocations', 'pactBoon', 'eldritchMaster']);
    expect(classFeatures({ classId: 'druid', level: 20 })).toEqual(['ritualCasting', 'archdruid']);
    // Ritual Casting from 1st level: wizard, cleric, druid, bard (a warlock needs an invocation)
    expect(classFeatures({ classId: 'bard', level: 20 })).toEqual(['ritualCasting']);
    expect(classFeatures({ classId: 'cleric', level: 1 })).toEqual(['ritualCasting']);
    // Divine Smite from paladin 2nd level, Improved Divine Smite from 11th; a ranger has none
    expect(classFeatures({ classId: 'paladin', level: 1 })).toEqual([]);
    expect(classFeatures({ classId: 'paladin', level: 2 })).toEqual(['divineSmite']);
    expect(classFeatures({ classId: 'paladin', level: 11 })).toEqual(['divineSmite', 'improvedDivineSmite']);
    expect(classFeatures({ classId: 'ranger', level: 20 })).toEqual([]);
  });
});

describe('level change: class features', () => {
  it('wizard 17 -> 18 brings Spell Mastery, 19 -> 20 Signature Spells', () => {
    const r = levelChange([wizard(17)], [wizard(18)], ctx);
    expect(r.classFeaturesGained).toEqual([{ classId: 'wizard', features: ['spellMastery'] }]);
    expect(r.classFeaturesLost).toEqual([]);
    expect(levelChange([wizard(19)], [wizard(20)], ctx).classFeaturesGained).toEqual([{ classId: 'wizard', features: ['signatureSpells'] }]);
    expect(levelChange([wizard(17)], [wizard(20)], ctx).classFeaturesGained).toEqual([{ classId: 'wizard', features: ['spellMastery', 'signatureSpells'] }]);
  });

  it('the capstones of the warlock, the druid and the sorcerer at 20th level', () => {
    expect(levelChange([{ classId: 'warlock', level: 19 }], [{ classId: 'warlock', level: 20 }], ctx).classFeaturesGained).toEqual([{ classId: 'warlock', features: ['eldritchMaster'] }]);
    expect(levelChange([{ classId: 'druid', level: 19 }], [{ classId: 'druid', level: 20 }], ctx).classFeaturesGained).toEqual([{ classId: 'druid', features: ['archdruid'] }]);
    expect(levelChange([{ classId: 'sorcerer', level: 19 }], [{ classId: 'sorcerer', level: 20 }], ctx).classFeaturesGained).toEqual([{ classId: 'sorcerer', features: ['sorcerousRestoration'] }]);
  });

  it('a level down past a feature says it is lost; nothing is said when the level stays', () => {
    const down = levelChange([wizard(20)], [wizard(17)], ctx);
    expect(down.classFeaturesLost).toEqual([{ classId: 'wizard', features: ['spellMastery', 'signatureSpells'] }]);
    expect(down.classFeaturesGained).toEqual([]);
    expect(levelChange([{ classId: 'warlock', level: 20 }], [{ classId: 'warlock', level: 19 }], ctx).classFeaturesLost).toEqual([{ classId: 'warlock', features: ['eldritchMaster'] }]);
    const same = levelChange([wizard(18)], [wizard(18)], ctx);
    expect(same.classFeaturesGained).toEqual([]);
    expect(same.classFeaturesLost).toEqual([]);
  });

  it('a class added or removed brings or takes its features', () => {
    const added = levelChange([{ classId: 'cleric', level: 3 }], [{ classId: 'cleric', level: 3 }, { classId: 'sorcerer', level: 2 }], ctx);
    expect(added.classFeaturesGained).toEqual([{ classId: 'sorcerer', features: ['fontOfMagic'] }]);
    const removed = levelChange([{ classId: 'cleric', level: 3 }, wizard(1)], [{ classId: 'cleric', level: 3 }], ctx);
    expect(removed.classFeaturesLost).toEqual([{ classId: 'wizard', features: ['ritualCasting', 'arcaneRecovery'] }]);
    const cleric = levelChange([wizard(5)], [wizard(5), { classId: 'cleric', level: 1 }], ctx);
    expect(cleric.classFeaturesGained).toEqual([{ classId: 'cleric', features: ['ritualCasting'] }]);
  });

  it('a change that only brings or takes a class feature is not empty', () => {
    // warlock 19 -> 20: no better pact slots, no more spells known or invocations counted here
    const r = levelChange([{ classId: 'warlock', level: 19 }], [{ classId: 'warlock', level: 20 }], ctx);
    expect(r.gained).toEqual([]);
    expect(isLevelChangeEmpty(r)).toBe(false);
    expect(isLevelChangeEmpty(levelChange([{ classId: 'warlock', level: 20 }], [{ classId: 'warlock', level: 19 }], ctx))).toBe(false);
  });
});
