// The zod schemas below are the specification of a stored character's shape; shape.ts checks the
// same by hand (no zod at start-up). These properties prove the two agree.
import fc from 'fast-check';
import { z } from 'zod';
import { CLASS_IDS } from '../rules';
import { coreProblem, isConcentration, isEffect, isOverride, isTurn } from './shape';

const STATUSES = ['known', 'prepared', 'inBook', 'alwaysPrepared'] as const;
const idSchema = z.string().min(1).max(200);
const coreSchema = z.looseObject({
  id: idSchema,
  name: z.string().max(100_000),
  classes: z.array(z.looseObject({ classId: z.enum(CLASS_IDS), level: z.number(), subclassId: z.string().max(100).optional() })).min(1).max(CLASS_IDS.length),
  spells: z.array(z.looseObject({ spellId: idSchema, classId: z.enum(CLASS_IDS), status: z.enum(STATUSES) })).max(5000),
});
const concentrationSchema = z.looseObject({ spellId: z.string(), startedAtRound: z.number(), endsAtRound: z.number().nullable().optional() });
const effectSchema = z.looseObject({ spellId: z.string(), target: z.string().max(1000), endsAtRound: z.number().nullable(), strength: z.number().optional() });
const turnSchema = z.looseObject({ round: z.number().int().min(0), bonusActionSpellCast: z.boolean(), nonCantripSpellCast: z.boolean(), actionCantripOnly: z.boolean().optional() });
const overrideSchema = z.looseObject({ at: z.string(), spellId: z.string(), code: z.string() });

/** The reason the zod schema gives: the field of its first issue. */
function zodCore(raw: unknown): string | null {
  const p = coreSchema.safeParse(raw);
  if (p.success) return null;
  const path = p.error.issues[0]?.path[0];
  return path === 'classes' ? 'classes' : path === 'spells' ? 'spells' : path === 'id' || path === 'name' ? 'identity' : 'shape';
}

const long = (n: number, ch = 'a') => ch.repeat(n);
/** Values that sit on every limit: lengths in UTF-16 units vs code points, NaN, ±Infinity, wrong types. */
const value = fc.constantFrom<unknown>(
  undefined, null, true, false, 0, -1, 1.5, 3, 20, 21, 1e20, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2,
  '', 'a', 'wizard', 'bard', 'fighter', 'known', 'prepared', 'inBook', 'alwaysPrepared', 'lost', 'fire-bolt',
  long(101), long(200), long(201), long(100_001), long(150, '😀'), long(101, '😀'), long(1001), long(600, '😀'),
  [], [{ classId: 'wizard', level: 3 }], Array.from({ length: 9 }, (_, i) => ({ classId: CLASS_IDS[i % CLASS_IDS.length], level: 1 })), { length: 3 },
  [{ spellId: 'fire-bolt', classId: 'wizard', status: 'known' }], Array.from({ length: 5001 }, () => ({ spellId: 'x', classId: 'wizard', status: 'known' })),
  {}, [null],
);

const base = () => ({
  id: 'c1', name: 'Elminster', classes: [{ classId: 'wizard', level: 5, subclassId: 'evocation' }, { classId: 'cleric', level: 1 }],
  spells: [{ spellId: 'fire-bolt', classId: 'wizard', status: 'known' }, { spellId: 'bless', classId: 'cleric', status: 'prepared' }],
});
const PATHS: (string | number)[][] = [
  [], ['id'], ['name'], ['classes'], ['classes', 0], ['classes', 0, 'classId'], ['classes', 0, 'level'], ['classes', 1, 'subclassId'], ['classes', 2],
  ['spells'], ['spells', 0], ['spells', 1, 'spellId'], ['spells', 0, 'classId'], ['spells', 1, 'status'], ['spells', 3],
];

function setAt(o: unknown, path: (string | number)[], v: unknown): unknown {
  if (!path.length) return v;
  const [k, ...rest] = path;
  const copy = (Array.isArray(o) ? [...o] : typeof o === 'object' && o !== null ? { ...o } : {}) as Record<string | number, unknown>;
  copy[k] = setAt(copy[k], rest, v);
  return copy;
}

describe('hand-written shape checks agree with the zod specification', () => {
  it('coreProblem gives zod’s reason', () => {
    expect(coreProblem(base())).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...PATHS), value), { minLength: 1, maxLength: 3 }), (muts) => {
        let c: unknown = base();
        for (const [p, v] of muts) c = setAt(c, p, v);
        expect(coreProblem(c)).toBe(zodCore(c));
      }),
      { numRuns: 3000 },
    );
  });

  it('concentration, effects, turn and overrides', () => {
    // Each field is mostly a good value and sometimes one from the pool, so both verdicts occur.
    const good: Record<string, unknown[]> = { spellId: ['bless'], startedAtRound: [2], endsAtRound: [null, 5], target: ['Tara'], strength: [1], round: [0, 3], at: ['2026-11-30'], code: ['noSlot'] };
    const field = (k: string) => fc.oneof({ arbitrary: fc.constantFrom(...(good[k] ?? [true, false])), weight: 4 }, { arbitrary: value, weight: 1 });
    const rec = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, field(k)])), { requiredKeys: [] });
    const pairs = [
      [isConcentration, concentrationSchema, ['spellId', 'startedAtRound', 'endsAtRound']],
      [isEffect, effectSchema, ['spellId', 'target', 'endsAtRound', 'strength']],
      [isTurn, turnSchema, ['round', 'bonusActionSpellCast', 'nonCantripSpellCast', 'actionCantripOnly']],
      [isOverride, overrideSchema, ['at', 'spellId', 'code']],
    ] as const;
    for (const [check, schema, keys] of pairs) {
      fc.assert(fc.property(fc.oneof(rec([...keys]), value), (v) => {
        expect(check(v)).toBe(schema.safeParse(v).success);
      }), { numRuns: 1500 });
    }
    expect(isTurn({ round: 2, bonusActionSpellCast: false, nonCantripSpellCast: true })).toBe(true);
    expect(isEffect({ spellId: 'bless', target: 'Tara', endsAtRound: null })).toBe(true);
  });
});
