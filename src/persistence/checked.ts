// "This exact text passed this exact validation": a fingerprint the main key keeps next to each
// character key (codec.ts Listed), so a start does not validate again what it validated before.
// - The fingerprint is taken only of a text whose object validateCharacter accepted unchanged
//   (when written, or when loaded and validated in full).
// - It covers every character of the text (a 32-bit hash and the length) and the build of the
//   app (__BUILD_DATE__): another build — perhaps with other rules — validates everything in full
//   once, and any change to the text, by hand or by damage, gives another fingerprint.
// A text whose fingerprint matches goes through validateCharacter as an object that already passed;
// everything else (duplicate ids, the active character, settings) is checked as always.
import { markPassed, validateCharacter } from './validate';

const BUILD = typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : 'dev';

/** Fingerprint of a text for this build: FNV-1a (32 bits, seeded with the build) and the length.
 *  One multiply per character: it runs over every stored character at each start. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < BUILD.length; i++) h = Math.imul(h ^ BUILD.charCodeAt(i), 0x01000193);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `${text.length.toString(36)}.${(h >>> 0).toString(36)}`;
}

/** The fingerprint to keep for `text`, the JSON of store object `c`: only if it validates unchanged. */
export function fingerprintIfValid(c: object, text: string): string | undefined {
  const v = validateCharacter(c);
  return v.ok && v.value === c && v.repairs === 0 ? fingerprint(text) : undefined;
}

/** A parsed character whose text matches the fingerprint: validation takes it as it is. */
export function acceptIfFingerprinted(value: unknown, text: string, expected: string | undefined): boolean {
  if (expected === undefined || typeof value !== 'object' || value === null || fingerprint(text) !== expected) return false;
  markPassed(value);
  return true;
}
