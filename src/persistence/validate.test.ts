// validateCharacter keeps a character that needs nothing as the very object given; these
// properties hold that to the rules it stands for: a character passed with no repair is the
// very object given, every counter is where the rules' clampState would leave it, abilities are
// integers 1..30 and conditions are booleans; a repaired one passes again with no repair.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASS_IDS, clampState, type CasterState } from '../rules';
import { validateCharacter } from './validate';
import { isConcentration, isEffect, isTurn } from './shape';
import fixtureV1 from './migrations/fixtures/v1.json';

/** Mostly the valid `good`, sometimes a value from `bad` (so both verdicts occur often). */
const mostly = (good: unknown, bad: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: fc.constant(good), weight: 12 }, { arbitrary: bad, weight: 1 });
const num = fc.constantFrom<unknown>(0, 1, 2, 3, 4, 9, 10, 20, 21, 30, 31, -1, 1.5, -0, NaN, Infinity, '2', null, undefined, true);
const list = fc.oneof(fc.array(num, { maxLength: 10 }), fc.constant([1, 1, 0, 0, 0, 0, 0, 0, 0]), fc.constant([9, 9, 9, 9, 9, 9, 9, 9, 9]), num);
const flag = (good: boolean) => mostly(good, fc.constantFrom<unknown>(!good, 0, 'true', undefined, null));
const classes = fc.oneof(
  fc.record({ classId: fc.constantFrom(...CLASS_IDS), level: fc.constantFrom<unknown>(1, 3, 5, 11, 17, 20, 0, 21, 2.5) }).map((c) => [c]),
  fc.tuple(fc.constantFrom(...CLASS_IDS), fc.constantFrom(...CLASS_IDS), fc.constantFrom(1, 2, 5, 10, 15), fc.constantFrom(1, 3, 5, 10)).map(([a, b, l1, l2]) => [{ classId: a, level: l1 }, { classId: b, level: l2 }]),
);
const ability = mostly(10, num);
const character = fc.record({
  classes,
  abilities: fc.record({ str: ability, dex: ability, con: ability, int: ability, wis: ability, cha: ability }),
  caster: fc.record({
    spentSlots: mostly([0, 0, 0, 0, 0, 0, 0, 0, 0], list),
    spentPact: mostly(0, num),
    arcanumUsed: mostly([], fc.constantFrom<unknown>([6], [6, 6], [6, 7, 8, 9], [5], 3, null)),
    sorceryPointsSpent: mostly(0, num),
    arcaneRecoveryUsed: flag(false),
    concentration: mostly(null, fc.constantFrom<unknown>({ spellId: 'bless', startedAtRound: 1 }, { spellId: 1 })),
    turn: mostly({ round: 1, bonusActionSpellCast: false, nonCantripSpellCast: false }, fc.constantFrom<unknown>({ round: -1, bonusActionSpellCast: false, nonCantripSpellCast: false }, null)),
    effects: mostly([], fc.constantFrom<unknown>([{ spellId: 'bless', target: 'Tara', endsAtRound: null }], [{ spellId: 'bless' }], null)),
    extraSlots: fc.option(mostly([0, 0, 0, 0, 0, 0, 0, 0, 0], list), { nil: undefined }),
    heldSlots: fc.option(mostly([0, 0, 1, 0, 0, 0, 0, 0, 0], list), { nil: undefined }),
    heldPact: fc.option(mostly(1, num), { nil: undefined }),
    heldSorceryPoints: fc.option(mostly(3, num), { nil: undefined }),
    overchannelUses: fc.option(mostly(2, num), { nil: undefined }),
  }, { requiredKeys: ['spentSlots', 'spentPact', 'arcanumUsed', 'sorceryPointsSpent', 'arcaneRecoveryUsed', 'concentration', 'turn', 'effects'] }),
  conditions: fc.record({ silenced: flag(false), handsFree: flag(true), hasFocusOrPouch: flag(true), materialsOwned: mostly([], fc.constantFrom<unknown>(['x'], [1], null)), armourWorn: flag(false), armourProficient: flag(true), incapacitated: flag(false), hasBookOfAncientSecrets: flag(false), conSaveProficient: flag(true), focusInHand: flag(false) }, { requiredKeys: ['silenced', 'handsFree', 'hasFocusOrPouch', 'materialsOwned', 'armourWorn', 'armourProficient', 'incapacitated'] }),
});
const base = fixtureV1.state.characters[0];

describe('validateCharacter: "fine as it is" means what the repairs would leave', () => {
  it('an unrepaired character is the same object, within the rules; a repaired one passes again unchanged', () => {
    let unrepaired = 0;
    fc.assert(
      fc.property(character, (parts) => {
        const raw = { ...structuredClone(base), ...parts };
        const r = validateCharacter(raw);
        if (!r.ok) return;
        if (r.repairs === 0 && r.filled === 0) {
          unrepaired++;
          expect(r.value).toBe(raw);
          const caster = r.value.caster as unknown as Record<string, unknown>;
          const clamped = clampState({ ...(caster as unknown as CasterState), classes: r.value.classes }) as unknown as Record<string, unknown>;
          // as stored (JSON: -0 is 0, as the validator's === comparisons see it)
          for (const k of ['spentSlots', 'spentPact', 'sorceryPointsSpent']) expect(JSON.stringify(caster[k]), k).toBe(JSON.stringify(clamped[k]));
          if (caster.extraSlots !== undefined) expect(JSON.stringify(caster.extraSlots)).toBe(JSON.stringify(clamped.extraSlots));
          // held spent resources (a level change): kept as stored, absent when none
          for (const k of ['heldSlots', 'heldPact', 'heldSorceryPoints']) expect(JSON.stringify(caster[k]), k).toBe(JSON.stringify(clamped[k]));
          expect(caster.arcanumUsed).toEqual(clamped.arcanumUsed);
          expect(typeof caster.arcaneRecoveryUsed).toBe('boolean');
          if (caster.overchannelUses !== undefined) expect(Number.isSafeInteger(caster.overchannelUses) && (caster.overchannelUses as number) >= 0).toBe(true);
          expect(isTurn(caster.turn) && (caster.concentration === null || isConcentration(caster.concentration)) && Array.isArray(caster.effects) && caster.effects.every(isEffect)).toBe(true);
          expect(Object.values(r.value.abilities).every((a) => Number.isInteger(a) && a >= 1 && a <= 30)).toBe(true);
          const cond = r.value.conditions as unknown as Record<string, unknown>;
          expect(['silenced', 'handsFree', 'hasFocusOrPouch', 'armourWorn', 'armourProficient', 'incapacitated'].every((k) => typeof cond[k] === 'boolean')).toBe(true);
        } else {
          const again = validateCharacter(structuredClone(r.value));
          expect(again.ok && again.repairs + again.filled).toBe(0);
        }
      }),
      { numRuns: 1000 },
    );
    expect(unrepaired).toBeGreaterThan(50); // both verdicts occur
  });
});

describe('validateCharacter: corrected apart from filled in', () => {
  it('counts a missing value as filled in, a wrong one as corrected', () => {
    const { createdAt: _c, conditions: _d, ...rest } = structuredClone(base);
    const { turn: _t, ...caster } = rest.caster;
    const raw = { ...rest, caster, classes: [{ classId: 'wizard', level: 25 }], abilities: { ...rest.abilities, int: 'x' } };
    const r = validateCharacter(raw);
    expect(r.ok && { repairs: r.repairs, filled: r.filled }).toEqual({ repairs: 2, filled: 3 });
    expect(r.ok && r.value.conditions).toMatchObject({ silenced: false, materialsOwned: [] });
  });

  it('a broken spell entry is dropped as a repair; the character and its other spells stay', () => {
    const raw = structuredClone(base) as unknown as { spells: unknown[] };
    const good = raw.spells.length;
    raw.spells.splice(1, 0, { spellId: 42 }, { spellId: 'shield', classId: 'dragon', status: 'known' }, 'fireball');
    const r = validateCharacter(raw);
    expect(r.ok && r.value.spells).toHaveLength(good);
    expect(r.ok && r.repairs).toBe(3);
    expect(validateCharacter({ ...raw, spells: 'none' })).toEqual({ ok: false, reason: 'spells' });
  });

  it('a character missing only a value is not passed as it is', () => {
    const { preparationPending: _p, ...raw } = structuredClone(base);
    const r = validateCharacter(raw);
    expect(r.ok && r.value).not.toBe(raw);
    expect(r.ok && r.value.preparationPending).toBe(false);
    expect(r.ok && { repairs: r.repairs, filled: r.filled }).toEqual({ repairs: 0, filled: 1 });
  });
});
