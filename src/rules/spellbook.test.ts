// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedStatuses, checkAddSpell, freeWizardSpells } from './spellbook';
import { maxSpellLevelForClass } from './preparation';
import { S, own, spell } from '../testing/caster-fixtures';

describe('adding spells to a class', () => {
  it('PHB ch.6 Multiclassing: each class learns spells by its own table (wizard 3 -> 2nd level; paladin 1 -> none)', () => {
    expect(maxSpellLevelForClass({ classId: 'wizard', level: 3 })).toBe(2);
    expect(maxSpellLevelForClass({ classId: 'paladin', level: 1 })).toBe(0);
    expect(maxSpellLevelForClass({ classId: 'fighter', level: 7, subclassId: 'eldritch-knight' })).toBe(2);
  });

  it('SRD Warlock: pact slot level, then Mystic Arcanum (warlock 17 -> 9th)', () => {
    expect(maxSpellLevelForClass({ classId: 'warlock', level: 5 })).toBe(3);
    expect(maxSpellLevelForClass({ classId: 'warlock', level: 17 })).toBe(9);
  });

  it('SRD class spell lists: fireball is not a cleric spell (overridable)', () => {
    const r = checkAddSpell({ classId: 'cleric', level: 5 }, S.fireball, 'prepared', []);
    expect(r).toMatchObject({ ok: false, error: 'notOnClassList', overridable: true });
  });

  it('SRD Paladin, Ranger: no cantrips — a cantrip from another list is refused as noCantrips, not as off the list', () => {
    const light = spell({ id: 'light', level: 0, classes: ['bard', 'cleric', 'sorcerer', 'wizard'] });
    expect(checkAddSpell({ classId: 'ranger', level: 5 }, light, 'known', [])).toMatchObject({ ok: false, error: 'noCantrips', overridable: true });
    expect(checkAddSpell({ classId: 'paladin', level: 2 }, S.sacredFlame, 'known', [])).toMatchObject({ ok: false, error: 'noCantrips', overridable: true });
    // classes that do learn cantrips are still told the spell is off their list
    expect(checkAddSpell({ classId: 'cleric', level: 5 }, S.fireBolt, 'known', [])).toMatchObject({ ok: false, error: 'notOnClassList' });
    expect(checkAddSpell({ classId: 'bard', level: 5 }, S.fireBolt, 'known', [])).toMatchObject({ ok: false, error: 'notOnClassList' });
    // a bard's Magical Secrets may be a cantrip of any list
    expect(checkAddSpell({ classId: 'bard', level: 10 }, S.fireBolt, 'known', [])).toEqual({ ok: true, warnings: [] });
  });

  it('PHB Eldritch Knight: wizard list; a 3rd-level spell needs fighter level 13', () => {
    expect(checkAddSpell({ classId: 'fighter', level: 7, subclassId: 'eldritch-knight' }, S.fireball, 'known', [])).toMatchObject({ ok: false, error: 'levelTooHigh' });
    expect(checkAddSpell({ classId: 'fighter', level: 13, subclassId: 'eldritch-knight' }, S.fireball, 'known', [])).toEqual({ ok: true, warnings: [] });
  });

  it('PHB ch.10: statuses per class (wizard inBook/prepared, sorcerer known, cantrips known)', () => {
    expect(allowedStatuses({ classId: 'wizard', level: 1 }, 1)).toContain('inBook');
    expect(checkAddSpell({ classId: 'sorcerer', level: 5 }, S.fireball, 'inBook', [])).toMatchObject({ ok: false, error: 'statusNotForClass', overridable: false });
    expect(checkAddSpell({ classId: 'wizard', level: 5 }, S.fireBolt, 'prepared', [])).toMatchObject({ ok: false, error: 'statusNotForClass' });
  });

  it('PHB domain spells: always-prepared spells may come from other lists', () => {
    expect(checkAddSpell({ classId: 'cleric', level: 5 }, S.fireball, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
  });

  it('SRD 5.1 Domain / Circle / Oath Spells: each spell level comes at its class level (overridable)', () => {
    const domain5 = spell({ id: 'flame-strike', level: 5, classes: ['cleric'] });
    expect(checkAddSpell({ classId: 'cleric', level: 1 }, domain5, 'alwaysPrepared', [])).toEqual({ ok: false, error: 'levelTooHigh', overridable: true });
    expect(checkAddSpell({ classId: 'cleric', level: 8 }, domain5, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'levelTooHigh' });
    expect(checkAddSpell({ classId: 'cleric', level: 9 }, domain5, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell({ classId: 'cleric', level: 1 }, S.bless, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
    // druid 3: 2nd-level circle spells, not 3rd; paladin 5: 2nd-level oath spells, 3rd only at 9
    // (a mountain druid's Lightning Bolt, a circle spell at druid 5)
    const mountain = (level: number) => ({ classId: 'druid' as const, level, subclassId: 'land', terrain: 'mountain' });
    const lightningBolt = spell({ id: 'lightning-bolt', level: 3, classes: ['sorcerer', 'wizard'] });
    expect(checkAddSpell(mountain(3), lightningBolt, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'levelTooHigh', overridable: true });
    expect(checkAddSpell(mountain(5), lightningBolt, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell({ classId: 'paladin', level: 8 }, S.fireball, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'levelTooHigh', overridable: true });
    expect(checkAddSpell({ classId: 'paladin', level: 9 }, S.fireball, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
  });

  it('SRD 5.1: always prepared is the rule for cleric, druid 3+, paladin 3+; for others the GM may allow it', () => {
    expect(checkAddSpell({ classId: 'paladin', level: 3 }, S.bless, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell({ classId: 'paladin', level: 2 }, S.bless, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'noAlwaysPrepared', overridable: true });
    for (const classId of ['bard', 'sorcerer', 'warlock', 'wizard', 'ranger'] as const) {
      expect(checkAddSpell({ classId, level: 5 }, S.cureWounds, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'noAlwaysPrepared', overridable: true });
      // offered, but never as the first (default) choice
      expect(allowedStatuses({ classId, level: 5 }, 1)[0]).not.toBe('alwaysPrepared');
      expect(allowedStatuses({ classId, level: 5 }, 1).at(-1)).toBe('alwaysPrepared');
    }
  });

  it('a GM override allows one refusal: always prepared for a bard 3 is allowed, Fireball (3rd) is still too high', () => {
    const bard3 = { classId: 'bard' as const, level: 3 };
    expect(checkAddSpell(bard3, S.fireball, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'noAlwaysPrepared' });
    expect(checkAddSpell(bard3, S.fireball, 'alwaysPrepared', [], ['noAlwaysPrepared'])).toEqual({ ok: false, error: 'levelTooHigh', overridable: true });
    expect(checkAddSpell(bard3, S.fireball, 'alwaysPrepared', [], ['noAlwaysPrepared', 'levelTooHigh'])).toEqual({ ok: true, warnings: ['noAlwaysPrepared', 'levelTooHigh'] });
    expect(checkAddSpell(bard3, S.bless, 'alwaysPrepared', [], ['noAlwaysPrepared'])).toEqual({ ok: true, warnings: ['noAlwaysPrepared'] });
    // off the list and too high: each its own override
    expect(checkAddSpell({ classId: 'cleric', level: 1 }, S.fireball, 'prepared', [], ['notOnClassList'])).toMatchObject({ ok: false, error: 'levelTooHigh' });
    // a refusal the GM cannot lift stays
    expect(checkAddSpell(bard3, S.fireball, 'inBook', [], ['statusNotForClass' as never])).toMatchObject({ ok: false, error: 'statusNotForClass', overridable: false });
  });

  it('PHB Book of Ancient Secrets: warlock Book of Shadows holds rituals of any class up to half the warlock level', () => {
    const book = { pactBoon: 'tome', bookOfSecrets: true } as const;
    expect(checkAddSpell({ classId: 'warlock', level: 3 }, S.findFamiliar, 'inBook', [], [], book)).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell({ classId: 'warlock', level: 3 }, S.fireball, 'inBook', [], [], book)).toMatchObject({ ok: false, error: 'notRitual' });
  });

  it('a warlock without the Book of Ancient Secrets has no Book of Shadows to write a ritual in', () => {
    expect(checkAddSpell({ classId: 'warlock', level: 3 }, S.findFamiliar, 'inBook', [], [], { pactBoon: 'tome' })).toEqual({ ok: false, error: 'noBookOfSecrets', overridable: false });
    expect(checkAddSpell({ classId: 'warlock', level: 5 }, S.findFamiliar, 'inBook', [])).toEqual({ ok: false, error: 'noBookOfSecrets', overridable: false });
    // the GM cannot waive it: casting from the book needs the invocation anyway
    expect(checkAddSpell({ classId: 'warlock', level: 5 }, S.findFamiliar, 'inBook', [], ['noBookOfSecrets'])).toMatchObject({ ok: false, error: 'noBookOfSecrets' });
  });

  it('PHB ch.3: a class without Spellcasting cannot take spells; the same entry twice is refused', () => {
    expect(checkAddSpell({ classId: 'monk', level: 5 }, S.fireBolt, 'known', [])).toMatchObject({ ok: false, error: 'noSpellcasting' });
    expect(checkAddSpell({ classId: 'wizard', level: 5 }, S.fireball, 'inBook', own('wizard', 'inBook', S.fireball))).toMatchObject({ ok: false, error: 'alreadyOwned' });
  });
});

describe('free wizard spells on a level-up (SRD Wizard, "Your Spellbook")', () => {
  it('wizard 4 -> 5: two spells, up to 3rd level (the new slots)', () => {
    expect(freeWizardSpells(4, 5)).toEqual({ count: 2, maxLevel: 3, startingBook: false, tiers: [{ maxLevel: 3, count: 2 }] });
  });
  it('two per level gained: wizard 3 -> 6 gives six, two up to 2nd level and four up to 3rd', () => {
    expect(freeWizardSpells(3, 6)).toEqual({ count: 6, maxLevel: 3, startingBook: false, tiers: [{ maxLevel: 2, count: 2 }, { maxLevel: 3, count: 4 }] });
  });
  it('becoming a wizard: six 1st-level spells, then two per level after the first', () => {
    expect(freeWizardSpells(0, 1)).toEqual({ count: 6, maxLevel: 1, startingBook: true, tiers: [{ maxLevel: 1, count: 6 }] });
    // each pair is of a level the wizard could cast when it came: 8 of 1st level at most, 4 of 2nd, 2 of 3rd
    expect(freeWizardSpells(0, 5)).toEqual({ count: 14, maxLevel: 3, startingBook: true, tiers: [{ maxLevel: 1, count: 8 }, { maxLevel: 2, count: 4 }, { maxLevel: 3, count: 2 }] });
    expect(freeWizardSpells(0, 20)?.tiers.map((t) => t.count)).toEqual([8, 4, 4, 4, 4, 4, 4, 4, 8]);
  });
  it('no level gained (same level, a level down) or bad input: nothing', () => {
    expect(freeWizardSpells(5, 5)).toBeNull();
    expect(freeWizardSpells(5, 4)).toBeNull();
    expect(freeWizardSpells(4, 21)).toBeNull();
    expect(freeWizardSpells(4, 4.5)).toBeNull();
  });
});
