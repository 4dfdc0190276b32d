// Persistence: the only code that touches localStorage. Layout (keys.ts, layout.ts): one key per
// character, one for the homebrew spells, and the main key `grimoar` naming them (written last: the
// commit point). Version-1 data (everything under `grimoar`) is read as it is and written in the new
// layout by the first write. Rules it keeps:
// - Load first (parse → migrate → validate), then subscribe: nothing is written before a successful
//   load. A failed load (corrupt text, newer version, no storage) never arms the writer, so the
//   first set() after it cannot overwrite the saved data (the zustand-persist trap).
// - Corrupt text: copied to `grimoar:backup:<ISO time>`; nothing is written until the user chooses
//   (download the text / try to repair / start empty). The UI language then comes from its copy in
//   `grimoar:meta` (meta.ts), so the app stays in the player's language.
// - Newer version: shown read-only, never written.
// - Every edit is written as an action (writer.ts), no debounce: a few ms later under its Web Lock,
//   at once when the page is hidden or closed, so closing the tab right after a tap keeps it. An
//   edit writes only its character's key; a list change the main key (and new or removed keys).
// - A failed write of any key (QuotaExceededError in any browser's form) keeps the change in memory
//   and raises the lasting "Neuloženo" status until a later write succeeds; the main key is not
//   written after a failed character key. An import lands whole or not at all: its refused write
//   puts back every key it wrote (layout.ts); other writes keep theirs for the next load to restore.
// - Other tabs (docs/decisions/0007): a character edit is an action. The store applies it in memory
//   at once; the writer applies the same edit to the LATEST stored copy of that character under the
//   Web Lock `grimoar:c:<id>` (read the key → apply → stamp updatedAt → write the key → tell the
//   other tabs by BroadcastChannel; they also get the storage event). List-level changes (create,
//   delete, undo, settings, homebrew, the last chosen character) are applied to the latest main key
//   under `grimoar:index`; a delete takes the character's lock first. A tab shows its own waiting
//   edits folded onto the latest copy it knows, so two tabs never lose a spend. A character another
//   window deleted is dropped with a notice offering undo. Without Web Locks the actions are written
//   at once, in this tab's order. Junk or empty events are ignored; storage events never replace
//   the store wholesale (the tab-local chosen character survives).
// Code: controller.ts (the controller, and the app's running one; controller-types.ts its shape and
// options), tab-state.ts (its one state object), load.ts (the pure load), writer.ts (the writes;
// write-all.ts the full write, write-status.ts what they report), tab-sync.ts (the other tabs),
// view.ts (what the tab shows), pending.ts (the pure fold and list changes), locks.ts (Web Locks,
// BroadcastChannel), layout.ts and codec.ts (keys and texts), validate.ts (the load's checks),
// meta.ts (export bookkeeping, a copy of the UI language), sync-store.ts and sync-records.ts (device
// sync's records, changed by action across tabs like a character).
import { CURRENT_VERSION, HOMEBREW_KEY, STORAGE_KEY } from './keys';
import { browserStorage } from './storage';
import { loadHomebrewCheck } from './homebrew-check';
import { activeController, createPersistence, setActiveController } from './controller';
import type { PersistenceController, PersistenceOptions } from './controller-types';
import type { AppStoreApi } from '../store/app-store';

export { STORAGE_KEY, SHARE_PREFIX } from './keys';
export { isQuotaError } from './storage';
export { usePersistenceStatus } from './status';
export { createPersistence } from './controller';
export type { PersistenceStatus } from './status';
export type { SetAsideItem } from './validate';
export type { Salvage } from './repair';
export type { BackupInfo, PersistenceController, PersistenceOptions } from './controller-types';

/** Resolves when the homebrew check has loaded (tests whose tabs meet homebrew spells wait for it). */
export const whenHomebrewCheckLoaded = (): Promise<void> => loadHomebrewCheck();

/** The running controller (null before initPersistence). */
export function persistence(): PersistenceController | null {
  return activeController();
}

/**
 * Loads storage into the store, then keeps it saved. Call once, before the first render
 * (src/boot.ts). `storage` null = run in memory. Never throws.
 */
export async function initPersistence(store: AppStoreApi, storage: Storage | null = browserStorage(), opts: PersistenceOptions = {}): Promise<PersistenceController> {
  // The homebrew check is a lazy chunk (first-screen bytes): loaded first when needed.
  if (storage && mayHoldHomebrew(storage)) await loadHomebrewCheck();
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
