// Search box, filters, result count and the virtualized list — the left pane on a desktop, the
// whole screen on a phone.
// A keystroke re-renders only SearchPane (it holds the typed query) and the rows whose spell
// changed; CatalogListPane renders again only when the catalog, the language, the URL or the chosen
// character's classes change.
import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { CatalogView } from '../../data/useCatalog';
import type { SpellSummary } from '../../data/types';
import { Button } from '../../components/Button';
import { activeFilterCount, additionSources, EMPTY_FILTERS, listAdditions, type ListAdditions } from './filters';
import type { ClassLevel } from '../../rules';
import { useAppStore } from '../../store/app-store';
import { chosenCharacterId } from '../../store/characters';
import { ActiveFilterChips } from './ActiveFilterChips';
import { FilterPanel } from './FilterPanel';
import { FilterSlot } from './WideCatalog';
import { ClassAllowance } from './ClassAllowance';
import { createResultCache, type ResultCache } from './results-cache';
import type { SpellOf } from './limits';
import { ContainerSpellList, WindowSpellList, type OpenSpell } from './SpellList';
import { currentQueryString, useTypedQuery, type CatalogFilterState } from './useCatalogFilters';

export function LoadState({ catalog }: { catalog: CatalogView<SpellSummary> }) {
  const { t } = useTranslation();
  if (catalog.status === 'error') {
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        <p>{t('catalog.loadError')}</p>
        <Button variant="primary" onClick={catalog.retry}>{t('catalog.retry')}</Button>
      </div>
    );
  }
  return (
    <p role="status" className="p-2 text-stone-600 dark:text-stone-300">
      {t('catalog.loading')}
    </p>
  );
}

interface PaneText { title: string; search: string; placeholder: string; filters: string; clear: string; list: string; empty: string }

export function CatalogListPane({ catalog, state, wide, headingLevel, selectedId }: { catalog: CatalogView<SpellSummary>; state: CatalogFilterState; wide: boolean; headingLevel: 1 | 2; selectedId?: string }) {
  const { t } = useTranslation();
  // Labels that do not change while typing, translated once per language.
  const text = useMemo<PaneText>(
    () => ({
      title: t('catalog.title'),
      search: t('catalog.searchLabel'),
      placeholder: t('catalog.searchPlaceholder'),
      filters: t('catalog.filters'),
      clear: t('catalog.clearFilters'),
      list: t('catalog.listLabel'),
      empty: t('catalog.empty'),
    }),
    [t],
  );
  const cache = useMemo(() => createResultCache(catalog.spells, catalog.index), [catalog.spells, catalog.index]);
  const [, navigate] = useLocation();
  // A spell's link keeps the current filters (read at the click, so the rows need not change).
  const onOpen = useCallback<OpenSpell>(
    (e, id) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      navigate(`/kouzla/${encodeURIComponent(id)}${currentQueryString(state)}`);
    },
    [navigate, state],
  );
  const byId = catalog.byId;
  const spellOf = useCallback((id: string) => byId.get(id), [byId]);
  // the chosen character's class entry the player came from may widen its list (a Fiend warlock)
  const classes = useAppStore((s) => s.characters.find((c) => c.id === chosenCharacterId(s))?.classes);
  const forClass = state.urlFilters.forClass;
  const additions = useMemo(() => listAdditions(classes ?? [], forClass), [classes, forClass]);
  const sources = useMemo(() => additionSources(classes ?? [], forClass), [classes, forClass]);
  const active = activeFilterCount(state.urlFilters);
  const filtersLabel = active ? t('catalog.filtersActive', { count: active }) : text.filters;
  return <SearchPane catalog={catalog} state={state} cache={cache} additions={additions} sources={sources} text={text} onOpen={onOpen} spellOf={spellOf} selectedId={selectedId} active={active} filtersLabel={filtersLabel} wide={wide} headingLevel={headingLevel} />;
}

const HIDDEN = { visibility: 'hidden' } as const;

interface SearchPaneProps {
  catalog: CatalogView<SpellSummary>;
  state: CatalogFilterState;
  cache: ResultCache;
  additions: ListAdditions;
  /** the class entry behind each widened list, for the class filter's chip */
  sources: Readonly<Record<string, ClassLevel>>;
  text: PaneText;
  onOpen: OpenSpell;
  spellOf: SpellOf;
  selectedId?: string;
  active: number;
  filtersLabel: string;
  wide: boolean;
  headingLevel: 1 | 2;
}

function SearchPane({ catalog, state, cache, additions, sources, text, onOpen, spellOf, selectedId, active, filtersLabel, wide, headingLevel }: SearchPaneProps) {
  const { urlFilters, setFilters, setQuery } = state;
  const q = useTypedQuery(state.query);
  const filters = useMemo(() => (q === urlFilters.q ? urlFilters : { ...urlFilters, q }), [urlFilters, q]);
  const [open, setOpen] = useState(false);
  // the desktop's column beside the list (WideCatalog); none on a phone
  const slot = useContext(FilterSlot);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const ids = useId();
  const panelId = `${ids}-filters`;
  const searchId = `${ids}-search`;
  const { t } = useTranslation();
  const results = useMemo(() => cache.get(filters, additions), [cache, filters, additions]);
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const List = wide ? ContainerSpellList : WindowSpellList;
  return (
    <section aria-labelledby={`${ids}-title`} className={wide ? 'sticky top-16 flex h-[calc(100dvh-5.5rem)] min-h-0 flex-col gap-2 print:h-auto' : 'flex flex-col gap-2'}>
      <H id={`${ids}-title`} className={headingLevel === 1 ? 'font-serif text-2xl font-bold' : 'sr-only'}>
        {text.title}
      </H>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={searchId} className="sr-only">{text.search}</label>
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={text.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400"
          />
        </div>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg border px-3 text-sm font-semibold ${
            active ? 'border-accent-700 bg-accent-50 text-accent-900 dark:border-accent-200 dark:bg-stone-800 dark:text-accent-100' : 'border-stone-300 bg-white text-stone-800 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100'
          }`}
        >
          {filtersLabel}
          <span aria-hidden="true" className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}>▾</span>
        </button>
      </div>
      {!open && active > 0 && <ActiveFilterChips filters={filters} onChange={setFilters} sources={sources} />}
      {open && (
        <OpenFilters slot={slot} onClose={close}>
          <FilterPanel id={panelId} filters={filters} onChange={setFilters} onClose={close} resultCount={results.length} sources={sources} />
        </OpenFilters>
      )}
      <div className="flex min-h-11 items-center gap-2">
        <p aria-live="polite" className="text-sm text-stone-700 dark:text-stone-300">
          {catalog.status === 'ready' ? t('catalog.count', { count: results.length }) : ''}
        </p>
        {/* Always there, hidden (out of the accessibility tree and the tab order) while there is
            nothing to clear: the first character and the last Backspace only toggle its visibility. */}
        <button type="button" onClick={() => setFilters({ ...EMPTY_FILTERS, forClass: filters.forClass })} style={active > 0 || filters.q ? undefined : HIDDEN} className="ml-auto min-h-11 rounded-lg px-3 text-sm font-semibold text-accent-800 hover:bg-accent-50 dark:text-accent-200 dark:hover:bg-stone-800">
          {text.clear}
        </button>
      </div>
      {filters.forClass && <ClassAllowance forClass={filters.forClass} spellOf={spellOf} />}
      {catalog.status !== 'ready' ? (
        <LoadState catalog={catalog} />
      ) : results.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 p-4 text-stone-700 dark:border-stone-700 dark:text-stone-300">
          <p>{text.empty}</p>
          {/* a searched name that is not there is most often a spell from another book than the SRD */}
          {filters.q.trim() && (
            <p className="mt-2 text-sm">
              {t('catalog.emptyNotSrd')}{' '}
              <Link href="/vlastni-kouzla" className="font-semibold text-accent-800 underline underline-offset-2 dark:text-accent-200">{t('catalog.emptyNotSrdLink')}</Link>
            </p>
          )}
        </div>
      ) : (
        <List spells={results} label={text.list} onOpen={onOpen} spellOf={spellOf} prefer={[filters.forClass, ...filters.classes].filter(Boolean).join(',')} selectedId={selectedId} offsetKey={open} />
      )}
    </section>
  );
}

/** The open filter panel: under the search, or in the desktop's column beside the list. There it
 *  comes after the whole list in the tab order, so the focus goes to its first filter. Escape closes. */
function OpenFilters({ slot, onClose, children }: { slot: HTMLElement | null; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slot) ref.current?.querySelector<HTMLElement>('button, select, a')?.focus();
  }, [slot]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    onClose();
  };
  const panel = (
    <div ref={ref} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
  return slot ? createPortal(panel, slot) : panel;
}
