/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { spellNames } from './src/data/tools/spell-names-plugin.ts';
import { htmlPages } from './src/prerender/plugin.ts';

/** The entry chunk (~120 kB gzip) is imported only after the browser has painted the static shell
 *  of index.html: a preloaded chunk is compiled on the main thread before the first frame (A/B at 4×
 *  CPU: FCP ≈ 100 ms later). The full stylesheet is fetched with the page but applied only with the
 *  app's first render (main.tsx; src/prerender marks it data-after-paint), so the shell, which its
 *  inline critical CSS already styles, is not restyled and laid out once more just before React
 *  replaces it. A hidden tab (no frames) starts at once. */
function paintShellFirst(): Plugin {
  return {
    name: 'grimoar:paint-shell-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!tag) throw new Error('paint-shell-first: index.html has no entry script');
        const src = JSON.stringify(tag[1]);
        const start = `<script type="module">const go=()=>{import(${src}).catch((e)=>{console.error(e);dispatchEvent(new Event('grimoar:start-failed'))})};document.visibilityState==='hidden'?go():requestAnimationFrame(()=>setTimeout(go))</script>`;
        // A returning player (the service worker serves the files): the chunk fetched as a script
        // preload is compiled from Chromium's V8 code cache on the second start and later (≈ −20 %
        // to usable, bench/cold-ab.mjs); a first visit streams the compile instead, which a preload stops.
        const returning = `<script>if(navigator.serviceWorker?.controller){var l=document.createElement('link');l.rel='preload';l.as='script';l.crossOrigin='';l.href=${src};document.head.appendChild(l)}</script>`;
        return html.replace(tag[0], '').replace('</head>', `${returning}\n  </head>`).replace('</body>', `${start}\n  </body>`);
      },
    },
  };
}

/** A first visit to a deep link of the catalog fetches that screen's chunks and spell data while the
 *  start chunk still runs (modulepreload from an inline script, once the shell is painted), instead
 *  of after React's first render asks for them: they arrive in one round instead of a chain of three. Only without a
 *  service worker (its cache serves a returning player at once) and in Czech, the default language
 *  of a first visit. Each route lists the modules App.tsx's screen() loads for it. */
const FIRST_VISIT_ROUTES: [RegExp, string[]][] = [
  [/^\/kouzla\/?$/, ['src/features/catalog/CatalogScreen.tsx', 'src/i18n/cs-screens.ts', 'src/data/catalog.ts', 'src/data/spells.json', 'locales/cs/spells.json?names']],
  [/^\/kouzla\/[^/]+\/?$/, ['src/features/catalog/SpellDetailScreen.tsx', 'src/i18n/cs-screens.ts', 'src/data/catalog.ts', 'src/data/spells.json', 'locales/cs/spells.json', 'locales/cs/spells.json?names']],
];

function preloadFirstVisit(): Plugin {
  return {
    name: 'grimoar:preload-first-visit',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const start = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files = (modules: string[]): string[] => {
          const out = new Set<string>();
          const add = (name: string) => {
            if (start.has(name) || out.has(name)) return;
            out.add(name);
            for (const i of chunks.find((c) => c.fileName === name)?.imports ?? []) add(i);
          };
          for (const m of modules) {
            const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${m}`)));
            if (!chunk) throw new Error(`preload-first-visit: no chunk holds ${m}`);
            add(chunk.fileName);
          }
          return [...out].map((f) => `/${f}`);
        };
        const routes = JSON.stringify(FIRST_VISIT_ROUTES.map(([re, modules]) => [re.source, files(modules)]));
        // after the first frame (the shell's paint), just before the start chunk runs
        const script = `<script>if(!navigator.serviceWorker?.controller)requestAnimationFrame(()=>setTimeout(()=>{for(const[r,f]of ${routes})if(new RegExp(r).test(location.pathname))for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}}))</script>`;
        return html.replace('</body>', `${script}\n  </body>`);
      },
    },
  };
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    spellNames(),
    htmlPages(),
    paintShellFirst(),
    preloadFirstVisit(),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // public/ icons are precached by the glob below (no duplicate entries from these two lists)
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Grimoár – kniha kouzel',
        short_name: 'Grimoár',
        description: 'Česká kniha kouzel a počítadlo pozic pro D&D 5e (SRD 5.1). Funguje i bez připojení.',
        lang: 'cs',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // no orientation lock: a GM's tablet lies in landscape; a phone's own rotation lock decides
        theme_color: '#4c1d95',
        background_color: '#1c1917',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // a long press on the installed app's icon opens these screens straight away
        shortcuts: [
          { name: 'Boj', url: '/boj', icons: [{ src: 'icon-192.png', sizes: '192x192', type: 'image/png' }] },
          { name: 'Kniha kouzel', url: '/kniha', icons: [{ src: 'icon-192.png', sizes: '192x192', type: 'image/png' }] },
          { name: 'Kouzla', url: '/kouzla', icons: [{ src: 'icon-192.png', sizes: '192x192', type: 'image/png' }] },
        ],
      },
      workbox: {
        // Everything the build emits: the app shell, every JS chunk (lazy screens, both locales' UI
        // strings and both locales' spell texts are separate chunks), CSS, icons, fonts if any.
        // test/e2e/pwa.spec.ts checks the precache list against the dist folder.
        globPatterns: ['**/*.{js,css,html,json,svg,png,woff2}'],
        // The pages rendered for a first visit (src/prerender): offline, every navigation gets index.html.
        globIgnores: ['kouzla.html', 'kouzla/**'],
        // Spell texts are ~0.5 MB per locale; they must be precached for offline play.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Deep links (/kouzla/fireball, /tisk …) open offline: every navigation gets the app shell.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/sw\.js$/, /^\/workbox-/, /^\/manifest\.webmanifest$/],
        cleanupOutdatedCaches: true,
        // The first service worker controls the page at once (offline works after ONE visit);
        // an UPDATE waits (no skipWaiting) until the player taps "Načíst novou verzi".
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  // No modulepreload polyfill: every browser that runs this es2022 build supports modulepreload
  // natively (Chromium 66+, Safari 17+, Firefox 115+); it would cost the first screen's JS.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // src/rules is pure (no side effects by the layer rules): a module of it that the first screen
      // does not use stays out of the first chunk even though the barrel (rules/index.ts) re-exports
      // it — otherwise every rule behind the lazy screens' actions loads at start-up.
      treeshake: { moduleSideEffects: [{ test: /\/src\/rules\//, sideEffects: false }] },
      // Every module the first screen needs (statically reachable from main.tsx) goes into one chunk:
      // offline, each file is a service-worker fetch and a module record of its own, and 11 small
      // chunks cost more than one (bench/cold-ab.mjs). Lazy chunks import from it.
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'server/**/*.test.mjs'],
    setupFiles: ['src/testing/setup.ts'],
    // jsdom component tests on a loaded 2-core CI machine can take seconds each; a timeout is a hang
    // detector here, not a performance check (performance lives in npm run bench).
    testTimeout: 30_000,
  },
});
