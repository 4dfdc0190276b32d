// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wallForms, wallSquares } from './walls';

describe('walls', () => {
  it('SRD Wall of Fire: a 60-ft wall 1 ft thick passes through 12 squares; the ring form is there too', () => {
    const [line, ring] = wallForms('wall-of-fire')!;
    expect(line).toEqual({ kind: 'line', lengthFt: 60, thicknessFt: 1 });
    expect(wallSquares(line)!.count).toBe(12);
    expect(ring).toMatchObject({ kind: 'ring', diameterFt: 20 });
    // a circle of radius 2 squares around a grid corner crosses the 12 outer squares of a 4 × 4 block
    // (the 4 inner ones lie inside it)
    const r = wallSquares(ring)!;
    expect(r.count).toBe(12);
    expect(r.squares).not.toContainEqual({ x: 0, y: 0 });
    expect(r.squares).toContainEqual({ x: 1, y: 1 });
    expect(r.squares).toContainEqual({ x: -2, y: 0 });
  });

  it('SRD Wall of Thorns: 60 ft long and 5 ft thick = 12 squares; Blade Barrier 100 ft = 20', () => {
    expect(wallSquares(wallForms('wall-of-thorns')![0])!.count).toBe(12);
    expect(wallSquares(wallForms('blade-barrier')![0])!.count).toBe(20);
    expect(wallSquares(wallForms('wind-wall')![0])!.count).toBe(10);
  });

  it('panels give no count (the caster places them); spells that are no wall have no forms', () => {
    const [panels] = wallForms('wall-of-stone')!;
    expect(panels).toEqual({ kind: 'panels', count: 10, sizeFt: 10 });
    expect(wallSquares(panels)).toBeNull();
    expect(wallForms('fireball')).toBeNull();
  });
});
