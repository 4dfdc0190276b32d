// Queries of the table session: pure functions of a character that the fight screen and the cast
// dialog call instead of computing rules themselves (cast options, a dry run of a cast, concentration
// saves, dice at a level, effects with their remaining time, Arcane Recovery and Font of Magic offers).
// Only the screens that cast import this module, so their rules stay out of the first screen's code.
import * as rules from '../rules';
import type { ActiveEffect, CastOption, CastRequest, CastResult, ClassLevel, SpellMechanics, TakeDamageResult } from '../rules';
import type { Character } from './types';
import { toCaster } from './defaults';
import { castingConditionsOf, invocationGrantsOf, withCharacterFacts, wizardSpellsOf } from './gear';

/** Classes of the character that can cast now: Spellcasting or Pact Magic at their level
 *  (rules.spellcastingClasses leaves the warlock out: it is about the multiclass slot table). */
export function castingClasses(c: Character): ClassLevel[] {
  return c.classes.filter((x) => rules.hasSpellcasting(x) && rules.casterKind(x) !== 'none');
}

/** Ways to cast the spell now as far as resources go (slot levels >= the spell's, pact, arcanum, ritual). */
export function castOptions(c: Character, spell: SpellMechanics, classId: rules.ClassId): CastOption[] {
  return rules.availableCastOptions(toCaster(c), c.spells, spell, classId, castingConditionsOf(c), (c.scrolls ?? []).map((s) => s.spellId), wizardSpellsOf(c), invocationGrantsOf(c));
}

/** Why the character's slots cannot cast the spell now, for the spell picker (null when some slot,
 *  pact slot, arcanum, ritual or carried scroll can): the arcanum of its level is used, every slot
 *  of its level or higher is spent (a rest brings them back), or none is that high at all (only a
 *  scroll would cast it). */
export function slotShortage(c: Character, spell: SpellMechanics, classId: rules.ClassId): 'noSlot' | 'slotLevelTooHigh' | 'arcanumUsed' | null {
  if (spell.level === 0 || castOptions(c, spell, classId).length > 0) return null;
  const s = toCaster(c);
  if (classId === 'warlock' && rules.arcanumLevelsOf(s.classes).some((l) => l === spell.level)) return 'arcanumUsed';
  return rules.hasSlotFrom(s, spell.level) ? 'noSlot' : 'slotLevelTooHigh';
}

/** What castSpell would answer now, without changing anything (explains a refusal before the tap). */
export function previewCast(c: Character, request: CastRequest): CastResult {
  return rules.castSpell(toCaster(c), c.spells, castingConditionsOf(c), withCharacterFacts(c, request));
}

/** The concentration spell this cast would end (asked before the cast), or null. */
export function concentrationEndedByCast(c: Character, request: CastRequest): string | null {
  return rules.concentrationEndedBy(toCaster(c), { concentration: rules.concentrationOfCast(c.classes, request), overTime: rules.needsCastingTime(request) });
}

/** The spell being cast over time that this cast would break off (asked before the cast), or null. */
export function castingEndedByCast(c: Character, request: CastRequest): string | null {
  return rules.castingEndedBy(toCaster(c), { concentration: rules.concentrationOfCast(c.classes, request), overTime: rules.needsCastingTime(request), action: rules.castWithAction(request.spell, request.slot.kind === 'ritual') });
}

/** Free slots per level (table maximum - spent + slots created by Font of Magic). */
export function freeSlotsOf(c: Character): number[] {
  return rules.freeSlots(toCaster(c));
}

/** Constitution saves for damage while concentrating; damages that are not whole numbers >= 0 are skipped. */
export function concentrationSaves(c: Character, damages: readonly number[]): TakeDamageResult {
  return rules.takeDamage(toCaster(c), damages.filter((d) => Number.isInteger(d) && d >= 0));
}

/** Constitution saving throw bonus for a concentration save (with a paladin's Aura of Protection). */
export function constitutionSaveBonus(c: Character, proficient: boolean): rules.SaveBonus {
  return rules.constitutionSave(c.classes, c.abilities, proficient);
}

/** Whether the first class gives proficiency in Constitution saves (barbarian, fighter, sorcerer). */
export function likelyConstitutionSaveProficient(c: Character): boolean {
  return rules.conSaveFromClasses(c.classes);
}

/** Damage and healing dice of a spell cast at `castLevel` (cantrips: by character level). */
export function diceAt(spell: SpellMechanics, castLevel: number, characterLevel: number): { damage: string | null; heal: string | null } {
  if (spell.level === 0) return { damage: rules.cantripDice(spell, characterLevel), heal: null };
  return rules.scaledDice(spell, Math.max(castLevel, spell.level));
}

/** Cantrip damage dice count at a character level (1 / 2 at 5th / 3 at 11th / 4 at 17th). */
export function cantripDiceCount(characterLevel: number): number {
  return rules.cantripDiceCount(characterLevel);
}

export interface EffectView extends ActiveEffect {
  index: number;
  /** rounds left, null = no fixed end */
  remaining: number | null;
  /** false when a stronger cast of the same spell on the same target applies instead */
  effective: boolean;
}

/** The character's effects with remaining rounds and whether each one actually applies. */
export function effectsView(c: Character): EffectView[] {
  return effectsAt(c.caster.effects, c.caster.turn.round);
}

/** effectsView from the two values it depends on (the table screen subscribes to just these). */
export function effectsAt(effects: ActiveEffect[], round: number): EffectView[] {
  const effective = new Set(rules.effectiveEffects(effects));
  return effects.map((e, index) => ({
    ...e,
    index,
    remaining: e.endsAtRound === null ? null : Math.max(0, e.endsAtRound - round),
    effective: effective.has(e),
  }));
}

/** The concentration spell and its remaining rounds (null = no fixed end), or null. */
export function concentrationView(c: Character): { spellId: string; remaining: number | null } | null {
  return concentrationAt(c.caster.concentration, c.caster.turn.round);
}

/** concentrationView from the two values it depends on (the table screen subscribes to just these). */
export function concentrationAt(k: Character['caster']['concentration'], round: number): { spellId: string; remaining: number | null } | null {
  if (!k) return null;
  const end = k.endsAtRound ?? null;
  return { spellId: k.spellId, remaining: end === null ? null : Math.max(0, end - round) };
}

export interface RecoveryOffer {
  /** the wizard's Arcane Recovery or a Circle of the Land druid's Natural Recovery */
  kind: rules.SlotRecovery;
  budget: number;
  /** highest slot level it may restore */
  maxLevel: number;
  /** spent slots per level 1..maxLevel (index 0 = 1st) */
  spent: number[];
}

/** Arcane / Natural Recovery the character may still use today, or null (no such feature, used,
 *  nothing spent). */
export function recoveryOffer(c: Character, kind: rules.SlotRecovery = 'arcane'): RecoveryOffer | null {
  const level = rules.recoveryClassLevel(c.classes, kind);
  if (!level || (kind === 'arcane' ? c.caster.arcaneRecoveryUsed : c.caster.naturalRecoveryUsed)) return null;
  const s = rules.clampState(toCaster(c));
  const maxLevel = rules.ARCANE_RECOVERY_MAX_SLOT_LEVEL;
  const spent = s.spentSlots.slice(0, maxLevel);
  if (spent.every((n) => n === 0)) return null;
  return { kind, budget: rules.arcaneRecoveryBudget(level), maxLevel, spent };
}

export interface FontOfMagicView {
  max: number;
  available: number;
  /** cost in sorcery points of a created slot, by level 1..5 */
  costs: { level: number; cost: number }[];
  /** in a fight, this turn's bonus action is gone (a bonus-action spell or a conversion): each
   *  conversion takes one */
  bonusActionTaken: boolean;
}

/** Sorcery points and Font of Magic costs, or null without Font of Magic (sorcerer level 2+). */
export function fontOfMagicView(c: Character): FontOfMagicView | null {
  const s = toCaster(c);
  const max = rules.sorceryPointsMax(s.classes);
  if (max <= 0) return null;
  const costs = Object.entries(rules.FONT_OF_MAGIC_COST).map(([level, cost]) => ({ level: Number(level), cost }));
  return { max, available: rules.sorceryPointsAvailable(s), costs, bonusActionTaken: rules.bonusActionTaken(s) };
}

/** Sorcery points left (0 without Font of Magic): a number, so a store selector may return it. */
export function sorceryPointsLeft(c: Character): number {
  return rules.sorceryPointsAvailable(toCaster(c));
}

/** Which rule of the running turn refuses this spell now, for the spell picker: the bonus-action
 *  rule (or the bonus action spent on Font of Magic), or the reaction already spent; null if none.
 *  A reaction spell is read as cast on another creature's turn, as the cast dialog assumes it: the
 *  bonus-action rule limits only your own turn, so it never marks one. */
export function turnRuleForbids(c: Character, spell: SpellMechanics): 'bonusActionRule' | 'reactionUsed' | null {
  const ownTurnRule = !rules.isReactionSpell(spell) && (rules.breaksBonusActionRule(c.caster.turn, spell) || rules.bonusActionGone(c.caster.turn, spell));
  if (ownTurnRule) return 'bonusActionRule';
  return rules.reactionGone(c.caster.turn, spell) ? 'reactionUsed' : null;
}
