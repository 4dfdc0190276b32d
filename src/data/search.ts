// Diacritics- and case-blind search over spell names in the UI language plus the English SRD name
// (and, in the English catalog, the Czech name), so "ohniva", "OHNIVÁ" and "fireball" all find
// Ohnivá koule in either language.
// Cost: the index is built once per catalog (one folded string per spell and a bit mask of the
// letters in it); a query folds once, skips the spells that lack one of its letters by the mask,
// and does plain substring checks on the rest. A one-letter query (the first key of every search,
// which checks every spell of the catalog) is answered by the masks alone.

const COMBINING = /[\u0300-\u036f]/g;
const SPACES = /\s+/g;

/** "Ohnivá koule" -> "ohniva koule" */
export function fold(s: string): string {
  return s.normalize('NFD').replace(COMBINING, '').toLowerCase().replace(SPACES, ' ').trim();
}

/** One spell's searchable text; `haystack` holds the folded names separated by NUL; `mask` has
 *  bit i set when letter 'a' + i occurs in it (i < 26) and bit 26 for any other character. */
export interface SearchEntry { id: string; haystack: string; mask: number }

const OTHER = 1 << 26;
/** The mask bit of one character of folded text. */
const bit = (code: number): number => (code >= 97 && code <= 122 ? 1 << (code - 97) : OTHER);

/** The mask of a folded string: every character's bit. */
export function letterMask(s: string): number {
  let m = 0;
  for (let i = 0; i < s.length; i++) m |= bit(s.charCodeAt(i));
  return m;
}

/** One entry per spell, in the same order as `spells` (so index[i] belongs to spells[i]). */
type Named = { id: string; srdName?: string; csName?: string; text: { name: string } };

/** A spell's folded names, each once, separated by NUL. */
function haystackOf(s: Named): string {
  return [s.text.name, s.srdName, s.csName].map((n) => fold(n ?? '')).filter((n, i, all) => n && all.indexOf(n) === i).join('\u0000');
}

export function buildIndex(spells: readonly Named[]): SearchEntry[] {
  return spells.map((s) => {
    const haystack = haystackOf(s);
    return { id: s.id, haystack, mask: letterMask(haystack) };
  });
}

/** Whether every word of the query occurs in one of the spell's names (short lists, e.g. a
 *  character's spells, filter with this; the catalog uses the index). An empty query matches. */
export function nameMatches(spell: Named, query: string): boolean {
  const hay = haystackOf(spell);
  return fold(query).split(' ').every((w) => !w || hay.includes(w));
}

/** A predicate over index entries for a query (every word must occur, in any order), or null for
 *  an empty query (everything matches). */
export function createMatcher(query: string): ((entry: SearchEntry) => boolean) | null {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return null;
  // an entry without one of the query's letters cannot match (the NUL between names is OTHER too,
  // but no query holds it, and a space is never in a word)
  const need = letterMask(words.join(''));
  // one letter: the mask is the whole answer
  if (words.length === 1 && words[0].length === 1 && need !== OTHER) return (e) => (e.mask & need) === need;
  if (words.length === 1) {
    const w = words[0];
    return (e) => (e.mask & need) === need && e.haystack.includes(w);
  }
  return (e) => (e.mask & need) === need && words.every((w) => e.haystack.includes(w));
}

/** Ids of entries whose names contain every word of the query (in any order); null = empty query. */
export function searchIds(index: readonly SearchEntry[], query: string): Set<string> | null {
  const match = createMatcher(query);
  if (!match) return null;
  const out = new Set<string>();
  for (const e of index) if (match(e)) out.add(e.id);
  return out;
}
