// Stored and imported homebrew spells, checked with the catalog's schema (known fields only). It
// brings zod/mini (≈ 8 kB gzip), which the first screen cannot afford: the start loads this module
// only when storage may hold homebrew spells (index.ts), another tab's write loads it with the
// idle load (homebrew-check.ts), and imports and repairs import it themselves.
import { homebrewReason, homebrewSpellSchema } from '../data/schema';
import type { HomebrewSpell } from '../store/types';
import { isObj } from './shape';
import { sameData } from '../lib/same-data';

export type HomebrewCheck = { ok: true; value: HomebrewSpell } | { ok: false; reason: string };
export type HomebrewValidator = (raw: unknown) => HomebrewCheck;

/** Spells that passed unchanged (stored objects are never mutated). */
const passed = new WeakSet<object>();

/** A homebrew spell by the catalog's schema; data that fits is kept as the same object. */
export function validateHomebrew(raw: unknown): HomebrewCheck {
  if (isObj(raw) && passed.has(raw)) return { ok: true, value: raw as unknown as HomebrewSpell };
  const p = homebrewSpellSchema.safeParse(raw);
  if (!p.success) return { ok: false, reason: homebrewReason(p.error.issues) };
  // the parse dropped or changed something (an unknown key): its output, else the same object
  if (!sameData(p.data, raw)) return { ok: true, value: p.data as HomebrewSpell };
  passed.add(raw as object);
  return { ok: true, value: raw as HomebrewSpell };
}
