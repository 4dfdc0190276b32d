// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { concentrationEndedBy, concentrationSaveDC, endConcentration, setIncapacitated, takeDamage } from './concentration';
import { S, freeConditions, own, stateOf } from '../testing/caster-fixtures';
import type { CasterState } from './types';

function concentrating(): CasterState {
  const s = stateOf({ classId: 'cleric', level: 5 });
  const r = castSpell(s, own('cleric', 'prepared', S.bless), freeConditions(), { spell: S.bless, classId: 'cleric', slot: { kind: 'slot', level: 1 } });
  if (!r.ok) throw new Error(r.error);
  return { ...r.next, effects: [{ spellId: 'bless', target: 'ally', endsAtRound: 10 }, { spellId: 'aid', target: 'ally', endsAtRound: 4800 }] };
}

describe('concentration', () => {
  it('SRD Concentration: DC = 10 or half the damage, whichever is higher (35 -> 17, 20 -> 10, 0 -> 10)', () => {
    expect(concentrationSaveDC(35)).toBe(17);
    expect(concentrationSaveDC(22)).toBe(11);
    expect(concentrationSaveDC(21)).toBe(10);
    expect(concentrationSaveDC(20)).toBe(10);
    expect(concentrationSaveDC(0)).toBe(10);
  });

  it('SRD Concentration: negative, NaN or fractional damage is refused with RangeError', () => {
    for (const bad of [-1, Number.NaN, 3.5, Number.POSITIVE_INFINITY]) expect(() => concentrationSaveDC(bad)).toThrow(RangeError);
    expect(() => takeDamage(concentrating(), [10, -2])).toThrow(RangeError);
  });

  it('SRD Concentration: one save per damage source (arrow 8 and dragon breath 40 -> DC 10 and 20)', () => {
    expect(takeDamage(concentrating(), [8, 40])).toEqual({ spellId: 'bless', saves: [{ damage: 8, dc: 10 }, { damage: 40, dc: 20 }] });
    expect(takeDamage(concentrating(), 35).saves).toEqual([{ damage: 35, dc: 17 }]);
  });

  it('SRD Concentration: no save without concentration; 0 damage is no damage taken', () => {
    expect(takeDamage(stateOf({ classId: 'cleric', level: 5 }), 30)).toEqual({ saves: [], spellId: null });
    expect(takeDamage(concentrating(), 0).saves).toEqual([]);
  });

  it('SRD Concentration: ending it voluntarily is always possible; its effects end too', () => {
    const s = endConcentration(concentrating());
    expect(s.concentration).toBeNull();
    expect(s.effects.map((e) => e.spellId)).toEqual(['aid']);
    expect(endConcentration(s)).toEqual(s);
  });

  it('SRD Concentration: incapacitated or killed ends it', () => {
    expect(setIncapacitated(concentrating()).concentration).toBeNull();
    expect(setIncapacitated(concentrating(), false).concentration?.spellId).toBe('bless');
  });

  it('SRD Concentration: only a cast that needs concentration ends the current one, and names it', () => {
    const on = concentrating();
    expect(concentrationEndedBy(on, { concentration: true, overTime: false })).toBe('bless');
    // a spell cast over minutes (or as a ritual) needs concentration while it is being cast
    expect(concentrationEndedBy(on, { concentration: false, overTime: true })).toBe('bless');
    expect(concentrationEndedBy(on, { concentration: false, overTime: false })).toBeNull();
    expect(concentrationEndedBy(stateOf({ classId: 'cleric', level: 5 }), { concentration: true, overTime: false })).toBeNull();
  });
});
