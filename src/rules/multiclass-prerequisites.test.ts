// @vitest-environment node
// SRD 5.1 "Multiclassing", Prerequisites: 13 in each class's ability (Str and Cha for a paladin,
// Str or Dex for a fighter).
import { describe, expect, it } from 'vitest';
import { unmetMulticlassPrerequisites } from './multiclass-prerequisites';

const scores = (over: Partial<Record<'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha', number>> = {}) => ({ str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, ...over });

describe('multiclass prerequisites', () => {
  it('one class needs none, whatever the scores', () => {
    expect(unmetMulticlassPrerequisites(['wizard'], scores())).toEqual([]);
  });

  it('a wizard 3 / cleric 2 with every score 10 meets neither; 13 in Int and Wis meets both', () => {
    expect(unmetMulticlassPrerequisites(['wizard', 'cleric'], scores())).toEqual([
      { classId: 'wizard', needs: [['int']] },
      { classId: 'cleric', needs: [['wis']] },
    ]);
    expect(unmetMulticlassPrerequisites(['wizard', 'cleric'], scores({ int: 13, wis: 13 }))).toEqual([]);
    expect(unmetMulticlassPrerequisites(['wizard', 'cleric'], scores({ int: 12, wis: 20 }))).toEqual([{ classId: 'wizard', needs: [['int']] }]);
  });

  it('a paladin needs Str and Cha, a fighter Str or Dex', () => {
    expect(unmetMulticlassPrerequisites(['paladin', 'fighter'], scores({ str: 8, dex: 14, cha: 13 }))).toEqual([{ classId: 'paladin', needs: [['str']] }]);
    expect(unmetMulticlassPrerequisites(['paladin', 'sorcerer'], scores({ str: 15, cha: 12 }))).toEqual([
      { classId: 'paladin', needs: [['cha']] },
      { classId: 'sorcerer', needs: [['cha']] },
    ]);
    expect(unmetMulticlassPrerequisites(['fighter', 'wizard'], scores({ int: 13 }))).toEqual([{ classId: 'fighter', needs: [['str', 'dex']] }]);
  });
});
