// Disciple of Life (SRD 5.1 Life Domain, 1st level): "Whenever you use a spell of 1st level or
// higher to restore hit points to a creature, the creature regains additional hit points equal to
// 2 + the spell's level." The spell's level is the level it is cast at (PHB ch.10: with a higher
// slot the spell assumes that level). The feature is the character's: it adds to any such spell the
// character casts, of any of its classes or from a scroll, once per creature healed.
import { LIFE_DOMAIN } from './subclasses';
import type { ClassLevel } from './types';

/** Hit points each healed creature regains on top of the spell's own; 0 for a cantrip or a
 *  character without a Life Domain cleric level. */
export function discipleOfLifeBonus(classes: readonly ClassLevel[], castLevel: number): number {
  return castLevel >= 1 && classes.some((c) => c.classId === 'cleric' && c.subclassId === LIFE_DOMAIN) ? 2 + castLevel : 0;
}
