// Byte accounting of a production build (dist/), shared by `npm run bench` and the byte-budget test
// (test/e2e/bytes.spec.ts). Nothing here is a guess: every figure is derived from the build itself.
//
// - initial JS / CSS: what the browser must fetch before the first screen can run — the module
//   script (or the one its inline start script imports) and the modulepreload / stylesheet links
//   of dist/index.html, plus (to be safe) every chunk reachable from the entry through STATIC
//   imports (`import … from "./x.js"`; any other dynamic `import()` is lazy by definition).
//   Both lists are reported; the budget uses their union.
// - gzip (zlib level 9) and brotli (quality 11), as a static host serving precompressed files would.
// - precache: the URL list in dist/sw.js (workbox `precacheAndRoute([...])`), sizes of those files.
// - spell texts: the lazy chunks that hold locales/<lng>/spells.json, recognised by content (the
//   chunk holding most of that locale's description openings), not by file name.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @param {Buffer|string} buf */
export function compressedSizes(buf) {
  const b = typeof buf === 'string' ? Buffer.from(buf) : buf;
  return {
    raw: b.length,
    gzip: gzipSync(b, { level: 9 }).length,
    brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length,
  };
}

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1] ?? tag.match(new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, 'i'))?.[1] ?? null;
const local = (url) => url !== null && !/^[a-z]+:\/\//i.test(url) && !url.startsWith('//');
const clean = (url) => url.replace(/^\//, '').replace(/[?#].*$/, '');

/** Tags of index.html the first screen depends on. */
export function parseIndexHtml(html) {
  const scripts = [];
  const preloads = [];
  const styles = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (local(src)) scripts.push(clean(src));
  }
  // an inline module script that imports the entry once the shell is painted (paintShellFirst)
  for (const [, body] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/gi))
    for (const [, src] of body.matchAll(/\bimport\("([^"]+\.js)"\)/g)) if (local(src)) scripts.push(clean(src));
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!local(href)) continue;
    const file = clean(href);
    if (rel.includes('modulepreload')) preloads.push(file);
    // index.html links the stylesheet twice (after paint, and inside <noscript>): one file
    else if (rel.includes('stylesheet') && !styles.includes(file)) styles.push(file);
  }
  return { scripts, preloads, styles };
}

/** Specifiers of static imports / re-exports in minified ESM (not `import(...)`). */
export function staticImports(code) {
  const out = new Set();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.(?:m?js))["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

/** Every JS file reachable from `entries` through static imports (paths relative to dist). */
export function staticGraph(dist, entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !f.endsWith('.js')) continue;
    seen.add(f);
    const p = join(dist, f);
    if (!existsSync(p)) throw new Error(`index.html / imports reference a missing file: ${f}`);
    for (const spec of staticImports(readFileSync(p, 'utf8'))) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      stack.push(spec.startsWith('/') ? clean(spec) : posix.normalize(posix.join(posix.dirname(f), spec)));
    }
  }
  return [...seen];
}

/** The precache manifest of a workbox sw.js: [{url, revision}]. */
export function parsePrecache(swCode) {
  const start = swCode.indexOf('precacheAndRoute(');
  if (start < 0) throw new Error('sw.js has no precacheAndRoute([...]) call');
  const list = [];
  const end = swCode.indexOf('}]', start);
  const seg = swCode.slice(start, end < 0 ? undefined : end + 2);
  for (const m of seg.matchAll(/\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?\s*:\s*("([^"]*)"|null)\s*\}/g)) list.push({ url: clean(m[1]), revision: m[3] ?? null });
  if (!list.length) throw new Error('could not read the precache list from sw.js');
  return list;
}

function listFiles(dir, base = '') {
  const out = [];
  for (const name of readdirSync(join(dir, base))) {
    const rel = base ? `${base}/${name}` : name;
    if (statSync(join(dir, rel)).isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

function sumSizes(dist, files) {
  const per = files.map((f) => ({ file: f, ...compressedSizes(readFileSync(join(dist, f))) }));
  const total = per.reduce((a, x) => ({ raw: a.raw + x.raw, gzip: a.gzip + x.gzip, brotli: a.brotli + x.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  return { files: per.sort((a, b) => b.gzip - a.gzip), ...total };
}

/** Openings of descriptions in a locale's spells.json, used as fingerprints of its chunk. */
function fingerprints(localeFile, count = 40) {
  const texts = JSON.parse(readFileSync(localeFile, 'utf8'));
  const out = [];
  for (const t of Object.values(texts)) {
    const para = (t.description ?? []).find((p) => /^[\p{L} ,.]{40,}/u.test(p));
    if (para) out.push(para.match(/^[\p{L} ,.]{40}/u)[0]);
    if (out.length >= count) break;
  }
  return out;
}

/**
 * Everything the bench reports about bytes. `root` = the project folder (for locales/*).
 * @param {string} dist
 * @param {string} root
 */
export function analyzeDist(dist, root = process.cwd()) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = parseIndexHtml(html);
  // The entry is a module script, or the one an inline script imports after the first paint
  // (vite.config.ts paintShellFirst): either way its static graph is the first screen.
  const entries = tags.scripts.length ? tags.scripts : tags.preloads;
  if (!entries.length) throw new Error(`${dist}/index.html has no module script or modulepreload`);
  const fromHtml = [...new Set([...tags.scripts, ...tags.preloads])];
  const graph = staticGraph(dist, entries);
  const initialJs = [...new Set([...fromHtml, ...graph])].filter((f) => f.endsWith('.js'));
  const notPreloaded = graph.filter((f) => !fromHtml.includes(f));
  const all = listFiles(dist);
  const js = all.filter((f) => f.endsWith('.js') && f.startsWith('assets/'));

  // Spell texts per locale: the lazy chunk holding most fingerprints of locales/<lng>/spells.json.
  const spellTexts = {};
  for (const lng of readdirSync(join(root, 'locales'))) {
    const file = join(root, 'locales', lng, 'spells.json');
    if (!existsSync(file)) continue;
    const fps = fingerprints(file);
    const hits = js
      .map((f) => {
        const code = readFileSync(join(dist, f), 'utf8');
        return { f, n: fps.filter((p) => code.includes(p)).length };
      })
      .filter((x) => x.n >= fps.length * 0.8);
    spellTexts[lng] = { ...sumSizes(dist, hits.map((x) => x.f)), source: `locales/${lng}/spells.json (${Buffer.byteLength(readFileSync(file))} B)`, inInitial: hits.some((x) => initialJs.includes(x.f)) };
  }

  const swPath = join(dist, 'sw.js');
  let precache = null;
  if (existsSync(swPath)) {
    const entries = parsePrecache(readFileSync(swPath, 'utf8'));
    const missing = entries.filter((e) => !existsSync(join(dist, e.url))).map((e) => e.url);
    const present = entries.filter((e) => existsSync(join(dist, e.url))).map((e) => e.url);
    const sizes = sumSizes(dist, present);
    precache = { count: entries.length, missing, raw: sizes.raw, gzip: sizes.gzip, brotli: sizes.brotli };
  }

  return {
    initialJs: { ...sumSizes(dist, initialJs), fromHtml, staticGraph: graph, notPreloaded },
    initialCss: sumSizes(dist, tags.styles),
    indexHtml: compressedSizes(html),
    allJs: sumSizes(dist, js),
    precache,
    spellTexts,
  };
}
