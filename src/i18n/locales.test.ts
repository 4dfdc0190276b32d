// Both languages complete: every UI string exists in Czech and English, with the same placeholders.
// Plural forms differ by language (Czech _one/_few/_many/_other, English _one/_other), so a key is
// compared without its plural suffix, and each language must have all of its own forms (ordinals:
// Czech has one form, "5.", so they are not counted).
import { loadResources } from './index';
import csSpells from '../../locales/cs/spells.json';
import { hasLooseEnglish, hasLooseLetter, mapStrings, SPELL_SKIP } from './tools/vlna.mjs';
import enSpells from '../../locales/en/spells.json';
import { flatten } from '../testing/strings';

const SUFFIX = /(_ordinal)?_(zero|one|two|few|many|other)$/;
const CARDINAL = /_(zero|one|two|few|many|other)$/;
const FORMS = { cs: ['one', 'few', 'many', 'other'], en: ['one', 'other'] } as const;

/** Strings whose languages word the same value differently, both passed by the code:
 *  Czech "5. úroveň postavy" takes the ordinal, English "character level 5" the number. */
const WORDED_APART = new Set(['cast.summary.cantrip']);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('UI strings in both languages', async () => {
  const cs = flatten(await loadResources('cs'));
  const en = flatten(await loadResources('en'));
  const base = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(SUFFIX, '')));

  it('have the same keys', () => {
    expect(cs.size).toBeGreaterThan(300);
    const [a, b] = [base(cs), base(en)];
    expect([...a].filter((k) => !b.has(k))).toEqual([]);
    expect([...b].filter((k) => !a.has(k))).toEqual([]);
  });

  it('have every plural form of their language, and no empty string', () => {
    for (const [lng, m] of [['cs', cs], ['en', en]] as const) {
      const plural = new Set([...m.keys()].filter((k) => CARDINAL.test(k) && !k.includes('_ordinal_')).map((k) => k.replace(SUFFIX, '')));
      for (const k of plural) for (const f of FORMS[lng]) expect(m.has(`${k}_${f}`), `${lng}: ${k}_${f}`).toBe(true);
      expect([...m].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    }
  });

  it('use the same placeholders', () => {
    const bad: string[] = [];
    for (const [k, v] of cs) {
      const other = en.get(k) ?? en.get(k.replace(SUFFIX, '_other'));
      if (other === undefined || WORDED_APART.has(k)) continue;
      const [p, q] = [placeholders(v), placeholders(other)];
      // a Czech plural form may leave out {{count}} ("jedna pozice"), never add one
      const ok = SUFFIX.test(k) ? p.every((x) => q.includes(x)) : p.join() === q.join();
      if (!ok) bad.push(`${k}: ${p.join()} ≠ ${q.join()}`);
    }
    expect(bad).toEqual([]);
  });

  // ČSN 01 6910: a one-letter preposition or conjunction never ends a line, nor does an ordinal number
  // or a number before what it counts (fix: node src/i18n/tools/vlna.mjs)
  it('bind Czech one-letter words, ordinals and numbers to the next word (UI strings and spell texts)', () => {
    expect(hasLooseLetter('nejvýš {{maxLevel}}. úrovně')).toBe(true);
    expect(hasLooseLetter('kouzla 3. úrovně')).toBe(true);
    expect(hasLooseLetter('pozice {{ord}} úrovně')).toBe(true);
    expect(hasLooseLetter('{{count}} kouzla')).toBe(true);
    expect(hasLooseLetter('{{max, z}} volné')).toBe(true);
    expect(hasLooseLetter('dosah 6 sáhů')).toBe(true);
    expect(hasLooseLetter('0,2 sáhu')).toBe(true);
    expect(hasLooseLetter('Stojí 1 000\u00a0zl')).toBe(true);
    expect(hasLooseLetter('Stojí 5\u00a0zl. Potom')).toBe(false);
    // what follows a number without being counted may start a line; so may a name or dice
    expect(hasLooseLetter('od 5 do 10 nebo 3 za kolo')).toBe(false);
    expect(hasLooseLetter('{{count}} se nepočítá')).toBe(false);
    expect(hasLooseLetter('{{name}} zmizí, 3k6 zranění')).toBe(false);
    // a difficulty class and its number: "SO 15", "SO {{dc}}" — not "SO záchrany"
    expect(hasLooseLetter('proti SO {{dc}})')).toBe(true);
    expect(hasLooseLetter('se SO 15.')).toBe(true);
    expect(hasLooseLetter('proti SO záchrany')).toBe(false);
    expect([...cs].filter(([, v]) => hasLooseLetter(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
    const loose: string[] = [];
    mapStrings(csSpells, (v: string) => (hasLooseLetter(v) && loose.push(v), v), SPELL_SKIP);
    expect(loose).toEqual([]);
  });

  it('bind the English DC to its number and a number to its unit (UI strings and spell texts)', () => {
    expect(hasLooseEnglish('Roll the save (vs DC {{dc}})')).toBe(true);
    expect(hasLooseEnglish('make a DC 15 Intelligence saving throw')).toBe(true);
    expect(hasLooseEnglish('your spell save DC. The DC')).toBe(false);
    expect(hasLooseEnglish('each creature within 30 feet')).toBe(true);
    expect(hasLooseEnglish('a diamond worth 1,000 gp')).toBe(true);
    expect(hasLooseEnglish('lasts {{count}} hours')).toBe(true);
    expect(hasLooseEnglish('a 20-foot radius, 3 creatures, 30 footprints')).toBe(false);
    expect([...en].filter(([, v]) => hasLooseEnglish(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
    const loose: string[] = [];
    mapStrings(enSpells, (v: string) => (hasLooseEnglish(v) && loose.push(v), v), SPELL_SKIP);
    expect(loose).toEqual([]);
  });
});
