// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cantripsKnown, ownedLevelFlag, preparedSpellsMax, spellsKnown, spellsKnownAndPreparedCounts } from './preparation';
import { arcanumSpellsKnown } from './pact-magic';
import type { ClassLevel, OwnedSpell } from './types';

const ek = (level: number): ClassLevel => ({ classId: 'fighter', level, subclassId: 'eldritch-knight' });
const at = (level: number): ClassLevel => ({ classId: 'rogue', level, subclassId: 'arcane-trickster' });

describe('known and prepared spells', () => {
  it('PHB Eldritch Knight: cantrips 2 at 3, 3 at 10; spells known 3 at 3 ... 13 at 20', () => {
    expect([2, 3, 9, 10, 20].map((l) => cantripsKnown(ek(l)))).toEqual([0, 2, 2, 3, 3]);
    expect([3, 4, 7, 8, 10, 11, 13, 14, 16, 19, 20].map((l) => spellsKnown(ek(l)))).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('PHB Arcane Trickster: cantrips 3 at 3 (mage hand + two), 4 at 10; spells known as the Eldritch Knight', () => {
    expect([2, 3, 10].map((l) => cantripsKnown(at(l)))).toEqual([0, 3, 4]);
    expect(spellsKnown(at(3))).toBe(3);
    expect(spellsKnown(at(20))).toBe(13);
  });

  it('PHB ch.3: fighters/rogues without EK/AT, barbarians and monks know 0 spells and 0 cantrips', () => {
    expect(cantripsKnown({ classId: 'fighter', level: 10 })).toBe(0);
    expect(spellsKnown({ classId: 'monk', level: 10 })).toBe(0);
    expect(preparedSpellsMax({ classId: 'barbarian', level: 10 }, 3)).toBeNull();
  });

  it('SRD Ranger: knows 0 spells at level 1, 2 at level 2; paladin and ranger learn no cantrips', () => {
    expect(spellsKnown({ classId: 'ranger', level: 1 })).toBe(0);
    expect(spellsKnown({ classId: 'ranger', level: 2 })).toBe(2);
    expect(cantripsKnown({ classId: 'paladin', level: 20 })).toBe(0);
  });

  it('PHB ch.10: prepared casters have no spells-known number (null)', () => {
    for (const classId of ['cleric', 'druid', 'paladin', 'wizard'] as const) expect(spellsKnown({ classId, level: 5 })).toBeNull();
  });

  it('SRD Cleric/Druid/Wizard Preparing Spells: ability modifier + class level', () => {
    expect(preparedSpellsMax({ classId: 'cleric', level: 3 }, 3)).toBe(6);
    expect(preparedSpellsMax({ classId: 'druid', level: 1 }, 2)).toBe(3);
    expect(preparedSpellsMax({ classId: 'wizard', level: 20 }, 5)).toBe(25);
  });

  it('SRD Paladin Preparing Spells: Charisma modifier + half the paladin level rounded down', () => {
    expect(preparedSpellsMax({ classId: 'paladin', level: 5 }, 3)).toBe(5);
    expect(preparedSpellsMax({ classId: 'paladin', level: 2 }, 2)).toBe(3);
  });

  it('SRD Preparing Spells: minimum of one spell (wizard 1 with Int mod -3 -> 1)', () => {
    expect(preparedSpellsMax({ classId: 'wizard', level: 1 }, -3)).toBe(1);
    expect(preparedSpellsMax({ classId: 'paladin', level: 2 }, -4)).toBe(1);
  });

  it('SRD Paladin: no Spellcasting feature at level 1 -> 0 prepared', () => {
    expect(preparedSpellsMax({ classId: 'paladin', level: 1 }, 3)).toBe(0);
  });

  it('PHB ch.10: known casters have no prepared maximum (null); bad modifiers are refused', () => {
    expect(preparedSpellsMax({ classId: 'sorcerer', level: 5 }, 3)).toBeNull();
    expect(() => preparedSpellsMax({ classId: 'wizard', level: 5 }, Number.NaN)).toThrow(RangeError);
    expect(() => cantripsKnown({ classId: 'wizard', level: 0 })).toThrow(RangeError);
  });

  it('PHB ch.10 + SRD domain spells: counts exclude always-prepared and spellbook-only spells', () => {
    const levels: Record<string, number> = { light: 0, 'sacred-flame': 0, bless: 1, 'cure-wounds': 1, 'shield-of-faith': 1, 'magic-missile': 1 };
    const owned: OwnedSpell[] = [
      { spellId: 'light', classId: 'cleric', status: 'known' },
      { spellId: 'sacred-flame', classId: 'cleric', status: 'known' },
      { spellId: 'bless', classId: 'cleric', status: 'alwaysPrepared' },
      { spellId: 'cure-wounds', classId: 'cleric', status: 'prepared' },
      { spellId: 'shield-of-faith', classId: 'cleric', status: 'prepared' },
      { spellId: 'magic-missile', classId: 'wizard', status: 'inBook' },
      { spellId: 'unknown-homebrew', classId: 'cleric', status: 'prepared' },
    ];
    const r = spellsKnownAndPreparedCounts({ classId: 'cleric', level: 1 }, 0, owned, (id) => levels[id]);
    expect(r.cantrips).toEqual({ count: 2, max: 3 });
    expect(r.known).toBeNull();
    expect(r.prepared).toEqual({ count: 2, max: 1 });
    expect(r.overLimit).toBe(true);
  });

  it('SRD Warlock: Mystic Arcanum spells do not count against spells known', () => {
    const levels: Record<string, number> = { hex: 1, 'mass-suggestion': 6 };
    const owned: OwnedSpell[] = [
      { spellId: 'hex', classId: 'warlock', status: 'known' },
      { spellId: 'mass-suggestion', classId: 'warlock', status: 'known' },
    ];
    const r = spellsKnownAndPreparedCounts({ classId: 'warlock', level: 11 }, 3, owned, (id) => levels[id]);
    expect(r.known).toEqual({ count: 1, max: 11 });
    expect(r.prepared).toBeNull();
    expect(r.overLimit).toBe(false);
  });

  it('SRD Warlock: Mystic Arcanum is one spell of each arcanum level; a second one is over the limit', () => {
    const levels: Record<string, number> = { hex: 1, 'mass-suggestion': 6, 'circle-of-death': 6, 'finger-of-death': 7 };
    const known = (...ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId: 'warlock', status: 'known' }));
    const one = spellsKnownAndPreparedCounts({ classId: 'warlock', level: 13 }, 3, known('hex', 'mass-suggestion', 'finger-of-death'), (id) => levels[id]);
    expect(one.overLimit).toBe(false);
    expect(arcanumSpellsKnown(known('hex', 'mass-suggestion', 'finger-of-death'), (id) => levels[id], 6)).toBe(1);
    const two = spellsKnownAndPreparedCounts({ classId: 'warlock', level: 13 }, 3, known('hex', 'mass-suggestion', 'circle-of-death'), (id) => levels[id]);
    expect(two.known).toEqual({ count: 1, max: 12 });
    expect(two.overLimit).toBe(true);
  });
});

describe('owned spells above what the class can cast', () => {
  const wiz3: ClassLevel = { classId: 'wizard', level: 3 };
  const o = (status: OwnedSpell['status'], classId: OwnedSpell['classId'] = 'wizard'): OwnedSpell => ({ spellId: 'hb-x', classId, status });

  it('PHB ch.10: a 3rd-level wizard (2nd-level slots) with a 9th-level spell prepared or in the book is flagged', () => {
    expect(ownedLevelFlag(wiz3, o('prepared'), 9)).toEqual({ code: 'levelTooHigh', spellLevel: 9, maxLevel: 2 });
    expect(ownedLevelFlag(wiz3, o('inBook'), 3)).toEqual({ code: 'levelTooHigh', spellLevel: 3, maxLevel: 2 });
    expect(ownedLevelFlag(wiz3, o('prepared'), 2)).toBeNull();
  });

  it('cantrips and spells missing from the catalog are never flagged', () => {
    expect(ownedLevelFlag(wiz3, o('known'), 0)).toBeNull();
    expect(ownedLevelFlag(wiz3, o('prepared'), undefined)).toBeNull();
  });

  it('SRD 5.1 Domain Spells: a 5th-level domain spell on a 1st-level cleric is flagged (it comes at 9th)', () => {
    const cleric = (level: number): ClassLevel => ({ classId: 'cleric', level });
    expect(ownedLevelFlag(cleric(1), o('alwaysPrepared', 'cleric'), 5)).toEqual({ code: 'levelTooHigh', spellLevel: 5, maxLevel: 1 });
    expect(ownedLevelFlag(cleric(9), o('alwaysPrepared', 'cleric'), 5)).toBeNull();
    expect(ownedLevelFlag(cleric(1), o('alwaysPrepared', 'cleric'), 0)).toBeNull();
  });

  it('known casters by their own table; a warlock by pact slots and Mystic Arcanum, its Book of Shadows by half its level', () => {
    expect(ownedLevelFlag({ classId: 'bard', level: 5 }, o('known', 'bard'), 4)).toEqual({ code: 'levelTooHigh', spellLevel: 4, maxLevel: 3 });
    expect(ownedLevelFlag({ classId: 'warlock', level: 11 }, o('known', 'warlock'), 6)).toBeNull();
    expect(ownedLevelFlag({ classId: 'warlock', level: 11 }, o('known', 'warlock'), 7)).toEqual({ code: 'levelTooHigh', spellLevel: 7, maxLevel: 6 });
    expect(ownedLevelFlag({ classId: 'warlock', level: 3 }, o('inBook', 'warlock'), 3)).toEqual({ code: 'levelTooHigh', spellLevel: 3, maxLevel: 2 });
  });
});
