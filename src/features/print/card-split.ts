// Splitting a spell's text over one or more cards. Pure: no DOM. The card component measures and
// calls these to try candidate ranges; see SpellCards.tsx.
//
// A spell's text is a list of paragraphs (the description, then the "higher levels" paragraphs).
// A cut is a position between paragraphs, or between words inside a plain paragraph. Table rows
// and headings are never split inside; a "***Lead.***" is never split from its paragraph's start.

export interface Cut {
  /** paragraph index (paragraphs.length = the end) */
  p: number;
  /** character offset inside that paragraph; 0 = before the paragraph */
  o: number;
}

/** Every allowed cut of the text, in reading order; the first is the start, the last the end. */
export function cutPositions(paragraphs: readonly string[]): Cut[] {
  const cuts: Cut[] = [];
  paragraphs.forEach((text, p) => {
    if (keepsWithPrevious(paragraphs, p)) return;
    cuts.push({ p, o: 0 });
    if (!isSplittable(text)) return;
    const from = leadEnd(text);
    const re = /\s+/g;
    re.lastIndex = from;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const o = m.index + m[0].length;
      if (o > from && o < text.length) cuts.push({ p, o });
    }
  });
  cuts.push({ p: paragraphs.length, o: 0 });
  return cuts;
}

const isRow = (t: string | undefined) => !!t && t.trimStart().startsWith('|');
const isSeparator = (t: string | undefined) => isRow(t) && /^\s*\|(\s*:?-{2,}:?\s*\|)+\s*$/.test(t!);
const isHeading = (t: string | undefined) => !!t && t.trimStart().startsWith('#');

/** No cut before paragraph p: a heading stays with what follows it, a table's header row stays
 *  with its separator and first body row. */
function keepsWithPrevious(paragraphs: readonly string[], p: number): boolean {
  if (p === 0) return false;
  if (isHeading(paragraphs[p - 1])) return true;
  if (isSeparator(paragraphs[p])) return true;
  return isRow(paragraphs[p]) && isSeparator(paragraphs[p - 1]);
}

function isSplittable(text: string): boolean {
  const t = text.trimStart();
  return !t.startsWith('|') && !t.startsWith('#');
}

/** Index just after a leading "***Lead.***" (or "**Lead.**"), else 0. */
function leadEnd(text: string): number {
  const m = /^(\*\*\*?)[^*]+\1/.exec(text);
  return m ? m[0].length : 0;
}

/** The paragraphs between two cuts (a paragraph cut in the middle yields its part, trimmed). */
export function sliceParagraphs(paragraphs: readonly string[], from: Cut, to: Cut): string[] {
  const out: string[] = [];
  for (let p = from.p; p <= to.p && p < paragraphs.length; p++) {
    const text = paragraphs[p];
    const start = p === from.p ? from.o : 0;
    const end = p === to.p ? to.o : text.length;
    if (end <= start) continue;
    const part = text.slice(start, end).trim();
    if (part) out.push(part);
  }
  return out;
}

/** A card that starts inside a table repeats the table's header row (and its separator). */
export function withTableHeader(paragraphs: readonly string[], from: Cut, part: string[]): string[] {
  if (from.o !== 0 || !isRow(paragraphs[from.p]) || !isRow(paragraphs[from.p - 1])) return part;
  let h = from.p - 1;
  while (h > 0 && isRow(paragraphs[h - 1])) h--;
  if (!isSeparator(paragraphs[h + 1])) return part;
  return [paragraphs[h], paragraphs[h + 1], ...part];
}

/** All the spell's paragraphs as one card would show them: description, then higher levels with
 *  a bold lead ("***Na vyšších úrovních.*** …"). */
export function spellParagraphs(description: readonly string[], higherLevels: readonly string[] | undefined, higherLead: string): string[] {
  const hl = (higherLevels ?? []).map((h, i) => (i === 0 ? `***${higherLead}*** ${h}` : h));
  return [...description, ...hl];
}
