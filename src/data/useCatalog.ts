// React access to the catalog in the current UI language, with the user's homebrew spells merged in
// (marked homebrew) and a diacritics-blind name index. Loading is lazy: the first call starts it.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCatalog, sortSpells } from './catalog';
import { buildIndex, type SearchEntry } from './search';
import type { Spell } from './types';
import { useAppStore } from '../store/app-store';

export interface CatalogView {
  status: 'loading' | 'ready' | 'error';
  spells: Spell[];
  byId: Map<string, Spell>;
  index: SearchEntry[];
  retry: () => void;
}

export function useCatalog(): CatalogView {
  const { i18n } = useTranslation();
  const lng = i18n.language === 'en' ? 'en' : 'cs';
  const homebrew = useAppStore((s) => s.homebrew);
  const [loaded, setLoaded] = useState<{ lng: string; spells: Spell[] } | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    loadCatalog(lng).then(
      (spells) => alive && (setLoaded({ lng, spells }), setError(false)),
      () => alive && setError(true),
    );
    return () => { alive = false; };
  }, [lng, attempt]);
  return useMemo(() => {
    const base = loaded?.lng === lng ? loaded.spells : loaded?.spells ?? [];
    const hb: Spell[] = homebrew.map((h) => ({ ...h.data, homebrew: true, text: h.text }));
    const spells = hb.length ? sortSpells([...base, ...hb], lng) : base;
    return {
      status: error && !loaded ? 'error' : loaded ? 'ready' : 'loading',
      spells,
      byId: new Map(spells.map((s) => [s.id, s])),
      index: buildIndex(spells),
      retry: () => setAttempt((n) => n + 1),
    };
  }, [loaded, homebrew, lng, error]);
}
