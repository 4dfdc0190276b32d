// zod schemas of the catalog, the one specification of a spell's shape: the data tests, homebrew
// spells (the editor, saving, loading and importing them) use them alike. zod/mini keeps the start
// (which checks stored homebrew spells) small. Objects keep known keys only.
// Limits protect storage (≈5 MB per origin) and the UI from hostile or runaway input.
import * as z from 'zod/mini';
import { DAMAGE_TYPES, SCHOOLS, SPELL_CLASSES } from './constants';

export { DAMAGE_TYPES, SCHOOLS, SPELL_CLASSES };
const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
/** No control characters except tab and newline. */
// eslint-disable-next-line no-control-regex -- the point of this pattern is to refuse control characters
const NO_CONTROL = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;
const SPELL_ID = /^[a-z0-9][a-z0-9-]{0,80}$/;
/** Dice expressions of the SRD data: terms "8d6", "40" or "MOD" (spellcasting modifier) joined by " + ". */
const DICE = /^(\d{1,3}d\d{1,3}|\d{1,4}|MOD)( ?\+ ?(\d{1,3}d\d{1,3}|\d{1,4}|MOD)){0,4}$/;
const DICE_KEY = /^\d{1,2}$/;
export const MAX_DESCRIPTION = 50000;

const text = (max: number, min = 0) => z.string().check(z.maxLength(max), z.regex(NO_CONTROL, { error: 'controlCharacters' }), ...(min ? [z.minLength(min)] : []));
const dice = z.string().check(z.regex(DICE));
const diceTable = z.record(z.string().check(z.regex(DICE_KEY)), dice);
const feet = z.number().check(z.nonnegative(), z.maximum(5280 * 1000));
const positive = (max?: number) => z.number().check(z.positive(), ...(max === undefined ? [] : [z.maximum(max)]));
const intIn = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/** An area's limits in feet: size and height up to a mile, a line's width up to 100 ft. */
export const AREA_MAX_FT = { size: 5280, width: 100, height: 5280 } as const;
export const areaSchema = z.object({ shape: z.enum(['line', 'cone', 'cube', 'sphere', 'cylinder']), sizeFt: positive(AREA_MAX_FT.size), widthFt: z.optional(positive(AREA_MAX_FT.width)), heightFt: z.optional(positive(AREA_MAX_FT.height)) });

export const spellDataSchema = z.object({
  id: z.string().check(z.regex(SPELL_ID)),
  srdName: text(120),
  level: intIn(0, 9),
  school: z.enum(SCHOOLS),
  ritual: z.boolean(),
  concentration: z.boolean(),
  castingTime: z.object({
    amount: intIn(1, 1000),
    unit: z.enum(['action', 'bonus', 'reaction', 'minute', 'hour']),
    trigger: z.optional(z.string().check(z.maxLength(80))),
    or: z.optional(z.object({ amount: intIn(1, 1000), unit: z.enum(['minute', 'hour']) })),
  }),
  range: z.union([
    z.object({ kind: z.literal('self'), area: z.optional(areaSchema) }),
    z.object({ kind: z.enum(['touch', 'sight', 'unlimited', 'special']) }),
    // miles: the range as the text gives it (Project Image: 500 miles), feet = miles × 5280
    z.object({ kind: z.literal('distance'), feet, miles: z.optional(positive(1000)) }).check(z.refine((r) => r.miles === undefined || Math.abs(r.feet - r.miles * 5280) < 1e-6)),
  ]),
  components: z.object({ v: z.boolean(), s: z.boolean(), m: z.boolean(), costGp: z.optional(z.number().check(z.nonnegative(), z.maximum(1e7))), consumed: z.optional(z.boolean()) }),
  duration: z.object({
    unit: z.enum(['instantaneous', 'round', 'minute', 'hour', 'day', 'until-dispelled', 'special']),
    amount: z.optional(intIn(1, 10000)),
    upTo: z.boolean(),
    concentration: z.boolean(),
    orTriggered: z.optional(z.boolean()),
  }),
  classes: z.array(z.enum(SPELL_CLASSES)).check(z.maxLength(8)),
  subclasses: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(40)),
  area: z.optional(areaSchema),
  areaOr: z.optional(areaSchema),
  attackType: z.optional(z.enum(['melee', 'ranged'])),
  save: z.optional(z.object({ ability: z.enum(ABILITIES), onSuccess: z.enum(['half', 'none', 'other']) })),
  damageTypes: z.optional(z.array(z.enum(DAMAGE_TYPES))),
  damageAtSlotLevel: z.optional(diceTable),
  damageAtCharacterLevel: z.optional(diceTable),
  healAtSlotLevel: z.optional(diceTable),
  homebrew: z.optional(z.boolean()),
});

export const spellTextSchema = z.object({
  name: text(120, 1),
  castingTime: text(300, 1),
  range: text(200, 1),
  components: text(1200, 1),
  material: z.optional(text(1000)),
  duration: text(200, 1),
  description: z.array(text(20000)).check(z.minLength(1), z.maxLength(200)),
  higherLevels: z.optional(z.array(text(5000)).check(z.maxLength(10))),
});

/** A homebrew spell: the description may be at most ~50 000 characters in all. */
export const homebrewSpellSchema = z.object({
  data: spellDataSchema,
  text: spellTextSchema.check(z.refine((t) => t.description.join('').length <= MAX_DESCRIPTION, { error: 'descriptionTooLong' })),
});

export const catalogSchema = z.record(z.string(), spellDataSchema);
export const catalogTextsSchema = z.record(z.string(), spellTextSchema);

/** A reason code for a refused homebrew spell (persistence.reason.<code>). */
export function homebrewReason(issues: readonly { message: string; path: PropertyKey[]; code: string }[]): string {
  for (const i of issues) {
    if (i.message === 'descriptionTooLong' || (i.path.includes('description') && i.code === 'too_big')) return 'descriptionTooLong';
    if (i.message === 'controlCharacters') return 'controlCharacters';
  }
  for (const i of issues) if (i.code === 'too_big') return 'tooLong';
  return 'homebrewInvalid';
}
