// @vitest-environment node
// Property tests: random sequences of table actions never take the state out of bounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { lastingAt } from './upcast-duration';
import { endConcentration, setIncapacitated, takeDamage } from './concentration';
import { freeSlots, restorePact, restoreSlot, spendPact, spendSlot } from './pips';
import { arcaneRecovery, longRest, shortRest } from './rest';
import { spellSlots } from './slots';
import { convertPointsToSlot, convertSlotToPoints } from './sorcery';
import { sorceryPointsMax } from './sorcery-points';
import { changeClasses, createCasterState } from './state';
import { S, freeConditions } from '../testing/caster-fixtures';
import { startTurn } from './turn';
import { CLASS_IDS } from './types';
import type { CasterState, ClassId, ClassLevel, OwnedSpell, SpellMechanics } from './types';
import type { CastResult } from './cast-types';
import { ARCANUM_LEVELS } from './pact-magic';

const SPELLS: SpellMechanics[] = Object.values(S);
const SUBCLASS: Partial<Record<ClassId, string>> = { fighter: 'eldritch-knight', rogue: 'arcane-trickster' };

/** 1..3 distinct classes whose levels add up to at most 20. */
const classesArb: fc.Arbitrary<ClassLevel[]> = fc
  .uniqueArray(fc.constantFrom(...CLASS_IDS), { minLength: 1, maxLength: 3 })
  .chain((ids) =>
    fc.array(fc.integer({ min: 1, max: 20 }), { minLength: ids.length, maxLength: ids.length }).map((levels) => {
      let budget = 20;
      return ids.map((classId, i) => {
        const level = Math.max(1, Math.min(levels[i], budget - (ids.length - 1 - i)));
        budget -= level;
        return SUBCLASS[classId] ? { classId, level, subclassId: SUBCLASS[classId] } : { classId, level };
      });
    }),
  );

type Action =
  | { t: 'cast'; spell: number; classIx: number; slot: 'slot' | 'pact' | 'arcanum' | 'ritual' | 'cantrip'; level: number; override: boolean; concentration: boolean }
  | { t: 'shortRest' }
  | { t: 'longRest' }
  | { t: 'turn' }
  | { t: 'levels'; classes: ClassLevel[] }
  | { t: 'spend' | 'restore' | 'toPoints' | 'toSlot'; level: number }
  | { t: 'spendPact' | 'restorePact' | 'endConcentration' | 'incapacitated' }
  | { t: 'recover'; levels: number[] }
  | { t: 'damage'; amounts: number[] };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('cast' as const),
      spell: fc.nat(SPELLS.length - 1),
      classIx: fc.nat(2),
      slot: fc.constantFrom('slot' as const, 'pact' as const, 'arcanum' as const, 'ritual' as const, 'cantrip' as const),
      level: fc.integer({ min: 0, max: 10 }),
      override: fc.boolean(),
      concentration: fc.boolean(),
    }),
    weight: 6,
  },
  fc.constant({ t: 'shortRest' as const }),
  fc.constant({ t: 'longRest' as const }),
  fc.constant({ t: 'turn' as const }),
  fc.record({ t: fc.constant('levels' as const), classes: classesArb }),
  fc.record({ t: fc.constantFrom('spend' as const, 'restore' as const, 'toPoints' as const, 'toSlot' as const), level: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ t: fc.constantFrom('spendPact' as const, 'restorePact' as const, 'endConcentration' as const, 'incapacitated' as const) }),
  fc.record({ t: fc.constant('recover' as const), levels: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 4 }) }),
  fc.record({ t: fc.constant('damage' as const), amounts: fc.array(fc.nat(100), { maxLength: 3 }) }),
);

/** Every class knows/prepares every test spell, so casts are limited by resources and rules only. */
function everything(classes: readonly ClassLevel[]): OwnedSpell[] {
  return classes.flatMap((c) => SPELLS.map((s) => ({ spellId: s.id, classId: c.classId, status: 'prepared' as const })));
}

type CastAction = Extract<Action, { t: 'cast' }>;

function castAction(s: CasterState, a: CastAction): CastResult {
  const cls = s.classes[a.classIx % s.classes.length];
  const spell = { ...SPELLS[a.spell], concentration: a.concentration || SPELLS[a.spell].concentration };
  const slot = a.slot === 'slot' ? { kind: 'slot' as const, level: a.level } : { kind: a.slot };
  const conditions = freeConditions({ materialsOwned: SPELLS.map((x) => x.id), hasBookOfAncientSecrets: true });
  return castSpell(s, everything(s.classes), conditions, { spell, classId: cls.classId, slot, override: a.override });
}

function step(s: CasterState, a: Action): CasterState {
  const keep = (r: { ok: true; next: CasterState } | { ok: false }) => (r.ok ? r.next : s);
  switch (a.t) {
    case 'cast':
      return keep(castAction(s, a));
    case 'shortRest':
      return shortRest(s);
    case 'longRest':
      return longRest(s);
    case 'turn':
      return startTurn(s);
    case 'levels':
      return changeClasses(s, a.classes);
    case 'spend':
      return keep(spendSlot(s, a.level));
    case 'restore':
      return keep(restoreSlot(s, a.level));
    case 'toPoints':
      return keep(convertSlotToPoints(s, a.level));
    case 'toSlot':
      return keep(convertPointsToSlot(s, a.level));
    case 'spendPact':
      return keep(spendPact(s));
    case 'restorePact':
      return keep(restorePact(s));
    case 'endConcentration':
      return endConcentration(s);
    case 'incapacitated':
      return setIncapacitated(s);
    case 'recover':
      return keep(arcaneRecovery(s, a.levels));
    case 'damage':
      takeDamage(s, a.amounts);
      return s;
  }
}

function assertWithinBounds(s: CasterState): void {
  const { slots, pact } = spellSlots(s.classes);
  expect(s.spentSlots).toHaveLength(9);
  s.spentSlots.forEach((spent, i) => {
    expect(Number.isInteger(spent)).toBe(true);
    expect(spent).toBeGreaterThanOrEqual(0);
    expect(spent).toBeLessThanOrEqual(slots[i]);
  });
  for (const free of freeSlots(s)) expect(free).toBeGreaterThanOrEqual(0);
  (s.extraSlots ?? []).forEach((n, i) => {
    expect(n).toBeGreaterThanOrEqual(0);
    if (i >= 5) expect(n).toBe(0);
  });
  expect(s.spentPact).toBeGreaterThanOrEqual(0);
  expect(s.spentPact).toBeLessThanOrEqual(pact ? pact.count : 0);
  expect(s.sorceryPointsSpent).toBeGreaterThanOrEqual(0);
  expect(s.sorceryPointsSpent).toBeLessThanOrEqual(sorceryPointsMax(s.classes));
  // a used arcanum level stays used after a level down takes it away (state.ts): 6th–9th only
  for (const l of s.arcanumUsed) expect(ARCANUM_LEVELS as readonly number[]).toContain(l);
  expect(new Set(s.arcanumUsed).size).toBe(s.arcanumUsed.length);
  // at most one concentration spell: a single slot, and only a concentration spell occupies it
  if (s.concentration) expect(typeof s.concentration.spellId).toBe('string');
}

describe('properties (fast-check)', () => {
  it('PHB ch.10 Spell Slots: over random cast/rest/level-change sequences slots stay within 0..max', () => {
    fc.assert(
      fc.property(classesArb, fc.array(actionArb, { maxLength: 60 }), (classes, actions) => {
        let s = createCasterState(classes);
        for (const a of actions) {
          s = step(s, a);
          assertWithinBounds(s);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('PHB ch.10 Concentration: at most one concentration spell; a new one ends the old one and its effects', () => {
    fc.assert(
      fc.property(classesArb, fc.array(actionArb, { maxLength: 40 }), (classes, actions) => {
        let s = createCasterState(classes);
        for (const a of actions) {
          if (a.t !== 'cast') {
            s = step(s, a);
            continue;
          }
          // an effect of the current concentration spell, to see it end with it
          const held = s.concentration?.spellId;
          const before: CasterState = held ? { ...s, effects: [...s.effects, { spellId: held, target: 'ally', endsAtRound: null }] } : s;
          const r = castAction(before, a);
          if (!r.ok) continue;
          const cast = SPELLS[a.spell];
          // at its slot level: a 7th-level Mass Suggestion lasts 10 days without concentration
          if (lastingAt({ ...cast, concentration: a.concentration || cast.concentration }, r.castLevel).concentration) {
            expect(r.next.concentration?.spellId).toBe(cast.id);
            if (held) {
              expect(r.endedConcentration).toBe(held);
              expect(r.warnings).toContain('endsConcentration');
              if (held !== cast.id) expect(r.next.effects.some((e) => e.spellId === held)).toBe(false);
            }
          } else if (r.endedConcentration === undefined) {
            expect(r.next.concentration?.spellId).toBe(held);
          }
          s = r.next;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('PHB ch.10 Spell Slots: a long rest always restores the maximum', () => {
    fc.assert(
      fc.property(classesArb, fc.array(actionArb, { maxLength: 40 }), (classes, actions) => {
        let s = createCasterState(classes);
        for (const a of actions) s = step(s, a);
        const rested = longRest(s);
        const { slots, pact } = spellSlots(rested.classes);
        expect(freeSlots(rested)).toEqual(slots);
        expect(rested.spentPact).toBe(0);
        expect(pact === null || pact.count - rested.spentPact === pact.count).toBe(true);
        expect(rested.arcanumUsed).toEqual([]);
        expect(rested.sorceryPointsSpent).toBe(0);
        expect(rested.arcaneRecoveryUsed).toBe(false);
        expect(rested.concentration).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('PHB ch.10 Cantrips: casting never changes slots unless it succeeds with a slot, and spends exactly one', () => {
    fc.assert(
      fc.property(classesArb, fc.array(actionArb, { maxLength: 30 }), (classes, actions) => {
        let s = createCasterState(classes);
        for (const a of actions) {
          if (a.t !== 'cast') {
            s = step(s, a);
            continue;
          }
          const before = freeSlots(s).reduce((x, y) => x + y, 0) + s.spentPact * -1;
          const next = step(s, a);
          const after = freeSlots(next).reduce((x, y) => x + y, 0) + next.spentPact * -1;
          expect(before - after === 0 || before - after === 1).toBe(true);
          s = next;
        }
      }),
      { numRuns: 200 },
    );
  });
});
