// The first screen's only sync code: whether sync is wanted at all (sync records in this browser, or
// a sync / table link opened, or records another tab stored while this one runs: persistence hears
// them with the other tabs' writes), and lazy doors to the sync chunk. With no sync configured nothing of
// src/sync (Yjs, the provider) loads (first-screen budget, test/e2e/bytes.spec.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { hasSyncData } from '../../persistence/sync-store';
import { usePersistenceStatus } from '../../persistence';
import { ensureScreenStrings } from '../../i18n';
import { locationHash } from '../../lib/location-hash';

export { useSyncOn } from './sync-on';

const withStrings = <T,>(load: () => Promise<T>) => () => Promise.all([load(), ensureScreenStrings()]).then(([m]) => m);

const SyncLayer = lazy(withStrings(() => import('./SyncLayer').then((m) => ({ default: m.SyncLayer }))));
export const SyncDialog = lazy(withStrings(() => import('./SyncDialog').then((m) => ({ default: m.SyncDialog }))));
export const SyncBadge = lazy(withStrings(() => import('./SyncBadge').then((m) => ({ default: m.SyncBadge }))));
export const DeleteSyncChoice = lazy(withStrings(() => import('./DeleteSyncChoice').then((m) => ({ default: m.DeleteSyncChoice }))));
/** After a delete where the player keeps the character at its tables (DeleteSyncChoice). */
export const stayAtTables = (id: string) => import('./DeleteSyncChoice').then((m) => m.stayAtTables(id));
/** After a delete where it is not kept there: its tables hear it left; `back` undoes that with the delete. */
export const leaveTablesAfterDelete = (id: string) => {
  const left = import('./DeleteSyncChoice').then((m) => ({ m, tables: m.leaveOnDelete(id) }));
  return { back: () => void left.then(({ m, tables }) => m.backOnUndo(id, tables)) };
};

const linkOpened = () => /^#(sync|stul)=/.test(locationHash());

/** Mounted once by App: starts the sync layer when this browser syncs (also from another tab, later)
 *  or a sync link is opened. Once started it runs until the page goes. */
export function SyncSlot() {
  const [wanted, setWanted] = useState(() => hasSyncData() || linkOpened());
  const elsewhere = usePersistenceStatus((s) => s.syncRecordsAppeared);
  useEffect(() => {
    const check = () => {
      if (linkOpened()) setWanted(true);
    };
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, []);
  // kept once seen (a later reset of the status, a new persistence controller, does not stop it)
  if (elsewhere && !wanted) setWanted(true);
  if (!wanted && !elsewhere) return null;
  return (
    // a chunk that cannot load (offline before the precache is in): no sync this time, the app plays on
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <SyncLayer />
      </Suspense>
    </ErrorBoundary>
  );
}
