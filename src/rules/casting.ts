// Casting a spell: checks, spending and the state afterwards.
// Sources: PHB ch.10 "Casting a Spell", "Spell Slots", "Casting a Spell at a Higher Level",
// "Cantrips", "Rituals", "Casting Time", "Components", "Casting in Armor", "Concentration" / SRD 5.1;
// PHB ch.3 warlock "Pact Magic" and "Mystic Arcanum"; PHB ch.6 "Pact Magic" (multiclass).
// - A cantrip spends nothing. A spell of level N spends a slot of level >= N and is cast at that
//   slot's level; a pact slot always casts at the pact slot level; an arcanum casts at its own level.
// - A ritual spends no slot, takes 10 minutes longer and is never cast at a higher level.
// - Casting time longer than an action or reaction (and any ritual): the caster concentrates while
//   casting, so current concentration ends when casting starts; the slot is spent only when the
//   casting completes. castSpell() describes a completed casting: call it when the casting ends
//   (long-casting.ts keeps the casting in progress). A concentration spell or another casting over
//   time ends a casting in progress: that spell fails and spends nothing (warning endsCasting).
// - With override (GM's ruling) known/prepared, components, armour and the bonus-action rule become
//   warnings; slot, class, ritual-rule, Metamagic and incapacitation errors never do, nor a Spell
//   Mastery cast of an unprepared spell (masteryNotPrepared).
// - A spell scroll (scrolls.ts): no slot and no material components; the class's spell list instead
//   of known/prepared; above the castable level an ability check decides (its outcome is an input).
// - Metamagic (metamagic.ts): the checks run on the spell as changed by the options (Quickened: a
//   bonus action; Subtle: no V or S; Extended: the doubled duration), and the points are spent.
// - Overchannel (overchannel.ts): refused where it does not apply, else counted.
import { hasSpellcasting } from './classes';
import { castingEndedBy, concentrationEndedBy } from './concentration';
import { AFFINITY_RESISTANCE_COST, affinityResistance, affinityResistanceEffect } from './draconic';
import { checkArmour, checkComponents } from './components';
import { archdruidComponents, isArchdruidCast } from './archdruid';
import { applyEffect, durationInRounds, removeEffectsOf } from './effects';
import { lastingAt } from './upcast-duration';
import { checkMetamagic, withMetamagic } from './metamagic';
import { checkOverchannel, overchannelSelfDamage } from './overchannel';
import { arcanumLevelsOf } from './pact-magic';
import { fromScroll, scrollNeedsCheck, scrollReadError } from './scrolls';
import { freeSlots, hasSlotFrom, spendSlotOf, validSlotLevel } from './pips';
import { spellSlots } from './slots';
import { accessError, ritualAccessError, ritualRuleErrors } from './spell-access';
import { sorceryPointsAvailable } from './sorcery';
import { clampState } from './state';
import { bonusActionGone, reactionGone, turnAfterReaction, breaksBonusActionRule, turnAfterCast } from './turn';
import { asInvoked, learnedFromPact, planInvocation, spendInvocation, withPactSpells } from './invocations';
import { ritualLevelErrors } from './cast-options';
import type { CasterState, CastingConditions, OwnedSpell } from './types';
import type { CastError, CastRequest, CastResult, CastWarning, SpentResource } from './cast-types';
import { markSignatureUsed, planWizardFree, withSignaturePrepared } from './spell-mastery';
import { assertSpellLevel } from './validation';
import { castWithAction, isLongCasting } from './casting-time';

const OVERRIDABLE: ReadonlySet<CastError> = new Set<CastError>([
  'notKnown',
  'ritualOnly',
  'notPrepared',
  'silenced',
  'noFreeHand',
  'noFocus',
  'missingMaterial',
  'armourNotProficient',
  'bonusActionRule',
  'bonusActionUsed',
  'reactionUsed',
]);

export function isOverridable(error: CastError): boolean {
  return OVERRIDABLE.has(error);
}

interface ResourcePlan {
  castLevel: number;
  errors: CastError[];
  spend: SpentResource;
}

/** Slot-side checks (never overridable) and what the cast would spend. */
function planResource(s: CasterState, request: CastRequest, conditions: CastingConditions): ResourcePlan {
  const { spell, slot, classId } = request;
  const none: SpentResource = { kind: 'none' };
  if (slot.kind === 'ritual') {
    const pactRitual = learnedFromPact(request.invocations, classId, spell.id);
    return { castLevel: spell.level, errors: [...ritualRuleErrors(s.classes, classId, spell, conditions, slot.level, pactRitual), ...ritualLevelErrors(s, classId, spell)], spend: none };
  }
  if (slot.kind === 'scroll') {
    const errors: CastError[] = [];
    if (!(request.scrollsCarried ?? []).includes(spell.id)) errors.push('noScroll');
    else if (scrollNeedsCheck(s.classes, spell) && request.scrollCheck === undefined) errors.push('scrollCheckNeeded');
    return { castLevel: spell.level, errors, spend: { kind: 'scroll', level: spell.level } };
  }
  if (slot.kind === 'invocation') return planInvocation(s, request);
  if (slot.kind === 'cantrip') {
    return { castLevel: 0, errors: spell.level === 0 ? [] : ['invalidSlotLevel'], spend: none };
  }
  if (spell.level === 0) return { castLevel: 0, errors: ['cantripNoSlot'], spend: none };
  if (slot.kind === 'slot') {
    if (!validSlotLevel(slot.level)) return { castLevel: spell.level, errors: ['invalidSlotLevel'], spend: none };
    if (slot.level < spell.level) return { castLevel: slot.level, errors: ['slotTooLow'], spend: none };
    const free = freeSlots(s)[slot.level - 1] > 0;
    return {
      castLevel: slot.level,
      // none free: spent (a rest brings them back), or none this high at all (the level is beyond the character)
      errors: free ? [] : [hasSlotFrom(s, spell.level) ? 'noSlot' : 'slotLevelTooHigh'],
      spend: { kind: 'slot', level: slot.level, created: false },
    };
  }
  if (slot.kind === 'pact') {
    const pact = spellSlots(s.classes).pact;
    if (!pact) return { castLevel: spell.level, errors: ['noPactSlot'], spend: none };
    if (pact.slotLevel < spell.level) return { castLevel: pact.slotLevel, errors: ['slotTooLow'], spend: none };
    return {
      castLevel: pact.slotLevel,
      errors: s.spentPact < pact.count ? [] : ['noPactSlot'],
      spend: { kind: 'pact', level: pact.slotLevel },
    };
  }
  if (slot.kind === 'mastery' || slot.kind === 'signature') return planWizardFree(s, slot.kind, classId, spell, request.wizardSpells);
  // Mystic Arcanum: a warlock spell of the arcanum's level, once per long rest
  const has = classId === 'warlock' && (arcanumLevelsOf(s.classes) as number[]).includes(spell.level);
  if (!has) return { castLevel: spell.level, errors: ['notArcanum'], spend: none };
  return {
    castLevel: spell.level,
    errors: s.arcanumUsed.includes(spell.level) ? ['arcanumUsed'] : [],
    spend: { kind: 'arcanum', level: spell.level },
  };
}

function spendResource(s: CasterState, spend: SpentResource): { next: CasterState; spent: SpentResource } {
  switch (spend.kind) {
    case 'slot': {
      const r = spendSlotOf(s, spend.level);
      if (!r) throw new Error('internal: slot vanished between check and spending');
      return { next: r.next, spent: { ...spend, created: r.created } };
    }
    case 'pact':
      return { next: { ...s, spentPact: s.spentPact + 1 }, spent: spend };
    case 'arcanum':
      return { next: { ...s, arcanumUsed: [...s.arcanumUsed, spend.level].sort((a, b) => a - b) }, spent: spend };
    case 'signature':
      return { next: markSignatureUsed(s, spend.spellId), spent: spend };
    case 'invocation':
      return { next: spendInvocation(s, spend), spent: spend };
    case 'mastery':
    case 'scroll':
    case 'none':
      return { next: s, spent: spend };
  }
}

/** Own-turn casting is subject to the bonus-action rule; a reaction on another creature's turn is not. */
function onOwnTurn(request: CastRequest): boolean {
  return !(request.offTurn === true && request.spell.castingTime.unit === 'reaction');
}

/**
 * Casts a spell. Returns the next state, the level it was cast at and warnings, or an error code.
 * Throws RangeError on malformed input (spell level outside 0..9, invalid classes).
 */
export function castSpell(
  state: CasterState,
  owned: readonly OwnedSpell[],
  conditions: CastingConditions,
  request: CastRequest,
): CastResult {
  const { classId } = request;
  assertSpellLevel(request.spell.level, `level of spell ${request.spell.id}`);
  const s = clampState(state);
  // a wizard's signature spells are always prepared (spell-mastery.ts); a chain warlock knows find familiar
  const mine = withPactSpells(withSignaturePrepared(s.classes, owned, request.wizardSpells), request.invocations);
  const asRitual = request.slot.kind === 'ritual';
  const errors: CastError[] = [];
  const asScroll = request.slot.kind === 'scroll';
  const chosen = request.metamagic ?? [];
  const asInvocation = request.slot.kind === 'invocation';
  const cls = s.classes.find((c) => c.classId === classId);
  const canCast = cls !== undefined && hasSpellcasting(cls);
  if (!canCast) errors.push('noSpellcasting');
  if (conditions.incapacitated) errors.push('incapacitated');
  const plan = planResource(s, request, conditions);
  errors.push(...plan.errors);
  const read = asScroll ? fromScroll(request.spell) : asInvocation ? asInvoked(request.spell, request.invocations) : request.spell;
  // the duration at the slot level first: Extended doubles that one
  const leveled = lastingAt(read, plan.castLevel);
  const spell = chosen.length ? withMetamagic(leveled, chosen) : leveled;
  const lasting = { duration: spell.duration, concentration: spell.concentration };
  const meta = checkMetamagic(s.classes, request.knownMetamagic ?? [], sorceryPointsAvailable(s), request.spell, plan.castLevel, chosen, asRitual);
  errors.push(...meta.errors);
  const resist = request.affinityResistance ? affinityResistance(s.classes, spell.damageTypes ?? [], sorceryPointsAvailable(s) - meta.cost) : null;
  if (resist && !resist.ok && !errors.includes(resist.error)) errors.push(resist.error);
  const over = checkOverchannel(s, request, spell, plan.castLevel);
  errors.push(...over.errors);
  if (canCast) {
    // an invocation's spell needs no place in the spellbook (planInvocation checks the invocation)
    const access = asInvocation ? null : asScroll ? scrollReadError(s.classes, classId, spell) : asRitual ? ritualAccessError(classId, spell, mine) : accessError(classId, spell, mine);
    if (access) errors.push(access);
    // Spell Mastery casts only a prepared spell: a GM's ruling on an unprepared one spends a slot
    if (access && plan.spend.kind === 'mastery') errors.push('masteryNotPrepared');
  }
  const components = checkComponents(isArchdruidCast(s.classes, classId) ? archdruidComponents(spell) : spell, conditions);
  errors.push(...components.errors, ...checkArmour(conditions));
  if (onOwnTurn(request) && breaksBonusActionRule(s.turn, spell, asRitual)) errors.push('bonusActionRule');
  if (onOwnTurn(request) && bonusActionGone(s.turn, spell, asRitual)) errors.push('bonusActionUsed');
  if (reactionGone(s.turn, spell, asRitual)) errors.push('reactionUsed');

  const hard = errors.filter((e) => !isOverridable(e));
  const soft = errors.filter((e) => isOverridable(e));
  if (hard.length > 0 || (soft.length > 0 && request.override !== true)) {
    return { ok: false, error: [...hard, ...soft][0], errors: [...hard, ...soft], overridable: hard.length === 0 };
  }

  if (asScroll && request.scrollCheck === 'failed' && scrollNeedsCheck(s.classes, spell)) {
    return { ok: true, next: s, castLevel: spell.level, warnings: [], spent: plan.spend, scrollFailed: true, lasting };
  }
  const warnings: CastWarning[] = [];
  if (soft.length > 0) warnings.push('overridden');
  const { next: spentState, spent } = spendResource(s, plan.spend);
  const points = meta.cost + (resist?.ok ? AFFINITY_RESISTANCE_COST : 0);
  let next = points > 0 ? { ...spentState, sorceryPointsSpent: spentState.sorceryPointsSpent + points } : spentState;
  if (over.use > 0) next = { ...next, overchannelUses: over.use };

  const long = isLongCasting(spell, asRitual);
  if (asRitual) warnings.push('ritualAddsTenMinutes');
  if (long) warnings.push('longCastingNeedsConcentration');

  const endedConcentration = concentrationEndedBy(next, { concentration: spell.concentration, overTime: long }) ?? undefined;
  if (endedConcentration !== undefined) {
    next = { ...next, concentration: null, effects: removeEffectsOf(next.effects, endedConcentration) };
    warnings.push('endsConcentration');
  }
  // a casting in progress fails when this cast takes the concentration or the action it needs
  // (nothing spent for it)
  const endedCasting = castingEndedBy(next, { concentration: spell.concentration, overTime: long, action: castWithAction(spell, asRitual) }) ?? undefined;
  if (endedCasting !== undefined) {
    const { casting: _failed, ...rest } = next;
    next = rest;
    warnings.push('endsCasting');
  }
  if (spell.concentration) {
    const round = next.turn.round;
    const rounds = durationInRounds(spell.duration);
    next = { ...next, concentration: { spellId: spell.id, startedAtRound: round, endsAtRound: rounds === null ? null : round + rounds } };
  }
  if (onOwnTurn(request)) next = { ...next, turn: turnAfterCast(next.turn, spell, asRitual) };
  next = { ...next, turn: turnAfterReaction(next.turn, spell, asRitual) };
  if (components.consumedMaterial) warnings.push('materialConsumed');
  if (resist?.ok) next = { ...next, effects: applyEffect(next.effects, affinityResistanceEffect(resist.type, spell.id, next.turn.round)).effects };

  return {
    ok: true,
    next,
    castLevel: plan.castLevel,
    warnings,
    spent,
    lasting,
    ...(endedConcentration !== undefined ? { endedConcentration } : {}),
    ...(endedCasting !== undefined ? { endedCasting } : {}),
    ...(components.consumedMaterial ? { consumedMaterial: components.consumedMaterial } : {}),
    ...(soft.length > 0 ? { overriddenErrors: soft } : {}),
    ...(meta.cost > 0 ? { metamagicPoints: meta.cost } : {}),
    ...(resist?.ok ? { affinityResistance: resist.type } : {}),
    ...(over.use > 0 ? { overchannel: { use: over.use, selfDamage: overchannelSelfDamage(over.use, plan.castLevel) } } : {}),
  };
}
