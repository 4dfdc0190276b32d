import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './index.css';
import { initI18n } from './i18n';
import { App, preloadScreenAt } from './App';
import { startApp } from './boot';
import { preloadBannersIfNeeded } from './features/settings/StatusSlot';

const container = document.getElementById('root')!;
const root = createRoot(container);

/** A page rendered at build time (src/prerender) shows the catalog's search box before the app runs,
 *  holding the address's query (index.html). What the box holds then goes into the address, which
 *  the catalog reads its query from, so nothing typed there is lost when the app's render replaces
 *  the page. Returns the box's selection if it had the focus (typed in or not yet: the phone's
 *  keyboard is up, and the next letters must reach the app's box, replacing what was selected). */
function keepTypedQuery(): [number, number] | null {
  const box = container.querySelector<HTMLInputElement>('input[type=search]');
  if (!box) return null;
  const url = new URL(location.href);
  if (box.value !== (url.searchParams.get('q') ?? '')) {
    if (box.value) url.searchParams.set('q', box.value);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  }
  return document.activeElement === box ? [box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length] : null;
}

/** A button's words without a count ("Filtry (2) ▾" → "Filtry"): the rendered page knows no filters
 *  of the address. */
const buttonKey = (name: string) =>
  name
    .replace(/\(\d+\)/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A tap on a button of that page before the app ran (noted by the inline script in index.html):
 *  the app's button of the same name gets it. */
function repeatEarlyTap() {
  const name = container.dataset.tap;
  if (name === undefined) return;
  delete container.dataset.tap;
  const buttons = Array.from(container.querySelectorAll('button'));
  buttons.find((b) => buttonKey(b.getAttribute('aria-label') ?? b.textContent ?? '') === buttonKey(name))?.click();
}

/** The full stylesheet: fetched with the page (its link ends the body) but not applied
 *  (media="print", src/prerender), so that the shell, styled by its inline critical CSS, is not
 *  restyled before React replaces it. */
const fullStylesheets = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]'));

/** Resolves when every such stylesheet has arrived (or failed): the app never renders unstyled. */
const stylesheetsLoaded = () =>
  Promise.all(
    fullStylesheets().map((l) =>
      l.sheet ? undefined : new Promise((done) => ['load', 'error'].forEach((type) => l.addEventListener(type, done, { once: true }))),
    ),
  );

startApp()
  .then(async ({ language }) => {
    await initI18n(language);
    await Promise.all([preloadBannersIfNeeded(), preloadScreenAt(location.pathname), stylesheetsLoaded()]);
    const typing = keepTypedQuery();
    for (const l of fullStylesheets()) l.media = 'all';
    // rendered at once, so that no tap falls between the page's last moment and the app's first
    flushSync(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    repeatEarlyTap();
    if (!typing) return;
    // the player is typing: the app's search box takes the focus (and the phone's keyboard stays up)
    const box = container.querySelector<HTMLInputElement>('input[type=search]');
    box?.focus();
    box?.setSelectionRange(...typing);
  })
  .catch((e: unknown) => {
    console.error(e);
    // index.html's shell script tells the player, in the page's language
    dispatchEvent(new Event('grimoar:start-failed'));
  });
