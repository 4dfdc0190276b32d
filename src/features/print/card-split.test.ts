import { describe, expect, it } from 'vitest';
import { cutPositions, sliceParagraphs, spellParagraphs, withTableHeader } from './card-split';

describe('cutPositions / sliceParagraphs', () => {
  const paras = ['Jedna dvě tři.', '| a | b |', '***Vodní přizpůsobení.*** Dýcháš pod vodou.', '##### Nadpis'];

  it('cuts between words of plain paragraphs, never inside table rows, headings or a lead', () => {
    const cuts = cutPositions(paras);
    expect(cuts[0]).toEqual({ p: 0, o: 0 });
    expect(cuts.at(-1)).toEqual({ p: 4, o: 0 });
    expect(cuts.filter((c) => c.p === 0).map((c) => c.o)).toEqual([0, 6, 10]);
    expect(cuts.filter((c) => c.p === 1)).toEqual([{ p: 1, o: 0 }]);
    expect(cuts.filter((c) => c.p === 3)).toEqual([{ p: 3, o: 0 }]);
    const lead = cuts.filter((c) => c.p === 2).map((c) => paras[2].slice(c.o));
    expect(lead).toEqual(['***Vodní přizpůsobení.*** Dýcháš pod vodou.', 'Dýcháš pod vodou.', 'pod vodou.', 'vodou.']);
  });

  it('slices back to the whole text without losing or repeating a word', () => {
    const cuts = cutPositions(paras);
    for (let i = 1; i < cuts.length - 1; i++) {
      const a = sliceParagraphs(paras, cuts[0], cuts[i]);
      const b = sliceParagraphs(paras, cuts[i], cuts.at(-1)!);
      expect([...a, ...b].join(' ').split(/\s+/)).toEqual(paras.join(' ').split(/\s+/));
    }
    expect(sliceParagraphs(paras, cuts[0], cuts.at(-1)!)).toEqual(paras);
  });

  it('puts a bold lead before the first higher-level paragraph', () => {
    expect(spellParagraphs(['Popis.'], ['Více.', 'Ještě.'], 'Na vyšších úrovních.')).toEqual(['Popis.', '***Na vyšších úrovních.*** Více.', 'Ještě.']);
    expect(spellParagraphs(['Popis.'], undefined, 'X')).toEqual(['Popis.']);
  });

  it('keeps a heading with what follows and a table header with its first row; repeats the header', () => {
    const t = ['Úvod.', '##### Tabulka', '| A | B |', '|---|---|', '| 1 | 2 |', '| 3 | 4 |', 'Konec.'];
    const starts = cutPositions(t).filter((c) => c.o === 0).map((c) => c.p);
    expect(starts).toEqual([0, 1, 5, 6, 7]);
    const cont = sliceParagraphs(t, { p: 5, o: 0 }, { p: 7, o: 0 });
    expect(withTableHeader(t, { p: 5, o: 0 }, cont)).toEqual(['| A | B |', '|---|---|', '| 3 | 4 |', 'Konec.']);
    expect(withTableHeader(t, { p: 6, o: 0 }, ['Konec.'])).toEqual(['Konec.']);
    expect(withTableHeader(t, { p: 1, o: 0 }, ['x'])).toEqual(['x']);
  });
});
