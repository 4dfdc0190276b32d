// Eldritch Master (SRD 5.1 warlock, 20th level): "You can spend 1 minute entreating your patron for
// aid to regain all your expended spell slots from your Pact Magic feature. Once you regain spell
// slots with this feature, you must finish a long rest before you can do so again." The flag
// `eldritchMasterUsed` on the caster state; a long rest clears it (rest.ts).
import { warlockLevelOf } from './pact-magic';
import { clampState } from './state';
import type { CasterState, StateResult } from './types';

export const ELDRITCH_MASTER_LEVEL = 20;

export type EldritchMasterError = 'noEldritchMaster' | 'eldritchMasterUsed' | 'noPactSlotSpent';

/** Whether the character's warlock level brings Eldritch Master. */
export function hasEldritchMaster(classes: CasterState['classes']): boolean {
  return warlockLevelOf(classes) >= ELDRITCH_MASTER_LEVEL;
}

/** The entreaty: every spent pact slot back, once per long rest. Refused without the feature, when
 *  it was used since the last long rest, or with no pact slot spent (it would waste the use). */
export function entreatPatron(state: CasterState): StateResult<EldritchMasterError> {
  const s = clampState(state);
  if (!hasEldritchMaster(s.classes)) return { ok: false, error: 'noEldritchMaster' };
  if (s.eldritchMasterUsed) return { ok: false, error: 'eldritchMasterUsed' };
  if (s.spentPact === 0) return { ok: false, error: 'noPactSlotSpent' };
  return { ok: true, next: { ...s, spentPact: 0, eldritchMasterUsed: true } };
}
