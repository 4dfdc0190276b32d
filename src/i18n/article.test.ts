import { anBefore } from './article';
import { setupTestI18n } from '../testing/i18n';

describe('English a / an before a number', () => {
  it('follows how the number is read', () => {
    const an = [8, 11, 18, 80, 83, 800, 8000, 11000, 18500];
    const a = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 17, 19, 20, 100, 1000, 1800];
    expect(an.filter((n) => anBefore(n) !== 'an')).toEqual([]);
    expect(a.filter((n) => anBefore(n) !== 'a')).toEqual([]);
  });

  it('reads in the strings that put an article before a level', async () => {
    const en = await setupTestI18n('en');
    const ord = (n: number) => en.t('cast.ord', { count: n, ordinal: true });
    expect(en.t('cast.spent.slot', { ord: ord(8) })).toBe('Spent an 8th-level slot.');
    expect(en.t('cast.spent.slot', { ord: ord(3) })).toBe('Spent a 3rd-level slot.');
    expect(en.t('tracker.slots.spend', { ord: ord(8) })).toBe('Spend an 8th-level slot');
    expect(en.t('tracker.slots.restore', { ord: ord(1) })).toBe('Regain a 1st-level slot');
    expect(en.t('catalog.addErrors.levelTooHigh', { spellLevel: 8, level: 11, class: 'wizard' })).toBe('An 8th-level spell is beyond an 11th-level wizard for now — no spell slots of that level yet.');
    expect(en.t('catalog.addErrors.knownLimit', { have: 15, max: 15, level: 18, class: 'sorcerer' })).toBe('The limit of spells known is full: 15 of 15 for an 18th-level sorcerer.');
    expect(en.t('catalog.addErrors.arcanumLimit', { spellLevel: 8 })).toMatch(/^The warlock already has an 8th-level Mystic Arcanum/);
    expect(en.t('spellbook.flag.levelTooHigh', { spellLevel: 8, maxLevel: 7 })).toBe('An 8th-level spell is beyond this class for now: it casts spells up to 7th level.');
    // Czech strings do not use the format; a Czech value passes through untouched
    const cs = await setupTestI18n('cs');
    expect(cs.t('cast.spent.slot', { ord: '8.' })).not.toMatch(/\ban?\b/);
  });
});
