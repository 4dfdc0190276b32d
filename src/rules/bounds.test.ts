// @vitest-environment node
// casterWithinBounds answers "would clampState change these counters?" without running it; the
// property below holds the answer to clampState itself on generated classes (valid and not) and
// counters at, below and beyond the rules' maxima.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { casterWithinBounds, type CasterCounters } from './bounds';
import { ARCANE_TRICKSTER, ELDRITCH_KNIGHT } from './classes';
import { arcanumLevelsOf } from './pact-magic';
import { spellSlots } from './slots';
import { sorceryPointsMax } from './sorcery-points';
import { clampState, createCasterState } from './state';
import { CLASS_IDS, type CasterState, type ClassLevel } from './types';

/** The specification: clampState leaves the counters as they are (invalid classes: it throws). */
function clampLeaves(classes: ClassLevel[], r: CasterCounters): boolean {
  let c: CasterState;
  try {
    c = clampState({ ...createCasterState([{ classId: 'wizard', level: 1 }]), ...r, classes });
  } catch {
    return false;
  }
  const same = (a: unknown, b: readonly number[] | undefined) => Array.isArray(a) && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
  return (
    same(r.spentSlots, c.spentSlots) &&
    r.spentPact === c.spentPact &&
    r.sorceryPointsSpent === c.sorceryPointsSpent &&
    // clampState keeps each allowed level once: as many as given = none dropped
    Array.isArray(r.arcanumUsed) &&
    r.arcanumUsed.length === c.arcanumUsed.length &&
    (r.extraSlots === undefined || same(r.extraSlots, c.extraSlots))
  );
}

const entry = fc.record({
  classId: fc.constantFrom(...CLASS_IDS),
  level: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 20 }), weight: 12 }, { arbitrary: fc.constantFrom<unknown>(0, 21, 2.5, NaN, '3', null), weight: 1 }),
  subclassId: fc.option(fc.constantFrom(ELDRITCH_KNIGHT, ARCANE_TRICKSTER, 'champion'), { nil: undefined }),
});
/** 1..3 different classes, 20 levels at most in total. */
const validClasses = fc
  .uniqueArray(fc.constantFrom(...CLASS_IDS), { minLength: 1, maxLength: 3 })
  .chain((ids) => fc.tuple(...ids.map((classId) => fc.record({ classId: fc.constant(classId), level: fc.integer({ min: 1, max: Math.floor(20 / ids.length) }), subclassId: fc.option(fc.constantFrom(ELDRITCH_KNIGHT, ARCANE_TRICKSTER), { nil: undefined }) }))));
const classesArb = fc.oneof(
  { arbitrary: validClasses, weight: 10 },
  { arbitrary: fc.array(entry, { minLength: 1, maxLength: 3 }), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>([], null, [null], [{ classId: 'artificer', level: 3 }]), weight: 1 },
) as fc.Arbitrary<ClassLevel[]>;

const junk = fc.constantFrom<unknown>(-1, 1.5, NaN, -0, Infinity, -Infinity, '1', null, undefined, true, 2 ** 53, Number.MAX_SAFE_INTEGER);
/** Mostly 0..max, often exactly max or max + 1, sometimes not a count at all. */
const count = (max: number) =>
  fc.oneof({ arbitrary: fc.integer({ min: 0, max }), weight: 60 }, { arbitrary: fc.constantFrom(max, max + 1), weight: 4 }, { arbitrary: junk, weight: 1 });
const counts = (max: readonly number[]) =>
  fc.oneof(
    { arbitrary: fc.tuple(...max.map(count)), weight: 20 },
    { arbitrary: fc.constantFrom<unknown>([], [0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], null, 0), weight: 1 },
  );

const caseArb = classesArb.chain((classes) => {
  let slots = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  let pact = 0;
  let points = 0;
  let arcanum: number[] = [];
  try {
    const s = spellSlots(classes);
    slots = s.slots;
    pact = s.pact?.count ?? 0;
    points = sorceryPointsMax(classes);
    arcanum = arcanumLevelsOf(classes);
  } catch {
    /* invalid classes: any counters */
  }
  const levels = fc.oneof(
    { arbitrary: fc.subarray(arcanum), weight: 8 },
    { arbitrary: fc.array(fc.constantFrom<unknown>(5, 6, 7, 8, 9, 10, '6', null), { maxLength: 4 }), weight: 2 },
    { arbitrary: fc.constantFrom<unknown>(null, 6), weight: 1 },
  );
  const extra = fc.option(counts([Number.MAX_SAFE_INTEGER, 3, 2, 1, 1, 0, 0, 0, 0]), { nil: undefined });
  return fc.tuple(
    fc.constant(classes),
    fc.record({ spentSlots: counts(slots), spentPact: count(pact), arcanumUsed: levels, sorceryPointsSpent: count(points), extraSlots: extra }) as fc.Arbitrary<CasterCounters>,
  );
});

describe('casterWithinBounds', () => {
  it('agrees with clampState on every generated case (both answers occur often)', () => {
    const seen = { in: 0, out: 0 };
    fc.assert(
      fc.property(caseArb, ([classes, r]) => {
        const expected = clampLeaves(classes, r);
        seen[expected ? 'in' : 'out']++;
        expect(casterWithinBounds(classes, r)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
    expect(seen.in).toBeGreaterThan(500);
    expect(seen.out).toBeGreaterThan(500);
  });

  it('PHB ch.6: a multiclass cleric 3 / wizard 2 uses the multiclass table (caster level 5: 4/3/2)', () => {
    const classes: ClassLevel[] = [{ classId: 'cleric', level: 3 }, { classId: 'wizard', level: 2 }];
    const base = { spentPact: 0, arcanumUsed: [], sorceryPointsSpent: 0 };
    expect(casterWithinBounds(classes, { ...base, spentSlots: [4, 3, 2, 0, 0, 0, 0, 0, 0] })).toBe(true);
    expect(casterWithinBounds(classes, { ...base, spentSlots: [4, 3, 3, 0, 0, 0, 0, 0, 0] })).toBe(false);
  });

  it('SRD Warlock: arcanum levels only from warlock 11/13/15/17, each once; created slots only for levels 1..5', () => {
    const base = { spentSlots: [0, 0, 0, 0, 0, 0, 0, 0, 0], spentPact: 3, sorceryPointsSpent: 0 };
    const w13: ClassLevel[] = [{ classId: 'warlock', level: 13 }];
    expect(casterWithinBounds(w13, { ...base, arcanumUsed: [7, 6] })).toBe(true);
    expect(casterWithinBounds(w13, { ...base, arcanumUsed: [6, 6] })).toBe(false);
    expect(casterWithinBounds(w13, { ...base, arcanumUsed: [8] })).toBe(false);
    expect(casterWithinBounds(w13, { ...base, spentPact: 4, arcanumUsed: [] })).toBe(false);
    expect(casterWithinBounds(w13, { ...base, arcanumUsed: [], extraSlots: [0, 0, 0, 0, 2, 0, 0, 0, 0] })).toBe(true);
    expect(casterWithinBounds(w13, { ...base, arcanumUsed: [], extraSlots: [0, 0, 0, 0, 0, 1, 0, 0, 0] })).toBe(false);
  });
});
