// Build time only (plugin.ts beside this file): the pages a first visit may open from a shared
// link — the catalog and each spell — rendered by the app itself in Czech, for a player with no
// stored state and a phone's screen. Their HTML paints the list or the spell's text before any
// script; main.tsx then renders the same screen over it (createRoot replaces the markup).
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import i18n, { initI18n, loadResources } from '../i18n';
import { App, preloadScreenAt } from '../App';
import { loadCatalogIndex } from '../data/catalog';

/** The markup of the app at `path` (what goes inside #root) and the page's title. The screen, its
 *  strings and spells are loaded first, so nothing suspends (a suspended screen would leave its
 *  "Načítám…"). */
export async function renderPage(path: string): Promise<{ markup: string; title: string }> {
  await initI18n('cs');
  await preloadScreenAt(path);
  const html = renderToString(
    <Router ssrPath={path} ssrSearch="">
      <App />
    </Router>,
  );
  if (html.includes('<!--$!-->')) throw new Error(`prerender: ${path} suspended while rendering`);
  return { markup: html, title: pageTitle(html) };
}

/** The app shell of index.html (what goes inside #root on any path the service worker or the host
 *  answers with it): the app's own header, navigation and main, rendered on no screen, with the
 *  neutral "Načítám…" in main (data-en: the start script's English) and no tab marked current
 *  (the start script marks the address's tab). */
export async function renderShell(): Promise<string> {
  await initI18n('cs');
  const html = renderToString(
    <Router ssrPath="/__shell" ssrSearch="">
      <App />
    </Router>,
  );
  if (!i18n.hasResourceBundle('en', 'translation')) i18n.addResourceBundle('en', 'translation', await loadResources('en'));
  const en = i18n.getFixedT('en');
  const wait = `<p role="status" class="shell-wait p-4 text-stone-600 dark:text-stone-300" data-en="${en('app.loading')}">${i18n.t('app.loading')}</p>`;
  const main = /(<main [^>]*>)[\s\S]*?(<\/main>)/;
  if (!main.test(html) || html.includes('aria-current')) throw new Error('prerender: the shell has no main, or marks a tab');
  return html.replace(main, (_m, open: string, close: string) => open + wait + close);
}

/** The title the app gives the screen (src/screen-title.ts): "<h1> – Grimoár", so a shared link's
 *  preview and the tab name the spell before any script runs. The h1's text stays HTML-escaped. */
function pageTitle(markup: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1];
  const name = h1?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (!name) throw new Error('prerender: a rendered page has no h1 to name it');
  return i18n.t('app.screenTitle', { screen: name, interpolation: { escapeValue: false } });
}

/** Every path rendered at build time: the catalog and one page per SRD spell. */
export async function prerenderedPaths(): Promise<string[]> {
  const spells = await loadCatalogIndex('cs');
  return ['/kouzla', ...spells.map((s) => `/kouzla/${encodeURIComponent(s.id)}`)];
}
