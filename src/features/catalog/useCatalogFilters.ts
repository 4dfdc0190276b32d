// The catalog's filters live in the URL query string (bookmarkable, survive reload). Filter clicks
// write the URL at once (history.replaceState: no history entry per click); the typed query is
// kept in local state and written to the URL after a short pause, so typing stays instant and the
// browser's limit on history updates is never hit.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseFilters, serializeFilters, type CatalogFilters } from './filters';

const QUERY_WRITE_DELAY_MS = 300;

export interface CatalogFilterState {
  filters: CatalogFilters;
  /** the current filters (with the typed query) as "?…" for links that keep the view */
  queryString: string;
  setFilters: (next: CatalogFilters) => void;
  setQuery: (q: string) => void;
}

export function useCatalogFilters(): CatalogFilterState {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const urlFilters = useMemo(() => parseFilters(search), [search]);
  const [q, setQ] = useState(urlFilters.q);
  // When the URL's query changes from outside (back button, a link), follow it.
  const [seenUrlQ, setSeenUrlQ] = useState(urlFilters.q);
  if (urlFilters.q !== seenUrlQ) {
    setSeenUrlQ(urlFilters.q);
    setQ(urlFilters.q);
  }
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
      setQ(next.q);
      write(next);
    },
    [write],
  );
  const setQuery = useCallback(
    (value: string) => {
      setQ(value);
      clearTimeout(timer.current);
      const path = latest.current.location;
      timer.current = setTimeout(() => {
        // The player may have left the list meanwhile (a spell's link carries the query anyway);
        // a hidden, suspended screen must not navigate back.
        if (typeof window !== 'undefined' && window.location.pathname !== path) return;
        write({ ...latest.current.urlFilters, q: value });
      }, QUERY_WRITE_DELAY_MS);
    },
    [write],
  );
  const filters = useMemo(() => (q === urlFilters.q ? urlFilters : { ...urlFilters, q }), [urlFilters, q]);
  const queryString = useMemo(() => serializeFilters(filters), [filters]);
  return { filters, queryString, setFilters, setQuery };
}
