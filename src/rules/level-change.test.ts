// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLevelChangeEmpty, levelChange, type LevelChangeContext } from './level-change';
import { S, own, spell } from '../testing/caster-fixtures';
import type { ClassLevel, OwnedSpell } from './types';

const coneOfCold = spell({ id: 'cone-of-cold', level: 5, classes: ['sorcerer', 'wizard'] });
const meteorSwarm = spell({ id: 'meteor-swarm', level: 9, classes: ['sorcerer', 'wizard'] });
const LEVELS = new Map([S.fireball, S.massSuggestion, S.forcecage, S.cureWounds, S.shield, coneOfCold, meteorSwarm, S.fireBolt].map((s) => [s.id, s.level]));

/** Every ability 16 (+3), so a prepared maximum is the class part + 3. */
function ctx(owned: OwnedSpell[] = []): LevelChangeContext {
  return { abilities: { str: 16, dex: 16, con: 16, int: 16, wis: 16, cha: 16 }, owned, levelOf: (id) => LEVELS.get(id) };
}
const change = (before: ClassLevel[], after: ClassLevel[], owned: OwnedSpell[] = []) => levelChange(before, after, ctx(owned));

describe('level change: slots (PHB ch.3 class tables, ch.6 multiclass table)', () => {
  it('wizard 4 -> 5: 3rd-level slots appear, one more prepared spell (Int +3 + wizard level)', () => {
    const r = change([{ classId: 'wizard', level: 4 }], [{ classId: 'wizard', level: 5 }]);
    expect(r.gained).toEqual([{ code: 'slots', level: 3, count: 2 }, { code: 'prepared', count: 1, classId: 'wizard' }]);
    expect(r.lost).toEqual([]);
    expect(r.fewer).toEqual([]);
  });

  it('warlock 4 -> 5: one Eldritch Invocation more; 7 -> 6: one fewer', () => {
    expect(change([{ classId: 'warlock', level: 4 }], [{ classId: 'warlock', level: 5 }]).gained).toContainEqual({ code: 'invocations', count: 1, classId: 'warlock' });
    expect(change([{ classId: 'warlock', level: 7 }], [{ classId: 'warlock', level: 6 }]).fewer).toContainEqual({ code: 'invocations', count: 1, classId: 'warlock' });
    expect(change([{ classId: 'warlock', level: 5 }], [{ classId: 'warlock', level: 6 }]).gained.some((g) => g.code === 'invocations')).toBe(false);
  });

  it('wizard 3 -> 5: a third 2nd-level slot besides the new 3rd-level slots', () => {
    const r = change([{ classId: 'wizard', level: 3 }], [{ classId: 'wizard', level: 5 }]);
    expect(r.gained.filter((g) => g.code === 'slots' || g.code === 'moreSlots')).toEqual([{ code: 'moreSlots', level: 2, count: 1 }, { code: 'slots', level: 3, count: 2 }]);
  });

  it('wizard 9 -> 7: the 5th-level slots go, two 4th-level slots and two prepared spells fewer', () => {
    const r = change([{ classId: 'wizard', level: 9 }], [{ classId: 'wizard', level: 7 }]);
    expect(r.lost).toEqual([{ code: 'slots', level: 5, count: 1 }]);
    expect(r.fewer).toEqual([{ code: 'fewerSlots', level: 4, count: 2 }, { code: 'prepared', count: 2, classId: 'wizard' }]);
    expect(r.gained).toEqual([]);
  });

  it('multiclass: cleric 2 -> 3 next to wizard 2 reaches caster level 5, so 3rd-level slots (a lone cleric 3 has none)', () => {
    const r = change([{ classId: 'wizard', level: 2 }, { classId: 'cleric', level: 2 }], [{ classId: 'wizard', level: 2 }, { classId: 'cleric', level: 3 }]);
    expect(r.gained).toContainEqual({ code: 'slots', level: 3, count: 2 });
    expect(change([{ classId: 'cleric', level: 2 }], [{ classId: 'cleric', level: 3 }]).gained).toContainEqual({ code: 'slots', level: 2, count: 2 });
    expect(change([{ classId: 'cleric', level: 2 }], [{ classId: 'cleric', level: 3 }]).gained.some((g) => g.code === 'slots' && g.level === 3)).toBe(false);
  });

  it('multiclass: half levels round down per class (paladin 2 -> 3 next to sorcerer 3 adds nothing; 3 -> 4 reaches 3rd-level slots)', () => {
    const sorcerer: ClassLevel = { classId: 'sorcerer', level: 3 };
    expect(change([sorcerer, { classId: 'paladin', level: 2 }], [sorcerer, { classId: 'paladin', level: 3 }]).gained).toEqual([]);
    const r = change([sorcerer, { classId: 'paladin', level: 3 }], [sorcerer, { classId: 'paladin', level: 4 }]);
    expect(r.gained).toEqual([{ code: 'slots', level: 3, count: 2 }, { code: 'prepared', count: 1, classId: 'paladin' }]);
  });

  it('paladin 1 -> 2 and ranger 1 -> 2 gain Spellcasting: 1st-level slots, prepared or known spells', () => {
    expect(change([{ classId: 'paladin', level: 1 }], [{ classId: 'paladin', level: 2 }]).gained).toEqual([
      { code: 'slots', level: 1, count: 2 },
      { code: 'prepared', count: 4, classId: 'paladin' },
    ]);
    expect(change([{ classId: 'ranger', level: 1 }], [{ classId: 'ranger', level: 2 }]).gained).toEqual([
      { code: 'slots', level: 1, count: 2 },
      { code: 'known', count: 2, classId: 'ranger' },
    ]);
  });

  it('PHB Eldritch Knight: choosing the subclass at fighter 3 brings slots, 2 cantrips and 3 spells known', () => {
    const r = change([{ classId: 'fighter', level: 3 }], [{ classId: 'fighter', level: 3, subclassId: 'eldritch-knight' }]);
    expect(r.gained).toEqual([
      { code: 'slots', level: 1, count: 2 },
      { code: 'cantrips', count: 2, classId: 'fighter' },
      { code: 'known', count: 3, classId: 'fighter' },
    ]);
  });
});

describe('level change: allowances (PHB ch.3 class tables)', () => {
  it('bard 3 -> 4: a third 2nd-level slot, one more cantrip and one more spell known, no new slot level', () => {
    expect(change([{ classId: 'bard', level: 3 }], [{ classId: 'bard', level: 4 }]).gained).toEqual([
      { code: 'moreSlots', level: 2, count: 1 },
      { code: 'cantrips', count: 1, classId: 'bard' },
      { code: 'known', count: 1, classId: 'bard' },
    ]);
  });

  it('sorcerer 9 -> 10: a second 5th-level slot, a cantrip, a spell known, a third Metamagic option and a sorcery point', () => {
    expect(change([{ classId: 'sorcerer', level: 9 }], [{ classId: 'sorcerer', level: 10 }]).gained).toEqual([
      { code: 'moreSlots', level: 5, count: 1 },
      { code: 'cantrips', count: 1, classId: 'sorcerer' },
      { code: 'known', count: 1, classId: 'sorcerer' },
      { code: 'metamagic', count: 1, classId: 'sorcerer' },
      { code: 'sorceryPoints', count: 1, classId: 'sorcerer' },
    ]);
  });

  it('Font of Magic: sorcery points from sorcerer level 2, one more each level; a level down has fewer', () => {
    expect(change([{ classId: 'sorcerer', level: 1 }], [{ classId: 'sorcerer', level: 2 }]).gained).toContainEqual({ code: 'sorceryPoints', count: 2, classId: 'sorcerer' });
    expect(change([{ classId: 'sorcerer', level: 6 }], [{ classId: 'sorcerer', level: 4 }]).fewer).toContainEqual({ code: 'sorceryPoints', count: 2, classId: 'sorcerer' });
    expect(change([{ classId: 'wizard', level: 4 }], [{ classId: 'wizard', level: 5 }]).gained.some((i) => i.code === 'sorceryPoints')).toBe(false);
  });

  it('SRD Bard, Magical Secrets: bard 9 -> 10 two of the spells known from any list; 18 -> 13 four fewer', () => {
    expect(change([{ classId: 'bard', level: 9 }], [{ classId: 'bard', level: 10 }]).gained).toEqual([
      { code: 'moreSlots', level: 5, count: 1 },
      { code: 'cantrips', count: 1, classId: 'bard' },
      { code: 'known', count: 2, classId: 'bard' },
      { code: 'secrets', count: 2, classId: 'bard' },
    ]);
    expect(change([{ classId: 'bard', level: 12 }], [{ classId: 'bard', level: 13 }]).gained).not.toContainEqual(expect.objectContaining({ code: 'secrets' }));
    expect(change([{ classId: 'bard', level: 18 }], [{ classId: 'bard', level: 13 }]).fewer).toContainEqual({ code: 'secrets', count: 4, classId: 'bard' });
  });

  it('a class taken away brings no allowance items (its spells stay apart); a new class brings its own', () => {
    const r = change([{ classId: 'wizard', level: 5 }], [{ classId: 'sorcerer', level: 5 }]);
    expect(r.fewer).toEqual([]);
    expect(r.gained).toEqual([
      { code: 'cantrips', count: 5, classId: 'sorcerer' },
      { code: 'known', count: 6, classId: 'sorcerer' },
      { code: 'metamagic', count: 2, classId: 'sorcerer' },
      { code: 'sorceryPoints', count: 5, classId: 'sorcerer' },
    ]);
    expect(r.lost).toEqual([]);
  });

  it('only the level counts: the same modifier on both sides (Wisdom 8 keeps a cleric at the minimum of 1 either way)', () => {
    const low = { ...ctx(), abilities: { str: 8, dex: 8, con: 8, int: 8, wis: 8, cha: 8 } };
    expect(levelChange([{ classId: 'cleric', level: 1 }], [{ classId: 'cleric', level: 2 }], low).gained).toEqual([{ code: 'moreSlots', level: 1, count: 1 }]);
    expect(levelChange([{ classId: 'cleric', level: 2 }], [{ classId: 'cleric', level: 3 }], low).gained).toEqual([
      { code: 'moreSlots', level: 1, count: 1 },
      { code: 'slots', level: 2, count: 2 },
      { code: 'prepared', count: 1, classId: 'cleric' },
    ]);
  });
});

describe('level change: Pact Magic and Mystic Arcanum (SRD Warlock)', () => {
  it('warlock 10 -> 11: a third pact slot, one spell known, and a 6th-level arcanum to choose', () => {
    const r = change([{ classId: 'warlock', level: 10 }], [{ classId: 'warlock', level: 11 }]);
    expect(r.gained).toEqual([{ code: 'pact', count: 3, level: 5 }, { code: 'known', count: 1, classId: 'warlock' }]);
    expect(r.chooseArcanum).toEqual([6]);
  });

  it('warlock 12 -> 17: the 7th, 8th and 9th arcanum at once', () => {
    expect(change([{ classId: 'warlock', level: 12 }], [{ classId: 'warlock', level: 17 }]).chooseArcanum).toEqual([7, 8, 9]);
  });

  it('a 6th-level warlock spell kept from before a level down: the arcanum is already chosen', () => {
    const r = change([{ classId: 'warlock', level: 10 }], [{ classId: 'warlock', level: 11 }], own('warlock', 'known', S.massSuggestion));
    expect(r.chooseArcanum).toEqual([]);
    expect(r.gained).toContainEqual({ code: 'arcanum', level: 6 });
  });

  it('another class\'s 6th-level spell does not choose the warlock arcanum', () => {
    const r = change([{ classId: 'warlock', level: 10 }, { classId: 'wizard', level: 1 }], [{ classId: 'warlock', level: 11 }, { classId: 'wizard', level: 1 }], own('wizard', 'inBook', S.massSuggestion));
    expect(r.chooseArcanum).toEqual([6]);
  });

  it('warlock 11 -> 9: one pact slot and the 6th-level arcanum go; its spell ends above the warlock level', () => {
    const r = change([{ classId: 'warlock', level: 11 }], [{ classId: 'warlock', level: 9 }], own('warlock', 'known', S.massSuggestion));
    expect(r.lost).toEqual([{ code: 'pactSlots', count: 1 }, { code: 'arcanum', level: 6 }]);
    expect(r.fewer).toEqual([{ code: 'cantrips', count: 1, classId: 'warlock' }, { code: 'known', count: 1, classId: 'warlock' }]);
    expect(r.spellsAboveLevel).toBe(1);
  });

  it('warlock 5 -> 4: the pact slots drop from 3rd to 2nd level', () => {
    expect(change([{ classId: 'warlock', level: 5 }], [{ classId: 'warlock', level: 4 }]).lost).toEqual([{ code: 'pactLevel', level: 3, count: 2, toLevel: 2 }]);
  });

  it('pact slots stay apart from the multiclass table: warlock 2 -> 3 next to sorcerer 5 changes only the pact', () => {
    const r = change([{ classId: 'sorcerer', level: 5 }, { classId: 'warlock', level: 2 }], [{ classId: 'sorcerer', level: 5 }, { classId: 'warlock', level: 3 }]);
    expect(r.gained).toEqual([{ code: 'pact', count: 2, level: 2 }, { code: 'known', count: 1, classId: 'warlock' }]);
    expect(r.lost).toEqual([]);
  });

  it('a new warlock row brings its pact slots; removing it takes them all', () => {
    expect(change([{ classId: 'cleric', level: 3 }], [{ classId: 'cleric', level: 3 }, { classId: 'warlock', level: 1 }]).gained).toContainEqual({ code: 'pact', count: 1, level: 1 });
    expect(change([{ classId: 'cleric', level: 3 }, { classId: 'warlock', level: 1 }], [{ classId: 'cleric', level: 3 }]).lost).toEqual([{ code: 'pactAll' }]);
  });
});

describe('level change: owned spells above the new level (ownedLevelFlag)', () => {
  it('wizard 10 -> 9 leaves cone of cold in reach and counts nothing; wizard 9 -> 8 puts it above', () => {
    const owned = [...own('wizard', 'prepared', S.fireball, coneOfCold), ...own('wizard', 'known', S.fireBolt)];
    expect(change([{ classId: 'wizard', level: 10 }], [{ classId: 'wizard', level: 9 }], owned).spellsAboveLevel).toBe(0);
    expect(change([{ classId: 'wizard', level: 9 }], [{ classId: 'wizard', level: 8 }], owned).spellsAboveLevel).toBe(1);
  });

  it('a spell that was already above is not counted again; spells of a class taken away are not counted', () => {
    const owned = [...own('wizard', 'inBook', meteorSwarm, coneOfCold), ...own('cleric', 'prepared', S.cureWounds)];
    expect(change([{ classId: 'wizard', level: 9 }, { classId: 'cleric', level: 1 }], [{ classId: 'wizard', level: 7 }], owned).spellsAboveLevel).toBe(1);
  });

  it('multiclass: each class on its own (fireball is above wizard 4, though caster level 8 still has 3rd-level slots)', () => {
    const r = change([{ classId: 'wizard', level: 5 }, { classId: 'cleric', level: 4 }], [{ classId: 'wizard', level: 4 }, { classId: 'cleric', level: 4 }], own('wizard', 'prepared', S.fireball));
    expect(r.spellsAboveLevel).toBe(1);
    expect(r.lost).toEqual([{ code: 'slots', level: 5, count: 1 }]);
  });

  it('a spell the catalog does not know is not counted', () => {
    expect(change([{ classId: 'wizard', level: 9 }], [{ classId: 'wizard', level: 1 }], [{ spellId: 'gone', classId: 'wizard', status: 'prepared' }]).spellsAboveLevel).toBe(0);
  });
});

describe('level change: nothing to tell, invalid input', () => {
  it('SRD known casters: a level gained in a class that knew spells lets one be replaced; not a ranger 1 -> 2, nor a level down', () => {
    expect(change([{ classId: 'bard', level: 3 }, { classId: 'sorcerer', level: 2 }], [{ classId: 'bard', level: 4 }, { classId: 'sorcerer', level: 3 }]).swapKnown).toEqual(['bard', 'sorcerer']);
    expect(change([{ classId: 'ranger', level: 2 }, { classId: 'warlock', level: 1 }], [{ classId: 'ranger', level: 3 }, { classId: 'warlock', level: 1 }]).swapKnown).toEqual(['ranger']);
    expect(change([{ classId: 'ranger', level: 1 }], [{ classId: 'ranger', level: 2 }]).swapKnown).toEqual([]);
    expect(change([{ classId: 'wizard', level: 4 }, { classId: 'warlock', level: 3 }], [{ classId: 'wizard', level: 5 }, { classId: 'warlock', level: 2 }]).swapKnown).toEqual([]);
  });

  it('the same classes: empty', () => {
    const same = [{ classId: 'warlock', level: 11 }, { classId: 'sorcerer', level: 3 }] as ClassLevel[];
    const r = change(same, same, own('warlock', 'known', S.massSuggestion, S.forcecage));
    expect(r).toEqual({ gained: [], chooseArcanum: [], swapKnown: [], lost: [], fewer: [], spellsAboveLevel: 0, metamagicDropped: [], subclassGained: [], featuresGained: [], classFeaturesGained: [], classFeaturesLost: [] });
    expect(isLevelChangeEmpty(r)).toBe(true);
    expect(isLevelChangeEmpty(change([{ classId: 'bard', level: 3 }], [{ classId: 'bard', level: 4 }]))).toBe(false);
  });

  it('invalid classes throw RangeError', () => {
    expect(() => change([{ classId: 'wizard', level: 0 }], [{ classId: 'wizard', level: 1 }])).toThrow(RangeError);
    expect(() => change([{ classId: 'wizard', level: 1 }], [{ classId: 'wizard', level: 15 }, { classId: 'bard', level: 6 }])).toThrow(RangeError);
  });
});

describe('level change: Metamagic (PHB sorcerer: 2 options at 3rd, 3 at 10th, 4 at 17th)', () => {
  it('sorcerer 17 -> 9: the last two chosen go; 3 -> 10 drops none; without the sorcerer class all go', () => {
    const metamagic = ['twinned', 'quickened', 'subtle', 'careful'] as const;
    const r = levelChange([{ classId: 'sorcerer', level: 17 }], [{ classId: 'sorcerer', level: 9 }], { ...ctx(), metamagic: [...metamagic] });
    expect(r.metamagicDropped).toEqual(['subtle', 'careful']);
    expect(isLevelChangeEmpty({ ...r, gained: [], lost: [], fewer: [], chooseArcanum: [], spellsAboveLevel: 0 })).toBe(false);
    expect(levelChange([{ classId: 'sorcerer', level: 3 }], [{ classId: 'sorcerer', level: 10 }], { ...ctx(), metamagic: ['twinned', 'quickened'] }).metamagicDropped).toEqual([]);
    expect(levelChange([{ classId: 'sorcerer', level: 3 }, { classId: 'wizard', level: 1 }], [{ classId: 'wizard', level: 1 }], { ...ctx(), metamagic: ['twinned'] }).metamagicDropped).toEqual(['twinned']);
    expect(change([{ classId: 'sorcerer', level: 17 }], [{ classId: 'sorcerer', level: 9 }]).metamagicDropped).toEqual([]);
  });
});


describe('level change: subclass spells (SRD Circle of the Land, Life Domain, Oath of Devotion)', () => {
  const land = (level: number, terrain = 'forest'): ClassLevel[] => [{ classId: 'druid', level, subclassId: 'land', terrain }];
  const druid = (spells: string[]) => [{ classId: 'druid', spells }];

  it('druid 4 -> 5 of the forest gains Call Lightning and Plant Growth; a land changed names its own', () => {
    expect(change(land(4), land(5)).subclassGained).toEqual(druid(['call-lightning', 'plant-growth']));
    expect(change(land(5, 'forest'), land(5, 'arctic')).subclassGained).toEqual(druid(['hold-person', 'spike-growth', 'sleet-storm', 'slow']));
  });

  it('nothing new on a level down, without a circle or without a land', () => {
    expect(change(land(5), land(4)).subclassGained).toEqual([]);
    expect(change([{ classId: 'druid', level: 4 }], [{ classId: 'druid', level: 5 }]).subclassGained).toEqual([]);
    expect(change([{ classId: 'druid', level: 4, subclassId: 'land' }], [{ classId: 'druid', level: 5, subclassId: 'land' }]).subclassGained).toEqual([]);
  });

  it('Life cleric 2 -> 3 gains Lesser Restoration and Spiritual Weapon; a new Life cleric 1 Bless and Cure Wounds', () => {
    const life = (level: number): ClassLevel => ({ classId: 'cleric', level, subclassId: 'life' });
    expect(change([life(2)], [life(3)]).subclassGained).toEqual([{ classId: 'cleric', spells: ['lesser-restoration', 'spiritual-weapon'] }]);
    expect(change([life(3)], [life(4)]).subclassGained).toEqual([]);
    expect(change([{ classId: 'wizard', level: 3 }], [{ classId: 'wizard', level: 3 }, life(1)]).subclassGained).toEqual([{ classId: 'cleric', spells: ['bless', 'cure-wounds'] }]);
    // the domain recorded on a cleric 3: every domain spell of the level is news
    expect(change([{ classId: 'cleric', level: 3 }], [life(3)]).subclassGained).toEqual([{ classId: 'cleric', spells: ['bless', 'cure-wounds', 'lesser-restoration', 'spiritual-weapon'] }]);
    expect(change([{ classId: 'cleric', level: 2 }], [{ classId: 'cleric', level: 3 }]).subclassGained).toEqual([]);
  });

  it('Devotion paladin 4 -> 5 gains Lesser Restoration and Zone of Truth, each class apart in a multiclass', () => {
    const devotion = (level: number): ClassLevel => ({ classId: 'paladin', level, subclassId: 'devotion' });
    expect(change([devotion(2)], [devotion(3)]).subclassGained).toEqual([{ classId: 'paladin', spells: ['protection-from-evil-and-good', 'sanctuary'] }]);
    const r = change([devotion(4), { classId: 'cleric', level: 2, subclassId: 'life' }], [devotion(5), { classId: 'cleric', level: 3, subclassId: 'life' }]);
    expect(r.subclassGained).toEqual([
      { classId: 'paladin', spells: ['lesser-restoration', 'zone-of-truth'] },
      { classId: 'cleric', spells: ['lesser-restoration', 'spiritual-weapon'] },
    ]);
    expect(isLevelChangeEmpty(r)).toBe(false);
  });
});
