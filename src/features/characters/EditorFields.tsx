// Form pieces of the character editor: inputs with their errors, checkboxes, the ability scores.
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ABILITIES, type InputErrors } from '../../store/character-input';
import { DRACONIC_BLOODLINE, DRAGON_ANCESTRIES, KNOWN_SUBCLASS, LAND_CIRCLE, LAND_TERRAINS, MULTICLASS_MINIMUM, SUBCLASS_LEVEL, abilityModifier, unmetMulticlassPrerequisites, type Ability, type ClassId } from '../../rules';
import { isClassId } from '../../data/mechanics';
import { ancestryLabel, andList, capitalize, signed } from '../../components/format';
import { WarningIcon } from '../../components/icons';
import type { ClassRow, Draft } from './editor-draft';

export const inputClass = (invalid: boolean) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 dark:bg-stone-950 dark:text-stone-100 ${
    invalid ? 'border-red-700 ring-1 ring-red-700 dark:border-red-400 dark:ring-red-400' : 'border-stone-400 dark:border-stone-600'
  }`;

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
      <WarningIcon className="mr-1 inline size-4 align-[-2px]" />
      {children}
    </p>
  );
}

export function Checkbox({ id, label, hint, checked, onChange }: { id: string; label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} className="mt-3 size-5 shrink-0 accent-accent-700" />
      <div>
        <label htmlFor={id} className="flex min-h-11 items-center font-medium">{label}</label>
        {hint && <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">{hint}</p>}
      </div>
    </div>
  );
}

/** The six ability scores with their modifiers (or the field's error). */
export function AbilityFields({ uid, draft, setDraft, errors, shown, touch }: { uid: string; draft: Draft; setDraft: Dispatch<SetStateAction<Draft>>; errors: InputErrors; shown: (path: string) => string | undefined; touch: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <legend className="px-1 font-semibold">{t('characters.editor.abilities')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {ABILITIES.map((a) => {
          const path = `abilities.${a}`;
          const err = shown(path);
          const valid = !errors[path];
          return (
            <div key={a}>
              <label htmlFor={`${uid}-ab-${a}`} className="mb-1 block text-sm font-medium">{t(`characters.ability.${a}`)}</label>
              <input
                id={`${uid}-ab-${a}`}
                inputMode="numeric"
                autoComplete="off"
                value={draft.abilities[a]}
                onChange={(e) => setDraft((d) => ({ ...d, abilities: { ...d.abilities, [a]: e.target.value } }))}
                onBlur={() => touch(path)}
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${uid}-ab-${a}-err` : `${uid}-ab-${a}-mod`}
                className={`${inputClass(!!err)} tabular-nums`}
              />
              {err ? (
                <FieldError id={`${uid}-ab-${a}-err`}>{t(`characters.fieldErrors.${err}`)}</FieldError>
              ) : (
                <p id={`${uid}-ab-${a}-mod`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                  {valid ? t('characters.editor.modifier', { mod: signed(abilityModifier(Number(draft.abilities[a]))) }) : '\u00a0'}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The class row's subclass, where the app knows one that changes spells (rules/subclasses.ts), a
 *  Circle of the Land druid's land and a Draconic Bloodline sorcerer's dragon ancestor. The select is
 *  labelled with the class's own word for it (a cleric's Domain, a warlock's Patron; "Subclass" where
 *  a class has none in the locale). */
export function SubclassFields({ row, idBase, onChange }: { row: ClassRow; idBase: string; onChange: (patch: Partial<ClassRow>) => void }) {
  const { t, i18n } = useTranslation();
  if (!isClassId(row.classId)) return null;
  const sub = KNOWN_SUBCLASS[row.classId];
  // offered from the level the class chooses it at (a paladin's oath at 3rd)
  if (!sub || !(Number(row.level) >= SUBCLASS_LEVEL[row.classId])) return null;
  const land = row.classId === 'druid' && row.subclassId === LAND_CIRCLE;
  const draconic = row.classId === 'sorcerer' && row.subclassId === DRACONIC_BLOODLINE;
  return (
    <>
      <div className="col-span-2">
        <label htmlFor={`${idBase}-sub`} className="mb-1 block text-sm font-medium">{t('characters.editor.subclass', { context: row.classId })}</label>
        <select id={`${idBase}-sub`} value={row.subclassId === sub ? sub : ''} onChange={(e) => onChange({ subclassId: e.target.value, terrain: '', ancestry: '' })} className={inputClass(false)}>
          <option value="">{t('characters.subclass.none', { context: row.classId })}</option>
          <option value={sub}>{t(`characters.subclass.${sub}`)}</option>
        </select>
      </div>
      {land && (
        <div className="col-span-2">
          <label htmlFor={`${idBase}-terrain`} className="mb-1 block text-sm font-medium">{t('characters.editor.terrain')}</label>
          <select id={`${idBase}-terrain`} value={row.terrain} onChange={(e) => onChange({ terrain: e.target.value })} aria-describedby={`${idBase}-terrain-hint`} className={inputClass(false)}>
            <option value="">{t('characters.terrainNone')}</option>
            {LAND_TERRAINS.map((x) => (
              <option key={x} value={x}>{capitalize(t(`characters.terrain.${x}`), i18n.language)}</option>
            ))}
          </select>
          <p id={`${idBase}-terrain-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('characters.editor.terrainHint')}</p>
        </div>
      )}
      {draconic && (
        <div className="col-span-2">
          <label htmlFor={`${idBase}-ancestry`} className="mb-1 block text-sm font-medium">{t('characters.editor.ancestry')}</label>
          <select id={`${idBase}-ancestry`} value={row.ancestry ?? ''} onChange={(e) => onChange({ ancestry: e.target.value })} aria-describedby={`${idBase}-ancestry-hint`} className={inputClass(false)}>
            <option value="">{t('characters.ancestryNone')}</option>
            {DRAGON_ANCESTRIES.map((x) => (
              <option key={x} value={x}>{ancestryLabel(t, x)}</option>
            ))}
          </select>
          <p id={`${idBase}-ancestry-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('characters.editor.ancestryHint')}</p>
        </div>
      )}
    </>
  );
}


/** The multiclassing prerequisites the scores do not meet, said under the scores (not refused:
 *  many tables waive them). Nothing while a score is not a number yet. */
export function MulticlassNote({ classIds, abilities }: { classIds: readonly ClassId[]; abilities: Record<Ability, string> }) {
  const { t, i18n } = useTranslation();
  const scores = Object.fromEntries(ABILITIES.map((a) => [a, Number(abilities[a])])) as Record<Ability, number>;
  if (ABILITIES.some((a) => !Number.isInteger(scores[a]))) return null;
  const unmet = unmetMulticlassPrerequisites(classIds, scores);
  if (unmet.length === 0) return null;
  const need = (group: Ability[]) => t('characters.editor.multiclass.need', { context: group.length > 1 ? 'either' : undefined, a: t(`characters.ability.${group[0]}`), b: group[1] ? t(`characters.ability.${group[1]}`) : '', min: MULTICLASS_MINIMUM });
  const items = unmet.map((u) => t('characters.editor.multiclass.item', { class: t(`characters.class.${u.classId}`), needs: andList(i18n.language, u.needs.map(need)) }));
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" role="note" data-testid="multiclass-note">
      {t('characters.editor.multiclass.text', { min: MULTICLASS_MINIMUM, list: items.join('; ') })}
    </p>
  );
}
