// The tab's title names the screen: "<the screen's h1> – Grimoár" (WCAG 2.4.2). Tabs, history,
// bookmarks and a screen reader's "where am I" read it; one title for every screen told none of
// them apart. It follows the h1 as screens load, names change and the language switches.
import { useEffect } from 'react';
import i18n from './i18n';

/** The h1's words, its parts (e.g. "Upravit postavu" and the name under it) kept apart. */
function headingText(h1: Element): string {
  const parts: string[] = [];
  const walk = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) parts.push(n.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** "<screen> – Grimoár", or the general title while no screen names itself. */
const titleOf = (name: string): string => (name ? i18n.t('app.screenTitle', { screen: name }) : i18n.t('app.documentTitle'));

/** Keeps document.title on the screen inside `#main` (mount once, in App). */
export function useScreenTitle() {
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main || typeof MutationObserver === 'undefined') return;
    // runs after every change inside #main (a tap on a slot, too): only a new h1 costs a translation
    let shown: string | null = null;
    const show = (force: boolean) => {
      const h1 = main.querySelector('h1');
      const name = h1 ? headingText(h1) : '';
      if (name === shown && !force) return;
      shown = name;
      const next = titleOf(name);
      if (document.title !== next) document.title = next;
    };
    show(true);
    const observer = new MutationObserver(() => show(false));
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    // after setLanguage has put the language's general title up (an h1 the same in both languages,
    // like a custom spell's name, changes nothing the observer would see)
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLanguage = () => {
      clearTimeout(timer);
      timer = setTimeout(() => show(true), 0);
    };
    i18n.on('languageChanged', onLanguage);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      i18n.off('languageChanged', onLanguage);
    };
  }, []);
}
