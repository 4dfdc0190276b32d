// Structural sharing of a copy read back from text: equal parts stay the very same objects.
import { describe, expect, it } from 'vitest';
import { keepSameParts } from './same-parts';

describe('keepSameParts', () => {
  const prev = { name: 'Alfa', caster: { spentSlots: [0, 1, 0], effects: [{ spellId: 'bless' }] }, spells: [{ spellId: 'shield' }], note: undefined as string | undefined };

  it('gives the previous copy itself when nothing changed', () => {
    const next = JSON.parse(JSON.stringify(prev));
    expect(keepSameParts(prev, next)).toBe(prev);
  });

  it('keeps the unchanged parts and takes the changed ones', () => {
    const next = JSON.parse(JSON.stringify(prev));
    next.caster.spentSlots[0] = 1;
    const r = keepSameParts(prev, next);
    expect(r).toEqual(next);
    expect(r).not.toBe(prev);
    expect(r.spells).toBe(prev.spells);
    expect(r.caster.effects).toBe(prev.caster.effects);
    expect(r.caster.spentSlots).not.toBe(prev.caster.spentSlots);
    expect(JSON.stringify(r)).toBe(JSON.stringify(next));
  });

  it('sees added, removed and retyped parts', () => {
    expect(keepSameParts({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    const fewer = keepSameParts({ a: 1, b: 2 }, { a: 1 });
    expect(fewer).toEqual({ a: 1 });
    expect(keepSameParts([1, 2, 3], [1, 2])).toEqual([1, 2]);
    expect(keepSameParts({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
    expect(keepSameParts({ a: null }, { a: {} })).toEqual({ a: {} });
    expect(Array.isArray(keepSameParts([{ x: 1 }], [{ x: 2 }]))).toBe(true);
  });
});
