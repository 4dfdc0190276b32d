// Paper sizes the print screen lays pages out for, in millimetres. A4 is the Czech (and most of the
// world's) paper; US Letter is narrower by nothing and shorter by 17.6 mm, so a page of cards laid
// out for A4 would be shrunk to 94 % on Letter and the cards would no longer be 63 × 88 mm.
import type { Settings } from '../../store/types';

export type Paper = NonNullable<Settings['paper']>;
export const PAPERS: readonly Paper[] = ['a4', 'letter'];

/** Page width and height (mm) and the CSS @page size name. */
export const PAPER_SIZE: Record<Paper, { w: number; h: number; css: string }> = {
  a4: { w: 210, h: 297, css: 'A4' },
  letter: { w: 215.9, h: 279.4, css: 'letter' },
};

/** Regions whose printers take US Letter by default. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR']);

/** The paper a player has not chosen yet: A4 in the Czech app; in the English one, Letter when the
 *  browser names a region that uses it (en-US, en-CA…), A4 otherwise (a bare "en" is not a region). */
export function defaultPaper(appLanguage: 'cs' | 'en', locale: string | undefined): Paper {
  if (appLanguage === 'cs') return 'a4';
  let region: string | undefined;
  try {
    region = locale ? new Intl.Locale(locale).region : undefined;
  } catch {
    region = undefined;
  }
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

export const CARD_W = 63;
export const CARD_H = 88;

/** Where the 3 × 3 grid of cards sits on a page: centred, in mm. */
export function cardGrid(paper: Paper) {
  const { w, h } = PAPER_SIZE[paper];
  const left = (w - 3 * CARD_W) / 2;
  const top = (h - 3 * CARD_H) / 2;
  return { w, h, left, top, right: left + 3 * CARD_W, bottom: top + 3 * CARD_H };
}
