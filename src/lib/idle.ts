// Work that can wait for the browser to be idle (not in the start's budget); at most 2 s later.
export function whenIdle(f: () => void): void {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (ric) ric(f, { timeout: 2000 });
  else setTimeout(f, 100);
}
