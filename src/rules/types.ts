// Shared data shapes of the rules module (PHB ch.10 "Spellcasting" / SRD 5.1).
// Other parts of the project (store, UI) build against these names; keep them stable.
import type { MetamagicId } from './metamagic';

/** Every class of the PHB / SRD 5.1. Barbarian and monk have no spellcasting. */
export const CLASS_IDS = [
  'bard',
  'cleric',
  'druid',
  'paladin',
  'ranger',
  'sorcerer',
  'warlock',
  'wizard',
  'fighter',
  'rogue',
  'barbarian',
  'monk',
] as const;

export type ClassId = (typeof CLASS_IDS)[number];

/**
 * One class of a (possibly multiclassed) character. `level` is the level in that class (1..20).
 * `subclassId` matters for spellcasting as 'eldritch-knight' (fighter), 'arcane-trickster'
 * (rogue), 'lore' (bard: College of Lore), 'land' (druid: Circle of the Land, with its
 * `terrain`), 'draconic' (sorcerer, with its `ancestry`) and the others of subclasses.ts; absent =
 * none or not recorded. Book of Ancient Secrets is an invocation, not a subclass
 * (see CastingConditions.hasBookOfAncientSecrets).
 */
export interface ClassLevel {
  classId: ClassId;
  level: number;
  subclassId?: string;
  /** a Circle of the Land druid's land (circle-spells.ts LAND_TERRAINS); absent = not recorded */
  terrain?: string;
  /** a Draconic Bloodline sorcerer's dragon ancestor (draconic.ts DRAGON_ANCESTRY); absent = not recorded */
  ancestry?: string;
}

export type Ability = 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha';

/** Nine counts, index 0 = 1st-level slots ... index 8 = 9th-level slots. */
export type SlotArray = number[];

export type CastingTimeUnit = 'action' | 'bonus' | 'reaction' | 'minute' | 'hour';
export type DurationUnit =
  | 'instantaneous'
  | 'round'
  | 'minute'
  | 'hour'
  | 'day'
  | 'until-dispelled'
  | 'special';

/** What casting needs to know about a spell (the catalog's mechanics map to this). */
export interface SpellMechanics {
  id: string;
  /** 0 = cantrip, 1..9 */
  level: number;
  ritual: boolean;
  concentration: boolean;
  castingTime: { amount: number; unit: CastingTimeUnit };
  components: { v: boolean; s: boolean; m: boolean; costGp?: number; consumed?: boolean };
  classes: ClassId[];
  duration?: { unit: DurationUnit; amount?: number; upTo?: boolean };
  /** slot level -> dice, e.g. { "3": "8d6", "4": "9d6" } */
  damageAtSlotLevel?: Record<string, string>;
  /** character level -> dice, e.g. { "1": "1d10", "5": "2d10" } */
  damageAtCharacterLevel?: Record<string, string>;
  healAtSlotLevel?: Record<string, string>;
  /** Metamagic needs these: the range (Distant, Twinned), whether the spell forces a saving throw
   *  (Careful, Heightened), whether it deals damage (Empowered) and how many creatures it targets
   *  ('one': never more; 'oneAtBaseLevel': more when cast at a higher level; absent: not one). */
  range?: { kind: 'self' | 'touch' | 'sight' | 'unlimited' | 'special' | 'distance'; feet?: number };
  save?: boolean;
  damage?: boolean;
  targets?: 'one' | 'oneAtBaseLevel';
  /** the damage types the spell deals (Elemental Affinity) */
  damageTypes?: readonly string[];
}

/**
 * How a character has a spell, per class.
 * - known: known casters (bard, sorcerer, warlock, ranger, EK, AT) and cantrips of every class;
 * - prepared: prepared casters (cleric, druid, paladin, wizard);
 * - inBook: in the wizard's spellbook but not prepared today (for a warlock with
 *   Book of Ancient Secrets: a ritual written in the Book of Shadows);
 * - alwaysPrepared: domain/oath/circle spells; they do not count against the prepared maximum.
 */
export type SpellStatus = 'known' | 'prepared' | 'inBook' | 'alwaysPrepared';

export interface OwnedSpell {
  spellId: string;
  classId: ClassId;
  status: SpellStatus;
}

export interface ConcentrationState {
  spellId: string;
  /** round (6 s) in which concentration started */
  startedAtRound: number;
  /** first round at which the spell is over; null/absent = no known limit */
  endsAtRound?: number | null;
}

export interface TurnState {
  /** in-game clock in rounds of 6 seconds (PHB ch.9); rests advance it too */
  round: number;
  /** a spell with a casting time of 1 bonus action was cast this turn */
  bonusActionSpellCast: boolean;
  /** a spell other than a cantrip with a casting time of 1 action (and other than the
   *  bonus-action spell itself) was cast this turn */
  nonCantripSpellCast: boolean;
  /** true while the only spell still allowed this turn is a cantrip with a casting time of
   *  1 action (set together with bonusActionSpellCast) */
  actionCantripOnly?: boolean;
  /** the turn's bonus action went to something other than a spell (Font of Magic); set only in
   *  a fight, where turns are counted */
  bonusActionUsed?: boolean;
  /** the reaction is spent on a reaction spell (one reaction per round, back at the start of your
   *  next turn); set only in a fight */
  reactionUsed?: boolean;
}

/** The part of a character that casting and rests change. */
export interface CasterState {
  classes: ClassLevel[];
  /** spent (not remaining) slots per level; each 0..max of spellSlots(classes) */
  spentSlots: SlotArray;
  /** spent warlock pact slots; 0..pact count */
  spentPact: number;
  /** spell levels (6..9) of Mystic Arcanum used since the last long rest */
  arcanumUsed: number[];
  /** 0..sorcery point maximum */
  sorceryPointsSpent: number;
  /** ids of a wizard's signature spells cast without a slot since the last short or long rest
   *  (spell-mastery.ts); absent = none */
  signatureUsed?: string[];
  /** Eldritch Invocations cast once with a pact slot since the last long rest; absent = none */
  invocationUsed?: string[];
  /** Arcane Recovery used since the last long rest */
  arcaneRecoveryUsed: boolean;
  /** Circle of the Land druid's Natural Recovery used since the last long rest; absent = not used */
  naturalRecoveryUsed?: boolean;
  /** a 20th-level warlock's Eldritch Master used since the last long rest; absent = not used */
  eldritchMasterUsed?: boolean;
  /** Evocation wizard's Overchannel uses since the last long rest; absent = 0 */
  overchannelUses?: number;
  concentration: ConcentrationState | null;
  turn: TurnState;
  effects: ActiveEffect[];
  /**
   * Unspent slots created with Font of Magic (PHB sorcerer "Flexible Casting"), index 0 = 1st.
   * They come on top of the table maximum and vanish at a long rest; casting uses them before
   * regular slots. Absent = none.
   */
  extraSlots?: SlotArray;
  /** a spell being cast that takes longer than an action (long-casting.ts); absent = none */
  casting?: CastingInProgress;
  /**
   * Spent resources a level change took away (state.ts changeClasses): spent slots per level
   * (index 0 = 1st), spent pact slots, spent sorcery points above the new maxima. They come back
   * spent, not fresh, when a level change returns the capacity: lowering and raising a level
   * refills nothing. A long rest clears them (a short rest the pact slots). Absent = none.
   */
  heldSlots?: SlotArray;
  heldPact?: number;
  heldSorceryPoints?: number;
}

/** A spell being cast over minutes or hours (or as a ritual): what the casting will spend when it
 *  completes, and when that is. Nothing is spent before. */
export interface CastingInProgress {
  spellId: string;
  classId: ClassId;
  slot: CastSlotChoice;
  metamagic?: MetamagicId[];
  scrollCheck?: 'passed' | 'failed';
  /** the GM allowed what the checks refused (they run again, overridden, at the end) */
  override?: boolean;
  /** Overchannel asked for (overchannel.ts): counted, and its cost said, when the casting completes */
  overchannel?: boolean;
  /** the app's note of whom the spell's effect will land on */
  target?: string;
  /** rounds (6 s) of the in-game clock */
  startedAtRound: number;
  endsAtRound: number;
}

/** An effect of a spell on one target. `strength` compares two casts of the same spell
 *  (e.g. the slot level or a bonus); higher is stronger. endsAtRound null = no fixed end.
 *  With `resistance` it is Elemental Affinity's resistance to that damage type, taken on the cast of
 *  `spellId`: the sorcerer's own, not the spell's effect (its concentration ending keeps it). */
export interface ActiveEffect {
  spellId: string;
  target: string;
  endsAtRound: number | null;
  strength?: number;
  resistance?: string;
}

/** Table-side facts, set by the player. */
export interface CastingConditions {
  silenced: boolean;
  /** at least one hand is empty */
  handsFree: boolean;
  /** a component pouch or spellcasting focus is at hand (worn or held) */
  hasFocusOrPouch: boolean;
  /** a hand holds the focus or pouch (e.g. sword in one hand, wand in the other): that hand handles
   *  materials and, for a spell with M, does the gestures too; absent = no */
  focusInHand?: boolean;
  /** spell ids whose costly material component the caster has */
  materialsOwned: string[];
  armourWorn: boolean;
  armourProficient: boolean;
  incapacitated: boolean;
  /** warlock invocation Book of Ancient Secrets: ritual casting (PHB warlock) */
  hasBookOfAncientSecrets?: boolean;
  /** proficient in Constitution saves (class, Resilient feat…), as the player last ticked it for the
   *  concentration save; absent = not set yet (the damage dialog guesses from the first class) */
  conSaveProficient?: boolean;
}


export type CastSlotChoice =
  | { kind: 'slot'; level: number }
  | { kind: 'pact' }
  | { kind: 'arcanum' }
  /** a wizard's Spell Mastery or signature spell, at its own level without a slot (spell-mastery.ts) */
  | { kind: 'mastery' }
  | { kind: 'signature' }
  /** an Eldritch Invocation's spell (invocations.ts) */
  | { kind: 'invocation' }
  /** `level` may be given only to ask for an upcast, which rituals never allow */
  | { kind: 'ritual'; level?: number }
  | { kind: 'cantrip' }
  /** read from a spell scroll the character carries: no slot, no material components */
  | { kind: 'scroll' };

/** Result of small state operations (manual pips, rests, Font of Magic ...). */
export type StateResult<E extends string> = { ok: true; next: CasterState } | { ok: false; error: E };
