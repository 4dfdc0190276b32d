// Dice of a spell at a slot level and cantrip dice by character level.
// Sources: PHB ch.10 "Casting a Spell at a Higher Level" and "Cantrips" (cantrip damage grows at
// character levels 5, 11 and 17 — character level, not class level) / SRD 5.1 spell entries; the
// dice come from the catalog's structured fields damageAtSlotLevel / healAtSlotLevel /
// damageAtCharacterLevel.
import type { SpellMechanics } from './types';
import { assertIntegerInRange, assertLevel, assertSpellLevel } from './validation';

/** Number of cantrip damage dice by character level: 1, 2 at 5th, 3 at 11th, 4 at 17th. */
export function cantripDiceCount(characterLevel: number): number {
  assertLevel(characterLevel, 'character level');
  if (characterLevel >= 17) return 4;
  if (characterLevel >= 11) return 3;
  if (characterLevel >= 5) return 2;
  return 1;
}

/** Entry with the highest numeric key <= level (tables list only the levels where dice change). */
function lookupAtOrBelow(table: Record<string, string> | undefined, level: number): string | null {
  if (!table) return null;
  let bestKey = -1;
  let best: string | null = null;
  for (const [key, dice] of Object.entries(table)) {
    const k = Number(key);
    if (Number.isInteger(k) && k <= level && k > bestKey) {
      bestKey = k;
      best = dice;
    }
  }
  return best;
}

export interface ScaledDice {
  damage: string | null;
  heal: string | null;
}

/** Damage and healing dice of a leveled spell cast with a slot of `castLevel` (spell level..9).
 *  RangeError for cantrips (use cantripDice) and for a castLevel below the spell's level. */
export function scaledDice(spell: SpellMechanics, castLevel: number): ScaledDice {
  assertSpellLevel(spell.level, `level of spell ${spell.id}`);
  if (spell.level === 0) throw new RangeError(`${spell.id} is a cantrip: its dice scale with character level (cantripDice)`);
  assertIntegerInRange(castLevel, spell.level, 9, `cast level of ${spell.id}`);
  return {
    damage: lookupAtOrBelow(spell.damageAtSlotLevel, castLevel),
    heal: lookupAtOrBelow(spell.healAtSlotLevel, castLevel),
  };
}

/** What a spell's dice count when they are neither damage nor healing, though the catalog files
 *  them as such (SRD 5.1 spell texts): Sleep's roll is the hit points of creatures it can affect,
 *  Color Spray's the hit points of creatures it can blind, False Life gives temporary hit points,
 *  Aid raises current and maximum hit points. */
export type OtherDice = 'sleepPool' | 'blindPool' | 'tempHp' | 'maxHp';
const OTHER_DICE: Readonly<Record<string, OtherDice>> = { sleep: 'sleepPool', 'color-spray': 'blindPool', 'false-life': 'tempHp', aid: 'maxHp' };

/** The meaning of the spell's dice when they are not damage or healing; null for every other spell. */
export function otherDice(spellId: string): OtherDice | null {
  return Object.hasOwn(OTHER_DICE, spellId) ? OTHER_DICE[spellId] : null;
}

/** Damage dice of a cantrip at a character level (1..20), or null without damage data. */
export function cantripDice(spell: SpellMechanics, characterLevel: number): string | null {
  assertLevel(characterLevel, 'character level');
  return lookupAtOrBelow(spell.damageAtCharacterLevel, characterLevel);
}
