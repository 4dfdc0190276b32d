// @vitest-environment node
// PHB ch.3: an Eldritch Knight learns abjuration and evocation spells, an Arcane Trickster
// enchantment and illusion spells; one spell at 3rd level and one each at 8th, 14th and 20th level
// may come from any school of the wizard list.
import { describe, expect, it } from 'vitest';
import { anySchoolMax, offSchoolKnown, requiredCantrip, restrictedSchools } from './schools';
import type { OwnedSpell } from './types';

const ek = (level: number) => ({ classId: 'fighter' as const, level, subclassId: 'eldritch-knight' });
const at = (level: number) => ({ classId: 'rogue' as const, level, subclassId: 'arcane-trickster' });
const book: Record<string, { level: number; school: string }> = {
  shield: { level: 1, school: 'abjuration' },
  'magic-missile': { level: 1, school: 'evocation' },
  'feather-fall': { level: 1, school: 'transmutation' },
  'find-familiar': { level: 1, school: 'conjuration' },
  'fire-bolt': { level: 0, school: 'evocation' },
  'mage-hand': { level: 0, school: 'conjuration' },
};
const known = (classId: 'fighter' | 'rogue', ...ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId, status: 'known' }));

describe('third casters learn spells of two schools', () => {
  it('EK: abjuration and evocation; AT: enchantment and illusion; others: no limit', () => {
    expect(restrictedSchools(ek(3))).toEqual(['abjuration', 'evocation']);
    expect(restrictedSchools(at(3))).toEqual(['enchantment', 'illusion']);
    expect(restrictedSchools({ classId: 'fighter', level: 5 })).toBeNull();
    expect(restrictedSchools({ classId: 'wizard', level: 5 })).toBeNull();
  });

  it('spells from any school: 1 at 3rd level, 2 at 8th, 3 at 14th, 4 at 20th', () => {
    expect([1, 2, 3, 7, 8, 13, 14, 19, 20].map(anySchoolMax)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4]);
  });

  it('counts known spells of 1st level and higher outside the schools, for this class only', () => {
    const owned = [...known('fighter', 'shield', 'feather-fall', 'mage-hand', 'find-familiar'), { spellId: 'feather-fall', classId: 'wizard' as const, status: 'prepared' as const }];
    expect(offSchoolKnown(ek(8), owned, (id) => book[id])).toBe(2);
    expect(offSchoolKnown(at(8), owned, (id) => book[id])).toBe(0); // the rogue knows none of them
    expect(offSchoolKnown(ek(8), [...owned, ...known('fighter', 'homebrew-unknown')], (id) => book[id])).toBe(2);
  });
});

describe('an Arcane Trickster always knows Mage Hand', () => {
  it('is required for the Arcane Trickster only', () => {
    expect(requiredCantrip(at(3))).toBe('mage-hand');
    expect(requiredCantrip(ek(3))).toBeNull();
    expect(requiredCantrip({ classId: 'rogue', level: 3 })).toBeNull();
    expect(requiredCantrip({ classId: 'wizard', level: 3 })).toBeNull();
  });
});
