// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { armourProficientByDefault, armourTraining } from './armour';

describe('armour training', () => {
  it('PHB ch.3: a wizard, a sorcerer and a monk have no armour; a fighter has all', () => {
    expect(armourTraining([{ classId: 'wizard' }])).toEqual([]);
    expect(armourProficientByDefault([{ classId: 'wizard' }])).toBe(false);
    expect(armourProficientByDefault([{ classId: 'sorcerer' }])).toBe(false);
    expect(armourProficientByDefault([{ classId: 'monk' }])).toBe(false);
    expect(armourTraining([{ classId: 'fighter' }])).toEqual(['light', 'medium', 'heavy', 'shields']);
    expect(armourProficientByDefault([{ classId: 'bard' }])).toBe(true);
  });

  it('PHB ch.6 multiclassing: a later class gives less than a first one', () => {
    expect(armourTraining([{ classId: 'wizard' }, { classId: 'fighter' }])).toEqual(['light', 'medium', 'shields']);
    expect(armourTraining([{ classId: 'wizard' }, { classId: 'barbarian' }])).toEqual(['shields']);
    expect(armourProficientByDefault([{ classId: 'wizard' }, { classId: 'barbarian' }])).toBe(false);
    expect(armourProficientByDefault([{ classId: 'sorcerer' }, { classId: 'warlock' }])).toBe(true);
  });

  it('SRD Life Domain: heavy armour, as the first class or a later one', () => {
    expect(armourTraining([{ classId: 'cleric', subclassId: 'life' }])).toEqual(['light', 'medium', 'heavy', 'shields']);
    expect(armourTraining([{ classId: 'cleric' }])).toEqual(['light', 'medium', 'shields']);
    expect(armourTraining([{ classId: 'wizard' }, { classId: 'cleric', subclassId: 'life' }])).toEqual(['light', 'medium', 'heavy', 'shields']);
    expect(armourTraining([{ classId: 'wizard', subclassId: 'life' }])).toEqual([]);
  });
});
