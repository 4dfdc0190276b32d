// Derived numbers of a character for the UI: maxima, DCs and counts all come from src/rules
// (cheap to compute: microseconds per character, so no cache).
import {
  abilityModifier, characterLevel, hasSpellcasting, proficiencyBonus, spellsKnownAndPreparedCounts, withSignaturePrepared,
  spellAttackBonus, spellcastingAbility, spellSaveDC, spellSlots, sorceryPointsMax, arcanumLevelsOf,
  isPreparedCaster, hasDivineSmite, type Ability, type ClassId, type ClassLevel,
} from '../rules';
import type { Character } from './types';

export interface ClassCasting {
  classId: ClassId;
  level: number;
  subclassId?: string;
  /** a Circle of the Land druid's land */
  terrain?: string;
  ability: Ability;
  abilityMod: number;
  saveDC: number;
  attackBonus: number;
  cantrips: { have: number; max: number };
  /** a Pact of the Tome warlock: cantrips from other classes' lists, of at most three */
  tomeCantrips?: { have: number; max: number };
  /** known casters: spells known; prepared casters: prepared today (always-prepared excluded) */
  spells: { kind: 'known' | 'prepared'; have: number; max: number } | null;
  prepares: boolean;
}

export interface CharacterDerived {
  totalLevel: number;
  proficiencyBonus: number;
  classes: ClassCasting[];
  slotsMax: number[];
  pact: { slotLevel: number; count: number } | null;
  arcanumLevels: number[];
  sorceryPointsMax: number;
}

/** What the slot pips need: a function of the classes alone (the table screen memoizes it on the
 *  classes array, which a slot change leaves untouched). */
export interface SlotLimits {
  /** at least one class with Spellcasting or Pact Magic at its level */
  canCast: boolean;
  slotsMax: number[];
  pact: { slotLevel: number; count: number } | null;
  arcanumLevels: number[];
  sorceryPointsMax: number;
  /** a paladin of 2nd level or higher: slots may go to Divine Smite */
  divineSmite: boolean;
}

export function slotLimits(classes: readonly ClassLevel[]): SlotLimits {
  const { slots, pact } = spellSlots(classes);
  return {
    canCast: classes.some((cl) => hasSpellcasting(cl)),
    slotsMax: slots,
    pact,
    arcanumLevels: arcanumLevelsOf(classes),
    sorceryPointsMax: sorceryPointsMax(classes),
    divineSmite: hasDivineSmite(classes),
  };
}

/** `levelOf` and `classesOf`: a spell's level and class lists by id (the counts leave out spells
 *  `levelOf` does not know; without `classesOf` a bard's Magical Secrets cantrips count as cantrips). */
export function deriveCharacter(c: Character, levelOf: (id: string) => number | undefined = () => undefined, classesOf?: (id: string) => readonly string[] | undefined): CharacterDerived {
  const totalLevel = characterLevel(c.classes);
  const prof = proficiencyBonus(totalLevel);
  const classes: ClassCasting[] = [];
  for (const cl of c.classes) {
    if (!hasSpellcasting(cl)) continue;
    const ability = spellcastingAbility(cl.classId) ?? 'int';
    const mod = abilityModifier(c.abilities[ability]);
    // Mystic Arcanum spells (warlock 6th+) and spells missing from the catalog are not counted.
    // a wizard's signature spells are always prepared, outside the maximum (rules/spell-mastery.ts)
    const n = spellsKnownAndPreparedCounts(cl, mod, withSignaturePrepared(c.classes, c.spells, { signature: c.signatureSpells }), levelOf, classesOf, c.pactBoon);
    classes.push({
      classId: cl.classId,
      level: cl.level,
      subclassId: cl.subclassId,
      ...(cl.terrain ? { terrain: cl.terrain } : {}),
      ability,
      abilityMod: mod,
      saveDC: spellSaveDC(mod, prof),
      attackBonus: spellAttackBonus(mod, prof),
      cantrips: { have: n.cantrips.count, max: n.cantrips.max },
      ...(n.tomeCantrips ? { tomeCantrips: { have: n.tomeCantrips.count, max: n.tomeCantrips.max } } : {}),
      spells: n.prepared ? { kind: 'prepared', have: n.prepared.count, max: n.prepared.max } : n.known ? { kind: 'known', have: n.known.count, max: n.known.max } : null,
      prepares: isPreparedCaster(cl.classId),
    });
  }
  const limits = slotLimits(c.classes);
  const d: CharacterDerived = {
    totalLevel,
    proficiencyBonus: prof,
    classes,
    slotsMax: limits.slotsMax,
    pact: limits.pact,
    arcanumLevels: limits.arcanumLevels,
    sorceryPointsMax: limits.sorceryPointsMax,
  };
  return d;
}
