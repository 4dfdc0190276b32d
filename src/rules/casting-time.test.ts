// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { castingRounds } from './casting-time';

describe('casting time in rounds (PHB ch.10 "Casting Time", "Rituals")', () => {
  it('an action takes no extra rounds, 1 minute is 10 rounds, a ritual adds 10 minutes', () => {
    const base = { id: 'x', level: 1, ritual: true, concentration: false, components: { v: true, s: false, m: false }, classes: ['wizard' as const] };
    expect(castingRounds({ ...base, castingTime: { amount: 1, unit: 'action' } }, false)).toBe(0);
    expect(castingRounds({ ...base, castingTime: { amount: 1, unit: 'action' } }, true)).toBe(100);
    expect(castingRounds({ ...base, castingTime: { amount: 1, unit: 'minute' } }, true)).toBe(110);
    expect(castingRounds({ ...base, castingTime: { amount: 1, unit: 'hour' } }, false)).toBe(600);
  });
});
