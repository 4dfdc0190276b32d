import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

// Whether the page is being printed (beforeprint … afterprint), for a virtualised list to render all
// its rows for the paper. Kept outside the components: the page's width changes for paper, so the
// desktop layout may give way to the phone's, and a list mounted then must know it too.
let printing = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  printing = value;
  // flushSync: the browser lays the page out for paper right after the event, before React's next
  // render would run
  flushSync(() => listeners.forEach((l) => l()));
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => set(true));
  window.addEventListener('afterprint', () => set(false));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, () => printing, () => false);
}
