// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  casterKind,
  classSpellListId,
  hasRitualCasting,
  hasSpellcasting,
  isPreparedCaster,
  mayHaveBookOfAncientSecrets,
  spellcastingAbility,
  spellcastingStartLevel,
} from './classes';
import { casterLevel, characterLevel, spellcastingClasses, usesMulticlassTable } from './multiclass';
import { CLASS_IDS } from './types';

const ek = (level: number) => ({ classId: 'fighter' as const, level, subclassId: 'eldritch-knight' });
const at = (level: number) => ({ classId: 'rogue' as const, level, subclassId: 'arcane-trickster' });

describe('class facts', () => {
  it('SRD Warlock: the Book of Ancient Secrets (Pact of the Tome) from the 3rd warlock level', () => {
    expect(mayHaveBookOfAncientSecrets([{ classId: 'warlock', level: 2 }, { classId: 'cleric', level: 3 }])).toBe(false);
    expect(mayHaveBookOfAncientSecrets([{ classId: 'cleric', level: 1 }, { classId: 'warlock', level: 3 }])).toBe(true);
  });

  it('PHB ch.3 Spellcasting Ability: int wizard/EK/AT, wis cleric/druid/ranger, cha bard/paladin/sorcerer/warlock', () => {
    expect(spellcastingAbility('wizard')).toBe('int');
    expect(spellcastingAbility('fighter')).toBe('int');
    expect(spellcastingAbility('rogue')).toBe('int');
    for (const c of ['cleric', 'druid', 'ranger'] as const) expect(spellcastingAbility(c)).toBe('wis');
    for (const c of ['bard', 'paladin', 'sorcerer', 'warlock'] as const) expect(spellcastingAbility(c)).toBe('cha');
    expect(spellcastingAbility('barbarian')).toBeNull();
    expect(spellcastingAbility('monk')).toBeNull();
  });

  it('PHB ch.10 Known and Prepared Spells: cleric, druid, paladin, wizard prepare; the rest know', () => {
    expect(CLASS_IDS.filter(isPreparedCaster)).toEqual(['cleric', 'druid', 'paladin', 'wizard']);
  });

  it('PHB ch.3 Ritual Casting: bard, cleric, druid, wizard; warlock only with Book of Ancient Secrets', () => {
    expect(CLASS_IDS.filter((c) => hasRitualCasting(c))).toEqual(['bard', 'cleric', 'druid', 'wizard']);
    expect(hasRitualCasting('warlock', { hasBookOfAncientSecrets: true })).toBe(true);
    expect(hasRitualCasting('sorcerer', { hasBookOfAncientSecrets: true })).toBe(false);
  });

  it('PHB ch.6 Multiclassing: full, half, third and pact casters; barbarian, monk, plain fighter none', () => {
    expect(casterKind({ classId: 'bard', level: 1 })).toBe('full');
    expect(casterKind({ classId: 'ranger', level: 1 })).toBe('half');
    expect(casterKind(ek(3))).toBe('third');
    expect(casterKind(at(3))).toBe('third');
    expect(casterKind({ classId: 'warlock', level: 1 })).toBe('pact');
    expect(casterKind({ classId: 'fighter', level: 5, subclassId: 'champion' })).toBe('none');
    expect(casterKind({ classId: 'rogue', level: 5, subclassId: 'eldritch-knight' })).toBe('none');
    expect(casterKind({ classId: 'monk', level: 5 })).toBe('none');
  });

  it('PHB ch.3: Spellcasting from level 1 (full, warlock), 2 (paladin, ranger), 3 (EK, AT)', () => {
    expect(spellcastingStartLevel({ classId: 'wizard', level: 1 })).toBe(1);
    expect(spellcastingStartLevel({ classId: 'paladin', level: 1 })).toBe(2);
    expect(spellcastingStartLevel(ek(1))).toBe(3);
    expect(spellcastingStartLevel({ classId: 'barbarian', level: 1 })).toBeNull();
    expect(hasSpellcasting({ classId: 'paladin', level: 1 })).toBe(false);
    expect(hasSpellcasting({ classId: 'paladin', level: 2 })).toBe(true);
    expect(hasSpellcasting(at(2))).toBe(false);
    expect(hasSpellcasting(at(3))).toBe(true);
  });

  it('PHB ch.3 Eldritch Knight / Arcane Trickster: they cast from the wizard spell list', () => {
    expect(classSpellListId(ek(3))).toBe('wizard');
    expect(classSpellListId(at(3))).toBe('wizard');
    expect(classSpellListId({ classId: 'cleric', level: 1 })).toBe('cleric');
    expect(classSpellListId({ classId: 'fighter', level: 3 })).toBeNull();
  });
});

describe('multiclass', () => {
  it('SRD Multiclassing: paladin 4 + wizard 3 -> caster level 5', () => {
    expect(casterLevel([{ classId: 'paladin', level: 4 }, { classId: 'wizard', level: 3 }])).toBe(5);
  });

  it('SRD Multiclassing: half and third levels are each rounded down (paladin 3 + ranger 3 -> 2; EK 5 + AT 5 -> 2)', () => {
    expect(casterLevel([{ classId: 'paladin', level: 3 }, { classId: 'ranger', level: 3 }])).toBe(2);
    expect(casterLevel([ek(5), at(5)])).toBe(2);
  });

  it('SRD Multiclassing: warlock and non-casters add nothing (warlock 5 + barbarian 3 + cleric 2 -> 2)', () => {
    expect(casterLevel([{ classId: 'warlock', level: 5 }, { classId: 'barbarian', level: 3 }, { classId: 'cleric', level: 2 }])).toBe(2);
  });

  it('SRD Multiclassing: a paladin 1 has no Spellcasting yet, so wizard 3 + paladin 1 is single-table', () => {
    const classes = [{ classId: 'wizard' as const, level: 3 }, { classId: 'paladin' as const, level: 1 }];
    expect(spellcastingClasses(classes).map((c) => c.classId)).toEqual(['wizard']);
    expect(usesMulticlassTable(classes)).toBe(false);
  });

  it('PHB ch.6 Pact Magic: warlock is not a Spellcasting class for the multiclass table', () => {
    expect(usesMulticlassTable([{ classId: 'warlock', level: 3 }, { classId: 'sorcerer', level: 3 }])).toBe(false);
  });

  it('PHB ch.6: character level is the sum of class levels, 1..20', () => {
    expect(characterLevel([{ classId: 'wizard', level: 7 }, { classId: 'cleric', level: 13 }])).toBe(20);
    expect(() => characterLevel([{ classId: 'wizard', level: 8 }, { classId: 'cleric', level: 13 }])).toThrow(RangeError);
    expect(() => characterLevel([])).toThrow(RangeError);
  });
});
