// @vitest-environment node
// SRD 5.1 Draconic Bloodline: the dragon ancestor's damage type, Elemental Affinity from sorcerer 6th
// (Charisma to one damage roll of a spell of that type; 1 sorcery point for resistance to it).
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { advanceRounds, startTurn } from './turn';
import { DRAGON_ANCESTRIES, DRAGON_ANCESTRY, affinityResistance, elementalAffinity, isDragonAncestry } from './draconic';
import { endConcentration } from './concentration';
import { effectiveEffects } from './effects';
import { runningOutInShortRest } from './rest';
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

  it('the resistance runs on the caster for 1 hour (600 rounds) from the cast, and one resistance does not add to another', () => {
    const s = { ...state(), turn: { ...state().turn, round: 7 } };
    const r = castSpell(s, owned, freeConditions(), request());
    expect(r.ok && r.next.effects).toEqual([{ spellId: 'fireball', target: '', endsAtRound: 607, resistance: 'fire' }]);
    const plain = castSpell(s, owned, freeConditions(), request({ affinityResistance: false }));
    expect(plain.ok && plain.next.effects).toEqual([]);
    // a second resistance to fire later replaces the first (it lasts longer); the same type is one resistance
    const later = r.ok ? castSpell({ ...r.next, turn: { ...startTurn(r.next).turn, round: 50 } }, own('sorcerer', 'known', fireball, S.fireBolt), freeConditions(), request({ spell: { ...S.fireBolt, damage: true, damageTypes: ['fire'] }, slot: { kind: 'cantrip' } })) : null;
    expect(later?.ok && later.next.effects).toEqual([{ spellId: 'fire-bolt', target: '', endsAtRound: 650, resistance: 'fire' }]);
  });

  it('outlasts the concentration of the spell it came with, and a short rest does not name that spell', () => {
    const flameSpell: SpellMechanics = { ...S.haste, id: 'flaming-sphere', level: 2, damage: true, damageTypes: ['fire'], duration: { unit: 'minute', amount: 1, upTo: true } };
    const r = castSpell(state(), own('sorcerer', 'known', flameSpell), freeConditions(), request({ spell: flameSpell, slot: { kind: 'slot', level: 2 } }));
    if (!r.ok) throw new Error(r.error);
    const withSpellEffect = { ...r.next, effects: [...r.next.effects, { spellId: 'flaming-sphere', target: 'goblin', endsAtRound: 10, strength: 2 }] };
    const ended = endConcentration(withSpellEffect);
    expect(ended.effects).toEqual([{ spellId: 'flaming-sphere', target: '', endsAtRound: 601, resistance: 'fire' }]);
    expect(effectiveEffects(ended.effects)).toHaveLength(1);
    expect(advanceRounds(ended, 600).effects).toEqual([]);
    expect(runningOutInShortRest(ended)).toEqual([]);
    expect(runningOutInShortRest(withSpellEffect)).toEqual(['flaming-sphere']);
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
