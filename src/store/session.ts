// The table session: what the fight screen and the cast dialog need beyond the table slice.
// - Queries (pure functions of a character; the UI calls them instead of computing rules itself):
//   cast options, a dry run of a cast (to explain a refusal before the tap), concentration saves,
//   dice at a level, effects with their remaining time, Arcane Recovery and Font of Magic offers.
// - Actions: the clock (time passing outside turns), Mystic Arcanum and sorcery points by hand
//   (corrections, Metamagic), and casting with the spell's effect recorded on its target.
// Every action keeps the state unchanged on an error and returns the code.
import * as rules from '../rules';
import type { ActiveEffect, CastOption, CastRequest, CastResult, ClassLevel, SpellMechanics, TakeDamageResult } from '../rules';
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { Character } from './types';
import { toCaster } from './defaults';
import { fail, type ActionResult } from './result';
import { casterEdit, type CasterOp } from './edit';
import { withCharacterFacts } from './gear';

export type CastWithEffectResult = CastResult & {
  /** set when the spell left an effect: false = the same spell already affects that target (no stacking) */
  stacked?: boolean;
};

export interface SessionActions {
  /** Time passes (rounds of 6 s; 10 rounds = 1 minute): effects and concentration run out. */
  advanceTime(characterId: string, rounds: number): ActionResult;
  /** Marks a Mystic Arcanum level as used or gives it back (a correction by hand). */
  setArcanumUsed(characterId: string, level: number, used: boolean): ActionResult;
  /** Spends (delta > 0) or gives back (delta < 0) sorcery points, e.g. for Metamagic. */
  spendSorceryPoints(characterId: string, delta: number): ActionResult;
  /** Casts (table.cast) and, for a spell with a duration, records its effect on `target`. */
  castWithEffect(characterId: string, request: CastRequest, target: string): CastWithEffectResult;
}

/** A successful cast of a spell with a duration records its effect on `target` (a failed scroll
 *  check has no effect). */
export function withEffect(get: () => AppState, id: string, request: CastRequest, r: rules.CastSuccess, target: string): CastWithEffectResult {
  if (r.scrollFailed) return r;
  // Extended Spell doubles the duration the effect lasts
  const duration = request.metamagic?.includes('extended') ? rules.extendedDuration(request.spell.duration) : request.spell.duration;
  const rounds = rules.durationInRounds(duration);
  if (rounds === 0 || duration === undefined) return r;
  const endsAtRound = request.spell.concentration
    ? (r.next.concentration?.endsAtRound ?? null)
    : rounds === null
      ? null
      : r.next.turn.round + rounds;
  const effect: ActiveEffect = { spellId: request.spell.id, target, endsAtRound, strength: r.castLevel };
  const added = get().addEffect(id, effect);
  return added.ok ? { ...r, stacked: added.stacked } : r;
}

export const sessionSlice: StateCreator<AppState, [], [], SessionActions> = (_set, get) => {
  const apply = (id: string, op: CasterOp) => get().updateCharacter(id, casterEdit(op));
  return {
    advanceTime(id, rounds) {
      if (!Number.isInteger(rounds) || rounds < 1) return fail('invalidInput');
      return apply(id, (s) => ({ ok: true, next: rules.advanceRounds(s, rounds) }));
    },
    setArcanumUsed: (id, level, used) =>
      apply(id, (s) => {
        if (!(rules.arcanumLevelsOf(s.classes) as number[]).includes(level)) return fail('notArcanum');
        const has = s.arcanumUsed.includes(level);
        if (used === has) return fail(used ? 'arcanumUsed' : 'nothingToRestore');
        const arcanumUsed = used ? [...s.arcanumUsed, level] : s.arcanumUsed.filter((l) => l !== level);
        return { ok: true, next: rules.clampState({ ...s, arcanumUsed }) };
      }),
    spendSorceryPoints(id, delta) {
      if (!Number.isInteger(delta) || delta === 0) return fail('invalidInput');
      return apply(id, (before) => {
        const s = rules.clampState(before);
        const spent = s.sorceryPointsSpent + delta;
        if (spent > rules.sorceryPointsMax(s.classes)) return fail('notEnoughPoints');
        if (spent < 0) return fail('sorceryPointsFull');
        return { ok: true, next: { ...s, sorceryPointsSpent: spent } };
      });
    },
    castWithEffect(id, request, target) {
      const r = get().cast(id, request);
      return r.ok ? withEffect(get, id, request, r, target) : r;
    },
  };
};

// ---- queries -------------------------------------------------------------------------------------

/** Classes of the character that can cast now: Spellcasting or Pact Magic at their level
 *  (rules.spellcastingClasses leaves the warlock out: it is about the multiclass slot table). */
export function castingClasses(c: Character): ClassLevel[] {
  return c.classes.filter((x) => rules.hasSpellcasting(x) && rules.casterKind(x) !== 'none');
}

/** Ways to cast the spell now as far as resources go (slot levels >= the spell's, pact, arcanum, ritual). */
export function castOptions(c: Character, spell: SpellMechanics, classId: rules.ClassId): CastOption[] {
  return rules.availableCastOptions(toCaster(c), c.spells, spell, classId, c.conditions, (c.scrolls ?? []).map((s) => s.spellId));
}

/** What castSpell would answer now, without changing anything (explains a refusal before the tap). */
export function previewCast(c: Character, request: CastRequest): CastResult {
  return rules.castSpell(toCaster(c), c.spells, c.conditions, withCharacterFacts(c, request));
}

/** Free slots per level (table maximum - spent + slots created by Font of Magic). */
export function freeSlotsOf(c: Character): number[] {
  return rules.freeSlots(toCaster(c));
}

/** Constitution saves for damage while concentrating; damages that are not whole numbers >= 0 are skipped. */
export function concentrationSaves(c: Character, damages: readonly number[]): TakeDamageResult {
  return rules.takeDamage(toCaster(c), damages.filter((d) => Number.isInteger(d) && d >= 0));
}

/** Constitution saving throw bonus: CON modifier, plus the proficiency bonus when proficient. */
export function constitutionSaveBonus(c: Character, proficient: boolean): number {
  const mod = rules.abilityModifier(c.abilities.con);
  return proficient ? mod + rules.proficiencyBonus(rules.characterLevel(c.classes)) : mod;
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

export interface ArcaneRecoveryOffer {
  budget: number;
  /** highest slot level it may restore */
  maxLevel: number;
  /** spent slots per level 1..maxLevel (index 0 = 1st) */
  spent: number[];
}

/** Arcane Recovery the wizard may still use today, or null (no wizard, used, nothing spent). */
export function arcaneRecoveryOffer(c: Character): ArcaneRecoveryOffer | null {
  const wizard = c.classes.find((x) => x.classId === 'wizard');
  if (!wizard || c.caster.arcaneRecoveryUsed) return null;
  const s = rules.clampState(toCaster(c));
  const maxLevel = 5;
  const spent = s.spentSlots.slice(0, maxLevel);
  if (spent.every((n) => n === 0)) return null;
  return { budget: rules.arcaneRecoveryBudget(wizard.level), maxLevel, spent };
}

export interface FontOfMagicView {
  max: number;
  available: number;
  /** cost in sorcery points of a created slot, by level 1..5 */
  costs: { level: number; cost: number }[];
}

/** Sorcery points and Font of Magic costs, or null without Font of Magic (sorcerer level 2+). */
export function fontOfMagicView(c: Character): FontOfMagicView | null {
  const s = toCaster(c);
  const max = rules.sorceryPointsMax(s.classes);
  if (max <= 0) return null;
  const costs = Object.entries(rules.FONT_OF_MAGIC_COST).map(([level, cost]) => ({ level: Number(level), cost }));
  return { max, available: rules.sorceryPointsAvailable(s), costs };
}

/** Sorcery points left (0 without Font of Magic): a number, so a store selector may return it. */
export function sorceryPointsLeft(c: Character): number {
  return rules.sorceryPointsAvailable(toCaster(c));
}

/** Whether the bonus-action rule forbids casting the spell now, on the character's own turn (the
 *  picker marks such spells before the tap). */
export function bonusActionRuleForbids(c: Character, spell: SpellMechanics): boolean {
  return rules.breaksBonusActionRule(c.caster.turn, spell);
}
