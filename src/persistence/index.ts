// Persistence: the only code that touches localStorage. Layout (keys.ts, layout.ts): one key per
// character, one for the homebrew spells, and the main key `grimoar` naming them (written last: the
// commit point). Version-1 data (everything under `grimoar`) is read as it is and written in the new
// layout by the first write. Rules it keeps:
// - Load first (parse → migrate → validate), then subscribe: nothing is written before a successful
//   load. A failed load (corrupt text, newer version, no storage) never arms the writer, so the
//   first set() after it cannot overwrite the saved data (the zustand-persist trap).
// - Corrupt text: copied to `grimoar:backup:<ISO time>`; nothing is written until the user chooses
//   (download the text / try to repair / start empty).
// - Newer version: shown read-only, never written.
// - Every store change is written synchronously (no debounce: closing the tab right after an
//   action keeps it), writing only the keys of changed objects (layout.ts).
// - A failed write of any key (QuotaExceededError in any browser's form) keeps the change in memory
//   and raises the lasting "Neuloženo" status until a later write succeeds; the main key is not
//   written after a failed character key.
// - Other tabs: storage events of the main key (and a check just before each write) merge the other
//   tab's state per character (merge.ts), re-reading only the character keys whose stamp changed;
//   junk or empty events are ignored. The merge code loads when the browser is idle after start
//   (first-screen bytes and the load budget), or at once when another tab writes;
//   until it is there, another tab's write is merged as soon as it arrives and this tab does not
//   write over it meanwhile (its change stays in memory for those milliseconds).
// Code: create.ts (the controller), load.ts (the pure load), other-tabs.ts (hearing of other tabs),
// merge-loader.ts (the lazy two-tab merge), active.ts (the app's running controller), layout.ts and
// codec.ts (keys and texts), validate.ts (the load's checks), meta.ts (export bookkeeping).
import { CURRENT_VERSION, HOMEBREW_KEY, STORAGE_KEY } from './keys';
import { browserStorage } from './storage';
import { loadScanner, mayHoldUnnamed } from './layout';
import { loadMerge } from './merge-loader';
import { activeController, setActiveController } from './active';
import { createPersistence } from './create';
import type { PersistenceController, PersistenceOptions, Store } from './controller';

export { STORAGE_KEY, BACKUP_PREFIX, CURRENT_VERSION, SHARE_PREFIX } from './keys';
export { isQuotaError } from './storage';
export { usePersistenceStatus } from './status';
export { createPersistence } from './create';
export type { PersistenceStatus, StorageMode } from './status';
export type { SetAsideItem } from './validate';
export type { Salvage } from './repair';
export type { BackupInfo, PersistenceController, PersistenceOptions } from './controller';

/** Resolves when the two-tab merge code has loaded (tests of two tabs wait for it). */
export const whenMergeLoaded = (): Promise<void> => loadMerge();
/** Resolves when the scan for unnamed keys has loaded (initPersistence loads it when needed). */
export { loadScanner as whenScanLoaded };

/** The running controller (null before initPersistence). */
export function persistence(): PersistenceController | null {
  return activeController();
}

/**
 * Loads storage into the store, then keeps it saved. Call once, before the first render
 * (src/boot.ts). `storage` null = run in memory. Never throws.
 */
export async function initPersistence(store: Store, storage: Storage | null = browserStorage(), opts: PersistenceOptions = {}): Promise<PersistenceController> {
  if (storage && mayHoldUnnamed(storage)) await loadScanner();
  // The homebrew check comes with the lazy merge code (first-screen bytes): loaded first when needed.
  if (storage && mayHoldHomebrew(storage)) await loadMerge();
  activeController()?.dispose();
  const c = createPersistence(store, storage, opts);
  setActiveController(c);
  return c;
}

/** Whether the load may meet a homebrew spell: a homebrew key, or a main key that is not this
 *  version's layout (version 1 keeps homebrew inline; damaged or newer data may hold some too). */
function mayHoldHomebrew(storage: Storage): boolean {
  try {
    if (storage.getItem(HOMEBREW_KEY) !== null) return true;
    const raw = storage.getItem(STORAGE_KEY);
    return raw !== null && !raw.startsWith(`{"version":${CURRENT_VERSION},"state":`);
  } catch {
    return false;
  }
}
