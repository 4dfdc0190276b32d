// The storage adapter: which Storage to use, how to recognise "the disk is full" in every browser,
// and which keys are the app's.
import { STORAGE_KEY } from './keys';

/**
 * QuotaExceededError in its browser forms: the standard name (Chrome, Safari, new Firefox, code 22),
 * old Firefox's NS_ERROR_DOM_QUOTA_REACHED (code 1014), and Safari private mode's code 22 with an
 * odd name. Anything without these marks is a different failure.
 */
export function isQuotaError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** The browser's localStorage, or null when even touching it throws (blocked cookies, sandbox). */
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Keys of the storage that start with `prefix` (errors → none). */
export function keysWithPrefix(storage: Storage, prefix: string): string[] {
  const out: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k !== null && k.startsWith(prefix)) out.push(k);
    }
  } catch {
    /* storage gone: nothing to list */
  }
  return out.sort();
}

/** Every key the app owns: the main key and every `grimoar:…` key (characters, homebrew, backups,
 *  bookkeeping, sync, drafts), restored and set-aside ones included. */
export function appKeys(storage: Storage): string[] {
  return keysWithPrefix(storage, STORAGE_KEY).filter((k) => k === STORAGE_KEY || k.startsWith(`${STORAGE_KEY}:`));
}

/** What the app's keys take of the quota: characters of their names and texts (errors → 0). */
export function storedChars(storage: Storage): number {
  let n = 0;
  try {
    for (const k of appKeys(storage)) n += k.length + (storage.getItem(k)?.length ?? 0);
  } catch {
    /* storage gone */
  }
  return n;
}
