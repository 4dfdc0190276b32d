// Validation of stored (or imported) data before it enters the store.
// - Numbers out of range are clamped (levels 1..20, ability scores 1..30, spent slots 0..max of the
//   rules' spellSlots / clampState, pact slots, sorcery points) and counted as repairs.
// - Table-side state that cannot be read (caster, conditions, overrides) falls back to defaults,
//   also counted as repairs.
// - A character whose identity, classes or spell list cannot be read is never dropped: it is set
//   aside whole (SetAsideItem, raw data kept for download) while the others load.
// - Unknown spell ids are kept (see unknownSpellRefs for marking them).
// - Only known fields are kept (shape.ts KEYS; homebrew spells: the catalog's schema): unknown keys
//   are dropped, as a schema parse does.
// Valid input comes back as the very same objects, so a save → load round trip is exact.
import { clampState, isMetamagicId, type ClassLevel } from '../rules';
import type { HomebrewValidator } from './homebrew';
import { coreProblem, isConcentration, isEffect, isObj, isOverride, isTurn, KEYS, knownItems, knownOnly } from './shape';
import { DEFAULT_ABILITIES, defaultConditions, freshCaster, initialState } from '../store/defaults';
import type { Character, HomebrewSpell, PersistedState, Settings } from '../store/types';

export interface SetAsideItem {
  /** stable id derived from the raw data (two tabs setting aside the same thing agree) */
  id: string;
  kind: 'character' | 'homebrew';
  /** a name found in the raw data, if any (shown as text) */
  name: string | null;
  /** why it could not be loaded: a code (persistence.reason.<code>) */
  reason: string;
  at: string;
  /** the data exactly as it was found */
  raw: unknown;
}

export type CharacterCheck = { ok: true; value: Character; repairs: number } | { ok: false; reason: string };

type Obj = Record<string, unknown>;

interface Counter { n: number }
const EPOCH = '1970-01-01T00:00:00.000Z';
const ABILITY_KEYS = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export const MAX_NAME = 80;

function clampInt(v: unknown, min: number, max: number, fallback: number, r: Counter): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    r.n++;
    return fallback;
  }
  const n = Math.min(max, Math.max(min, Math.trunc(v)));
  if (n !== v) r.n++;
  return n;
}

function bool(v: unknown, fallback: boolean, r: Counter): boolean {
  if (typeof v === 'boolean') return v;
  r.n++;
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
    r.n++;
    return { ...DEFAULT_ABILITIES };
  }
  if (intIn(v.str, 1, 30) && intIn(v.dex, 1, 30) && intIn(v.con, 1, 30) && intIn(v.int, 1, 30) && intIn(v.wis, 1, 30) && intIn(v.cha, 1, 30)) return knownOnly(v, KEYS.abilities) as unknown as Character['abilities'];
  const out: Obj = {};
  for (const k of ABILITY_KEYS) out[k] = clampInt(v[k], 1, 30, 10, r);
  return out as Character['abilities'];
}

function checkCaster(raw: unknown, classes: ClassLevel[], r: Counter): Character['caster'] {
  if (!isObj(raw)) {
    r.n++;
    return freshCaster();
  }
  const v = knownOnly(raw, KEYS.caster);
  let out: Obj | null = v === raw ? null : v; // the copy, made at the first change
  const set = (key: string, value: unknown) => ((out ??= { ...v })[key] = value);
  const fix = (key: string, value: unknown) => {
    r.n++;
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
  if (typeof v.arcaneRecoveryUsed !== 'boolean') fix('arcaneRecoveryUsed', false);
  if (v.concentration !== null && !isConcentration(v.concentration)) fix('concentration', null);
  else if (v.concentration !== null) {
    const c = knownOnly(v.concentration, KEYS.concentration);
    if (c !== v.concentration) set('concentration', c);
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
    r.n++;
    return d;
  }
  const out: Obj = {};
  for (const k of CONDITION_FLAGS) out[k] = bool(v[k], d[k], r);
  for (const k of OPTIONAL_FLAGS) if (v[k] !== undefined) out[k] = bool(v[k], false, r);
  if (!Array.isArray(v.materialsOwned) || !v.materialsOwned.every((m) => typeof m === 'string')) {
    r.n++;
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

/** One character: repaired where a value can be clamped, refused (reason code) where it cannot. */
export function validateCharacter(raw: unknown): CharacterCheck {
  if (isObj(raw) && passed.has(raw)) return { ok: true, value: raw as unknown as Character, repairs: 0 };
  const problem = coreProblem(raw);
  if (problem) return { ok: false, reason: problem };
  const c = raw as Obj;
  const r: Counter = { n: 0 };
  const spells = knownItems(c.spells as Obj[], KEYS.spell);
  const classes = checkClasses(c.classes as Obj[], r);
  if (!classes) return { ok: false, reason: 'classes' };
  const name = (c.name as string).length > MAX_NAME ? (r.n++, (c.name as string).slice(0, MAX_NAME)) : (c.name as string);
  const abilities = checkAbilities(c.abilities, r);
  const caster = checkCaster(c.caster, classes, r);
  const conditions = checkConditions(c.conditions, r);
  const preparationPending = bool(c.preparationPending, false, r);
  let overrides = c.overrides as Character['overrides'];
  if (!Array.isArray(overrides) || !overrides.every(isOverride)) {
    r.n++;
    overrides = Array.isArray(overrides) ? overrides.filter(isOverride) : [];
  }
  overrides = knownItems(overrides, KEYS.override);
  const createdAt = typeof c.createdAt === 'string' ? c.createdAt : (r.n++, EPOCH);
  const updatedAt = typeof c.updatedAt === 'string' ? c.updatedAt : (r.n++, EPOCH);
  const metamagic = checkMetamagicList(c.metamagic, r);
  const scrolls = checkScrolls(c.scrolls, r);
  const value = { id: c.id, name, classes, abilities, spells, caster, conditions, preparationPending, ...(metamagic ? { metamagic } : {}), ...(scrolls ? { scrolls } : {}), overrides, createdAt, updatedAt } as unknown as Character;
  if (r.n === 0 && knownOnly(c, KEYS.character) === c && (Object.keys(value) as (keyof Character)[]).every((k) => value[k] === c[k])) {
    passed.add(c);
    return { ok: true, value: c as unknown as Character, repairs: 0 };
  }
  return { ok: true, value, repairs: r.n };
}

function checkSettings(v: unknown, r: Counter): Settings {
  const d = initialState().settings;
  if (!isObj(v)) {
    if (v !== undefined) r.n++;
    return d;
  }
  const language = v.language === 'cs' || v.language === 'en' ? v.language : (r.n++, d.language);
  const theme = v.theme === 'system' || v.theme === 'light' || v.theme === 'dark' ? v.theme : (r.n++, d.theme);
  return language === v.language && theme === v.theme ? (knownOnly(v, KEYS.settings) as unknown as Settings) : { language, theme };
}

/** Small stable hash (FNV-1a) so a set-aside item gets the same id in every tab. */
export function hashText(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function rawName(raw: unknown): string | null {
  const n = isObj(raw) ? (typeof raw.name === 'string' ? raw.name : isObj(raw.text) && typeof raw.text.name === 'string' ? raw.text.name : null) : null;
  return n === null ? null : n.slice(0, MAX_NAME);
}

export function setAsideItem(kind: SetAsideItem['kind'], raw: unknown, reason: string, at: string): SetAsideItem {
  let text: string;
  try {
    text = JSON.stringify(raw) ?? String(raw);
  } catch {
    text = String(raw);
  }
  return { id: `sa-${kind[0]}-${hashText(text)}`, kind, name: rawName(raw), reason, at, raw };
}

function uniqueId(base: string, taken: Set<string>): string {
  const stem = base.slice(0, 70);
  for (let n = 2; ; n++) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}

export interface StateCheck {
  state: PersistedState;
  /** things that could not be loaded, kept whole */
  setAside: SetAsideItem[];
  /** values clamped or reset to defaults */
  repairs: number;
}

/** A whole stored state (already migrated to the current version). null: not a state at all.
 *  `checkHomebrew`: the homebrew check (homebrew.ts); needed only when the state holds homebrew
 *  spells — meeting them without it is a bug of the caller, and throws. */
export function validateState(raw: unknown, at = new Date().toISOString(), checkHomebrew: HomebrewValidator | null = null): StateCheck | null {
  if (!isObj(raw)) return null;
  const r: Counter = { n: 0 };
  const setAside: SetAsideItem[] = [];
  const characters: Character[] = [];
  const ids = new Set<string>();
  let charactersChanged = false;
  if (Array.isArray(raw.characters)) {
    for (const item of raw.characters) {
      const ch = validateCharacter(item);
      if (!ch.ok) {
        setAside.push(setAsideItem('character', item, ch.reason, at));
        charactersChanged = true;
        continue;
      }
      let value = ch.value;
      r.n += ch.repairs;
      if (ids.has(value.id)) {
        // Two characters with one id: the second gets a new (deterministic) id instead of being lost.
        value = { ...value, id: uniqueId(value.id, ids) };
        r.n++;
      }
      if (value !== item) charactersChanged = true;
      ids.add(value.id);
      characters.push(value);
    }
  } else if (raw.characters !== undefined) {
    setAside.push(setAsideItem('character', raw.characters, 'shape', at));
  }
  const homebrew: HomebrewSpell[] = [];
  const hbIds = new Set<string>();
  let homebrewChanged = false;
  if (Array.isArray(raw.homebrew)) {
    if (raw.homebrew.length && !checkHomebrew) throw new Error('homebrew spells met before their check was loaded');
    for (const item of raw.homebrew) {
      const hb = checkHomebrew!(item);
      if (!hb.ok) {
        setAside.push(setAsideItem('homebrew', item, hb.reason, at));
        homebrewChanged = true;
        continue;
      }
      let value = hb.value;
      if (hbIds.has(value.data.id)) {
        value = { ...value, data: { ...value.data, id: uniqueId(value.data.id, hbIds) } };
        homebrewChanged = true;
        r.n++;
      }
      hbIds.add(value.data.id);
      homebrew.push(value);
    }
  } else if (raw.homebrew !== undefined) {
    setAside.push(setAsideItem('homebrew', raw.homebrew, 'shape', at));
  }
  const settings = checkSettings(raw.settings, r);
  let activeCharacterId = raw.activeCharacterId as string | null;
  if (activeCharacterId !== null && !(typeof activeCharacterId === 'string' && ids.has(activeCharacterId))) {
    // The active character was set aside or never existed: fall back to the first one.
    if (activeCharacterId !== undefined) r.n++;
    activeCharacterId = characters[0]?.id ?? null;
  }
  return {
    state: {
      characters: charactersChanged || !Array.isArray(raw.characters) ? characters : (raw.characters as Character[]),
      activeCharacterId,
      homebrew: homebrewChanged || !Array.isArray(raw.homebrew) ? homebrew : (raw.homebrew as HomebrewSpell[]),
      settings,
    },
    setAside,
    repairs: r.n,
  };
}

/** Stored set-aside items (from an earlier load); anything unreadable is wrapped, never dropped. */
export function validateSetAside(raw: unknown, at: string): SetAsideItem[] {
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((x) =>
    isObj(x) && typeof x.id === 'string' && (x.kind === 'character' || x.kind === 'homebrew') && typeof x.reason === 'string' && typeof x.at === 'string' && 'raw' in x
      ? { id: x.id, kind: x.kind, name: typeof x.name === 'string' ? x.name.slice(0, MAX_NAME) : null, reason: x.reason, at: x.at, raw: x.raw }
      : setAsideItem('character', x, 'shape', at),
  );
}

/** Spell references of characters that neither the catalog nor the homebrew list knows. */
export function unknownSpellRefs(characters: readonly Character[], isKnown: (spellId: string) => boolean): { characterId: string; characterName: string; spellId: string }[] {
  const out: { characterId: string; characterName: string; spellId: string }[] = [];
  for (const c of characters) for (const s of c.spells) if (!isKnown(s.spellId)) out.push({ characterId: c.id, characterName: c.name, spellId: s.spellId });
  return out;
}
