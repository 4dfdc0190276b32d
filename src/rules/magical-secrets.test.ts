// @vitest-environment node
// SRD 5.1 Bard "Magical Secrets": at 10th, 14th and 18th level two spells from any class's list;
// they count as bard spells known, so a bard casts them — rituals too — as bard spells.
import { describe, expect, it } from 'vitest';
import { additionalMagicalSecrets, magicalSecretsKnown, magicalSecretsMax, offListAllowance } from './magical-secrets';
import { spellsKnownAndPreparedCounts } from './preparation';
import { checkAddSpell } from './spellbook';
import { castSpell } from './casting';
import { createCasterState } from './state';
import { S, freeConditions, own } from '../testing/caster-fixtures';
import type { ClassLevel, OwnedSpell } from './types';

const bard = (level: number) => ({ classId: 'bard' as const, level });
const lists: Record<string, readonly string[]> = {
  fireball: S.fireball.classes,
  'find-familiar': S.findFamiliar.classes,
  'fire-bolt': S.fireBolt.classes,
  'healing-word': S.healingWord.classes,
};
const known = (...ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId: 'bard', status: 'known' }));

describe('Magical Secrets', () => {
  it('two spells from any list at bard 10, four at 14, six at 18; none before, none for other classes', () => {
    expect([1, 9, 10, 13, 14, 17, 18, 20].map((l) => magicalSecretsMax(bard(l)))).toEqual([0, 0, 2, 2, 4, 4, 6, 6]);
    expect(magicalSecretsMax({ classId: 'wizard', level: 20 })).toBe(0);
  });

  it('a bard 10 learns Fireball as a spell known; a bard 9 may not (the GM may allow it)', () => {
    expect(checkAddSpell(bard(10), S.fireball, 'known', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell(bard(9), S.fireball, 'known', [])).toMatchObject({ ok: false, error: 'notOnClassList', overridable: true });
  });

  it('a cantrip from another list counts too; the level must still be one the bard can cast', () => {
    expect(checkAddSpell(bard(10), S.fireBolt, 'known', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell(bard(10), S.wish, 'known', [])).toMatchObject({ ok: false, error: 'levelTooHigh' });
  });

  it('counts the bard spells known from other lists, not the bard list nor other classes', () => {
    const owned = [...known('fireball', 'healing-word', 'fire-bolt', 'homebrew-unknown'), { spellId: 'find-familiar', classId: 'wizard' as const, status: 'inBook' as const }];
    expect(magicalSecretsKnown(bard(10), owned, (id) => lists[id])).toBe(2);
    expect(magicalSecretsKnown({ classId: 'wizard', level: 10 }, owned, (id) => lists[id])).toBe(0);
  });

  it('a ritual learned with Magical Secrets is a bard spell known: Bard Ritual Casting applies', () => {
    const s = createCasterState([bard(10)]);
    const r = castSpell(s, own('bard', 'known', S.findFamiliar), freeConditions({ materialsOwned: ['find-familiar'] }), { spell: S.findFamiliar, classId: 'bard', slot: { kind: 'ritual' } });
    expect(r).toMatchObject({ ok: true, spent: { kind: 'none' } });
  });
});

describe('Magical Secrets in the counts (SRD Bard: "included in the number in the Spells Known column")', () => {
  const levels: Record<string, number> = { fireball: 3, 'fire-bolt': 0, 'healing-word': 1, 'vicious-mockery': 0, 'find-familiar': 1 };
  const classes: Record<string, readonly string[]> = { ...lists, 'vicious-mockery': ['bard'] };
  const counts = (c: ClassLevel, owned: OwnedSpell[], withLists = true) =>
    spellsKnownAndPreparedCounts(c, 4, owned, (id) => levels[id], withLists ? (id) => classes[id] : undefined);

  it('a bard 10 with Fire Bolt from the wizard list: a spell known, not a cantrip known', () => {
    const r = counts(bard(10), known('vicious-mockery', 'fire-bolt', 'healing-word', 'fireball'));
    expect(r.cantrips).toEqual({ count: 1, max: 4 });
    expect(r.known).toEqual({ count: 3, max: 14 });
  });

  it('a bard 9 (no Magical Secrets) with an off-list cantrip the GM allowed: a cantrip as before', () => {
    const r = counts(bard(9), known('vicious-mockery', 'fire-bolt', 'healing-word'));
    expect(r.cantrips.count).toBe(2);
    expect(r.known?.count).toBe(1);
  });

  it('College of Lore 6th level: two spells from any list count against neither the spells nor the cantrips known', () => {
    const lore = (level: number): ClassLevel => ({ classId: 'bard', level, subclassId: 'lore' });
    expect(additionalMagicalSecrets(lore(5))).toBe(0);
    expect(additionalMagicalSecrets(lore(6))).toBe(2);
    expect(additionalMagicalSecrets(bard(20))).toBe(0);
    expect(offListAllowance(lore(10))).toBe(4);
    expect(checkAddSpell(lore(6), S.fireBolt, 'known', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell(bard(6), S.fireBolt, 'known', [])).toMatchObject({ ok: false, error: 'notOnClassList' });
    const two = counts(lore(6), known('vicious-mockery', 'fire-bolt', 'fireball', 'healing-word'));
    expect(two.cantrips.count).toBe(1);
    expect(two.known?.count).toBe(1);
    // a bard 10 of Lore: three off-list spells, two of them free, and one from the bard list
    const three = counts(lore(10), known('fire-bolt', 'fireball', 'find-familiar', 'healing-word'));
    expect(three.known?.count).toBe(2);
  });

  it('without the class lists (a screen that has no catalog) every cantrip stays a cantrip', () => {
    expect(counts(bard(10), known('fire-bolt'), false).cantrips.count).toBe(1);
  });
});
