import { describe, expect, it } from 'vitest';
import { cardGrid, defaultPaper } from './paper';

describe('paper', () => {
  it('not chosen yet: A4 in Czech; in English Letter where the browser names a Letter region', () => {
    expect(defaultPaper('cs', 'en-US')).toBe('a4'); // a Czech player with an English browser
    expect(defaultPaper('cs', 'cs-CZ')).toBe('a4');
    expect(defaultPaper('en', 'en-US')).toBe('letter');
    expect(defaultPaper('en', 'fr-CA')).toBe('letter');
    expect(defaultPaper('en', 'en')).toBe('a4'); // no region named: no guess
    expect(defaultPaper('en', 'en-GB')).toBe('a4');
    expect(defaultPaper('en', 'cs-CZ')).toBe('a4');
    expect(defaultPaper('en', undefined)).toBe('a4');
    expect(defaultPaper('en', 'not a locale!')).toBe('a4');
  });

  it('nine 63 × 88 mm cards sit centred on either paper', () => {
    expect(cardGrid('a4')).toEqual({ w: 210, h: 297, left: 10.5, top: 16.5, right: 199.5, bottom: 280.5 });
    const l = cardGrid('letter');
    expect(l.left).toBeCloseTo(13.45);
    expect(l.top).toBeCloseTo(7.7);
    expect(l.h - l.bottom).toBeCloseTo(7.7);
    expect(l.w - l.right).toBeCloseTo(13.45);
  });
});
