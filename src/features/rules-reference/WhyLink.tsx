import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ruleAnchorFor, ruleHref } from './anchors';

/** "Proč?" — links a refusal or warning (a rule code) to the section of /pravidla behind it. */
export function WhyLink({ code, className = '' }: { code: string; className?: string }) {
  const { t } = useTranslation();
  const section = t(`rules.sections.${ruleAnchorFor(code)}.title`);
  return (
    <Link
      href={ruleHref(code)}
      className={`inline-flex min-h-11 items-center rounded px-2 font-medium text-accent-800 underline underline-offset-2 hover:bg-accent-50 dark:text-accent-200 dark:hover:bg-stone-800 ${className}`}
      aria-label={`${t('rules.why')} – ${section}`}
    >
      {t('rules.why')}
    </Link>
  );
}
