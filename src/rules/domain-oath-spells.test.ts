// @vitest-environment node
// SRD 5.1 Life Domain (cleric), Oath of Devotion (paladin) and the Fiend (warlock), recorded on the
// class entry: domain and oath spells always prepared by class level, the Fiend's expanded list.
import { describe, expect, it } from 'vitest';
import srd from '../data/srd/srd-5.1-spells.en.json';
import { isSubclassSpell, subclassSpells } from './subclass-spells';
import { expandedSpells, isOnClassList } from './expanded-spells';
import { lifeHealing } from './life-domain';
import { checkAddSpell } from './spellbook';
import { castSpell } from './casting';
import { S, freeConditions, spell, stateOf } from '../testing/caster-fixtures';
import type { ClassLevel } from './types';

type SrdSpell = { index: string; level: number; classes: { index: string }[]; subclasses: { index: string }[] };
const srdSpells = srd as SrdSpell[];
const byId = new Map(srdSpells.map((s) => [s.index, s]));
const cleric = (level: number, subclassId?: string): ClassLevel => ({ classId: 'cleric', level, ...(subclassId ? { subclassId } : {}) });
const paladin = (level: number, subclassId?: string): ClassLevel => ({ classId: 'paladin', level, ...(subclassId ? { subclassId } : {}) });
const fiend = (level: number): ClassLevel => ({ classId: 'warlock', level, subclassId: 'fiend' });
const tagged = (tag: string) => srdSpells.filter((s) => s.subclasses.some((x) => x.index === tag)).map((s) => s.index).sort();

describe('Life Domain and Oath of Devotion spells', () => {
  it('the tables hold SRD spells of the level the class level brings, tagged so in the SRD data (which lacks Guardian of Faith)', () => {
    const life = subclassSpells(cleric(20, 'life'))!;
    const devotion = subclassSpells(paladin(20, 'devotion'))!;
    expect(life).toHaveLength(10);
    expect(devotion).toHaveLength(10);
    expect([...life].sort()).toEqual([...tagged('life'), 'guardian-of-faith'].sort());
    expect([...devotion].sort()).toEqual([...tagged('devotion'), 'guardian-of-faith'].sort());
    // spell level n comes at cleric level 2n − 1 and paladin levels 3, 5, 9, 13, 17
    const at = (c: (l: number) => ClassLevel, levels: number[]) => levels.map((l, i) => subclassSpells(c(l))!.slice(2 * i).map((id) => byId.get(id)!.level));
    expect(at((l) => cleric(l, 'life'), [1, 3, 5, 7, 9])).toEqual([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]]);
    expect(at((l) => paladin(l, 'devotion'), [3, 5, 9, 13, 17])).toEqual([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]]);
  });

  it('by class level: a Life cleric 1 has Bless and Cure Wounds, a Devotion paladin 2 none yet, 5 four', () => {
    expect(subclassSpells(cleric(1, 'life'))).toEqual(['bless', 'cure-wounds']);
    expect(subclassSpells(cleric(4, 'life'))).toEqual(['bless', 'cure-wounds', 'lesser-restoration', 'spiritual-weapon']);
    expect(subclassSpells(paladin(2, 'devotion'))).toEqual([]);
    expect(subclassSpells(paladin(5, 'devotion'))).toEqual(['protection-from-evil-and-good', 'sanctuary', 'lesser-restoration', 'zone-of-truth']);
  });

  it('nothing to list or check without the subclass recorded, or with another one', () => {
    expect(subclassSpells(cleric(5))).toBeNull();
    expect(subclassSpells(cleric(5, 'tempest'))).toBeNull();
    expect(isSubclassSpell(paladin(5), 'sanctuary')).toBeNull();
    expect(subclassSpells({ classId: 'wizard', level: 5, subclassId: 'life' })).toBeNull();
    expect(isSubclassSpell(cleric(1, 'life'), 'raise-dead')).toBe(true);
    expect(isSubclassSpell(cleric(1, 'life'), 'guiding-bolt')).toBe(false);
  });

  it('adding an always-prepared spell: a recorded subclass allows its own spells only (overridable); without one, any', () => {
    const guidingBolt = spell({ id: 'guiding-bolt', level: 1, classes: ['cleric'] });
    const sanctuary = spell({ id: 'sanctuary', level: 1, classes: ['cleric'] });
    expect(checkAddSpell(cleric(1, 'life'), guidingBolt, 'alwaysPrepared', [])).toEqual({ ok: false, error: 'notSubclassSpell', overridable: true });
    expect(checkAddSpell(cleric(1, 'life'), guidingBolt, 'alwaysPrepared', [], ['notSubclassSpell'])).toEqual({ ok: true, warnings: ['notSubclassSpell'] });
    expect(checkAddSpell(cleric(1), guidingBolt, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
    // an oath spell off the paladin list is the paladin's all the same
    expect(checkAddSpell(paladin(3, 'devotion'), sanctuary, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell(paladin(3, 'devotion'), S.cureWounds, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'notSubclassSpell' });
    // one of a later level: the class level it comes at is still checked
    expect(checkAddSpell(cleric(1, 'life'), spell({ id: 'revivify', level: 3, classes: ['cleric'] }), 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'levelTooHigh' });
  });
});

describe("the Fiend's expanded spell list", () => {
  it('ten SRD spells of 1st–5th level, two each, tagged "fiend" in the SRD data; only for a warlock with the Fiend recorded', () => {
    const list = expandedSpells(fiend(1));
    expect([...list].sort()).toEqual(tagged('fiend'));
    expect(list.map((id) => byId.get(id)!.level)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(expandedSpells({ classId: 'warlock', level: 5 })).toEqual([]);
    expect(expandedSpells({ classId: 'sorcerer', level: 5, subclassId: 'fiend' })).toEqual([]);
  });

  it('the warlock learns them as warlock spells, up to the level its pact slots allow', () => {
    const burningHands = spell({ id: 'burning-hands', level: 1, classes: ['sorcerer', 'wizard'] });
    expect(isOnClassList(fiend(1), burningHands)).toBe(true);
    expect(isOnClassList({ classId: 'warlock', level: 1 }, burningHands)).toBe(false);
    expect(checkAddSpell(fiend(1), burningHands, 'known', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell({ classId: 'warlock', level: 1 }, burningHands, 'known', [])).toMatchObject({ ok: false, error: 'notOnClassList' });
    expect(checkAddSpell(fiend(4), S.fireball, 'known', [])).toMatchObject({ ok: false, error: 'levelTooHigh' });
    expect(checkAddSpell(fiend(5), S.fireball, 'known', [])).toEqual({ ok: true, warnings: [] });
  });

  it('a Fiend warlock reads a Fireball scroll; another warlock cannot', () => {
    const read = (c: ClassLevel) => castSpell(stateOf(c), [], freeConditions(), { spell: S.fireball, classId: 'warlock', slot: { kind: 'scroll' }, scrollsCarried: ['fireball'] });
    expect(read(fiend(5))).toMatchObject({ ok: true });
    expect(read({ classId: 'warlock', level: 5 })).toMatchObject({ ok: false, error: 'scrollNotOnList' });
  });
});

describe('Life Domain healing', () => {
  it('Disciple of Life from cleric 1, Blessed Healer from 6, Supreme Healing from 17; by the level the spell is cast at', () => {
    expect(lifeHealing([cleric(1, 'life')], 1)).toEqual({ bonus: 3, selfHeal: 0, maxDice: false });
    expect(lifeHealing([cleric(6, 'life')], 3)).toEqual({ bonus: 5, selfHeal: 5, maxDice: false });
    expect(lifeHealing([cleric(17, 'life')], 9)).toEqual({ bonus: 11, selfHeal: 11, maxDice: true });
    // the cleric level counts, not the character level; the feature is the character's, whatever class casts
    expect(lifeHealing([cleric(2, 'life'), { classId: 'druid', level: 10 }], 2)).toEqual({ bonus: 4, selfHeal: 0, maxDice: false });
  });

  it('nothing for a cantrip, another domain or no cleric', () => {
    expect(lifeHealing([cleric(20, 'life')], 0)).toEqual({ bonus: 0, selfHeal: 0, maxDice: false });
    expect(lifeHealing([cleric(20)], 5)).toEqual({ bonus: 0, selfHeal: 0, maxDice: false });
    expect(lifeHealing([{ classId: 'paladin', level: 20, subclassId: 'life' }], 5)).toEqual({ bonus: 0, selfHeal: 0, maxDice: false });
  });
});
