// Shape checks of stored characters, written by hand so that loading needs no zod (start-up budget,
// issue 8). They accept exactly what the zod schemas in shape.test.ts accept — the test keeps the
// schemas as the specification and proves the two agree on generated input. Change both together.
import { CLASS_IDS } from '../rules';

type Obj = Record<string, unknown>;
export function isObj(v: unknown): v is Obj { return typeof v === 'object' && v !== null && !Array.isArray(v); }

const STATUSES: ReadonlySet<unknown> = new Set(['known', 'prepared', 'inBook', 'alwaysPrepared']);
const CLASSES: ReadonlySet<unknown> = new Set(CLASS_IDS);
const UNSEEN = Symbol('unseen');

/** A finite number (zod's z.number() refuses NaN and ±Infinity). */
export function isNum(v: unknown): v is number { return typeof v === 'number' && Number.isFinite(v); }

/** A string of min..max characters, counted as zod does: in code points near the limits. */
export function isStr(v: unknown, max = Infinity, min = 0): v is string {
  if (typeof v !== 'string') return false;
  const u = v.length;
  if (u > max && [...v].length > max) return false;
  return !(u < min || (u < min * 2 && [...v].length < min));
}

function isOptStr(v: unknown, max = Infinity) { return v === undefined || isStr(v, max); }

function isClassLevel(v: unknown): boolean {
  return isObj(v) && CLASSES.has(v.classId) && isNum(v.level) && isOptStr(v.subclassId, 100);
}

/** Every item is an owned spell. One loop without calls per item: a stored list has thousands of
 *  spells and runs once per start, before the JIT has warmed up (load budget, issue 8). */
function areOwnedSpells(list: readonly unknown[]): boolean {
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
  if (!Array.isArray(sp) || sp.length > 5000 || !areOwnedSpells(sp)) return 'spells';
  return null;
}

export function isConcentration(v: unknown) { return isObj(v) && typeof v.spellId === 'string' && isNum(v.startedAtRound) && (v.endsAtRound === undefined || v.endsAtRound === null || isNum(v.endsAtRound)); }

export function isEffect(v: unknown) { return isObj(v) && typeof v.spellId === 'string' && isStr(v.target, 1000) && (v.endsAtRound === null || isNum(v.endsAtRound)) && (v.strength === undefined || isNum(v.strength)); }

export function isTurn(v: unknown) {
  return isObj(v) && Number.isSafeInteger(v.round) && (v.round as number) >= 0 && typeof v.bonusActionSpellCast === 'boolean' && typeof v.nonCantripSpellCast === 'boolean' && (v.actionCantripOnly === undefined || typeof v.actionCantripOnly === 'boolean');
}

export function isOverride(v: unknown) { return isObj(v) && typeof v.at === 'string' && typeof v.spellId === 'string' && typeof v.code === 'string'; }
