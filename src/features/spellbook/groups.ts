// Pure helpers of the spellbook screen: join owned spells with the catalog and group them by level.
import type { OwnedSpell } from '../../rules';
import type { Spell } from '../../data/types';
import { collator } from '../../data/catalog';

export interface SpellEntry { owned: OwnedSpell; spell: Spell | undefined }
export interface LevelGroup<T> { level: number; items: T[] }

/** Catalog level of an entry; unknown spells sort last. */
export const entryLevel = (e: SpellEntry) => e.spell?.level ?? 99;

export function joinSpells(owned: readonly OwnedSpell[], byId: ReadonlyMap<string, Spell>, lng: string): SpellEntry[] {
  const c = collator(lng);
  return owned
    .map((o) => ({ owned: o, spell: byId.get(o.spellId) }))
    .sort((a, b) => entryLevel(a) - entryLevel(b) || c.compare(a.spell?.text.name ?? a.owned.spellId, b.spell?.text.name ?? b.owned.spellId));
}

/** Consecutive groups by level, in the order of the (already sorted) items. */
export function groupByLevel<T>(items: readonly T[], levelOf: (x: T) => number): LevelGroup<T>[] {
  const out: LevelGroup<T>[] = [];
  for (const it of items) {
    const level = levelOf(it);
    const last = out[out.length - 1];
    if (last && last.level === level) last.items.push(it);
    else out.push({ level, items: [it] });
  }
  return out;
}
