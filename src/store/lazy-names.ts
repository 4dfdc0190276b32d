// The names of the lazily installed actions (lazy-slices.ts), known to the first screen's code so
// that the store has them from the start as guards: one called before installLazySlices throws a
// clear error instead of "is not a function" (or, worse, doing nothing).
import type { LazyActions } from './lazy-slices';

export const LAZY_ACTIONS = [
  'addSpell', 'removeSpell', 'setSpellStatus', 'setPreparedSpells', 'finishPreparation',
  'spendSlot', 'restoreSlot', 'spendPact', 'restorePact', 'longRest', 'shortRest', 'arcaneRecovery',
  'convertSlotToPoints', 'convertPointsToSlot', 'cast', 'newTurn', 'endConcentration', 'setIncapacitated', 'undoIncapacitated', 'endEncounter',
  'addEffect', 'removeEffect',
  'saveHomebrew', 'deleteHomebrew',
  'advanceTime', 'setArcanumUsed', 'spendSorceryPoints', 'castWithEffect',
] as const satisfies readonly (keyof LazyActions)[];

/** Compile-time check that the list is complete: adding an action to a lazy slice without listing
 *  it here fails `tsc`. */
export type MissingLazyAction = Exclude<keyof LazyActions, (typeof LAZY_ACTIONS)[number]>;
const complete: [MissingLazyAction] extends [never] ? true : false = true;
void complete;
