// The editor's draft: what the form holds as typed (strings), and the input the store validates.
import type { CharacterInput } from '../../store/character-input';
import { ABILITIES } from '../../store/character-input';
import type { Character } from '../../store/types';
import type { Ability } from '../../rules';

export interface ClassRow {
  key: number;
  classId: string;
  level: string;
  subclassId: string;
  terrain: string;
  /** a Draconic Bloodline sorcerer's dragon ancestor; absent in drafts kept before it was asked */
  ancestry?: string;
}
export interface Draft {
  name: string;
  classes: ClassRow[];
  abilities: Record<Ability, string>;
  armourWorn: boolean;
  armourProficient: boolean;
  /** a new character's armour proficiency follows its classes until the player sets it */
  armourSet: boolean;
}


export function draftFrom(c: Character | undefined): Draft {
  if (!c) {
    return {
      name: '',
      classes: [{ key: 0, classId: 'wizard', level: '1', subclassId: '', terrain: '' }],
      abilities: { str: '10', dex: '10', con: '10', int: '10', wis: '10', cha: '10' },
      armourWorn: false,
      armourProficient: false,
      armourSet: false,
    };
  }
  return {
    name: c.name,
    classes: c.classes.map((x, i) => ({ key: i, classId: x.classId, level: String(x.level), subclassId: x.subclassId ?? '', terrain: x.terrain ?? '', ancestry: x.ancestry ?? '' })),
    abilities: Object.fromEntries(ABILITIES.map((a) => [a, String(c.abilities[a])])) as Record<Ability, string>,
    armourWorn: c.conditions.armourWorn,
    armourProficient: c.conditions.armourProficient,
    armourSet: true,
  };
}

const isStr = (x: unknown): x is string => typeof x === 'string';
const isRow = (r: unknown): r is ClassRow => {
  const x = r as ClassRow | null;
  return !!x && typeof x === 'object' && Number.isInteger(x.key) && isStr(x.classId) && isStr(x.level) && isStr(x.subclassId) && isStr(x.terrain) && (x.ancestry === undefined || isStr(x.ancestry));
};

/** Whether a value read back from storage is a draft this form can show (the shape of Draft). */
export function isDraft(v: unknown): v is Draft {
  const d = v as Draft | null;
  return (
    !!d && typeof d === 'object' && isStr(d.name) &&
    Array.isArray(d.classes) && d.classes.length > 0 && d.classes.every(isRow) &&
    !!d.abilities && typeof d.abilities === 'object' && ABILITIES.every((a) => isStr(d.abilities[a])) &&
    [d.armourWorn, d.armourProficient, d.armourSet].every((b) => typeof b === 'boolean')
  );
}

export function toInput(d: Draft): CharacterInput {
  return {
    name: d.name,
    classes: d.classes.map((r) => ({ classId: r.classId, level: r.level, ...(r.subclassId ? { subclassId: r.subclassId } : {}), ...(r.subclassId && r.terrain ? { terrain: r.terrain } : {}), ...(r.subclassId && r.ancestry ? { ancestry: r.ancestry } : {}) })),
    abilities: { ...d.abilities },
  };
}

export type EditedPart = 'name' | 'classes' | 'abilities';

/** Parts of the character that changed elsewhere (another tab or device) since the form opened and
 *  that this form changes too: saving writes the form's version of them; every other part keeps
 *  what is stored now (the store's edit writes only what the form changed). */
export function editConflicts(opened: Draft, draft: Draft, live: Character): EditedPart[] {
  const now = draftFrom(live);
  const out: EditedPart[] = [];
  const name = (d: Draft) => d.name.trim();
  if (name(draft) !== name(opened) && name(now) !== name(opened)) out.push('name');
  const classes = (d: Draft) => JSON.stringify(toInput(d).classes.map((c) => ({ ...c, level: String(c.level).trim() })));
  if (classes(draft) !== classes(opened) && classes(now) !== classes(opened)) out.push('classes');
  const score = (d: Draft, a: Ability) => d.abilities[a].trim();
  if (ABILITIES.some((a) => score(draft, a) !== score(opened, a) && score(now, a) !== score(opened, a))) out.push('abilities');
  return out;
}
