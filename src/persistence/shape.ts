// The stored character's shape: the one specification of it (validate.ts repairs and refuses by
// these checks; the KEYS lists say which fields are known, everything else is dropped). Written
// by hand rather than as a zod schema: a stored list holds thousands of spells, and zod made the
// load of 50 characters about five times slower, past its 40 ms budget.
import { CLASS_IDS } from '../rules';

type Obj = Record<string, unknown>;
export function isObj(v: unknown): v is Obj { return typeof v === 'object' && v !== null && !Array.isArray(v); }

const STATUSES: ReadonlySet<unknown> = new Set(['known', 'prepared', 'inBook', 'alwaysPrepared']);
const CLASSES: ReadonlySet<unknown> = new Set(CLASS_IDS);
const UNSEEN = Symbol('unseen');

/** A finite number (zod's z.number() refuses NaN and ±Infinity). */
function isNum(v: unknown): v is number { return typeof v === 'number' && Number.isFinite(v); }

/** A string of min..max characters, counted as zod does: in code points near the limits. */
export function isStr(v: unknown, max = Infinity, min = 0): v is string {
  if (typeof v !== 'string') return false;
  const u = v.length;
  if (u > max && [...v].length > max) return false;
  return !(u < min || (u < min * 2 && [...v].length < min));
}

function isOptStr(v: unknown, max = Infinity) { return v === undefined || isStr(v, max); }

function isClassLevel(v: unknown): boolean {
  return isObj(v) && CLASSES.has(v.classId) && isNum(v.level) && isOptStr(v.subclassId, 100) && isOptStr(v.terrain, 100) && isOptStr(v.ancestry, 100);
}

/** Every item is an owned spell. One loop without calls per item: a stored list has thousands of
 *  spells and runs once per start, before the JIT has warmed up. */
export function areOwnedSpells(list: readonly unknown[]): boolean {
  // Neighbouring spells mostly share class and status: a value equal to the last one found in the
  // set is not looked up again (UNSEEN equals no stored value, so the first spell is looked up).
  let classId: unknown = UNSEEN;
  let status: unknown = UNSEEN;
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
    const o = v as Obj;
    const id = o.spellId;
    // isStr(id, 200, 1), unrolled: a 1..200 character string (code points only near the limits)
    if (typeof id !== 'string' || id.length === 0 || (id.length > 200 && !isStr(id, 200, 1))) return false;
    if (o.classId !== classId) {
      if (!CLASSES.has(o.classId)) return false;
      classId = o.classId;
    }
    if (o.status !== status) {
      if (!STATUSES.has(o.status)) return false;
      status = o.status;
    }
  }
  return true;
}

/** Which part of a character's identity cannot be read: null = id, name, classes and spells are fine.
 *  The first failing field in this order decides (a reason code, persistence.reason.<code>). */
export function coreProblem(raw: unknown): 'shape' | 'identity' | 'classes' | 'spells' | null {
  if (!isObj(raw)) return 'shape';
  if (!isStr(raw.id, 200, 1) || !isStr(raw.name, 100_000)) return 'identity';
  const cl = raw.classes;
  if (!Array.isArray(cl) || cl.length < 1 || cl.length > CLASS_IDS.length || !cl.every(isClassLevel)) return 'classes';
  const sp = raw.spells;
  // a broken entry of the list is dropped by the validation (a repair), not the character with it
  if (!Array.isArray(sp) || sp.length > 5000) return 'spells';
  return null;
}

export function isConcentration(v: unknown) { return isObj(v) && typeof v.spellId === 'string' && isNum(v.startedAtRound) && (v.endsAtRound === undefined || v.endsAtRound === null || isNum(v.endsAtRound)); }

/** A spell being cast over time (rules CastingInProgress): its spell, class, slot choice and clock. */
export function isCasting(v: unknown) { return isObj(v) && typeof v.spellId === 'string' && typeof v.classId === 'string' && isObj(v.slot) && typeof v.slot.kind === 'string' && isNum(v.startedAtRound) && isNum(v.endsAtRound); }

export function isEffect(v: unknown) { return isObj(v) && typeof v.spellId === 'string' && isStr(v.target, 1000) && (v.endsAtRound === null || isNum(v.endsAtRound)) && (v.strength === undefined || isNum(v.strength)) && (v.resistance === undefined || isStr(v.resistance, 40, 1)); }

export function isTurn(v: unknown) {
  return isObj(v) && Number.isSafeInteger(v.round) && (v.round as number) >= 0 && typeof v.bonusActionSpellCast === 'boolean' && typeof v.nonCantripSpellCast === 'boolean' && (v.actionCantripOnly === undefined || typeof v.actionCantripOnly === 'boolean') && (v.bonusActionUsed === undefined || typeof v.bonusActionUsed === 'boolean') && (v.reactionUsed === undefined || typeof v.reactionUsed === 'boolean');
}

export function isOverride(v: unknown) { return isObj(v) && typeof v.at === 'string' && typeof v.spellId === 'string' && typeof v.code === 'string'; }

/** The known fields of each stored object; any other key is dropped. */
export const KEYS = {
  character: ['id', 'name', 'classes', 'abilities', 'spells', 'caster', 'conditions', 'preparationPending', 'metamagic', 'scrolls', 'masterySpells', 'signatureSpells', 'invocations', 'pactBoon', 'overrides', 'createdAt', 'updatedAt'],
  classLevel: ['classId', 'level', 'subclassId', 'terrain', 'ancestry'],
  spell: ['spellId', 'classId', 'status'],
  abilities: ['str', 'dex', 'con', 'int', 'wis', 'cha'],
  caster: ['spentSlots', 'spentPact', 'arcanumUsed', 'signatureUsed', 'invocationUsed', 'sorceryPointsSpent', 'arcaneRecoveryUsed', 'naturalRecoveryUsed', 'eldritchMasterUsed', 'overchannelUses', 'concentration', 'turn', 'effects', 'extraSlots', 'casting', 'heldSlots', 'heldPact', 'heldSorceryPoints'],
  concentration: ['spellId', 'startedAtRound', 'endsAtRound'],
  casting: ['spellId', 'classId', 'slot', 'metamagic', 'scrollCheck', 'override', 'overchannel', 'target', 'startedAtRound', 'endsAtRound'],
  turn: ['round', 'bonusActionSpellCast', 'nonCantripSpellCast', 'actionCantripOnly', 'bonusActionUsed', 'reactionUsed'],
  effect: ['spellId', 'target', 'endsAtRound', 'strength', 'resistance'],
  conditions: ['silenced', 'handsFree', 'hasFocusOrPouch', 'materialsOwned', 'armourWorn', 'armourProficient', 'incapacitated', 'hasBookOfAncientSecrets', 'conSaveProficient', 'focusInHand'],
  override: ['at', 'spellId', 'code'],
  settings: ['language', 'theme', 'paper'],
} as const;

/** `o` with the `keys` it has and nothing else: `o` itself when it has no other key. */
export function knownOnly<T>(o: T, keys: readonly string[]): T {
  const r = o as Obj;
  for (const k in r) {
    if (keys.includes(k)) continue;
    const out: Obj = {};
    for (const key of keys) if (Object.prototype.hasOwnProperty.call(r, key)) out[key] = r[key];
    return out as T;
  }
  return o;
}

/** A list whose items keep known keys only (the same list when none had another). */
export function knownItems<T>(list: readonly T[], keys: readonly string[]): T[] {
  let out: T[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    const k = isObj(v) ? knownOnly(v, keys) : v;
    if (k !== v) (out ??= list.slice())[i] = k;
  }
  return out ?? (list as T[]);
}
