// @vitest-environment node
// Eldritch Master (warlock 20th level): every spent pact slot back, once per long rest.
import { describe, expect, it } from 'vitest';
import { entreatPatron } from './eldritch-master';
import { longRest, shortRest } from './rest';
import { stateOf } from '../testing/caster-fixtures';
import type { CasterState } from './types';

const warlock = (level: number, spentPact: number): CasterState => ({ ...stateOf({ classId: 'warlock', level }), spentPact });

describe('Eldritch Master', () => {
  it('gives back every spent pact slot at warlock 20, then not again until a long rest', () => {
    const r = entreatPatron(warlock(20, 4));
    expect(r.ok && r.next.spentPact).toBe(0);
    expect(r.ok && r.next.eldritchMasterUsed).toBe(true);
    if (!r.ok) return;
    const again = entreatPatron({ ...r.next, spentPact: 2 });
    expect(again.ok ? null : again.error).toBe('eldritchMasterUsed');
    // a short rest gives the pact slots back but not the entreaty; a long rest both
    expect(shortRest({ ...r.next, spentPact: 2 }).eldritchMasterUsed).toBe(true);
    const rested = longRest({ ...r.next, spentPact: 2 });
    expect(rested.eldritchMasterUsed).toBeUndefined();
    expect(entreatPatron({ ...rested, spentPact: 1 }).ok).toBe(true);
  });

  it('is refused below warlock 20 and with no pact slot spent', () => {
    expect(entreatPatron(warlock(19, 4))).toEqual({ ok: false, error: 'noEldritchMaster' });
    expect(entreatPatron(warlock(20, 0))).toEqual({ ok: false, error: 'noPactSlotSpent' });
  });
});
