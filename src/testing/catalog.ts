// Test fixture: the real Czech catalog and its search index, loaded once per test file.
import { beforeAll } from 'vitest';
import { loadCatalog } from '../data/catalog';
import { buildIndex, type SearchEntry } from '../data/search';
import type { Spell } from '../data/types';

export function czechCatalog(): { spells: Spell[]; index: SearchEntry[] } {
  const c = { spells: [] as Spell[], index: [] as SearchEntry[] };
  beforeAll(async () => {
    c.spells = await loadCatalog('cs');
    c.index = buildIndex(c.spells);
  }, 30_000);
  return c;
}
