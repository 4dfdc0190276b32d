// Which items of a fixed-height list are on screen, for a list that scrolls with the page
// ('window') or inside its own scroll box ('element'). The scroll position is tracked by the
// scroll and resize listeners, not read from the DOM while rendering (no layout reads during a
// keystroke); a keystroke's render uses the exact current viewport, so the rows change in the same
// render as the results, and a scroll re-renders only when it brings another item into the range.
import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { sameRange, visibleRange, type ListLayout, type Range } from './list-layout';

/** The visible window in list pixels (0 = the top of the list). */
interface Viewport { top: number; bottom: number }

/** Items rendered beyond each edge of the viewport: what the compositor may scroll into view
 *  before the scroll event's render lands. The viewport itself is always exact, so one is enough. */
export const OVERSCAN = 1;

/** The latest scroll position: written by scroll/resize listeners, read while rendering. */
function createViewport(bottom: number) {
  let cur: Viewport = { top: 0, bottom };
  return { get: (): Viewport => cur, set: (next: Viewport) => void (cur = next) };
}

/** `offsetKey` (window mode): a value that changes when something above the list changes size
 *  (the filter panel opening), so the list's distance from the top of the page is measured again.
 *  It is not observed with a ResizeObserver: the list's own height changes on most keystrokes. */
export function useVirtualRange<E extends HTMLElement>(layout: ListLayout, mode: 'window' | 'element', offsetKey?: unknown, overscan = OVERSCAN): { ref: React.RefObject<E | null>; range: Range } {
  const ref = useRef<E>(null);
  const [vp] = useState(() => createViewport(mode === 'window' && typeof window !== 'undefined' ? window.innerHeight : 0));
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(layout);
  useLayoutEffect(() => {
    latest.current = layout;
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // window mode: the list's distance from the top of the document (things above it may change size)
    let margin = 0;
    const apply = (sync: boolean) => {
      const l = latest.current;
      const cur = vp.get();
      const top = mode === 'element' ? el.scrollTop : window.scrollY - margin;
      const next = { top, bottom: top + (mode === 'element' ? el.clientHeight : window.innerHeight) };
      vp.set(next);
      if (sameRange(visibleRange(l, cur.top, cur.bottom, overscan), visibleRange(l, next.top, next.bottom, overscan))) return;
      // From scroll and resize events the new rows must be in the very next frame (no blank rows).
      if (sync) flushSync(rerender);
      else rerender();
    };
    const measureMargin = () => {
      if (mode === 'window') margin = Math.round(el.getBoundingClientRect().top + window.scrollY);
    };
    measureMargin();
    apply(false);
    const onScroll = () => apply(true);
    const onResize = () => {
      measureMargin();
      apply(true);
    };
    const scroller: Window | HTMLElement = mode === 'window' ? window : el;
    scroller.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    // Element mode: the scroll box changes height with the window and the filter panel above it.
    const ro = mode === 'element' && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(onResize) : null;
    ro?.observe(el);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      ro?.disconnect();
    };
  }, [mode, overscan, offsetKey, vp]);
  const { top, bottom } = vp.get();
  return { ref, range: visibleRange(layout, top, bottom, overscan) };
}
