// A high-level wizard's spells cast without a slot (SRD 5.1 Wizard):
// - Spell Mastery (wizard 18th): one 1st-level and one 2nd-level wizard spell from the spellbook;
//   while prepared, each can be cast at its own level without a slot, any number of times. A higher
//   level spends a slot as normal. The choice may be exchanged after 8 hours of study.
// - Signature Spells (wizard 20th): two 3rd-level wizard spells from the spellbook; always prepared,
//   not counted against the prepared maximum; each can be cast once at 3rd level without a slot,
//   again after a short or long rest. A higher level spends a slot as normal.
// The choice is the character's (spell ids, kept when the wizard level drops); it applies only at
// the wizard levels above. Uses of signature spells are on the caster state (`signatureUsed`).
import type { CastError, SpentResource } from './cast-types';
import type { CasterState, ClassId, ClassLevel, OwnedSpell, SpellMechanics } from './types';

export const SPELL_MASTERY_FROM_LEVEL = 18;
export const SIGNATURE_SPELLS_FROM_LEVEL = 20;
/** Spell levels of Spell Mastery: one spell of each. */
export const MASTERY_SPELL_LEVELS = [1, 2] as const;
export const SIGNATURE_SPELL_LEVEL = 3;
export const SIGNATURE_SPELLS_COUNT = 2;

/** The wizard's chosen spells by id (absent = none chosen). */
export interface WizardSpellChoice {
  mastery?: readonly string[];
  signature?: readonly string[];
}

function wizardLevel(classes: readonly ClassLevel[]): number {
  return classes.find((c) => c.classId === 'wizard')?.level ?? 0;
}

export function hasSpellMastery(classes: readonly ClassLevel[]): boolean {
  return wizardLevel(classes) >= SPELL_MASTERY_FROM_LEVEL;
}

export function hasSignatureSpells(classes: readonly ClassLevel[]): boolean {
  return wizardLevel(classes) >= SIGNATURE_SPELLS_FROM_LEVEL;
}

/** Signature spells that apply now: none below wizard 20. */
export function activeSignatureSpells(classes: readonly ClassLevel[], choice: WizardSpellChoice | undefined): readonly string[] {
  return hasSignatureSpells(classes) ? (choice?.signature ?? []) : [];
}

/**
 * The owned spells as casting and the prepared counts see them: a wizard's signature spells in the
 * spellbook are always prepared (status 'alwaysPrepared', outside the prepared maximum) while they
 * apply. The same list when nothing changes.
 */
export function withSignaturePrepared(classes: readonly ClassLevel[], owned: readonly OwnedSpell[], choice: WizardSpellChoice | undefined): readonly OwnedSpell[] {
  const ids = activeSignatureSpells(classes, choice);
  if (ids.length === 0) return owned;
  return owned.map((o) => (o.classId === 'wizard' && ids.includes(o.spellId) && o.status !== 'alwaysPrepared' ? { ...o, status: 'alwaysPrepared' } : o));
}

/** A spell cast through Spell Mastery: a wizard spell chosen for it, at its own 1st or 2nd level. */
export function isMasteredSpell(classes: readonly ClassLevel[], classId: ClassId, spell: SpellMechanics, choice: WizardSpellChoice | undefined): boolean {
  return classId === 'wizard' && hasSpellMastery(classes) && (MASTERY_SPELL_LEVELS as readonly number[]).includes(spell.level) && (choice?.mastery ?? []).includes(spell.id);
}

/** A spell cast as a signature spell: a wizard spell chosen for it, of 3rd level. */
export function isSignatureSpell(classes: readonly ClassLevel[], classId: ClassId, spell: SpellMechanics, choice: WizardSpellChoice | undefined): boolean {
  return classId === 'wizard' && spell.level === SIGNATURE_SPELL_LEVEL && activeSignatureSpells(classes, choice).includes(spell.id);
}

/** The slot-side check of a cast by Spell Mastery ('mastery') or as a signature spell ('signature'):
 *  always at the spell's own level; a used signature spell waits for a rest. */
export function planWizardFree(s: CasterState, kind: 'mastery' | 'signature', classId: ClassId, spell: SpellMechanics, choice: WizardSpellChoice | undefined): { castLevel: number; errors: CastError[]; spend: SpentResource } {
  const none: SpentResource = { kind: 'none' };
  if (kind === 'mastery') {
    return isMasteredSpell(s.classes, classId, spell, choice)
      ? { castLevel: spell.level, errors: [], spend: { kind: 'mastery', level: spell.level } }
      : { castLevel: spell.level, errors: ['notMastery'], spend: none };
  }
  if (!isSignatureSpell(s.classes, classId, spell, choice)) return { castLevel: spell.level, errors: ['notSignature'], spend: none };
  return {
    castLevel: spell.level,
    errors: (s.signatureUsed ?? []).includes(spell.id) ? ['signatureUsed'] : [],
    spend: { kind: 'signature', level: spell.level, spellId: spell.id },
  };
}

/** The state after a signature spell was cast without a slot. */
export function markSignatureUsed(s: CasterState, spellId: string): CasterState {
  return { ...s, signatureUsed: [...(s.signatureUsed ?? []), spellId] };
}

/** The slotless ways a wizard may cast the spell now: by Spell Mastery when it is prepared
 *  (`prepared`: as castSpell's check sees it, where a signature spell in the book is always
 *  prepared), as a signature spell while unused since the last rest. */
export function wizardFreeOptions(s: CasterState, classId: ClassId, spell: SpellMechanics, choice: WizardSpellChoice | undefined, prepared: boolean): { kind: 'mastery' | 'signature'; level: number }[] {
  const out: { kind: 'mastery' | 'signature'; level: number }[] = [];
  if (prepared && isMasteredSpell(s.classes, classId, spell, choice)) out.push({ kind: 'mastery', level: spell.level });
  if (prepared && isSignatureSpell(s.classes, classId, spell, choice) && !(s.signatureUsed ?? []).includes(spell.id)) out.push({ kind: 'signature', level: spell.level });
  return out;
}

export type WizardChoiceError = 'noSpellMastery' | 'noSignatureSpells' | 'notInSpellbook' | 'wrongSpellLevel' | 'tooManySpells';

/**
 * Checks a choice of Spell Mastery ('mastery') or signature spells ('signature') for the Kniha:
 * the feature at this wizard level, spells in the wizard's spellbook, of the right level, at most
 * one per mastery level and two signature spells. `levelOf` gives a spell's level by id.
 */
export function checkWizardChoice(classes: readonly ClassLevel[], kind: 'mastery' | 'signature', ids: readonly string[], owned: readonly OwnedSpell[], levelOf: (id: string) => number | undefined): WizardChoiceError | null {
  if (kind === 'mastery' ? !hasSpellMastery(classes) : !hasSignatureSpells(classes)) return kind === 'mastery' ? 'noSpellMastery' : 'noSignatureSpells';
  if (ids.some((id) => !owned.some((o) => o.classId === 'wizard' && o.spellId === id))) return 'notInSpellbook';
  const levels = ids.map(levelOf);
  if (kind === 'signature') {
    if (levels.some((l) => l !== SIGNATURE_SPELL_LEVEL)) return 'wrongSpellLevel';
    return new Set(ids).size !== ids.length || ids.length > SIGNATURE_SPELLS_COUNT ? 'tooManySpells' : null;
  }
  if (levels.some((l) => !(MASTERY_SPELL_LEVELS as readonly (number | undefined)[]).includes(l))) return 'wrongSpellLevel';
  return new Set(levels).size !== levels.length ? 'tooManySpells' : null;
}
