// React access to the catalog in the current UI language, with the user's homebrew spells merged in
// (marked homebrew) and a diacritics-blind name index. Loading is lazy: the first call starts it.
// useCatalog gives whole spells; useCatalogIndex only what the list needs (no texts), and loads less.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogLanguage, loadCatalog, loadCatalogIndex, peekCatalog, peekCatalogIndex, sortSpells } from './catalog';
import { buildIndex, type SearchEntry } from './search';
import type { Spell, SpellSummary } from './types';
import { useAppStore } from '../store/app-store';

type Lng = ReturnType<typeof catalogLanguage>;

export interface CatalogView<S extends SpellSummary = Spell> {
  status: 'loading' | 'ready' | 'error';
  /** sorted by level, then name (collation of the UI language) */
  spells: S[];
  byId: Map<string, S>;
  /** aligned with `spells`: index[i] is the search entry of spells[i] */
  index: SearchEntry[];
  retry: () => void;
}

// The id map and the search index of a spell list, built once per list (not once per screen that
// shows it: every screen opening would fold 319 names again).
const derivedCache = new WeakMap<SpellSummary[], { byId: Map<string, SpellSummary>; index: SearchEntry[] }>();
const NONE: never[] = [];
function derived<S extends SpellSummary>(spells: S[]): { byId: Map<string, S>; index: SearchEntry[] } {
  let d = derivedCache.get(spells);
  if (!d) {
    d = { byId: new Map(spells.map((s) => [s.id, s])), index: buildIndex(spells) };
    derivedCache.set(spells, d);
  }
  return d as { byId: Map<string, S>; index: SearchEntry[] };
}

/** Whole spells: the detail, the spellbook, the table, the print. */
export function useCatalog(): CatalogView {
  return useCatalogFrom<Spell>(peekCatalog, loadCatalog);
}

/** The list's index (names and mechanics, no texts): the catalog list, its filters and search. */
export function useCatalogIndex(): CatalogView<SpellSummary> {
  return useCatalogFrom<SpellSummary>(peekCatalogIndex, loadCatalogIndex);
}

function useCatalogFrom<S extends SpellSummary>(peek: (lng: Lng) => S[] | undefined, load: (lng: Lng) => Promise<S[]>): CatalogView<S> {
  const { i18n } = useTranslation();
  const lng = catalogLanguage(i18n.language);
  const homebrew = useAppStore((s) => s.homebrew);
  // Already loaded (App starts the load with the screen's chunk): the first render shows the spells.
  const [loaded, setLoaded] = useState<{ lng: string; spells: S[] } | null>(() => {
    const spells = peek(lng);
    return spells ? { lng, spells } : null;
  });
  const [failed, setFailed] = useState<{ lng: string; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    load(lng).then(
      (spells) => {
        if (alive) setLoaded((cur) => (cur?.lng === lng && cur.spells === spells ? cur : { lng, spells }));
      },
      () => {
        if (alive) setFailed({ lng, attempt });
      },
    );
    return () => {
      alive = false;
    };
  }, [lng, attempt, load]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A failure counts only for the current language and attempt: retrying shows "loading" again.
  const error = failed !== null && failed.lng === lng && failed.attempt === attempt;
  const spells = useMemo(() => {
    // While another language loads, keep showing the previous one rather than an empty list.
    const base: S[] = loaded?.spells ?? NONE;
    if (!homebrew.length) return base;
    // a homebrew spell's texts are in the store: whole, so it fits either view
    const hb = homebrew.map((h): Spell => ({ ...h.data, homebrew: true, text: h.text })) as unknown as S[];
    return sortSpells([...base, ...hb], lng);
  }, [loaded, homebrew, lng]);
  const { byId, index } = useMemo(() => derived<S>(spells), [spells]);
  const status: CatalogView['status'] = loaded ? 'ready' : error ? 'error' : 'loading';
  return useMemo(() => ({ status, spells, byId, index, retry }), [status, spells, byId, index, retry]);
}
