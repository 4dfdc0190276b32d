// Derived numbers of a character for the UI: maxima, DCs and counts all come from src/rules
// (cheap to compute: microseconds per character, so no cache).
import {
  abilityModifier, cantripsKnown, characterLevel, hasSpellcasting, preparedSpellsMax, proficiencyBonus,
  spellAttackBonus, spellcastingAbility, spellSaveDC, spellSlots, spellsKnown, sorceryPointsMax, arcanumLevelsOf,
  isPreparedCaster, type Ability, type ClassId, type ClassLevel,
} from '../rules';
import type { Character } from './types';

export interface ClassCasting {
  classId: ClassId;
  level: number;
  subclassId?: string;
  ability: Ability;
  abilityMod: number;
  saveDC: number;
  attackBonus: number;
  cantrips: { have: number; max: number };
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

/** Counts of one class's spells as the character has them (levels come from the catalog). */
function counts(c: Character, cl: ClassLevel, levelOf: (id: string) => number | undefined) {
  const mine = c.spells.filter((s) => s.classId === cl.classId);
  const cantrips = mine.filter((s) => levelOf(s.spellId) === 0 && s.status !== 'alwaysPrepared').length;
  const leveled = mine.filter((s) => (levelOf(s.spellId) ?? 1) > 0);
  const known = leveled.filter((s) => s.status === 'known').length;
  const prepared = leveled.filter((s) => s.status === 'prepared').length;
  return { cantrips, known, prepared };
}

export function deriveCharacter(c: Character, levelOf: (id: string) => number | undefined = () => undefined): CharacterDerived {
  const totalLevel = characterLevel(c.classes);
  const prof = proficiencyBonus(totalLevel);
  const classes: ClassCasting[] = [];
  for (const cl of c.classes) {
    if (!hasSpellcasting(cl)) continue;
    const ability = spellcastingAbility(cl.classId) ?? 'int';
    const mod = abilityModifier(c.abilities[ability]);
    const n = counts(c, cl, levelOf);
    const knownMax = spellsKnown(cl);
    const preparedMax = preparedSpellsMax(cl, mod);
    classes.push({
      classId: cl.classId,
      level: cl.level,
      subclassId: cl.subclassId,
      ability,
      abilityMod: mod,
      saveDC: spellSaveDC(mod, prof),
      attackBonus: spellAttackBonus(mod, prof),
      cantrips: { have: n.cantrips, max: cantripsKnown(cl) },
      spells: preparedMax !== null ? { kind: 'prepared', have: n.prepared, max: preparedMax } : knownMax !== null ? { kind: 'known', have: n.known, max: knownMax } : null,
      prepares: isPreparedCaster(cl.classId),
    });
  }
  const { slots, pact } = spellSlots(c.classes);
  const d: CharacterDerived = {
    totalLevel,
    proficiencyBonus: prof,
    classes,
    slotsMax: slots,
    pact,
    arcanumLevels: arcanumLevelsOf(c.classes),
    sorceryPointsMax: sorceryPointsMax(c.classes),
  };
  return d;
}
