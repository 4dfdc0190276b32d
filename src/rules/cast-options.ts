// Ways a spell can be cast now as far as resources go (the dialog's choices); castSpell (casting.ts)
// makes the other checks.
import { hasSpellcasting } from './classes';
import { arcanumLevelsOf } from './pact-magic';
import { freeSlots } from './pips';
import { spellSlots } from './slots';
import { maxSpellLevelForClass } from './preparation';
import { accessError, ritualAccessError, ritualRuleErrors } from './spell-access';
import { clampState } from './state';
import { invocationOption, learnedFromPact, withPactSpells, type InvocationGrant } from './invocations';
import type { CasterState, CastingConditions, ClassId, OwnedSpell, SpellMechanics } from './types';
import type { CastError, CastOption } from './cast-types';
import { withSignaturePrepared, wizardFreeOptions, type WizardSpellChoice } from './spell-mastery';
import { assertSpellLevel } from './validation';

/** A ritual of a level above what the class can cast (after a level-down, or a GM-allowed add) is
 *  refused: the class's Ritual Casting casts only spells it could cast with its slots. */
export function ritualLevelErrors(s: CasterState, classId: ClassId, spell: SpellMechanics): CastError[] {
  const cls = s.classes.find((c) => c.classId === classId);
  return cls && spell.level > maxSpellLevelForClass(cls) ? ['ritualLevelTooHigh'] : [];
}

/**
 * Ways the spell can be cast right now as far as resources go: a cantrip; each slot level >= the
 * spell's level with a free slot; a free pact slot of high enough level; the warlock's unused
 * arcanum of the spell's level; a wizard's Spell Mastery (prepared) or unused signature spell; a
 * ritual when the spell has the tag and the class may cast it as one (a chain warlock's find
 * familiar too); a warlock's invocation that
 * casts it (at will, or once per long rest with a free pact slot); a carried scroll of the spell.
 * Known/prepared, components and the bonus-action rule are left to castSpell().
 */
export function availableCastOptions(
  state: CasterState,
  owned: readonly OwnedSpell[],
  spell: SpellMechanics,
  classId: ClassId,
  conditions?: Pick<CastingConditions, 'hasBookOfAncientSecrets'>,
  scrollsCarried: readonly string[] = [],
  wizardSpells?: WizardSpellChoice,
  invocations: readonly InvocationGrant[] = [],
): CastOption[] {
  assertSpellLevel(spell.level, `level of spell ${spell.id}`);
  const s = clampState(state);
  const cls = s.classes.find((c) => c.classId === classId);
  if (!cls || !hasSpellcasting(cls)) return [];
  if (spell.level === 0) return [{ kind: 'cantrip', level: 0 }, ...(scrollsCarried.includes(spell.id) ? [{ kind: 'scroll' as const, level: 0 }] : [])];
  const options: CastOption[] = [];
  freeSlots(s).forEach((free, i) => {
    if (i + 1 >= spell.level && free > 0) options.push({ kind: 'slot', level: i + 1 });
  });
  const pact = spellSlots(s.classes).pact;
  if (pact && pact.slotLevel >= spell.level && s.spentPact < pact.count) {
    options.push({ kind: 'pact', level: pact.slotLevel });
  }
  const arcanum = arcanumLevelsOf(s.classes) as number[];
  if (classId === 'warlock' && arcanum.includes(spell.level) && !s.arcanumUsed.includes(spell.level)) {
    options.push({ kind: 'arcanum', level: spell.level });
  }
  options.push(...wizardFreeOptions(s, classId, spell, wizardSpells, accessError(classId, spell, withSignaturePrepared(s.classes, owned, wizardSpells)) === null));
  const ritualOk =
    ritualRuleErrors(s.classes, classId, spell, conditions, undefined, learnedFromPact(invocations, classId, spell.id)).length === 0 &&
    ritualLevelErrors(s, classId, spell).length === 0 &&
    ritualAccessError(classId, spell, withPactSpells(owned, invocations)) === null;
  if (ritualOk) options.push({ kind: 'ritual', level: spell.level });
  const invoked = classId === 'warlock' ? invocationOption(s, spell, invocations) : null;
  if (invoked) options.push(invoked);
  if (scrollsCarried.includes(spell.id)) options.push({ kind: 'scroll', level: spell.level });
  return options;
}
