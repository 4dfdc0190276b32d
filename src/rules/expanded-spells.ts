// A warlock's Otherworldly Patron may add spells to the warlock spell list "for you" (SRD 5.1 The
// Fiend, Expanded Spell List): the warlock chooses spells known from them as from the warlock list,
// casts them as warlock spells and reads their scrolls. They are not always prepared or known for
// free; the level limit is the warlock's own.
import { classSpellListId } from './classes';
import { FIEND_PATRON } from './subclasses';
import type { ClassLevel } from './types';

/** Spell level → the spells the Fiend adds (SRD 5.1 "Fiend Expanded Spells"). */
const FIEND_SPELLS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly [string, string]>> = {
  1: ['burning-hands', 'command'],
  2: ['blindness-deafness', 'scorching-ray'],
  3: ['fireball', 'stinking-cloud'],
  4: ['fire-shield', 'wall-of-fire'],
  5: ['flame-strike', 'hallow'],
};

/** The spells the class entry's recorded patron adds to its spell list, of every level (none for
 *  other classes, or a warlock with no patron recorded). */
export function expandedSpells(c: ClassLevel): readonly string[] {
  return c.classId === 'warlock' && c.subclassId === FIEND_PATRON ? Object.values(FIEND_SPELLS).flat() : [];
}

/** Whether the spell is on the class entry's spell list: the class's own (a wizard's for an
 *  Eldritch Knight or Arcane Trickster) or added by its patron. False for a class with no spellcasting. */
export function isOnClassList(c: ClassLevel, spell: { id: string; classes: readonly string[] }): boolean {
  const list = classSpellListId(c);
  return list !== null && (spell.classes.includes(list) || expandedSpells(c).includes(spell.id));
}
