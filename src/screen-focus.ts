// After an in-app navigation (a link, the navigation's tabs, back/forward) the new screen's h1 takes
// the focus, as accessible single-page apps do (GOV.UK, Gatsby): a screen reader reads where the
// player landed and the keyboard goes on from the top of the new screen, instead of from a link
// that is gone (focus on <body>) or still in the navigation.
// Focus rather than a live-region announcement: it both names the new screen and moves the
// keyboard's starting point there (an announcement alone leaves Tab starting from the old place).
// Not moved: on the first load (the app starts without stealing focus), when only the query string
// or the hash changes (catalog filters and search typing keep focus in the search box), by a
// redirect (history.replaceState: the route takes a character's id into the address), and when the
// control the player used is still on the new screen (the spellbook's character switcher, a spell
// row in the catalog's list beside the detail on a desktop).
import { useEffect, useRef } from 'react';

/** ms to wait for the new screen's h1 (or the catalog's row) when it is not there yet at the screen's
 *  first render; then the h1 if there is one */
const WAIT_MS = 1500;

interface PendingNavigation {
  /** what had focus when the navigation started (the link pressed, <body>, …) */
  from: Element | null;
}

const ROW_LINK = 'li a[href^="/kouzla/"]';

/** Where focus goes on the screen now at `to` in `main`, coming from the screen at `fromPath`;
 *  null while it is not there yet (with `waiting`, the h1 does not stand in for a catalog row). */
function focusTarget(main: HTMLElement, fromPath: string, to: string, from: Element | null, waiting: boolean): HTMLElement | null {
  if (fromPath.startsWith('/kouzla') && to.startsWith('/kouzla')) {
    // Within the catalog the list is where the player is: a spell row picked in the list that shows
    // again beside the detail (desktop) keeps focus; back from a spell, its row in the list gets it.
    const picked = from instanceof HTMLAnchorElement && from.matches(ROW_LINK) ? from.getAttribute('href') : null;
    const href = picked ?? (to === '/kouzla' || to === '/kouzla/' ? fromPath : null);
    const row = href ? [...main.querySelectorAll<HTMLAnchorElement>(ROW_LINK)].find((a) => a.getAttribute('href') === href) : undefined;
    if (row) return row;
    if (href && waiting) return null;
  }
  return main.querySelector('h1');
}

/** Gives the focus to `el` without scrolling (the screen's own scroll — top, or the catalog list's
 *  restored place — stays). A heading takes focus only by script (tabindex -1, dropped on blur: a
 *  click on it later does not focus it); its ring shows only when :focus-visible (a keyboard). */
function focusQuietly(el: HTMLElement) {
  if (!el.hasAttribute('tabindex') && !el.matches('a[href], button, input, select, textarea')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  }
  el.focus({ preventScroll: true });
}

/** Moves focus to the new screen after an in-app navigation (mount once, in App). `shown` is the
 *  path of the screen on display (App's deferred location: the previous screen stays up until the
 *  next has loaded, and focus moves only when the new one is there). */
export function useFocusNewScreen(shown: string) {
  const settled = useRef(shown);
  const pending = useRef<PendingNavigation | null>(null);

  useEffect(() => {
    // wouter announces history.pushState as a "pushState" event; back/forward is "popstate".
    // history.replaceState (a redirect, a filter) is no navigation the player made.
    // Back to the screen on display (or only its query changed): nothing to move, nothing pending.
    const onNavigate = () => {
      if (window.location.pathname === settled.current) pending.current = null;
      else pending.current ??= { from: document.activeElement };
    };
    window.addEventListener('pushState', onNavigate);
    window.addEventListener('popstate', onNavigate);
    return () => {
      window.removeEventListener('pushState', onNavigate);
      window.removeEventListener('popstate', onNavigate);
    };
  }, []);

  useEffect(() => {
    const fromPath = settled.current;
    settled.current = shown;
    const nav = pending.current;
    if (fromPath === shown || !nav) return;
    pending.current = null;
    const main = document.getElementById('main');
    if (!main) return;
    const { from } = nav;
    const moveFocus = (waiting: boolean): boolean => {
      const active = document.activeElement;
      // the player went on elsewhere while the screen loaded, or the control they used is still here
      const movedOn = !!active && active !== document.body && active !== from && active.isConnected;
      const stillHere = !!from && from !== document.body && from.isConnected && main.contains(from);
      if (movedOn || stillHere) return true;
      const target = focusTarget(main, fromPath, shown, from, waiting);
      if (!target) return false;
      focusQuietly(target);
      return true;
    };
    if (moveFocus(true) || typeof MutationObserver === 'undefined') return;
    // a screen that puts its h1 (a list its rows) up a moment after its first render
    const observer = new MutationObserver(() => {
      if (moveFocus(true)) stop();
    });
    const timer = setTimeout(() => {
      stop();
      moveFocus(false);
    }, WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [shown]);
}
