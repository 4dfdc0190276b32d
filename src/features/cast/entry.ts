// What other features use of casting: the cast dialog, the casting conditions, the dice and the
// wording helpers the combat screen shares with it.
export { CastDialog } from './CastDialog';
export { ConditionsFields } from './ConditionsFields';
export { makeRoll, RollList, type RollEntry } from './DiceRoller';
export { ord } from './describe';
export { ruleText } from './rule-text';
