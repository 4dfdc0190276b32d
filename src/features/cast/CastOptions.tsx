// "Sesílám jako" (the class) and "Jak seslat" (slot levels with their free counts, pact slot, Mystic
// Arcanum, a wizard's Spell Mastery and signature spells, scroll, ritual) in the cast dialog.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CastOption, ClassId } from '../../rules';
import { optionKey } from './cast-choice';
import { ord } from './describe';

export function ClassChoice({ id, classes, value, onChange }: { id: string; classes: ClassId[]; value: ClassId | null; onChange: (c: ClassId) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">{t('cast.class')}</label>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-800"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as ClassId)}
      >
        {classes.map((c) => (
          <option key={c} value={c}>{t(`characters.class.${c}`)}</option>
        ))}
      </select>
    </div>
  );
}

export function optionLabel(t: TFunction, o: CastOption): string {
  if (o.kind === 'slot' || o.kind === 'pact' || o.kind === 'arcanum') return t(`cast.option.${o.kind}`, { ord: ord(t, o.level) });
  if (o.kind === 'mastery' || o.kind === 'signature' || o.kind === 'scroll') return t(`cast.option.${o.kind}`);
  if (o.kind === 'invocation') return t(o.once ? 'cast.option.invocationOnce' : 'cast.option.invocation', { ord: ord(t, o.level), name: t(`invocations.name.${o.invocation}`) });
  return t('cast.option.ritual');
}

/** The option shown chosen that went away while the dialog was open (its last slot spent in another
 *  window or on another device): said, rather than casting another way without a word. Cleared
 *  when the player chooses again. */
export function useVanishedOption(options: CastOption[], selected: CastOption | null, classId: ClassId | null): [CastOption | null, () => void] {
  const last = useRef<{ option: CastOption; classId: ClassId | null } | null>(null);
  const [gone, setGone] = useState<CastOption | null>(null);
  const keys = options.map(optionKey).join(' ');
  const selectedKey = selected && optionKey(selected);
  useEffect(() => {
    const prev = last.current;
    if (prev && prev.classId === classId && !keys.split(' ').includes(optionKey(prev.option))) setGone(prev.option);
    last.current = selected ? { option: selected, classId } : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `selected` is a new object each render; its key says what changed
  }, [keys, selectedKey, classId]);
  return [gone, useCallback(() => setGone(null), [])];
}

export interface OptionCounts {
  /** free slots per level, index 0 = 1st */
  free: number[];
  pactFree: number;
}

export function CastOptionsField({ id, options, selected, classId, counts, onChoose }: { id: string; options: CastOption[]; selected: CastOption | null; classId: ClassId | null; counts: OptionCounts; onChoose: (key: string) => void }) {
  const { t } = useTranslation();
  const [vanished, forgetVanished] = useVanishedOption(options, selected, classId);
  return (
    <>
    <fieldset className="flex flex-col gap-2">
      <legend id={id} className="mb-1 font-medium">{t('cast.howToCast')}</legend>
      {options.map((o) => {
        const key = optionKey(o);
        const checked = selected !== null && optionKey(selected) === key;
        const label = optionLabel(t, o);
        const extra = o.kind === 'slot' ? t('cast.free', { count: counts.free[o.level - 1] }) : o.kind === 'pact' ? t('cast.free', { count: counts.pactFree }) : '';
        return (
          <label
            key={key}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${checked ? 'border-accent-600 bg-accent-50 dark:border-accent-200 dark:bg-stone-800' : 'border-stone-300 dark:border-stone-600'}`}
          >
            <input
              type="radio"
              name={id}
              className="size-5 accent-accent-700"
              checked={checked}
              onChange={() => {
                onChoose(key);
                forgetVanished();
              }}
            />
            <span className="flex-1">{label}</span>
            {extra && <span className="text-sm text-stone-600 dark:text-stone-300">{extra}</span>}
          </label>
        );
      })}
    </fieldset>
    {vanished && (
      <p role="alert" className="rounded-lg border-2 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950/50 dark:text-amber-100">
        {t('cast.vanished', { option: optionLabel(t, vanished) })}
      </p>
    )}
    </>
  );
}
