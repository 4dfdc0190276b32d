// A character as flat fields, the unit of merging between devices: each field is one entry of the
// document's Y.Map, so edits of different fields on two devices both survive and the same field
// changed on both ends with the last writer's value. Spells are a map of their own ("class|spell" →
// status), so spells added on two devices are both kept. Only the fields named here are read from
// the network (unknown ones are ignored); values pass through `plain` before validation.
import type { Character } from '../store/types';
import { KEYS } from '../persistence/shape';

// The fields are the storage's own key lists, so a field added to the stored character syncs too.
// Not synced: id (the document's key), spells (a map of their own), and updatedAt — each device
// stamps its own edits (tabs merge by it), and a remote change applied here is a local edit.
const NESTED = ['id', 'updatedAt', 'spells', 'abilities', 'caster', 'conditions'];
const TOP = KEYS.character.filter((k) => !NESTED.includes(k));
const ABILITIES = KEYS.abilities;
const CASTER = KEYS.caster.filter((k) => k !== 'spentSlots');
const CONDITIONS = KEYS.conditions;
const SLOT_LEVELS = 9;

/** Every field path a document may hold for a character. */
export const FIELD_PATHS: readonly string[] = [
  ...TOP,
  ...ABILITIES.map((k) => `abilities.${k}`),
  ...Array.from({ length: SLOT_LEVELS }, (_, i) => `caster.spentSlots.${i}`),
  ...CASTER.map((k) => `caster.${k}`),
  ...CONDITIONS.map((k) => `conditions.${k}`),
];
const KNOWN = new Set(FIELD_PATHS);

export type Fields = Map<string, unknown>;

/** The character's fields (absent optional values are absent, not undefined). */
export function toFields(c: Character): Fields {
  const f: Fields = new Map();
  const put = (path: string, v: unknown) => {
    if (v !== undefined) f.set(path, v);
  };
  const rec = c as unknown as Record<string, unknown>;
  for (const k of TOP) put(k, rec[k]);
  for (const k of ABILITIES) put(`abilities.${k}`, c.abilities[k]);
  for (let i = 0; i < SLOT_LEVELS; i++) put(`caster.spentSlots.${i}`, c.caster.spentSlots[i] ?? 0);
  const caster = c.caster as unknown as Record<string, unknown>;
  for (const k of CASTER) put(`caster.${k}`, caster[k]);
  const cond = c.conditions as unknown as Record<string, unknown>;
  for (const k of CONDITIONS) put(`conditions.${k}`, cond[k]);
  return f;
}

const spellKey = (s: { classId: string; spellId: string }) => `${s.classId}|${s.spellId}`;

/** The character's spells as "class|spell" → status. */
export function toSpells(c: Character): Map<string, string> {
  return new Map(c.spells.map((s) => [spellKey(s), s.status]));
}

const MAX_DEPTH = 6;
const MAX_ITEMS = 5000;
const MAX_TEXT = 2000;

/** A JSON value rebuilt from scratch: own data only, no `__proto__`/`constructor` keys, bounded
 *  depth, lengths and sizes; anything else (functions, binary, symbols) becomes undefined. */
export function plain(v: unknown, depth = 0): unknown {
  if (v === null || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string') return v.length > MAX_TEXT ? v.slice(0, MAX_TEXT) : v;
  if (depth >= MAX_DEPTH || typeof v !== 'object') return undefined;
  if (Array.isArray(v)) return v.slice(0, MAX_ITEMS).map((x) => plain(x, depth + 1)).filter((x) => x !== undefined);
  if (ArrayBuffer.isView(v)) return undefined;
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const k of Object.keys(v)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    if (++n > 100) break;
    const x = plain((v as Record<string, unknown>)[k], depth + 1);
    if (x !== undefined) Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** `base` with the given document fields written over it (only known paths; a missing value
 *  removes an optional field). The result still has to pass validateCharacter. */
export function withFields(base: Character, get: (path: string) => unknown, paths: Iterable<string>): Character {
  const c = structuredClone(base) as unknown as Record<string, unknown>;
  const caster = c.caster as Record<string, unknown>;
  const cond = c.conditions as Record<string, unknown>;
  const abilities = c.abilities as Record<string, unknown>;
  const slots = [...(caster.spentSlots as number[])];
  for (const path of paths) {
    if (!KNOWN.has(path)) continue;
    const v = plain(get(path));
    const [head, key, index] = path.split('.');
    const target = head === 'caster' ? caster : head === 'conditions' ? cond : head === 'abilities' ? abilities : c;
    const name = key === undefined ? head : key;
    if (name === 'spentSlots') slots[Number(index)] = v as number;
    else if (v === undefined) delete target[name];
    else target[name] = v;
  }
  caster.spentSlots = slots;
  return c as unknown as Character;
}

/** The spell list from the document's map: the local order kept, new entries appended. */
export function withSpells(base: Character, entries: Map<string, unknown>): Character['spells'] {
  const out: Character['spells'] = [];
  const seen = new Set<string>();
  for (const s of base.spells) {
    const k = spellKey(s);
    const status = entries.get(k);
    if (typeof status === 'string') {
      out.push(status === s.status ? s : ({ ...s, status } as Character['spells'][number]));
      seen.add(k);
    }
  }
  for (const [k, status] of entries) {
    if (seen.has(k) || typeof status !== 'string' || out.length >= MAX_ITEMS) continue;
    const bar = k.indexOf('|');
    if (bar < 1) continue;
    out.push({ classId: k.slice(0, bar), spellId: k.slice(bar + 1), status } as Character['spells'][number]);
  }
  return out;
}
