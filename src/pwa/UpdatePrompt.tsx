// Service-worker registration (vite-plugin-pwa, registerType 'prompt') and its two messages:
// "ready offline" (a note in the page's flow under the header: lying over the screen it hid what the
// player reads and taps; on a phone in landscape it sits in the header's empty middle instead, as the
// fight column has no height to spare) and "a new version is waiting" (stays until the player
// taps). Both come with the next screen the player opens, never into the screen on show: put there
// they would push everything under the finger down, mid-tap. The page is reloaded only after the
// player tapped the button in THIS tab — never on its own, not even when another tab activated the
// new version.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often a long-open app asks the server for a new version (only when online). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The screen from which a message that came while `on` turned true is shown: the next one the
 *  player opens after it came (null before that, and whenever `on` is false). */
function useFromNextScreen(on: boolean, screen: string): string | null {
  const [cameOn, setCameOn] = useState<string | null>(null);
  const [shownOn, setShownOn] = useState<string | null>(null);
  if (!on) {
    if (cameOn !== null) setCameOn(null);
    if (shownOn !== null) setShownOn(null);
  } else if (cameOn === null) setCameOn(screen);
  else if (shownOn === null && screen !== cameOn) setShownOn(screen);
  return on ? shownOn : null;
}

/** `screen`: the address of the screen on show (it changes when the new screen is drawn). */
export function UpdatePrompt({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const tapped = useRef(false);
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  // "Později" answers one waiting version: workbox-window reports it twice ('installed', then
  // 'waiting' some 200 ms later), and the second report must not bring the prompt back
  const dismissed = useRef<ServiceWorker | null>(null);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_swUrl, r) {
      if (!r) return;
      registration.current = r;
      setInterval(() => {
        if (navigator.onLine && !r.installing) void r.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onNeedReload() {
      // The new service worker took control. Reload only if the player asked for it here;
      // otherwise keep (or show again) the prompt and let them choose the moment.
      if (tapped.current) reloadSafely();
      else setNeedRefresh(true);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });

  // workbox-window's "installed" event (offlineReady) can be missed on a busy first visit; a page that
  // started without a service worker and is now controlled by one is ready offline all the same
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container || container.controller) return;
    const onControl = () => {
      if (container.controller) setOfflineReady(true);
    };
    container.addEventListener('controllerchange', onControl);
    return () => container.removeEventListener('controllerchange', onControl);
  }, [setOfflineReady]);

  useLayoutEffect(() => {
    if (needRefresh && dismissed.current !== null && registration.current?.waiting === dismissed.current) setNeedRefresh(false);
  }, [needRefresh, setNeedRefresh]);

  // "Ready offline" goes with × or the screen after (never by itself: the page would jump); the new
  // version's prompt stays until answered
  const noteOn = useFromNextScreen(offlineReady, screen);
  if (noteOn !== null && screen !== noteOn) setOfflineReady(false);
  const updateOn = useFromNextScreen(needRefresh, screen);

  const update = () => {
    tapped.current = true;
    void updateServiceWorker(true);
    // If the waiting worker is gone (e.g. another tab already activated it), the controller
    // may already be the new one: reload ourselves after a moment.
    setTimeout(() => tapped.current && reloadSafely(), 3000);
  };

  // Focus stays where the player is (mid-fight, on a slot): the prompt is announced, not focused.
  // A keyboard reaches its buttons right after the header; "Později" gives focus back to where it came
  // from (or the screen's content), not to the page.
  const box = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const later = () => {
    const inside = !!box.current?.contains(document.activeElement);
    dismissed.current = registration.current?.waiting ?? null;
    setNeedRefresh(false);
    if (!inside) return;
    const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main');
    back?.focus({ preventScroll: true });
  };

  // One polite live region, on the page from the start (the worker's news comes after registration,
  // never at the first render): what appears in it is read out (a region put into the page together
  // with its text may not be), without interrupting or taking focus. Empty, it takes no room.
  // The prompt stays until answered, so it takes its own room under the header (as the storage
  // banners do) instead of lying over the screen: mid-fight nothing the player reads is hidden.
  const message = updateOn !== null ? 'update' : noteOn === screen ? 'offline' : null;
  return (
    <div
      ref={box}
      role="status"
      className="no-print"
      onFocus={(e) => {
        const from = e.relatedTarget;
        if (from instanceof HTMLElement && !box.current?.contains(from)) cameFrom.current = from;
      }}
    >
      {message === 'update' && (
        <section aria-labelledby="pwa-update-title" aria-describedby="pwa-update-text" className="mx-3 mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-accent-200 bg-accent-50 px-3 py-2 dark:border-stone-700 dark:bg-stone-900" data-testid="pwa-update">
          <div className="min-w-[min(100%,16rem)] flex-1">
            <p id="pwa-update-title" className="font-semibold text-stone-900 dark:text-stone-100">{t('pwa.updateTitle')}</p>
            <p id="pwa-update-text" className="text-sm text-stone-700 dark:text-stone-300">{t('pwa.updateText')}</p>
          </div>
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            <button type="button" onClick={later} className="min-h-11 rounded-lg px-4 font-medium text-accent-800 hover:bg-accent-100 dark:text-accent-200 dark:hover:bg-stone-800">
              {t('pwa.later')}
            </button>
            <button type="button" onClick={update} className="min-h-11 rounded-lg bg-accent-700 px-4 font-medium text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700">
              {t('pwa.reload')}
            </button>
          </div>
        </section>
      )}
      {/* in flow under the header on a phone held upright; on a short wide screen (a phone in
          landscape) one line over the empty middle of the sticky header, pushing nothing down */}
      {message === 'offline' && (
        <p className="mx-3 mt-2 flex items-center gap-2 rounded-xl border border-green-300 bg-green-50 pl-3 text-sm text-green-950 short-wide:fixed short-wide:left-1/2 short-wide:top-1 short-wide:z-30 short-wide:m-0 short-wide:max-w-[calc(100vw-22rem)] short-wide:-translate-x-1/2 dark:border-green-800 dark:bg-green-950 dark:text-green-100" data-testid="pwa-offline">
          <span className="min-w-0 flex-1 py-1 short-wide:leading-tight">{t('pwa.offlineReady')}</span>
          <button type="button" onClick={() => setOfflineReady(false)} className="min-h-11 min-w-11 rounded-lg text-xl" aria-label={t('pwa.dismiss')}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}

/** src/persistence writes every store change synchronously, so the state is already saved:
 *  a reload loses nothing (test/e2e/pwa-update.spec.ts checks a change made just before survives). */
function reloadSafely() {
  window.location.reload();
}
