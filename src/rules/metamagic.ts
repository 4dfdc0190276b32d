// Metamagic (SRD 5.1 sorcerer, 3rd level): the sorcerer knows two options at 3rd level and one more
// at 10th and 17th; each casting may use one option, except Empowered Spell, which may be added to
// another. Costs in sorcery points and what each option changes:
// - Careful (1): a spell with a saving throw; chosen creatures succeed on it.
// - Distant (1): range of 5 ft or more doubles; a range of touch becomes 30 ft.
// - Empowered (1): a damage roll; reroll up to the Charisma modifier of damage dice (min. 1).
// - Extended (1): a duration of 1 minute or longer doubles, to at most 24 hours.
// - Heightened (3): a spell with a saving throw; one target has disadvantage on its first save.
// - Quickened (2): a casting time of 1 action becomes 1 bonus action (the bonus-action rule follows).
// - Subtle (1): no verbal or somatic components.
// - Twinned (the spell's level, 1 for a cantrip): a spell that targets only one creature and is
//   not "self" targets a second creature; it must be unable to target more than one creature at the
//   level it is cast at. The level of an upcast spell is the slot's (the seed chapter: the spell "is
//   treated as a spell of the higher level for that casting").
import { ROUNDS_PER_DAY, ROUNDS_PER_MINUTE, durationInRounds } from './effects';
import { otherDice } from './scaling';
import { sorcererLevelOf } from './sorcery-points';
import type { ClassLevel, SpellMechanics } from './types';
import { assertLevel, assertSpellLevel } from './validation';

export const METAMAGIC_OPTIONS = ['careful', 'distant', 'empowered', 'extended', 'heightened', 'quickened', 'subtle', 'twinned'] as const;
export type MetamagicId = (typeof METAMAGIC_OPTIONS)[number];

/** Sorcerer level at which Metamagic starts. */
export const METAMAGIC_LEVEL = 3;
/** Touch becomes this range with Distant Spell (30 ft = 6 sáhů). */
export const DISTANT_TOUCH_FEET = 30;

export function isMetamagicId(v: unknown): v is MetamagicId {
  return typeof v === 'string' && (METAMAGIC_OPTIONS as readonly string[]).includes(v);
}

/** How many Metamagic options a sorcerer of this level knows: 0, 2 at 3rd, 3 at 10th, 4 at 17th. */
export function metamagicKnownMax(sorcererLevel: number): number {
  assertLevel(sorcererLevel, 'sorcerer level');
  if (sorcererLevel >= 17) return 4;
  if (sorcererLevel >= 10) return 3;
  return sorcererLevel >= METAMAGIC_LEVEL ? 2 : 0;
}

/** Sorcery points one option costs for a spell cast at `castLevel` (0 = cantrip). */
export function metamagicCost(id: MetamagicId, castLevel: number): number {
  assertSpellLevel(castLevel, 'cast level');
  switch (id) {
    case 'heightened':
      return 3;
    case 'quickened':
      return 2;
    case 'twinned':
      return Math.max(1, castLevel);
    default:
      return 1;
  }
}

/** Empowered Spell rerolls damage dice: dice that count something else (Sleep's hit points) are none. */
function dealsDamage(spell: SpellMechanics): boolean {
  if (otherDice(spell.id)) return false;
  return spell.damage === true || spell.damageAtSlotLevel !== undefined || spell.damageAtCharacterLevel !== undefined;
}

/** Whether the option does anything for this spell at this level (false = refuse it). */
export function metamagicApplies(id: MetamagicId, spell: SpellMechanics, castLevel: number, asRitual = false): boolean {
  const range = spell.range;
  switch (id) {
    case 'careful':
    case 'heightened':
      return spell.save === true;
    case 'distant':
      return range !== undefined && (range.kind === 'touch' || (range.kind === 'distance' && (range.feet ?? 0) >= 5));
    case 'empowered':
      return dealsDamage(spell);
    case 'extended': {
      // 1 minute or longer; the doubled duration stops at 24 hours, so a spell that already lasts a
      // day or more gains nothing
      const rounds = durationInRounds(spell.duration);
      return rounds !== null && rounds >= ROUNDS_PER_MINUTE && rounds < ROUNDS_PER_DAY;
    }
    case 'quickened':
      return !asRitual && spell.castingTime.unit === 'action' && spell.castingTime.amount === 1;
    case 'subtle':
      return spell.components.v || spell.components.s;
    case 'twinned':
      if (range === undefined || range.kind === 'self') return false;
      return spell.targets === 'one' || (spell.targets === 'oneAtBaseLevel' && castLevel === spell.level);
  }
}

/** The spell as cast with these options: Quickened → 1 bonus action, Subtle → no V or S, Distant →
 *  doubled range (touch → 30 ft), Extended → doubled duration up to 24 hours. */
export function withMetamagic(spell: SpellMechanics, chosen: readonly MetamagicId[]): SpellMechanics {
  let out = spell;
  if (chosen.includes('quickened')) out = { ...out, castingTime: { amount: 1, unit: 'bonus' } };
  if (chosen.includes('subtle')) out = { ...out, components: { ...out.components, v: false, s: false } };
  if (chosen.includes('distant') && out.range) {
    const r = out.range;
    if (r.kind === 'touch') out = { ...out, range: { kind: 'distance', feet: DISTANT_TOUCH_FEET } };
    else if (r.kind === 'distance') out = { ...out, range: { kind: 'distance', feet: (r.feet ?? 0) * 2 } };
  }
  if (chosen.includes('extended')) out = { ...out, duration: extendedDuration(out.duration) };
  return out;
}

/** A duration doubled by Extended Spell, in its own unit, at most 24 hours (never shortened). */
export function extendedDuration(d: SpellMechanics['duration']): SpellMechanics['duration'] {
  const rounds = durationInRounds(d);
  if (!d || rounds === null || rounds < ROUNDS_PER_MINUTE || rounds >= ROUNDS_PER_DAY) return d;
  if (rounds * 2 >= ROUNDS_PER_DAY) return { ...d, unit: 'hour', amount: 24 };
  return { ...d, amount: (d.amount ?? 1) * 2 };
}

export type MetamagicError = 'noMetamagic' | 'metamagicNotKnown' | 'metamagicNotApplicable' | 'metamagicOnePerSpell' | 'notEnoughSorceryPoints';

export interface MetamagicCheck {
  errors: MetamagicError[];
  /** total sorcery points the options cost */
  cost: number;
}

/**
 * Checks the options chosen for one casting: the character has Metamagic and knows them, each one
 * applies to the spell, at most one besides Empowered, and enough sorcery points are left.
 */
export function checkMetamagic(
  classes: readonly ClassLevel[],
  known: readonly MetamagicId[],
  pointsLeft: number,
  spell: SpellMechanics,
  castLevel: number,
  chosen: readonly MetamagicId[],
  asRitual = false,
): MetamagicCheck {
  if (chosen.length === 0) return { errors: [], cost: 0 };
  const unique = [...new Set(chosen)];
  const errors: MetamagicError[] = [];
  const level = sorcererLevelOf(classes);
  if (level < METAMAGIC_LEVEL) errors.push('noMetamagic');
  else if (unique.some((id) => !known.includes(id))) errors.push('metamagicNotKnown');
  if (unique.some((id) => !metamagicApplies(id, spell, castLevel, asRitual))) errors.push('metamagicNotApplicable');
  if (unique.filter((id) => id !== 'empowered').length > 1) errors.push('metamagicOnePerSpell');
  const cost = totalCost(unique, castLevel);
  if (errors.length === 0 && cost > pointsLeft) errors.push('notEnoughSorceryPoints');
  return { errors, cost };
}

/** Why an option cannot be ticked now: it does nothing for this spell at this level; another option
 *  besides Empowered is ticked (one per spell); or the points left do not cover it together with
 *  the options ticked (`missing` = how many more points it needs). */
export type MetamagicBlock = { reason: 'metamagicNotApplicable' } | { reason: 'metamagicOnePerSpell' } | { reason: 'notEnoughSorceryPoints'; missing: number };

export interface MetamagicChoice {
  id: MetamagicId;
  /** sorcery points this option costs at this cast level (Twinned: the slot's level, 1 for a cantrip) */
  cost: number;
  checked: boolean;
  /** null = may be ticked (or stays ticked); a ticked option that no longer fits keeps its reason
   *  but stays enabled so that it can be unticked */
  block: MetamagicBlock | null;
}

/** How many sorcery points the chosen options cost beyond the points left (0 = affordable). */
export function metamagicShortfall(pointsLeft: number, castLevel: number, chosen: readonly MetamagicId[]): number {
  return Math.max(0, totalCost(chosen, castLevel) - Math.max(0, pointsLeft));
}

/** Sorcery points the options cost together, each counted once. */
function totalCost(chosen: readonly MetamagicId[], castLevel: number): number {
  return [...new Set(chosen)].reduce((sum, id) => sum + metamagicCost(id, castLevel), 0);
}

/**
 * Each known option as the cast dialog offers it, before the tap: the same rules as checkMetamagic,
 * asked for "this option together with what is already ticked". Reasons in order: does not fit the
 * spell, a second option besides Empowered, not enough points.
 */
export function metamagicChoices(
  known: readonly MetamagicId[],
  pointsLeft: number,
  spell: SpellMechanics,
  castLevel: number,
  chosen: readonly MetamagicId[],
  asRitual = false,
): MetamagicChoice[] {
  const others = (id: MetamagicId) => chosen.filter((x) => x !== id && x !== 'empowered');
  return known.map((id) => {
    const checked = chosen.includes(id);
    const cost = metamagicCost(id, castLevel);
    const missing = metamagicShortfall(pointsLeft, castLevel, checked ? chosen : [...chosen, id]);
    const block: MetamagicBlock | null = !metamagicApplies(id, spell, castLevel, asRitual)
      ? { reason: 'metamagicNotApplicable' }
      : id !== 'empowered' && others(id).length > 0
        ? { reason: 'metamagicOnePerSpell' }
        : missing > 0
          ? { reason: 'notEnoughSorceryPoints', missing }
          : null;
    return { id, cost, checked, block };
  });
}

export type KnownMetamagicError = 'noMetamagic' | 'tooManyMetamagic' | 'invalidInput';

/** A new list of known options for the character: known ids only, no duplicates, at most the number
 *  the sorcerer level allows. */
export function checkKnownMetamagic(classes: readonly ClassLevel[], list: readonly unknown[]): KnownMetamagicError | null {
  if (!list.every(isMetamagicId) || new Set(list).size !== list.length) return 'invalidInput';
  const level = sorcererLevelOf(classes);
  if (level < METAMAGIC_LEVEL) return list.length === 0 ? null : 'noMetamagic';
  return list.length > metamagicKnownMax(level) ? 'tooManyMetamagic' : null;
}

/** The Metamagic options a character keeps with these classes: the first ones chosen, as many as
 *  the sorcerer level allows (PHB sorcerer: 2 at 3rd, 3 at 10th, 4 at 17th); the ones chosen last
 *  go when a level down (or a removed sorcerer class) lowers the allowance. */
export function metamagicKept(classes: readonly ClassLevel[], chosen: readonly MetamagicId[]): { keep: MetamagicId[]; dropped: MetamagicId[] } {
  const level = sorcererLevelOf(classes);
  const max = level >= METAMAGIC_LEVEL ? metamagicKnownMax(level) : 0;
  return { keep: chosen.slice(0, max), dropped: chosen.slice(max) };
}
