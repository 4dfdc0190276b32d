// Waiting helpers shared by bench.mjs and cold-ab.mjs.

/** `p`, or an error naming `what` after `ms` milliseconds. */
export function withTimeout(p, ms, what) {
  let t;
  return Promise.race([p, new Promise((_, rej) => (t = setTimeout(() => rej(new Error(`timed out after ${ms} ms: ${what}`)), ms)))]).finally(() => clearTimeout(t));
}

/** Resolves when a service worker controls `page` (its install = the precache is complete). */
export function serviceWorkerControl(page) {
  return withTimeout(
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }),
    120_000,
    'service worker control',
  );
}
