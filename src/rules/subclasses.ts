// The one subclass per class that this app records, each because it changes the class's spells
// (SRD 5.1 unless noted): Eldritch Knight and Arcane Trickster (PHB, third casters), College of Lore
// (Additional Magical Secrets), Circle of the Land (bonus cantrip, circle spells), Life Domain
// (domain spells), Oath of Devotion (oath spells), the Fiend (an expanded spell list), School of
// Evocation (copying costs, sculpted and stronger evocations), Draconic Bloodline (Elemental
// Affinity). Other
// subclasses change no spell rule this app follows, so a class entry without one is just "not
// recorded".
import { ARCANE_TRICKSTER, ELDRITCH_KNIGHT } from './classes';
import { LAND_CIRCLE, LORE_COLLEGE_ID } from './circle-spells';
import { DRACONIC_BLOODLINE } from './draconic';
import type { ClassId } from './types';

export const LIFE_DOMAIN = 'life';
export const DEVOTION_OATH = 'devotion';
export const FIEND_PATRON = 'fiend';
export const EVOCATION_SCHOOL = 'evocation';

/** SRD class tables: the level at which each class chooses its subclass (domain, oath, tradition…). */
export const SUBCLASS_LEVEL: Readonly<Record<ClassId, number>> = {
  barbarian: 3,
  bard: 3,
  cleric: 1,
  druid: 2,
  fighter: 3,
  monk: 3,
  paladin: 3,
  ranger: 3,
  rogue: 3,
  sorcerer: 1,
  warlock: 1,
  wizard: 2,
};

export const KNOWN_SUBCLASS: Readonly<Partial<Record<ClassId, string>>> = {
  fighter: ELDRITCH_KNIGHT,
  rogue: ARCANE_TRICKSTER,
  bard: LORE_COLLEGE_ID,
  druid: LAND_CIRCLE,
  cleric: LIFE_DOMAIN,
  paladin: DEVOTION_OATH,
  warlock: FIEND_PATRON,
  wizard: EVOCATION_SCHOOL,
  sorcerer: DRACONIC_BLOODLINE,
};
