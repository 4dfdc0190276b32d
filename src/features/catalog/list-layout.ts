// Geometry of the virtualized spell list. Every row has a fixed height (no measuring) and the
// results are sorted by level, so the list is a few segments (one per level: a heading, then that
// level's spells) and an item's top is arithmetic. A keystroke costs O(levels) here, nothing per
// result: no per-result arrays for 5,000+ spells (allocation and garbage collection on every key).
// Units: CSS pixels, measured from the top of the list.
import type { Spell } from '../../data/types';

export type Item = { kind: 'heading'; level: number; key: string } | { kind: 'spell'; spell: Spell; key: string };

export const HEADING_PX = 40;
export const ROW_PX = 64;

/** One run of spells of one level and the heading above it. */
interface Segment {
  level: number;
  /** index of the run's first spell in `spells` */
  first: number;
  /** index of the heading among the items */
  item: number;
  /** top of the heading (px) */
  top: number;
}

export interface ListLayout {
  /** number of items (headings and spells) */
  count: number;
  /** the list's total height (px) */
  height: number;
  item(i: number): Item;
  /** top of item i (px) */
  start(i: number): number;
  /** the item at list pixel y (clamped to the list); -1 for an empty list */
  at(y: number): number;
  /** A row key that stays with the row's kind: the k-th heading is "hk", the j-th spell "sj".
   *  When the results change, a row shows another spell of the same kind of row: its DOM stays
   *  and only texts change, even when headings move up or down between the rows. */
  key(i: number): string;
  /** the item index of spells[j] */
  indexOf(j: number): number;
}

// Items keep their identity from one keystroke to the next (same spell = same object), so rows
// whose item did not change are not rendered again.
const HEADINGS: Item[] = Array.from({ length: 10 }, (_, level) => ({ kind: 'heading', level, key: `h${level}` }));
const spellItems = new WeakMap<Spell, Item>();
// One layout per result array: going back to an earlier query (Backspace) reuses its layout.
const layouts = new WeakMap<readonly Spell[], ListLayout>();
// Result arrays known to be sorted by level (the catalog is): their level runs are found by binary
// search, O(levels · log n) instead of a visit to every one of 5,000+ spells on a keystroke.
const levelSorted = new WeakSet<readonly Spell[]>();

/** Declares `spells` sorted by level (non-decreasing); layoutList may then skip inside level runs.
 *  A list marked falsely gets wrong headings. */
export function markLevelSorted(spells: readonly Spell[]): void {
  levelSorted.add(spells);
}

/** Headings and spells: a heading before each run of one level. Results are sorted by level (an
 *  unsorted list still works: a level that comes back gets another heading). */
export function layoutList(spells: readonly Spell[]): ListLayout {
  const cached = layouts.get(spells);
  if (cached) return cached;
  const segs: Segment[] = [];
  const sorted = levelSorted.has(spells);
  for (let i = 0; i < spells.length; ) {
    const level = spells[i].level;
    segs.push({ level, first: i, item: i + segs.length, top: segs.length * HEADING_PX + i * ROW_PX });
    // the end of the run: the first spell of another level
    let end = i + 1;
    if (sorted) {
      let hi = spells.length;
      while (end < hi) {
        const mid = (end + hi) >> 1;
        if (spells[mid].level > level) hi = mid;
        else end = mid + 1;
      }
    } else while (end < spells.length && spells[end].level === level) end++;
    i = end;
  }
  const count = spells.length + segs.length;
  // the segment holding item i: the last one whose heading is at or before i
  const segIndex = (i: number): number => {
    let k = segs.length - 1;
    while (k > 0 && segs[k].item > i) k--;
    return k;
  };
  const segOf = (i: number): Segment => segs[segIndex(i)];
  const layout: ListLayout = {
    count,
    height: segs.length * HEADING_PX + spells.length * ROW_PX,
    item(i) {
      const s = segOf(i);
      if (i === s.item) return HEADINGS[s.level] ?? { kind: 'heading', level: s.level, key: `h${s.level}` };
      const spell = spells[s.first + i - s.item - 1];
      let it = spellItems.get(spell);
      if (!it) spellItems.set(spell, (it = { kind: 'spell', spell, key: spell.id }));
      return it;
    },
    start(i) {
      const s = segOf(i);
      return i === s.item ? s.top : s.top + HEADING_PX + (i - s.item - 1) * ROW_PX;
    },
    key(i) {
      const k = segIndex(i);
      return i === segs[k].item ? `h${k}` : `s${i - k - 1}`;
    },
    indexOf(j) {
      let k = segs.length - 1;
      while (k > 0 && segs[k].first > j) k--;
      return j + k + 1;
    },
    at(y) {
      if (!count) return -1;
      let k = segs.length - 1;
      while (k > 0 && segs[k].top > y) k--;
      const s = segs[k];
      if (y < s.top + HEADING_PX) return s.item;
      const last = (k + 1 < segs.length ? segs[k + 1].item : count) - 1;
      return Math.min(last, s.item + 1 + Math.floor((y - s.top - HEADING_PX) / ROW_PX));
    },
  };
  layouts.set(spells, layout);
  return layout;
}

export interface Range { from: number; to: number }

/** Indexes [from, to) of the items that intersect [top, bottom) (list pixels), widened by
 *  `overscan` items on each side. A window that misses the list still gets the nearest item (and
 *  its overscan), so a list scrolled out of view, e.g. below an open filter panel, is not empty. */
export function visibleRange(layout: ListLayout, top: number, bottom: number, overscan: number): Range {
  const n = layout.count;
  if (n <= 0) return { from: 0, to: 0 };
  // the item under `top` (an edge belongs to the item below it)
  const first = layout.at(top);
  // the last item whose top edge is above `bottom`, at least `first`
  let last = layout.at(bottom);
  if (last > first && layout.start(last) >= bottom) last--;
  return { from: Math.max(0, first - overscan), to: Math.min(n, Math.max(first, last) + 1 + overscan) };
}

export const sameRange = (a: Range, b: Range): boolean => a.from === b.from && a.to === b.to;
