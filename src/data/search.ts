// Case-blind search over spell names in the UI language plus the English SRD name (and, in the
// English catalog, the Czech name), so "ohniva", "OHNIVÁ" and "fireball" all find Ohnivá koule in
// either language. A letter typed without its diacritic matches with or without one; a letter typed
// with one matches only that letter: "lec" finds Léčivé slovo and Silová klec, "léč" only the first.
// Cost: the index is built once per catalog (one folded string per spell and a bit mask of the
// letters in it); a query folds once, skips the spells that lack one of its letters by the mask,
// and does plain substring checks on the rest. A one-letter query (the first key of every search,
// which checks every spell of the catalog) is answered by the masks alone.

/** Combining diacritical marks (what NFD splits off a letter such as á or č). */
const MARKS = '[\\u0300-\\u036f]';
const COMBINING = new RegExp(MARKS, 'g');
const HAS_MARK = new RegExp(MARKS);
/** A letter with the marks that follow it. */
const LETTERS = new RegExp(`[^\\u0300-\\u036f]${MARKS}*`, 'g');
const SPACES = /\s+/g;

/** "Ohnivá koule" -> "ohnivá koule" decomposed, lower case, spaces collapsed. */
const decompose = (s: string): string => s.normalize('NFD').toLowerCase().replace(SPACES, ' ').trim();

/** "Ohnivá koule" -> "ohniva koule" */
export function fold(s: string): string {
  return decompose(s).replace(COMBINING, '');
}

/** One spell's searchable text; `haystack` holds the folded names separated by NUL, `names` the
 *  names as written (for a query with diacritics); `mask` has bit i set when letter 'a' + i occurs
 *  in the haystack (i < 26) and bit 26 for any other character. */
export interface SearchEntry { id: string; haystack: string; names: string; mask: number }

/** A query word with a diacritic as a pattern over decomposed names: a base letter typed bare takes
 *  any marks, one typed with marks needs exactly those ("leč" → l, e or é or ě, then č); null for a
 *  word without diacritics (the folded substring check decides it). */
function markedPattern(word: string): RegExp | null {
  const d = decompose(word);
  if (!HAS_MARK.test(d)) return null;
  const parts = d.match(LETTERS) ?? [];
  const esc = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(parts.map((p) => (p.length === 1 ? `${esc(p)}${MARKS}*` : `${esc(p[0])}${p.slice(1)}(?!${MARKS})`)).join(''));
}

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

/** A spell's names (as written, or folded), each once, separated by NUL. */
function namesOf(s: Named, form: (name: string) => string = (n) => n): string {
  return [s.text.name, s.srdName, s.csName].map((n) => form(n ?? '')).filter((n, i, all) => n && all.indexOf(n) === i).join('\u0000');
}

/** The index entry of a spell. The names are decomposed only when a query has a diacritic. */
function entryOf(s: Named): SearchEntry {
  const haystack = namesOf(s, fold);
  return { id: s.id, haystack, names: namesOf(s), mask: letterMask(haystack) };
}

export function buildIndex(spells: readonly Named[]): SearchEntry[] {
  return spells.map(entryOf);
}

/** The query's words as the matcher reads them: lower case, diacritics kept. */
export const queryWords = (query: string): string[] => query.normalize('NFC').toLowerCase().split(SPACES).filter(Boolean);

/** Whether every word of the query occurs in one of a spell's names (short lists, e.g. a
 *  character's spells, filter with this; the catalog uses the index). An empty query matches all. */
export function nameMatcher(query: string): (spell: Named) => boolean {
  const match = createMatcher(query);
  return match ? (spell) => match(entryOf(spell)) : () => true;
}

/** A predicate over index entries for a query (every word must occur, in any order), or null for
 *  an empty query (everything matches). */
export function createMatcher(query: string): ((entry: SearchEntry) => boolean) | null {
  const typed = queryWords(query);
  if (!typed.length) return null;
  const words = typed.map(fold);
  // an entry without one of the query's letters cannot match (the NUL between names is OTHER too,
  // but no query holds it, and a space is never in a word)
  const need = letterMask(words.join(''));
  const marked = typed.map(markedPattern).filter((p) => p !== null);
  // one letter: the mask is the whole answer
  if (words.length === 1 && words[0].length === 1 && need !== OTHER && !marked.length) return (e) => (e.mask & need) === need;
  if (words.length === 1 && !marked.length) {
    const w = words[0];
    return (e) => (e.mask & need) === need && e.haystack.includes(w);
  }
  // a word with a diacritic must also match the decomposed names (checked last: the costliest)
  return (e) => (e.mask & need) === need && words.every((w) => e.haystack.includes(w)) && marked.every((p) => p.test(decompose(e.names)));
}

/** Ids of entries whose names contain every word of the query (in any order); null = empty query. */
export function searchIds(index: readonly SearchEntry[], query: string): Set<string> | null {
  const match = createMatcher(query);
  if (!match) return null;
  const out = new Set<string>();
  for (const e of index) if (match(e)) out.add(e.id);
  return out;
}
