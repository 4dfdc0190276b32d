// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyEffect, durationInRounds, effectiveEffects, partyOverlaps, tickEffects } from './effects';
import type { ActiveEffect } from './types';

const bless = (target: string, endsAtRound: number | null, strength?: number): ActiveEffect => ({ spellId: 'bless', target, endsAtRound, strength });

describe('combining magical effects', () => {
  it('SRD Combining Magical Effects: two clerics bless the same target -> it benefits only once', () => {
    const first = applyEffect([], bless('Tor', 10));
    expect(first.stacked).toBe(true);
    const second = applyEffect(first.effects, bless('Tor', 10));
    expect(second.stacked).toBe(false);
    expect(second.effects).toHaveLength(1);
  });

  it('SRD Combining Magical Effects: different spells on one target stack', () => {
    const r = applyEffect([bless('Tor', 10)], { spellId: 'shield-of-faith', target: 'Tor', endsAtRound: 100 });
    expect(r.stacked).toBe(true);
    expect(r.effects).toHaveLength(2);
  });

  it('SRD Combining Magical Effects: the same spell on different targets stacks', () => {
    expect(applyEffect([bless('Tor', 10)], bless('Ana', 10)).stacked).toBe(true);
  });

  it('SRD Combining Magical Effects: the stronger (and longer) cast replaces a weaker one', () => {
    const r = applyEffect([bless('Tor', 10, 1)], bless('Tor', 12, 2));
    expect(r).toMatchObject({ stacked: false, applied: true, effects: [bless('Tor', 12, 2)] });
  });

  it('SRD Combining Magical Effects: a weaker, shorter cast is dropped', () => {
    const r = applyEffect([bless('Tor', 12, 2)], bless('Tor', 10, 1));
    expect(r).toMatchObject({ stacked: false, applied: false, effects: [bless('Tor', 12, 2)] });
  });

  it('SRD Combining Magical Effects: stronger-but-shorter and weaker-but-longer are both kept; the stronger applies while they overlap', () => {
    const r = applyEffect([bless('Tor', 100, 1)], bless('Tor', 10, 3));
    expect(r.effects).toHaveLength(2);
    expect(effectiveEffects(r.effects)).toEqual([bless('Tor', 10, 3)]);
    expect(effectiveEffects(tickEffects(r.effects, 10))).toEqual([bless('Tor', 100, 1)]);
  });

  it('PHB ch.10 Duration: effects expire at their end round; until-dispelled ones stay', () => {
    const effects = [bless('Tor', 10), { spellId: 'glyph', target: 'door', endsAtRound: null }];
    expect(tickEffects(effects, 9)).toHaveLength(2);
    expect(tickEffects(effects, 10)).toEqual([{ spellId: 'glyph', target: 'door', endsAtRound: null }]);
  });

  it('PHB ch.9: 1 round = 6 s -> 1 minute = 10 rounds, 1 hour = 600, 1 day = 14400', () => {
    expect(durationInRounds({ unit: 'minute', amount: 1, upTo: true })).toBe(10);
    expect(durationInRounds({ unit: 'hour', amount: 8 })).toBe(4800);
    expect(durationInRounds({ unit: 'day', amount: 1 })).toBe(14400);
    expect(durationInRounds({ unit: 'round', amount: 1 })).toBe(1);
    expect(durationInRounds({ unit: 'instantaneous' })).toBe(0);
    expect(durationInRounds({ unit: 'until-dispelled' })).toBeNull();
    expect(durationInRounds(undefined)).toBeNull();
  });

  it('PHB ch.10: malformed effects are refused (fractional end round)', () => {
    expect(() => applyEffect([], bless('Tor', 1.5))).toThrow(RangeError);
  });
});

describe('combining magical effects across a party (PHB ch.10)', () => {
  it('the same spell on the same target from two casters is flagged for both, with the other caster', () => {
    const r = partyOverlaps([
      { id: 'cleric', round: 3, effects: [bless('Tordek', 10), { spellId: 'shield-of-faith', target: 'Tordek', endsAtRound: 50 }] },
      { id: 'paladin', round: 1, effects: [bless(' tordek ', 8)] },
      { id: 'bard', round: 0, effects: [bless('Lia', 5)] },
    ]);
    expect(r.get('cleric')).toEqual(new Map([[0, ['paladin']]]));
    expect(r.get('paladin')).toEqual(new Map([[0, ['cleric']]]));
    expect(r.has('bard')).toBe(false);
  });

  it('a blank target (the caster), an effect already over, or one caster twice is not a party overlap', () => {
    const r = partyOverlaps([
      { id: 'a', round: 10, effects: [bless('', 20), bless('Tor', 10), bless('Lia', 20), bless('Lia', 30)] },
      { id: 'b', round: 0, effects: [bless('', 20), bless('Tor', 20)] },
    ]);
    expect(r.size).toBe(0);
  });
});
