// The Life Domain's healing features (SRD 5.1), all the character's own: they apply to any spell of
// 1st level or higher it casts that restores hit points, of any of its classes or from a scroll.
// "The spell's level" is the level it is cast at (PHB ch.10: with a higher slot the spell assumes it).
// - Disciple of Life (cleric 1st): each creature healed regains 2 + the spell's level more.
// - Blessed Healer (cleric 6th): healing a creature other than yourself, you regain 2 + the spell's level.
// - Supreme Healing (cleric 17th): the dice that restore hit points count their highest number.
import { LIFE_DOMAIN } from './subclasses';
import type { ClassLevel } from './types';

export interface LifeHealing {
  /** extra hit points each creature the spell heals regains (Disciple of Life) */
  bonus: number;
  /** hit points the caster regains when the spell heals another creature (Blessed Healer) */
  selfHeal: number;
  /** the healing dice count their maximum (Supreme Healing) */
  maxDice: boolean;
}

const NONE: LifeHealing = { bonus: 0, selfHeal: 0, maxDice: false };

/** What the Life Domain adds to a healing spell cast at `castLevel`; nothing for a cantrip or a
 *  character without a Life Domain cleric level. */
export function lifeHealing(classes: readonly ClassLevel[], castLevel: number): LifeHealing {
  const cleric = classes.find((c) => c.classId === 'cleric' && c.subclassId === LIFE_DOMAIN);
  if (!cleric || castLevel < 1) return NONE;
  return { bonus: 2 + castLevel, selfHeal: cleric.level >= 6 ? 2 + castLevel : 0, maxDice: cleric.level >= 17 };
}
