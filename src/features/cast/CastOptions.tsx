// "Sesílám jako" (the class) and "Jak seslat" (slot levels with their free counts, pact slot, Mystic
// Arcanum, a wizard's Spell Mastery and signature spells, scroll, ritual) in the cast dialog.
import { useTranslation } from 'react-i18next';
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

export interface OptionCounts {
  /** free slots per level, index 0 = 1st */
  free: number[];
  pactFree: number;
}

export function CastOptionsField({ id, options, selected, counts, onChoose }: { id: string; options: CastOption[]; selected: CastOption | null; counts: OptionCounts; onChoose: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={id} className="mb-1 font-medium">{t('cast.howToCast')}</legend>
      {options.map((o) => {
        const key = optionKey(o);
        const checked = selected !== null && optionKey(selected) === key;
        let label: string;
        let extra = '';
        if (o.kind === 'slot') {
          label = t('cast.option.slot', { ord: ord(t, o.level) });
          extra = t('cast.free', { count: counts.free[o.level - 1] });
        } else if (o.kind === 'pact') {
          label = t('cast.option.pact', { ord: ord(t, o.level) });
          extra = t('cast.free', { count: counts.pactFree });
        } else if (o.kind === 'arcanum') label = t('cast.option.arcanum', { ord: ord(t, o.level) });
        else if (o.kind === 'mastery' || o.kind === 'signature') label = t(`cast.option.${o.kind}`);
        else if (o.kind === 'invocation') label = t(o.once ? 'cast.option.invocationOnce' : 'cast.option.invocation', { ord: ord(t, o.level), name: t(`invocations.name.${o.invocation}`) });
        else if (o.kind === 'scroll') label = t('cast.option.scroll');
        else label = t('cast.option.ritual');
        return (
          <label
            key={key}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${checked ? 'border-accent-600 bg-accent-50 dark:border-accent-200 dark:bg-stone-800' : 'border-stone-300 dark:border-stone-600'}`}
          >
            <input type="radio" name={id} className="size-5 accent-accent-700" checked={checked} onChange={() => onChoose(key)} />
            <span className="flex-1">{label}</span>
            {extra && <span className="text-sm text-stone-600 dark:text-stone-300">{extra}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
