// Spells whose duration (and whether it needs concentration) changes with the slot level they are
// cast at (SRD 5.1, "At Higher Levels"). A day is 24 hours; "a year and a day" is 366 days and "1
// year" 365; "until dispelled" (and Geas's "until ended by one of those spells") has no fixed end.
import type { CastRequest } from './cast-types';
import { spellSlots } from './slots';
import type { ClassLevel, DurationUnit, SpellMechanics } from './types';

type Lasting = Pick<SpellMechanics, 'duration' | 'concentration'>;

const conc = (unit: DurationUnit, amount: number): Lasting => ({ duration: { unit, amount, upTo: true }, concentration: true });
const fixed = (unit: DurationUnit, amount: number): Lasting => ({ duration: { unit, amount }, concentration: false });
const DISPELLED: Lasting = { duration: { unit: 'until-dispelled' }, concentration: false };

/** spell id → its duration at a slot level; undefined: the spell's own */
const BY_SLOT_LEVEL: Readonly<Record<string, (level: number) => Lasting | undefined>> = {
  'animal-messenger': (l) => fixed('hour', 24 + 48 * Math.max(0, l - 2)),
  'bestow-curse': (l) => (l >= 9 ? DISPELLED : l >= 7 ? fixed('hour', 24) : l >= 5 ? fixed('hour', 8) : l >= 4 ? conc('minute', 10) : undefined),
  'dominate-beast': (l) => (l >= 9 ? conc('hour', 8) : undefined),
  'dominate-monster': (l) => (l >= 9 ? conc('hour', 8) : undefined),
  'dominate-person': (l) => (l >= 8 ? conc('hour', 8) : l >= 7 ? conc('hour', 1) : l >= 6 ? conc('minute', 10) : undefined),
  geas: (l) => (l >= 9 ? DISPELLED : l >= 7 ? fixed('day', 365) : undefined),
  'hunters-mark': (l) => (l >= 5 ? conc('hour', 24) : l >= 3 ? conc('hour', 8) : undefined),
  'magic-circle': (l) => fixed('hour', Math.max(1, l - 2)),
  'major-image': (l) => (l >= 6 ? DISPELLED : undefined),
  'mass-suggestion': (l) => (l >= 9 ? fixed('day', 366) : l >= 8 ? fixed('day', 30) : l >= 7 ? fixed('day', 10) : undefined),
  'planar-binding': (l) => (l >= 9 ? fixed('day', 366) : l >= 8 ? fixed('day', 180) : l >= 7 ? fixed('day', 30) : l >= 6 ? fixed('day', 10) : undefined),
};

/** The spell as it lasts when cast at `castLevel`: its duration and concentration at that level. */
export function lastingAt<S extends SpellMechanics>(spell: S, castLevel: number): S {
  if (castLevel <= spell.level || !Object.hasOwn(BY_SLOT_LEVEL, spell.id)) return spell;
  const at = BY_SLOT_LEVEL[spell.id](castLevel);
  return at ? { ...spell, ...at } : spell;
}

/** Whether the cast asked for needs concentration, at the level of the slot or pact slot it asks
 *  for (a 5th-level Bestow Curse does not); any other way casts at the spell's own level. For the
 *  question before the cast; castSpell applies lastingAt at the level it plans. */
export function concentrationOfCast(classes: readonly ClassLevel[], { spell, slot }: Pick<CastRequest, 'spell' | 'slot'>): boolean {
  const asked = slot.kind === 'slot' ? slot.level : slot.kind === 'pact' ? (spellSlots(classes).pact?.slotLevel ?? 0) : 0;
  return lastingAt(spell, Math.max(asked, spell.level)).concentration;
}
