// Diacritics- and case-blind search over spell names in the UI language plus the English SRD name,
// so "ohniva", "OHNIVÁ" and "fireball" all find Ohnivá koule.
// Cost: the index is built once per catalog (one folded string per spell); a query folds once and
// then does plain substring checks, so 5,000 spells stay well under a millisecond per keystroke.

const COMBINING = /[\u0300-\u036f]/g;
const SPACES = /\s+/g;

/** "Ohnivá koule" -> "ohniva koule" */
export function fold(s: string): string {
  return s.normalize('NFD').replace(COMBINING, '').toLowerCase().replace(SPACES, ' ').trim();
}

/** One spell's searchable text; `haystack` holds the folded names separated by NUL. */
export interface SearchEntry { id: string; haystack: string }

/** One entry per spell, in the same order as `spells` (so index[i] belongs to spells[i]). */
export function buildIndex(spells: readonly { id: string; srdName?: string; text: { name: string } }[]): SearchEntry[] {
  return spells.map((s) => {
    const local = fold(s.text.name);
    const en = fold(s.srdName ?? '');
    return { id: s.id, haystack: en && en !== local ? `${local}\u0000${en}` : local };
  });
}

/** A predicate over haystacks for a query (every word must occur, in any order), or null for an
 *  empty query (everything matches). */
export function createMatcher(query: string): ((haystack: string) => boolean) | null {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return null;
  if (words.length === 1) {
    const w = words[0];
    return (h) => h.includes(w);
  }
  return (h) => words.every((w) => h.includes(w));
}

/** Ids of entries whose names contain every word of the query (in any order); null = empty query. */
export function searchIds(index: readonly SearchEntry[], query: string): Set<string> | null {
  const match = createMatcher(query);
  if (!match) return null;
  const out = new Set<string>();
  for (const e of index) if (match(e.haystack)) out.add(e.id);
  return out;
}
