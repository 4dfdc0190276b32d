// The two SRD 5.1 subclasses that change a bard's or a druid's spells, recorded on the class entry
// (subclassId, as an Eldritch Knight's; the land as `terrain`):
// - Bard, College of Lore (3rd level): Additional Magical Secrets at 6th (magical-secrets.ts).
// - Druid, Circle of the Land (2nd level): a Bonus Cantrip ("you learn one additional druid cantrip
//   of your choice"), and Circle Spells by the land where the druid became a member: at druid 3rd,
//   5th, 7th and 9th level two spells each (of 2nd, 3rd, 4th, 5th level), "always prepared, and
//   they don't count against the number of spells you can prepare each day"; a circle spell off
//   the druid list "is nonetheless a druid spell for you". The table below is the SRD's; its ids
//   are checked against src/data/srd (the spells and levels; its 'land' tags lack Control Water).
import type { ClassLevel } from './types';

export const LORE_COLLEGE_ID = 'lore';
export const LAND_CIRCLE = 'land';

export const LAND_TERRAINS = ['arctic', 'coast', 'desert', 'forest', 'grassland', 'mountain', 'swamp', 'underdark'] as const;
export type LandTerrain = (typeof LAND_TERRAINS)[number];
export const isLandTerrain = (v: unknown): v is LandTerrain => typeof v === 'string' && (LAND_TERRAINS as readonly string[]).includes(v);

/** Druid level → the two circle spells it brings, per land (SRD 5.1 Circle of the Land). */
export const CIRCLE_SPELLS: Readonly<Record<LandTerrain, Readonly<Record<3 | 5 | 7 | 9, readonly [string, string]>>>> = {
  arctic: { 3: ['hold-person', 'spike-growth'], 5: ['sleet-storm', 'slow'], 7: ['freedom-of-movement', 'ice-storm'], 9: ['commune-with-nature', 'cone-of-cold'] },
  coast: { 3: ['mirror-image', 'misty-step'], 5: ['water-breathing', 'water-walk'], 7: ['control-water', 'freedom-of-movement'], 9: ['conjure-elemental', 'scrying'] },
  desert: { 3: ['blur', 'silence'], 5: ['create-food-and-water', 'protection-from-energy'], 7: ['blight', 'hallucinatory-terrain'], 9: ['insect-plague', 'wall-of-stone'] },
  forest: { 3: ['barkskin', 'spider-climb'], 5: ['call-lightning', 'plant-growth'], 7: ['divination', 'freedom-of-movement'], 9: ['commune-with-nature', 'tree-stride'] },
  grassland: { 3: ['invisibility', 'pass-without-trace'], 5: ['daylight', 'haste'], 7: ['divination', 'freedom-of-movement'], 9: ['dream', 'insect-plague'] },
  mountain: { 3: ['spider-climb', 'spike-growth'], 5: ['lightning-bolt', 'meld-into-stone'], 7: ['stone-shape', 'stoneskin'], 9: ['passwall', 'wall-of-stone'] },
  swamp: { 3: ['acid-arrow', 'darkness'], 5: ['water-walk', 'stinking-cloud'], 7: ['freedom-of-movement', 'locate-creature'], 9: ['insect-plague', 'scrying'] },
  underdark: { 3: ['spider-climb', 'web'], 5: ['gaseous-form', 'stinking-cloud'], 7: ['greater-invisibility', 'stone-shape'], 9: ['cloudkill', 'insect-plague'] },
};

/** A druid of the Circle of the Land: the Bonus Cantrip from 2nd level. */
export function landBonusCantrip(c: ClassLevel): number {
  return c.classId === 'druid' && c.subclassId === LAND_CIRCLE && c.level >= 2 ? 1 : 0;
}

/** The circle spells this druid has at its level, for its recorded land; null when the class entry
 *  is no Circle of the Land druid with a land recorded (nothing to check against). */
export function circleSpells(c: ClassLevel): string[] | null {
  if (c.classId !== 'druid' || c.subclassId !== LAND_CIRCLE || !isLandTerrain(c.terrain)) return null;
  const table = CIRCLE_SPELLS[c.terrain];
  return ([3, 5, 7, 9] as const).filter((l) => c.level >= l).flatMap((l) => [...table[l]]);
}

/** Whether the spell is one of the land's circle spells at any druid level (a later one too). */
export function isCircleSpellOfLand(terrain: LandTerrain, spellId: string): boolean {
  return Object.values(CIRCLE_SPELLS[terrain]).some((pair) => pair.includes(spellId));
}
