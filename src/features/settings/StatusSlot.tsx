// Where the storage banners (StatusBanners) appear. Most starts have nothing to report, so the
// banners' code and strings (settings chunk + the lazy screens' Czech strings) load only when one
// has something to say: at start-up main.tsx waits for them before the first paint (no banner pops
// in and shifts the page), and later ones (a failed write, another tab's newer version, a share
// link opened while the app runs) load when they arise. Initial JS budget, issue 8.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { usePersistenceStatus, type PersistenceStatus } from '../../persistence';
import { useAppStore } from '../../store/app-store';
import { ensureScreenStrings } from '../../i18n';
import { shouldRemindExport } from './reminder';

let Banners: ComponentType | null = null;
let loading: Promise<void> | null = null;

export function loadBanners(): Promise<void> {
  loading ??= Promise.all([import('./StatusBanners'), ensureScreenStrings()]).then(([m]) => {
    Banners = m.StatusBanners;
  });
  loading.catch(() => (loading = null));
  return loading;
}

const IMPORT_LINK = '#import=';

/** Whether any banner has something to show (mirrors the conditions in StatusBanners). */
export function bannersNeeded(s: PersistenceStatus, characters: readonly { createdAt: string }[], now: number, hash: string): boolean {
  return (
    s.mode === 'corrupt' ||
    s.mode === 'readonly' ||
    s.mode === 'memory' ||
    s.unsaved !== null ||
    s.setAside.length > 0 ||
    (s.mode === 'ok' && shouldRemindExport(now, characters, s.lastExportAt, s.reminderSnoozedUntil)) ||
    hash.startsWith(IMPORT_LINK)
  );
}

/** At start-up, before the first render: load the banners if one will show. */
export async function preloadBannersIfNeeded(): Promise<void> {
  if (bannersNeeded(usePersistenceStatus.getState(), useAppStore.getState().characters, Date.now(), window.location.hash)) await loadBanners().catch(() => undefined);
}

export function StatusSlot() {
  const [ready, setReady] = useState(() => Banners !== null);
  const onLoaded = useCallback(() => setReady(true), []);
  const Loaded = ready ? Banners : null;
  return Loaded ? <Loaded /> : <WaitForBanner onLoaded={onLoaded} />;
}

/** Renders nothing; loads the banners as soon as one has something to show. */
function WaitForBanner({ onLoaded }: { onLoaded: () => void }) {
  const [now] = useState(() => Date.now());
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  // Boolean selectors on both stores: a slot tap or a save does not re-render this.
  const byStatus = usePersistenceStatus((s) => bannersNeeded(s, useAppStore.getState().characters, now, hash));
  const byCharacters = useAppStore((a) => bannersNeeded(usePersistenceStatus.getState(), a.characters, now, hash));
  const needed = byStatus || byCharacters;
  useEffect(() => {
    if (needed) void loadBanners().then(onLoaded, () => undefined);
  }, [needed, onLoaded]);
  return null;
}
