// Ability modifiers, proficiency bonus and the two spellcasting numbers.
// Sources: PHB ch.7 "Ability Scores and Modifiers", PHB ch.1 "Proficiency Bonus" table,
// PHB ch.10 "Spell Save DC" / "Spell Attack Roll" (SRD 5.1 "Spellcasting").
import { assertInteger, assertIntegerInRange, assertLevel } from './validation';

/** Ability scores range 1..30 (PHB ch.7). */
export const MIN_ABILITY_SCORE = 1;
export const MAX_ABILITY_SCORE = 30;

/** Modifier = floor((score - 10) / 2): 10-11 -> +0, 8-9 -> -1, 20 -> +5, 1 -> -5, 30 -> +10. */
export function abilityModifier(score: number): number {
  assertIntegerInRange(score, MIN_ABILITY_SCORE, MAX_ABILITY_SCORE, 'ability score');
  return Math.floor((score - 10) / 2);
}

/** Proficiency bonus by total character level: +2 at 1-4, +3 at 5-8, +4 at 9-12, +5 at 13-16,
 *  +6 at 17-20 (PHB ch.1; multiclassed: by total character level, PHB ch.6). */
export function proficiencyBonus(totalLevel: number): number {
  assertLevel(totalLevel, 'total character level');
  return 2 + Math.floor((totalLevel - 1) / 4);
}

/** Spell save DC = 8 + spellcasting ability modifier + proficiency bonus + any special modifier. */
export function spellSaveDC(abilityMod: number, profBonus: number, extra = 0): number {
  assertInteger(abilityMod, 'ability modifier');
  assertInteger(profBonus, 'proficiency bonus');
  assertInteger(extra, 'extra modifier');
  return 8 + abilityMod + profBonus + extra;
}

/** Spell attack modifier = spellcasting ability modifier + proficiency bonus + any special modifier. */
export function spellAttackBonus(abilityMod: number, profBonus: number, extra = 0): number {
  assertInteger(abilityMod, 'ability modifier');
  assertInteger(profBonus, 'proficiency bonus');
  assertInteger(extra, 'extra modifier');
  return abilityMod + profBonus + extra;
}
