// Table conditions the player sets (silenced, an empty hand, a focus held in a hand, pouch/focus on you, armour, incapacitated, owned
// costly materials). Used on the fight screen and, for the condition behind a refusal, in the cast dialog.
import { useTranslation } from 'react-i18next';
import type { Spell } from '../../data/types';
import { useAppStore } from '../../store/app-store';
import type { EndedConcentration } from '../../store/table';
import type { Character } from '../../store/types';
import { tableActions } from '../../store/table';

const table = tableActions(useAppStore);

export type ConditionField = 'silenced' | 'handsFree' | 'focusInHand' | 'hasFocusOrPouch' | 'armourWorn' | 'armourProficient' | 'incapacitated';

function Toggle({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-stone-100 dark:hover:bg-stone-800">
      <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="min-w-0">
        {label}
        {hint && <> <span className="text-sm text-stone-600 dark:text-stone-400">({hint})</span></>}
      </span>
    </label>
  );
}

/** `onIncapacitated` hears what ticking "incapacitated" ended (to say so, with an undo). */
export function ConditionsFields({
  character,
  fields,
  materials = [],
  onIncapacitated,
}: {
  character: Pick<Character, 'id' | 'conditions'>;
  fields: ConditionField[];
  materials?: Spell[];
  onIncapacitated?: (ended: EndedConcentration | undefined) => void;
}) {
  const { t } = useTranslation();
  const setConditions = useAppStore((s) => s.setConditions);
  const c = character.conditions;
  const id = character.id;
  const owned = new Set(c.materialsOwned);
  return (
    <div className="flex flex-col">
      {fields.map((f) => {
        switch (f) {
          case 'incapacitated':
            return <Toggle key={f} label={t('cast.conditions.incapacitated')} checked={c.incapacitated} onChange={(v) => {
                  const r = table.setIncapacitated(id, v);
                  if (r.ok && v) onIncapacitated?.(r.ended);
                }} />;
          case 'focusInHand':
            return <Toggle key={f} label={t('cast.conditions.focusInHand')} hint={t('cast.conditions.focusInHandHint')} checked={c.focusInHand === true} onChange={(v) => setConditions(id, { focusInHand: v })} />;
          case 'armourProficient':
            return c.armourWorn ? <Toggle key={f} label={t('cast.conditions.armourProficient')} checked={c.armourProficient} onChange={(v) => setConditions(id, { armourProficient: v })} /> : null;
          default:
            return <Toggle key={f} label={t(`cast.conditions.${f}`)} checked={c[f]} onChange={(v) => setConditions(id, { [f]: v })} />;
        }
      })}
      {materials.map((s) => (
        <Toggle
          key={s.id}
          label={(s.components.costGp ?? 0) > 0 ? t('cast.conditions.material', { name: s.text.name, cost: s.components.costGp }) : t('cast.conditions.materialFree', { material: s.text.material ?? s.text.name })}
          hint={s.components.consumed ? t('cast.conditions.materialConsumed') : undefined}
          checked={owned.has(s.id)}
          onChange={(v) => setConditions(id, { materialsOwned: v ? [...c.materialsOwned.filter((m) => m !== s.id), s.id] : c.materialsOwned.filter((m) => m !== s.id) })}
        />
      ))}
    </div>
  );
}

/** Which condition toggles fix a refusal code (shown right under the refusal in the cast dialog). */
export function fieldsForErrors(codes: readonly string[]): ConditionField[] {
  const out: ConditionField[] = [];
  if (codes.includes('silenced')) out.push('silenced');
  if (codes.includes('noFreeHand')) out.push('handsFree', 'focusInHand');
  if (codes.includes('noFocus')) out.push('hasFocusOrPouch', ...(out.includes('focusInHand') ? [] : (['focusInHand'] as const)));
  if (codes.includes('armourNotProficient')) out.push('armourWorn', 'armourProficient');
  if (codes.includes('incapacitated')) out.push('incapacitated');
  return out;
}
