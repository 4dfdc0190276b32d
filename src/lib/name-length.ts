// Names (characters) are limited in characters as the player counts them: an emoji such as 🧙‍♀️ is
// one character, not the five UTF-16 units String.length gives. Cutting a name never splits one.
// Every stored name is checked at start: a name of at most `max` UTF-16 units has at most `max`
// characters, so the segmenter (ICU data, slow to set up) is made only for a longer one.
let segmenter: Intl.Segmenter | null | undefined;

function graphemes(s: string): string[] {
  if (segmenter === undefined) segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(s), (x) => x.segment) : Array.from(s);
}

/** How many characters the player sees in `s`. */
export function nameLength(s: string): number {
  return graphemes(s).length;
}

/** `s` cut to at most `max` characters, never inside one. */
export function clipName(s: string, max: number): string {
  if (s.length <= max) return s;
  const g = graphemes(s);
  return g.length <= max ? s : g.slice(0, max).join('');
}

/** `format(base)` (e.g. "Zora (kopie)") within `max` characters: when too long, the base is shortened
 *  and ends in "…", so what is added to it stays whole. */
export function fitName(base: string, format: (name: string) => string, max: number): string {
  const whole = format(base);
  if (nameLength(whole) <= max) return whole;
  const g = graphemes(base.trimEnd());
  for (let keep = Math.min(g.length, max) - 1; keep > 0; keep--) {
    const name = format(`${g.slice(0, keep).join('').trimEnd()}…`);
    if (nameLength(name) <= max) return name;
  }
  return clipName(whole, max);
}
