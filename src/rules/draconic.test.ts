// @vitest-environment node
// SRD 5.1 Draconic Bloodline: the dragon ancestor's damage type, Elemental Affinity from sorcerer 6th
// (Charisma to one damage roll of a spell of that type; 1 sorcery point for resistance to it).
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { startTurn } from './turn';
import { DRAGON_ANCESTRIES, DRAGON_ANCESTRY, affinityResistance, elementalAffinity, isDragonAncestry } from './draconic';
import { S, freeConditions, own, stateOf } from '../testing/caster-fixtures';
import type { CastRequest } from './cast-types';
import type { ClassLevel, SpellMechanics } from './types';

const dragon = (level: number, ancestry?: string): ClassLevel => ({ classId: 'sorcerer', level, subclassId: 'draconic', ...(ancestry ? { ancestry } : {}) });
const fireball: SpellMechanics = { ...S.fireball, save: true, damage: true, damageTypes: ['fire'] };

describe('Draconic Bloodline', () => {
  it('ten ancestors, five damage types, as the SRD table', () => {
    expect(DRAGON_ANCESTRIES).toHaveLength(10);
    expect(DRAGON_ANCESTRY).toMatchObject({ black: 'acid', copper: 'acid', blue: 'lightning', bronze: 'lightning', brass: 'fire', gold: 'fire', red: 'fire', green: 'poison', silver: 'cold', white: 'cold' });
    expect(isDragonAncestry('red')).toBe(true);
    expect(isDragonAncestry('toString')).toBe(false);
    expect(isDragonAncestry('purple')).toBe(false);
  });

  it('Elemental Affinity from sorcerer 6, for a spell that deals the ancestor’s type, whichever class casts it', () => {
    expect(elementalAffinity([dragon(5, 'red')], ['fire'])).toBeNull();
    expect(elementalAffinity([dragon(6, 'red')], ['fire'])).toBe('fire');
    expect(elementalAffinity([dragon(6, 'gold')], ['fire', 'radiant'])).toBe('fire');
    expect(elementalAffinity([dragon(6, 'white')], ['fire'])).toBeNull();
    // the ancestor not recorded, or another origin: nothing to add
    expect(elementalAffinity([dragon(20)], ['fire'])).toBeNull();
    expect(elementalAffinity([{ classId: 'sorcerer', level: 20, ancestry: 'red' }], ['fire'])).toBeNull();
    // a wizard's Fireball of a sorcerer 6 / wizard 5
    expect(elementalAffinity([{ classId: 'wizard', level: 5 }, dragon(6, 'brass')], ['fire'])).toBe('fire');
  });

  it('its resistance needs the type and 1 sorcery point left', () => {
    expect(affinityResistance([dragon(6, 'red')], ['fire'], 1)).toEqual({ ok: true, type: 'fire' });
    expect(affinityResistance([dragon(6, 'red')], ['fire'], 0)).toEqual({ ok: false, error: 'notEnoughSorceryPoints' });
    expect(affinityResistance([dragon(6, 'red')], ['cold'], 5)).toEqual({ ok: false, error: 'affinityNotApplicable' });
  });
});

describe('casting with Elemental Affinity’s resistance', () => {
  const owned = own('sorcerer', 'known', fireball);
  const request = (extra: Partial<CastRequest> = {}): CastRequest => ({ spell: fireball, classId: 'sorcerer', slot: { kind: 'slot', level: 3 }, affinityResistance: true, ...extra });
  const state = (spent = 0) => ({ ...startTurn(stateOf(dragon(6, 'red'))), sorceryPointsSpent: spent });

  it('spends 1 sorcery point with the slot and says the type', () => {
    const r = castSpell(state(), owned, freeConditions(), request());
    expect(r.ok && r.next.sorceryPointsSpent).toBe(1);
    expect(r.ok && r.affinityResistance).toBe('fire');
    expect(r.ok && r.next.spentSlots[2]).toBe(1);
    const plain = castSpell(state(), owned, freeConditions(), request({ affinityResistance: false }));
    expect(plain.ok && plain.next.sorceryPointsSpent).toBe(0);
    expect(plain.ok && plain.affinityResistance).toBeUndefined();
  });

  it('adds its point to Metamagic, and is refused without enough points or with another type', () => {
    // sorcerer 6: 6 points; Careful costs 1, so 5 spent leaves none for the resistance
    const both = castSpell(state(4), owned, freeConditions(), request({ metamagic: ['careful'], knownMetamagic: ['careful'] }));
    expect(both.ok && both.next.sorceryPointsSpent).toBe(6);
    const short = castSpell(state(5), owned, freeConditions(), request({ metamagic: ['careful'], knownMetamagic: ['careful'] }));
    expect(short.ok ? null : short.errors).toContain('notEnoughSorceryPoints');
    const cold = castSpell({ ...state(), classes: [dragon(6, 'silver')] }, owned, freeConditions(), request());
    expect(cold.ok ? null : cold.error).toBe('affinityNotApplicable');
    // the GM can override a rule, not buy a feature the sorcerer lacks
    const overridden = castSpell({ ...state(), classes: [dragon(6, 'silver')] }, owned, freeConditions(), request({ override: true }));
    expect(overridden.ok).toBe(false);
  });
});
