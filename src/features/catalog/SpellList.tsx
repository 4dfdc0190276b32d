// The virtualised spell list (@tanstack/react-virtual): only the rows on screen (plus a few) are in
// the DOM, so the list stays fast with 5,000 homebrew spells. Level headings are rows of their own;
// every row has a fixed height, so nothing is measured. On a phone the page scrolls; on a desktop
// the list pane scrolls beside the detail.
// Rows are keyed by spell, and translate with the list's `t`: a row that mounts on a keystroke
// runs no useTranslation of its own (each one copies the i18next instance, a cost per row).
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { SpellBadgeList } from '../../components/SpellBadges';
import { formatCastingTime, formatRange, type TFn } from '../../data/format-fields';
import type { SpellSummary } from '../../data/types';
import { RowControls, useQuickAdd, type QuickAdd } from './QuickAdd';
import type { SpellOf } from './limits';
import { UndoToast } from '../../components/UndoToast';
import { capitalize } from '../../components/format';
import { usePrinting } from '../../lib/usePrinting';

export type ListItem = { kind: 'heading'; level: number } | { kind: 'spell'; spell: SpellSummary };

export const HEADING_PX = 40;
export const ROW_PX = 64;
/** The viewport of a render without a window (the build's pages, src/prerender): a phone's. */
const PHONE_SCREEN = { width: 390, height: 844 };
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 2;

/** Headings and spells: a heading before each run of one level (the results are sorted by level). */
export function listItems(spells: readonly SpellSummary[]): ListItem[] {
  const items: ListItem[] = [];
  let level = -1;
  for (const spell of spells) {
    if (spell.level !== level) items.push({ kind: 'heading', level: (level = spell.level) });
    items.push({ kind: 'spell', spell });
  }
  return items;
}

/** Rows keyed by what they show: a spell still listed after a keystroke keeps its DOM (it only
 *  moves), instead of every visible row being rewritten with its neighbour's spell. */
function itemKey(item: ListItem): string {
  return item.kind === 'heading' ? `h${item.level}` : item.spell.id;
}

const itemSize = (item: ListItem): number => (item.kind === 'heading' ? HEADING_PX : ROW_PX);

/** Opens a spell (the screen adds the current filters to its address). */
export type OpenSpell = (e: MouseEvent<HTMLAnchorElement>, id: string) => void;

interface ListProps {
  spells: readonly SpellSummary[];
  label: string;
  onOpen: OpenSpell;
  selectedId?: string;
  /** changes when the content above the list changes size (phone: the filter panel) */
  offsetKey?: unknown;
  /** a spell's level and school by id (stable): the chosen character's limits count its spells */
  spellOf: SpellOf;
  /** the class filter (comma-separated spell lists): "+" adds for these classes first */
  prefer?: string;
}

// The row's classes are block boxes, not a grid: a keystroke changes every row on screen, and a
// block line costs Chromium less style and layout work. The padding centres the two lines.
const ROW = 'absolute left-0 w-full [contain:size_layout_style] print:static';
const NAME = 'truncate font-medium text-stone-900 dark:text-stone-50';
const LINK = 'block h-full rounded-lg px-3 pt-[8.5px] hover:bg-accent-50 dark:hover:bg-stone-800';

const Heading = memo(function Heading({ level, top, t }: { level: number; top: number; t: TFn }) {
  return (
    <li className={`${ROW} px-3 pt-4 text-sm font-bold uppercase tracking-wide text-accent-800 dark:text-accent-200`} style={{ height: HEADING_PX, top }}>
      {level === 0 ? t('catalog.levelHeading.cantrips') : t('catalog.levelHeading.level', { level })}
    </li>
  );
});

/** "Zaklínání · 1 akce · 30 sáhů", capitalised here (a ::first-letter per row costs style work). */
function useRowMeta(spell: SpellSummary, t: TFn, lng: string): string {
  return useMemo(() => {
    const m = `${t(`catalog.school.${spell.school}`)} · ${formatCastingTime(t, spell)} · ${formatRange(t, lng, spell)}`;
    return capitalize(m, lng);
  }, [t, lng, spell]);
}

interface RowProps { spell: SpellSummary; top: number; selected: boolean; onOpen: OpenSpell; quick: QuickAdd | null; t: TFn; lng: string }

const SpellRow = memo(function SpellRow({ spell, top, selected, onOpen, quick, t, lng }: RowProps) {
  const meta = useRowMeta(spell, t, lng);
  const badges = spell.ritual || spell.concentration || spell.homebrew;
  const mark = quick?.markOf(spell) ?? null;
  const warning = quick?.warning?.spellId === spell.id ? quick.warning : undefined;
  const link = (
    <a
      href={`/kouzla/${encodeURIComponent(spell.id)}`}
      onClick={(e) => onOpen(e, spell.id)}
      aria-current={selected ? 'true' : undefined}
      className={`${quick ? 'min-w-0 flex-1 ' : ''}${selected ? `${LINK} bg-accent-100 dark:bg-stone-800` : LINK}`}
    >
      {badges ? (
        <span className="flex items-center gap-1">
          <span className={`mr-1 min-w-0 flex-1 ${NAME}`}>{spell.text.name}</span>
          <span className="flex shrink-0">
            <SpellBadgeList spell={spell} t={t} compact />
          </span>
        </span>
      ) : (
        <span className={`block ${NAME}`}>{spell.text.name}</span>
      )}
      <span className="mt-0.5 block truncate text-sm text-stone-600 dark:text-stone-400">{meta}</span>
    </a>
  );
  return (
    <li className={`${ROW} border-b border-stone-200 dark:border-stone-800${quick ? ' flex items-center' : ''}`} style={{ height: ROW_PX, top, zIndex: warning ? 1 : undefined }}>
      {link}
      {quick && (mark ? <RowControls spell={spell} mark={mark} twoSlots={quick.twoSlots} warning={warning} actions={quick.actions} t={t} /> : <span className={quick.twoSlots ? 'w-[5.75rem] shrink-0' : 'w-12 shrink-0'} />)}
    </li>
  );
}, sameRow);

/** A row re-renders when its own spell, place, selection or mark changes, not when another row's does. */
function sameRow(a: RowProps, b: RowProps): boolean {
  if (a.spell !== b.spell || a.top !== b.top || a.selected !== b.selected || a.onOpen !== b.onOpen || a.t !== b.t || a.lng !== b.lng) return false;
  if (a.quick === b.quick) return true;
  if (!a.quick || !b.quick) return false;
  const id = a.spell.id;
  return (
    a.quick.actions === b.quick.actions &&
    a.quick.twoSlots === b.quick.twoSlots &&
    a.quick.markOf(a.spell) === b.quick.markOf(b.spell) &&
    (a.quick.warning?.spellId === id ? a.quick.warning : null) === (b.quick.warning?.spellId === id ? b.quick.warning : null)
  );
}

function Rows({ items, rows, offset, selectedId, onOpen, quick }: { items: ListItem[]; rows: VirtualItem[]; offset: number; selectedId?: string; onOpen: OpenSpell; quick: QuickAdd | null }) {
  const { t: tr, i18n } = useTranslation();
  const t = tr as unknown as TFn;
  const lng = i18n.language;
  return rows.map((row) => {
    const item = items[row.index];
    const top = row.start - offset;
    return item.kind === 'heading' ? (
      <Heading key={row.key} level={item.level} top={top} t={t} />
    ) : (
      <SpellRow key={row.key} spell={item.spell} top={top} selected={item.spell.id === selectedId} onOpen={onOpen} quick={quick} t={t} lng={lng} />
    );
  });
}

/** On paper every row, one after another (rows are in the DOM only while printing). */
function allRows(items: ListItem[]): VirtualItem[] {
  let start = 0;
  return items.map((item, index) => {
    const size = itemSize(item);
    start += size;
    return { key: itemKey(item), index, start: start - size, end: start, size, lane: 0 };
  });
}

/** Phone: the page scrolls; the list starts below the search box and filters. */
export function WindowSpellList({ spells, label, onOpen, selectedId, offsetKey, spellOf, prefer }: ListProps) {
  const items = useMemo(() => listItems(spells), [spells]);
  const quick = useQuickAdd(spellOf, prefer);
  const ref = useRef<HTMLUListElement>(null);
  // the list's distance from the top of the page (the filter panel above it opens and closes)
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setMargin(Math.round((ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [offsetKey]);
  const v = useWindowVirtualizer({ count: items.length, estimateSize: (i) => itemSize(items[i]), getItemKey: (i) => itemKey(items[i]), overscan: OVERSCAN, scrollMargin: margin, initialRect: PHONE_SCREEN });
  useScrollRestore(items.length > 0);
  const printing = usePrinting();
  return (
    <>
      <ul ref={ref} aria-label={label} className="relative w-full print:h-auto!" style={{ height: v.getTotalSize() }}>
        <Rows items={items} rows={printing ? allRows(items) : v.getVirtualItems()} offset={printing ? 0 : margin} selectedId={selectedId} onOpen={onOpen} quick={quick} />
      </ul>
      {quick && <UndoToast toast={quick.toast} onClose={quick.closeToast} />}
    </>
  );
}

/** Desktop: the list pane scrolls on its own beside the detail. */
export function ContainerSpellList({ spells, label, onOpen, selectedId, spellOf, prefer }: ListProps) {
  const items = useMemo(() => listItems(spells), [spells]);
  const quick = useQuickAdd(spellOf, prefer);
  const ref = useRef<HTMLDivElement>(null);
  // No React Compiler here: the virtualizer re-renders this component itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const v = useVirtualizer({ count: items.length, estimateSize: (i) => itemSize(items[i]), getItemKey: (i) => itemKey(items[i]), overscan: OVERSCAN, getScrollElement: () => ref.current });
  // Bring the selected spell into view once, when the pane first shows it (e.g. after a reload).
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedId || scrolledTo.current === selectedId || !items.length) return;
    scrolledTo.current = selectedId;
    const i = items.findIndex((x) => x.kind === 'spell' && x.spell.id === selectedId);
    if (i >= 0) v.scrollToIndex(i, { align: 'center' });
  }, [items, selectedId, v]);
  const printing = usePrinting();
  return (
    <div ref={ref} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <ul aria-label={label} className="relative w-full print:h-auto!" style={{ height: v.getTotalSize() }}>
        <Rows items={items} rows={printing ? allRows(items) : v.getVirtualItems()} offset={0} selectedId={selectedId} onOpen={onOpen} quick={quick} />
      </ul>
      {quick && <UndoToast toast={quick.toast} onClose={quick.closeToast} />}
    </div>
  );
}

// Coming back from a spell's detail on a phone returns to the same place in the list.
let savedScroll: { key: string; y: number } | null = null;

function useScrollRestore(ready: boolean) {
  // The position is noted while scrolling (at unmount the page may already be shorter, and the next
  // screen may scroll to its top); a layout-effect cleanup runs before the next screen's effects.
  useLayoutEffect(() => {
    let y = window.scrollY;
    const onScroll = () => {
      y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      savedScroll = { key: window.location.search, y };
    };
  }, []);
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (savedScroll && savedScroll.key === window.location.search && savedScroll.y > 0) {
      const y = savedScroll.y;
      requestAnimationFrame(() => window.scrollTo(0, y));
    }
    savedScroll = null;
  }, [ready]);
}
