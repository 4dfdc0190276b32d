// Where the storage banners appear. The backup reminder is part of the first screen
// (ReminderBanner); every other banner (damaged or newer data, no storage, a failed write, unreadable
// sync records, items set aside, a share link to import) is rare, so its code and strings (StatusBanners + the lazy screens'
// Czech strings) load only when one has something to say: at start-up main.tsx waits for them
// before the first paint (no banner pops in and shifts the page); later ones (a failed write,
// another tab's newer version, a share link opened while the app runs) load when they arise.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { SHARE_PREFIX, usePersistenceStatus, type PersistenceStatus } from '../../persistence';
import { ensureScreenStrings } from '../../i18n';
import { bannerStrip } from './Banner';
import { ReminderBanner } from './ReminderBanner';
import { loadOnce } from '../../lib/load-once';
import { locationHash } from '../../lib/location-hash';

const loadBanners = loadOnce((): Promise<ComponentType> => Promise.all([import('./StatusBanners'), ensureScreenStrings()]).then(([m]) => m.StatusBanners));

/** Whether a banner other than the reminder has something to show (mirrors StatusBanners). */
export function bannersNeeded(s: PersistenceStatus, hash: string): boolean {
  return s.mode === 'corrupt' || s.mode === 'readonly' || s.mode === 'memory' || s.unsaved !== null || s.syncDamaged !== null || s.setAside.length > 0 || hash.startsWith(SHARE_PREFIX);
}

/** At start-up, before the first render: load the banners if one will show. */
export async function preloadBannersIfNeeded(): Promise<void> {
  if (bannersNeeded(usePersistenceStatus.getState(), window.location.hash)) await loadBanners().catch(() => undefined);
}

export function StatusSlot() {
  const [Loaded, setLoaded] = useState(() => loadBanners.loaded() ?? null);
  const onLoaded = useCallback((c: ComponentType) => setLoaded(() => c), []);
  if (Loaded) return <Loaded />;
  return (
    <>
      <div className={bannerStrip}>
        <ReminderBanner />
      </div>
      <WaitForBanner onLoaded={onLoaded} />
    </>
  );
}

/** Renders nothing; loads the banners as soon as one has something to show. */
function WaitForBanner({ onLoaded }: { onLoaded: (c: ComponentType) => void }) {
  const [hash, setHash] = useState(locationHash);
  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const needed = usePersistenceStatus((s) => bannersNeeded(s, hash));
  useEffect(() => {
    if (needed) void loadBanners().then(onLoaded, () => undefined);
  }, [needed, onLoaded]);
  return null;
}
