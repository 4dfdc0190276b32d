// @vitest-environment node
// Every accent shade a class names is defined in the theme (index.css): Tailwind silently drops a
// class of an undefined colour, so e.g. a free slot pip lost its fill in the dark theme.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(tsx?|html)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('theme colours', () => {
  it('defines every accent shade the code uses', () => {
    const css = readFileSync(join(SRC, 'index.css'), 'utf8');
    const defined = new Set([...css.matchAll(/--color-accent-(\d+):/g)].map((m) => m[1]));
    const used = new Map<string, string>();
    for (const file of [...sources(SRC), join(SRC, '../index.html')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:bg|text|border|ring|outline|fill|stroke|decoration|divide|from|to|via|shadow|accent|caret)-accent-(\d+)\b/g)) used.set(m[1], file);
    }
    expect(used.size).toBeGreaterThan(3);
    const missing = [...used].filter(([shade]) => !defined.has(shade)).map(([shade, file]) => `accent-${shade} (${file})`);
    expect(missing).toEqual([]);
  });
});
