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

/** Castable today: cantrips, known, prepared and always-prepared spells (not a wizard's unprepared
 *  spellbook entries). */
export function isReady(p: PrintSpell): boolean {
  return p.spell.level === 0 || p.owned.some((o) => o.status !== 'inBook');
}

export function groupByLevel(spells: readonly PrintSpell[]): { level: number; spells: PrintSpell[] }[] {
  const groups = new Map<number, PrintSpell[]>();
  for (const s of spells) groups.set(s.spell.level, [...(groups.get(s.spell.level) ?? []), s]);
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([level, list]) => ({ level, spells: list }));
}

/** The strongest status across classes, for the sheet's mark: always > prepared > known > inBook. */
export function bestStatus(p: PrintSpell): SpellStatus {
  const order: SpellStatus[] = ['alwaysPrepared', 'prepared', 'known', 'inBook'];
  return order.find((st) => p.owned.some((o) => o.status === st)) ?? 'known';
}
