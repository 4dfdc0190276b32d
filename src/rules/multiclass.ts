// Multiclass spellcasting (PHB ch.6 "Multiclassing: Spellcasting" / SRD 5.1 "Multiclassing").
import { casterKind, hasSpellcasting } from './classes';
import type { ClassLevel } from './types';
import { assertClasses } from './validation';

/** Total character level = sum of class levels, validated 1..20 (PHB ch.6). */
export function characterLevel(classes: readonly ClassLevel[]): number {
  return assertClasses(classes);
}

/**
 * Caster level for the multiclass spellcaster table (PHB ch.6): all bard, cleric, druid, sorcerer
 * and wizard levels + half the paladin and ranger levels + a third of Eldritch Knight fighter and
 * Arcane Trickster rogue levels, each class rounded down separately. Warlock (Pact Magic) and
 * classes without spellcasting add nothing.
 */
export function casterLevel(classes: readonly ClassLevel[]): number {
  assertClasses(classes);
  let total = 0;
  for (const c of classes) {
    switch (casterKind(c)) {
      case 'full':
        total += c.level;
        break;
      case 'half':
        total += Math.floor(c.level / 2);
        break;
      case 'third':
        total += Math.floor(c.level / 3);
        break;
      case 'pact':
      case 'none':
        break;
    }
  }
  return total;
}

/**
 * Classes that currently have the Spellcasting feature (warlock's Pact Magic is a different
 * feature and not counted, PHB ch.6 "Pact Magic"). A paladin or ranger below 2nd level and an
 * EK/AT below 3rd level do not have it yet.
 */
export function spellcastingClasses(classes: readonly ClassLevel[]): ClassLevel[] {
  assertClasses(classes);
  return classes.filter((c) => casterKind(c) !== 'pact' && hasSpellcasting(c));
}

/** More than one class with the Spellcasting feature: slots come from the multiclass table;
 *  otherwise the single spellcasting class uses its own table (PHB ch.6). */
export function usesMulticlassTable(classes: readonly ClassLevel[]): boolean {
  return spellcastingClasses(classes).length > 1;
}
