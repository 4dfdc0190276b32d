// Czech "z" or "ze" before a number, as the number is read aloud: "ze 4" (ze čtyř), "z 5" (z pěti).
// "ze" comes before numerals whose word starts with a cluster or a sibilant: dva, tři, čtyři, šest,
// sedm, and the -náct, -cet and -set numbers built on them, sto.
import type { i18n } from 'i18next';

const ZE_DIGITS = new Set([2, 3, 4, 6, 7]);

export function zBefore(n: number): 'z' | 'ze' {
  const m = Math.abs(Math.trunc(n));
  if (m >= 2000) return zBefore(Math.floor(m / 1000));
  if (m >= 1000) return 'z'; // tisíc
  if (m >= 200) return ZE_DIGITS.has(Math.floor(m / 100)) ? 'ze' : 'z';
  if (m >= 100) return 'ze'; // sto
  if (m >= 20) return ZE_DIGITS.has(Math.floor(m / 10)) ? 'ze' : 'z';
  if (m >= 10) return ZE_DIGITS.has(m - 10) ? 'ze' : 'z';
  return ZE_DIGITS.has(m) ? 'ze' : 'z';
}

/** `{{max, z}}` in a Czech string: "ze 4", "z 5" (bound by a no-break space, as the typography
 *  of one-letter prepositions wants). Other languages get the number alone. */
export function addCzechFormats(i: i18n) {
  i.services.formatter?.add('z', (value: unknown, lng: string | undefined) => (lng === 'cs' && typeof value === 'number' ? `${zBefore(value)}\u00a0${value}` : String(value)));
}
