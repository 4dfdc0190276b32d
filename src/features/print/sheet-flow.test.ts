import { describe, expect, it } from 'vitest';
import cs from '../../../locales/cs/spells.json';
import en from '../../../locales/en/spells.json';
import { spellParagraphs } from './card-split';
import { KEEP_WHOLE_LINES, keepsWhole, paragraphMayBreak, sheetTextLines } from './sheet-flow';

type Texts = Record<string, { description: string[]; higherLevels?: string[] }>;
const text = (texts: Texts, id: string) => spellParagraphs(texts[id].description, texts[id].higherLevels, 'Na vyšších úrovních.');

describe('sheet-flow: which texts of the full-description sheet may continue on the next page', () => {
  it('keeps short descriptions whole and lets long ones flow, in both languages', () => {
    for (const texts of [cs, en] as Texts[]) {
      for (const id of ['magic-missile', 'shield', 'fireball', 'counterspell', 'misty-step']) expect(keepsWhole(text(texts, id)), id).toBe(true);
      for (const id of ['glyph-of-warding', 'teleport', 'wish', 'simulacrum', 'guards-and-wards', 'animate-objects']) expect(keepsWhole(text(texts, id)), id).toBe(false);
    }
  });

  it('counts a table by its rows, not its few characters', () => {
    const rows = Array.from({ length: KEEP_WHOLE_LINES + 1 }, (_, i) => `| ${i + 1} | Jasno |`);
    const table = ['| Stupeň | Počasí |', '|---|---|', ...rows];
    expect(table.join('').length).toBeLessThan(300); // under three lines of plain text
    expect(sheetTextLines(table)).toBeGreaterThan(KEEP_WHOLE_LINES);
    expect(keepsWhole(table)).toBe(false);
  });

  it('counts the lines of a paragraph, a list item and a heading', () => {
    const line = 'slovo '.repeat(18); // 108 characters: one line
    expect(sheetTextLines([line])).toBeCloseTo(1.35);
    expect(sheetTextLines([line + line])).toBeCloseTo(2.35);
    expect(sheetTextLines([`- ${line}`, `- ${line}`])).toBeCloseTo(2.35);
    expect(sheetTextLines(['##### Srážky', line])).toBeCloseTo(2.7);
  });

  it('cuts only a paragraph long enough to leave 3 lines on either page', () => {
    const lines = (n: number) => 'a'.repeat(110 * n);
    expect(paragraphMayBreak(lines(1))).toBe(false);
    expect(paragraphMayBreak(lines(5))).toBe(false); // 3 + 2 at best
    expect(paragraphMayBreak(lines(6))).toBe(false); // the estimate may be a line over
    expect(paragraphMayBreak(lines(7))).toBe(true);
  });
});
