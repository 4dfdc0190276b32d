// Field-level checks of what the player types into the character form. Returns i18n error codes
// (errors.<code>); nothing is stored unless every field passes. Limits: class level 1..20 (whole),
// total character level ≤ 20 (PHB ch.6 multiclassing), ability scores 1..30 (PHB ch.7).
import { CLASS_IDS, SUBCLASS_LEVEL, isDragonAncestry, isLandTerrain, type ClassLevel } from '../rules';
import type { AbilityScores } from './types';
import { nameLength } from '../lib/name-length';

/** A name's most characters, counted as the player sees them (an emoji is one). */
export const MAX_NAME_LENGTH = 80;

export type FieldError = 'nameRequired' | 'nameTooLong' | 'noClass' | 'levelRange' | 'levelNotNumber' | 'levelRequired' | 'totalOver20' | 'duplicateClass' | 'unknownClass' | 'abilityRange' | 'abilityNotNumber' | 'abilityRequired';

export interface CharacterInput {
  name: string;
  classes: { classId: string; level: unknown; subclassId?: string; terrain?: string; ancestry?: string }[];
  abilities: Record<string, unknown>;
}

export type InputErrors = Partial<Record<string, FieldError>>;

export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

function asInt(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
  return null;
}

/** Errors keyed by field path ("name", "classes.0.level", "abilities.int", "classes"). Empty = valid. */
export function validateCharacterInput(input: CharacterInput): { errors: InputErrors; classes: ClassLevel[]; abilities: AbilityScores } {
  const errors: InputErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (nameLength(name) > MAX_NAME_LENGTH) errors.name = 'nameTooLong';
  const classes: ClassLevel[] = [];
  const seen = new Set<string>();
  if (!input.classes.length) errors.classes = 'noClass';
  input.classes.forEach((c, i) => {
    if (!(CLASS_IDS as readonly string[]).includes(c.classId)) errors[`classes.${i}.classId`] = 'unknownClass';
    else if (seen.has(c.classId)) errors[`classes.${i}.classId`] = 'duplicateClass';
    seen.add(c.classId);
    const level = asInt(c.level);
    if (level === null) errors[`classes.${i}.level`] = blank(c.level) ? 'levelRequired' : 'levelNotNumber';
    else if (level < 1 || level > 20) errors[`classes.${i}.level`] = 'levelRange';
    else {
      const classId = c.classId as ClassLevel['classId'];
      // a subclass is chosen at its class's level (a paladin's oath at 3rd): below it there is none
      const sub = level >= SUBCLASS_LEVEL[classId] ? c.subclassId : undefined;
      classes.push({ classId, level, ...(sub ? { subclassId: sub } : {}), ...(sub && isLandTerrain(c.terrain) ? { terrain: c.terrain } : {}), ...(sub && isDragonAncestry(c.ancestry) ? { ancestry: c.ancestry } : {}) });
    }
  });
  if (classes.length === input.classes.length && classes.reduce((s, c) => s + c.level, 0) > 20) errors.classes = 'totalOver20';
  const abilities = {} as AbilityScores;
  for (const a of ABILITIES) {
    const v = asInt(input.abilities[a]);
    if (v === null) errors[`abilities.${a}`] = blank(input.abilities[a]) ? 'abilityRequired' : 'abilityNotNumber';
    else if (v < 1 || v > 30) errors[`abilities.${a}`] = 'abilityRange';
    else abilities[a] = v;
  }
  return { errors, classes, abilities };
}
