// Spell mechanics as stored in src/data/spells.json (language-free). Distances in feet (1 sáh = 5 ft).
export type School = 'abjuration' | 'conjuration' | 'divination' | 'enchantment' | 'evocation' | 'illusion' | 'necromancy' | 'transmutation';
export type AreaShape = 'line' | 'cone' | 'cube' | 'sphere' | 'cylinder';
export type CastingUnit = 'action' | 'bonus' | 'reaction' | 'minute' | 'hour';
export type DurationUnit = 'instantaneous' | 'round' | 'minute' | 'hour' | 'day' | 'until-dispelled' | 'special';
export type AbilityId = 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha';

/** sizeFt: radius (sphere, cylinder), length (line, cone) or edge (cube); widthFt: a line's width (5 ft if absent);
 *  heightFt: a cylinder's height where the spell gives one (it does not change the squares covered from above). */
export interface Area { shape: AreaShape; sizeFt: number; widthFt?: number; heightFt?: number }
export type SpellRange =
  | { kind: 'self'; area?: Area }
  | { kind: 'touch' | 'sight' | 'unlimited' | 'special' }
  | { kind: 'distance'; feet: number; miles?: number };

export interface SpellData {
  id: string;
  /** the English SRD name, kept as a search alias in every language */
  srdName: string;
  /** the Czech name, set by the English catalog as a search alias (a Czech table says the names aloud) */
  csName?: string;
  level: number;
  school: School;
  ritual: boolean;
  concentration: boolean;
  /** trigger: id of the reaction trigger text (locale key spellFields.trigger.<id>) */
  /** or: a second, longer way to cast it the spell offers (Plant Growth: 1 action or 8 hours) */
  castingTime: { amount: number; unit: CastingUnit; trigger?: string; or?: { amount: number; unit: 'minute' | 'hour' } };
  range: SpellRange;
  /** costGp: the named value of the costly material; consumed: the spell uses it up */
  components: { v: boolean; s: boolean; m: boolean; costGp?: number; consumed?: boolean };
  /** orTriggered: "until dispelled or triggered" (a glyph ends when it goes off) */
  duration: { unit: DurationUnit; amount?: number; upTo: boolean; concentration: boolean; orTriggered?: boolean };
  classes: string[];
  subclasses: string[];
  area?: Area;
  /** a second form the caster may choose instead of `area` (Forcecage: a 20-ft cage or a 10-ft box) */
  areaOr?: Area;
  attackType?: 'melee' | 'ranged';
  save?: { ability: AbilityId; onSuccess: 'half' | 'none' | 'other' };
  damageTypes?: string[];
  damageAtSlotLevel?: Record<string, string>;
  damageAtCharacterLevel?: Record<string, string>;
  healAtSlotLevel?: Record<string, string>;
  homebrew?: boolean;
}

/** One locale's texts of a spell (locales/<lng>/spells.json). */
export interface SpellText {
  name: string;
  castingTime: string;
  range: string;
  components: string;
  material?: string;
  duration: string;
  /** paragraphs; markdown-like lines: "- " list items, "| a | b |" table rows, "##### " headings, "***Lead.***" */
  description: string[];
  higherLevels?: string[];
}

export type Spell = SpellData & { text: SpellText };

/** A spell as the catalog list knows it: mechanics and the name, without the texts. */
export type SpellSummary = SpellData & { text: Pick<SpellText, 'name'> };
