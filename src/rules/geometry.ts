// Exact plane areas for the area-of-effect count (area.ts): polygon clipping and circle ∩ rectangle.
import type { Point } from './area';

/** Area of a polygon (shoelace), absolute. */
export function polygonArea(p: Point[]): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const q = p[i];
    const r = p[(i + 1) % p.length];
    a += q.x * r.y - r.x * q.y;
  }
  return Math.abs(a) / 2;
}

/** Clip a convex polygon to an axis-aligned rectangle (Sutherland–Hodgman). */
export function clipToRect(poly: Point[], x0: number, y0: number, x1: number, y1: number): Point[] {
  const edges: { inside: (p: Point) => boolean; cut: (a: Point, b: Point) => Point }[] = [
    { inside: (p) => p.x >= x0, cut: (a, b) => ({ x: x0, y: a.y + ((b.y - a.y) * (x0 - a.x)) / (b.x - a.x) }) },
    { inside: (p) => p.x <= x1, cut: (a, b) => ({ x: x1, y: a.y + ((b.y - a.y) * (x1 - a.x)) / (b.x - a.x) }) },
    { inside: (p) => p.y >= y0, cut: (a, b) => ({ x: a.x + ((b.x - a.x) * (y0 - a.y)) / (b.y - a.y), y: y0 }) },
    { inside: (p) => p.y <= y1, cut: (a, b) => ({ x: a.x + ((b.x - a.x) * (y1 - a.y)) / (b.y - a.y), y: y1 }) },
  ];
  let out = poly;
  for (const e of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      const ci = e.inside(cur);
      const pi = e.inside(prev);
      if (ci) {
        if (!pi) out.push(e.cut(prev, cur));
        out.push(cur);
      } else if (pi) {
        out.push(e.cut(prev, cur));
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

/** Area of the circle of radius r centred at 0 within [0, x] × [0, y], for x, y ≥ 0. */
function quarterArea(r: number, x: number, y: number): number {
  const F = (t: number) => (t * Math.sqrt(Math.max(0, r * r - t * t)) + r * r * Math.asin(Math.min(1, t / r))) / 2;
  const xm = Math.min(x, r);
  if (xm <= 0 || y <= 0) return 0;
  if (y >= r) return F(xm);
  const ts = Math.sqrt(r * r - y * y); // where the arc is at height y
  if (xm <= ts) return y * xm;
  return y * ts + F(xm) - F(ts);
}

/** Signed area of the circle within the rectangle spanned by (0,0) and (x,y). */
function cornerArea(r: number, x: number, y: number): number {
  return Math.sign(x) * Math.sign(y) * quarterArea(r, Math.abs(x), Math.abs(y));
}

export function circleRectArea(r: number, x0: number, y0: number, x1: number, y1: number): number {
  return cornerArea(r, x1, y1) - cornerArea(r, x0, y1) - cornerArea(r, x1, y0) + cornerArea(r, x0, y0);
}
