// Archdruid (SRD 5.1 druid, 20th level): "you can ignore the verbal and somatic components of your
// druid spells, as well as any material components that lack a cost and aren't consumed by a spell."
// A druid spell is one cast as a druid. A material with a cost, or one the spell consumes, is still
// needed (and the hand that handles it).
import type { ClassId, ClassLevel, SpellMechanics } from './types';

export const ARCHDRUID_LEVEL = 20;

export function isArchdruidCast(classes: readonly ClassLevel[], castAs: ClassId): boolean {
  return castAs === 'druid' && (classes.find((c) => c.classId === 'druid')?.level ?? 0) >= ARCHDRUID_LEVEL;
}

/** The components an archdruid still provides for this spell. */
export function archdruidComponents(spell: SpellMechanics): SpellMechanics {
  const { m, costGp, consumed } = spell.components;
  const needed = m && ((costGp ?? 0) > 0 || consumed === true);
  return { ...spell, components: { ...spell.components, v: false, s: false, m: needed } };
}

/** Whether an archdruid leaves out any component this spell has (said in the cast summary). */
export function archdruidLeavesOut(spell: SpellMechanics): boolean {
  const kept = archdruidComponents(spell).components;
  const { v, s, m } = spell.components;
  return v !== kept.v || s !== kept.s || m !== kept.m;
}
