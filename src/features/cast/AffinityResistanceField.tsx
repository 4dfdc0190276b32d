// Elemental Affinity (Draconic Bloodline, 6th level) in the cast dialog: with a spell of the dragon
// ancestor's damage type, 1 sorcery point buys resistance to that type for 1 hour. The bonus to one
// damage roll needs no choice: the summary says it. The points left are said here when no Metamagic
// group above says them.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function AffinityResistanceField({ type, checked, onChange, points }: { type: string; checked: boolean; onChange: (v: boolean) => void; points: { left: number; max: number } | null }) {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={points ? hint : undefined} />
        {t('cast.affinityResistance', { type: t(`cast.damageDat.${type}`) })}
      </label>
      {points && <p id={hint} className="pl-8 text-sm text-stone-600 dark:text-stone-300">{t('cast.metamagic.pointsLeft', { available: points.left, max: points.max })}</p>}
    </div>
  );
}
