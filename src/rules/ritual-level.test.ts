// @vitest-environment node
// PHB ch.10 "Rituals" / class Ritual Casting: a ritual is cast by a class that could cast the spell;
// a spell above the highest level the class can cast (a level-down, a GM-allowed add) is refused.
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { freeConditions, spell, stateOf } from '../testing/caster-fixtures';

describe('rituals above the class level', () => {
  it('a wizard 2 (1st-level slots only) cannot cast a 3rd-level ritual from the spellbook; a wizard 5 can', () => {
    const leomundsHut = spell({ id: 'tiny-hut', level: 3, ritual: true, castingTime: { amount: 1, unit: 'minute' }, components: { v: true, s: true, m: true } });
    const owned = [{ spellId: 'tiny-hut', classId: 'wizard' as const, status: 'inBook' as const }];
    const req = { spell: leomundsHut, classId: 'wizard' as const, slot: { kind: 'ritual' as const } };
    expect(castSpell(stateOf({ classId: 'wizard', level: 2 }), owned, freeConditions(), req)).toMatchObject({ ok: false, error: 'ritualLevelTooHigh', overridable: false });
    expect(castSpell(stateOf({ classId: 'wizard', level: 2 }), owned, freeConditions(), { ...req, override: true }).ok).toBe(false);
    expect(castSpell(stateOf({ classId: 'wizard', level: 5 }), owned, freeConditions(), req).ok).toBe(true);
  });

  it('a multiclass wizard 1 / cleric 5 casts wizard rituals only up to the wizard\'s own 1st level', () => {
    const ritual2 = spell({ id: 'skywrite', level: 2, ritual: true });
    const owned = [{ spellId: 'skywrite', classId: 'wizard' as const, status: 'inBook' as const }];
    const r = castSpell(stateOf({ classId: 'wizard', level: 1 }, { classId: 'cleric', level: 5 }), owned, freeConditions(), { spell: ritual2, classId: 'wizard', slot: { kind: 'ritual' } });
    expect(r).toMatchObject({ ok: false, error: 'ritualLevelTooHigh' });
  });
});
