// Overchannel (Evocation wizard 14) in the cast dialog: a checkbox shown only where it applies (a
// wizard spell cast at 1st–5th level that deals damage), its cost said before it is ticked: nothing
// the first time since the long rest, else the necrotic damage for the level the spell is cast at.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDice } from '../../lib/dice';
import { overchannelApplies, overchannelSelfDamage, overchannelUses, type CasterState, type ClassId, type ClassLevel, type SpellMechanics } from '../../rules';

export interface OverchannelProps {
  classes: readonly ClassLevel[];
  caster: Pick<CasterState, 'overchannelUses'>;
  spell: SpellMechanics;
  /** the level the spell would be cast at */
  castLevel: number;
  castAs: ClassId | null;
  value: boolean;
  onChange: (on: boolean) => void;
}

/** Overchannel is asked for: ticked, and it applies to this cast as now chosen (a higher slot or
 *  another class may take it away). */
export function overchannelChosen(p: Omit<OverchannelProps, 'onChange' | 'caster'>): boolean {
  return p.value && overchannelApplies(p.classes, p.spell, p.castLevel, p.castAs);
}

export function OverchannelField({ classes, caster, spell, castLevel, castAs, value, onChange }: OverchannelProps) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  if (!overchannelApplies(classes, spell, castLevel, castAs)) return null;
  const used = overchannelUses(caster);
  const cost = overchannelSelfDamage(used + 1, castLevel);
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-accent-700" checked={value} aria-describedby={hintId} onChange={(e) => onChange(e.target.checked)} />
      <span className="flex flex-col">
        <span className="font-medium">{t('cast.overchannel.label')}</span>
        <span id={hintId} className={`text-sm ${cost ? 'text-red-800 dark:text-red-300' : 'text-stone-600 dark:text-stone-400'}`}>
          {cost ? t('cast.overchannel.cost', { used, dice: formatDice(cost, { lng: i18n.language }) }) : t('cast.overchannel.free')}
        </span>
      </span>
    </label>
  );
}
