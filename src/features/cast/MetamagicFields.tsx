// Metamagic in the cast dialog: the options the sorcerer knows, each with its sorcery-point cost and
// what it changes (range, duration, casting time …). An option that cannot be ticked now is disabled
// with the reason from the rules (metamagicChoices): it does not fit the spell, another option besides
// Empowered is ticked, or the sorcery points left do not cover it with what is ticked (how many are
// missing; Twinned costs the slot's level). A ticked option that stops fitting (a higher slot) keeps
// its reason and stays enabled, so that it can be unticked.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance, formatDuration } from '../../data/format-fields';
import { extendedDuration, metamagicChoices, withMetamagic, type MetamagicBlock, type MetamagicId, type SpellMechanics } from '../../rules';

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
  const blockText = (b: MetamagicBlock): string => {
    switch (b.reason) {
      case 'metamagicNotApplicable':
        return t('cast.metamagic.notHere');
      case 'metamagicOnePerSpell':
        return t('cast.metamagic.onePerSpell');
      case 'notEnoughSorceryPoints':
        return t('cast.metamagic.missing', { count: b.missing });
    }
  };
  // The group is named by its title alone; the points left describe it (read after the name).
  return (
    <fieldset className="flex flex-col gap-2" aria-labelledby={title} aria-describedby={points}>
      <legend className="mb-1 flex w-full flex-wrap justify-between gap-x-3 font-medium">
        <span id={title}>{t('cast.metamagic.title')}</span>
        <span id={points} className="text-sm font-normal text-stone-600 dark:text-stone-300">{t('cast.metamagic.pointsLeft', { available: pointsLeft, max: pointsMax })}</span>
      </legend>
      {metamagicChoices(known, pointsLeft, spell, castLevel, value, asRitual).map(({ id, cost, checked, block }) => {
        const fits = block?.reason !== 'metamagicNotApplicable';
        const enabled = block === null || checked;
        return (
          <label key={id} className={`flex min-h-11 items-start gap-3 rounded-lg border px-3 py-2 ${enabled ? 'cursor-pointer' : 'opacity-70'} ${checked ? 'border-accent-600 bg-accent-50 dark:border-accent-200 dark:bg-stone-800' : 'border-stone-300 dark:border-stone-600'}`}>
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-accent-700"
              checked={checked}
              disabled={!enabled}
              onChange={(e) => onChange(e.target.checked ? [...value, id] : value.filter((x) => x !== id))}
            />
            <span className="min-w-0 flex-1">
              <span className="font-medium">{t(`cast.metamagicName.${id}`)}</span>
              {fits && <span className="block text-sm text-stone-700 dark:text-stone-300">{effect(id)}</span>}
              {block && <span className="block text-sm font-medium text-amber-900 dark:text-amber-200">{blockText(block)}</span>}
            </span>
            <span className="shrink-0 text-sm tabular-nums text-stone-600 dark:text-stone-300">{t('cast.metamagic.cost', { count: cost })}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
