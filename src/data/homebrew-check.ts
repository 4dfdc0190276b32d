// The homebrew spell check that runs at start-up (stored homebrew) and when a spell is saved, written
// by hand so that zod (≈27 kB gzip) stays out of the first screen's JavaScript (issue 8 budget).
// It gives the same verdict as `homebrewSpellSchema` in schema.ts, issue by issue in the same
// order where the reason depends on it; homebrew-check.test.ts proves the two agree on generated
// good and broken spells. Change both together.
// Limits protect storage (≈5 MB per origin) and the UI from hostile or runaway input.
import { registerHomebrewCheck } from './homebrew-gate';
import { DAMAGE_TYPES, SCHOOLS, SPELL_CLASSES } from './constants';

/** The parts of a zod issue that the reason codes depend on. */
export interface CheckIssue {
  code: 'invalid_type' | 'too_big' | 'too_small' | 'invalid_format' | 'invalid_value' | 'invalid_key' | 'invalid_union' | 'custom';
  message: string;
  path: PropertyKey[];
  /** false = zod would skip the remaining checks of the enclosing value (its "abort") */
  continue: boolean;
}

type Path = PropertyKey[];
type Obj = Record<string, unknown>;

const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'];
const AREA_SHAPES = ['line', 'cone', 'cube', 'sphere', 'cylinder'];
const CAST_UNITS = ['action', 'bonus', 'reaction', 'minute', 'hour'];
const RANGE_PLAIN = ['touch', 'sight', 'unlimited', 'special'];
const DURATION_UNITS = ['instantaneous', 'round', 'minute', 'hour', 'day', 'until-dispelled', 'special'];
const ON_SUCCESS = ['half', 'none', 'other'];
const ATTACKS = ['melee', 'ranged'];
/** No control characters except tab and newline. */
// eslint-disable-next-line no-control-regex -- the point of this pattern is to refuse control characters
export const NO_CONTROL = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;
export const SPELL_ID = /^[a-z0-9][a-z0-9-]{0,80}$/;
/** Dice expressions of the SRD data: terms "8d6", "40" or "MOD" (spellcasting modifier) joined by " + ". */
export const DICE = /^(\d{1,3}d\d{1,3}|\d{1,4}|MOD)( ?\+ ?(\d{1,3}d\d{1,3}|\d{1,4}|MOD)){0,4}$/;
export const DICE_KEY = /^\d{1,2}$/;
export const MAX_DESCRIPTION = 50000;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

class Checker {
  issues: CheckIssue[] = [];
  add(code: CheckIssue['code'], path: Path, cont: boolean, message: string = code) {
    this.issues.push({ code, message, path, continue: cont });
  }
  /** true when no issue from index `from` on stops zod's later checks */
  clean(from: number) {
    for (let i = from; i < this.issues.length; i++) if (!this.issues[i].continue) return false;
    return true;
  }
  obj(v: unknown, path: Path): v is Obj {
    if (isObj(v)) return true;
    this.add('invalid_type', path, false);
    return false;
  }
  bool(v: unknown, path: Path) {
    if (typeof v !== 'boolean') this.add('invalid_type', path, false);
  }
  /** zod's length checks (.max/.min): they run on anything with a `length`, even after a wrong
   *  type; a string's length is counted in code points near the limit. */
  length(v: unknown, path: Path, max: number, min: number, what: 'max' | 'min') {
    if (v === null || v === undefined || (v as { length?: unknown }).length === undefined) return;
    const units = (v as { length: unknown }).length as number;
    if (what === 'max') {
      const n = typeof v === 'string' && units > max ? [...v].length : units;
      if (!(n <= max)) this.add('too_big', path, true);
    } else {
      const n = typeof v === 'string' && units >= min && units < min * 2 ? [...v].length : units;
      if (!(n >= min)) this.add('too_small', path, true);
    }
  }
  /** z.string().max(max)[.regex(re, message)][.min(min)], checks in this order */
  str(v: unknown, path: Path, max: number, re?: RegExp, reMessage?: string, min = 0) {
    const isStr = typeof v === 'string';
    if (!isStr) this.add('invalid_type', path, false);
    if (max !== Infinity) this.length(v, path, max, min, 'max');
    if (isStr && re && !re.test(v)) this.add('invalid_format', path, true, reMessage);
    if (min > 0) this.length(v, path, max, min, 'min');
  }
  text(v: unknown, path: Path, max: number, min = 0) {
    this.str(v, path, max, NO_CONTROL, 'controlCharacters', min);
  }
  /** z.number()[.int()][.nonnegative()/.positive()/.min()][.max()]: an integer failure stops the rest */
  num(v: unknown, path: Path, o: { int?: boolean; min?: number; exclusiveMin?: boolean; max?: number }) {
    if (typeof v !== 'number' || !Number.isFinite(v)) return this.add('invalid_type', path, false);
    if (o.int) {
      if (!Number.isInteger(v)) return this.add('invalid_type', path, false);
      if (!Number.isSafeInteger(v)) this.add(v > 0 ? 'too_big' : 'too_small', path, true);
    }
    if (o.min !== undefined && (o.exclusiveMin ? v <= o.min : v < o.min)) this.add('too_small', path, true);
    if (o.max !== undefined && v > o.max) this.add('too_big', path, true);
  }
  oneOf(v: unknown, list: readonly string[], path: Path) {
    if (typeof v !== 'string' || !list.includes(v)) this.add('invalid_value', path, false);
  }
  /** z.array(item).max(max)[.min(min)]: the items, then the length checks */
  arr(v: unknown, path: Path, item: (x: unknown, p: Path) => void, max: number, min = 0): v is unknown[] {
    const isArr = Array.isArray(v);
    if (isArr && v.length > max) {
      // zod refuses an over-long array at once, without looking at its items
      this.add('too_big', path, false);
      return true;
    }
    if (isArr) v.forEach((x, i) => item(x, [...path, i]));
    else this.add('invalid_type', path, false);
    if (max !== Infinity) this.length(v, path, max, min, 'max');
    if (min > 0) this.length(v, path, max, min, 'min');
    return isArr;
  }
  area(v: unknown, path: Path) {
    if (!this.obj(v, path)) return;
    this.oneOf(v.shape, AREA_SHAPES, [...path, 'shape']);
    this.num(v.sizeFt, [...path, 'sizeFt'], { min: 0, exclusiveMin: true, max: 5280 });
    if (v.widthFt !== undefined) this.num(v.widthFt, [...path, 'widthFt'], { min: 0, exclusiveMin: true, max: 100 });
  }
  diceTable(v: unknown, path: Path) {
    if (v === undefined) return;
    if (!isObj(v)) return this.add('invalid_type', path, false);
    for (const [k, d] of Object.entries(v)) {
      if (!DICE_KEY.test(k)) this.add('invalid_key', [...path, k], true);
      else if (typeof d !== 'string') this.add('invalid_type', [...path, k], false);
      else if (!DICE.test(d)) this.add('invalid_format', [...path, k], true);
    }
  }
  range(v: unknown, path: Path) {
    // z.union: the first member that fits wins; else, when exactly one member failed only on
    // checks that let zod go on (lengths, limits), its issues; else one invalid_union issue.
    const members = [
      (c: Checker) => {
        if (!c.obj(v, path)) return;
        if (v.kind !== 'self') c.add('invalid_value', [...path, 'kind'], false);
        if (v.area !== undefined) c.area(v.area, [...path, 'area']);
      },
      (c: Checker) => {
        if (c.obj(v, path)) c.oneOf(v.kind, RANGE_PLAIN, [...path, 'kind']);
      },
      (c: Checker) => {
        if (!c.obj(v, path)) return;
        if (v.kind !== 'distance') c.add('invalid_value', [...path, 'kind'], false);
        c.num(v.feet, [...path, 'feet'], { min: 0, max: 5280 * 1000 });
        if (v.miles !== undefined) c.num(v.miles, [...path, 'miles'], { min: 0, exclusiveMin: true });
      },
    ].map((m) => {
      const c = new Checker();
      m(c);
      return c.issues;
    });
    if (members.some((i) => i.length === 0)) return;
    const going = members.filter((i) => i.every((x) => x.continue));
    if (going.length === 1) this.issues.push(...going[0]);
    else this.add('invalid_union', path, false);
  }
}

function checkData(c: Checker, d: unknown, p: Path) {
  if (!c.obj(d, p)) return;
  const at = (k: string): Path => [...p, k];
  c.str(d.id, at('id'), Infinity, SPELL_ID, 'Invalid string');
  c.text(d.srdName, at('srdName'), 120);
  c.num(d.level, at('level'), { int: true, min: 0, max: 9 });
  c.oneOf(d.school, SCHOOLS, at('school'));
  c.bool(d.ritual, at('ritual'));
  c.bool(d.concentration, at('concentration'));
  if (c.obj(d.castingTime, at('castingTime'))) {
    const ct = d.castingTime;
    c.num(ct.amount, [...at('castingTime'), 'amount'], { int: true, min: 1, max: 1000 });
    c.oneOf(ct.unit, CAST_UNITS, [...at('castingTime'), 'unit']);
    if (ct.trigger !== undefined) c.str(ct.trigger, [...at('castingTime'), 'trigger'], 80);
  }
  c.range(d.range, at('range'));
  if (c.obj(d.components, at('components'))) {
    const m = d.components;
    for (const k of ['v', 's', 'm']) c.bool(m[k], [...at('components'), k]);
    if (m.costGp !== undefined) c.num(m.costGp, [...at('components'), 'costGp'], { min: 0, max: 1e7 });
    if (m.consumed !== undefined) c.bool(m.consumed, [...at('components'), 'consumed']);
  }
  if (c.obj(d.duration, at('duration'))) {
    const du = d.duration;
    c.oneOf(du.unit, DURATION_UNITS, [...at('duration'), 'unit']);
    if (du.amount !== undefined) c.num(du.amount, [...at('duration'), 'amount'], { int: true, min: 1, max: 10000 });
    c.bool(du.upTo, [...at('duration'), 'upTo']);
    c.bool(du.concentration, [...at('duration'), 'concentration']);
  }
  c.arr(d.classes, at('classes'), (x, q) => c.oneOf(x, SPELL_CLASSES, q), 8);
  c.arr(d.subclasses, at('subclasses'), (x, q) => c.str(x, q, 60), 40);
  if (d.area !== undefined) c.area(d.area, at('area'));
  if (d.attackType !== undefined) c.oneOf(d.attackType, ATTACKS, at('attackType'));
  if (d.save !== undefined && c.obj(d.save, at('save'))) {
    c.oneOf(d.save.ability, ABILITIES, [...at('save'), 'ability']);
    c.oneOf(d.save.onSuccess, ON_SUCCESS, [...at('save'), 'onSuccess']);
  }
  if (d.damageTypes !== undefined) c.arr(d.damageTypes, at('damageTypes'), (x, q) => c.oneOf(x, DAMAGE_TYPES, q), Infinity);
  c.diceTable(d.damageAtSlotLevel, at('damageAtSlotLevel'));
  c.diceTable(d.damageAtCharacterLevel, at('damageAtCharacterLevel'));
  c.diceTable(d.healAtSlotLevel, at('healAtSlotLevel'));
  if (d.homebrew !== undefined) c.bool(d.homebrew, at('homebrew'));
}

function checkText(c: Checker, t: unknown, p: Path) {
  if (!c.obj(t, p)) return;
  const from = c.issues.length;
  const at = (k: string): Path => [...p, k];
  c.text(t.name, at('name'), 120, 1);
  c.text(t.castingTime, at('castingTime'), 300, 1);
  c.text(t.range, at('range'), 200, 1);
  c.text(t.components, at('components'), 1200, 1);
  if (t.material !== undefined) c.text(t.material, at('material'), 1000);
  c.text(t.duration, at('duration'), 200, 1);
  const isList = c.arr(t.description, at('description'), (x, q) => c.text(x, q, 20000), 200, 1);
  if (t.higherLevels !== undefined) c.arr(t.higherLevels, at('higherLevels'), (x, q) => c.text(x, q, 5000), 10);
  // The refinement runs only when nothing above stopped zod (its "aborted" rule).
  if (isList && c.clean(from) && (t.description as string[]).join('').length > MAX_DESCRIPTION) c.add('custom', p, true, 'descriptionTooLong');
}

/** All issues of a homebrew spell `{ data, text }`, in zod's order (empty = valid). */
export function homebrewIssues(raw: unknown): CheckIssue[] {
  const c = new Checker();
  if (!c.obj(raw, [])) return c.issues;
  checkData(c, raw.data, ['data']);
  checkText(c, raw.text, ['text']);
  return c.issues;
}

/** A reason code for a refused homebrew spell (persistence.reason.<code>). */
export function homebrewReason(issues: readonly { message: string; path: PropertyKey[]; code: string }[]): string {
  for (const i of issues) {
    if (i.message === 'descriptionTooLong' || (i.path.includes('description') && i.code === 'too_big')) return 'descriptionTooLong';
    if (i.message === 'controlCharacters') return 'controlCharacters';
  }
  for (const i of issues) if (i.code === 'too_big') return 'tooLong';
  return 'homebrewInvalid';
}

registerHomebrewCheck({ homebrewIssues, homebrewReason });
