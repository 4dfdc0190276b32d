// The damage types of a spell's dice in the cast summary, where the spell's damage types (kept whole
// for the catalog's filters) include effects with dice of their own that the description gives:
// Storm of Vengeance's 2d6 at casting is thunder (acid, lightning, hail and cold come in later
// rounds); Arcane Hand's 4d8 is the Clenched Fist's force (the Grasping Hand crushes for 2d6 +
// modifier bludgeoning).
export const CAST_DICE_TYPES: Readonly<Record<string, readonly string[]>> = { 'storm-of-vengeance': ['thunder'], 'arcane-hand': ['force'] };
