// The virtualized spell list: only the rows on screen (plus a few) are in the DOM, so the list stays
// fast with 5,000 homebrew spells. Rows have fixed heights (no measuring, list-layout.ts). Level
// headings are rows of their own. On a phone the page scrolls; on a desktop the list pane scrolls
// beside the detail.
// The rows themselves are written into the list's DOM by row-dom.ts, not rendered by React: when
// the results change under a keystroke, the row elements on screen stay and only their texts change.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { formatCastingTime, formatRange, type TFn } from '../../data/format-fields';
import type { Spell } from '../../data/types';
import { HEADING_PX, layoutList, ROW_PX, type ListLayout, type Range } from './list-layout';
import { createRowWriter, type Labels, type RowCtx, type RowWriter } from './row-dom';
import { useVirtualRange } from './useVirtualRange';

// A row's second line ("Zaklínání · 1 akce · 30 sáhů") is computed once per spell and language:
// typing re-renders the rows on screen, and plural rules and number formats are not free. It
// depends only on the school, casting time and range, which many spells share (5,000 homebrew
// spells have few combinations), so it is also kept per combination: a spell seen for the first
// time while typing rarely costs any t() call. Its first letter is capitalised here, not with CSS
// ::first-letter (a pseudo-element per row costs style and layout work on every keystroke).
const metaCache = new Map<string, { bySpell: WeakMap<Spell, string>; byFields: Map<string, string> }>();
const metaFields = (s: Spell): string => {
  const c = s.castingTime;
  const r = s.range;
  const where = r.kind === 'distance' ? `d${r.feet}` : r.kind === 'self' && r.area ? `s${JSON.stringify(r.area)}` : r.kind;
  return `${s.school}|${c.amount}|${c.unit}|${c.trigger ?? ''}|${where}`;
};
function rowMeta(spell: Spell, t: TFn, lng: string): string {
  let c = metaCache.get(lng);
  if (!c) metaCache.set(lng, (c = { bySpell: new WeakMap(), byFields: new Map() }));
  let m = c.bySpell.get(spell);
  if (m === undefined) {
    const key = metaFields(spell);
    m = c.byFields.get(key);
    if (m === undefined) {
      m = `${t(`catalog.school.${spell.school}`)} · ${formatCastingTime(t, spell)} · ${formatRange(t, lng, spell)}`;
      m = m.charAt(0).toLocaleUpperCase(lng) + m.slice(1);
      c.byFields.set(key, m);
    }
    c.bySpell.set(spell, m);
  }
  return m;
}

/** A number → text function that translates each number once (i18next's t() with plural rules is
 *  not free, and typing asks for the same few texts again and again). */
export function memoByNumber(f: (n: number) => string): (n: number) => string {
  const seen = new Map<number, string>();
  return (n) => {
    let v = seen.get(n);
    if (v === undefined) seen.set(n, (v = f(n)));
    return v;
  };
}

export type { RowCtx } from './row-dom';

/** The labels and texts the rows need (rows use no hooks). Stable while the player types. */
export function useRowCtx(selectedId?: string): RowCtx {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const labels = useMemo<Labels>(
    () => ({
      homebrew: t('catalog.homebrew'),
      ritual: t('catalog.ritual'),
      concentration: t('catalog.concentration'),
      cantrips: t('catalog.levelHeading.cantrips'),
      level: memoByNumber((n) => t('catalog.levelHeading.level', { level: n })),
    }),
    [t],
  );
  const meta = useCallback((s: Spell) => rowMeta(s, t as unknown as TFn, lng), [t, lng]);
  return useMemo(() => ({ selectedId, labels, meta }), [selectedId, labels, meta]);
}

/** Longest slice of idle-time precomputation (ms). A keystroke that arrives during a slice waits
 *  for it, so slices stay short even when the browser offers a long idle period. */
const IDLE_SLICE_MS = 3;

/** Fills the row texts of all spells in idle time, a slice at a time, so typing finds them ready. */
export function usePrecomputedRowText(spells: readonly Spell[]) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return;
    let i = 0;
    let handle = 0;
    const step = (deadline: IdleDeadline) => {
      const until = performance.now() + IDLE_SLICE_MS;
      while (i < spells.length && deadline.timeRemaining() > 1 && performance.now() < until) rowMeta(spells[i++], t as unknown as TFn, lng);
      if (i < spells.length) handle = window.requestIdleCallback(step);
    };
    handle = window.requestIdleCallback(step);
    return () => window.cancelIdleCallback(handle);
  }, [spells, t, lng]);
}

/** Spell links are plain anchors (cheap to mount); one click handler on the list routes them and
 *  adds the current filters to the address (read at the click), so the rows and this handler need
 *  not change while the player types. */
export function useLinkClicks(queryString: () => string) {
  const [, navigate] = useLocation();
  return useCallback(
    (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      const a = (e.target as Element).closest('a[data-spell]');
      const href = a?.getAttribute('href');
      if (!href) return;
      e.preventDefault();
      navigate(href + queryString());
    },
    [navigate, queryString],
  );
}

/** ctx and onClick come from the screen (useRowCtx, useLinkClicks), which does not render again
 *  on a keystroke: the list itself calls no i18n or router hooks. */
interface ListProps { spells: readonly Spell[]; ctx: RowCtx; onClick: (e: MouseEvent) => void; label: string; /** changes when the content above the list changes size */ offsetKey?: unknown }

const rowHeight = (kind: 'heading' | 'spell'): number => (kind === 'heading' ? HEADING_PX : ROW_PX);

/** Writes the rows in range into the list (row-dom.ts) in the same commit as the list's height,
 *  before the browser paints. The <ul> has no React children. */
function useRows(ref: RefObject<HTMLUListElement | null>, layout: ListLayout, range: Range, ctx: RowCtx) {
  const writer = useRef<RowWriter | null>(null);
  const { from, to } = range;
  useLayoutEffect(() => {
    const ul = ref.current;
    if (!ul) return;
    if (writer.current?.list !== ul) writer.current = createRowWriter(ul, rowHeight);
    writer.current.write(layout, from, to, ctx);
  }, [ref, layout, from, to, ctx]);
}

/** Phone: the page scrolls; the list starts below the search box and filters. */
export function WindowSpellList({ spells, ctx, onClick, label, offsetKey }: ListProps) {
  const layout = layoutList(spells);
  const { ref, range } = useVirtualRange<HTMLUListElement>(layout, 'window', offsetKey);
  useRows(ref, layout, range, ctx);
  useScrollRestore(layout.count > 0);
  return <ul ref={ref} aria-label={label} onClick={onClick} className="relative w-full" style={{ height: layout.height }} />;
}

/** Desktop: the list pane scrolls on its own beside the detail. */
export function ContainerSpellList({ spells, ctx, onClick, label }: ListProps) {
  const { selectedId } = ctx;
  const layout = layoutList(spells);
  const { ref, range } = useVirtualRange<HTMLDivElement>(layout, 'element');
  const listRef = useRef<HTMLUListElement>(null);
  useRows(listRef, layout, range, ctx);
  // Bring the selected spell into view once, when the pane first shows it (e.g. after a reload).
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !selectedId || scrolledTo.current === selectedId || !layout.count) return;
    const j = spells.findIndex((x) => x.id === selectedId);
    scrolledTo.current = selectedId;
    if (j >= 0) el.scrollTop = Math.max(0, layout.start(layout.indexOf(j)) - (el.clientHeight - ROW_PX) / 2);
  }, [layout, spells, selectedId, ref]);
  return (
    <div ref={ref} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <ul ref={listRef} aria-label={label} onClick={onClick} className="relative w-full" style={{ height: layout.height }} />
    </div>
  );
}

// Coming back from a spell's detail on a phone returns to the same place in the list.
let savedScroll: { key: string; y: number } | null = null;

function useScrollRestore(ready: boolean) {
  // The position is noted while scrolling (at unmount the page may already be shorter, and the next
  // screen may scroll to its top); a layout-effect cleanup runs before the next screen's effects.
  useLayoutEffect(() => {
    let y = window.scrollY;
    const onScroll = () => {
      y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      savedScroll = { key: window.location.search, y };
    };
  }, []);
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (savedScroll && savedScroll.key === window.location.search && savedScroll.y > 0) {
      const y = savedScroll.y;
      requestAnimationFrame(() => window.scrollTo(0, y));
    }
    savedScroll = null;
  }, [ready]);
}
