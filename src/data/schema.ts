// zod schemas of the catalog: used by the data tests, homebrew spells and imports.
// Limits protect storage (≈5 MB per origin) and the UI from hostile or runaway input.
// The start-up path checks homebrew without zod (homebrew-check.ts, proven to agree by its test).
import { z } from 'zod';
import { DAMAGE_TYPES, SCHOOLS, SPELL_CLASSES } from './constants';
import { DICE, DICE_KEY, MAX_DESCRIPTION, NO_CONTROL, SPELL_ID } from './homebrew-check';

export { DAMAGE_TYPES, SCHOOLS, SPELL_CLASSES };
const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;

const text = (max: number) => z.string().max(max).regex(NO_CONTROL, { message: 'controlCharacters' });
const dice = z.string().regex(DICE);
const diceTable = z.record(z.string().regex(DICE_KEY), dice);
const feet = z.number().nonnegative().max(5280 * 1000);

export const areaSchema = z.object({ shape: z.enum(['line', 'cone', 'cube', 'sphere', 'cylinder']), sizeFt: z.number().positive().max(5280), widthFt: z.number().positive().max(100).optional() });

export const spellDataSchema = z.object({
  id: z.string().regex(SPELL_ID),
  srdName: text(120),
  level: z.number().int().min(0).max(9),
  school: z.enum(SCHOOLS),
  ritual: z.boolean(),
  concentration: z.boolean(),
  castingTime: z.object({ amount: z.number().int().min(1).max(1000), unit: z.enum(['action', 'bonus', 'reaction', 'minute', 'hour']), trigger: z.string().max(80).optional() }),
  range: z.union([
    z.object({ kind: z.literal('self'), area: areaSchema.optional() }),
    z.object({ kind: z.enum(['touch', 'sight', 'unlimited', 'special']) }),
    z.object({ kind: z.literal('distance'), feet, miles: z.number().positive().optional() }),
  ]),
  components: z.object({ v: z.boolean(), s: z.boolean(), m: z.boolean(), costGp: z.number().nonnegative().max(1e7).optional(), consumed: z.boolean().optional() }),
  duration: z.object({
    unit: z.enum(['instantaneous', 'round', 'minute', 'hour', 'day', 'until-dispelled', 'special']),
    amount: z.number().int().min(1).max(10000).optional(),
    upTo: z.boolean(),
    concentration: z.boolean(),
  }),
  classes: z.array(z.enum(SPELL_CLASSES)).max(8),
  subclasses: z.array(z.string().max(60)).max(40),
  area: areaSchema.optional(),
  attackType: z.enum(['melee', 'ranged']).optional(),
  save: z.object({ ability: z.enum(ABILITIES), onSuccess: z.enum(['half', 'none', 'other']) }).optional(),
  damageTypes: z.array(z.enum(DAMAGE_TYPES)).optional(),
  damageAtSlotLevel: diceTable.optional(),
  damageAtCharacterLevel: diceTable.optional(),
  healAtSlotLevel: diceTable.optional(),
  homebrew: z.boolean().optional(),
});

export const spellTextSchema = z.object({
  name: text(120).min(1),
  castingTime: text(300).min(1),
  range: text(200).min(1),
  components: text(1200).min(1),
  material: text(1000).optional(),
  duration: text(200).min(1),
  description: z.array(text(20000)).min(1).max(200),
  higherLevels: z.array(text(5000)).max(10).optional(),
});

/** A homebrew spell: the description may be at most ~50 000 characters in all. */
export const homebrewSpellSchema = z.object({
  data: spellDataSchema,
  text: spellTextSchema.refine((t) => t.description.join('').length <= MAX_DESCRIPTION, { message: 'descriptionTooLong' }),
});

export const catalogSchema = z.record(z.string(), spellDataSchema);
export const catalogTextsSchema = z.record(z.string(), spellTextSchema);
