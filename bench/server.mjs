// A small static server for the production build, behaving like a static host: brotli/gzip when the
// browser accepts them (precompressed once at start), long caching for hashed /assets/*, no-cache for
// index.html and sw.js, a page rendered at build time for its path (/kouzla → kouzla.html), and the SPA
// fallback (any other path without an extension → index.html), as `vite preview` does. It counts requests, so the bench can prove that an offline visit made none.
import { createServer } from 'node:http';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

function load(dir) {
  const files = new Map();
  const walk = (rel) => {
    for (const name of readdirSync(join(dir, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(join(dir, r)).isDirectory()) walk(r);
      else {
        const body = readFileSync(join(dir, r));
        const ext = extname(r);
        const f = { body, type: TYPES[ext] ?? 'application/octet-stream' };
        if (COMPRESSIBLE.has(ext) && body.length > 256) {
          f.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          f.gz = gzipSync(body, { level: 9 });
        }
        files.set(`/${r}`, f);
      }
    }
  };
  walk('');
  return files;
}

/** Serves `dir` on 127.0.0.1:`port`. Resolves with { url, close(), requests: { count, log },
 *  mount(prefix, dir), unmount(prefix) } — a mounted folder is served under its prefix. */
export function serveDist(dir, port) {
  const files = load(dir);
  const mounts = new Map();
  const requests = { count: 0, log: [] };
  const server = createServer((req, res) => {
    requests.count++;
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.log.push(path);
    let f;
    for (const [pre, m] of mounts) if (path.startsWith(pre)) f = m.get(`/${path.slice(pre.length)}`);
    f ??= files.get(path === '/' ? '/index.html' : path);
    if (!f && !extname(path)) f = files.get(`${path.replace(/\/$/, '')}.html`) ?? files.get('/index.html');
    if (!f) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const headers = {
      'content-type': f.type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = f.body;
    if (f.br && /\bbr\b/.test(accept)) {
      body = f.br;
      headers['content-encoding'] = 'br';
    } else if (f.gz && /\bgzip\b/.test(accept)) {
      body = f.gz;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        mount: (prefix, d) => mounts.set(prefix, load(d)),
        unmount: (prefix) => mounts.delete(prefix),
        close: () => new Promise((r) => server.close(() => r())),
      }),
    );
  });
}
