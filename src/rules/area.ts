// Areas of effect on a square grid (PHB ch.10 "Oblasti účinku" / SRD 5.1). Pure geometry.
//
// GRID. Squares of 1 sáh (5 ft). Coordinates are in sáhy; square (x, y) covers [x, x+1] × [y, y+1]
// (x grows east, y grows south, as drawn on screen).
//
// COUNTING METHOD (the one method used everywhere in Grimoár):
//   a square belongs to the area when the template covers AT LEAST HALF of the square's area.
//   The covered part is computed exactly, not by sampling: convex-polygon clipping (shoelace area)
//   for line, cube and cone, a closed-form circle ∩ rectangle area for sphere and cylinder.
//   Exactly half counts (with a 1e-9 tolerance for floating point).
//   Thinner than a square: a line's width or a line's, cube's or cone's size under 1 sáh counts as 1 sáh, so a 1-ft line hits each square its axis runs through (for at least half a square), like a 5-ft one (walls.ts counts thin walls alike).
//
// PLACEMENT on the grid (the template as seen from above):
//   - sphere, cylinder: the point of origin is a grid intersection, (0, 0), and the centre of the
//     circle. A cylinder's height does not change which squares are covered from above.
//     The chapter: the point of origin IS included — the four squares that meet at it always count.
//   - line, cube, cone: the point of origin is the middle of the east edge of the "origin square"
//     (-1, 0) — the square of the caster or the creature the effect starts from — i.e. the point
//     (0, 0.5). The template extends east, along the grid:
//       line: length × width (width 5 ft unless given); cube: edge × edge, its near face on x = 0;
//       cone: its width at any distance from the origin equals that distance; flat end at its length.
//     Sides that are a whole number of squares are snapped to grid lines (for even widths the
//     origin then lies half a square off the face's middle — still on the face, as the rules allow).
//     The chapter: the point of origin is NOT included unless the caster chooses; `includeOrigin`
//     adds the origin square.
// Sizes are given in feet as in the spell data (AreaTemplate is structurally the catalog's Area).
import { circleRectArea, clipToRect, polygonArea } from './geometry';

export type AreaShapeId = 'line' | 'cone' | 'cube' | 'sphere' | 'cylinder';

export interface AreaTemplate {
  shape: AreaShapeId;
  /** line, cone: length; cube: edge; sphere, cylinder: radius — in feet */
  sizeFt: number;
  /** line only: width in feet; default 5 ft (1 sáh) */
  widthFt?: number;
}

export interface AreaOptions {
  /** line, cone, cube: the caster chooses to include the point of origin (its square). Ignored
   *  for sphere and cylinder, whose origin is always included. */
  includeOrigin?: boolean;
}

export interface Square {
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export const FEET_PER_SQUARE = 5;
export const DEFAULT_LINE_WIDTH_FT = 5;
/** Share of a square the template must cover for the square to count. */
export const COVERAGE_THRESHOLD = 0.5;
const EPS = 1e-9;
/** Above this many squares across, areaSquares() does not list squares (areaSquareCount() still counts). */
export const MAX_LISTED_SPAN = 200;

/** The point of origin in grid coordinates (sáhy). */
export function originPoint(shape: AreaShapeId): Point {
  return shape === 'sphere' || shape === 'cylinder' ? { x: 0, y: 0 } : { x: 0, y: 0.5 };
}

/** The square the point of origin belongs to for line, cone and cube (the caster's square); null for sphere/cylinder. */
export function originSquare(shape: AreaShapeId): Square | null {
  return shape === 'sphere' || shape === 'cylinder' ? null : { x: -1, y: 0 };
}

/** True when the chapter includes the point of origin in the area without the caster choosing it. */
export function originIncludedByDefault(shape: AreaShapeId): boolean {
  return shape === 'sphere' || shape === 'cylinder';
}

function assertTemplate(t: AreaTemplate): void {
  if (!(Number.isFinite(t.sizeFt) && t.sizeFt > 0)) throw new RangeError(`area size must be a positive number of feet, got ${t.sizeFt}`);
  if (t.widthFt !== undefined && !(Number.isFinite(t.widthFt) && t.widthFt > 0)) throw new RangeError(`line width must be positive, got ${t.widthFt}`);
}

const isWhole = (n: number) => Math.abs(n - Math.round(n)) < EPS;

/** The template the squares are counted with: sides under 1 sáh widened to 1 sáh (COUNTING METHOD). */
function countedTemplate(t: AreaTemplate): AreaTemplate {
  if (t.shape === 'sphere' || t.shape === 'cylinder') return t;
  const sizeFt = Math.max(t.sizeFt, FEET_PER_SQUARE);
  if (t.shape !== 'line') return { ...t, sizeFt };
  return { ...t, sizeFt, widthFt: Math.max(t.widthFt ?? DEFAULT_LINE_WIDTH_FT, FEET_PER_SQUARE) };
}

/** [top, bottom] of a band `w` squares wide containing y = 0.5, snapped to grid lines when w is whole. */
function band(w: number): [number, number] {
  if (isWhole(w)) {
    const top = -Math.floor((Math.round(w) - 1) / 2);
    return [top, top + Math.round(w)];
  }
  return [0.5 - w / 2, 0.5 + w / 2];
}

/** Vertices (clockwise on screen) of the template as a polygon; null for sphere/cylinder. */
export function templatePolygon(t: AreaTemplate): Point[] | null {
  const size = t.sizeFt / FEET_PER_SQUARE;
  switch (t.shape) {
    case 'line': {
      const [top, bottom] = band((t.widthFt ?? DEFAULT_LINE_WIDTH_FT) / FEET_PER_SQUARE);
      return [{ x: 0, y: top }, { x: size, y: top }, { x: size, y: bottom }, { x: 0, y: bottom }];
    }
    case 'cube': {
      const [top, bottom] = band(size);
      return [{ x: 0, y: top }, { x: size, y: top }, { x: size, y: bottom }, { x: 0, y: bottom }];
    }
    case 'cone':
      return [{ x: 0, y: 0.5 }, { x: size, y: 0.5 - size / 2 }, { x: size, y: 0.5 + size / 2 }];
    default:
      return null;
  }
}

/** Share (0..1) of square (x, y) covered by the template (without the origin rule). */
export function squareCoverage(t: AreaTemplate, sq: Square): number {
  assertTemplate(t);
  if (t.shape === 'sphere' || t.shape === 'cylinder') {
    return Math.max(0, Math.min(1, circleRectArea(t.sizeFt / FEET_PER_SQUARE, sq.x, sq.y, sq.x + 1, sq.y + 1)));
  }
  const poly = templatePolygon(t) as Point[];
  const clipped = clipToRect(poly, sq.x, sq.y, sq.x + 1, sq.y + 1);
  return clipped.length < 3 ? 0 : Math.min(1, polygonArea(clipped));
}

/** Vertical extent [top, bottom] of the template at abscissa x, or null where it has none. */
function crossSection(t: AreaTemplate, x: number): [number, number] | null {
  const size = t.sizeFt / FEET_PER_SQUARE;
  if (t.shape === 'sphere' || t.shape === 'cylinder') {
    if (x < -size || x > size) return null;
    const h = Math.sqrt(Math.max(0, size * size - x * x));
    return [-h, h];
  }
  if (x < 0 || x > size) return null;
  if (t.shape === 'cone') return [0.5 - x / 2, 0.5 + x / 2];
  const [top, bottom] = band(t.shape === 'line' ? (t.widthFt ?? DEFAULT_LINE_WIDTH_FT) / FEET_PER_SQUARE : size);
  return [top, bottom];
}

interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Squares (inclusive index ranges) that the template can touch. */
function candidateBounds(t: AreaTemplate): Bounds {
  const size = t.sizeFt / FEET_PER_SQUARE;
  if (t.shape === 'sphere' || t.shape === 'cylinder') {
    const n = Math.ceil(size - EPS);
    return { minX: -n, maxX: n - 1, minY: -n, maxY: n - 1 };
  }
  const poly = templatePolygon(t) as Point[];
  const ys = poly.map((p) => p.y);
  return { minX: 0, maxX: Math.ceil(size - EPS) - 1, minY: Math.floor(Math.min(...ys) + EPS), maxY: Math.ceil(Math.max(...ys) - EPS) - 1 };
}

/**
 * Walks the columns of the template: squares fully inside the template are reported as runs
 * without computing their coverage; only squares on the boundary are measured exactly.
 * onRun(x, yFrom, yTo) is called for each covered run of squares in column x (inclusive).
 */
function scan(t: AreaTemplate, onRun: (x: number, yFrom: number, yTo: number) => void): void {
  const b = candidateBounds(t);
  const circle = t.shape === 'sphere' || t.shape === 'cylinder';
  const size = t.sizeFt / FEET_PER_SQUARE;
  const xMin = circle ? -size : 0;
  const xMax = size;
  for (let x = b.minX; x <= b.maxX; x++) {
    // cross sections at the column's ends (and its middle axis for a circle) bound the template in the column
    const xs = [Math.max(x, xMin), Math.min(x + 1, xMax)];
    if (circle && x < 0 && x + 1 > 0) xs.push(0);
    const secs = xs.map((v) => crossSection(t, v)).filter((s): s is [number, number] => s !== null);
    if (secs.length === 0) continue;
    const inTop = Math.max(...secs.map((s) => s[0]));
    const inBottom = Math.min(...secs.map((s) => s[1]));
    // rows fully inside on the whole column width: only when the column lies fully within the x-extent
    const columnInside = x >= xMin - EPS && x + 1 <= xMax + EPS;
    const fullFrom = columnInside ? Math.ceil(inTop - EPS) : Number.POSITIVE_INFINITY;
    const fullTo = columnInside ? Math.floor(inBottom + EPS) - 1 : Number.NEGATIVE_INFINITY;
    let runStart: number | null = null;
    const flush = (last: number) => {
      if (runStart !== null) onRun(x, runStart, last);
      runStart = null;
    };
    for (let y = b.minY; y <= b.maxY; y++) {
      if (y >= fullFrom && y <= fullTo) {
        // the full interior of the column: no need to measure
        if (runStart === null) runStart = y;
        y = fullTo;
        continue;
      }
      if (squareCoverage(t, { x, y }) >= COVERAGE_THRESHOLD - EPS) {
        if (runStart === null) runStart = y;
      } else {
        flush(y - 1);
      }
    }
    flush(b.maxY);
  }
}

function originSquaresIncluded(t: AreaTemplate, opts: AreaOptions): Square[] {
  if (originIncludedByDefault(t.shape)) return [{ x: -1, y: -1 }, { x: 0, y: -1 }, { x: -1, y: 0 }, { x: 0, y: 0 }];
  const o = originSquare(t.shape);
  return opts.includeOrigin && o ? [o] : [];
}

/**
 * Number of 1-sáh squares the template covers under the counting method above, including the
 * point of origin by the chapter's rules (sphere, cylinder: always; line, cone, cube: only with
 * includeOrigin).
 */
export function areaSquareCount(template: AreaTemplate, opts: AreaOptions = {}): number {
  assertTemplate(template);
  const t = countedTemplate(template);
  const size = t.sizeFt / FEET_PER_SQUARE;
  // closed forms for grid-aligned rectangles (e.g. a cube of 40 000 ft)
  if ((t.shape === 'cube' && isWhole(size)) || (t.shape === 'line' && isWhole(size) && isWhole((t.widthFt ?? DEFAULT_LINE_WIDTH_FT) / FEET_PER_SQUARE))) {
    const w = t.shape === 'cube' ? Math.round(size) : Math.round((t.widthFt ?? DEFAULT_LINE_WIDTH_FT) / FEET_PER_SQUARE);
    return Math.round(size) * w + (opts.includeOrigin ? 1 : 0);
  }
  let n = 0;
  const extra = new Map<string, Square>();
  for (const s of originSquaresIncluded(t, opts)) extra.set(`${s.x},${s.y}`, s);
  scan(t, (x, from, to) => {
    n += to - from + 1;
    for (const s of extra.values()) if (s.x === x && s.y >= from && s.y <= to) extra.delete(`${s.x},${s.y}`);
  });
  return n + extra.size;
}

export interface AreaSquares {
  /** covered squares, sorted by y then x */
  squares: Square[];
  count: number;
  /** the point of origin (grid coordinates, sáhy) */
  origin: Point;
  /** line, cone, cube: the origin square (caster's square); null for sphere/cylinder */
  originSquare: Square | null;
  /** whether the point of origin is part of the area in this count */
  originIncluded: boolean;
  /** inclusive square index ranges covering the template and the origin square */
  bounds: Bounds;
  /** the template's outline: polygon vertices, or a circle */
  outline: { kind: 'polygon'; points: Point[] } | { kind: 'circle'; center: Point; radius: number };
}

/**
 * The covered squares themselves (for drawing), or null when the template is more than
 * MAX_LISTED_SPAN squares across (use areaSquareCount for those).
 */
export function areaSquares(t: AreaTemplate, opts: AreaOptions = {}): AreaSquares | null {
  assertTemplate(t);
  const counted = countedTemplate(t);
  const cb = candidateBounds(counted);
  if (cb.maxX - cb.minX + 1 > MAX_LISTED_SPAN || cb.maxY - cb.minY + 1 > MAX_LISTED_SPAN) return null;
  const set = new Map<string, Square>();
  scan(counted, (x, from, to) => {
    for (let y = from; y <= to; y++) set.set(`${x},${y}`, { x, y });
  });
  for (const s of originSquaresIncluded(t, opts)) set.set(`${s.x},${s.y}`, s);
  const squares = [...set.values()].sort((a, b) => a.y - b.y || a.x - b.x);
  const oSq = originSquare(t.shape);
  const bounds = { ...cb };
  if (oSq) {
    bounds.minX = Math.min(bounds.minX, oSq.x);
    bounds.minY = Math.min(bounds.minY, oSq.y);
    bounds.maxY = Math.max(bounds.maxY, oSq.y);
  }
  const poly = templatePolygon(t);
  return {
    squares,
    count: squares.length,
    origin: originPoint(t.shape),
    originSquare: oSq,
    originIncluded: originIncludedByDefault(t.shape) || !!opts.includeOrigin,
    bounds,
    outline: poly ? { kind: 'polygon', points: poly } : { kind: 'circle', center: { x: 0, y: 0 }, radius: t.sizeFt / FEET_PER_SQUARE },
  };
}
