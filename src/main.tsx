import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { initI18n } from './i18n';
import { App, preloadScreenAt } from './App';
import { startApp } from './boot';
import { preloadBannersIfNeeded } from './features/settings/StatusSlot';

const root = createRoot(document.getElementById('root')!);

/** A page rendered at build time (src/prerender) shows the catalog's search box before the app runs;
 *  what a player typed there goes into the address, which the catalog reads its query from, so it is
 *  not lost when the app's render replaces the page. */
function keepTypedQuery() {
  const box = document.querySelector<HTMLInputElement>('#root input[type=search]');
  if (!box?.value) return;
  const url = new URL(location.href);
  url.searchParams.set('q', box.value);
  history.replaceState(history.state, '', url);
}

startApp()
  .then(async ({ language }) => {
    await initI18n(language);
    await Promise.all([preloadBannersIfNeeded(), preloadScreenAt(location.pathname)]);
    keepTypedQuery();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((e: unknown) => {
    console.error(e);
    document.getElementById('root')!.textContent = 'Grimoár se nepodařilo spustit. Zkus stránku načíst znovu.';
  });
