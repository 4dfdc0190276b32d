// Czech typography (ČSN 01 6910): a one-letter preposition or conjunction (k, s, v, z, o, u, a, i)
// never ends a line — it is bound to the next word by a no-break space; nor does an ordinal number
// ("3. úrovně"), a number and the unit or thing it counts ("6 sáhů", "{{count}} kouzla") or the digit
// groups of a large number ("1 000"), nor "SO" (stupeň obtížnosti) and its number ("SO 15", "SO {{dc}}").
// English keeps "DC" with its number the same way ("DC 15", "DC {{dc}}"), and a number with its unit
// of length, weight, money or time ("30 feet", "1,000 gp", "8 hours"). In both, a count and its maximum
// ("{{have}} / {{max}}"). This puts the no-break
// spaces into the texts; locales.test.ts fails when one is missing.
// Usage: node src/i18n/tools/vlna.mjs  (rewrites locales/cs/**/*.json and locales/en/**/*.json in
// place; spell names are left as they are, the rest of every spell's text and every UI string is bound)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NBSP = '\u00a0';
/** A one-letter word after the start, a space or an opening bracket/quote, followed by a space and a
 *  word, a number or a placeholder ("V, P, S (…)" lists components: that S is not a preposition). */
const LOOSE = /(?<=^|[\s(„"“])([ksvzouaiKSVZOUAI]) (?=[\p{L}\p{N}„"{<])/gu;

/** An ordinal number and the word it counts ("3. úrovně", "{{ord}}. úrovni") stay on one line too. */
const ORDINAL = /(?<=(?:\d|\}\})\.) (?=\p{Ll})/gu;

/** Placeholders that always hold a number (or an ordinal with its dot, "3."): bound like a literal number. */
const NUMERIC = 'count|n|ord|ordinal|level|maxLevel|max|min|length|size|ms|cost|used|total|dice';

/** Words that follow a number without being what it counts ("5 na 5", "3 nebo 4", "{{count}} se"):
 *  the line may break there. One-letter words are left to LOOSE. */
const FREE = 'na|za|pro|až|do|od|po|při|ve|ze|ke|se|je|jsou|nebo|ani|či|než|proti|mezi|nad|pod|před|kromě|místo';

/** A number ("6", "0,2", "+10", "2/3/5", "3." read by ORDINAL) or a numeric placeholder ("{{count}}",
 *  "{{max, z}}", "{{dice}}") and the next word of two or more letters, or a short unit: "6 sáhů",
 *  "{{count}} kouzla", "{{ord}} úrovně", "2 h", "64 kB". */
const COUNTED = new RegExp(
  `(?<=(?:^|[\\s(„"“–+/-])\\d+(?:,\\d+)?|\\{\\{(?:${NUMERIC})(?:, [^}]*)?\\}\\}) (?=(?!(?:${FREE})[\\s,.;:)]|(?:${FREE})$)\\p{Ll}{2}|(?:h|kB)(?!\\p{L}))`,
  'gu',
);

/** Digit groups of a large number ("1 000 zl", "2 500"). */
const GROUPS = /(?<=(?:^|[\s(„"“–-])\d{1,3}) (?=\d{3}(?!\d))/gu;

/** A difficulty class and its number or placeholder: "SO 15", "SO {{dc}}" (English "DC 15"). */
const difficulty = (word) => new RegExp(`(?<=(?:^|[\\s(„"“])${word}) (?=\\d|\\{\\{)`, 'gu');
const SO = difficulty('SO');

/** A count and its maximum ("3 / 6", "{{have}} / {{max}}") stay on one line, in both languages. */
const FRACTION = /(?<=\d|\}\}) \/ (?=\d|\{\{)/gu;
const bindFraction = (s) => s.replace(FRACTION, `${NBSP}/${NBSP}`);
const DC = difficulty('DC');

/** The text with every one-letter preposition or conjunction bound to the next word, and every
 *  ordinal or number to its word. */
export const vlna = (s) => bindFraction(s.replace(LOOSE, `$1${NBSP}`).replace(ORDINAL, NBSP).replace(GROUPS, NBSP).replace(COUNTED, NBSP).replace(SO, NBSP));

/** English units a number stays with: length, weight, money and time. */
const UNIT = 'feet|foot|inch|inches|yards?|miles?|pounds?|gp|sp|cp|ep|pp|seconds?|rounds?|minutes?|hours?|days?|years?|kB';
/** A number ("30", "1,000", "+10") or a placeholder ("{{count}}") and the unit after it: "30 feet", "1,000 gp". */
const MEASURE = new RegExp(`(?<=(?:^|[\\s(“"—–+-])(?:\\d[\\d,]*|\\{\\{[^}]+\\}\\})) (?=(?:${UNIT})\\b)`, 'gu');

/** English: "DC" bound to its number ("DC 15", "DC {{dc}}"), a number to its unit ("30 feet"). */
export const bindEnglish = (s) => bindFraction(s.replace(DC, NBSP).replace(MEASURE, NBSP));

/** Whether an English text has a DC or a measure that could end a line. */
export const hasLooseEnglish = (s) => bindEnglish(s) !== s;

/** Whether the text has a one-letter word or an ordinal that could end a line. */
export const hasLooseLetter = (s) => vlna(s) !== s;

/** Applies `fn` to every string in a JSON tree, except the values of keys in `skip`. */
export function mapStrings(tree, fn, skip = new Set()) {
  if (typeof tree === 'string') return fn(tree);
  if (Array.isArray(tree)) return tree.map((v) => mapStrings(v, fn, skip));
  if (tree && typeof tree === 'object') return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, skip.has(k) ? v : mapStrings(v, fn, skip)]));
  return tree;
}

/** Spell names stay as players type and search them. */
export const SPELL_SKIP = new Set(['name']);

function rewrite(file, skip) {
  const text = readFileSync(file, 'utf8');
  // a soft hyphen stays written as \u00ad, as the files keep it (invisible otherwise)
  const next = JSON.stringify(mapStrings(JSON.parse(text), vlna, skip), null, 1).replace(/\u00ad/g, '\\u00ad') + (text.endsWith('\n') ? '\n' : '');
  if (next !== text) writeFileSync(file, next);
  return next !== text;
}

/** English files keep their own layout: "DC" and its number never occur in a key or a spell name, so
 *  the file's text is bound as it is. */
function rewriteEnglish(file) {
  const text = readFileSync(file, 'utf8');
  const next = bindEnglish(text);
  if (next !== text) writeFileSync(file, next);
  return next !== text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = (lng) => {
    const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../locales', lng);
    return [join(dir, 'translation.json'), join(dir, 'spells.json'), ...readdirSync(join(dir, 'ui')).map((f) => join(dir, 'ui', f))];
  };
  for (const f of files('cs')) if (rewrite(f, f.endsWith('spells.json') ? SPELL_SKIP : new Set())) console.log('bound', f);
  for (const f of files('en')) if (rewriteEnglish(f)) console.log('bound', f);
}
