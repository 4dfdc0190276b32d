// Elemental Affinity (Draconic Bloodline, 6th level) in the cast dialog: with a spell of the dragon
// ancestor's damage type, 1 sorcery point buys resistance to that type for 1 hour. The bonus to one
// damage roll needs no choice: the summary says it.
import { useTranslation } from 'react-i18next';

export function AffinityResistanceField({ type, checked, onChange }: { type: string; checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t('cast.affinityResistance', { type: t(`cast.damageDat.${type}`) })}
    </label>
  );
}
