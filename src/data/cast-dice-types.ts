// The damage types of the dice rolled when a spell is cast, where the spell's damage types (kept whole
// for the catalog's filters) include effects of later rounds: Storm of Vengeance's 2d6 at casting is
// thunder; its acid, lightning, hail and cold come in the rounds after, with dice of their own that
// the description gives.
export const CAST_DICE_TYPES: Readonly<Record<string, readonly string[]>> = { 'storm-of-vengeance': ['thunder'] };
