// The English UI speaks one variety: American spelling ("armor", "catalog", "license") and
// typography (a spaced em dash, straight apostrophes). Spell and slot levels are ordinals as the
// rules write them ("1st level", "a 3rd-level slot"); a bare number follows "level" only in the
// labels of a character's own level ("Level 7", "Character level 5"). The ordinals come from the
// nested cast.ord ($t(cast.ord, …)), so they must come out right with the app's i18next settings.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { initI18n, loadResources } from './index';
import { flatten } from '../testing/strings';

const VERBS_ISE = 'organi|recogni|reali|customi|synchroni|initiali|summari|prioriti|minimi|maximi|finali|normali|authori|apologi|utili|categori|optimi|visuali|capitali|emphasi|speciali|personali';
const BRITISH = new RegExp(`\\b(armour\\w*|licence|colour\\w*|behaviour\\w*|centre\\w*|catalogue\\w*|favour\\w*|honour\\w*|defence|whilst|amongst|learnt|(un)?tick(ed|s)?|cancell(ed|ing)|(${VERBS_ISE})s(e|ed|es|ing|ation))\\b`, 'i');

/** Labels of the character's own level: the only place "level" takes a bare number. */
const CHARACTER_LEVEL = new Set(['characters.totalLevel', 'characters.editor.totalLevel', 'print.sheet.level', 'cast.summary.cantrip']);

describe('English UI strings', async () => {
  const en = flatten(await loadResources('en'));

  it('use American spelling', () => {
    expect([...en].filter(([, v]) => BRITISH.test(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('use one dash and one apostrophe', () => {
    expect([...en].filter(([, v]) => / – |’/.test(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('write spell and slot levels as ordinals', () => {
    const cardinal = [...en].filter(([k, v]) => !CHARACTER_LEVEL.has(k) && /\blevel:? \{\{\s*\w*level\s*\}\}|\{\{\s*\w*level\s*\}\}[ -]level\b/i.test(v));
    expect(cardinal.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

describe('English level labels, rendered', () => {
  it('come out as ordinals through the nested cast.ord', async () => {
    const i18n = await initI18n('en');
    const t = i18n.t.bind(i18n);
    expect(t('catalog.levelHeading.level', { level: 1 })).toBe('1st level');
    expect(t('spellbook.level', { level: 3 })).toBe('3rd level');
    expect(t('homebrew.levelN', { level: 2 })).toBe('2nd level');
    expect(t('catalog.filter.levelChipLabel', { level: 9 })).toBe('9th level');
    expect(t('catalog.filter.levelRangeFromCantrips', { to: 2 })).toBe('Cantrips to 2nd level');
    expect(t('spellbook.hint.emptyBookFree', { count: 10, level: 3, limit: t('spellbook.free.split', { list: '8 of 1st level or lower and 2 of 2nd level or lower' }) })).toBe('The spellbook is empty. A 3rd-level wizard writes 10 wizard spells into it for free, of which 8 of 1st level or lower and 2 of 2nd level or lower: add them with “Add spells”.');
    expect(t('spellbook.hint.freeLeft', { count: 1, maxLevel: 3 })).toBe('You can still write 1 wizard spell of 3rd level or lower into the book for free.');
    expect(t('catalog.dice.slotColLabel', { level: 2 })).toBe('2nd-level slot');
    expect(t('table.slotLevel', { level: 1 })).toBe('1st');
    expect(t('table.pact', { level: 3 })).toBe('Pact 3rd');
    // the SRD's school lines: "3rd-level evocation", "Evocation cantrip"
    expect(t('catalog.levelSchool', { school: 'evocation', ordinal: '3rd', level: 3 })).toBe('3rd-level evocation');
    expect(t('catalog.cantripSchool', { school: 'evocation' })).toBe('Evocation cantrip');
    expect(t('tracker.picker.level', { ord: t('cast.ord', { count: 4, ordinal: true }) })).toBe('4th level');
    expect(t('catalog.add.classOption', { level: 5, class: 'wizard' })).toBe('5th-level wizard');
    expect(t('catalog.addErrors.levelTooHigh', { level: 2, spellLevel: 3, class: 'wizard' })).toBe('A 3rd-level spell is beyond a 2nd-level wizard for now — no spell slots of that level yet.');
    expect(t('catalog.addErrors.levelTooHighAlways', { context: 'oath', level: 5, spellLevel: 3, from: 9 })).toBe('A paladin gets 3rd-level oath spells from 9th level on; this one is 5th level.');
    // a context and a count of the outer string do not leak into the nested ordinal
    expect(t('catalog.addErrors.schoolLimit', { context: 'fighter', level: 11, max: 2, have: 1 })).toContain('at 11th level they may know only 2');
    expect(t('spellbook.flag.levelTooHigh', { spellLevel: 4, maxLevel: 2, count: 7 })).toBe('A 4th-level spell is beyond this class for now: it casts spells up to 2nd level.');
    expect(t('characters.editor.levelChange.item.pactLevel', { level: 3, toLevel: 2, count: 2 })).toBe('3rd-level pact slots (you keep 2 of 2nd level)');
    expect(t('characters.editor.freeWizardSpells', { level: 5, count: 2, limit: t('spellbook.free.each', { maxLevel: 3 }) })).toBe('A 5th-level wizard writes 2 wizard spells into the spellbook for free (2 for each new level), each of 3rd level or lower. Add them in the spellbook with “Add spells”.');
    expect(t('spellbook.free.tier', { count: 8, maxLevel: 1 })).toBe('8 of 1st level or lower');
  });

  it('leave no nesting or placeholder behind in any string that nests', async () => {
    const i18n = await initI18n('en');
    const en = flatten(await loadResources('en'));
    const nesting = [...en].filter(([, v]) => v.includes('$t('));
    expect(nesting.length).toBeGreaterThan(5);
    const params = { level: 5, spellLevel: 3, maxLevel: 2, toLevel: 1, from: 9, to: 9, class: 'wizard', have: 1, max: 2, count: 2, limit: 'each of 2nd level or lower' };
    for (const [k] of nesting) {
      const out = i18n.t(k, params);
      expect(out, k).not.toMatch(/\$t\(|\{\{|\}\}|cast\.ord/);
      expect(out, k).toMatch(/\b\d+(st|nd|rd|th)\b/);
    }
  });
});

// A dash between two parts of a label the code puts together (an aria-label, an sr-only note) is
// t('common.dash'): a spaced dash written into the code would be the Czech one in English too.
describe('Labels composed in code', () => {
  it('take the spaced dash from common.dash, never write one of their own', () => {
    const src = join(__dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const found: string[] = [];
    for (const f of files) {
      const file = ts.createSourceFile(f, readFileSync(join(src, f), 'utf8'), ts.ScriptTarget.Latest, false, f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const visit = (n: ts.Node) => {
        const text = ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateLiteralToken(n) || ts.isJsxText(n) ? n.text : '';
        if (/\s[–—]|[–—]\s/.test(text)) found.push(`${f}: ${JSON.stringify(text)}`);
        ts.forEachChild(n, visit);
      };
      visit(file);
    }
    expect(files.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});

// "Contains 3 characters and no custom spells", not "… and 0 custom spells".
describe('English counts of none', () => {
  it('say "no" where a count joins another with "and"', async () => {
    const i18n = await initI18n('en');
    const t = i18n.t.bind(i18n);
    const summary = (c: number, h: number) => t('persistence.import.summary', { characters: t('persistence.charactersAcc', { count: c }), homebrew: t('persistence.homebrew', { count: h }) });
    expect(summary(3, 0)).toBe('Contains 3 characters and no custom spells.');
    expect(summary(0, 1)).toBe('Contains no characters and 1 custom spell.');
    expect(t('settings.contains', { characters: t('persistence.characters', { count: 1 }), homebrew: t('persistence.homebrew', { count: 0 }) })).toBe('Saved: 1 character and no custom spells.');
  });
});
