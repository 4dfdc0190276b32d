import { useSyncExternalStore } from 'react';

// One MediaQueryList per query: creating one on every render (getSnapshot runs on each) is costly.
const lists = new Map<string, MediaQueryList | null>();
function mediaList(query: string): MediaQueryList | null {
  let m = lists.get(query);
  if (m === undefined) {
    m = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
    lists.set(query, m);
  }
  return m;
}

/** Whether a CSS media query matches now (false where matchMedia is missing, e.g. in jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const m = mediaList(query);
      m?.addEventListener?.('change', onChange);
      return () => m?.removeEventListener?.('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** Desktop layout: list and detail side by side. */
export const WIDE_QUERY = '(min-width: 1024px)';

/** A phone turned to landscape (667 × 375 to 844 × 390; a phone's browser bars take some of the
 *  height): the navigation is at the side, on a screen too short for a banner above the fight
 *  screen's slot panel. Matches index.css's short-wide variant. */
export const SHORT_LANDSCAPE_QUERY = '(min-width: 640px) and (max-height: 540px)';
