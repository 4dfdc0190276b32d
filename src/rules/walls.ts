// Walls (Wall of Fire, Ice, Stone, Thorns, Force, Wind Wall, Blade Barrier, Prismatic Wall): the
// forms their texts allow, on the grid of 1-sáh squares. Sources: SRD 5.1 spell descriptions.
// COUNTING: a wall thinner than a square is a line through squares — it counts the squares it passes
// through (a straight wall along a row: one square per sáh of length; a ring: every square its
// circle crosses). A wall a square thick is the line template of area.ts. Panels (Wall of Stone,
// Force, Ice) are placed one by one as the caster likes: the rules give no square count, so none is
// given here either.
import { FEET_PER_SQUARE, type Point, type Square } from './area';

export type WallForm =
  | { kind: 'line'; lengthFt: number; thicknessFt: number }
  | { kind: 'ring'; diameterFt: number; thicknessFt: number }
  | { kind: 'panels'; count: number; sizeFt: number }
  | { kind: 'sphere'; radiusFt: number };

const WALLS: Record<string, readonly WallForm[]> = {
  'wall-of-fire': [{ kind: 'line', lengthFt: 60, thicknessFt: 1 }, { kind: 'ring', diameterFt: 20, thicknessFt: 1 }],
  'wall-of-thorns': [{ kind: 'line', lengthFt: 60, thicknessFt: 5 }, { kind: 'ring', diameterFt: 20, thicknessFt: 5 }],
  'wind-wall': [{ kind: 'line', lengthFt: 50, thicknessFt: 1 }],
  'blade-barrier': [{ kind: 'line', lengthFt: 100, thicknessFt: 5 }, { kind: 'ring', diameterFt: 60, thicknessFt: 5 }],
  'prismatic-wall': [{ kind: 'line', lengthFt: 90, thicknessFt: 1 / 12 }, { kind: 'sphere', radiusFt: 15 }],
  'wall-of-ice': [{ kind: 'panels', count: 10, sizeFt: 10 }, { kind: 'sphere', radiusFt: 10 }],
  'wall-of-stone': [{ kind: 'panels', count: 10, sizeFt: 10 }],
  'wall-of-force': [{ kind: 'panels', count: 10, sizeFt: 10 }, { kind: 'sphere', radiusFt: 10 }],
};

/** The forms a wall spell may take, or null when the spell is not a wall. */
export function wallForms(spellId: string): readonly WallForm[] | null {
  return WALLS[spellId] ?? null;
}

export interface WallSquares {
  squares: Square[];
  count: number;
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
  outline: { kind: 'polygon'; points: Point[] } | { kind: 'ring'; center: Point; radius: number; thickness: number };
}

/** Squares a straight wall or a ring covers (see COUNTING), or null for panels and spheres. */
export function wallSquares(form: WallForm): WallSquares | null {
  if (form.kind === 'line') {
    const length = Math.ceil(form.lengthFt / FEET_PER_SQUARE - 1e-9);
    const rows = Math.max(1, Math.round(form.thicknessFt / FEET_PER_SQUARE));
    const squares: Square[] = [];
    for (let y = 0; y < rows; y++) for (let x = 0; x < length; x++) squares.push({ x, y });
    const half = Math.min(rows, form.thicknessFt / FEET_PER_SQUARE) / 2;
    const mid = rows / 2;
    const points = [{ x: 0, y: mid - half }, { x: length, y: mid - half }, { x: length, y: mid + half }, { x: 0, y: mid + half }];
    return { squares, count: squares.length, bounds: { minX: 0, maxX: length - 1, minY: 0, maxY: rows - 1 }, outline: { kind: 'polygon', points } };
  }
  if (form.kind === 'ring') {
    const r = form.diameterFt / 2 / FEET_PER_SQUARE;
    const thick = form.thicknessFt / FEET_PER_SQUARE;
    // a ring a square thick is the band between r - 1 and r (the wall's outer face on the circle)
    const inner = thick >= 1 ? r - Math.round(thick) : r;
    const n = Math.ceil(r);
    const squares: Square[] = [];
    for (let y = -n; y < n; y++) {
      for (let x = -n; x < n; x++) {
        const near = Math.hypot(Math.max(0, x, -(x + 1)), Math.max(0, y, -(y + 1)));
        const far = Math.hypot(Math.max(Math.abs(x), Math.abs(x + 1)), Math.max(Math.abs(y), Math.abs(y + 1)));
        // the ring's band meets the open square
        if (near < r - 1e-9 && far > inner + 1e-9) squares.push({ x, y });
      }
    }
    return { squares, count: squares.length, bounds: { minX: -n, maxX: n - 1, minY: -n, maxY: n - 1 }, outline: { kind: 'ring', center: { x: 0, y: 0 }, radius: r, thickness: thick } };
  }
  return null;
}
