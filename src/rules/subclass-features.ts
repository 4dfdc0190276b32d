// The features of the recorded subclasses (subclasses.ts) that change how a cast is worded or
// checked, by the class level that brings each (SRD 5.1): a level change says which ones arrive
// (level-change.ts). Spells a subclass brings are in subclass-spells.ts and circle-spells.ts; extra
// cantrips and Magical Secrets are allowances (preparation.ts, magical-secrets.ts).
import { KNOWN_SUBCLASS } from './subclasses';
import type { ClassLevel } from './types';

export type SubclassFeature =
  | 'discipleOfLife'
  | 'blessedHealer'
  | 'supremeHealing'
  | 'naturalRecovery'
  | 'evocationSavant'
  | 'sculptSpells'
  | 'potentCantrip'
  | 'empoweredEvocation'
  | 'overchannel'
  | 'elementalAffinity';

/** Subclass id → [class level, feature], in the order the levels bring them. */
const FEATURES: Readonly<Record<string, readonly (readonly [number, SubclassFeature])[]>> = {
  life: [[1, 'discipleOfLife'], [6, 'blessedHealer'], [17, 'supremeHealing']],
  land: [[2, 'naturalRecovery']],
  evocation: [[2, 'evocationSavant'], [2, 'sculptSpells'], [6, 'potentCantrip'], [10, 'empoweredEvocation'], [14, 'overchannel']],
  draconic: [[6, 'elementalAffinity']],
};

/** The features this class entry has at its level: none without a recorded subclass. */
export function subclassFeatures(c: ClassLevel): SubclassFeature[] {
  if (!c.subclassId || KNOWN_SUBCLASS[c.classId] !== c.subclassId) return [];
  return (FEATURES[c.subclassId] ?? []).filter(([level]) => c.level >= level).map(([, f]) => f);
}
