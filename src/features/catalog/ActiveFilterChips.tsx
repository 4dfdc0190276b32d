import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { capitalize } from '../../components/format';
import type { ClassLevel } from '../../rules';
import { TRI_KEYS, levelRuns, type CatalogFilters } from './filters';

/** A class list, with the subclass that widens it: "černokněžník (Běs)". */
export function classWithSubclass(t: TFunction, list: string, by: ClassLevel | undefined): string {
  return by?.subclassId ? t('catalog.classWithSubclass', { class: t(`catalog.class.${list}`), subclass: t(`characters.subclass.${by.subclassId}`) }) : t(`catalog.class.${list}`);
}

function levelLabel(t: TFunction, run: readonly number[]): string {
  const from = run[0];
  const to = run[run.length - 1];
  if (run.length > 1) return from === 0 ? t('catalog.filter.levelRangeFromCantrips', { to }) : t('catalog.filter.levelRange', { from, to });
  return from === 0 ? t('catalog.filter.cantrips') : t('catalog.filter.levelChipLabel', { level: from });
}

/** The active filters as chips next to the list (not hidden behind "Filtry (4)"): a tap on a chip
 *  removes that filter. A class list widened by the chosen character's subclass (additionSources)
 *  says so: "Černokněžník (Běs)", since the list then shows the Fiend's Burning Hands too. */
export function ActiveFilterChips({ filters, onChange, sources = {} }: { filters: CatalogFilters; onChange: (next: CatalogFilters) => void; sources?: Readonly<Record<string, ClassLevel>> }) {
  const { t, i18n } = useTranslation();
  // capitalised as the filter panel shows the same words ("Kouzelník", "Evocation")
  const shown = (label: string) => capitalize(label, i18n.language);
  const classLabel = (list: string) => classWithSubclass(t, list, sources[list]);
  const chips: { key: string; label: string; next: () => CatalogFilters }[] = [
    ...filters.classes.map((c) => ({ key: `c-${c}`, label: classLabel(c), next: () => ({ ...filters, classes: filters.classes.filter((x) => x !== c) }) })),
    ...levelRuns(filters.levels).map((run) => ({ key: `l-${run.join()}`, label: levelLabel(t, run), next: () => ({ ...filters, levels: filters.levels.filter((x) => !run.includes(x)) }) })),
    ...filters.schools.map((s) => ({ key: `s-${s}`, label: t(`catalog.school.${s}`), next: () => ({ ...filters, schools: filters.schools.filter((x) => x !== s) }) })),
    ...filters.times.map((s) => ({ key: `t-${s}`, label: t(`catalog.time.${s}`), next: () => ({ ...filters, times: filters.times.filter((x) => x !== s) }) })),
    ...TRI_KEYS.filter((k) => filters.tri[k] !== undefined).map((k) => ({
      key: `x-${k}`,
      // worded as a spell card tags it ("Ritual", "No concentration"), not as the panel asks ("Ritual: yes")
      label: t(`catalog.triChip.${k}.${filters.tri[k] ? 'yes' : 'no'}`),
      next: () => {
        const tri = { ...filters.tri };
        delete tri[k];
        return { ...filters, tri };
      },
    })),
  ];
  if (!chips.length) return null;
  return (
    <ul aria-label={t('catalog.activeFilters')} className="flex flex-wrap gap-1.5">
      {chips.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            onClick={() => onChange(c.next())}
            aria-label={t('catalog.removeFilter', { filter: shown(c.label) })}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-accent-700 bg-accent-50 px-3 text-sm font-medium text-accent-900 hover:bg-accent-100 dark:border-accent-200 dark:bg-stone-800 dark:text-accent-100"
          >
            {shown(c.label)}
            <span aria-hidden="true" className="text-base leading-none">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
