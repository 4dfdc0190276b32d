// The catalog's filters: toggle chips for lists (class, level, school, casting time — any of the
// chosen ones passes) and selects for yes/no/any facts (ritual, concentration, components).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ToggleChip } from '../../components/ToggleChip';
import type { ClassLevel } from '../../rules';
import { classWithSubclass } from './ActiveFilterChips';
import { FILTER_CLASSES, FILTER_LEVELS, FILTER_SCHOOLS, FILTER_TIMES, TRI_KEYS, type CatalogFilters, type TriKey } from './filters';

function toggle<T>(list: readonly T[], x: T): T[] {
  return list.includes(x) ? list.filter((y) => y !== x) : [...list, x];
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-stone-700 dark:text-stone-300">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">{children}</div>
    </fieldset>
  );
}

export function FilterPanel({ id, filters, onChange, onClose, resultCount, sources = {} }: { id: string; filters: CatalogFilters; onChange: (f: CatalogFilters) => void; onClose: () => void; resultCount: number; sources?: Readonly<Record<string, ClassLevel>> }) {
  const { t } = useTranslation();
  const setTri = (k: TriKey, v: string) => {
    const tri = { ...filters.tri };
    if (v === '1') tri[k] = true;
    else if (v === '0') tri[k] = false;
    else delete tri[k];
    onChange({ ...filters, tri });
  };
  return (
    <div id={id} className="space-y-3 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <Group legend={t('catalog.filter.level')}>
        {FILTER_LEVELS.map((l) => (
          <ToggleChip
            key={l}
            pressed={filters.levels.includes(l)}
            onClick={() => onChange({ ...filters, levels: toggle(filters.levels, l) })}
            label={l === 0 ? undefined : t('catalog.filter.levelChipLabel', { level: l })}
          >
            {l === 0 ? t('catalog.filter.cantrip') : t('catalog.filter.levelChip', { level: l })}
          </ToggleChip>
        ))}
      </Group>
      <Group legend={t('catalog.filter.class')}>
        {FILTER_CLASSES.map((c) => (
          <ToggleChip key={c} pressed={filters.classes.includes(c)} onClick={() => onChange({ ...filters, classes: toggle(filters.classes, c) })}>
            {classWithSubclass(t, c, sources[c])}
          </ToggleChip>
        ))}
      </Group>
      <Group legend={t('catalog.filter.school')}>
        {FILTER_SCHOOLS.map((s) => (
          <ToggleChip key={s} pressed={filters.schools.includes(s)} onClick={() => onChange({ ...filters, schools: toggle(filters.schools, s) })}>
            {t(`catalog.school.${s}`)}
          </ToggleChip>
        ))}
      </Group>
      <Group legend={t('catalog.filter.time')}>
        {FILTER_TIMES.map((x) => (
          <ToggleChip key={x} pressed={filters.times.includes(x)} onClick={() => onChange({ ...filters, times: toggle(filters.times, x) })}>
            {t(`catalog.time.${x}`)}
          </ToggleChip>
        ))}
      </Group>
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
        {TRI_KEYS.map((k) => {
          const value = filters.tri[k] === undefined ? '' : filters.tri[k] ? '1' : '0';
          return (
            <label key={k} className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-stone-700 dark:text-stone-300">
              {t(`catalog.filter.${k}`)}
              <select
                value={value}
                onChange={(e) => setTri(k, e.target.value)}
                className="mt-auto min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-base font-normal pointer-fine:min-h-9 text-stone-900 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100"
              >
                <option value="">{t('catalog.filter.any')}</option>
                <option value="1">{t('catalog.filter.yes')}</option>
                <option value="0">{t('catalog.filter.no')}</option>
              </select>
            </label>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* A spell the SRD lacks is added as the player's own (homebrew) — reachable from here, not only from Settings. */}
        <Link href="/vlastni-kouzla" className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-accent-800 underline-offset-2 hover:underline dark:text-accent-200">
          {t('catalog.homebrewLink')}
        </Link>
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700">
          {t('catalog.showResults', { count: resultCount })}
        </button>
      </div>
    </div>
  );
}
