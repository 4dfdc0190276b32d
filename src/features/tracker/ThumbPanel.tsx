// The thumb zone of the table screen: the last message, slot pips, and the turn / damage / cast
// buttons (a sticky bottom panel on a phone). Memoized: it re-renders for a new message only; the
// pip rows select their own counts (SlotPips), so a tap re-renders one row.
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIfLost } from '../../lib/focus-if-lost';
import { Button } from '../../components/Button';
import type { SlotLimits } from '../../store/derived';
import { WhyLink } from '../rules-reference/entry';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { pipRowCount, SlotPips } from './SlotPips';
import type { Report } from './TrackerSections';
import { useCharacterValue } from '../../store/hooks';

export type Message = { kind: 'ok' | 'error'; text: string; code?: string; id: number; onUndo?: () => void };

export const ThumbPanel = memo(function ThumbPanel({
  id,
  limits,
  message,
  onDismissMessage,
  report,
  onNewTurn,
  onCast,
  onDamage,
  onFont,
  onSmite,
}: {
  id: string;
  limits: SlotLimits;
  message: Message | null;
  onDismissMessage: () => void;
  report: Report;
  onNewTurn: () => void;
  onCast: () => void;
  onDamage: () => void;
  onFont: () => void;
  onSmite: () => void;
}) {
  const { t } = useTranslation();
  const hasFont = limits.sorceryPointsMax > 0;
  const features = hasFont || limits.divineSmite;
  // out of a fight (round 0) the turn button starts one
  const inFight = (useCharacterValue(id, (c) => c.caster.turn.round) ?? 0) > 0;
  // On a phone the panel may take at most 40 % of the height: when its rows of 44 px pips would not
  // fit (a small phone, a high-level caster), the levels go compact, side by side.
  const rows = pipRowCount(limits);
  const compact = useMediaQuery(`(max-width: 767px) and (max-height: ${Math.ceil((rows * 50 + 110) / 0.4)}px)`);
  // The page scrolls a control reached by keyboard clear of this panel (index.css reads its height).
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = panel.current;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => root.style.setProperty('--thumb-panel-h', `${el.offsetHeight}px`));
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--thumb-panel-h');
    };
  }, []);
  return (
    <section
      ref={panel}
      aria-labelledby="slots-title"
      className={`thumb-panel sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-10 phone-landscape:bottom-0 short-window:static -mx-3 -mb-10 flex flex-col rounded-t-2xl border-t border-stone-200 bg-stone-50 px-3 shadow-[0_-6px_16px_-8px_rgba(0,0,0,0.25)] md:top-16 md:bottom-auto md:mx-0 md:mb-0 md:max-h-[calc(100dvh-5rem)] md:gap-2 md:rounded-2xl md:border md:bg-white md:p-4 md:shadow-none dark:border-stone-800 dark:bg-stone-950 md:dark:bg-stone-900 ${compact ? 'max-h-[40dvh] gap-1 pb-1 pt-1' : 'max-h-[58dvh] gap-2 pb-2 pt-2'}`}
      data-testid="thumb-panel"
    >
      {/* the last message floats above the panel on a phone: it never takes the pips' room */}
      <div role="status" aria-live="polite" className="absolute inset-x-3 bottom-full mb-2 empty:hidden md:static md:mb-0">
        {message && (
          <p className={`flex flex-wrap items-center gap-x-2 rounded-lg border px-3 py-1 shadow-md md:shadow-none ${message.kind === 'error' ? 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100' : 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100'}`}>
            <span className="min-w-0 flex-1 py-1">{message.text}</span>
            {message.code && <WhyLink code={message.code} className="text-current!" />}
            {message.onUndo && (
              <button
                type="button"
                className="min-h-11 rounded-lg px-3 font-semibold underline"
                onClick={() => {
                  message.onUndo?.();
                  focusIfLost('slots-title');
                }}
              >
                {t('tracker.undo')}
              </button>
            )}
            <button
              type="button"
              className="min-h-11 min-w-11 rounded-lg text-xl"
              aria-label={t('tracker.dismiss')}
              onClick={() => {
                onDismissMessage();
                focusIfLost('slots-title');
              }}
            >
              ×
            </button>
          </p>
        )}
      </div>
      {/* with two feature buttons in a narrow column the buttons go under the title, side by side */}
      <div className={`flex flex-wrap items-center justify-between gap-x-2 ${compact && !features ? 'sr-only' : ''}`}>
        <h2 id="slots-title" className={`text-base font-semibold whitespace-nowrap ${compact ? 'sr-only' : ''}`}>{t('tracker.slots.title')}</h2>
        {features && (
          <div className="ml-auto flex gap-1">
            {limits.divineSmite && (
              <Button variant="ghost" className="px-2! text-sm" onClick={onSmite}>
                {t('tracker.smite.title')}
              </Button>
            )}
            {hasFont && (
              <Button variant="ghost" className="px-2! text-sm" onClick={onFont}>
                {t('tracker.font.title')}
              </Button>
            )}
          </div>
        )}
      </div>
      {/* the pips scroll inside the panel when there are many levels; the buttons below stay in reach
          (padding: room for the focus ring of the first and last row, which the scroll box would clip) */}
      <div className="-my-1.5 min-h-0 flex-1 overflow-y-auto overscroll-contain py-1.5">
        {limits.canCast ? <SlotPips id={id} limits={limits} report={report} compact={compact} /> : <p>{t('tracker.noCasting')}</p>}
      </div>
      {/* each button at least as wide as its label (Button's own min-width would let "Start combat" spill over its padding) */}
      <div className="flex gap-2">
        <Button onClick={onNewTurn} className="min-w-fit! flex-1 whitespace-nowrap px-2!">{t(inFight ? 'tracker.turn.new' : 'tracker.turn.startFight')}</Button>
        <Button onClick={onDamage} className="min-w-fit! flex-1 whitespace-nowrap px-2!">{t('tracker.damage.open')}</Button>
        <Button variant="primary" onClick={onCast} disabled={!limits.canCast} className="min-w-fit! flex-[1.4] whitespace-nowrap px-2! text-lg">
          {t('tracker.castButton')}
        </Button>
      </div>
    </section>
  );
});
