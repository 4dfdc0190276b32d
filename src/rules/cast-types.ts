// What a cast asks and what it returns (casting.ts, long-casting.ts): the request, the slot it
// spends, the refusal and warning codes the UI translates, and what a cast spent.
import type { MetamagicId } from './metamagic';
import type { WizardSpellChoice } from './spell-mastery';
import type { InvocationGrant } from './invocations';
import type { CasterState, CastSlotChoice, ClassId, SpellMechanics } from './types';

export interface CastRequest {
  spell: SpellMechanics;
  classId: ClassId;
  slot: CastSlotChoice;
  /** the GM allowed it: known/prepared, components, armour and bonus-action checks become warnings */
  override?: boolean;
  /** a reaction spell cast on another creature's turn: the bonus-action rule does not apply */
  offTurn?: boolean;
  /** Metamagic options used on this casting (sorcerer), and the options the character knows */
  metamagic?: readonly MetamagicId[];
  knownMetamagic?: readonly MetamagicId[];
  /** a scroll spell above the level the character can cast: the ability check's outcome */
  scrollCheck?: 'passed' | 'failed';
  /** spell ids of the scrolls the character carries (a scroll cast needs one of the spell) */
  scrollsCarried?: readonly string[];
  /** Elemental Affinity (Draconic Bloodline): 1 sorcery point for resistance to the ancestor's
   *  damage type for 1 hour */
  affinityResistance?: boolean;
  /** Overchannel (Evocation wizard 14): the spell deals its maximum damage (overchannel.ts) */
  overchannel?: boolean;
  /** a wizard's Spell Mastery and signature spells (the character's choice) */
  wizardSpells?: WizardSpellChoice;
  /** spells the warlock's Eldritch Invocations cast (invocations.ts) */
  invocations?: readonly InvocationGrant[];
}

export type CastError =
  | 'noSlot'
  | 'slotLevelTooHigh'
  | 'slotTooLow'
  | 'notPrepared'
  | 'notKnown'
  /** a warlock's Book of Shadows ritual asked with a slot: the book's spells are cast as rituals only */
  | 'ritualOnly'
  | 'notRitual'
  | 'noRitualFeature'
  | 'ritualNoUpcast'
  | 'ritualLevelTooHigh'
  | 'bonusActionRule'
  | 'bonusActionUsed'
  | 'reactionUsed'
  | 'silenced'
  | 'noFreeHand'
  | 'noFocus'
  | 'missingMaterial'
  | 'armourNotProficient'
  | 'incapacitated'
  | 'noPactSlot'
  | 'arcanumUsed'
  | 'notArcanum'
  | 'notMastery'
  /** Spell Mastery on a spell that is not prepared (the GM's override does not lift it) */
  | 'masteryNotPrepared'
  | 'notSignature'
  | 'signatureUsed'
  /** an invocation's spell: none lets this character cast it, or its once-per-long-rest use is gone */
  | 'notInvocation'
  | 'invocationUsed'
  | 'cantripNoSlot'
  | 'invalidSlotLevel'
  | 'noSpellcasting'
  | 'noMetamagic'
  | 'metamagicNotKnown'
  | 'metamagicNotApplicable'
  | 'metamagicOnePerSpell'
  | 'notEnoughSorceryPoints'
  | 'scrollNotOnList'
  | 'scrollCheckNeeded'
  | 'noScroll'
  | 'affinityNotApplicable'
  | 'overchannelNotApplicable';

export type CastWarning =
  | 'longCastingNeedsConcentration'
  | 'endsConcentration'
  /** a spell being cast over time fails: its concentration is taken by this cast */
  | 'endsCasting'
  | 'materialConsumed'
  | 'overridden'
  | 'ritualAddsTenMinutes';

export type SpentResource =
  | { kind: 'slot'; level: number; created: boolean }
  | { kind: 'pact'; level: number }
  | { kind: 'arcanum'; level: number }
  /** no slot: Spell Mastery, or a signature spell (used until a short or long rest) */
  | { kind: 'mastery'; level: number }
  | { kind: 'signature'; level: number; spellId: string }
  /** an Eldritch Invocation's spell: at will, or once with a pact slot (`pact`) per long rest */
  | { kind: 'invocation'; level: number; invocation: string; pact: boolean }
  /** the scroll is used up (also when the ability check failed) */
  | { kind: 'scroll'; level: number }
  | { kind: 'none' };

export interface CastSuccess {
  ok: true;
  next: CasterState;
  /** level at which the spell takes effect (0 for cantrips) */
  castLevel: number;
  warnings: CastWarning[];
  spent: SpentResource;
  /** how long the spell lasts as cast: at its slot level (upcast-duration.ts), with Extended Spell */
  lasting: Pick<SpellMechanics, 'duration' | 'concentration'>;
  /** id of the concentration spell that the new cast ended */
  endedConcentration?: string;
  /** id of the spell whose casting over time the new cast ended (it failed; nothing was spent for it) */
  endedCasting?: string;
  /** id of the spell whose costly material was used up: remove it from materialsOwned */
  consumedMaterial?: string;
  /** blocking checks the GM overrode (present only with override) */
  overriddenErrors?: CastError[];
  /** sorcery points spent on Metamagic (present only when options were used) */
  metamagicPoints?: number;
  /** the damage type Elemental Affinity's resistance (1 sorcery point, 1 hour) was taken against */
  affinityResistance?: string;
  /** the scroll's ability check failed: the spell vanished from the scroll with no other effect */
  scrollFailed?: boolean;
  /** Overchannel was used: the use since the last long rest (1 = the first) and the necrotic damage
   *  the caster takes right after the cast (dice, null for the first use) */
  overchannel?: { use: number; selfDamage: string | null };
}

export interface CastFailure {
  ok: false;
  /** the most important reason: errors that override cannot lift come first */
  error: CastError;
  errors: CastError[];
  /** true when `override: true` would let the cast through */
  overridable: boolean;
}

export type CastResult = CastSuccess | CastFailure;

export interface CastOption {
  kind: 'slot' | 'pact' | 'arcanum' | 'mastery' | 'signature' | 'invocation' | 'ritual' | 'cantrip' | 'scroll';
  /** the level the spell would be cast at */
  level: number;
  /** kind 'invocation': which one, and whether it takes a pact slot once per long rest */
  invocation?: string;
  once?: boolean;
}
