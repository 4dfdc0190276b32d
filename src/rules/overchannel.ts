// Overchannel (SRD 5.1 School of Evocation, wizard 14th level): a wizard spell of 1st through 5th
// level that deals damage may deal its maximum damage. The first use since the last long rest costs
// nothing; each later use before a long rest deals the caster necrotic damage right after the cast:
// 2d12 per level of the spell on the 2nd use, 3d12 per level on the 3rd, and so on (the n-th use:
// n d12 per level). It ignores resistance and immunity.
// - "Level of the spell" is the level it is cast at (Fireball from a 4th-level slot: 4).
// - "Wizard spell": cast as a wizard (castAs === 'wizard'), as for Empowered Evocation.
// - Cantrips are not 1st–5th level; dice that count something else (Sleep's hit points) are no damage.
// - The uses are counted on the caster (CasterState.overchannelUses, absent = 0); a long rest clears
//   the count, a short rest does not.
import { otherDice } from './scaling';
import { EVOCATION_SCHOOL } from './subclasses';
import type { CastError, CastRequest } from './cast-types';
import type { CasterState, ClassId, ClassLevel, SpellMechanics } from './types';

/** The evocation wizard level at which Overchannel comes. */
export const OVERCHANNEL_LEVEL = 14;
/** Overchannel is for spells cast at these levels. */
export const OVERCHANNEL_MAX_SPELL_LEVEL = 5;

type DamageFacts = Pick<SpellMechanics, 'id' | 'damage' | 'damageAtSlotLevel' | 'damageAtCharacterLevel'>;

function dealsDamage(spell: DamageFacts): boolean {
  if (otherDice(spell.id)) return false;
  return spell.damage === true || spell.damageAtSlotLevel !== undefined || spell.damageAtCharacterLevel !== undefined;
}

/** Whether Overchannel may be used on this cast (the level it is cast at, the class it is cast as). */
export function overchannelApplies(classes: readonly ClassLevel[], spell: DamageFacts, castLevel: number, castAs: ClassId | null): boolean {
  const evoker = classes.find((c) => c.classId === 'wizard' && c.subclassId === EVOCATION_SCHOOL)?.level ?? 0;
  return evoker >= OVERCHANNEL_LEVEL && castAs === 'wizard' && castLevel >= 1 && castLevel <= OVERCHANNEL_MAX_SPELL_LEVEL && dealsDamage(spell);
}

/** Uses since the last long rest (absent or invalid = 0). */
export function overchannelUses(state: Pick<CasterState, 'overchannelUses'>): number {
  const n = state.overchannelUses;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * The necrotic damage the caster takes for the n-th use (1-based) since the last long rest of a spell
 * cast at castLevel, as dice ("6d12"); null for the first use, which costs nothing.
 */
export function overchannelSelfDamage(use: number, castLevel: number): string | null {
  if (!Number.isInteger(use) || use < 1) throw new RangeError(`Overchannel use must be an integer >= 1, got ${use}`);
  if (!Number.isInteger(castLevel) || castLevel < 1 || castLevel > OVERCHANNEL_MAX_SPELL_LEVEL) throw new RangeError(`Overchannel spell level must be 1..5, got ${castLevel}`);
  return use === 1 ? null : `${use * castLevel}d12`;
}

/** What the next use would cost now: the necrotic dice, or null when it is the first since the long rest. */
export function nextOverchannelCost(state: Pick<CasterState, 'overchannelUses'>, castLevel: number): string | null {
  return overchannelSelfDamage(overchannelUses(state) + 1, castLevel);
}

export interface OverchannelCheck {
  errors: CastError[];
  /** the use this cast is since the last long rest (1 = the first); 0 when not asked for */
  use: number;
}

/** The cast asks for Overchannel: refused when it does not apply, else which use it is. */
export function checkOverchannel(state: CasterState, request: Pick<CastRequest, 'overchannel' | 'classId'>, spell: DamageFacts, castLevel: number): OverchannelCheck {
  if (request.overchannel !== true) return { errors: [], use: 0 };
  if (!overchannelApplies(state.classes, spell, castLevel, request.classId)) return { errors: ['overchannelNotApplicable'], use: 0 };
  return { errors: [], use: overchannelUses(state) + 1 };
}
