import { describe, expect, it } from 'vitest';
import { atMaximum, d20, formatDice, formatRoll, parseDice, rollDice, rollDie, type RandomSource } from './dice';

/** A source that hands out the given 32-bit values in order. */
function fixed(...values: number[]): RandomSource & { used: number } {
  let i = 0;
  const src = ((buf: Uint32Array) => {
    if (i >= values.length) throw new Error('source exhausted');
    buf[0] = values[i++];
    src.used = i;
  }) as RandomSource & { used: number };
  src.used = 0;
  return src;
}

describe('parseDice', () => {
  it('reads plain dice', () => {
    expect(parseDice('8d6')).toEqual({ terms: [{ count: 8, sides: 6, sign: 1 }], flat: 0, modCount: 0 });
  });
  it('reads dice plus a number, with or without spaces', () => {
    expect(parseDice('1d4 + 1')).toEqual({ terms: [{ count: 1, sides: 4, sign: 1 }], flat: 1, modCount: 0 });
    expect(parseDice('3d4+3')).toEqual(parseDice('3d4 + 3'));
  });
  it('reads MOD', () => {
    expect(parseDice('2d10+MOD')).toEqual({ terms: [{ count: 2, sides: 10, sign: 1 }], flat: 0, modCount: 1 });
  });
  it('reads Czech k, a missing count and minus', () => {
    expect(parseDice('k20 - 2')).toEqual({ terms: [{ count: 1, sides: 20, sign: 1 }], flat: -2, modCount: 0 });
    expect(parseDice('2k8 - 1d4')).toEqual({ terms: [{ count: 2, sides: 8, sign: 1 }, { count: 1, sides: 4, sign: -1 }], flat: 0, modCount: 0 });
  });
  it('refuses nonsense', () => {
    for (const bad of ['', 'fire', '8d', 'd', '2d6 +', '0d6', '2d0', '1d6 * 2', '5000d6', '1d6 ++ 2']) expect(parseDice(bad)).toBeNull();
  });
});

/** One expression stays on one line: its operators are set between no-break spaces. */
const bound = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatDice', () => {
  it('uses k in Czech and d in English', () => {
    expect(formatDice('10d6', { lng: 'cs' })).toBe('10k6');
    expect(formatDice('10d6', { lng: 'en' })).toBe('10d6');
  });
  it('replaces MOD with the number when known', () => {
    expect(formatDice('2d8 + MOD', { lng: 'cs', mod: 3 })).toBe(bound('2k8 + 3'));
    expect(formatDice('2d8 + MOD', { lng: 'cs', mod: -1 })).toBe(bound('2k8 − 1'));
    expect(formatDice('2d8 + MOD', { lng: 'cs', mod: 0 })).toBe('2k8');
    expect(formatDice('2d8 + MOD', { lng: 'cs' })).toBe(bound('2k8 + MOD'));
  });
  it('writes a d20 with a bonus', () => {
    expect(formatDice(d20(7), { lng: 'cs' })).toBe(bound('1k20 + 7'));
  });
  it('never breaks a line inside the expression, in either language', () => {
    expect(formatDice('1d8 + 1d6 - 2', { lng: 'en' })).toBe('1d8\u00a0+\u00a01d6\u00a0−\u00a02');
    expect(formatDice('1d8 + MOD', { lng: 'cs', mod: 3 })).not.toMatch(/ /);
  });
  it('returns unparsable text unchanged', () => {
    expect(formatDice('special', { lng: 'cs' })).toBe('special');
  });
});

describe('rollDie', () => {
  it('maps a random value to a face 1..n', () => {
    expect(rollDie(6, fixed(0))).toBe(1);
    expect(rollDie(6, fixed(5))).toBe(6);
    expect(rollDie(6, fixed(6))).toBe(1);
  });
  it('rejects values from the incomplete last block (no modulo bias)', () => {
    // 2^32 = 4294967296; for a d6 the limit is 4294967296 - (4294967296 % 6) = 4294967292.
    const src = fixed(4294967295, 4294967292, 2);
    expect(rollDie(6, src)).toBe(3);
    expect(src.used).toBe(3);
  });
  it('accepts the last value below the limit', () => {
    const src = fixed(4294967291); // 4294967291 % 6 = 5 -> face 6
    expect(rollDie(6, src)).toBe(6);
    expect(src.used).toBe(1);
  });
  it('refuses impossible dice', () => {
    expect(() => rollDie(0)).toThrow(RangeError);
    expect(() => rollDie(2.5)).toThrow(RangeError);
  });
  it('stays within 1..n with real randomness and hits every face', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = rollDie(8);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(8);
      seen.add(v);
    }
    expect(seen.size).toBe(8);
  });
  it('is close to uniform over many d20 rolls', () => {
    const counts = new Array(20).fill(0);
    const n = 40000;
    for (let i = 0; i < n; i++) counts[rollDie(20) - 1]++;
    // chi-square with 19 degrees of freedom: 60 is exceeded by chance about 4 times in 10^6 runs
    const expected = n / 20;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(60);
  });
});

describe('rollDice', () => {
  it('rolls each die and adds the flat part and MOD', () => {
    const r = rollDice('2d8 + MOD + 1', { mod: 3, source: fixed(0, 7) })!;
    expect(r.dice).toEqual([{ sides: 8, value: 1, sign: 1 }, { sides: 8, value: 8, sign: 1 }]);
    expect(r.flat).toBe(4);
    expect(r.total).toBe(13);
    expect(formatRoll(r)).toBe('1 + 8 + 4 = 13');
  });
  it('subtracts negative terms', () => {
    const r = rollDice('1d20 - 1d4', { source: fixed(9, 1) })!;
    expect(r.total).toBe(10 - 2);
    expect(formatRoll(r)).toBe('10 − 2 = 8');
  });
  it('rolls a d20 with an attack bonus', () => {
    const r = rollDice(d20(7), { source: fixed(19) })!;
    expect(r.total).toBe(27);
    expect(formatRoll(r)).toBe('20 + 7 = 27');
  });
  it('returns null for text it cannot read', () => {
    expect(rollDice('lots')).toBeNull();
  });
  it('totals 8d6 between 8 and 48', () => {
    for (let i = 0; i < 200; i++) {
      const r = rollDice('8d6')!;
      expect(r.dice).toHaveLength(8);
      expect(r.total).toBeGreaterThanOrEqual(8);
      expect(r.total).toBeLessThanOrEqual(48);
    }
  });
});

describe('atMaximum', () => {
  it('every die at its highest number, flat and MOD kept (Supreme Healing)', () => {
    expect(formatDice(atMaximum(parseDice('2d8 + MOD + 4')!), { lng: 'en', mod: 3 })).toBe('23');
    expect(formatDice(atMaximum(parseDice('4d6 - 1d4')!), { lng: 'en' })).toBe('20');
    expect(formatDice(atMaximum(parseDice('1d8 + MOD')!), { lng: 'cs' })).toBe(bound('MOD + 8'));
  });
});
