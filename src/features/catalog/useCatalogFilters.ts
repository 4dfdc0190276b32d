// The catalog's filters live in the URL query string (bookmarkable, survive reload). Filter clicks
// write the URL at once (history.replaceState: no history entry per click); the typed query is
// kept in a small store and written to the URL after a short pause, so typing stays instant and
// the browser's limit on history updates is never hit.
// Only the components that show the typed query subscribe to it (useTypedQuery): a keystroke
// re-renders the search box, the count and the list, not the screen around them.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseFilters, serializeFilters, type CatalogFilters } from './filters';

const QUERY_WRITE_DELAY_MS = 300;

/** The typed query. `subscribe` calls the listener at once with the current value, then on
 *  every change. */
export interface QueryStore {
  get: () => string;
  subscribe: (listener: (q: string) => void) => () => void;
}

export interface CatalogFilterState {
  /** the filters in the URL; their `q` is the query last written there (see `query`) */
  urlFilters: CatalogFilters;
  /** the query as typed, ahead of the URL while the player types */
  query: QueryStore;
  /** sets every filter and the query, written to the URL at once */
  setFilters: (next: CatalogFilters) => void;
  /** sets the typed query at once; the URL follows after a pause */
  setQuery: (q: string) => void;
}

function createQueryStore(initial: string): QueryStore & { set: (q: string) => void } {
  let value = initial;
  const listeners = new Set<(q: string) => void>();
  return {
    get: () => value,
    set: (q) => {
      if (q === value) return;
      value = q;
      for (const l of listeners) l(q);
    },
    subscribe: (l) => {
      listeners.add(l);
      l(value);
      return () => listeners.delete(l);
    },
  };
}

/** The typed query, kept in component state: a keystroke updates it without the passive effect
 *  (and its extra task) that useSyncExternalStore schedules on every change. */
export function useTypedQuery(store: QueryStore): string {
  const [q, setQ] = useState(store.get);
  useEffect(() => store.subscribe(setQ), [store]);
  return q;
}

/** The current filters with the typed query, as "?…" (for links that keep the view). */
export const currentQueryString = (s: Pick<CatalogFilterState, 'urlFilters' | 'query'>): string => serializeFilters({ ...s.urlFilters, q: s.query.get() });

export function useCatalogFilters(): CatalogFilterState {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const urlFilters = useMemo(() => parseFilters(search), [search]);
  const [store] = useState(() => createQueryStore(urlFilters.q));
  // When the URL's query changes from outside (back button, a link), the box follows it.
  useLayoutEffect(() => store.set(urlFilters.q), [store, urlFilters.q]);
  const latest = useRef({ location, urlFilters });
  useEffect(() => {
    latest.current = { location, urlFilters };
  }, [location, urlFilters]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (f: CatalogFilters) => {
      const to = latest.current.location + serializeFilters(f);
      navigate(to, { replace: true });
    },
    [navigate],
  );
  const setFilters = useCallback(
    (next: CatalogFilters) => {
      clearTimeout(timer.current);
      store.set(next.q);
      write(next);
    },
    [write, store],
  );
  const setQuery = useCallback(
    (value: string) => {
      store.set(value);
      clearTimeout(timer.current);
      const path = latest.current.location;
      timer.current = setTimeout(() => {
        // The player may have left the list meanwhile (a spell's link carries the query anyway);
        // a hidden, suspended screen must not navigate back.
        if (typeof window !== 'undefined' && window.location.pathname !== path) return;
        write({ ...latest.current.urlFilters, q: value });
      }, QUERY_WRITE_DELAY_MS);
    },
    [write, store],
  );
  return useMemo(() => ({ urlFilters, query: store, setFilters, setQuery }), [urlFilters, store, setFilters, setQuery]);
}
