// The class features (not subclass: subclass-features.ts) that the app follows when casting or
// resting, by the class level that brings each (SRD 5.1): a level change says which ones arrive and
// which ones go (level-change.ts).
// - Ritual Casting (1st: wizard from the spellbook, prepared or not; cleric and druid, prepared
//   spells; bard, known spells — casting.ts ritualAccessError).
// - Wizard: Arcane Recovery (1st, rest.ts), Spell Mastery (18th) and Signature Spells (20th,
//   spell-mastery.ts). Below those levels the chosen spells stay recorded but do not apply.
// - Sorcerer: Font of Magic (2nd, sorcery points and Flexible Casting), Sorcerous Restoration (20th,
//   4 sorcery points back on a short rest, rest.ts).
// - Warlock: Eldritch Invocations (2nd), Pact Boon (3rd, invocations.ts), Eldritch Master (20th,
//   eldritch-master.ts). Druid: Archdruid (20th, archdruid.ts).
// - Paladin: Divine Smite (2nd) and Improved Divine Smite (11th, divine-smite.ts).
// Allowances a level changes (Metamagic options, Magical Secrets, Mystic Arcanum) are said by
// level-change.ts itself.
import type { ClassId, ClassLevel } from './types';

export type ClassFeature =
  | 'ritualCasting'
  | 'arcaneRecovery'
  | 'spellMastery'
  | 'signatureSpells'
  | 'fontOfMagic'
  | 'sorcerousRestoration'
  | 'eldritchMaster'
  | 'archdruid'
  | 'eldritchInvocations'
  | 'pactBoon'
  | 'divineSmite'
  | 'improvedDivineSmite';

/** Class → [class level, feature], in the order the levels bring them. */
const FEATURES: Readonly<Partial<Record<ClassId, readonly (readonly [number, ClassFeature])[]>>> = {
  wizard: [[1, 'ritualCasting'], [1, 'arcaneRecovery'], [18, 'spellMastery'], [20, 'signatureSpells']],
  cleric: [[1, 'ritualCasting']],
  druid: [[1, 'ritualCasting'], [20, 'archdruid']],
  bard: [[1, 'ritualCasting']],
  sorcerer: [[2, 'fontOfMagic'], [20, 'sorcerousRestoration']],
  warlock: [[2, 'eldritchInvocations'], [3, 'pactBoon'], [20, 'eldritchMaster']],
  paladin: [[2, 'divineSmite'], [11, 'improvedDivineSmite']],
};

/** The followed features this class entry has at its level. */
export function classFeatures(c: ClassLevel): ClassFeature[] {
  return (FEATURES[c.classId] ?? []).filter(([level]) => c.level >= level).map(([, f]) => f);
}

export interface ClassFeaturesOfClass { classId: ClassId; features: ClassFeature[] }

/** Per class, the features `after` has and `before` did not (gained), and the other way (lost: a
 *  level down below the feature's level, or the class removed). Classes in the order of the lists. */
export function classFeaturesChange(before: readonly ClassLevel[], after: readonly ClassLevel[]): { gained: ClassFeaturesOfClass[]; lost: ClassFeaturesOfClass[] } {
  const of = (list: readonly ClassLevel[], classId: ClassId) => {
    const c = list.find((x) => x.classId === classId);
    return c ? classFeatures(c) : [];
  };
  const diff = (from: readonly ClassLevel[], to: readonly ClassLevel[]) =>
    from.flatMap(({ classId }) => {
      const had = new Set(of(to, classId));
      const features = of(from, classId).filter((f) => !had.has(f));
      return features.length ? [{ classId, features }] : [];
    });
  return { gained: diff(after, before), lost: diff(before, after) };
}
