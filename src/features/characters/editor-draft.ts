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

// Each part of the form, as text with the surrounding spaces ignored.
const nameOf = (d: Draft) => d.name.trim();
const classesOf = (d: Draft) => JSON.stringify(toInput(d).classes.map((c) => ({ ...c, level: String(c.level).trim() })));
const scoreOf = (d: Draft, a: Ability) => d.abilities[a].trim();

/** Parts of the character that changed elsewhere (another tab or device) since the form opened and
 *  that this form changes too: saving writes the form's version of them; every other part keeps
 *  what is stored now (the store's edit writes only what the form changed). */
export function editConflicts(opened: Draft, draft: Draft, live: Character): EditedPart[] {
  const now = draftFrom(live);
  const out: EditedPart[] = [];
  if (nameOf(draft) !== nameOf(opened) && nameOf(now) !== nameOf(opened)) out.push('name');
  if (classesOf(draft) !== classesOf(opened) && classesOf(now) !== classesOf(opened)) out.push('classes');
  if (ABILITIES.some((a) => scoreOf(draft, a) !== scoreOf(opened, a) && scoreOf(now, a) !== scoreOf(opened, a))) out.push('abilities');
  return out;
}

/** The form once the character is `live` (changed elsewhere, or the form opened on a parked draft):
 *  every part the player has not changed since `opened` (the name, the classes as a whole, each
 *  ability, armour worn, armour proficiency) shows the live value, and `opened` takes it too, so the
 *  form shows what saving keeps. A changed part stays as typed over the `opened` it changed from
 *  (editConflicts tells when that part changed elsewhere as well). Class rows keep their keys. */
export function followLive(opened: Draft, draft: Draft, live: Character): { opened: Draft; draft: Draft } {
  const now = draftFrom(live);
  const o: Draft = { ...opened, abilities: { ...opened.abilities } };
  const d: Draft = { ...draft, abilities: { ...draft.abilities } };
  if (nameOf(draft) === nameOf(opened)) o.name = d.name = now.name;
  if (classesOf(draft) === classesOf(opened)) {
    const top = Math.max(...draft.classes.map((r) => r.key));
    o.classes = d.classes = now.classes.map((r, i) => ({ ...r, key: draft.classes[i]?.key ?? top + i }));
  }
  for (const a of ABILITIES) if (scoreOf(draft, a) === scoreOf(opened, a)) o.abilities[a] = d.abilities[a] = now.abilities[a];
  for (const k of ['armourWorn', 'armourProficient'] as const) if (draft[k] === opened[k]) o[k] = d[k] = now[k];
  return { opened: o, draft: d };
}
