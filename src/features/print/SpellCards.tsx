// Spell cards, 63 × 88 mm, nine to a page (A4 or US Letter) with cut marks. Each spell's text is fitted by
// measuring real rendered cards in a hidden area: the largest font size at which the text fits one
// card, in quarter points; if it does not fit even at the smallest size, it continues on further
// cards marked "pokračování" (binary search over the allowed cuts), at the largest size (half points)
// that needs no more cards than SPLIT_SIZE does. Nothing is ever cut off.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Spell } from '../../data/types';
import { cutPositions, sliceParagraphs, spellParagraphs, withTableHeader, type Cut } from './card-split';
import { fullFields, levelSchool, longMarks, type CardNumber } from './labels';
import { SpellText } from '../../components/SpellText';
import { CARD_H, CARD_W, cardGrid, type Paper } from './paper';

/** Font sizes (pt) tried for a one-card spell, largest first, a quarter point apart: a text a hair
 *  too long for one size takes the next, not one half a point smaller that leaves white space. */
export const CARD_SIZES = [8.5, 8.25, 8, 7.75, 7.5, 7.25, 7, 6.75, 6.5, 6.25, 6] as const;
/** Font sizes (pt) for a spell that needs more than one card, largest first: half points, as each
 *  size is a whole search over the cuts. It is split at SPLIT_SIZE first; the larger sizes are then
 *  tried in turn and kept while they need no more cards. */
export const SPLIT_SIZES = [8.5, 8, 7.5, 7, 6.5] as const;
export const SPLIT_SIZE = 6.5;
export const CARDS_PER_PAGE = 9;
/** A field longer than this (characters) takes the card's full width. */
const WIDE_FIELD = 24;
/** Rounding safety (CSS px) between screen measurement and print layout. */
const SAFETY_PX = 2;

export interface CardPlan {
  size: number;
  /** paragraphs of each card of the spell */
  chunks: string[][];
}

interface CardProps {
  spell: Spell;
  /** the character's save DC or spell attack for this spell, after the spell's own fields */
  numbers?: readonly CardNumber[];
  paragraphs: readonly string[];
  size: number;
  part: number;
  parts: number;
}

export const SpellCard = memo(function SpellCard({ spell, numbers, paragraphs, size, part, parts, cardRef }: CardProps & { cardRef?: React.Ref<HTMLDivElement> }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const f = fullFields(t, lng, spell);
  const marks = longMarks(t, spell);
  const continued = part > 1;
  return (
    <div className="spell-card" data-testid="spell-card" data-spell={spell.id} data-part={part} ref={cardRef} style={{ fontSize: `${size}pt` }}>
      <div className="card-inner">
        <div className="card-head">
          <h3 className="card-name">{spell.text.name}</h3>
          <p className="card-meta">
            {continued ? (
              <span className="card-continued">{t('print.cards.continued')}</span>
            ) : (
              <>
                {levelSchool(t, lng, spell)}
                {marks.length > 0 && <span className="card-marks"> · {marks.join(' · ')}</span>}
              </>
            )}
            {parts > 1 && <span className="card-part"> {t('print.cards.part', { part, parts })}</span>}
          </p>
        </div>
        {!continued && (
          <dl className="card-fields">
            {(['castingTime', 'range', 'area', 'duration', 'components'] as const).map((k) => {
              const v = f[k];
              return v === undefined ? null : (
                <div key={k} className={v.length > WIDE_FIELD ? 'wide' : undefined}>
                  <dt>{t(`print.col.${k}`)}</dt>
                  <dd>{v}</dd>
                </div>
              );
            })}
            {numbers?.map((n) => (
              <div key={n.key} className={n.value.length > WIDE_FIELD ? 'wide' : undefined}>
                <dt>{t(`print.col.${n.key}`)}</dt>
                <dd>{n.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="card-text">
          <SpellText className="spell-text" headingLevel={4} paragraphs={paragraphs} />
        </div>
      </div>
    </div>
  );
});

/** Does the card's content fit its box (with a small safety margin), in height and in width? */
export function cardFits(card: HTMLElement): boolean {
  const inner = card.firstElementChild as HTMLElement | null;
  // Not laid out (display: none, or a test DOM without layout): nothing can be measured.
  if (!inner || card.clientHeight === 0) return true;
  const cs = getComputedStyle(card);
  const avail = card.clientHeight - parseFloat(cs.paddingTop || '0') - parseFloat(cs.paddingBottom || '0');
  return inner.getBoundingClientRect().height <= avail - SAFETY_PX && card.scrollHeight <= card.clientHeight && card.scrollWidth <= card.clientWidth;
}

/** A split being searched: font size; the best plan so far and its card ends (this split may take no
 *  more cards; at a larger size a card holds no more text, so the best plan's ends bound the search);
 *  the ends found; the binary search for the next end. */
type Step = { size: number; best: { plan: CardPlan; ends: number[] } | null; ends: number[]; start: number; lo: number; hi: number; mid: number };

/** The next larger split size after `size`, if any (SPLIT_SIZES runs largest first). */
function largerSize(size: number): number | undefined {
  const larger = SPLIT_SIZES.filter((s) => s > size);
  return larger[larger.length - 1];
}

/** The largest of CARD_SIZES at which `fits` says the text fits one card, or null if none: the
 *  largest first (most spells), then the smallest (else the text is split), then a binary search
 *  between them (a smaller font never takes more room), so at most 6 layouts of 11 sizes. */
export function largestFit(fits: (size: number) => boolean): number | null {
  const n = CARD_SIZES.length;
  if (fits(CARD_SIZES[0])) return CARD_SIZES[0];
  if (!fits(CARD_SIZES[n - 1])) return null;
  let yes = n - 1; // index of a size that fits
  let no = 0; // index of a size that does not
  while (yes - no > 1) {
    const mid = (yes + no) >> 1;
    if (fits(CARD_SIZES[mid])) yes = mid;
    else no = mid;
  }
  return CARD_SIZES[yes];
}

/** Finds a plan for one spell by rendering candidate cards and measuring them.
 *  One card: font sizes are tried on the rendered card directly (no re-render, largestFit). More cards: a
 *  binary search per card over the allowed cuts, one render per candidate, at SPLIT_SIZE and then at
 *  each larger size until one needs more cards. The next candidate is
 *  set from a microtask, so many long spells never stack up synchronous re-renders. */
function CardFitter({ spell, numbers, paragraphs, planKey, onDone }: { spell: Spell; numbers?: readonly CardNumber[]; paragraphs: string[]; planKey: string; onDone: (key: string, plan: CardPlan) => void }) {
  const cuts = useMemo(() => cutPositions(paragraphs), [paragraphs]);
  const last = cuts.length - 1;
  const [step, setStep] = useState<Step | null>(null);
  const pass = useCallback((size: number, best: Step['best']): Step => {
    const hi = Math.min(last, best?.ends[0] ?? last);
    return { size, best, ends: [], start: 0, lo: 1, hi, mid: hi };
  }, [last]);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    const later = (f: () => void) => void Promise.resolve().then(() => !cancelled && f());
    if (step === null) {
      const size = largestFit((pt) => {
        el.style.fontSize = `${pt}pt`;
        return cardFits(el);
      });
      later(() => (size === null ? setStep(pass(SPLIT_SIZE, null)) : onDone(planKey, { size, chunks: [paragraphs] })));
      return () => { cancelled = true; };
    }
    let { lo, hi } = step;
    if (cardFits(el)) lo = step.mid;
    else hi = step.mid - 1;
    if (lo < hi) {
      later(() => setStep({ ...step, lo, hi, mid: Math.ceil((lo + hi) / 2) }));
    } else {
      const end = Math.max(lo, step.start + 1);
      const ends = [...step.ends, end];
      if (end >= last) {
        const starts = [0, ...ends.slice(0, -1)];
        const plan = { size: step.size, chunks: starts.map((st, i) => cardParagraphs(paragraphs, cuts[st], cuts[ends[i]])) };
        const next = largerSize(step.size);
        later(() => (next === undefined ? onDone(planKey, plan) : setStep(pass(next, { plan, ends }))));
      } else if (step.best && ends.length >= step.best.ends.length) {
        // this size needs more cards than the best plan so far: that plan stays
        const best = step.best.plan;
        later(() => onDone(planKey, best));
      } else {
        const next = Math.min(last, Math.max(end + 1, step.best?.ends[ends.length] ?? last));
        later(() => setStep({ ...step, ends, start: end, lo: end + 1, hi: next, mid: next }));
      }
    }
    return () => { cancelled = true; };
  }, [step, cuts, last, paragraphs, planKey, onDone, pass]);

  if (step === null) return <SpellCard spell={spell} numbers={numbers} paragraphs={paragraphs} size={CARD_SIZES[0]} part={1} parts={1} cardRef={ref} />;
  // parts=9: the widest "n/m" label while measuring
  return <SpellCard spell={spell} numbers={numbers} paragraphs={cardParagraphs(paragraphs, cuts[step.start], cuts[step.mid])} size={step.size} part={step.ends.length + 1} parts={9} cardRef={ref} />;
}

function cardParagraphs(paragraphs: readonly string[], from: Cut, to: Cut): string[] {
  return withTableHeader(paragraphs, from, sliceParagraphs(paragraphs, from, to));
}

interface PlacedCard {
  key: string;
  spell: Spell;
  numbers?: readonly CardNumber[];
  paragraphs: string[];
  size: number;
  part: number;
  parts: number;
}

/** `numbers`: per spell id, the character's save DC or spell attack its card adds (none: a bare card). */
export function SpellCards({ spells, numbers, paper, onReady }: { spells: Spell[]; numbers?: ReadonlyMap<string, readonly CardNumber[]>; paper: Paper; onReady?: (ready: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const higherLead = t('print.higherLevels');
  const [plans, setPlans] = useState<Map<string, CardPlan>>(() => new Map());
  // a plan holds for the card as measured: its language, name and numbers
  const keyOf = (s: Spell) => `${lng}:${s.id}:${s.text.name}:${numbers?.get(s.id)?.map((n) => n.value).join('|') ?? ''}`;
  const pending = spells.filter((s) => !plans.has(keyOf(s)));

  const paragraphs = useMemo(() => new Map(spells.map((s) => [s.id, spellParagraphs(s.text.description, s.text.higherLevels, higherLead)])), [spells, higherLead]);
  const onDone = useCallback((key: string, plan: CardPlan) => setPlans((m) => new Map(m).set(key, plan)), []);

  const ready = pending.length === 0;
  useLayoutEffect(() => onReady?.(ready), [ready, onReady]);

  const cards: PlacedCard[] = ready
    ? spells.flatMap((s) => {
        const plan = plans.get(keyOf(s))!;
        return plan.chunks.map((paragraphs, i) => ({ key: `${s.id}-${i}`, spell: s, numbers: numbers?.get(s.id), paragraphs, size: plan.size, part: i + 1, parts: plan.chunks.length }));
      })
    : [];
  const grid = cardGrid(paper);
  // a hair under the paper's height, so rounding never spills onto an extra page
  const pageStyle = { width: `${grid.w}mm`, height: `${grid.h - 1}mm` };
  // The SRD's credit (CC BY 4.0) goes in the bottom margin between the middle cut marks; Letter's
  // margins above and below the cards (7.7 mm) lie where printers cannot print, so there it runs up
  // the left margin beside the middle row.
  const creditAside = grid.h - grid.bottom < 12;
  const creditStyle = creditAside
    ? { left: `${grid.left / 2}mm`, top: `${grid.top + 1.5 * CARD_H}mm` }
    : { left: `${grid.left + CARD_W + 2}mm`, top: `${grid.bottom + 3.5}mm` };
  const pages: PlacedCard[][] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_PAGE) pages.push(cards.slice(i, i + CARDS_PER_PAGE));

  return (
    <div className="print-cards" data-testid="spell-cards">
      {!ready && (
        <>
          <p role="status" className="no-print cards-status">{t('print.cards.preparing')}</p>
          <div className="card-measure" aria-hidden="true">
            {pending.map((s) => (
              <CardFitter key={keyOf(s)} planKey={keyOf(s)} spell={s} numbers={numbers?.get(s.id)} paragraphs={paragraphs.get(s.id)!} onDone={onDone} />
            ))}
          </div>
        </>
      )}
      {ready && (
        <p className="no-print cards-status" data-testid="cards-summary">
          {t('print.cards.count', { count: cards.length })} · {t('print.cards.pages', { count: pages.length, paper: t(`print.paper.name.${paper}`) })}
        </p>
      )}
      {ready && cards.length === 0 && <p className="cards-status cards-none">{t('print.cards.none')}</p>}
      <div className="card-pages">
        {pages.map((page, n) => (
          <section key={n} className="card-page" aria-label={`${n + 1} / ${pages.length}`} style={pageStyle}>
            <CutMarks grid={grid} />
            <p className={`card-credit${creditAside ? ' card-credit-aside' : ''}`} style={creditStyle}>{t('print.credit')}</p>
            <div className="card-grid" style={{ left: `${grid.left}mm`, top: `${grid.top}mm` }}>
              {page.map((c) => (
                <SpellCard key={c.key} spell={c.spell} numbers={c.numbers} paragraphs={c.paragraphs} size={c.size} part={c.part} parts={c.parts} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** Cut marks in the page margins at every card edge: from 2 mm off the grid, up to 9.5 mm long
 *  (shorter where the margin is narrower), never closer than 1 mm to the paper's edge. */
function CutMarks({ grid }: { grid: ReturnType<typeof cardGrid> }) {
  const { w, h, left, top, right, bottom } = grid;
  const xs = [0, 1, 2, 3].map((i) => left + i * CARD_W);
  const ys = [0, 1, 2, 3].map((i) => top + i * CARD_H);
  return (
    <svg className="cut-marks" viewBox={`0 0 ${w} ${h}`} style={{ width: `${w}mm`, height: `${h}mm` }} aria-hidden="true" focusable="false">
      {xs.map((x) => (
        <g key={`x${x}`}>
          <line x1={x} y1={Math.max(1, top - 11.5)} x2={x} y2={top - 2} />
          <line x1={x} y1={bottom + 2} x2={x} y2={Math.min(h - 1, bottom + 11.5)} />
        </g>
      ))}
      {ys.map((y) => (
        <g key={`y${y}`}>
          <line x1={Math.max(1, left - 9)} y1={y} x2={left - 2} y2={y} />
          <line x1={right + 2} y1={y} x2={Math.min(w - 1, right + 9)} y2={y} />
        </g>
      ))}
    </svg>
  );
}
