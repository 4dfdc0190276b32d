// English "a" or "an" before a number, as it is read aloud: "an 8th-level slot", "an 11th-level
// wizard", "an 18th-level cleric", but "a 1st-level slot". A number takes "an" when its spoken
// form starts with a vowel: eight…, eleven, eighteen (also as the head of a thousands group:
// "an 11,000", "an 800"). Also `capital`, a value with its first letter in upper case.
import type { i18n } from 'i18next';

export function anBefore(n: number): 'a' | 'an' {
  let m = Math.abs(Math.trunc(n));
  // the spoken number starts with its leading group of up to three digits ("eleven thousand …")
  while (m >= 1000) m = Math.floor(m / 1000);
  if (m === 11 || m === 18) return 'an';
  return String(m).startsWith('8') ? 'an' : 'a';
}

/** The number a value starts with: 8, "8th", "11th" → 8, 11; anything else → NaN. */
function leadingNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  const m = /^\s*(\d+)/.exec(String(value));
  return m ? Number(m[1]) : NaN;
}

/** `{{ord, an}}` in an English string: the article and the value, "an 8th" for ord "8th"; a number
 *  becomes its ordinal from cast.ord first (`{{level, an}}` with 11: "an 11th"). `{{level, anCap}}`
 *  starts a sentence ("An 8th"). Other languages get the value unchanged. */
export function addEnglishFormats(i: i18n) {
  const article = (capital: boolean) => (value: unknown, lng: string | undefined) => {
    const n = leadingNumber(value);
    if (lng !== 'en' || Number.isNaN(n)) return String(value);
    const a = anBefore(n);
    const word = typeof value === 'number' ? i.t('cast.ord', { count: value, ordinal: true, lng }) : String(value);
    return `${capital ? a[0].toUpperCase() + a.slice(1) : a} ${word}`;
  };
  i.services.formatter?.add('an', article(false));
  i.services.formatter?.add('anCap', article(true));
  // `{{school, capital}} cantrip`: "Evocation cantrip", as the SRD prints a cantrip's school line
  i.services.formatter?.add('capital', (value: unknown) => String(value).replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
}
