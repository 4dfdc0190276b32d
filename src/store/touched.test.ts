import { describe, expect, it } from 'vitest';
import { touched } from './defaults';

describe('touched: the updatedAt of an edit', () => {
  const t = Date.parse('2026-11-30T10:00:00.000Z');
  it('is now when the previous stamp is older', () => {
    expect(touched('2026-11-30T09:00:00.000Z', t)).toBe('2026-11-30T10:00:00.000Z');
  });
  it('is 1 ms after the previous stamp when that is now or later (same millisecond, clock went back)', () => {
    expect(touched('2026-11-30T10:00:00.000Z', t)).toBe('2026-11-30T10:00:00.001Z');
    expect(touched('2026-11-30T11:00:00.000Z', t)).toBe('2026-11-30T11:00:00.001Z');
  });
  it('is now when the previous stamp cannot be read', () => {
    expect(touched('not a date', t)).toBe('2026-11-30T10:00:00.000Z');
  });
});
