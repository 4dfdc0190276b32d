// The build's HTML pages (vite build only). index.html gets the app shell rendered by App
// (render.tsx) and its CSS inlined, and its
// stylesheet stops blocking the paint: the first paint needs only the HTML. The pages a shared link
// opens first — the catalog and every spell (render.tsx) — are written beside it as <path>.html,
// with the screen rendered into #root and the CSS it needs inlined, so a first visit paints the list
// or the spell's text before any script runs (static hosts and `vite preview` serve /kouzla from
// kouzla.html; anything else gets index.html). The service worker serves index.html to every
// navigation, so these pages stay out of its precache (vite.config.ts).
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
import { createServer, type Plugin } from 'vite';
import { WIDE_QUERY } from '../lib/useMediaQuery';

/** index.html marks the app shell inside #root; a rendered page replaces what stands between. */
const SHELL = /<!--app-->[\s\S]*<!--\/app-->/;
const TITLE = /<title>[^<]*<\/title>/;

/** The pages are rendered at a phone's width; a wide screen lays the catalog out in two panes, so
 *  there the rendered screen stays hidden until the app replaces it (and this rule with it). */
const NARROW_ONLY = `<style>@media ${WIDE_QUERY}{#main{visibility:hidden}}</style>`;

interface Renderer {
  renderShell(): Promise<string>;
  renderPage(path: string): Promise<{ markup: string; title: string }>;
  prerenderedPaths(): Promise<string[]>;
}

/** The app's modules loaded in Node through Vite (the same config, serve mode: no build plugins). */
async function withRenderer<T>(run: (r: Renderer) => Promise<T>): Promise<T> {
  const server = await createServer({
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    return await run((await server.ssrLoadModule('/src/prerender/render.tsx')) as Renderer);
  } finally {
    await server.close();
  }
}

export function htmlPages(): Plugin {
  return {
    name: 'grimoar:html-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const css = new Map(Object.values(bundle).flatMap((f) => (f.type === 'asset' && f.fileName.endsWith('.css') ? [[f.fileName, String(f.source)]] : [])));
      // Tailwind writes spacing between children as `:where(.space-y-3>:not(:last-child))`, which
      // Beasties does not match: those rules are kept for the classes a page uses (else the
      // stylesheet's arrival moves the page).
      const whereClasses = new Set([...css.values()].flatMap((text) => [...text.matchAll(/:where\(\.([\w-]+)[>:]/g)].map((m) => m[1])));
      const critical = (page: string) => {
        const used = [...new Set([...page.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)))].filter((c) => whereClasses.has(c));
        const beasties = new Beasties({ path: '/', publicPath: '/', preload: 'media', pruneSource: false, reduceInlineStyles: false, logLevel: 'warn', allowRules: used.length ? [new RegExp(`^:where\\(\\.(${used.join('|')})[>:]`)] : [] });
        beasties.readFile = (file: string) => {
          const text = css.get(file.replace(/^\/+/, ''));
          if (text === undefined) throw new Error(`critical CSS: ${file} is not in the bundle`);
          return text;
        };
        return beasties;
      };
      const source = String(html.source);
      if (!/<!--app--><!--\/app-->/.test(source)) throw new Error('html pages: index.html has no empty <!--app--><!--/app--> shell');
      const tag = /<html[^>]*>/.exec(source)?.[0];
      if (!tag) throw new Error('critical CSS: index.html has no <html> tag');
      // Beasties loads the full stylesheet as media="print" switched to "all" on load; the switch
      // waits for the app's first render instead (main.tsx applies it). Its link moves to the end
      // of the body: requested and parsed in the head, it cost the first paint ≈ 40–90 ms at ×3 CPU
      // (bench/first-ab.mjs), and the page needs it only once the app runs.
      const afterPaint = (page: string) => {
        const link = /<link rel="stylesheet"[^>]* media="print" onload="this\.media='all'">/.exec(page)?.[0];
        if (!link) throw new Error('critical CSS: no stylesheet loaded as media="print"');
        const late = link.replace(` onload="this.media='all'"`, ' data-after-paint');
        return page.replace(link, '').replace('</body>', `${late}\n  </body>`);
      };
      // matched against the page as it is in the dark theme too (html.dark), then as it was
      const inline = async (page: string) => afterPaint((await critical(page).process(page.replace(tag, tag.replace('<html', '<html class="dark"')))).replace(/<html[^>]*>/, tag));
      await withRenderer(async (r) => {
        // the shell is the app's own header and navigation, rendered here: index.html holds none
        const shell = await r.renderShell();
        const src = source.replace(SHELL, () => `<!--app-->${shell}<!--/app-->`);
        html.source = await inline(src);
        for (const path of await r.prerenderedPaths()) {
          const { markup, title } = await r.renderPage(path);
          // function replacements: the markup's "$" characters stay as they are
          const page = src.replace(SHELL, () => `<!--app-->${NARROW_ONLY}${markup}<!--/app-->`).replace(TITLE, () => `<title>${title}</title>`);
          this.emitFile({ type: 'asset', fileName: `${decodeURIComponent(path.slice(1))}.html`, source: await inline(page) });
        }
      });
    },
  };
}
