// Display texts of a spell's casting time, range, components and duration, built from its mechanics
// through i18n keys (spellFields.*), so the catalog, homebrew spells and both languages agree.
// Units: distances are stored in feet; Czech shows sáhy (1 sáh = 5 ft), English feet.
import type { SpellData, Area } from './types';

export type TFn = (key: string, options?: Record<string, unknown>) => string;

// One formatter per language: constructing an Intl.NumberFormat costs far more than formatting
// (the catalog formats a distance for every spell row). Whole numbers below 1,000 read the same in
// both languages, so they skip it: its first construction is ≈ 45 ms at 4× CPU in the first paint
// of the catalog list, where every distance is such a number.
const numberFormats = new Map<string, Intl.NumberFormat>();
function num(lng: string, n: number): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  let f = numberFormats.get(lng);
  if (!f) numberFormats.set(lng, (f = new Intl.NumberFormat(lng, { maximumFractionDigits: 2 })));
  return f.format(n);
}

/** A distance in feet as "6 sáhů" / "30 feet"; case: 'nom' or 'gen' (after "o poloměru"). */
export function formatDistance(t: TFn, lng: string, feet: number, grammaticalCase: 'nom' | 'gen' = 'nom'): string {
  if (feet >= 5280 && feet % 5280 === 0) {
    const miles = feet / 5280;
    return t('spellFields.mile', { count: miles, n: num(lng, miles) });
  }
  const count = lng === 'cs' ? feet / 5 : feet;
  return t(grammaticalCase === 'gen' ? 'spellFields.distanceGen' : 'spellFields.distance', { count, n: num(lng, count) });
}

/** A wall's thickness as the spell texts give it: under a square (5 ft) in feet or inches, as
 *  "silná 1 stopu" / "1 foot thick" (Czech accusative of measure), never "0,2 sáhu". */
export function formatThickness(t: TFn, lng: string, feet: number): string {
  if (feet >= 5) return formatDistance(t, lng, feet);
  if (feet >= 1) return t('spellFields.feetAcc', { count: feet, n: num(lng, feet) });
  const inches = Math.round(feet * 12);
  return t('spellFields.inchAcc', { count: inches, n: num(lng, inches) });
}

/** The standard line of the SRD: 5 ft wide (its texts say so; the data stores no width then). */
const STANDARD_LINE_WIDTH_FT = 5;

/** Does the area's text name a line's width (a line that is not the standard 5 ft wide)? */
const namesWidth = (area: Area) => area.shape === 'line' && (area.widthFt ?? STANDARD_LINE_WIDTH_FT) !== STANDARD_LINE_WIDTH_FT;

/** "dráha o délce 12 sáhů" / "60-foot line"; a line's width is named when it is not the standard
 *  5 ft ("… a šířce 2 sáhů", "…, 10 feet wide"); `width: 'always'` (the diagram) or 'never' (the
 *  range text "Ty sám (…)", as the SRD writes it; the area row names the width then). */
export function formatArea(t: TFn, lng: string, area: Area, opts: { width?: 'always' | 'never' } = {}): string {
  const size = formatDistance(t, lng, area.sizeFt, 'gen');
  if (area.shape === 'cylinder' && area.heightFt) return t('spellFields.area.cylinderHeight', { size, height: formatDistance(t, lng, area.heightFt, 'gen') });
  const widthFt = area.shape === 'line' ? (area.widthFt ?? STANDARD_LINE_WIDTH_FT) : undefined;
  if (widthFt !== undefined && opts.width !== 'never' && (namesWidth(area) || opts.width === 'always')) {
    return t('spellFields.area.lineWidth', { size, width: formatDistance(t, lng, widthFt, lng === 'cs' ? 'gen' : 'nom') });
  }
  return t(`spellFields.area.${area.shape}`, { size });
}

/** The spell's area, and the other form the caster may choose instead ("a 20-foot cube or a 10-foot cube"). */
export function formatSpellArea(t: TFn, lng: string, spell: Pick<SpellData, 'area' | 'areaOr'>): string | undefined {
  if (!spell.area) return undefined;
  const area = formatArea(t, lng, spell.area);
  return spell.areaOr ? t('spellFields.areaOr', { area, other: formatArea(t, lng, spell.areaOr) }) : area;
}

/** The area as a spell block's own row, or undefined: a self-centred area is in the range text
 *  already ("Ty sám (kužel …)"), unless it has a second form or a line's width the range text has
 *  no room for. */
export function formatAreaFact(t: TFn, lng: string, spell: Pick<SpellData, 'range' | 'area' | 'areaOr'>): string | undefined {
  if (spell.range.kind === 'self' && spell.range.area && !spell.areaOr && !namesWidth(spell.range.area)) return undefined;
  return formatSpellArea(t, lng, spell);
}

/** The casting-time groups players pick spells by: one action, a bonus action, a reaction, or
 *  longer (minutes or hours). */
export const CASTING_TIME_GROUPS = ['action', 'bonus', 'reaction', 'long'] as const;
export type CastingTimeGroup = (typeof CASTING_TIME_GROUPS)[number];

export function castingTimeGroup(spell: Pick<SpellData, 'castingTime'>): CastingTimeGroup {
  const u = spell.castingTime.unit;
  return u === 'action' || u === 'bonus' || u === 'reaction' ? u : 'long';
}

export function formatCastingTime(t: TFn, spell: Pick<SpellData, 'castingTime'>): string {
  const { amount, unit, trigger, or } = spell.castingTime;
  const base = t(`spellFields.unit.${unit}`, { count: amount });
  if (or) return t('spellFields.castOr', { first: base, second: t(`spellFields.unit.${or.unit}`, { count: or.amount }) });
  return trigger ? base + t(`spellFields.trigger.${trigger}`) : base;
}

export function formatRange(t: TFn, lng: string, spell: Pick<SpellData, 'range'>): string {
  const r = spell.range;
  switch (r.kind) {
    case 'distance':
      // a range given in miles reads in miles, also when they are no whole number (1.5 miles)
      return r.miles ? t('spellFields.mile', { count: r.miles, n: num(lng, r.miles) }) : formatDistance(t, lng, r.feet);
    case 'self':
      return r.area ? t('spellFields.range.selfArea', { area: formatArea(t, lng, r.area, { width: 'never' }) }) : t('spellFields.range.self');
    default:
      return t(`spellFields.range.${r.kind}`);
  }
}

export function formatComponents(t: TFn, spell: Pick<SpellData, 'components'>, material?: string): string {
  const c = spell.components;
  const letters = [c.v && t('spellFields.comp.v'), c.s && t('spellFields.comp.s'), c.m && t('spellFields.comp.m')].filter(Boolean).join(', ');
  return c.m && material ? `${letters} (${material})` : letters;
}

export function formatDuration(t: TFn, spell: Pick<SpellData, 'duration'>): string {
  const d = spell.duration;
  let time: string;
  if (d.unit === 'instantaneous' || d.unit === 'until-dispelled' || d.unit === 'special') {
    time = t(`spellFields.duration.${d.unit}`, { context: d.orTriggered ? 'triggered' : undefined });
  } else {
    time = t(`spellFields.unit.${d.unit}`, { count: d.amount ?? 1 });
  }
  if (d.concentration) return t('spellFields.duration.concentration', { time });
  if (d.upTo) return t('spellFields.duration.upTo', { time });
  return time;
}

export function formatFields(t: TFn, lng: string, spell: SpellData, material?: string) {
  return {
    castingTime: formatCastingTime(t, spell),
    range: formatRange(t, lng, spell),
    components: formatComponents(t, spell, material),
    duration: formatDuration(t, spell),
  };
}
