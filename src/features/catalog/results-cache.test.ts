import { describe, expect, it } from 'vitest';
import { czechCatalog } from '../../testing/catalog';
import type { SpellSummary } from '../../data/types';
import { applyFilters, EMPTY_FILTERS, listAdditions, type CatalogFilters } from './filters';
import { createResultCache, narrows } from './results-cache';

const cat = czechCatalog();
const f = (q: string, more: Partial<CatalogFilters> = {}): CatalogFilters => ({ ...EMPTY_FILTERS, ...more, q });
const names = (list: readonly SpellSummary[]) => list.map((s) => s.id);

describe('result cache', () => {
  it('narrows only when every earlier word is inside a later word', () => {
    expect(narrows(['ohn'], ['ohniva'])).toBe(true);
    expect(narrows(['ohniva'], ['ohniva', 'k'])).toBe(true);
    expect(narrows(['ohniva', 'k'], ['ohniva', 'koule'])).toBe(true);
    expect(narrows([], ['x'])).toBe(true);
    expect(narrows(['ohniva'], ['ohniv'])).toBe(false);
    expect(narrows(['ohniva', 'koule'], ['ohniva'])).toBe(false);
    // a letter typed with a diacritic is stricter than one without: never the other way round
    expect(narrows(['le'], ['léč'])).toBe(false);
    expect(narrows(['lé'], ['léč'])).toBe(true);
    expect(narrows(['léč'], ['lec'])).toBe(false);
  });

  it('gives what a full scan gives while typing, deleting and changing other filters', () => {
    const cache = createResultCache(cat.spells, cat.index);
    const steps: CatalogFilters[] = [];
    for (const q of ['ohniva koule', 'magicka strela', 'stit']) {
      for (let i = 0; i <= q.length; i++) steps.push(f(q.slice(0, i)));
      for (let i = q.length; i >= 0; i--) steps.push(f(q.slice(0, i)));
    }
    // a narrowing query under other filters must not reuse results of the previous filters
    steps.push(f('o'), f('o', { levels: [3] }), f('oh', { levels: [3] }), f('oh'), f('oh', { classes: ['cleric'], tri: { conc: false } }), f('ohn', { classes: ['cleric'], tri: { conc: false } }));
    // word order and extra spaces: "koule ohniva" after "koule"
    steps.push(f('koule'), f('koule  '), f('koule ohniva'), f('Fire'), f('FIREBALL'));
    for (const step of steps) expect(names(cache.get(step)), JSON.stringify(step)).toEqual(names(applyFilters(cat.spells, cat.index, step)));
    expect(names(cache.get(f('ohniva koule')))).toEqual(['fireball', 'delayed-blast-fireball']);
  });

  it('returns the same array for the same filters (the list need not render again)', () => {
    const cache = createResultCache(cat.spells, cat.index);
    const a = cache.get(f('ohniva'));
    cache.get(f('ohniva k'));
    expect(cache.get(f('ohniva'))).toBe(a);
    expect(cache.get(f('OHNIVA '))).toBe(a);
    // a diacritic makes it another query (stricter), here with the same spells
    expect(cache.get(f('ohnivá'))).toEqual(a);
    expect(cache.get(f(''))).toHaveLength(cat.spells.length);
  });

  it("keeps a Fiend warlock's widened list apart from the plain one for the same filters", () => {
    const cache = createResultCache(cat.spells, cat.index);
    const fiend = listAdditions([{ classId: 'warlock', level: 5, subclassId: 'fiend' }], 'warlock');
    const wl = (q: string) => f(q, { classes: ['warlock'], forClass: 'warlock' });
    expect(names(cache.get(wl('ho')))).not.toContain('burning-hands');
    // typing on narrows the previous results: those of the plain list must not be reused
    expect(names(cache.get(wl('hor'), fiend))).toContain('burning-hands');
    expect(names(cache.get(wl('hor')))).not.toContain('burning-hands');
    for (const q of ['', 'h', 'ho', 'hořící', 'koule']) {
      expect(names(cache.get(wl(q), fiend)), q).toEqual(names(applyFilters(cat.spells, cat.index, wl(q), fiend)));
      expect(names(cache.get(wl(q))), q).toEqual(names(applyFilters(cat.spells, cat.index, wl(q))));
    }
    expect(names(cache.get(wl('koule'), fiend))).toContain('fireball');
  });
});
