// Route /kouzla: the spell catalog. Phone: search, filters and the list. Desktop: the list beside
// a placeholder for the detail (picking a spell goes to /kouzla/:id, which keeps the list), the open
// filters above it.
// The list needs only the catalog's index; the texts load once it is up, for the spell a player
// opens next.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogLanguage, loadCatalog } from '../../data/catalog';
import { whenIdle } from '../../lib/idle';
import { useCatalogIndex } from '../../data/useCatalog';
import { CatalogListPane } from './CatalogListPane';
import { WideCatalog } from './WideCatalog';
import { useCatalogFilters } from './useCatalogFilters';
import { useMediaQuery, WIDE_QUERY } from '../../lib/useMediaQuery';

export default function CatalogScreen() {
  const { t, i18n } = useTranslation();
  const wide = useMediaQuery(WIDE_QUERY);
  const catalog = useCatalogIndex();
  const state = useCatalogFilters();
  const ready = catalog.status === 'ready';
  const lng = catalogLanguage(i18n.language);
  useEffect(() => {
    if (!ready) return;
    // once the browser is idle after the list's first paint: parsing the texts (≈ 350 kB) in
    // between would hold that paint back
    let alive = true;
    whenIdle(() => alive && void loadCatalog(lng).catch(() => undefined));
    return () => {
      alive = false;
    };
  }, [ready, lng]);
  if (!wide) return <CatalogListPane catalog={catalog} state={state} wide={false} headingLevel={1} />;
  return (
    <WideCatalog printed="list" list={<CatalogListPane catalog={catalog} state={state} wide headingLevel={1} />}>
      <div className="flex h-64 items-center justify-center rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-600 dark:border-stone-700 dark:text-stone-400">
        <p>{t('catalog.pickHint')}</p>
      </div>
    </WideCatalog>
  );
}
