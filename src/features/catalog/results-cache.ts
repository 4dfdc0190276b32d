// Filter results of one catalog, remembered between keystrokes. Typing narrows the previous query
// (every word of it is part of a word of the new one), so only the previous results are checked
// again; Backspace returns to a query typed a moment ago, whose results are already here. The same
// filters always give the same array, so the list below does not render again.
import { queryWords, type SearchEntry } from '../../data/search';
import type { SpellSummary } from '../../data/types';
import { additionsKey, filterPositions, NO_ADDITIONS, serializeFilters, type CatalogFilters, type ListAdditions } from './filters';

/** How many recent queries are kept (each holds at most two arrays of the catalog's size). */
const KEEP = 32;

interface Entry { rest: string; words: string[]; positions: number[]; spells: SpellSummary[] }

/** True when every spell that matches the words `next` also matches `prev`: each word of `prev`
 *  occurs inside some word of `next` (a name containing the longer word contains the shorter; the
 *  words keep their diacritics, and a letter typed with one is the stricter). */
export function narrows(prev: readonly string[], next: readonly string[]): boolean {
  return prev.every((p) => next.some((n) => n.includes(p)));
}

export interface ResultCache {
  /** The spells that pass `f`, in catalog order: the same as applyFilters(spells, index, f, additions). */
  get(f: CatalogFilters, additions?: ListAdditions): SpellSummary[];
}

/** `index` must be aligned with `spells` (index[i] belongs to spells[i]). */
export function createResultCache(spells: readonly SpellSummary[], index: readonly SearchEntry[]): ResultCache {
  const entries = new Map<string, Entry>();
  let last: Entry | null = null;
  return {
    get(f, additions = NO_ADDITIONS) {
      const words = queryWords(f.q);
      // the other filters (language-free) and what the chosen character adds to a class list: the
      // results of one query differ by them
      const rest = `${serializeFilters({ ...f, q: '', forClass: '' })}\u0000${additionsKey(additions)}`;
      const key = `${rest}\u0000${words.join(' ')}`;
      let e = entries.get(key);
      if (e) {
        entries.delete(key); // re-inserted below: most recent last
      } else {
        const base = last && last.rest === rest && narrows(last.words, words) ? last.positions : undefined;
        const positions = filterPositions(spells, index, f, base, additions);
        e = { rest, words, positions, spells: positions.map((i) => spells[i]) };
      }
      entries.set(key, e);
      if (entries.size > KEEP) entries.delete(entries.keys().next().value as string);
      last = e;
      return e.spells;
    },
  };
}
