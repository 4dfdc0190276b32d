// The full-description sheet as a printed book lays out spells: a long description continues on the
// next page rather than leaving most of a page blank, a short one stays whole, and a paragraph is
// cut only where at least 3 of its lines stay on either page. Pure: no DOM; the estimates are in
// lines of the sheet's 9 pt text (print.css), the same on screen, in print, on A4 and on Letter.

import { parseSpellText, type SpellTextBlock } from '../../components/SpellText';

/** Characters in one full line of the sheet's text (9 pt over A4's 186 mm): ≈ 110 in DejaVu Sans,
 *  the widest common sans; narrower system fonts fit more, so the estimates err towards more lines. */
export const SHEET_LINE_CHARS = 110;

/** An entry whose text takes at most this many lines is never split (about a sixth of an A4 page
 *  with its heading and stat lines): the largest gap it can leave at the foot of a page. */
export const KEEP_WHOLE_LINES = 10;

/** A paragraph of at least this many (estimated) lines may be cut, 3 lines or more on either page
 *  (orphans and widows 3, print.css); a shorter one goes over whole. Chromium keeps orphans but
 *  drops widows when a paragraph has fewer lines than both together, cutting a 4-line paragraph
 *  3 + 1: so a paragraph that cannot give 3 + 3 must not be cut at all. The estimate runs a line
 *  or so above the real count, hence 7, not 6. */
export const CUT_PARAGRAPH_LINES = 7;

/** Space between the text's blocks (print.css: 0.45 em below each, line-height 1.3), in lines. */
const BLOCK_GAP = 0.35;

const linesOf = (text: string, chars: number) => Math.max(1, Math.ceil(text.length / chars));

/** How many lines of the sheet one block of a spell's text takes, estimated from its characters. */
function blockLines(b: SpellTextBlock, lineChars: number): number {
  if (b.kind === 'p') return linesOf(b.text, lineChars);
  if (b.kind === 'heading') return 1;
  // a list item is indented by about three characters
  if (b.kind === 'list') return b.items.reduce((n, it) => n + linesOf(it, lineChars - 3), 0);
  // a table row is as tall as its longest cell, each column an equal share of the line
  const rows = b.head ? [b.head, ...b.rows] : b.rows;
  const cellChars = lineChars / Math.max(1, ...rows.map((r) => r.length));
  return rows.reduce((n, r) => n + Math.max(...r.map((c) => linesOf(c, cellChars))), 0);
}

/** How many lines of the sheet a spell's text takes. */
export function sheetTextLines(paragraphs: readonly string[], lineChars = SHEET_LINE_CHARS): number {
  return parseSpellText(paragraphs).reduce((n, b) => n + blockLines(b, lineChars) + BLOCK_GAP, 0);
}

/** Whether the sheet keeps this text whole on one page (short), or lets it continue on the next. */
export function keepsWhole(paragraphs: readonly string[]): boolean {
  return sheetTextLines(paragraphs) <= KEEP_WHOLE_LINES;
}

/** Whether a page break may cut this paragraph (of a text that is not kept whole). */
export function paragraphMayBreak(text: string): boolean {
  return linesOf(text, SHEET_LINE_CHARS) >= CUT_PARAGRAPH_LINES;
}
