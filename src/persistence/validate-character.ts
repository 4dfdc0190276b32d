// Validation of one stored (or imported) character (the rules: validate.ts). Valid input comes back
// as the very same object, so a save → load round trip is exact.
import { BOOK_OF_SECRETS, INVOCATIONS, MASTERY_SPELL_LEVELS, SIGNATURE_SPELLS_COUNT, clampState, isInvocationId, isMetamagicId, isPactBoon, type ClassLevel } from '../rules';
import { areOwnedSpells, coreProblem, isCasting, isConcentration, isEffect, isObj, isOverride, isTurn, KEYS, knownItems, knownOnly } from './shape';
import { DEFAULT_ABILITIES, defaultConditions, freshCaster } from '../store/defaults';
import type { Character } from '../store/types';
import { clipName, nameLength } from '../lib/name-length';
import { MAX_NAME_LENGTH } from '../store/character-input';

/** repairs: values corrected (there, but invalid); filled: values missing, filled in with a default */
export type CharacterCheck = { ok: true; value: Character; repairs: number; filled: number } | { ok: false; reason: string };

type Obj = Record<string, unknown>;

/** n: values corrected (there, but invalid: out of range, of a wrong type, bad list items);
 *  filled: values missing (undefined), filled in with their default. */
export interface Counter { n: number; filled: number }
/** A value that cannot stay: a missing one is filled in, any other is corrected. */
export function miss(v: unknown, r: Counter): void {
  if (v === undefined) r.filled++;
  else r.n++;
}
const EPOCH = '1970-01-01T00:00:00.000Z';
const ABILITY_KEYS = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export const MAX_NAME = MAX_NAME_LENGTH;

function clampInt(v: unknown, min: number, max: number, fallback: number, r: Counter): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    miss(v, r);
    return fallback;
  }
  const n = Math.min(max, Math.max(min, Math.trunc(v)));
  if (n !== v) r.n++;
  return n;
}

function bool(v: unknown, fallback: boolean, r: Counter): boolean {
  if (typeof v === 'boolean') return v;
  miss(v, r);
  return fallback;
}

const sameNumbers = (a: unknown, b: readonly number[]) => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);
type CasterState = Parameters<typeof clampState>[0];

/** Whether clampInt leaves `v` as it is (no repair). */
function intIn(v: unknown, min: number, max: number): boolean { return Number.isInteger(v) && (v as number) >= min && (v as number) <= max; }

// Each check below first asks whether the value is fine as it is (no allocation: this runs for
// every character at every start, in code the JIT has not seen yet); only otherwise does it build
// the repaired value.

/** Levels 1..20 each, no class twice, 20 in total at most: checkClasses keeps the list as it is. */
function classesFine(list: Obj[]): boolean {
  if (list.length === 1) return intIn(list[0].level, 1, 20);
  return list.every((c) => intIn(c.level, 1, 20)) && new Set(list.map((c) => c.classId)).size === list.length && list.reduce((a, c) => a + (c.level as number), 0) <= 20;
}

function checkClasses(raw: Obj[], r: Counter): ClassLevel[] | null {
  const list = knownItems(raw, KEYS.classLevel);
  if (classesFine(list)) return list as unknown as ClassLevel[];
  let changed = false;
  const seen = new Set<string>();
  let total = 0;
  const out = list.map((c) => {
    const level = clampInt(c.level, 1, 20, 1, r);
    if (seen.has(c.classId as string)) return null;
    seen.add(c.classId as string);
    total += level;
    if (level === c.level) return c as unknown as ClassLevel;
    changed = true;
    return { ...c, level } as unknown as ClassLevel;
  });
  if (out.some((c) => c === null) || total > 20) return null;
  return changed ? (out as ClassLevel[]) : (list as unknown as ClassLevel[]);
}

function checkAbilities(v: unknown, r: Counter): Character['abilities'] {
  if (!isObj(v)) {
    miss(v, r);
    return { ...DEFAULT_ABILITIES };
  }
  if (intIn(v.str, 1, 30) && intIn(v.dex, 1, 30) && intIn(v.con, 1, 30) && intIn(v.int, 1, 30) && intIn(v.wis, 1, 30) && intIn(v.cha, 1, 30)) return knownOnly(v, KEYS.abilities) as unknown as Character['abilities'];
  const out: Obj = {};
  for (const k of ABILITY_KEYS) out[k] = clampInt(v[k], 1, 30, 10, r);
  return out as Character['abilities'];
}

function checkCaster(raw: unknown, classes: ClassLevel[], r: Counter): Character['caster'] {
  if (!isObj(raw)) {
    miss(raw, r);
    return freshCaster();
  }
  const v = knownOnly(raw, KEYS.caster);
  let out: Obj | null = v === raw ? null : v; // the copy, made at the first change
  const set = (key: string, value: unknown) => ((out ??= { ...v })[key] = value);
  const fix = (key: string, value: unknown) => {
    miss(v[key], r);
    set(key, value);
  };
  // Slot counts within the maxima of these classes: the rules bring them there (clampState:
  // spellSlots, pactMagic, …), and any counter that differs from its clamped value is repaired.
  const clamped = clampState({ ...(v as unknown as CasterState), classes });
  if (!sameNumbers(v.spentSlots, clamped.spentSlots)) fix('spentSlots', clamped.spentSlots);
  if (v.spentPact !== clamped.spentPact) fix('spentPact', clamped.spentPact);
  if (v.sorceryPointsSpent !== clamped.sorceryPointsSpent) fix('sorceryPointsSpent', clamped.sorceryPointsSpent);
  const arc = v.arcanumUsed;
  if (!Array.isArray(arc) || arc.length !== clamped.arcanumUsed.length || !arc.every((l) => clamped.arcanumUsed.includes(l))) fix('arcanumUsed', clamped.arcanumUsed);
  if (v.extraSlots !== undefined && !sameNumbers(v.extraSlots, clamped.extraSlots ?? [])) fix('extraSlots', clamped.extraSlots);
  // spent resources a level change held apart (optional: absent = none, never filled in)
  if (v.heldSlots !== undefined && (clamped.heldSlots === undefined || !sameNumbers(v.heldSlots, clamped.heldSlots))) fix('heldSlots', clamped.heldSlots);
  if (v.heldPact !== undefined && v.heldPact !== clamped.heldPact) fix('heldPact', clamped.heldPact);
  if (v.heldSorceryPoints !== undefined && v.heldSorceryPoints !== clamped.heldSorceryPoints) fix('heldSorceryPoints', clamped.heldSorceryPoints);
  // signature spells cast since the last rest (optional: absent = none, never filled in)
  if (v.signatureUsed !== undefined && !isIdList(v.signatureUsed, SIGNATURE_SPELLS_COUNT)) fix('signatureUsed', idList(v.signatureUsed, SIGNATURE_SPELLS_COUNT));
  if (v.invocationUsed !== undefined && !isIdList(v.invocationUsed, INVOCATIONS.length)) fix('invocationUsed', idList(v.invocationUsed, INVOCATIONS.length));
  if (typeof v.arcaneRecoveryUsed !== 'boolean') fix('arcaneRecoveryUsed', false);
  if (v.naturalRecoveryUsed !== undefined && typeof v.naturalRecoveryUsed !== 'boolean') fix('naturalRecoveryUsed', false);
  if (v.eldritchMasterUsed !== undefined && typeof v.eldritchMasterUsed !== 'boolean') fix('eldritchMasterUsed', false);
  // Overchannel uses since the long rest: a whole number >= 0; anything else counts as none
  if (v.overchannelUses !== undefined && !(Number.isSafeInteger(v.overchannelUses) && (v.overchannelUses as number) >= 0)) fix('overchannelUses', 0);
  if (v.concentration !== null && !isConcentration(v.concentration)) fix('concentration', null);
  else if (v.concentration !== null) {
    const c = knownOnly(v.concentration, KEYS.concentration);
    if (c !== v.concentration) set('concentration', c);
  }
  if (v.casting !== undefined && !isCasting(v.casting)) fix('casting', undefined);
  else if (v.casting !== undefined) {
    const c = knownOnly(v.casting, KEYS.casting);
    if (c !== v.casting) set('casting', c);
  }
  if (!isTurn(v.turn)) fix('turn', freshCaster().turn);
  else {
    const t = knownOnly(v.turn, KEYS.turn);
    if (t !== v.turn) set('turn', t);
  }
  if (!Array.isArray(v.effects)) fix('effects', []);
  else {
    const effects = v.effects.every(isEffect) ? v.effects : (r.n++, v.effects.filter(isEffect));
    const known = knownItems(effects, KEYS.effect);
    if (known !== v.effects) set('effects', known);
  }
  return (out ?? v) as unknown as Character['caster'];
}

const CONDITION_FLAGS = ['silenced', 'handsFree', 'hasFocusOrPouch', 'armourWorn', 'armourProficient', 'incapacitated'] as const;
/** Flags that may be absent (absent = not set; never filled in, so a save → load round trip is exact). */
const OPTIONAL_FLAGS = ['hasBookOfAncientSecrets', 'conSaveProficient', 'focusInHand'] as const;
function optionalFlagsFine(v: Obj) { return OPTIONAL_FLAGS.every((k) => v[k] === undefined || typeof v[k] === 'boolean'); }

function checkConditions(v: unknown, r: Counter): Character['conditions'] {
  if (isObj(v) && CONDITION_FLAGS.every((k) => typeof v[k] === 'boolean') && optionalFlagsFine(v) && Array.isArray(v.materialsOwned) && v.materialsOwned.every((m) => typeof m === 'string')) return knownOnly(v, KEYS.conditions) as unknown as Character['conditions'];
  const d = defaultConditions();
  if (!isObj(v)) {
    miss(v, r);
    return d;
  }
  const out: Obj = {};
  for (const k of CONDITION_FLAGS) out[k] = bool(v[k], d[k], r);
  for (const k of OPTIONAL_FLAGS) if (v[k] !== undefined) out[k] = bool(v[k], false, r);
  if (!Array.isArray(v.materialsOwned) || !v.materialsOwned.every((m) => typeof m === 'string')) {
    miss(v.materialsOwned, r);
    out.materialsOwned = Array.isArray(v.materialsOwned) ? v.materialsOwned.filter((m) => typeof m === 'string') : [];
  } else out.materialsOwned = v.materialsOwned;
  return out as unknown as Character['conditions'];
}

// Optional lists a character gains (absent = none): Metamagic options (known ids, each once) and
// spell scrolls ({ id, spellId }). Bad entries are dropped and counted as repairs.
function checkMetamagicList(v: unknown, r: Counter): Character['metamagic'] {
  if (v === undefined) return undefined;
  if (Array.isArray(v) && v.every(isMetamagicId) && new Set(v).size === v.length) return v as Character['metamagic'];
  r.n++;
  return Array.isArray(v) ? [...new Set(v.filter(isMetamagicId))] : [];
}

// A warlock's Eldritch Invocations (known ids other than Book of Ancient Secrets, each once) and
// Pact Boon: absent = none; bad entries dropped, counted as repairs.
const isInvocation = (id: unknown) => isInvocationId(id) && id !== BOOK_OF_SECRETS;
function checkInvocations(v: unknown, r: Counter): string[] | undefined {
  if (v === undefined || (Array.isArray(v) && v.every(isInvocation) && new Set(v).size === v.length)) return v as string[] | undefined;
  r.n++;
  return Array.isArray(v) ? [...new Set(v.filter(isInvocation))] : [];
}

/** A list of distinct spell ids, at most `max` (a wizard's chosen spells, signature spells used). */
const isIdList = (v: unknown, max: number) => Array.isArray(v) && v.length <= max && v.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 200) && new Set(v).size === v.length;
const idList = (v: unknown, max: number): string[] => (Array.isArray(v) ? [...new Set(v.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200))].slice(0, max) : []);
/** A wizard's chosen spells (spell-mastery.ts): absent = none; bad entries dropped, counted as repairs.
 *  Levels and the spellbook are not checked here (the catalog is not loaded): the rules check them. */
function checkIdList(v: unknown, max: number, r: Counter): string[] | undefined {
  if (v === undefined || isIdList(v, max)) return v as string[] | undefined;
  r.n++;
  return idList(v, max);
}

const isScroll = (v: unknown) => isObj(v) && typeof v.id === 'string' && v.id.length > 0 && v.id.length <= 200 && typeof v.spellId === 'string' && v.spellId.length > 0 && v.spellId.length <= 200;
function checkScrolls(v: unknown, r: Counter): Character['scrolls'] {
  if (v === undefined) return undefined;
  if (Array.isArray(v) && v.length <= 500 && v.every(isScroll)) return knownItems(v, ['id', 'spellId']) as Character['scrolls'];
  r.n++;
  return Array.isArray(v) ? (knownItems(v.filter(isScroll).slice(0, 500), ['id', 'spellId']) as Character['scrolls']) : [];
}

/** Objects that passed validation unchanged. Stored objects are never mutated, so one that passed
 *  once still passes: a tab re-reading another tab's write validates only what changed. */
const passed = new WeakSet<object>();

/** Whether every item has exactly `n` keys: owned spells that passed areOwnedSpells have their three
 *  fields, so three keys mean nothing unknown (the per-key look-up costs ~5 ms cold on 3,000 spells). */
function onlyTheirKeys(list: readonly Obj[], n: number): boolean {
  for (let i = 0; i < list.length; i++) if (Object.keys(list[i]).length !== n) return false;
  return true;
}

/** One character: repaired where a value can be clamped, refused (reason code) where it cannot. */
export function validateCharacter(raw: unknown): CharacterCheck {
  if (isObj(raw) && passed.has(raw)) return { ok: true, value: raw as unknown as Character, repairs: 0, filled: 0 };
  const problem = coreProblem(raw);
  if (problem) return { ok: false, reason: problem };
  const c = raw as Obj;
  const r: Counter = { n: 0, filled: 0 };
  let owned = c.spells as Obj[];
  if (!areOwnedSpells(owned)) {
    const good = owned.filter((s) => areOwnedSpells([s]));
    r.n += owned.length - good.length;
    owned = good;
  }
  const spells = onlyTheirKeys(owned, KEYS.spell.length) ? owned : knownItems(owned, KEYS.spell);
  const classes = checkClasses(c.classes as Obj[], r);
  if (!classes) return { ok: false, reason: 'classes' };
  const name = (c.name as string).length > MAX_NAME && nameLength(c.name as string) > MAX_NAME ? (r.n++, clipName(c.name as string, MAX_NAME)) : (c.name as string);
  const abilities = checkAbilities(c.abilities, r);
  const caster = checkCaster(c.caster, classes, r);
  const conditions = checkConditions(c.conditions, r);
  const preparationPending = bool(c.preparationPending, false, r);
  let overrides = c.overrides as Character['overrides'];
  if (!Array.isArray(overrides) || !overrides.every(isOverride)) {
    miss(overrides, r);
    overrides = Array.isArray(overrides) ? overrides.filter(isOverride) : [];
  }
  overrides = knownItems(overrides, KEYS.override);
  const createdAt = typeof c.createdAt === 'string' ? c.createdAt : (miss(c.createdAt, r), EPOCH);
  const updatedAt = typeof c.updatedAt === 'string' ? c.updatedAt : (miss(c.updatedAt, r), EPOCH);
  const metamagic = checkMetamagicList(c.metamagic, r);
  const scrolls = checkScrolls(c.scrolls, r);
  const masterySpells = checkIdList(c.masterySpells, MASTERY_SPELL_LEVELS.length, r);
  const signatureSpells = checkIdList(c.signatureSpells, SIGNATURE_SPELLS_COUNT, r);
  const invocations = checkInvocations(c.invocations, r);
  const pactBoon = c.pactBoon === undefined || isPactBoon(c.pactBoon) ? c.pactBoon : (r.n++, undefined);
  const value = { id: c.id, name, classes, abilities, spells, caster, conditions, preparationPending, ...(metamagic ? { metamagic } : {}), ...(scrolls ? { scrolls } : {}), ...(masterySpells ? { masterySpells } : {}), ...(signatureSpells ? { signatureSpells } : {}), ...(invocations ? { invocations } : {}), ...(pactBoon ? { pactBoon } : {}), overrides, createdAt, updatedAt } as unknown as Character;
  if (r.n === 0 && r.filled === 0 && knownOnly(c, KEYS.character) === c && (Object.keys(value) as (keyof Character)[]).every((k) => value[k] === c[k])) {
    passed.add(c);
    return { ok: true, value: c as unknown as Character, repairs: 0, filled: 0 };
  }
  return { ok: true, value, repairs: r.n, filled: r.filled };
}
