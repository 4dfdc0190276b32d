// Hearing of other tabs: a storage event of the main key (another tab's commit point), and a fresh
// look at storage when this page is shown again (events of a hidden or frozen page may be lost).
import { STORAGE_KEY } from './keys';
import type { EventTarget_ } from './controller';

/** Calls `onMainKey` with the main key's new text written elsewhere, `recheck` when the page shows
 *  again; returns the function that stops listening. */
export function watchOtherTabs(events: EventTarget_, storage: Storage | null, onMainKey: (raw: string) => void, recheck: () => void): () => void {
  const onStorage = (e: Event) => {
    const se = e as StorageEvent;
    if (se.key !== STORAGE_KEY) return; // null key = storage.clear() elsewhere: keep what we have
    if (se.storageArea && se.storageArea !== storage) return;
    if (typeof se.newValue === 'string') onMainKey(se.newValue); // null: removed, nothing to take
  };
  events.addEventListener('storage', onStorage);
  events.addEventListener('pageshow', recheck);
  events.addEventListener('visibilitychange', recheck);
  return () => {
    events.removeEventListener('storage', onStorage);
    events.removeEventListener('pageshow', recheck);
    events.removeEventListener('visibilitychange', recheck);
  };
}
