// Renders the app icons in public/ from the favicon's mark (an open book with a star) with headless
// Chromium. Run after changing the mark: `npx tsx src/pwa/tools/make-icons.ts`.
// - icon-192.png, icon-512.png: rounded tile, transparent corners (purpose "any")
// - icon-maskable-512.png: full-bleed tile, the mark inside the 80 % safe circle (purpose "maskable")
// - apple-touch-icon.png: 180 × 180, full-bleed, opaque (iOS rounds the corners itself)
// - favicon-32.png: the tab icon of index.html. A PNG, not favicon.svg: Chromium builds an SVG
//   favicon into a document of its own on the page's main thread right after the load event, which
//   is when the first tap of a cold start lands (≈ 25 ms at 4× CPU).
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const MARK =
  '<path d="M14 16c6-3 12-3 18 1v33c-6-4-12-4-18-1z" fill="#f5f3ff"/>' +
  '<path d="M50 16c-6-3-12-3-18 1v33c6-4 12-4 18-1z" fill="#ddd6fe"/>' +
  '<path d="M41 22l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z" fill="#f59e0b"/>';

type Kind = 'any' | 'maskable' | 'apple';

function svg(kind: Kind, size: number): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}" style="display:block">`;
  if (kind === 'any') return `${open}<rect width="64" height="64" rx="14" fill="#4c1d95"/>${MARK}</svg>`;
  const scale = kind === 'maskable' ? 0.95 : 1;
  const off = 32 - 32 * scale;
  return `${open}<rect width="64" height="64" fill="#4c1d95"/><g transform="translate(${off} ${off - 0.5}) scale(${scale})">${MARK}</g></svg>`;
}

const ICONS: [string, number, Kind][] = [
  ['icon-192.png', 192, 'any'],
  ['icon-512.png', 512, 'any'],
  ['icon-maskable-512.png', 512, 'maskable'],
  ['apple-touch-icon.png', 180, 'apple'],
  ['favicon-32.png', 32, 'any'],
];

const publicDir = fileURLToPath(new URL('../../../public/', import.meta.url));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [name, size, kind] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(kind, size)}</body></html>`);
    await page.screenshot({ path: `${publicDir}${name}`, omitBackground: kind === 'any' });
    await page.close();
    console.log(`public/${name} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
