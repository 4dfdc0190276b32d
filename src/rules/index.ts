// Public face of the rules module: pure spellcasting rules of D&D 5e (PHB ch.10 / SRD 5.1).
// No UI, storage or framework code; errors and warnings are codes for the UI to translate.
export type {
  Ability,
  ActiveEffect,
  CastSlotChoice,
  CasterState,
  CastingConditions,
  CastingTimeUnit,
  ClassId,
  ClassLevel,
  CastingInProgress,
  ConcentrationState,
  DurationUnit,
  OwnedSpell,
  SlotArray,
  SpellMechanics,
  SpellStatus,
  StateResult,
  TurnState,
} from './types';
export type { CastError, CastFailure, CastOption, CastRequest, CastResult, CastSuccess, CastWarning, SpentResource } from './cast-types';
export { CLASS_IDS } from './types';
export { anySchoolMax, offSchoolKnown, requiredCantrip, restrictedSchools } from './schools';

export { abilityModifier, proficiencyBonus, spellAttackBonus, spellSaveDC } from './abilities';
export type { ArmourCategory } from './armour';
export { armourProficientByDefault, armourTraining } from './armour';
export type { CasterKind } from './classes';
export {
  ARCANE_TRICKSTER,
  ELDRITCH_KNIGHT,
  casterKind,
  classSpellListId,
  conSaveFromClasses,
  hasRitualCasting,
  mayHaveBookOfAncientSecrets,
  hasSpellcasting,
  isPreparedCaster,
  isThirdCaster,
  savingThrowProficiencies,
  spellcastingAbility,
  spellcastingStartLevel,
} from './classes';
export { casterLevel, characterLevel, spellcastingClasses, usesMulticlassTable } from './multiclass';
export { MULTICLASS_MINIMUM, unmetMulticlassPrerequisites, type UnmetPrerequisite } from './multiclass-prerequisites';
export type { SpellSlotsResult } from './slots';
export { emptySlots, maxSlots, spellSlots } from './slots';
export type { ArcanumLevel } from './pact-magic';
export { ARCANUM_SPELLS_PER_LEVEL, arcanumLevelsOf, arcanumSpellsKnown, mysticArcanumLevels, pactMagic, warlockLevelOf } from './pact-magic';
export { freeSlots, hasSlotFrom, restorePact, restoreSlot, spendPact, spendSlot } from './pips';
export type { CountWithMax, KnownAndPreparedCounts, OwnedLevelFlag } from './preparation';
export { cantripsKnown, maxSpellLevelForClass, ownedLevelFlag, preparedSpellsMax, spellsKnown, spellsKnownAndPreparedCounts } from './preparation';
export { findOwned, isPreparedStatus } from './spell-access';
export { changeClasses, clampState, createCasterState } from './state';
export type { WizardChoiceError, WizardSpellChoice } from './spell-mastery';
export {
  MASTERY_SPELL_LEVELS,
  SIGNATURE_SPELL_LEVEL,
  SIGNATURE_SPELLS_COUNT,
  SIGNATURE_SPELLS_FROM_LEVEL,
  SPELL_MASTERY_FROM_LEVEL,
  activeSignatureSpells,
  checkWizardChoice,
  hasSignatureSpells,
  hasSpellMastery,
  withSignaturePrepared,
} from './spell-mastery';
export { castSpell, isOverridable } from './casting';
export { availableCastOptions } from './cast-options';
export { RITUAL_EXTRA_MINUTES, castWithAction, isLongCasting } from './casting-time';
export { checkArmour, checkComponents } from './components';
export type { StartCastingResult } from './long-casting';
export { cancelCasting, castingRemaining, castingRequest, castOverTime, completeCasting, needsCastingTime, startCasting } from './long-casting';
export type { WallForm, WallSquares } from './walls';
export { wallForms, wallSquares } from './walls';
export { bonusActionGone, bonusActionTaken, breaksBonusActionRule, setBonusActionUsed, isActionCantrip, isBonusActionSpell, isReactionSpell, reactionGone, startTurn, passTime, restartRoundCount } from './turn';
export type { ConcentrationSave, TakeDamageResult } from './concentration';
export { castingEndedBy, concentrationEndedBy, concentrationSaveDC, endConcentration, setIncapacitated, takeDamage } from './concentration';
export type { ApplyEffectResult, PartyCaster } from './effects';
export {
  ROUNDS_PER_DAY,
  ROUNDS_PER_HOUR,
  ROUNDS_PER_MINUTE,
  applyEffect,
  durationInRounds,
  effectiveEffects,
  partyOverlaps,
  removeEffectsOf,
  tickEffects,
} from './effects';
export type { ArcaneRecoveryError, SlotRecovery } from './rest';
export { ARCANE_RECOVERY_MAX_SLOT_LEVEL, LONG_REST_ROUNDS, SHORT_REST_ROUNDS, arcaneRecovery, arcaneRecoveryBudget, finishShortRest, longRest, recoveryClassLevel, runningOutInShortRest, shortRest, slotRecovery, sorcerousRestoration } from './rest';
export type { PointsToSlotError, SlotToPointsError } from './sorcery';
export { FONT_OF_MAGIC_COST, convertPointsToSlot, convertSlotToPoints, sorceryPointsAvailable } from './sorcery';
export { sorceryPointsMax } from './sorcery-points';
export type { OtherDice, ScaledDice } from './scaling';
export { cantripDice, cantripDiceCount, otherDice, scaledDice } from './scaling';
export { concentrationOfCast } from './upcast-duration';
export { assertClasses, assertLevel } from './validation';
export type { AddFacts, AddSpellCheck, AddSpellError, FreeWizardSpells } from './spellbook';
export type { Allowance, AllowanceItem, FewerSlots, LevelChange, LevelChangeContext, LevelChangeItem } from './level-change';
export { isLevelChangeEmpty, levelChange } from './level-change';
export { COPY_GP_PER_LEVEL, COPY_HOURS_PER_LEVEL, allowedStatuses, checkAddSpell, freeWizardSpells, learnsOffList } from './spellbook';
export { ADDITIONAL_SECRETS, ADDITIONAL_SECRETS_LEVEL, LORE_COLLEGE, MAGICAL_SECRETS_LEVELS, SPELLS_PER_MAGICAL_SECRETS, additionalMagicalSecrets, isMagicalSecret, magicalSecretsKnown, magicalSecretsMax, offListAllowance } from './magical-secrets';
export type { AlwaysPreparedSource } from './subclass-spells';
export { alwaysPreparedAt, alwaysPreparedSource, expectsAlwaysPrepared, grantsAlwaysPrepared, isSubclassSpell, subclassSpells, subclassTableSpells } from './subclass-spells';
export { DEVOTION_OATH, EVOCATION_SCHOOL, FIEND_PATRON, KNOWN_SUBCLASS, LIFE_DOMAIN, SUBCLASS_LEVEL } from './subclasses';
export type { EvocationCast } from './evocation';
export { evocationCast, halfCopyCost } from './evocation';
export type { DragonAncestry } from './draconic';
export type { SubclassFeature } from './subclass-features';
export type { ClassFeature, ClassFeaturesOfClass } from './class-features';
export { classFeatures, classFeaturesChange } from './class-features';
export type { EldritchMasterError } from './eldritch-master';
export { ELDRITCH_MASTER_LEVEL, entreatPatron, hasEldritchMaster } from './eldritch-master';
export { archdruidLeavesOut, isArchdruidCast } from './archdruid';
export { subclassFeatures } from './subclass-features';
export { AFFINITY_RESISTANCE_COST, DRACONIC_BLOODLINE, affinityResistance, DRAGON_ANCESTRIES, DRAGON_ANCESTRY, elementalAffinity, isDragonAncestry } from './draconic';
export type { SmiteError, SmiteSource } from './divine-smite';
export { DIVINE_SMITE_LEVEL, IMPROVED_DIVINE_SMITE_LEVEL, SMITE_DIE, divineSmite, hasDivineSmite, hasImprovedDivineSmite, smiteDice } from './divine-smite';
export { OVERCHANNEL_LEVEL, nextOverchannelCost, overchannelApplies, overchannelSelfDamage, overchannelUses } from './overchannel';
export { expandedSpells, isOnClassList } from './expanded-spells';
export type { LifeHealing } from './life-domain';
export { lifeHealing } from './life-domain';
export * from './area';
export type { KnownMetamagicError, MetamagicBlock, MetamagicCheck, MetamagicChoice, MetamagicError, MetamagicId } from './metamagic';
export {
  DISTANT_TOUCH_FEET,
  METAMAGIC_LEVEL,
  METAMAGIC_OPTIONS,
  checkKnownMetamagic,
  checkMetamagic,
  extendedDuration,
  isMetamagicId,
  metamagicApplies,
  metamagicChoices,
  metamagicCost,
  metamagicKept,
  metamagicKnownMax,
  metamagicShortfall,
  withMetamagic,
} from './metamagic';
export type { SpellScroll } from './scrolls';
export { fromScroll, highestCastableLevel, scrollCheckDC, scrollNeedsCheck, scrollReadError, scrollStats } from './scrolls';
export type { LandTerrain } from './circle-spells';
export { CIRCLE_SPELLS, LAND_CIRCLE, LAND_TERRAINS, LORE_COLLEGE_ID, circleSpells, isCircleSpellOfLand, isLandTerrain, landBonusCantrip } from './circle-spells';
export { BOOK_OF_SECRETS, INVOCATIONS, INVOCATIONS_LEVEL, PACT_BOONS, PACT_BOON_LEVEL, blastInvocations, checkBookOfSecrets, checkInvocations, invocationFacts, invocationGrants, invocationMissing, invocationsKnownMax, isInvocationId, isPactBoon, knowsEldritchBlast, learnedFromPact, pactSpell, withPactSpells } from './invocations';
export type { Invocation, InvocationFacts, InvocationGrant, InvocationMissing, PactBoon } from './invocations';
export { AURA_OF_PROTECTION_LEVEL, auraOfProtection, constitutionSave, type SaveBonus } from './saving-throws';
