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

export function formatArea(t: TFn, lng: string, area: Area): string {
  const size = formatDistance(t, lng, area.sizeFt, 'gen');
  if (area.shape === 'cylinder' && area.heightFt) return t('spellFields.area.cylinderHeight', { size, height: formatDistance(t, lng, area.heightFt, 'gen') });
  return t(`spellFields.area.${area.shape}`, { size });
}

/** The spell's area, and the other form the caster may choose instead ("a 20-foot cube or a 10-foot cube"). */
export function formatSpellArea(t: TFn, lng: string, spell: Pick<SpellData, 'area' | 'areaOr'>): string | undefined {
  if (!spell.area) return undefined;
  const area = formatArea(t, lng, spell.area);
  return spell.areaOr ? t('spellFields.areaOr', { area, other: formatArea(t, lng, spell.areaOr) }) : area;
}

/** The area as a spell block's own row, or undefined: a self-centred area is in the range text
 *  already ("Ty sám (kužel …)"), unless it has a second form the range text has no room for. */
export function formatAreaFact(t: TFn, lng: string, spell: Pick<SpellData, 'range' | 'area' | 'areaOr'>): string | undefined {
  if (spell.range.kind === 'self' && spell.range.area && !spell.areaOr) return undefined;
  return formatSpellArea(t, lng, spell);
}

export function formatCastingTime(t: TFn, spell: Pick<SpellData, 'castingTime'>): string {
  const { amount, unit, trigger } = spell.castingTime;
  const base = t(`spellFields.unit.${unit}`, { count: amount });
  return trigger ? base + t(`spellFields.trigger.${trigger}`) : base;
}

export function formatRange(t: TFn, lng: string, spell: Pick<SpellData, 'range'>): string {
  const r = spell.range;
  switch (r.kind) {
    case 'distance':
      return formatDistance(t, lng, r.feet);
    case 'self':
      return r.area ? t('spellFields.range.selfArea', { area: formatArea(t, lng, r.area) }) : t('spellFields.range.self');
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
    time = t(`spellFields.duration.${d.unit}`);
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
