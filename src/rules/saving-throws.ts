// The saving throw the app rolls for the player: Constitution, to keep concentration.
// Bonus = Constitution modifier + proficiency bonus when proficient (PHB ch.7 "Saving Throws")
// + the paladin's Aura of Protection from 6th paladin level (SRD 5.1 Paladin: the paladin and
// friendly creatures within 10 feet add the paladin's Charisma modifier, minimum +1, to every
// saving throw while the paladin is conscious — and concentrating, the paladin is).
import { abilityModifier, proficiencyBonus } from './abilities';
import { characterLevel } from './multiclass';
import type { ClassLevel } from './types';

export const AURA_OF_PROTECTION_LEVEL = 6;

/** Aura of Protection's bonus to the paladin's own saves: the Charisma modifier, at least +1, from
 *  paladin level 6 (the class's level, not the character's); 0 without it. */
export function auraOfProtection(classes: readonly ClassLevel[], charisma: number): number {
  const paladin = classes.find((c) => c.classId === 'paladin');
  if (!paladin || paladin.level < AURA_OF_PROTECTION_LEVEL) return 0;
  return Math.max(1, abilityModifier(charisma));
}

export interface SaveBonus {
  total: number;
  /** the part from Aura of Protection (0 without it) */
  aura: number;
}

/** The Constitution saving throw bonus for a concentration save. */
export function constitutionSave(classes: readonly ClassLevel[], abilities: { con: number; cha: number }, proficient: boolean): SaveBonus {
  const aura = auraOfProtection(classes, abilities.cha);
  const prof = proficient ? proficiencyBonus(characterLevel(classes)) : 0;
  return { total: abilityModifier(abilities.con) + prof + aura, aura };
}
