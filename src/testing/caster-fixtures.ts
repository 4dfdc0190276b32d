// Spell mechanics and states used by the rules tests (SRD 5.1 spell data, trimmed to what casting
// reads). Not imported by application code.
import { createCasterState } from '../rules/state';
import type { CasterState, CastingConditions, ClassId, ClassLevel, OwnedSpell, SpellMechanics } from '../rules/types';

type SpellInit = Partial<SpellMechanics> & Pick<SpellMechanics, 'id' | 'level'>;

export function spell(init: SpellInit): SpellMechanics {
  return {
    ritual: false,
    concentration: false,
    castingTime: { amount: 1, unit: 'action' },
    components: { v: true, s: true, m: false },
    classes: ['wizard'],
    duration: { unit: 'instantaneous' },
    ...init,
  };
}

export const S = {
  fireBolt: spell({ id: 'fire-bolt', level: 0, classes: ['sorcerer', 'wizard'], damageAtCharacterLevel: { 1: '1d10', 5: '2d10', 11: '3d10', 17: '4d10' } }),
  sacredFlame: spell({ id: 'sacred-flame', level: 0, classes: ['cleric'] }),
  eldritchBlast: spell({ id: 'eldritch-blast', level: 0, classes: ['warlock'] }),
  shillelagh: spell({ id: 'shillelagh', level: 0, classes: ['druid'], castingTime: { amount: 1, unit: 'bonus' }, components: { v: true, s: true, m: true } }),
  magicMissile: spell({ id: 'magic-missile', level: 1, classes: ['sorcerer', 'wizard'], damageAtSlotLevel: { 1: '3d4 + 3', 2: '4d4 + 4', 3: '5d4 + 5' } }),
  shield: spell({ id: 'shield', level: 1, classes: ['sorcerer', 'wizard'], castingTime: { amount: 1, unit: 'reaction' } }),
  cureWounds: spell({ id: 'cure-wounds', level: 1, classes: ['bard', 'cleric', 'druid', 'paladin', 'ranger'], healAtSlotLevel: { 1: '1d8 + MOD', 2: '2d8 + MOD' } }),
  healingWord: spell({ id: 'healing-word', level: 1, classes: ['bard', 'cleric', 'druid'], castingTime: { amount: 1, unit: 'bonus' }, components: { v: true, s: false, m: false } }),
  bless: spell({ id: 'bless', level: 1, classes: ['cleric', 'paladin'], concentration: true, components: { v: true, s: true, m: true }, duration: { unit: 'minute', amount: 1, upTo: true } }),
  hex: spell({ id: 'hex', level: 1, classes: ['warlock'], concentration: true, castingTime: { amount: 1, unit: 'bonus' }, components: { v: true, s: true, m: true }, duration: { unit: 'hour', amount: 1, upTo: true } }),
  detectMagic: spell({ id: 'detect-magic', level: 1, ritual: true, concentration: true, classes: ['bard', 'cleric', 'druid', 'paladin', 'ranger', 'sorcerer', 'wizard'], duration: { unit: 'minute', amount: 10, upTo: true } }),
  identify: spell({ id: 'identify', level: 1, ritual: true, classes: ['bard', 'wizard'], castingTime: { amount: 1, unit: 'minute' }, components: { v: true, s: true, m: true, costGp: 100 } }),
  findFamiliar: spell({ id: 'find-familiar', level: 1, ritual: true, classes: ['wizard'], castingTime: { amount: 1, unit: 'hour' }, components: { v: true, s: true, m: true, costGp: 10, consumed: true } }),
  mistyStep: spell({ id: 'misty-step', level: 2, classes: ['sorcerer', 'warlock', 'wizard'], castingTime: { amount: 1, unit: 'bonus' }, components: { v: true, s: false, m: false } }),
  fireball: spell({ id: 'fireball', level: 3, classes: ['sorcerer', 'wizard'], components: { v: true, s: true, m: true }, damageAtSlotLevel: { 3: '8d6', 4: '9d6', 5: '10d6', 6: '11d6', 7: '12d6', 8: '13d6', 9: '14d6' } }),
  haste: spell({ id: 'haste', level: 3, classes: ['sorcerer', 'wizard'], concentration: true, components: { v: true, s: true, m: true }, duration: { unit: 'minute', amount: 1, upTo: true } }),
  revivify: spell({ id: 'revivify', level: 3, classes: ['cleric', 'paladin'], components: { v: true, s: true, m: true, costGp: 300, consumed: true } }),
  massSuggestion: spell({ id: 'mass-suggestion', level: 6, classes: ['bard', 'sorcerer', 'warlock', 'wizard'], components: { v: true, s: false, m: true } }),
  forcecage: spell({ id: 'forcecage', level: 7, classes: ['bard', 'warlock', 'wizard'], components: { v: true, s: true, m: true, costGp: 1500 } }),
  wish: spell({ id: 'wish', level: 9, classes: ['sorcerer', 'wizard'], components: { v: true, s: false, m: false } }),
};

/** Everything at hand: not silenced, hands free, focus, no armour. */
export function freeConditions(extra: Partial<CastingConditions> = {}): CastingConditions {
  return {
    silenced: false,
    handsFree: true,
    hasFocusOrPouch: true,
    materialsOwned: [],
    armourWorn: false,
    armourProficient: false,
    incapacitated: false,
    ...extra,
  };
}

export function stateOf(...classes: ClassLevel[]): CasterState {
  return createCasterState(classes);
}

export function own(classId: ClassId, status: OwnedSpell['status'], ...spells: SpellMechanics[]): OwnedSpell[] {
  return spells.map((s) => ({ spellId: s.id, classId, status }));
}
