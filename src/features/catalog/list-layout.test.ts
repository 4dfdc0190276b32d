import { describe, expect, it } from 'vitest';
import type { Spell } from '../../data/types';
import { HEADING_PX, layoutList, markLevelSorted, ROW_PX, visibleRange, type ListLayout } from './list-layout';

const spell = (id: string, level: number) => ({ id, level, text: { name: id } }) as unknown as Spell;
const spells = [spell('a', 0), spell('b', 0), spell('c', 1), spell('d', 3), spell('e', 3), spell('f', 3)];

const names = (l: ListLayout) => Array.from({ length: l.count }, (_, i) => l.item(i)).map((x) => (x.kind === 'heading' ? `h${x.level}` : x.spell.id));

describe('list layout', () => {
  it('puts a heading before each level and sums fixed heights', () => {
    const l = layoutList(spells);
    expect(names(l)).toEqual(['h0', 'a', 'b', 'h1', 'c', 'h3', 'd', 'e', 'f']);
    expect(Array.from({ length: l.count }, (_, i) => l.start(i))).toEqual([0, 40, 104, 168, 208, 272, 312, 376, 440]);
    expect(l.height).toBe(3 * HEADING_PX + 6 * ROW_PX);
  });

  it('finds the item under a pixel, clamped to the list', () => {
    const l = layoutList(spells);
    expect([-5, 0, 39, 40, 103, 104, 168, 207, 208, 272, 503, 504, 9999].map((y) => l.at(y))).toEqual([0, 0, 0, 1, 1, 2, 3, 3, 4, 5, 8, 8, 8]);
    expect(layoutList([]).at(10)).toBe(-1);
  });

  it('keys rows by kind and finds a spell\'s item', () => {
    const l = layoutList(spells);
    expect(Array.from({ length: l.count }, (_, i) => l.key(i))).toEqual(['h0', 's0', 's1', 'h1', 's2', 'h2', 's3', 's4', 's5']);
    expect([0, 1, 2, 3, 4, 5].map((j) => l.indexOf(j))).toEqual([1, 2, 4, 6, 7, 8]);
  });

  it('gives an unsorted list a heading for each run of one level', () => {
    expect(names(layoutList([spell('x', 2), spell('y', 0), spell('z', 2)]))).toEqual(['h2', 'x', 'h0', 'y', 'h2', 'z']);
  });

  it('lays out a list marked as sorted by level (binary search) as the same list unmarked', () => {
    const levels = [0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 2, 5, 9, 9];
    for (let n = 0; n <= levels.length; n++) {
      const list = levels.slice(0, n).map((l, i) => spell(`m${i}`, l));
      const plain = layoutList([...list]);
      markLevelSorted(list);
      const marked = layoutList(list);
      expect(names(marked)).toEqual(names(plain));
      expect(Array.from({ length: marked.count }, (_, i) => [marked.start(i), marked.key(i)])).toEqual(Array.from({ length: plain.count }, (_, i) => [plain.start(i), plain.key(i)]));
      expect(marked.height).toBe(plain.height);
    }
  });

  it('keeps items and the layout of the same results (rows need not render again)', () => {
    const a = layoutList(spells);
    expect(layoutList(spells)).toBe(a);
    const b = layoutList(spells.slice(3));
    expect(b.item(1)).toBe(a.item(6)); // spell d
    expect(b.item(0)).toBe(a.item(5)); // heading of level 3
  });

  it('finds the items in a window, with overscan, clamped to the list', () => {
    const l = layoutList(spells);
    expect(visibleRange(l, 0, 100, 0)).toEqual({ from: 0, to: 2 }); // h0 (0–40), a (40–104)
    expect(visibleRange(l, 104, 105, 0)).toEqual({ from: 2, to: 3 }); // an edge belongs to the item below
    expect(visibleRange(l, 103, 168, 0)).toEqual({ from: 1, to: 3 });
    expect(visibleRange(l, 200, 300, 1)).toEqual({ from: 2, to: 7 });
    expect(visibleRange(l, -500, 50, 2)).toEqual({ from: 0, to: 4 });
    expect(visibleRange(l, 480, 5000, 2)).toEqual({ from: 6, to: 9 });
  });

  it('keeps the nearest items when the window misses the list; nothing for an empty list', () => {
    const l = layoutList(spells);
    expect(visibleRange(l, -300, -10, 2)).toEqual({ from: 0, to: 3 });
    expect(visibleRange(l, 504, 900, 2)).toEqual({ from: 6, to: 9 });
    expect(visibleRange(layoutList([]), 0, 900, 3)).toEqual({ from: 0, to: 0 });
  });
});
