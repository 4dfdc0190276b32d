// @vitest-environment node
// The subclass features a class level brings (SRD 5.1), and a level change saying which ones arrive.
import { describe, expect, it } from 'vitest';
import { subclassFeatures } from './subclass-features';
import { isLevelChangeEmpty, levelChange } from './level-change';
import type { ClassLevel } from './types';

const ctx = { abilities: { str: 10, dex: 10, con: 10, int: 16, wis: 10, cha: 16 }, owned: [], levelOf: () => undefined };

describe('subclass features', () => {
  it('by class level, only for the recorded subclass of that class', () => {
    expect(subclassFeatures({ classId: 'wizard', level: 9, subclassId: 'evocation' })).toEqual(['evocationSavant', 'sculptSpells', 'potentCantrip']);
    expect(subclassFeatures({ classId: 'wizard', level: 14, subclassId: 'evocation' }).at(-1)).toBe('overchannel');
    expect(subclassFeatures({ classId: 'cleric', level: 17, subclassId: 'life' })).toEqual(['discipleOfLife', 'blessedHealer', 'supremeHealing']);
    expect(subclassFeatures({ classId: 'sorcerer', level: 5, subclassId: 'draconic' })).toEqual([]);
    expect(subclassFeatures({ classId: 'sorcerer', level: 6, subclassId: 'draconic' })).toEqual(['elementalAffinity']);
    // no subclass, or another class's subclass id
    expect(subclassFeatures({ classId: 'wizard', level: 20 })).toEqual([]);
    expect(subclassFeatures({ classId: 'sorcerer', level: 20, subclassId: 'evocation' })).toEqual([]);
  });

  it('a level change says the features the new level or the newly recorded subclass brings', () => {
    const evoker = (level: number): ClassLevel => ({ classId: 'wizard', level, subclassId: 'evocation' });
    expect(levelChange([evoker(9)], [evoker(10)], ctx).featuresGained).toEqual([{ classId: 'wizard', subclassId: 'evocation', features: ['empoweredEvocation'] }]);
    expect(levelChange([{ classId: 'wizard', level: 6 }], [evoker(6)], ctx).featuresGained).toEqual([
      { classId: 'wizard', subclassId: 'evocation', features: ['evocationSavant', 'sculptSpells', 'potentCantrip'] },
    ]);
    // a level down brings nothing new; the same level says nothing
    expect(levelChange([evoker(10)], [evoker(9)], ctx).featuresGained).toEqual([]);
    const same = levelChange([{ classId: 'sorcerer', level: 7, subclassId: 'draconic' }], [{ classId: 'sorcerer', level: 7, subclassId: 'draconic' }], ctx);
    expect(same.featuresGained).toEqual([]);
    // a feature alone is something to tell (Elemental Affinity at sorcerer 6 brings no slot level)
    const six = levelChange([{ classId: 'sorcerer', level: 5, subclassId: 'draconic' }], [{ classId: 'sorcerer', level: 6, subclassId: 'draconic' }], ctx);
    expect(six.featuresGained).toEqual([{ classId: 'sorcerer', subclassId: 'draconic', features: ['elementalAffinity'] }]);
    expect(isLevelChangeEmpty({ ...six, gained: [], featuresGained: [], swapKnown: [] })).toBe(true);
    expect(isLevelChangeEmpty({ ...six, gained: [] })).toBe(false);
  });
});
