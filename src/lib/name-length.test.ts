// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clipName, fitName, nameLength } from './name-length';

describe('name length as the player counts it', () => {
  it('an emoji is one character', () => {
    expect(nameLength('Zora 🧙‍♀️')).toBe(6);
    expect(nameLength('Šťastná')).toBe(7);
  });
  it('a cut never splits an emoji', () => {
    expect(clipName('ab🔥🔥', 3)).toBe('ab🔥');
    expect(clipName('abc', 5)).toBe('abc');
  });
  it('a copy of a long name keeps " (kopie)" whole and marks the cut', () => {
    const base = `${'a'.repeat(76)}🔥`;
    const copy = fitName(base, (n) => `${n} (kopie)`, 80);
    expect(copy).toBe(`${'a'.repeat(71)}… (kopie)`);
    expect(nameLength(copy)).toBe(80);
    expect(fitName('Zora', (n) => `${n} (kopie)`, 80)).toBe('Zora (kopie)');
  });
});
