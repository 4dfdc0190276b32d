import { lazy, memo, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from 'react-error-boundary';
import { useAppStore } from './store/app-store';
import i18n, { ensureScreenStrings, setLanguage } from './i18n';
import { StatusSlot } from './features/settings/StatusSlot';
import { CharactersScreen } from './features/characters/CharactersScreen';
import { NAV_ICONS } from './components/NavIcons';
import { SyncSlot } from './features/sync/entry';
import { loadOnce } from './lib/load-once';
import { chosenCharacterId } from './store/characters';
import { characterPath } from './components/character-path';
import { ScreenFailed } from './components/ScreenFailed';
import { useScreenTitle } from './screen-title';
import { useFocusNewScreen } from './screen-focus';

// A lazy screen renders once its chunk and the Czech strings of the lazy screens are loaded.
// Screens that show spells (`catalog`) also start loading the spell catalog of the current language
// at the same time, instead of after their first render: its chunks (≈ 0.5 MB of text) no longer
// wait in line behind the screen's own. A failed catalog load does not fail the screen:
// the screen shows its own retry.
// The catalog list needs only the index (no texts).
const loadCatalogNow = (what: 'index' | 'full') =>
  import('./data/catalog').then((m) => (what === 'index' ? m.loadCatalogIndex : m.loadCatalog)(m.catalogLanguage(i18n.language))).catch(() => undefined);
// `preload` starts the same loading before the screen is rendered: the navigation starts it when the
// finger touches a tab (pointerdown), a good 100 ms before the tap's click on a phone. A failed load
// is tried again by the next call.
// Once loaded, a screen renders at once, without suspending (see preloadScreenAt).
const screen = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>, needs: { catalog?: 'index' | 'full' } = {}) => {
  const preload = loadOnce(() => Promise.all([load(), ensureScreenStrings(), needs.catalog ? loadCatalogNow(needs.catalog) : null]).then(([m]) => m));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Screen(props: P) {
    const Loaded = preload.loaded()?.default;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
};
// Service-worker registration and its prompts are not needed for the first paint (initial JS budget).
// Its chunk may not load (offline before the precache is in): then no prompt this time, nothing else.
const UpdatePrompt = lazy(() => import('./pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
/** ms after start-up before the service worker is registered: its first install downloads the whole
 *  precache (≈1.7 MB), which must not compete with the first screen and the first taps on a slow phone. */
const SW_DELAY_MS = 3000;

/** true once the app has been up for `ms` */
function useAfterStart(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(id);
  }, [ms]);
  return ready;
}

const CharacterEditor = screen(() => import('./features/characters/CharacterEditor'), { catalog: 'full' });
const CatalogScreen = screen(() => import('./features/catalog/CatalogScreen'), { catalog: 'index' });
const SpellDetailScreen = screen(() => import('./features/catalog/SpellDetailScreen'), { catalog: 'full' });
const SpellbookScreen = screen(() => import('./features/spellbook/SpellbookScreen'), { catalog: 'full' });
const TrackerScreen = screen(() => import('./features/tracker/TrackerScreen'), { catalog: 'full' });
const PrintScreen = screen(() => import('./features/print/PrintScreen'), { catalog: 'full' });
const RulesScreen = screen(() => import('./features/rules-reference/RulesScreen'));
const SettingsScreen = screen(() => import('./features/settings/SettingsScreen'));
const AboutScreen = screen(() => import('./features/about/AboutScreen'));
const HomebrewScreen = screen(() => import('./features/homebrew/HomebrewScreen'));
const TableScreen = screen(() => import('./features/sync/TableScreen'), { catalog: 'full' });

/** The lazy screen of each path of the Switch below (the same paths). */
const SCREEN_AT: [RegExp, { preload: () => Promise<unknown> }][] = [
  [/^\/postava\/./, CharacterEditor],
  [/^\/kouzla\/?$/, CatalogScreen],
  [/^\/kouzla\/./, SpellDetailScreen],
  [/^\/kniha(\/|$)/, SpellbookScreen],
  [/^\/boj(\/|$)/, TrackerScreen],
  [/^\/tisk(\/|$)/, PrintScreen],
  [/^\/pravidla\/?$/, RulesScreen],
  [/^\/vlastni-kouzla\/?$/, HomebrewScreen],
  [/^\/nastaveni\/?$/, SettingsScreen],
  [/^\/o-aplikaci\/?$/, AboutScreen],
  [/^\/stul\/?$/, TableScreen],
];

/** Loads the screen of `path` (and its strings and spells) before the first render: a Suspense
 *  fallback shown at start holds the screen back until 300 ms after it (React's reveal throttle),
 *  while the static shell of index.html stays up just as well. Never rejects (a failed load leaves
 *  the screen's own fallback and retry to the render). */
export function preloadScreenAt(path: string): Promise<void> {
  const s = SCREEN_AT.find(([re]) => re.test(path))?.[1];
  return s ? s.preload().then(() => undefined, () => undefined) : Promise.resolve();
}

/** The app's mark, inline: an <img> costs a request and an SVG document of its own, whose load lands
 *  between the first paint and the first tap. Keep it in step with MARK in src/pwa/tools/make-icons.ts
 *  (the icons in public/ are rendered from it). */
const LOGO = (
  <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="#4c1d95" />
    <path d="M14 16c6-3 12-3 18 1v33c-6-4-12-4-18-1z" fill="#f5f3ff" />
    <path d="M50 16c-6-3-12-3-18 1v33c6-4 12-4 18-1z" fill="#ddd6fe" />
    <path d="M41 22l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z" fill="#f59e0b" />
  </svg>
);

function useTheme() {
  const theme = useAppStore((s) => s.settings.theme);
  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-color-scheme: dark)');
    const apply = () => document.documentElement.classList.toggle('dark', theme === 'dark' || (theme === 'system' && !!mq?.matches));
    apply();
    // paper is white: print in the light theme whatever the screen shows
    const light = () => document.documentElement.classList.remove('dark');
    mq?.addEventListener?.('change', apply);
    window.addEventListener('beforeprint', light);
    window.addEventListener('afterprint', apply);
    return () => {
      mq?.removeEventListener?.('change', apply);
      window.removeEventListener('beforeprint', light);
      window.removeEventListener('afterprint', apply);
    };
  }, [theme]);
}

function useLanguageSync() {
  const language = useAppStore((s) => s.settings.language);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void setLanguage(language);
  }, [language, i18n]);
}

const NAV = [
  { href: '/', key: 'nav.characters', icon: NAV_ICONS.characters, match: (p: string) => p === '/' || p.startsWith('/postava'), preload: null, perCharacter: false },
  { href: '/kouzla', key: 'nav.catalog', icon: NAV_ICONS.catalog, match: (p: string) => p.startsWith('/kouzla'), preload: CatalogScreen.preload, perCharacter: false },
  { href: '/kniha', key: 'nav.spellbook', icon: NAV_ICONS.spellbook, match: (p: string) => p.startsWith('/kniha'), preload: SpellbookScreen.preload, perCharacter: true },
  { href: '/boj', key: 'nav.tracker', icon: NAV_ICONS.tracker, match: (p: string) => p.startsWith('/boj'), preload: TrackerScreen.preload, perCharacter: true },
  { href: '/pravidla', key: 'nav.rules', icon: NAV_ICONS.rules, match: (p: string) => p.startsWith('/pravidla'), preload: RulesScreen.preload, perCharacter: false },
] as const;

/** The screen of `location`. Navigation renders it with a deferred location (App): while a lazy
 *  screen's chunk or data loads, the previous screen stays up and the new one appears when it is
 *  ready — no "Načítám…" flash and no Suspense reveal throttle (React holds a revealed fallback for
 *  300 ms). Memoised, and its routes hold elements (not render functions) where they take no
 *  parameters, so the urgent render of a navigation (the nav's active tab) does not render the
 *  previous screen again. */
const Screens = memo(function Screens({ location }: { location: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status" className="p-4 text-stone-600 dark:text-stone-300">{t('app.loading')}</p>}>
      <Switch location={location}>
        <Route path="/"><CharactersScreen /></Route>
        <Route path="/postava/nova"><CharacterEditor /></Route>
        <Route path="/postava/:id">{(p) => <CharacterEditor key={p.id} id={p.id} />}</Route>
        <Route path="/kouzla"><CatalogScreen /></Route>
        <Route path="/kouzla/:id">{(p) => <SpellDetailScreen id={p.id} />}</Route>
        <Route path="/kniha/:id?">{(p) => <SpellbookScreen id={p.id} />}</Route>
        <Route path="/boj/:id?">{(p) => <TrackerScreen id={p.id} />}</Route>
        <Route path="/tisk/:id?">{(p) => <PrintScreen id={p.id} />}</Route>
        <Route path="/pravidla"><RulesScreen /></Route>
        <Route path="/vlastni-kouzla"><HomebrewScreen /></Route>
        <Route path="/nastaveni"><SettingsScreen /></Route>
        <Route path="/o-aplikaci"><AboutScreen /></Route>
        <Route path="/stul"><TableScreen /></Route>
        <Route>
          <h1 className="font-serif text-2xl font-bold">{t('app.notFound')}</h1>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{t('app.notFoundText')}</p>
          <p className="mt-2 flex flex-wrap gap-x-4">
            <Link href="/" className="inline-flex min-h-11 items-center font-semibold text-accent-800 underline dark:text-accent-200">{t('app.notFoundHome')}</Link>
            <Link href="/kouzla" className="inline-flex min-h-11 items-center font-semibold text-accent-800 underline dark:text-accent-200">{t('app.notFoundCatalog')}</Link>
          </p>
        </Route>
      </Switch>
    </Suspense>
  );
});

/** A new screen starts at its top: the window would keep the previous screen's scroll (on a phone,
 *  the combat screen opening halfway down). Within the catalog, the list and a spell's page keep
 *  their own (back from a spell returns to the same place in the list). */
function useTopOfNewScreen(path: string) {
  const last = useRef(path);
  useLayoutEffect(() => {
    const from = last.current;
    last.current = path;
    if (from !== path && !(from.startsWith('/kouzla') && path.startsWith('/kouzla'))) window.scrollTo(0, 0);
  }, [path]);
}

/** The bottom navigation (a side bar on a desktop). Its own component: choosing another character
 *  (often a start's first tap) re-renders these links, not the whole app. */
const BottomNav = memo(function BottomNav({ location }: { location: string }) {
  const { t } = useTranslation();
  // the per-character tabs open this tab's chosen character, not another tab's last choice
  const chosen = useAppStore(chosenCharacterId);
  return (
    <nav aria-label={t('nav.main')} className="no-print fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] phone-landscape:static phone-landscape:w-20 phone-landscape:shrink-0 phone-landscape:border-r phone-landscape:border-t-0 phone-landscape:bg-transparent phone-landscape:pb-0 phone-landscape:pl-[env(safe-area-inset-left)] phone-landscape:dark:bg-transparent md:static md:w-48 md:shrink-0 md:border-r md:border-t-0 md:bg-transparent dark:border-stone-800 dark:bg-stone-900 md:dark:bg-transparent">
      <ul className="flex justify-around phone-landscape:sticky phone-landscape:top-14 phone-landscape:flex-col md:sticky md:top-14 md:flex-col md:gap-1 md:p-2">
        {NAV.map((n) => {
          const active = n.match(location);
          const href = n.perCharacter ? characterPath(n.href, chosen) : n.href;
          return (
            <li key={n.href} className="flex-1 phone-landscape:flex-none md:flex-none">
              <Link
                href={href}
                onPointerDown={n.preload ? () => void n.preload().catch(() => undefined) : undefined}
                aria-current={active ? 'page' : undefined}
                className="flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs phone-landscape:min-h-12 md:min-h-11 md:flex-row md:justify-start md:gap-2 md:px-3 md:text-base text-stone-700 dark:text-stone-300 aria-[current=page]:font-semibold aria-[current=page]:text-accent-800 dark:aria-[current=page]:text-accent-200 md:aria-[current=page]:bg-accent-100 md:dark:aria-[current=page]:bg-stone-800"
              >
                {n.icon}
                {t(n.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

export function App() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const shown = useDeferredValue(location);
  const language = useAppStore((s) => s.settings.language);
  const setLang = useAppStore((s) => s.setLanguage);
  const registerSw = useAfterStart(SW_DELAY_MS);
  useTheme();
  useLanguageSync();
  useTopOfNewScreen(shown);
  useScreenTitle();
  useFocusNewScreen(shown);
  return (
    <div className="mx-auto flex min-h-dvh max-w-6xl flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-black">
        {t('app.skip')}
      </a>
      <header className="no-print sticky top-0 z-20 flex items-center gap-2 border-b border-stone-200 bg-stone-50 px-3 py-1 dark:border-stone-800 dark:bg-stone-950">
        <Link href="/" className="mr-auto flex min-h-11 items-center gap-2 font-serif text-xl font-bold text-accent-900 dark:text-accent-200">
          {LOGO}
          {t('app.title')}
        </Link>
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-lg px-2 text-sm font-semibold uppercase hover:bg-stone-200 dark:hover:bg-stone-800"
          onClick={() => setLang(language === 'cs' ? 'en' : 'cs')}
          aria-label={t('app.switchLanguage')}
        >
          {language === 'cs' ? 'EN' : 'CS'}
        </button>
        <Link href="/nastaveni" className="flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-stone-200 dark:hover:bg-stone-800" aria-label={t('nav.settings')}>
          {NAV_ICONS.settings}
        </Link>
      </header>
      <StatusSlot />
      <SyncSlot />
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>{registerSw && <UpdatePrompt screen={shown} />}</Suspense>
      </ErrorBoundary>
      <div className="flex flex-1">
        <BottomNav location={location} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-3 pb-24 pt-3 phone-landscape:pb-10 md:px-6 md:pb-8">
          <ErrorBoundary FallbackComponent={ScreenFailed} resetKeys={[shown]}>
            <Screens location={shown} />
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
