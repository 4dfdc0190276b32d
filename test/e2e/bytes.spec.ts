// Byte rules of the production build. Bytes are deterministic, so unlike timings they
// are enforced as tests, the 120 kB gzip budget of the first screen's JS included.
// Reads the build that the e2e run serves (E2E_DIST, default dist/) with the same accounting as `npm run bench` (bench/bytes.mjs): the first screen's JS = index.html's module
// script + modulepreloads + every chunk statically imported from the entry, gzip -9.
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { analyzeDist, type DistBytes } from '../../bench/bytes.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');

let bytes: DistBytes;
test.beforeAll(() => {
  expect(existsSync(join(DIST, 'index.html')), `${DIST} must hold a production build (vite build)`).toBe(true);
  bytes = analyzeDist(DIST, ROOT);
});

const list = (b: DistBytes) => b.initialJs.files.map((f) => `${f.file} ${(f.gzip / 1000).toFixed(1)} kB`).join(', ');

test('the first screen needs at most 120 kB of JavaScript (gzip)', () => {
  expect(bytes.initialJs.files.length).toBeGreaterThan(0);
  expect(bytes.initialJs.gzip, `initial JS: ${list(bytes)}`).toBeLessThanOrEqual(120_000);
});

test('the first screen’s stylesheet is counted once (index.html also links it inside <noscript>)', () => {
  const css = bytes.initialCss.files.map((f) => f.file);
  expect(css.length).toBeGreaterThan(0);
  expect(new Set(css).size, css.join(', ')).toBe(css.length);
});

test('the full stylesheet is requested after the page’s markup: the first paint needs only the inline CSS', () => {
  for (const page of ['index.html', 'kouzla.html', 'kouzla/fireball.html']) {
    const html = readFileSync(join(DIST, page), 'utf8');
    const link = html.search(/<link rel="stylesheet"[^>]* media="print" data-after-paint>/);
    expect(link, `${page}: no stylesheet waiting for the app`).toBeGreaterThan(0);
    expect(link, `${page}: the stylesheet is linked before the app markup ends`).toBeGreaterThan(html.indexOf('<!--/app-->'));
  }
});

test('zod’s error texts and the storage banners are not part of the first screen', () => {
  const initial = bytes.initialJs.files.map((f) => readFileSync(join(DIST, f.file), 'utf8')).join('\n');
  // zod's English error texts (the start checks with zod/mini, which has none of them)
  expect(initial).not.toContain('Invalid input: expected');
  // a Czech banner sentence of locales/cs/ui/persistence.json
  const cs = JSON.parse(readFileSync(join(ROOT, 'locales/cs/ui/persistence.json'), 'utf8')) as { persistence: { corrupt: { title: string } } };
  expect(initial).not.toContain(cs.persistence.corrupt.title);
});

test('spell texts of both languages are lazy chunks, not part of the first screen', () => {
  for (const lng of ['cs', 'en']) {
    const t = bytes.spellTexts[lng];
    expect(t, `no spell text chunk found for ${lng}`).toBeDefined();
    expect(t.files.length, `spell texts of ${lng}: ${t.files.map((f) => f.file).join(', ')}`).toBe(1);
    expect(t.inInitial, `spell texts of ${lng} are in the initial JS: ${list(bytes)}`).toBe(false);
  }
});

test('the English UI strings are not part of the first screen', () => {
  // English-only sentences of locales/en/translation.json (plain text, so they appear verbatim in JS).
  const en = JSON.parse(readFileSync(join(ROOT, 'locales/en/translation.json'), 'utf8')) as unknown;
  const sentences: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (/^[A-Za-z ,.]{20,}$/.test(v)) sentences.push(v);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(en);
  expect(sentences.length).toBeGreaterThan(0);
  const initial = bytes.initialJs.files.map((f) => readFileSync(join(DIST, f.file), 'utf8')).join('\n');
  expect(sentences.filter((s) => initial.includes(s))).toEqual([]);
});

test('the print screen is a lazy chunk', () => {
  const all = bytes.allJs.files.map((f) => f.file);
  const print = all.filter((f) => /\/PrintScreen-[\w-]+\.js$/.test(f));
  expect(print.length, `chunks: ${all.join(', ')}`).toBeGreaterThan(0);
  expect(print.filter((f) => bytes.initialJs.files.some((x) => x.file === f))).toEqual([]);
});

test('the service worker precaches every file it lists', () => {
  expect(bytes.precache, 'dist/sw.js is missing').not.toBeNull();
  expect(bytes.precache!.missing).toEqual([]);
});
