// Which spells a print-out shows and in which order. Pure (no React).
import type { OwnedSpell, SpellStatus } from '../../rules';
import type { Spell } from '../../data/types';

export interface PrintSpell {
  spell: Spell;
  /** how the character has it, per class (a multiclass character may have a spell twice) */
  owned: OwnedSpell[];
}

/** The character's spells found in the catalog, once each, in catalog order (level, then name).
 *  Unknown ids (e.g. a deleted homebrew spell) are returned apart so the sheet can say so. */
export function characterSpells(owned: readonly OwnedSpell[], catalog: readonly Spell[]): { spells: PrintSpell[]; missing: string[] } {
  const byId = new Map<string, OwnedSpell[]>();
  for (const o of owned) byId.set(o.spellId, [...(byId.get(o.spellId) ?? []), o]);
  const spells: PrintSpell[] = [];
  for (const s of catalog) {
    const o = byId.get(s.id);
    if (o) {
      spells.push({ spell: s, owned: o });
      byId.delete(s.id);
    }
  }
  return { spells, missing: [...byId.keys()] };
}

/** A warlock's ritual in the Book of Shadows (status inBook): cast as a ritual whenever the book is
 *  at hand, never prepared — unlike a wizard's spellbook entry, which waits to be prepared. */
const isShadowsRitual = (o: OwnedSpell) => o.status === 'inBook' && o.classId === 'warlock';

/** Castable today: cantrips, known, prepared and always-prepared spells, a warlock's Book of Shadows
 *  rituals (as rituals); not a wizard's unprepared spellbook entries. */
export function isReady(p: PrintSpell): boolean {
  return p.spell.level === 0 || p.owned.some((o) => o.status !== 'inBook' || isShadowsRitual(o));
}

export function groupByLevel(spells: readonly PrintSpell[]): { level: number; spells: PrintSpell[] }[] {
  const groups = new Map<number, PrintSpell[]>();
  for (const s of spells) groups.set(s.spell.level, [...(groups.get(s.spell.level) ?? []), s]);
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([level, list]) => ({ level, spells: list }));
}

/** The sheet's mark: the strongest status across classes — always > prepared > known > in a
 *  wizard's spellbook (can be prepared) > a warlock's Book of Shadows ritual ('shadows'). */
export type PrintMark = Exclude<SpellStatus, 'inBook'> | 'inBook' | 'shadows';
export function bestStatus(p: PrintSpell): PrintMark {
  const order: SpellStatus[] = ['alwaysPrepared', 'prepared', 'known'];
  const st = order.find((s) => p.owned.some((o) => o.status === s));
  if (st) return st;
  if (p.owned.some((o) => o.status === 'inBook' && !isShadowsRitual(o))) return 'inBook';
  return p.owned.some(isShadowsRitual) ? 'shadows' : 'known';
}
