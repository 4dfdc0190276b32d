// What other features use of the rules reference: the "Proč?" link that opens a rule in place.
export { WhyLink } from './WhyLink';
