// Which items of a fixed-height list are on screen, for a list that scrolls with the page
// ('window') or inside its own scroll box ('element'). Rendering reads only state and props: the
// rows change in the same render as the results (no follow-up render after a keystroke), and a
// scroll re-renders only when it brings another item into the range.
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { sameRange, visibleRange, type ListLayout, type Range } from './list-layout';

/** The visible window in list pixels (0 = the top of the list). */
interface Viewport { top: number; bottom: number }

// Hazard: the viewport in state is updated only when the range changes, so it may lag the real one
// by less than one item (≤ 64 px); an overscan of 2 items (≥ 80 px) still covers the real window
// when the results change underneath it.
export const MIN_OVERSCAN = 2;

/** `offsetKey` (window mode): a value that changes when something above the list changes size
 *  (the filter panel opening), so the list's distance from the top of the page is measured again.
 *  It is not observed with a ResizeObserver: the list's own height changes on most keystrokes. */
export function useVirtualRange<E extends HTMLElement>(layout: ListLayout, mode: 'window' | 'element', offsetKey?: unknown, overscan = MIN_OVERSCAN): { ref: React.RefObject<E | null>; range: Range } {
  const ref = useRef<E>(null);
  const [vp, setVp] = useState<Viewport>(() => ({ top: 0, bottom: mode === 'window' && typeof window !== 'undefined' ? window.innerHeight : 0 }));
  const latest = useRef({ layout, vp });
  useLayoutEffect(() => {
    latest.current = { layout, vp };
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // window mode: the list's distance from the top of the document (things above it may change size)
    let margin = 0;
    const read = (): Viewport => {
      if (mode === 'element') return { top: el.scrollTop, bottom: el.scrollTop + el.clientHeight };
      const y = window.scrollY;
      return { top: y - margin, bottom: y + window.innerHeight - margin };
    };
    const measureMargin = () => {
      if (mode === 'window') margin = Math.round(el.getBoundingClientRect().top + window.scrollY);
    };
    const apply = (sync: boolean) => {
      const next = read();
      const { layout: l, vp: cur } = latest.current;
      if (sameRange(visibleRange(l.starts, cur.top, cur.bottom, overscan), visibleRange(l.starts, next.top, next.bottom, overscan))) return;
      latest.current = { layout: l, vp: next };
      // From scroll and resize events the new rows must be in the very next frame (no blank rows).
      if (sync) flushSync(() => setVp(next));
      else setVp(next);
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
  }, [mode, overscan, offsetKey]);
  return { ref, range: visibleRange(layout.starts, vp.top, vp.bottom, overscan) };
}
