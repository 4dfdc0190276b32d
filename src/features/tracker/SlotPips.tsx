// Slot pips per level (only the levels the character has), pact slots apart with their level,
// Mystic Arcanum and sorcery points. A free pip spends one slot, a spent pip gives one back (a
// correction); the maxima come from the rules (slotLimits), so nothing leaves its range.
// A tap re-renders one row: each row selects its own counts from the store, rows are memoised, and
// the labels that depend only on the level and the language are made once per row.
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SlotLimits } from '../../store/derived';
import type { ActionResult } from '../../store/result';
import { useAppStore } from '../../store/app-store';
import type { Character } from '../../store/types';
import { sorceryPointsLeft } from '../../store/queries';
import { ord } from '../cast/entry';
import { useCharacterValue } from '../../store/hooks';
import { tableActions } from '../../store/table';

const table = tableActions(useAppStore);

type Report = (r: ActionResult) => void;

const pipBase = 'flex size-11 shrink-0 touch-manipulation items-center justify-center rounded-full';
// Free pips carry a transparent 2px border like the others (box-sizing: border-box, the background
// shows through it), so a pip changing state changes colours only: style + paint, no layout.
const pipFree = 'border-2 border-transparent bg-accent-700 text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700';
// spent: a stone-500 ring, 3:1 against the panel in light (WCAG 1.4.11)
const pipSpent = 'border-2 border-stone-500 bg-transparent text-stone-500 hover:border-stone-700 dark:border-stone-500 dark:text-stone-500 dark:hover:border-stone-300';
const pipCreated = 'border-2 border-dashed border-accent-900 bg-accent-200 text-accent-900 dark:border-accent-100 dark:bg-accent-800 dark:text-white';
const pipClass = { free: `${pipBase} ${pipFree}`, spent: `${pipBase} ${pipSpent}`, created: `${pipBase} ${pipCreated}` };
// compact (a small phone, many levels): 28 px pips, above the 24 px minimum target (WCAG 2.5.8)
const pipBaseCompact = 'flex size-7 shrink-0 touch-manipulation items-center justify-center rounded-full';
const pipClassCompact = { free: `${pipBaseCompact} ${pipFree}`, spent: `${pipBaseCompact} ${pipSpent}`, created: `${pipBaseCompact} ${pipCreated}` };
// A spent pip shows no star: the glyph stays in the DOM, hidden (same reason: no text change, no layout).
const glyph = 'text-lg leading-none';
const glyphHidden = `${glyph} invisible`;

type PipState = keyof typeof pipClass;

// A tap on a pip does not move focus (and so skips the compatibility mouse events, blur/focus and
// the forced style and layout they cause): the click still fires, keyboard focus (Tab) and
// screen-reader activation are unchanged, and a pointer never shows a focus ring anyway
// (:focus-visible).
const keepFocus = (e: React.PointerEvent) => e.preventDefault();

/** State of pip `i` in a row of `created` created pips, then `free` free ones, then the spent ones. */
const pipState = (i: number, created: number, free: number): PipState => (i < created ? 'created' : i < created + free ? 'free' : 'spent');

type Count = (c: Character) => number;

/** One row of pips: created, free, spent, in that order. `spentOf` is the row's narrow selector. */
function PipRow({ id, max, created, spentOf, labels, group, short, testId, onSpend, onRestore, compact }: {
  compact: boolean;
  id: string;
  max: number;
  created: number;
  spentOf: Count;
  labels: Record<PipState, string>;
  group: (free: number, total: number) => string;
  short: string;
  testId: string;
  onSpend: () => void;
  onRestore: () => void;
}) {
  const spent = useCharacterValue(id, spentOf) ?? 0;
  const free = max - spent;
  const [tapped, setTapped] = useState(false);
  const groupLabel = group(free + created, max + created);
  return (
    <Row label={short} groupLabel={groupLabel} testId={testId} compact={compact} spoken={tapped ? groupLabel : ''}>
      {Array.from({ length: created + max }, (_, i) => {
        const state = pipState(i, created, free);
        const onClick = () => {
          setTapped(true);
          (state === 'spent' ? onRestore : onSpend)();
        };
        return (
          <button key={i} type="button" data-state={state} aria-label={labels[state]} className={(compact ? pipClassCompact : pipClass)[state]} onClick={onClick} onPointerDown={keepFocus}>
            <span aria-hidden="true" className={`${state === 'spent' ? glyphHidden : glyph} ${compact ? 'text-sm!' : ''}`}>✦</span>
          </button>
        );
      })}
    </Row>
  );
}

// A row's visible label, beside its pips (the group's accessible name says it in full). A label wider
// than the column goes onto two lines, where its own text lets it: "Pakt / 3. úr." (a no-break
// space holds "3. úr." together), "Čar. / body"; tight leading keeps such a row about as
// low as its pips.
const labelClass = (compact: boolean) =>
  `shrink-0 text-right font-semibold leading-tight text-stone-700 dark:text-stone-300 ${compact ? 'w-9 text-xs' : 'w-16 text-sm'}`;

/** A labelled row of pips. `spoken`: what a screen reader says after a tap in the row (the new count:
 *  the focus stays on a pip whose name did not change, and a group's name is not read again). */
function Row({ label, groupLabel, children, testId, compact = false, spoken }: { label: string; groupLabel: string; children: React.ReactNode; testId?: string; compact?: boolean; spoken?: string }) {
  return (
    <div role="group" aria-label={groupLabel} className={`flex items-center ${compact ? 'gap-1' : 'gap-2'}`} data-testid={testId}>
      <span aria-hidden="true" className={labelClass(compact)}>{label}</span>
      <div className={`flex flex-wrap ${compact ? 'gap-1' : 'gap-1.5'}`}>{children}</div>
      {spoken !== undefined && (
        <span className="sr-only" aria-live="polite">
          {spoken}
        </span>
      )}
    </div>
  );
}

// Rows take `t` from SlotPips (a new `t` = a new language, and the memo re-renders them) instead of
// calling useTranslation each, and read actions at the tap (they never change) instead of subscribing.
const SlotRow = memo(function SlotRow({ t, id, level, max, report, compact }: { t: TFunction; id: string; level: number; max: number; report: Report; compact: boolean }) {
  const createdOf = useCallback<Count>((c) => c.caster.extraSlots?.[level - 1] ?? 0, [level]);
  const spentOf = useCallback<Count>((c) => Math.min(c.caster.spentSlots[level - 1] ?? 0, max), [level, max]);
  const created = useCharacterValue(id, createdOf) ?? 0;
  const labels = useMemo(() => {
    const o = ord(t, level);
    return { ord: o, short: t('tracker.slots.short', { ord: o }), spend: t('tracker.slots.spend', { ord: o }), restore: t('tracker.slots.restore', { ord: o }) };
  }, [t, level]);
  const hasCreated = created > 0;
  const pipLabels = useMemo(
    () => ({ created: hasCreated ? t('tracker.slots.spendCreated', { ord: labels.ord }) : '', free: labels.spend, spent: labels.restore }),
    [t, labels, hasCreated],
  );
  const group = useCallback((free: number, total: number) => t('tracker.slots.group', { ord: labels.ord, count: free, max: total }), [t, labels]);
  const onSpend = useCallback(() => report(table.spendSlot(id, level)), [report, id, level]);
  const onRestore = useCallback(() => report(table.restoreSlot(id, level)), [report, id, level]);
  return (
    <PipRow id={id} max={max} created={created} spentOf={spentOf} labels={pipLabels} group={group} short={labels.short} testId={`slots-${level}`} onSpend={onSpend} onRestore={onRestore} compact={compact} />
  );
});

const PactRow = memo(function PactRow({ t, id, slotLevel, count, report, compact }: { t: TFunction; id: string; slotLevel: number; count: number; report: Report; compact: boolean }) {
  const spentOf = useCallback<Count>((c) => Math.min(c.caster.spentPact, count), [count]);
  const labels = useMemo(() => {
    const o = ord(t, slotLevel);
    return { ord: o, short: t('tracker.pact.short', { ord: o }), pips: { created: '', free: t('tracker.pact.spend'), spent: t('tracker.pact.restore') } };
  }, [t, slotLevel]);
  const group = useCallback((free: number, total: number) => t('tracker.pact.group', { ord: labels.ord, count: free, max: total }), [t, labels]);
  const onSpend = useCallback(() => report(table.spendPact(id)), [report, id]);
  const onRestore = useCallback(() => report(table.restorePact(id)), [report, id]);
  return <PipRow id={id} max={count} created={0} spentOf={spentOf} labels={labels.pips} group={group} short={labels.short} testId="pact" onSpend={onSpend} onRestore={onRestore} compact={compact} />;
});

const ArcanumPip = memo(function ArcanumPip({ id, level, report, compact }: { id: string; level: number; report: Report; compact: boolean }) {
  const { t } = useTranslation();
  const setArcanumUsed = useAppStore((s) => s.setArcanumUsed);
  const used = useCharacterValue(id, (c) => c.caster.arcanumUsed.includes(level)) ?? false;
  return (
    <button
      type="button"
      aria-pressed={used}
      aria-label={t(used ? 'tracker.arcanum.used' : 'tracker.arcanum.free', { ord: ord(t, level) })}
      onClick={() => report(setArcanumUsed(id, level, !used))}
      className={`flex items-center justify-center rounded-full px-2 text-sm font-bold ${compact ? 'h-7 min-w-7' : 'h-11 min-w-11'} ${used ? pipSpent : pipFree}`}
    >
      {level}
    </button>
  );
});

const SorceryRow = memo(function SorceryRow({ id, max, report, compact }: { id: string; max: number; report: Report; compact: boolean }) {
  const { t } = useTranslation();
  const spendSorceryPoints = useAppStore((s) => s.spendSorceryPoints);
  const available = useCharacterValue(id, sorceryPointsLeft) ?? 0;
  const [tapped, setTapped] = useState(false);
  const groupLabel = t('tracker.sorcery.group', { available, max });
  const step = (n: number) => {
    setTapped(true);
    report(spendSorceryPoints(id, n));
  };
  return (
    <div role="group" aria-label={groupLabel} className={`flex items-center ${compact ? 'gap-1' : 'gap-2'}`} data-testid="sorcery">
      <span aria-hidden="true" className={labelClass(compact)}>{t('tracker.sorcery.short')}</span>
      <button type="button" className={`${compact ? pipBaseCompact : pipBase} border border-stone-300 text-xl dark:border-stone-600`} aria-label={t('tracker.sorcery.spend')} onClick={() => step(1)}>
        −
      </button>
      <span className="min-w-16 text-center text-lg font-bold tabular-nums" aria-hidden="true">
        {available}/{max}
      </span>
      <button type="button" className={`${compact ? pipBaseCompact : pipBase} border border-stone-300 text-xl dark:border-stone-600`} aria-label={t('tracker.sorcery.restore')} onClick={() => step(-1)}>
        +
      </button>
      <span className="sr-only" aria-live="polite">
        {tapped ? groupLabel : ''}
      </span>
    </div>
  );
});

/** Bit i set = slots created (Font of Magic) at level i + 1: such a level shows even without table slots. */
function createdLevelsMask(extra: readonly number[] | undefined): number {
  let mask = 0;
  extra?.forEach((n, i) => {
    if (n > 0) mask |= 1 << i;
  });
  return mask;
}

/** How many rows of pips the panel shows (levels with slots, pact slots, arcanum, sorcery points). */
export function pipRowCount(limits: SlotLimits): number {
  return limits.slotsMax.filter((n) => n > 0).length + (limits.pact ? 1 : 0) + (limits.arcanumLevels.length ? 1 : 0) + (limits.sorceryPointsMax > 0 ? 1 : 0);
}

/** `compact`: small pips, the levels side by side in two columns (a small phone, many levels). */
export const SlotPips = memo(function SlotPips({ id, limits, report, compact = false }: { id: string; limits: SlotLimits; report: Report; compact?: boolean }) {
  const { t } = useTranslation();
  const createdMask = useCharacterValue(id, (c) => createdLevelsMask(c.caster.extraSlots)) ?? 0;
  const pact = limits.pact;
  return (
    <div className={compact ? 'grid grid-cols-2 gap-x-2 gap-y-1' : 'flex flex-col gap-1.5'} data-compact={compact || undefined}>
      {limits.slotsMax.map((max, i) => (max > 0 || createdMask & (1 << i) ? <SlotRow key={i + 1} t={t} id={id} level={i + 1} max={max} report={report} compact={compact} /> : null))}
      {pact && <PactRow t={t} id={id} slotLevel={pact.slotLevel} count={pact.count} report={report} compact={compact} />}
      {limits.arcanumLevels.length > 0 && (
        <Row label={t('tracker.arcanum.short')} groupLabel={t('tracker.arcanum.title')} testId="arcanum" compact={compact}>
          {limits.arcanumLevels.map((level) => (
            <ArcanumPip key={level} id={id} level={level} report={report} compact={compact} />
          ))}
        </Row>
      )}
      {limits.sorceryPointsMax > 0 && <SorceryRow id={id} max={limits.sorceryPointsMax} report={report} compact={compact} />}
    </div>
  );
});
