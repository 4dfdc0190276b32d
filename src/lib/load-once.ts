// "Load once, retry on failure" for lazy chunks and data: the first call starts the load, later
// calls share its promise; a failed load is forgotten, so the next call tries again (offline, then
// back online). The caller decides what a failure means for the player (retry button, banner, none).

export interface Once<T> {
  /** Starts the load, or returns the one already running or done. Rejects when the load fails. */
  (): Promise<T>;
  /** The loaded value, or undefined until the load has succeeded (for synchronous readers). */
  loaded(): T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): Once<T> {
  let pending: Promise<T> | null = null;
  let value: { v: T } | null = null;
  const get = () => {
    if (pending) return pending;
    const p = Promise.resolve().then(load);
    pending = p;
    p.then(
      (v) => {
        value = { v };
      },
      () => {
        if (pending === p) pending = null;
      },
    );
    return p;
  };
  return Object.assign(get, { loaded: () => value?.v });
}
