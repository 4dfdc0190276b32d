import type { CasterState, CastingConditions, ClassLevel } from '../rules';
import { armourProficientByDefault } from '../rules/armour';
import type { AbilityScores, Character, CasterResources, PersistedState } from './types';

export const DEFAULT_ABILITIES: AbilityScores = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };

export function freshCaster(): CasterResources {
  return {
    spentSlots: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    spentPact: 0,
    arcanumUsed: [],
    sorceryPointsSpent: 0,
    arcaneRecoveryUsed: false,
    concentration: null,
    // out of a fight: the first "Začít boj" starts round 1
    turn: { round: 0, bonusActionSpellCast: false, nonCantripSpellCast: false },
    effects: [],
  };
}

export function defaultConditions(): CastingConditions {
  return { silenced: false, handsFree: true, hasFocusOrPouch: true, materialsOwned: [], armourWorn: false, armourProficient: true, incapacitated: false };
}

export function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function newCharacter(name: string, classes: ClassLevel[], abilities: AbilityScores = DEFAULT_ABILITIES, now = new Date().toISOString()): Character {
  return {
    id: newId(),
    name,
    classes,
    abilities,
    spells: [],
    caster: freshCaster(),
    // a wizard starts without armour training, a cleric with it (PHB ch.3, ch.6 multiclassing)
    conditions: { ...defaultConditions(), armourProficient: armourProficientByDefault(classes) },
    preparationPending: false,
    overrides: [],
    createdAt: now,
    updatedAt: now,
  };
}

export function initialState(): PersistedState {
  return { characters: [], activeCharacterId: null, homebrew: [], settings: { language: 'cs', theme: 'system' } };
}

/** The rules see one CasterState; the store keeps classes on the character. */
export function toCaster(c: Character): CasterState {
  return { ...c.caster, classes: c.classes };
}

export function fromCaster(next: CasterState): CasterResources {
  const { classes: _classes, ...rest } = next;
  return rest;
}

/** The `updatedAt` of an edit: now, but always later than the character's previous stamp (two edits
 *  in one millisecond, or a clock that went back). Tabs merge a character by this time, so an edit
 *  must never tie with or lose to the state it replaced. */
export function touched(prev: string, now = Date.now()): string {
  const before = Date.parse(prev);
  return new Date(Number.isFinite(before) && before >= now ? before + 1 : now).toISOString();
}
