import { describe, expect, it } from 'vitest';
import { buildIndex, createMatcher, fold, letterMask, nameMatcher, searchIds } from './search';
import { loadCatalogIndex } from './catalog';

const spells = [
  { id: 'fireball', srdName: 'Fireball', text: { name: 'Ohnivá koule' } },
  { id: 'fire-bolt', srdName: 'Fire Bolt', text: { name: 'Ohnivá střela' } },
  { id: 'chill-touch', srdName: 'Chill Touch', text: { name: 'Dotek smrti' } },
];

describe('search', () => {
  it('folds diacritics, case and spaces', () => {
    expect(fold('  OHNIVÁ   Koule ')).toBe('ohniva koule');
    expect(fold('Čárka ŘÍZNÁ')).toBe('carka rizna');
  });

  it.each(['ohniva', 'OHNIVÁ', 'fireball', 'FIREBALL', 'koule ohniva', 'ohnivá koule'])('"%s" finds Ohnivá koule', (q) => {
    expect(searchIds(buildIndex(spells), q)).toContain('fireball');
  });

  it('needs every word and finds nothing for a foreign word', () => {
    const index = buildIndex(spells);
    expect([...searchIds(index, 'ohniva strela')!]).toEqual(['fire-bolt']);
    expect(searchIds(index, 'xyz')!.size).toBe(0);
  });

  it('treats an empty query as "no search"', () => {
    expect(createMatcher('   ')).toBeNull();
    expect(searchIds(buildIndex(spells), '')).toBeNull();
  });

  it('keeps the index aligned with the spells', () => {
    expect(buildIndex(spells).map((e) => e.id)).toEqual(spells.map((s) => s.id));
  });

  it('answers a one-letter query by the letter masks, as a substring check would', () => {
    const index = buildIndex([...spells, { id: 'x', srdName: 'Wall 3', text: { name: 'Zeď č. 3' } }]);
    expect(index[3].mask).toBe(letterMask('zed c. 3\u0000wall 3'));
    for (const q of [...'abcdefghijklmnopqrstuvwxyz0123456789.', 'C', 'Z']) {
      const expected = index.filter((e) => e.haystack.includes(fold(q))).map((e) => e.id);
      expect([...(searchIds(index, q) ?? [])], q).toEqual(expected);
    }
    // a letter typed with its diacritic needs it: only Zeď č. 3 has a č, none has a ž
    expect([...searchIds(index, 'č')!]).toEqual(['x']);
    expect([...searchIds(index, 'Ž')!]).toEqual([]);
    expect([...searchIds(index, 'zed 3')!]).toEqual(['x']);
    expect([...searchIds(index, 'zed 4')!]).toEqual([]);
  });

  it('the English catalog finds a spell by its Czech name too; the Czech one by the SRD name', async () => {
    const en = buildIndex(await loadCatalogIndex('en'));
    expect([...searchIds(en, 'ohniva koule')!].sort()).toEqual(['delayed-blast-fireball', 'fireball']);
    expect([...searchIds(en, 'fireball')!]).toContain('fireball');
    const cs = buildIndex(await loadCatalogIndex('cs'));
    expect([...searchIds(cs, 'fireball')!]).toContain('fireball');
    expect(cs.find((e) => e.id === 'fireball')!.haystack).toBe('ohniva koule\u0000fireball');
  });

  it('a letter typed without its diacritic takes any; one typed with it needs that one', () => {
    const named = [
      { id: 'healing-word', srdName: 'Healing Word', text: { name: 'Léčivé slovo' } },
      { id: 'forcecage', srdName: 'Forcecage', text: { name: 'Silová klec' } },
    ];
    const index = buildIndex(named);
    const found = (q: string) => [...(searchIds(index, q) ?? [])];
    expect(found('lec')).toEqual(['healing-word', 'forcecage']);
    expect(found('léč')).toEqual(['healing-word']);
    expect(found('LÉČ')).toEqual(['healing-word']);
    expect(found('leč')).toEqual(['healing-word']);
    expect(found('le\u0301c\u030c')).toEqual(['healing-word']);
    expect(found('lěč')).toEqual([]);
    expect(found('kléc')).toEqual([]);
    expect(found('slovo léč')).toEqual(['healing-word']);
    expect(found('sílová')).toEqual([]);
    // the short lists (a character's spells) filter the same way
    expect(named.filter(nameMatcher('léč')).map((s) => s.id)).toEqual(['healing-word']);
    expect(named.filter(nameMatcher('lec')).map((s) => s.id)).toEqual(['healing-word', 'forcecage']);
  });
});
