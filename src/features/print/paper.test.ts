import { describe, expect, it } from 'vitest';
import { cardGrid, defaultPaper } from './paper';

describe('paper', () => {
  it('a player who has not chosen gets Letter in the regions that print on it, A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('en')).toBe('letter'); // English alone means the US
    expect(defaultPaper('fr-CA')).toBe('letter');
    expect(defaultPaper('cs-CZ')).toBe('a4');
    expect(defaultPaper('cs')).toBe('a4');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper(undefined)).toBe('a4');
    expect(defaultPaper('not a locale!')).toBe('a4');
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
