// @vitest-environment node
// Archdruid (druid 20th level): no verbal, somatic or free material component for a druid spell.
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { startTurn } from './turn';
import { S, freeConditions, own, spell, stateOf } from '../testing/caster-fixtures';

describe('Archdruid', () => {
  const silencedNoHands = freeConditions({ silenced: true, handsFree: false, hasFocusOrPouch: false });
  const druid = (level: number) => startTurn(stateOf({ classId: 'druid', level }));
  const cast = (level: number, s = S.cureWounds, conditions = silencedNoHands) => castSpell(druid(level), own('druid', 'prepared', s), conditions, { spell: s, classId: 'druid', slot: { kind: 'slot', level: s.level } });

  it('a druid 20 casts a druid spell silenced, with no hand free and no focus; a druid 19 cannot', () => {
    const thunderwave = spell({ id: 'thunderwave', level: 1, classes: ['druid'], components: { v: true, s: true, m: false } });
    expect(cast(20, thunderwave).ok).toBe(true);
    const low = cast(19, thunderwave);
    expect(low.ok ? null : low.errors).toEqual(['silenced', 'noFreeHand']);
  });

  it('a material with a cost, or one the spell consumes, is still needed', () => {
    const costly = spell({ id: 'reincarnate', level: 5, classes: ['druid'], components: { v: true, s: true, m: true, costGp: 1000, consumed: true } });
    const r = cast(20, costly);
    expect(r.ok ? null : r.errors).toEqual(['noFreeHand', 'missingMaterial']);
    const owned = cast(20, costly, freeConditions({ silenced: true, materialsOwned: ['reincarnate'] }));
    expect(owned.ok && owned.consumedMaterial).toBe('reincarnate');
  });
});
