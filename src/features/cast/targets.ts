// Spells that take one more target for each slot level above their own: the count is in the text
// ("At Higher Levels"), so this small table gives it. Source: SRD 5.1 spell descriptions.
const TARGETS: Record<string, number> = {
  // spellId: targets at the spell's own level
  'animal-friendship': 1,
  bane: 3,
  banishment: 1,
  bless: 3,
  'charm-person': 1,
  command: 1,
  fly: 1,
  heroism: 1,
  'hold-monster': 1,
  'hold-person': 1,
  invisibility: 1,
  longstrider: 1,
};

/** Targets of the spell cast at `castLevel`, or null when the number does not grow with the slot. */
export function targetsAt(spellId: string, spellLevel: number, castLevel: number): number | null {
  const base = TARGETS[spellId];
  return base === undefined ? null : base + Math.max(0, castLevel - spellLevel);
}
