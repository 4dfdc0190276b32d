import { describe, expect, it } from 'vitest';
import type { Spell } from '../../data/types';
import { HEADING_PX, layoutList, ROW_PX, visibleRange } from './list-layout';

const spell = (id: string, level: number) => ({ id, level, text: { name: id } }) as unknown as Spell;
const spells = [spell('a', 0), spell('b', 0), spell('c', 1), spell('d', 3), spell('e', 3), spell('f', 3)];

describe('list layout', () => {
  it('puts a heading before each level and sums fixed heights', () => {
    const { items, starts } = layoutList(spells);
    expect(items.map((x) => (x.kind === 'heading' ? `h${x.level}` : x.spell.id))).toEqual(['h0', 'a', 'b', 'h1', 'c', 'h3', 'd', 'e', 'f']);
    expect(Array.from(starts)).toEqual([0, 40, 104, 168, 208, 272, 312, 376, 440, 504]);
    expect(starts[items.length]).toBe(3 * HEADING_PX + 6 * ROW_PX);
  });

  it('keeps items and the layout of the same results (rows need not render again)', () => {
    const a = layoutList(spells);
    expect(layoutList(spells)).toBe(a);
    const b = layoutList(spells.slice(3));
    expect(b.items[1]).toBe(a.items[6]); // spell d
    expect(b.items[0]).toBe(a.items[5]); // heading of level 3
  });

  it('finds the items in a window, with overscan, clamped to the list', () => {
    const { starts } = layoutList(spells);
    expect(visibleRange(starts, 0, 100, 0)).toEqual({ from: 0, to: 2 }); // h0 (0–40), a (40–104)
    expect(visibleRange(starts, 104, 105, 0)).toEqual({ from: 2, to: 3 }); // an edge belongs to the item below
    expect(visibleRange(starts, 103, 168, 0)).toEqual({ from: 1, to: 3 });
    expect(visibleRange(starts, 200, 300, 1)).toEqual({ from: 2, to: 7 });
    expect(visibleRange(starts, -500, 50, 2)).toEqual({ from: 0, to: 4 });
    expect(visibleRange(starts, 480, 5000, 2)).toEqual({ from: 6, to: 9 });
  });

  it('keeps the nearest items when the window misses the list; nothing for an empty list', () => {
    const { starts } = layoutList(spells);
    expect(visibleRange(starts, -300, -10, 2)).toEqual({ from: 0, to: 3 });
    expect(visibleRange(starts, 504, 900, 2)).toEqual({ from: 6, to: 9 });
    expect(visibleRange(layoutList([]).starts, 0, 900, 3)).toEqual({ from: 0, to: 0 });
  });
});
