// Build time only (plugin.ts beside this file): the pages a first visit may open from a shared
// link — the catalog and each spell — rendered by the app itself in Czech, for a player with no
// stored state and a phone's screen. Their HTML paints the list or the spell's text before any
// script; main.tsx then renders the same screen over it (createRoot replaces the markup).
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { initI18n } from '../i18n';
import { App, preloadScreenAt } from '../App';
import { loadCatalogIndex } from '../data/catalog';

/** The markup of the app at `path` (what goes inside #root). The screen, its strings and spells
 *  are loaded first, so nothing suspends (a suspended screen would leave its "Načítám…"). */
export async function renderPage(path: string): Promise<string> {
  await initI18n('cs');
  await preloadScreenAt(path);
  const html = renderToString(
    <Router ssrPath={path} ssrSearch="">
      <App />
    </Router>,
  );
  if (html.includes('<!--$!-->')) throw new Error(`prerender: ${path} suspended while rendering`);
  return html;
}

/** Every path rendered at build time: the catalog and one page per SRD spell. */
export async function prerenderedPaths(): Promise<string[]> {
  const spells = await loadCatalogIndex('cs');
  return ['/kouzla', ...spells.map((s) => `/kouzla/${encodeURIComponent(s.id)}`)];
}
