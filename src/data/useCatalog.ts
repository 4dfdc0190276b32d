// React access to the catalog in the current UI language, with the user's homebrew spells merged in
// (marked homebrew) and a diacritics-blind name index. Loading is lazy: the first call starts it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogLanguage, loadCatalog, peekCatalog, sortSpells } from './catalog';
import { buildIndex, type SearchEntry } from './search';
import type { Spell } from './types';
import { useAppStore } from '../store/app-store';

export interface CatalogView {
  status: 'loading' | 'ready' | 'error';
  /** sorted by level, then name (collation of the UI language) */
  spells: Spell[];
  byId: Map<string, Spell>;
  /** aligned with `spells`: index[i] is the search entry of spells[i] */
  index: SearchEntry[];
  retry: () => void;
}

// The id map and the search index of a spell list, built once per list (not once per screen that
// shows it: every screen opening would fold 319 names again).
const derivedCache = new WeakMap<Spell[], { byId: Map<string, Spell>; index: SearchEntry[] }>();
const NONE: Spell[] = [];
function derived(spells: Spell[]) {
  let d = derivedCache.get(spells);
  if (!d) {
    d = { byId: new Map(spells.map((s) => [s.id, s])), index: buildIndex(spells) };
    derivedCache.set(spells, d);
  }
  return d;
}

export function useCatalog(): CatalogView {
  const { i18n } = useTranslation();
  const lng = catalogLanguage(i18n.language);
  const homebrew = useAppStore((s) => s.homebrew);
  // Already loaded (App starts the load with the screen's chunk): the first render shows the spells.
  const [loaded, setLoaded] = useState<{ lng: string; spells: Spell[] } | null>(() => {
    const spells = peekCatalog(lng);
    return spells ? { lng, spells } : null;
  });
  const [failed, setFailed] = useState<{ lng: string; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    loadCatalog(lng).then(
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
  }, [lng, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A failure counts only for the current language and attempt: retrying shows "loading" again.
  const error = failed !== null && failed.lng === lng && failed.attempt === attempt;
  const spells = useMemo(() => {
    // While another language loads, keep showing the previous one rather than an empty list.
    const base = loaded?.spells ?? NONE;
    if (!homebrew.length) return base;
    const hb: Spell[] = homebrew.map((h) => ({ ...h.data, homebrew: true, text: h.text }));
    return sortSpells([...base, ...hb], lng);
  }, [loaded, homebrew, lng]);
  const { byId, index } = useMemo(() => derived(spells), [spells]);
  const status: CatalogView['status'] = loaded ? 'ready' : error ? 'error' : 'loading';
  return useMemo(() => ({ status, spells, byId, index, retry }), [status, spells, byId, index, retry]);
}
