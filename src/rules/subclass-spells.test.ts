// @vitest-environment node
// SRD 5.1: Domain Spells (cleric 1st), Circle Spells (druid, Circle of the Land, 3rd), Oath Spells
// (paladin 3rd) are always prepared; no other class has subclass spells always prepared.
import { describe, expect, it } from 'vitest';
import { alwaysPreparedSource, grantsAlwaysPrepared } from './subclass-spells';

describe('always-prepared subclass spells', () => {
  it('cleric from 1st level (domain), druid and paladin from 3rd (circle, oath)', () => {
    expect(alwaysPreparedSource('cleric')).toEqual({ source: 'domain', fromLevel: 1 });
    expect(grantsAlwaysPrepared({ classId: 'cleric', level: 1 })).toBe(true);
    expect(grantsAlwaysPrepared({ classId: 'druid', level: 2 })).toBe(false);
    expect(grantsAlwaysPrepared({ classId: 'druid', level: 3 })).toBe(true);
    expect(grantsAlwaysPrepared({ classId: 'paladin', level: 2 })).toBe(false);
    expect(grantsAlwaysPrepared({ classId: 'paladin', level: 3 })).toBe(true);
  });

  it('not bards, sorcerers, warlocks (the expanded list is chosen as spells known), wizards, rangers', () => {
    for (const classId of ['bard', 'sorcerer', 'warlock', 'wizard', 'ranger'] as const) {
      expect(alwaysPreparedSource(classId)).toBeNull();
      expect(grantsAlwaysPrepared({ classId, level: 20 })).toBe(false);
    }
    expect(grantsAlwaysPrepared({ classId: 'fighter', level: 20, subclassId: 'eldritch-knight' })).toBe(false);
  });
});
