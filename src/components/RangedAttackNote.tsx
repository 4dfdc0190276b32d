import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ruleHref } from './rule-anchors';

/**
 * Reminder for ranged spell attacks (PHB ch.10 / ch.9): disadvantage when a hostile creature
 * that can see you and isn't incapacitated is within 1 sáh (5 ft). For the cast dialog and the
 * spell detail of spells with attackType 'ranged'.
 */
export function RangedAttackNote({ className = '', showWhy = true }: { className?: string; showWhy?: boolean }) {
  const { t } = useTranslation();
  return (
    <aside role="note" aria-label={t('rules.rangedAttack.title')} className={`flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100 ${className}`}>
      <span aria-hidden="true">⚠️</span>
      <p>
        <strong className="font-semibold">{t('rules.rangedAttack.title')}:</strong> {t('rules.rangedAttack.text')}{' '}
        {showWhy && (
          <Link href={ruleHref('rangedAttack')} className="px-1 py-3 font-medium text-accent-800 underline underline-offset-2 dark:text-accent-200">
            {t('rules.why')}
          </Link>
        )}
      </p>
    </aside>
  );
}
