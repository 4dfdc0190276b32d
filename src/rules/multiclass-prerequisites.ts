// Multiclassing's ability prerequisites (SRD 5.1 "Multiclassing"): a character of more than one class
// needs a score of 13 or higher in each class's ability — both of two for the monk, the paladin and
// the ranger, either of two for the fighter. Many tables waive them, so they are a note, not a refusal.
import type { Ability, ClassId } from './types';

export const MULTICLASS_MINIMUM = 13;

/** Each class's prerequisite: every group must be met, by any ability within the group. */
const PREREQUISITES: Record<ClassId, Ability[][]> = {
  barbarian: [['str']],
  bard: [['cha']],
  cleric: [['wis']],
  druid: [['wis']],
  fighter: [['str', 'dex']],
  monk: [['dex'], ['wis']],
  paladin: [['str'], ['cha']],
  ranger: [['dex'], ['wis']],
  rogue: [['dex']],
  sorcerer: [['cha']],
  warlock: [['cha']],
  wizard: [['int']],
};

/** A class whose prerequisite the scores do not meet: the groups unmet (each: any of its abilities). */
export interface UnmetPrerequisite {
  classId: ClassId;
  needs: Ability[][];
}

/** The classes whose prerequisite is unmet; none for a character of one class. */
export function unmetMulticlassPrerequisites(classIds: readonly ClassId[], abilities: Readonly<Record<Ability, number>>): UnmetPrerequisite[] {
  if (new Set(classIds).size < 2) return [];
  return classIds.flatMap((classId) => {
    const needs = PREREQUISITES[classId].filter((group) => !group.some((a) => abilities[a] >= MULTICLASS_MINIMUM));
    return needs.length > 0 ? [{ classId, needs }] : [];
  });
}
