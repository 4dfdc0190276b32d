import { describe, expect, it } from 'vitest';
import {
  MAX_LISTED_SPAN,
  areaSquareCount,
  areaSquares,
  originIncludedByDefault,
  squareCoverage,
  type AreaShapeId,
  type AreaTemplate,
  type Square,
} from './area';

const key = (s: Square) => `${s.x},${s.y}`;
const keys = (t: AreaTemplate, opts = {}) => new Set(areaSquares(t, opts)!.squares.map(key));

/** Independent check: classify a square by sampling 80 × 80 points of it (no shared code). */
function sampledShare(t: AreaTemplate, sq: Square): number {
  const n = 80;
  const size = t.sizeFt / 5;
  const w = (t.widthFt ?? 5) / 5;
  let inside = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const x = sq.x + (i + 0.5) / n;
      const y = sq.y + (j + 0.5) / n;
      let ok = false;
      if (t.shape === 'sphere' || t.shape === 'cylinder') ok = x * x + y * y <= size * size;
      else if (t.shape === 'cone') ok = x >= 0 && x <= size && Math.abs(y - 0.5) <= x / 2;
      else if (t.shape === 'cube') ok = x >= 0 && x <= size && y >= -Math.floor((size - 1) / 2) && y <= -Math.floor((size - 1) / 2) + size;
      else ok = x >= 0 && x <= size && y >= -Math.floor((w - 1) / 2) && y <= -Math.floor((w - 1) / 2) + w;
      if (ok) inside++;
    }
  }
  return inside / (n * n);
}

describe('square counts for the SRD sizes (a square counts when at least half covered)', () => {
  it.each([
    [5, 4],
    [10, 12],
    [15, 32],
    [20, 52],
    [30, 112],
    [40, 208],
  ])('sphere of radius %i ft covers %i squares', (sizeFt, n) => {
    expect(areaSquareCount({ shape: 'sphere', sizeFt })).toBe(n);
    expect(areaSquares({ shape: 'sphere', sizeFt })!.count).toBe(n);
  });

  it('a cylinder covers the same squares as a sphere of its radius (seen from above)', () => {
    for (const sizeFt of [5, 10, 20, 40, 50, 60]) {
      expect(keys({ shape: 'cylinder', sizeFt })).toEqual(keys({ shape: 'sphere', sizeFt }));
    }
  });

  it.each([
    [15, 5],
    [30, 18],
    [60, 72],
  ])('cone of %i ft covers %i squares (origin not included)', (sizeFt, n) => {
    expect(areaSquareCount({ shape: 'cone', sizeFt })).toBe(n);
    expect(areaSquares({ shape: 'cone', sizeFt })!.count).toBe(n);
  });

  it.each([5, 10, 15, 20, 25, 30, 35, 40])('cube of %i ft covers (edge in sáhy)² squares', (sizeFt) => {
    const edge = sizeFt / 5;
    expect(areaSquareCount({ shape: 'cube', sizeFt })).toBe(edge * edge);
    expect(areaSquares({ shape: 'cube', sizeFt })!.count).toBe(edge * edge);
  });

  it.each([30, 60, 90, 100, 120])('line of %i ft × 5 ft covers one square per sáh of length', (sizeFt) => {
    expect(areaSquareCount({ shape: 'line', sizeFt })).toBe(sizeFt / 5);
    expect(areaSquares({ shape: 'line', sizeFt })!.count).toBe(sizeFt / 5);
  });

  it('a wider line counts its width too', () => {
    expect(areaSquareCount({ shape: 'line', sizeFt: 60, widthFt: 10 })).toBe(24);
    expect(areaSquares({ shape: 'line', sizeFt: 60, widthFt: 10 })!.count).toBe(24);
    expect(areaSquareCount({ shape: 'line', sizeFt: 60, widthFt: 15 })).toBe(36);
  });

  it('counts huge grid-aligned areas without listing them', () => {
    expect(areaSquareCount({ shape: 'cube', sizeFt: 40000 })).toBe(64_000_000);
    expect(areaSquares({ shape: 'cube', sizeFt: 40000 })).toBeNull();
    expect(areaSquares({ shape: 'sphere', sizeFt: 5 * MAX_LISTED_SPAN })).toBeNull();
    expect(areaSquares({ shape: 'sphere', sizeFt: 360 })).not.toBeNull();
  });
});

describe('point of origin (chapter 10)', () => {
  it('sphere and cylinder include it; the four squares meeting at it always count', () => {
    for (const shape of ['sphere', 'cylinder'] as const) {
      expect(originIncludedByDefault(shape)).toBe(true);
      const k = keys({ shape, sizeFt: 5 });
      for (const s of ['-1,-1', '0,-1', '-1,0', '0,0']) expect(k.has(s)).toBe(true);
      expect(areaSquareCount({ shape, sizeFt: 20 }, { includeOrigin: true })).toBe(areaSquareCount({ shape, sizeFt: 20 }));
      // even a template too small to cover them under the half rule keeps its origin
      expect(areaSquareCount({ shape, sizeFt: 2.5 })).toBe(4);
    }
  });

  it.each(['line', 'cone', 'cube'] as const)('%s excludes it unless the caster chooses', (shape) => {
    expect(originIncludedByDefault(shape)).toBe(false);
    const t: AreaTemplate = { shape, sizeFt: 30 };
    const without = areaSquares(t)!;
    const withIt = areaSquares(t, { includeOrigin: true })!;
    expect(without.originSquare).toEqual({ x: -1, y: 0 });
    expect(without.squares.map(key)).not.toContain('-1,0');
    expect(withIt.squares.map(key)).toContain('-1,0');
    expect(withIt.count).toBe(without.count + 1);
    expect(areaSquareCount(t, { includeOrigin: true })).toBe(areaSquareCount(t) + 1);
  });
});

describe('geometry properties', () => {
  it('spheres and cylinders have 4-fold symmetry about their origin', () => {
    for (const shape of ['sphere', 'cylinder'] as const) {
      for (let sizeFt = 5; sizeFt <= 80; sizeFt += 5) {
        const k = keys({ shape, sizeFt });
        for (const s of areaSquares({ shape, sizeFt })!.squares) {
          expect(k.has(key({ x: -1 - s.x, y: s.y }))).toBe(true); // mirror left-right
          expect(k.has(key({ x: s.x, y: -1 - s.y }))).toBe(true); // mirror up-down
          expect(k.has(key({ x: s.y, y: -1 - s.x }))).toBe(true); // quarter turn
        }
      }
    }
  });

  it('cones, lines and cubes are symmetric about their axis', () => {
    for (const shape of ['cone', 'line', 'cube'] as const) {
      for (const sizeFt of [15, 25, 30, 60]) {
        const k = keys({ shape, sizeFt });
        // the axis is y = 0.5; for odd widths row y mirrors to row -y
        if (shape === 'cube' && (sizeFt / 5) % 2 === 0) continue;
        for (const s of k) {
          const [x, y] = s.split(',').map(Number);
          expect(k.has(`${x},${-y}`)).toBe(true);
        }
      }
    }
  });

  it.each(['sphere', 'cylinder', 'cone', 'cube', 'line'] as AreaShapeId[])('%s grows strictly with its size', (shape) => {
    let prev = 0;
    for (let sizeFt = 5; sizeFt <= 200; sizeFt += 5) {
      const n = areaSquareCount({ shape, sizeFt });
      expect(n).toBeGreaterThan(prev);
      prev = n;
    }
  });

  it('a larger template covers every square of a smaller one (same shape)', () => {
    for (const shape of ['sphere', 'cone', 'cube', 'line'] as AreaShapeId[]) {
      for (let sizeFt = 5; sizeFt < 80; sizeFt += 5) {
        const small = keys({ shape, sizeFt });
        const big = keys({ shape, sizeFt: sizeFt + 5 });
        for (const s of small) expect(big.has(s)).toBe(true);
      }
    }
  });

  it('the coverage of all squares adds up to the template area (exact geometry)', () => {
    const areaOf: Record<AreaShapeId, (s: number) => number> = {
      sphere: (s) => Math.PI * s * s,
      cylinder: (s) => Math.PI * s * s,
      cone: (s) => (s * s) / 2,
      cube: (s) => s * s,
      line: (s) => s,
    };
    for (const shape of Object.keys(areaOf) as AreaShapeId[]) {
      for (const sizeFt of [5, 15, 20, 35, 60]) {
        const s = sizeFt / 5;
        let sum = 0;
        for (let x = -s - 1; x <= s + 1; x++) for (let y = -s - 1; y <= s + 1; y++) sum += squareCoverage({ shape, sizeFt }, { x, y });
        expect(sum).toBeCloseTo(areaOf[shape](s), 6);
      }
    }
  });

  it('agrees with an independent point-sampling classification', () => {
    const cases: AreaTemplate[] = [
      { shape: 'sphere', sizeFt: 5 },
      { shape: 'sphere', sizeFt: 20 },
      { shape: 'sphere', sizeFt: 30 },
      { shape: 'cone', sizeFt: 15 },
      { shape: 'cone', sizeFt: 30 },
      { shape: 'cube', sizeFt: 15 },
      { shape: 'line', sizeFt: 30 },
    ];
    for (const t of cases) {
      const k = keys(t);
      const s = t.sizeFt / 5;
      for (let x = -s - 1; x <= s + 1; x++) {
        for (let y = -s - 1; y <= s + 1; y++) {
          const share = sampledShare(t, { x, y });
          if (Math.abs(share - 0.5) < 0.02) continue; // too close to call by sampling
          expect(k.has(`${x},${y}`), `${t.shape} ${t.sizeFt} square ${x},${y} share ${share}`).toBe(share >= 0.5);
        }
      }
    }
  });

  it('a square exactly half covered counts (the cone next to its origin)', () => {
    expect(squareCoverage({ shape: 'cone', sizeFt: 15 }, { x: 0, y: 0 })).toBeCloseTo(0.5, 12);
    expect(keys({ shape: 'cone', sizeFt: 15 }).has('0,0')).toBe(true);
  });

  it('rejects sizes that are not positive', () => {
    expect(() => areaSquareCount({ shape: 'sphere', sizeFt: 0 })).toThrow(RangeError);
    expect(() => areaSquareCount({ shape: 'line', sizeFt: 30, widthFt: -5 })).toThrow(RangeError);
    expect(() => areaSquares({ shape: 'cone', sizeFt: Number.NaN })).toThrow(RangeError);
  });
});

describe('templates thinner than a square', () => {
  it('a 1-ft line hits each square its axis runs through, as many as a 5-ft line of that length', () => {
    expect(keys({ shape: 'line', sizeFt: 30, widthFt: 1 })).toEqual(new Set(['0,0', '1,0', '2,0', '3,0', '4,0', '5,0']));
    expect(areaSquareCount({ shape: 'line', sizeFt: 30, widthFt: 1 })).toBe(6);
    for (const sizeFt of [5, 12, 30, 62]) {
      for (const widthFt of [0.5, 1, 2, 3, 4]) {
        expect(areaSquareCount({ shape: 'line', sizeFt, widthFt })).toBe(areaSquareCount({ shape: 'line', sizeFt }));
        expect(keys({ shape: 'line', sizeFt, widthFt })).toEqual(keys({ shape: 'line', sizeFt }));
      }
    }
  });

  it('a line, cube or cone shorter than a square still hits the square in front of its origin', () => {
    for (const shape of ['line', 'cube', 'cone'] as const) {
      expect(areaSquareCount({ shape, sizeFt: 1 })).toBe(1);
      expect(keys({ shape, sizeFt: 2 })).toEqual(new Set(['0,0']));
      expect(areaSquareCount({ shape, sizeFt: 1 }, { includeOrigin: true })).toBe(2);
    }
  });

  it('the outline stays the real template (only the count widens it)', () => {
    const drawn = areaSquares({ shape: 'line', sizeFt: 30, widthFt: 1 })!;
    expect(drawn.outline).toEqual({ kind: 'polygon', points: [{ x: 0, y: 0.4 }, { x: 6, y: 0.4 }, { x: 6, y: 0.6 }, { x: 0, y: 0.6 }] });
  });
});
