// @vitest-environment node
// SRD 5.1: Domain Spells (cleric 1st), Circle Spells (druid, Circle of the Land, 3rd), Oath Spells
// (paladin 3rd) are always prepared; no other class has subclass spells always prepared.
import { describe, expect, it } from 'vitest';
import { alwaysPreparedAt, alwaysPreparedSource, expectsAlwaysPrepared, grantsAlwaysPrepared } from './subclass-spells';
import { maxSpellLevelForClass } from './preparation';

describe('always-prepared subclass spells', () => {
  it('cleric from 1st level (domain), druid and paladin from 3rd (circle, oath)', () => {
    expect(alwaysPreparedSource('cleric')).toEqual({ source: 'domain', fromLevel: 1 });
    expect(grantsAlwaysPrepared({ classId: 'cleric', level: 1 })).toBe(true);
    expect(grantsAlwaysPrepared({ classId: 'druid', level: 2 })).toBe(false);
    expect(grantsAlwaysPrepared({ classId: 'druid', level: 3 })).toBe(true);
    expect(grantsAlwaysPrepared({ classId: 'paladin', level: 2 })).toBe(false);
    expect(grantsAlwaysPrepared({ classId: 'paladin', level: 3 })).toBe(true);
  });

  it('expected from the record: any cleric 1 and paladin 3, but of druids 3 only the Circle of the Land', () => {
    expect(expectsAlwaysPrepared({ classId: 'cleric', level: 1 })).toBe(true);
    expect(expectsAlwaysPrepared({ classId: 'paladin', level: 3 })).toBe(true);
    expect(expectsAlwaysPrepared({ classId: 'druid', level: 3 })).toBe(false);
    expect(expectsAlwaysPrepared({ classId: 'druid', level: 3, subclassId: 'land' })).toBe(true);
    expect(expectsAlwaysPrepared({ classId: 'druid', level: 2, subclassId: 'land' })).toBe(false);
  });

  it('not bards, sorcerers, warlocks (the expanded list is chosen as spells known), wizards, rangers', () => {
    for (const classId of ['bard', 'sorcerer', 'warlock', 'wizard', 'ranger'] as const) {
      expect(alwaysPreparedSource(classId)).toBeNull();
      expect(grantsAlwaysPrepared({ classId, level: 20 })).toBe(false);
    }
    expect(grantsAlwaysPrepared({ classId: 'fighter', level: 20, subclassId: 'eldritch-knight' })).toBe(false);
  });

  it('SRD 5.1 tables: domain spells at cleric 1/3/5/7/9, circle spells (2nd–5th) at druid 3/5/7/9, oath spells at paladin 3/5/9/13/17', () => {
    expect([1, 2, 3, 4, 5].map((l) => alwaysPreparedAt('cleric', l))).toEqual([1, 3, 5, 7, 9]);
    expect([1, 2, 3, 4, 5].map((l) => alwaysPreparedAt('druid', l))).toEqual([null, 3, 5, 7, 9]);
    expect([1, 2, 3, 4, 5].map((l) => alwaysPreparedAt('paladin', l))).toEqual([3, 5, 9, 13, 17]);
    expect(alwaysPreparedAt('cleric', 6)).toBeNull();
    expect(alwaysPreparedAt('bard', 1)).toBeNull();
    // from the feature's level on, a class level has a spell level's subclass spells exactly when
    // it has slots of that level: the highest-castable check is the rule
    for (const classId of ['cleric', 'druid', 'paladin'] as const) {
      for (let level = alwaysPreparedSource(classId)!.fromLevel; level <= 20; level++) {
        for (let spellLevel = 1; spellLevel <= 5; spellLevel++) {
          const at = alwaysPreparedAt(classId, spellLevel);
          if (at !== null) expect(level >= at, `${classId} ${level}, ${spellLevel}. level`).toBe(maxSpellLevelForClass({ classId, level }) >= spellLevel);
        }
      }
    }
  });
});
