// Anchors of the rules reference (/pravidla#<anchor>) for rule codes (cast errors and warnings,
// spellbook and rest errors): every refusal or warning links to the section behind it ("Proč?").
// Shared by every screen that explains a refusal; every value must be an anchor of the rules
// reference's sections.ts (checked by features/rules-reference/anchors.test.ts).
import type { CastError, CastWarning } from '../rules';

const CAST_ANCHORS: Record<CastError | CastWarning, string> = {
  noSlot: 'pozice-kouzel',
  slotLevelTooHigh: 'pozice-kouzel',
  slotTooLow: 'pozice-kouzel',
  invalidSlotLevel: 'pozice-kouzel',
  noPactSlot: 'magie-paktu',
  arcanumUsed: 'magie-paktu',
  notArcanum: 'magie-paktu',
  notMastery: 'schopnosti-povolani',
  masteryNotPrepared: 'schopnosti-povolani',
  notSignature: 'schopnosti-povolani',
  signatureUsed: 'schopnosti-povolani',
  notInvocation: 'schopnosti-povolani',
  invocationUsed: 'schopnosti-povolani',
  cantripNoSlot: 'triky',
  bonusActionRule: 'bonusova-akce',
  bonusActionUsed: 'bonusova-akce',
  reactionUsed: 'reakce',
  silenced: 'verbalni-slozka',
  noFreeHand: 'pohybova-slozka',
  noFocus: 'surovinova-slozka',
  missingMaterial: 'surovinova-slozka',
  materialConsumed: 'surovinova-slozka',
  armourNotProficient: 'zbroj',
  notPrepared: 'znama-a-pripravena-kouzla',
  notKnown: 'znama-a-pripravena-kouzla',
  ritualOnly: 'ritualy',
  notRitual: 'ritualy',
  noRitualFeature: 'ritualy',
  ritualNoUpcast: 'ritualy',
  ritualLevelTooHigh: 'ritualy',
  ritualAddsTenMinutes: 'ritualy',
  incapacitated: 'sesilani-kouzel',
  noSpellcasting: 'sesilani-kouzel',
  overridden: 'sesilani-kouzel',
  endsConcentration: 'soustredeni',
  endsCasting: 'delsi-vyvolani',
  longCastingNeedsConcentration: 'delsi-vyvolani',
  noMetamagic: 'metamagie',
  metamagicNotKnown: 'metamagie',
  metamagicNotApplicable: 'metamagie',
  metamagicOnePerSpell: 'metamagie',
  notEnoughSorceryPoints: 'metamagie',
  affinityNotApplicable: 'podtridy',
  scrollNotOnList: 'svitky',
  scrollCheckNeeded: 'svitky',
  noScroll: 'svitky',
  overchannelNotApplicable: 'uroven-kouzla',
};

const OTHER_ANCHORS: Record<string, string> = {
  // concentration and damage
  concentration: 'soustredeni',
  concentrationSave: 'soustredeni',
  // spellbook (AddSpellError)
  notOnClassList: 'znama-a-pripravena-kouzla',
  levelTooHigh: 'uroven-kouzla',
  noCantrips: 'triky',
  noAlwaysPrepared: 'znama-a-pripravena-kouzla',
  statusNotForClass: 'znama-a-pripravena-kouzla',
  // subclasses (AddSpellError)
  notSubclassSpell: 'podtridy',
  circleNotRecorded: 'podtridy',
  // rests and slot recovery
  noArcaneRecovery: 'schopnosti-povolani',
  arcaneRecoveryUsed: 'schopnosti-povolani',
  noNaturalRecovery: 'podtridy',
  naturalRecoveryUsed: 'podtridy',
  // class features that change casting (Eldritch Master; the wizard's choice in the Kniha)
  noEldritchMaster: 'schopnosti-povolani',
  eldritchMasterUsed: 'schopnosti-povolani',
  noPactSlotSpent: 'schopnosti-povolani',
  noSpellMastery: 'schopnosti-povolani',
  noSignatureSpells: 'schopnosti-povolani',
  notInSpellbook: 'schopnosti-povolani',
  wrongSpellLevel: 'schopnosti-povolani',
  tooManySpells: 'schopnosti-povolani',
  tooManyInvocations: 'schopnosti-povolani',
  invocationPrerequisite: 'schopnosti-povolani',
  noDivineSmite: 'schopnosti-povolani',
  slotLevelTooHigh: 'pozice-kouzel',
  recoveryBudgetExceeded: 'pozice-kouzel',
  slotNotSpent: 'pozice-kouzel',
  // casting at a higher level, areas, attacks
  upcast: 'vyssi-uroven',
  area: 'oblasti-ucinku',
  rangedAttack: 'zachranne-hody-a-utoky',
  rangedDisadvantage: 'zachranne-hody-a-utoky',
  save: 'zachranne-hody-a-utoky',
  attack: 'zachranne-hody-a-utoky',
  range: 'dosah',
  components: 'slozky',
  stacking: 'kombinovani-ucinku',
};

const ANCHORS: Record<string, string> = { ...OTHER_ANCHORS, ...CAST_ANCHORS };

/** The section of the rules reference (/pravidla#…) that explains a rule code. Unknown codes get
 *  the casting checklist. */
export function ruleAnchorFor(code: string): string {
  return Object.hasOwn(ANCHORS, code) ? ANCHORS[code] : 'sesilani-kouzel';
}

/** All codes with a dedicated anchor (for tests and link checks). */
export const RULE_CODES: string[] = Object.keys(ANCHORS);

/** "/pravidla#<anchor>" for a rule code. */
export function ruleHref(code: string): string {
  return `/pravidla#${ruleAnchorFor(code)}`;
}
