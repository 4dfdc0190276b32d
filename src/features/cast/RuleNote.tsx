import { useTranslation } from 'react-i18next';
import { WhyLink } from '../rules-reference/entry';
import { ruleText } from './rule-text';

/** One refusal or warning: the rule in one sentence and a "Proč?" link to the rules reference. */
export function RuleNote({ code, text, tone = 'error' }: { code: string; text?: string; tone?: 'error' | 'warning' | 'info' }) {
  const { t } = useTranslation();
  const toneClass =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100'
      : tone === 'warning'
        ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100'
        : 'border-stone-300 bg-stone-50 text-stone-900 dark:border-stone-700 dark:bg-stone-800/60 dark:text-stone-100';
  return (
    <li className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-1 ${toneClass}`} data-code={code}>
      <span className="min-w-0 flex-1 basis-48 py-1">{text ?? ruleText(t, code)}</span>
      <WhyLink code={code} className="text-current!" />
    </li>
  );
}
