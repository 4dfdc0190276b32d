// The homebrew spell form: what the player types ↔ a HomebrewSpell in the catalog's shape.
// Display texts (castingTime, range, components, duration) are generated with formatFields, so a
// homebrew spell reads exactly like a catalog spell. Distances are typed in sáhy in Czech (1 sáh =
// 5 ft) and in feet in English, and stored in feet like the catalog. The result is checked with the
// catalog's homebrewSpellSchema before it is offered to the store.
import { homebrewSpellSchema, SCHOOLS, SPELL_CLASSES } from '../../data/schema';
import { formatFields, type TFn } from '../../data/format-fields';
import type { CastingUnit, DurationUnit, School, SpellData } from '../../data/types';
import type { HomebrewSpell } from '../../store/types';
import { AREA_DISTANCES, areaFromFields, areaToFields, emptyAreaFields, positive, type AreaFields } from './form-area';

/** Characters in a custom spell's name (the input stops there too). */
export const MAX_SPELL_NAME = 120;

export type RangeKind = 'distance' | 'self' | 'touch' | 'sight' | 'unlimited' | 'special';
export type RangeUnit = 'unit' | 'mile';
/** Feet per mile; a range in miles is stored in feet too, with the miles beside (as the catalog). */
const MILE_FT = 5280;
/** The longest range the catalog schema takes, in feet (1 000 miles). */
const MAX_RANGE_FT = MILE_FT * 1000;

export interface SpellForm extends AreaFields {
  name: string;
  level: string;
  school: School;
  castAmount: string;
  castUnit: CastingUnit;
  rangeKind: RangeKind;
  rangeDistance: string;
  /** the unit rangeDistance is typed in: the language's (sáhy / feet) or miles (Teleportation Circle's 500) */
  rangeUnit: RangeUnit;
  v: boolean;
  s: boolean;
  m: boolean;
  material: string;
  costGp: string;
  consumed: boolean;
  durUnit: DurationUnit;
  durAmount: string;
  concentration: boolean;
  upTo: boolean;
  ritual: boolean;
  classes: string[];
  description: string;
  higherLevels: string;
}

export type FormErrors = Partial<Record<keyof SpellForm, { key: string; opts?: Record<string, unknown> }>>;

export const emptyForm = (): SpellForm => ({
  name: '',
  level: '1',
  school: 'evocation',
  castAmount: '1',
  castUnit: 'action',
  rangeKind: 'distance',
  rangeDistance: '',
  rangeUnit: 'unit',
  ...emptyAreaFields(),
  v: true,
  s: true,
  m: false,
  material: '',
  costGp: '',
  consumed: false,
  durUnit: 'instantaneous',
  durAmount: '1',
  concentration: false,
  upTo: false,
  ritual: false,
  classes: [],
  description: '',
  higherLevels: '',
});

/** Feet per unit the player types: sáh in Czech, foot in English. */
export const unitFeet = (lng: string) => (lng === 'cs' ? 5 : 1);
// The catalog schema's rule: no control characters except tab and newline.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
/** A typed number as the player writes it: a decimal comma in Czech, a point in English. */
const fmt = (n: number, lng: string) => {
  const s = String(Math.round(n * 100) / 100);
  return lng === 'cs' ? s.replace('.', ',') : s;
};

export function formFromSpell(h: HomebrewSpell, lng: string): SpellForm {
  const d = h.data;
  const u = unitFeet(lng);
  const area = d.area ?? (d.range.kind === 'self' ? d.range.area : undefined);
  return {
    name: h.text.name,
    level: String(d.level),
    school: d.school,
    castAmount: String(d.castingTime.amount),
    castUnit: d.castingTime.unit,
    rangeKind: d.range.kind,
    rangeDistance: d.range.kind === 'distance' ? fmt(d.range.miles ?? d.range.feet / u, lng) : '',
    rangeUnit: d.range.kind === 'distance' && d.range.miles ? 'mile' : 'unit',
    ...areaToFields(area, d.areaOr, (feet) => fmt(feet / u, lng)),
    v: d.components.v,
    s: d.components.s,
    m: d.components.m,
    material: h.text.material ?? '',
    costGp: d.components.costGp !== undefined ? String(d.components.costGp) : '',
    consumed: d.components.consumed ?? false,
    durUnit: d.duration.unit,
    durAmount: String(d.duration.amount ?? 1),
    concentration: d.concentration,
    upTo: d.duration.upTo,
    ritual: d.ritual,
    classes: [...d.classes],
    description: h.text.description.join('\n'),
    higherLevels: (h.text.higherLevels ?? []).join('\n'),
  };
}

/** The form's distances re-expressed when the player switches language mid-edit: the number typed
 *  in sáhy becomes feet (× 5) and back, so the same distance is saved. Text that is no number
 *  stays as typed (the next save reports it). */
export function convertDistances(f: SpellForm, fromLng: string, toLng: string): SpellForm {
  const from = unitFeet(fromLng);
  const to = unitFeet(toLng);
  if (from === to) return f;
  const conv = (v: string) => {
    const t = v.trim().replace(',', '.');
    return /^\d+(\.\d+)?$/.test(t) ? fmt((Number(t) * from) / to, toLng) : v;
  };
  // miles stay miles in both languages
  const next = { ...f, rangeDistance: f.rangeUnit === 'mile' ? f.rangeDistance : conv(f.rangeDistance) };
  for (const k of AREA_DISTANCES) next[k] = conv(f[k]);
  return next;
}

function int(v: string, min: number, max: number): number | null {
  const t = v.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/** Lines → paragraphs (empty lines dropped, trailing spaces trimmed). */
export const paragraphs = (text: string) => text.split(/\r?\n/).map((l) => l.trimEnd()).filter((l) => l.trim() !== '');

function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 6).padEnd(4, '0');
}

/** A new id in the catalog's id format: hb-<ascii name>-<4 random>. */
export function newHomebrewId(name: string, taken: ReadonlySet<string>): string {
  const stem = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  for (;;) {
    const id = `hb-${stem || 'kouzlo'}-${randomSuffix()}`;
    if (!taken.has(id)) return id;
  }
}

export type FormResult = { ok: true; spell: HomebrewSpell } | { ok: false; errors: FormErrors };

/** Checks the form and builds the spell (texts generated in the current language). */
export function spellFromForm(f: SpellForm, id: string, t: TFn, lng: string): FormResult {
  const e: FormErrors = {};
  const name = f.name.trim();
  if (!name) e.name = { key: 'nameRequired' };
  else if (name.length > MAX_SPELL_NAME) e.name = { key: 'nameTooLong' };
  const level = int(f.level, 0, 9);
  if (level === null) e.level = { key: 'number', opts: { min: 0, max: 9 } };
  const castAmount = int(f.castAmount, 1, 1000);
  if (castAmount === null) e.castAmount = { key: 'number', opts: { min: 1, max: 1000 } };
  const u = unitFeet(lng);
  const { area, areaOr } = areaFromFields(f, u, e);
  let range: SpellData['range'] = { kind: 'touch' };
  if (f.rangeKind === 'distance') {
    const perUnit = f.rangeUnit === 'mile' ? MILE_FT : u;
    const dist = positive(f.rangeDistance, MAX_RANGE_FT / perUnit);
    if (dist === null) e.rangeDistance = { key: 'positive', opts: { max: Math.floor(MAX_RANGE_FT / perUnit) } };
    else range = f.rangeUnit === 'mile' ? { kind: 'distance', feet: dist * MILE_FT, miles: dist } : { kind: 'distance', feet: dist * u };
  } else if (f.rangeKind === 'self') range = area ? { kind: 'self', area } : { kind: 'self' };
  else range = { kind: f.rangeKind };
  if (!f.v && !f.s && !f.m) e.v = { key: 'noComponents' };
  const material = f.material.trim();
  if (f.m && !material) e.material = { key: 'materialRequired' };
  else if (material.length > 1000) e.material = { key: 'materialTooLong' };
  let costGp: number | undefined;
  if (f.m && f.costGp.trim()) {
    const c = positive(f.costGp, 1e7);
    if (c === null) e.costGp = { key: 'positive', opts: { max: 10000000 } };
    else costGp = c;
  }
  const timed = f.durUnit === 'round' || f.durUnit === 'minute' || f.durUnit === 'hour' || f.durUnit === 'day';
  const durAmount = timed ? int(f.durAmount, 1, 10000) : null;
  if (timed && durAmount === null) e.durAmount = { key: 'number', opts: { min: 1, max: 10000 } };
  const description = paragraphs(f.description);
  const total = description.join('').length;
  if (!description.length) e.description = { key: 'descriptionRequired' };
  else if (total > 50000) e.description = { key: 'descriptionTooLong', opts: { length: total } };
  else if (description.length > 200) e.description = { key: 'tooManyParagraphs' };
  else if (description.some((p) => p.length > 20000)) e.description = { key: 'paragraphTooLong' };
  const higher = paragraphs(f.higherLevels);
  if (higher.length > 10 || higher.some((p) => p.length > 5000)) e.higherLevels = { key: 'higherLevelsTooLong' };
  for (const k of ['name', 'material', 'description', 'higherLevels'] as const) if (!e[k] && CONTROL.test(f[k])) e[k] = { key: 'controlCharacters' };
  if (Object.keys(e).length) return { ok: false, errors: e };

  const data: SpellData = {
    id,
    srdName: name,
    level: level!,
    school: f.school,
    ritual: f.ritual,
    concentration: f.concentration,
    castingTime: { amount: castAmount!, unit: f.castUnit },
    range,
    components: { v: f.v, s: f.s, m: f.m, ...(costGp !== undefined ? { costGp } : {}), ...(f.m && f.consumed ? { consumed: true } : {}) },
    duration: { unit: f.durUnit, ...(timed ? { amount: durAmount! } : {}), upTo: timed && !f.concentration && f.upTo, concentration: f.concentration },
    classes: SPELL_CLASSES.filter((c) => f.classes.includes(c)),
    subclasses: [],
    ...(area ? { area } : {}),
    ...(areaOr ? { areaOr } : {}),
    homebrew: true,
  };
  const fields = formatFields(t, lng, data, f.m ? material : undefined);
  const spell: HomebrewSpell = {
    data,
    text: {
      name,
      ...fields,
      ...(f.m && material ? { material } : {}),
      description,
      ...(higher.length ? { higherLevels: higher } : {}),
    },
  };
  // The catalog's schema has the last word (limits that protect storage and the UI).
  const check = homebrewSpellSchema.safeParse(spell);
  if (!check.success) {
    const issue = check.error.issues[0];
    const field = issue.message === 'descriptionTooLong' ? 'description' : 'name';
    return { ok: false, errors: { [field]: issue.message === 'descriptionTooLong' || issue.message === 'controlCharacters' ? { key: issue.message, opts: { length: total } } : { key: 'invalid', opts: { field: issue.path.join('.') } } } };
  }
  return { ok: true, spell };
}

export { SCHOOLS, SPELL_CLASSES };
/** The form's distance fields (typed in the language's unit). */
export const DISTANCES = ['rangeDistance', ...AREA_DISTANCES] as const;
