// Saving an edit onto the live copy: another tab or device may have saved the same spell since the
// editor opened. The save takes from the form only the parts the player changed; every other part
// keeps what is stored now. A part is merged whole (a range's kind, number and unit; the materials
// with their cost), never field by field: a distance typed in sáhy must not meet the other copy's
// "miles". A part changed both here and there is a conflict: the form's version wins, and the
// editor says so before the save. While the editor is open, the parts the player has not changed
// follow the live copy (followLive), as in the character editor.
import type { SpellForm } from './form';

/** The form's parts, named as their labels (homebrew.field.<part>). */
const PARTS = {
  name: ['name'],
  level: ['level'],
  school: ['school'],
  castingTime: ['castAmount', 'castUnit'],
  range: ['rangeKind', 'rangeDistance', 'rangeUnit'],
  area: ['areaShape', 'areaSize', 'areaWidth', 'areaHeight', 'orShape', 'orSize', 'orWidth', 'orHeight'],
  components: ['v', 's', 'm', 'material', 'costGp', 'consumed'],
  duration: ['durUnit', 'durAmount', 'concentration', 'upTo'],
  ritual: ['ritual'],
  classes: ['classes'],
  description: ['description'],
  higherLevels: ['higherLevels'],
} as const satisfies Record<string, readonly (keyof SpellForm)[]>;

export type FormPart = keyof typeof PARTS;
export const FORM_PARTS = Object.keys(PARTS) as FormPart[];

const same = (a: SpellForm, b: SpellForm, p: FormPart) => PARTS[p].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/** What to save: the parts `draft` changed since `opened`, on top of `live` (the copy stored now;
 *  null: deleted meanwhile, the draft is saved as it is). All three in the same language. */
export function mergeForm(opened: SpellForm, draft: SpellForm, live: SpellForm | null): SpellForm {
  if (!live) return draft;
  const out = { ...live };
  for (const p of FORM_PARTS) if (!same(draft, opened, p)) for (const k of PARTS[p]) (out as Record<string, unknown>)[k] = draft[k];
  return out;
}

/** The parts changed both in `draft` and in `live` since `opened`, to different values. */
export function formConflicts(opened: SpellForm, draft: SpellForm, live: SpellForm): FormPart[] {
  return FORM_PARTS.filter((p) => !same(draft, opened, p) && !same(live, opened, p) && !same(draft, live, p));
}

/** The form once the spell is `live` (saved elsewhere since, or the same copy in another
 *  language): every part the player has not changed since `opened` shows the live copy's, and
 *  `opened` takes it too, so the form shows what saving keeps. A changed part stays as typed over
 *  the `opened` it changed from (formConflicts tells when it changed there too). */
export function followLive(opened: SpellForm, draft: SpellForm, live: SpellForm): { opened: SpellForm; draft: SpellForm } {
  const o = { ...opened };
  const d = { ...draft };
  for (const p of FORM_PARTS) if (same(draft, opened, p)) for (const k of PARTS[p]) (o as Record<string, unknown>)[k] = (d as Record<string, unknown>)[k] = live[k];
  return { opened: o, draft: d };
}
