// What tabs of one browser share besides storage: the Web Locks API (serialises read → apply →
// write across tabs) and a BroadcastChannel (tells the other tabs what was written, often before
// their storage event). Either may be missing (old browsers, jsdom): without locks every write runs
// at once, in the order of this tab's actions; without a channel only storage events tell.

/** The part of navigator.locks that persistence uses. */
export interface LockManagerLike {
  request(name: string, callback: () => unknown): Promise<unknown>;
}

/** The part of BroadcastChannel that persistence uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  close?(): void;
}

const CHANNEL_NAME = 'grimoar';
export const INDEX_LOCK = 'grimoar:index';
/** the device-sync records (sync-records.ts) */
export const SYNC_LOCK = 'grimoar:sync';
export const characterLock = (id: string): string => `grimoar:c:${id}`;

/** The browser's lock manager, or null. */
export function browserLocks(): LockManagerLike | null {
  const n = typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined;
  return n && typeof n.request === 'function' ? n : null;
}

/** A new BroadcastChannel, or null. */
export function browserChannel(): ChannelLike | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  } catch {
    return null;
  }
}

/** Runs `fn` holding every lock of `names`, taken in the order given (every tab takes a character's
 *  lock before the index lock: no deadlock). Resolves when it has run. */
export function withLocks(locks: LockManagerLike, names: readonly string[], fn: () => void): Promise<void> {
  if (names.length === 0) {
    fn();
    return Promise.resolve();
  }
  const [first, ...rest] = names;
  return locks.request(first, () => withLocks(locks, rest, fn)).then(() => undefined);
}
