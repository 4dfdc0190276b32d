// Geometry of the virtualized spell list. Every row has a fixed height (no measuring), so the top
// of each item is a prefix sum computed once per result list, and the rows on screen are found by
// binary search: O(log n) per scroll or keystroke instead of a pass over all 5,000+ items.
// Units: CSS pixels, measured from the top of the list.
import type { Spell } from '../../data/types';

export type Item = { kind: 'heading'; level: number; key: string } | { kind: 'spell'; spell: Spell; key: string };

export const HEADING_PX = 40;
export const ROW_PX = 64;

export interface ListLayout {
  items: readonly Item[];
  /** starts[i] = top of items[i]; starts[items.length] = the list's total height */
  starts: Float64Array;
}

// Items keep their identity from one keystroke to the next (same spell = same object), so rows
// whose item did not change are not rendered again.
const HEADINGS: Item[] = Array.from({ length: 10 }, (_, level) => ({ kind: 'heading', level, key: `h${level}` }));
const spellItems = new WeakMap<Spell, Item>();
// One layout per result array: going back to an earlier query (Backspace) reuses its layout.
const layouts = new WeakMap<readonly Spell[], ListLayout>();

export const itemHeight = (it: Item): number => (it.kind === 'heading' ? HEADING_PX : ROW_PX);

/** Items (a heading before each level's first spell, then the spells) and their tops. `spells`
 *  must be sorted by level. */
export function layoutList(spells: readonly Spell[]): ListLayout {
  const cached = layouts.get(spells);
  if (cached) return cached;
  const items: Item[] = [];
  let level = -1;
  for (const s of spells) {
    if (s.level !== level) {
      level = s.level;
      items.push(HEADINGS[level] ?? { kind: 'heading', level, key: `h${level}` });
    }
    let it = spellItems.get(s);
    if (!it) spellItems.set(s, (it = { kind: 'spell', spell: s, key: s.id }));
    items.push(it);
  }
  const starts = new Float64Array(items.length + 1);
  for (let i = 0; i < items.length; i++) starts[i + 1] = starts[i] + itemHeight(items[i]);
  const layout = { items, starts };
  layouts.set(spells, layout);
  return layout;
}

export interface Range { from: number; to: number }

/** Indexes [from, to) of the items that intersect [top, bottom) (list pixels), widened by
 *  `overscan` items on each side. A window that misses the list still gets the nearest item (and
 *  its overscan), so a list scrolled out of view, e.g. below an open filter panel, is not empty. */
export function visibleRange(starts: Float64Array, top: number, bottom: number, overscan: number): Range {
  const n = starts.length - 1;
  if (n <= 0) return { from: 0, to: 0 };
  // first item whose bottom edge is below `top` (the last item when `top` is past the end)
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid + 1] > top) hi = mid;
    else lo = mid + 1;
  }
  const first = lo;
  // last item whose top edge is above `bottom`, at least `first`
  hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] < bottom) lo = mid;
    else hi = mid - 1;
  }
  return { from: Math.max(0, first - overscan), to: Math.min(n, lo + 1 + overscan) };
}

export const sameRange = (a: Range, b: Range): boolean => a.from === b.from && a.to === b.to;
