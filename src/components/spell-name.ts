// A spell's name for any screen that names spells by id (the book, concentration, effects, a party
// card): the name in the UI language, or words for a spell this device does not have — a deleted
// custom spell, or another player's custom spell seen at the GM's table. Never the internal id.
// Two such spells of one character get numbers ("Chybějící vlastní kouzlo 1", "… 2") so the player
// can tell them apart; every screen counts them over the same list (missingNumbersOf), so a spell
// keeps its number from the book to the combat screen.
import type { Character } from '../store/types';

type T = (key: string, options?: { n: number }) => string;
type Missing = 'missingCustomSpell' | 'othersCustomSpell';
export interface MissingOptions {
  /** how a custom spell is named: missing from this device, or another player's */
  custom?: Missing;
  /** numbers of the character's missing spells (missingNumbersOf) */
  numbers?: ReadonlyMap<string, number>;
}

/** A custom spell's id (the homebrew form names them hb-…). */
export const isCustom = (id: string) => id.startsWith('hb-');

/** Spell ids a character names, its book first (then concentration, casting, effects, scrolls and
 *  the GM's overrides), each once. */
export function spellIdsOf(c: Pick<Character, 'spells' | 'caster' | 'scrolls' | 'overrides'>): string[] {
  const ids = new Set(c.spells.map((s) => s.spellId));
  if (c.caster.concentration) ids.add(c.caster.concentration.spellId);
  if (c.caster.casting) ids.add(c.caster.casting.spellId);
  for (const e of c.caster.effects) ids.add(e.spellId);
  for (const s of c.scrolls ?? []) ids.add(s.spellId);
  for (const o of c.overrides) ids.add(o.spellId);
  return [...ids];
}

/** Numbers for the ids this device lacks, in the order given, counted apart for custom spells and
 *  for other unknown ones; a kind with only one such spell needs no number and gets none. */
export function missingNumbers(ids: Iterable<string>, has: (id: string) => boolean): ReadonlyMap<string, number> {
  const custom: string[] = [];
  const unknown: string[] = [];
  for (const id of new Set(ids)) if (!has(id)) (isCustom(id) ? custom : unknown).push(id);
  const out = new Map<string, number>();
  for (const list of [custom, unknown]) if (list.length > 1) list.forEach((id, i) => out.set(id, i + 1));
  return out;
}

/** The numbers every screen uses for one character's missing spells. */
export function missingNumbersOf(c: Pick<Character, 'spells' | 'caster' | 'scrolls' | 'overrides'>, has: (id: string) => boolean): ReadonlyMap<string, number> {
  return missingNumbers(spellIdsOf(c), has);
}

/** Words for a spell missing from this device's catalog. */
export function missingSpellName(t: T, id: string, { custom = 'missingCustomSpell', numbers }: MissingOptions = {}): string {
  const key = isCustom(id) ? `spellbook.${custom}` : 'spellbook.unknownSpell';
  const n = numbers?.get(id);
  return n === undefined ? t(key) : t(`${key}Numbered`, { n });
}

export function spellNameOr(t: T, byId: ReadonlyMap<string, { text: { name: string } }>, id: string, options: MissingOptions = {}): string {
  return byId.get(id)?.text.name ?? missingSpellName(t, id, options);
}
