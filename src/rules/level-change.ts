// What a change of class levels brings or takes away (a level up, a level down, a class added,
// removed or given a casting subclass), for the player to read before saving. Nothing here changes
// data: the store clamps spent resources to the new maxima (state.ts) and keeps every owned spell.
// Sources: PHB ch.3 class tables (cantrips known, spells known, prepared maximum, Metamagic), PHB
// ch.6 "Multiclass Spellcaster" table (slots of all Spellcasting classes together) and "Pact Magic"
// (pact slots apart), SRD Warlock "Mystic Arcanum" (one 6th–9th-level spell per arcanum level, chosen
// by the player), SRD Bard "Magical Secrets" (two spells known from any class's list at 10th, 14th
// and 18th level; on a level down the bard keeps them, over the allowance). Metamagic options over
// a lower allowance are dropped on saving, the last chosen first (metamagicKept), and said here.
// Eldritch Invocations known (invocations.ts): more or fewer said; the chosen ones are kept.
// Always-prepared spells a recorded subclass brings with a level (subclass-spells.ts): SRD Life
// Domain at cleric 1st, 3rd, 5th, 7th, 9th; Oath of Devotion at paladin 3rd, 5th, 9th, 13th, 17th;
// Circle of the Land at druid 3rd, 5th, 7th and 9th, by its land (circle-spells.ts). The subclass
// features the app follows when casting, by level (subclass-features.ts); the class features it
// follows (class-features.ts: Spell Mastery, Signature Spells, Eldritch Master, Archdruid …), gained
// and lost. A wizard's chosen mastery and signature spells stay recorded below those levels.
import { abilityModifier } from './abilities';
import { spellcastingAbility } from './classes';
import { magicalSecretsMax } from './magical-secrets';
import { metamagicKept, metamagicKnownMax, type MetamagicId } from './metamagic';
import { invocationsKnownMax } from './invocations';
import { classFeaturesChange, type ClassFeaturesOfClass } from './class-features';
import { arcanumLevelsOf, arcanumSpellsKnown, type ArcanumLevel } from './pact-magic';
import { cantripsKnown, ownedLevelFlag, preparedSpellsMax, spellsKnown } from './preparation';
import { spellSlots, SLOT_LEVELS } from './slots';
import { sorceryPointsMax } from './sorcery-points';
import { subclassFeatures, type SubclassFeature } from './subclass-features';
import { subclassSpells } from './subclass-spells';
import type { Ability, ClassId, ClassLevel, OwnedSpell } from './types';
import { assertClasses } from './validation';

/** Per-class numbers a level changes: cantrips known, spells known (bard, sorcerer, warlock without
 *  its arcanum, ranger, EK, AT), the prepared maximum (cleric, druid, paladin, wizard), Metamagic
 *  options (sorcerer), Magical Secrets (bard: how many of its spells known may come from any class's
 *  list — part of the spells known, not more of them). */
export type Allowance = 'cantrips' | 'known' | 'prepared' | 'metamagic' | 'invocations' | 'secrets' | 'sorceryPoints';

/** `count` is how many more (gained) or fewer (fewer) the class has. */
export interface AllowanceItem { code: Allowance; count: number; classId: ClassId }

export type LevelChangeItem =
  /** spell slots of this spell level (from the class's own table, or the multiclass table) */
  /** a slot level the character gains or loses whole: `count` slots of it */
  | { code: 'slots'; level: number; count: number }
  /** gained: `count` more spell slots of a level the character already had */
  | { code: 'moreSlots'; level: number; count: number }
  /** gained: the pact slots the warlock now has (new, more of them, or of a higher level) */
  | { code: 'pact'; count: number; level: number }
  /** lost: pact slots of `level` go; `count` pact slots of `toLevel` stay */
  | { code: 'pactLevel'; level: number; count: number; toLevel: number }
  /** lost: this many pact slots, of the same level */
  | { code: 'pactSlots'; count: number }
  /** lost: every pact slot (no warlock levels left) */
  | { code: 'pactAll' }
  /** a Mystic Arcanum level; gained only when the warlock already has a spell of that level */
  | { code: 'arcanum'; level: ArcanumLevel }
  | AllowanceItem;

/** `count` fewer spell slots of a level the character still has */
export interface FewerSlots { code: 'fewerSlots'; level: number; count: number }

export interface SubclassSpellsGained { classId: ClassId; spells: string[] }
export interface SubclassFeaturesGained { classId: ClassId; subclassId: string; features: SubclassFeature[] }

export interface LevelChange {
  /** what the new levels bring: new slot levels, better pact slots, arcanum, more allowance */
  gained: LevelChangeItem[];
  /** Mystic Arcanum levels gained with no warlock spell of that level yet: the player chooses one */
  chooseArcanum: ArcanumLevel[];
  /** classes that gain a level and knew spells before it: one spell known may be replaced by
   *  another of the class's list, of a level the character has slots for (SRD bard, sorcerer,
   *  ranger, warlock — also one invocation; Eldritch Knight and Arcane Trickster alike) */
  swapKnown: ClassId[];
  /** what goes, with its spent state: slot levels, pact slots, arcanum levels */
  lost: LevelChangeItem[];
  /** lower allowances of classes the character keeps (its spells stay, counted over the limit), and
   *  fewer spell slots of a level it keeps */
  fewer: (AllowanceItem | FewerSlots)[];
  /** owned spells the new levels put above what their class can cast (they stay, flagged) */
  spellsAboveLevel: number;
  /** chosen Metamagic options over the new allowance: the last chosen, dropped on saving */
  metamagicDropped: MetamagicId[];
  /** per class, the subclass spells (ids) it gains with the new level, subclass or land: a Life
   *  cleric's domain spells, a Devotion paladin's oath spells, a Land druid's circle spells */
  subclassGained: SubclassSpellsGained[];
  /** per class, the subclass features (subclass-features.ts) its new level or subclass brings */
  featuresGained: SubclassFeaturesGained[];
  /** per class, the class features (class-features.ts) the new levels or a new class bring */
  classFeaturesGained: ClassFeaturesOfClass[];
  /** per class, the class features a level down or a removed class takes away */
  classFeaturesLost: ClassFeaturesOfClass[];
}

export interface LevelChangeContext {
  /** ability scores: the prepared maximum uses the class's spellcasting modifier, the same on both
   *  sides, so that only the level change shows */
  abilities: Readonly<Record<Ability, number>>;
  owned: readonly OwnedSpell[];
  /** a spell's level (0..9) by id; undefined for a spell the catalog does not know (not counted) */
  levelOf: (spellId: string) => number | undefined;
  /** the Metamagic options the character chose, in the order chosen (absent = none) */
  metamagic?: readonly MetamagicId[];
}


/** Pact slots before and after. A warlock level only moves one way, and with it both the pact slot
 *  level and the count never fall (nor rise) apart. */
function pactChange(before: readonly ClassLevel[], after: readonly ClassLevel[]): { gained?: LevelChangeItem; lost?: LevelChangeItem } {
  const from = spellSlots(before).pact;
  const to = spellSlots(after).pact;
  if (!to) return from ? { lost: { code: 'pactAll' } } : {};
  if (!from || to.slotLevel > from.slotLevel || to.count > from.count) return { gained: { code: 'pact', count: to.count, level: to.slotLevel } };
  if (to.slotLevel < from.slotLevel) return { lost: { code: 'pactLevel', level: from.slotLevel, count: to.count, toLevel: to.slotLevel } };
  if (to.count < from.count) return { lost: { code: 'pactSlots', count: from.count - to.count } };
  return {};
}

/** The allowances of one class entry; a class the character did not have counts 0 on every side. */
function allowances(c: ClassLevel | undefined, mod: number): Record<Allowance, number> {
  if (!c) return { cantrips: 0, known: 0, prepared: 0, metamagic: 0, invocations: 0, secrets: 0, sorceryPoints: 0 };
  return {
    cantrips: cantripsKnown(c),
    known: spellsKnown(c) ?? 0,
    prepared: preparedSpellsMax(c, mod) ?? 0,
    metamagic: c.classId === 'sorcerer' ? metamagicKnownMax(c.level) : 0,
    invocations: c.classId === 'warlock' ? invocationsKnownMax(c.level) : 0,
    secrets: magicalSecretsMax(c),
    // Font of Magic: as many sorcery points as sorcerer levels, from the 2nd
    sorceryPoints: c.classId === 'sorcerer' ? sorceryPointsMax([c]) : 0,
  };
}

const ALLOWANCES: readonly Allowance[] = ['cantrips', 'known', 'prepared', 'metamagic', 'invocations', 'secrets', 'sorceryPoints'];

/**
 * What going from `before` to `after` changes (both valid: RangeError otherwise). Classes the
 * character no longer has bring no allowance items: their spells are kept apart, uncounted.
 */
export function levelChange(before: readonly ClassLevel[], after: readonly ClassLevel[], ctx: LevelChangeContext): LevelChange {
  assertClasses(before);
  assertClasses(after);
  const gained: LevelChangeItem[] = [];
  const lost: LevelChangeItem[] = [];
  const fewer: (AllowanceItem | FewerSlots)[] = [];
  const chooseArcanum: ArcanumLevel[] = [];

  const [slotsBefore, slotsAfter] = [spellSlots(before).slots, spellSlots(after).slots];
  for (let level = 1; level <= SLOT_LEVELS; level++) {
    const [was, now] = [slotsBefore[level - 1] ?? 0, slotsAfter[level - 1] ?? 0];
    if (now > 0 && was === 0) gained.push({ code: 'slots', level, count: now });
    else if (was > 0 && now === 0) lost.push({ code: 'slots', level, count: was });
    else if (now > was) gained.push({ code: 'moreSlots', level, count: now - was });
    else if (now < was) fewer.push({ code: 'fewerSlots', level, count: was - now });
  }

  const pact = pactChange(before, after);
  if (pact.gained) gained.push(pact.gained);
  if (pact.lost) lost.push(pact.lost);

  const [arcanumBefore, arcanumAfter] = [arcanumLevelsOf(before), arcanumLevelsOf(after)];
  for (const level of arcanumAfter) {
    if (arcanumBefore.includes(level)) continue;
    // a spell kept from before a level down: the arcanum is already chosen
    if (arcanumSpellsKnown(ctx.owned, ctx.levelOf, level) > 0) gained.push({ code: 'arcanum', level });
    else chooseArcanum.push(level);
  }
  for (const level of arcanumBefore) if (!arcanumAfter.includes(level)) lost.push({ code: 'arcanum', level });

  for (const c of after) {
    const mod = abilityModifier(ctx.abilities[spellcastingAbility(c.classId) ?? 'int']);
    const was = allowances(before.find((b) => b.classId === c.classId), mod);
    const now = allowances(c, mod);
    for (const code of ALLOWANCES) {
      const delta = now[code] - was[code];
      if (delta > 0) gained.push({ code, count: delta, classId: c.classId });
      if (delta < 0) fewer.push({ code, count: -delta, classId: c.classId });
    }
  }

  let spellsAboveLevel = 0;
  for (const o of ctx.owned) {
    const now = after.find((c) => c.classId === o.classId);
    if (!now) continue;
    const was = before.find((c) => c.classId === o.classId);
    const level = ctx.levelOf(o.spellId);
    if (ownedLevelFlag(now, o, level) && !(was && ownedLevelFlag(was, o, level))) spellsAboveLevel++;
  }

  const metamagicDropped = metamagicKept(after, ctx.metamagic ?? []).dropped;

  const subclassGained: SubclassSpellsGained[] = [];
  const featuresGained: SubclassFeaturesGained[] = [];
  for (const c of after) {
    const was = before.find((b) => b.classId === c.classId);
    const had = new Set((was && subclassSpells(was)) ?? []);
    const spells = (subclassSpells(c) ?? []).filter((id) => !had.has(id));
    if (spells.length) subclassGained.push({ classId: c.classId, spells });
    const hadFeatures = new Set(was ? subclassFeatures(was) : []);
    const features = subclassFeatures(c).filter((f) => !hadFeatures.has(f));
    if (features.length && c.subclassId) featuresGained.push({ classId: c.classId, subclassId: c.subclassId, features });
  }

  const swapKnown = after
    .filter((c) => {
      const was = before.find((b) => b.classId === c.classId);
      return was !== undefined && c.level > was.level && (spellsKnown(was) ?? 0) > 0;
    })
    .map((c) => c.classId);

  const classChange = classFeaturesChange(before, after);
  return { gained, chooseArcanum, swapKnown, lost, fewer, spellsAboveLevel, metamagicDropped, subclassGained, featuresGained, classFeaturesGained: classChange.gained, classFeaturesLost: classChange.lost };
}

/** Whether the change has anything to tell. */
export function isLevelChangeEmpty(c: LevelChange): boolean {
  return c.gained.length + c.chooseArcanum.length + c.swapKnown.length + c.lost.length + c.fewer.length + c.spellsAboveLevel + c.metamagicDropped.length + c.subclassGained.length + c.featuresGained.length + c.classFeaturesGained.length + c.classFeaturesLost.length === 0;
}
