// Whether a class may cast a spell it has: known/prepared and ritual rules.
// Sources: PHB ch.10 "Known and Prepared Spells", "Cantrips" and "Rituals" / SRD 5.1; PHB ch.3
// class features "Ritual Casting" (bard: spells known; cleric, druid: prepared spells; wizard:
// spells in the spellbook, prepared or not) and warlock invocation "Book of Ancient Secrets"
// (rituals written in the Book of Shadows, recorded here as the warlock's owned spells of any status).
import { hasRitualCasting, isPreparedCaster, mayHaveBookOfAncientSecrets } from './classes';
import type { CastingConditions, ClassId, ClassLevel, OwnedSpell, SpellMechanics } from './types';
import type { CastError } from './cast-types';

/** Prepared for casting: prepared today, or always prepared (domain, oath, signature spells …). */
export const isPreparedStatus = (status: OwnedSpell['status']): boolean => status === 'prepared' || status === 'alwaysPrepared';

export function findOwned(owned: readonly OwnedSpell[], spellId: string, classId: ClassId): OwnedSpell | undefined {
  return owned.find((o) => o.spellId === spellId && o.classId === classId);
}

/**
 * Known/prepared check for normal casting ('notKnown' / 'notPrepared' / 'ritualOnly', all overridable), null when
 * allowed. Cantrips: the class must know it. Prepared casters: 'prepared' or 'alwaysPrepared' (a wizard
 * spell not in the spellbook at all is 'notKnown'). Known casters: known, prepared or always prepared.
 */
export function accessError(classId: ClassId, spell: SpellMechanics, owned: readonly OwnedSpell[]): CastError | null {
  const o = findOwned(owned, spell.id, classId);
  if (spell.level === 0) return o && o.status !== 'inBook' ? null : 'notKnown';
  if (isPreparedCaster(classId)) {
    if (o && isPreparedStatus(o.status)) return null;
    return classId === 'wizard' && !o ? 'notKnown' : 'notPrepared';
  }
  // a ritual in a warlock's Book of Shadows is cast only as a ritual (Book of Ancient Secrets)
  if (classId === 'warlock' && o?.status === 'inBook') return 'ritualOnly';
  return o && o.status !== 'inBook' ? null : 'notKnown';
}

/** Ritual checks that the GM cannot override: the ritual tag, the class feature, no upcasting.
 *  `pactRitual`: a spell the warlock's pact boon lets it cast as a ritual (Pact of the Chain). */
export function ritualRuleErrors(
  classes: readonly ClassLevel[],
  classId: ClassId,
  spell: SpellMechanics,
  conditions: Pick<CastingConditions, 'hasBookOfAncientSecrets'> | undefined,
  requestedLevel: number | undefined,
  pactRitual = false,
): CastError[] {
  const errors: CastError[] = [];
  if (!spell.ritual) errors.push('notRitual');
  const book = conditions?.hasBookOfAncientSecrets === true && mayHaveBookOfAncientSecrets(classes);
  if (!pactRitual && !hasRitualCasting(classId, { hasBookOfAncientSecrets: book })) errors.push('noRitualFeature');
  if (requestedLevel !== undefined && requestedLevel !== spell.level) errors.push('ritualNoUpcast');
  return errors;
}

/** Which of its spells a class may cast as rituals ('notKnown'/'notPrepared' are overridable). */
export function ritualAccessError(classId: ClassId, spell: SpellMechanics, owned: readonly OwnedSpell[]): CastError | null {
  const o = findOwned(owned, spell.id, classId);
  switch (classId) {
    case 'wizard':
    case 'warlock':
      return o ? null : 'notKnown';
    case 'cleric':
    case 'druid':
      return o && isPreparedStatus(o.status) ? null : 'notPrepared';
    default:
      return o && o.status !== 'inBook' ? null : 'notKnown';
  }
}
