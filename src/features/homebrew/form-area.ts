// The homebrew form's area of effect: a shape and size, a line's width, a cylinder's height, and a
// second form the caster may choose instead (Forcecage: a 20-ft cage or a 10-ft box). Typed in
// sáhy in Czech and feet in English like every distance of the form; stored in feet. A width or
// height belongs to its shape only: a field of another shape is kept in the form (switching back
// shows it again) but never saved, so a sphere never carries a cylinder's height.
import type { Area, AreaShape } from '../../data/types';
import { AREA_MAX_FT } from '../../data/schema';

export interface AreaFields {
  areaShape: AreaShape | '';
  areaSize: string;
  /** a line's width; empty = the standard 5-ft line (the catalog stores no width then) */
  areaWidth: string;
  /** a cylinder's height; optional (it does not change the squares covered from above) */
  areaHeight: string;
  /** the second form; '' = none (the player removed it or never added it) */
  orShape: AreaShape | '';
  orSize: string;
  orWidth: string;
  orHeight: string;
}

/** Every distance field of the area, converted on a language switch like the range. */
export const AREA_DISTANCES = ['areaSize', 'areaWidth', 'areaHeight', 'orSize', 'orWidth', 'orHeight'] as const;

export const emptyAreaFields = (): AreaFields => ({ areaShape: '', areaSize: '', areaWidth: '', areaHeight: '', orShape: '', orSize: '', orWidth: '', orHeight: '' });

const { size: MAX_SIZE_FT, width: MAX_WIDTH_FT, height: MAX_HEIGHT_FT } = AREA_MAX_FT;

type Fmt = (feet: number) => string;
type AreaError = { key: string; opts?: Record<string, unknown> };
export type AreaErrors = Partial<Record<keyof AreaFields, AreaError>>;

/** The fields of a stored area and its second form (`fmt` turns feet into the typed unit). */
export function areaToFields(area: Area | undefined, areaOr: Area | undefined, fmt: Fmt): AreaFields {
  const part = (a: Area | undefined) => ({
    shape: a?.shape ?? ('' as const),
    size: a ? fmt(a.sizeFt) : '',
    width: a?.widthFt ? fmt(a.widthFt) : '',
    height: a?.heightFt ? fmt(a.heightFt) : '',
  });
  const a = part(area);
  // a second form without a first one cannot be shown (the catalog has none such)
  const o = part(area ? areaOr : undefined);
  return { areaShape: a.shape, areaSize: a.size, areaWidth: a.width, areaHeight: a.height, orShape: o.shape, orSize: o.size, orWidth: o.width, orHeight: o.height };
}

/** A positive number up to `max` (dot or comma decimals), or null. */
export function positive(v: string, max: number): number | null {
  const t = v.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= max ? n : null;
}

/** Reads the area and its second form; errors go into `e` under the field's key. `u` = feet per
 *  typed unit. No area, no second form. */
export function areaFromFields(f: AreaFields, u: number, e: AreaErrors): { area?: Area; areaOr?: Area } {
  const read = (shape: AreaShape, size: string, width: string, height: string, keys: { size: keyof AreaFields; width: keyof AreaFields; height: keyof AreaFields }): Area | undefined => {
    const limit = (maxFt: number) => ({ key: 'positive', opts: { max: Math.floor(maxFt / u) } });
    const s = positive(size, MAX_SIZE_FT / u);
    if (s === null) e[keys.size] = limit(MAX_SIZE_FT);
    let widthFt: number | undefined;
    if (shape === 'line' && width.trim()) {
      const w = positive(width, MAX_WIDTH_FT / u);
      if (w === null) e[keys.width] = limit(MAX_WIDTH_FT);
      else widthFt = w * u;
    }
    let heightFt: number | undefined;
    if (shape === 'cylinder' && height.trim()) {
      const h = positive(height, MAX_HEIGHT_FT / u);
      if (h === null) e[keys.height] = limit(MAX_HEIGHT_FT);
      else heightFt = h * u;
    }
    if (s === null) return undefined;
    return { shape, sizeFt: s * u, ...(widthFt !== undefined ? { widthFt } : {}), ...(heightFt !== undefined ? { heightFt } : {}) };
  };
  if (!f.areaShape) return {};
  const area = read(f.areaShape, f.areaSize, f.areaWidth, f.areaHeight, { size: 'areaSize', width: 'areaWidth', height: 'areaHeight' });
  const areaOr = f.orShape ? read(f.orShape, f.orSize, f.orWidth, f.orHeight, { size: 'orSize', width: 'orWidth', height: 'orHeight' }) : undefined;
  return { ...(area ? { area } : {}), ...(areaOr ? { areaOr } : {}) };
}
