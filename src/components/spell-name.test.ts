import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../testing/i18n';
import { newCharacter } from '../store/defaults';
import { missingNumbers, missingNumbersOf, spellNameOr } from './spell-name';

let t: Awaited<ReturnType<typeof setupTestI18n>>['t'];
beforeAll(async () => {
  t = (await setupTestI18n('cs')).t;
});

const byId = new Map([['shield', { text: { name: 'Štít' } }]]);
const has = (id: string) => byId.has(id);

describe('spellNameOr', () => {
  it('names a spell of the catalog, and a spell this device lacks in words, never by its id', () => {
    expect(spellNameOr(t, byId, 'shield')).toBe('Štít');
    expect(spellNameOr(t, byId, 'hb-1a2b')).toBe('Chybějící vlastní kouzlo');
    expect(spellNameOr(t, byId, 'hb-1a2b', { custom: 'othersCustomSpell' })).toBe('Vlastní kouzlo hráče');
    expect(spellNameOr(t, byId, 'no-such-spell')).toBe('Chybějící kouzlo');
  });

  it('tells two missing spells apart by their numbers', () => {
    const numbers = missingNumbers(['hb-a-1111', 'shield', 'hb-b-2222', 'gone-1', 'gone-2'], has);
    expect(['hb-a-1111', 'hb-b-2222', 'gone-1', 'gone-2'].map((id) => spellNameOr(t, byId, id, { numbers }))).toEqual([
      'Chybějící vlastní kouzlo 1',
      'Chybějící vlastní kouzlo 2',
      'Chybějící kouzlo 1',
      'Chybějící kouzlo 2',
    ]);
    expect(spellNameOr(t, byId, 'hb-b-2222', { custom: 'othersCustomSpell', numbers })).toBe('Vlastní kouzlo hráče 2');
    expect(spellNameOr(t, byId, 'shield', { numbers })).toBe('Štít');
  });
});

describe('missingNumbers', () => {
  it('numbers each missing id once, by kind, in order; a lone one of its kind gets no number', () => {
    expect([...missingNumbers(['hb-a', 'gone', 'hb-b', 'hb-a', 'shield'], has)]).toEqual([['hb-a', 1], ['hb-b', 2]]);
    expect(missingNumbers(['hb-a', 'shield'], has).size).toBe(0);
  });

  it('counts a character\'s book first, then what its table state names, so the book\'s numbers hold everywhere', () => {
    const c = newCharacter('Umara', [{ classId: 'wizard', level: 5 }]);
    c.spells = [{ spellId: 'hb-b', classId: 'wizard', status: 'prepared' }, { spellId: 'shield', classId: 'wizard', status: 'prepared' }, { spellId: 'hb-a', classId: 'wizard', status: 'inBook' }];
    c.caster = { ...c.caster, effects: [{ spellId: 'hb-c', target: 'Tara', endsAtRound: null }, { spellId: 'hb-a', target: '', endsAtRound: null }] };
    expect([...missingNumbersOf(c, has)]).toEqual([['hb-b', 1], ['hb-a', 2], ['hb-c', 3]]);
  });
});
