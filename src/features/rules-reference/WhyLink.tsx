import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Dialog } from '../../components/Dialog';
import { ruleAnchorFor, ruleHref } from '../../components/rule-anchors';
import { sectionText } from './content';
import { Body } from './RuleBody';

const NORMAL = 'text-accent-800 hover:bg-accent-50 dark:text-accent-200 dark:hover:bg-stone-800';
/** on a dark surface in the light theme and a light one in the dark theme (a toast) */
const INVERTED = 'text-accent-200 hover:bg-white/10 dark:text-accent-800 dark:hover:bg-black/10';

/** "Proč?" — the section of /pravidla behind a refusal or warning (a rule code). A tap opens the rule
 *  in place, in a sheet over what the player was doing (a cast dialog keeps its state); the sheet
 *  links on to the whole rules page. A link still, so it opens in a new tab as a link does.
 *  `inverted`: the colours of a toast's surface. */
export function WhyLink({ code, className = '', inverted = false }: { code: string; className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const anchor = ruleAnchorFor(code);
  const section = t(`rules.sections.${anchor}.title`);
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a
        href={ruleHref(code)}
        onClick={onClick}
        className={`inline-flex min-h-11 items-center rounded px-2 font-medium underline underline-offset-2 ${inverted ? INVERTED : NORMAL} ${className}`}
        aria-label={`${t('rules.why')} ${t('common.dash')} ${section}`}
        aria-haspopup="dialog"
      >
        {t('rules.why')}
      </a>
      {open && <RuleSheet anchor={anchor} titleId={titleId} onClose={() => setOpen(false)} />}
    </>
  );
}

function RuleSheet({ anchor, titleId, onClose }: { anchor: string; titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const text = sectionText(t as (key: string, o?: Record<string, unknown>) => unknown, anchor);
  return (
    <Dialog open onClose={onClose} title={text.title} labelledBy={titleId}>
      <div className="flex flex-col gap-3 text-stone-900 dark:text-stone-100" data-testid="rule-sheet">
        <Body lines={text.body} />
        {text.example && (
          <p className="rounded-r-lg border-l-4 border-accent-600 bg-accent-50 px-3 py-2 dark:border-accent-200 dark:bg-stone-800">
            <strong className="font-semibold">{t('rules.example')}:</strong> {text.example}
          </p>
        )}
        <div className="flex flex-wrap justify-between gap-2">
          <Link href={`/pravidla#${anchor}`} className="inline-flex min-h-11 items-center font-medium text-accent-800 underline underline-offset-2 dark:text-accent-200">
            {t('rules.openFull')}
          </Link>
          <button type="button" onClick={onClose} className="min-h-11 rounded-lg bg-accent-700 px-4 font-medium text-white hover:bg-accent-800 dark:bg-accent-600">
            {t('rules.backToWhatIDid')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
