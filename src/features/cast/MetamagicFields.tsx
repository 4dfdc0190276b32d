// Metamagic in the cast dialog: the options the sorcerer knows, each with its sorcery-point cost and
// what it changes (range, duration, casting time …); options that do not fit the spell are shown
// disabled with the reason. The rules decide the rest (one option except Empowered, enough points):
// their refusal appears with the dialog's other refusals.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance, formatDuration } from '../../data/format-fields';
import { extendedDuration, metamagicApplies, metamagicCost, withMetamagic, type MetamagicId, type SpellMechanics } from '../../rules';

export interface MetamagicFieldsProps {
  known: readonly MetamagicId[];
  spell: SpellMechanics;
  castLevel: number;
  asRitual: boolean;
  pointsLeft: number;
  pointsMax: number;
  value: readonly MetamagicId[];
  onChange: (next: MetamagicId[]) => void;
}

export function MetamagicFields({ known, spell, castLevel, asRitual, pointsLeft, pointsMax, value, onChange }: MetamagicFieldsProps) {
  const { t, i18n } = useTranslation();
  const title = useId();
  const points = useId();
  if (known.length === 0) return null;
  const tt = t as unknown as (k: string, o?: Record<string, unknown>) => string;
  const effect = (id: MetamagicId): string => {
    switch (id) {
      case 'distant': {
        const r = withMetamagic(spell, ['distant']).range;
        return r?.kind === 'distance' ? t('cast.metamagic.effect.distant', { range: formatDistance(tt, i18n.language, r.feet ?? 0) }) : '';
      }
      case 'extended': {
        const d = extendedDuration(spell.duration);
        return d ? t('cast.metamagic.effect.extended', { duration: formatDuration(tt, { duration: { ...d, upTo: false, concentration: false } }) }) : '';
      }
      default:
        return t(`cast.metamagic.effect.${id}`);
    }
  };
  // The group is named by its title alone; the points left describe it (read after the name).
  return (
    <fieldset className="flex flex-col gap-2" aria-labelledby={title} aria-describedby={points}>
      <legend className="mb-1 flex w-full flex-wrap justify-between gap-x-3 font-medium">
        <span id={title}>{t('cast.metamagic.title')}</span>
        <span id={points} className="text-sm font-normal text-stone-600 dark:text-stone-300">{t('cast.metamagic.pointsLeft', { available: pointsLeft, max: pointsMax })}</span>
      </legend>
      {known.map((id) => {
        const fits = metamagicApplies(id, spell, castLevel, asRitual);
        const checked = value.includes(id);
        return (
          <label key={id} className={`flex min-h-11 items-start gap-3 rounded-lg border px-3 py-2 ${fits ? 'cursor-pointer' : 'opacity-70'} ${checked ? 'border-accent-600 bg-accent-50 dark:border-accent-200 dark:bg-stone-800' : 'border-stone-300 dark:border-stone-600'}`}>
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-accent-700"
              checked={checked}
              disabled={!fits && !checked}
              onChange={(e) => onChange(e.target.checked ? [...value, id] : value.filter((x) => x !== id))}
            />
            <span className="min-w-0 flex-1">
              <span className="font-medium">{t(`cast.metamagicName.${id}`)}</span>
              <span className="block text-sm text-stone-700 dark:text-stone-300">{fits ? effect(id) : t('cast.metamagic.notHere')}</span>
            </span>
            <span className="shrink-0 text-sm tabular-nums text-stone-600 dark:text-stone-300">{t('cast.metamagic.cost', { count: metamagicCost(id, castLevel) })}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
