// In a fight, the turn's bonus action spent on something other than a spell (an off-hand attack,
// Cunning Action): the bonus-action rule then refuses a bonus-action spell, as after Font of Magic.
// Not offered once a bonus-action spell took it.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import { tableActions } from '../../store/table';
import { useCharacterValue } from '../../store/hooks';
import type { Report } from './TrackerSections';

const table = tableActions(useAppStore);

export const BonusActionToggle = memo(function BonusActionToggle({ id, report }: { id: string; report: Report }) {
  const { t } = useTranslation();
  const round = useCharacterValue(id, (c) => c.caster.turn.round) ?? 0;
  const used = useCharacterValue(id, (c) => c.caster.turn.bonusActionUsed === true) ?? false;
  const bySpell = useCharacterValue(id, (c) => c.caster.turn.bonusActionSpellCast) ?? false;
  if (round === 0 || bySpell) return null;
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 text-sm hover:bg-stone-100 dark:hover:bg-stone-800">
      <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={used} onChange={(e) => report(table.setBonusActionUsed(id, e.target.checked))} />
      <span className="min-w-0">{t('tracker.turn.bonusUsed')}</span>
    </label>
  );
});
