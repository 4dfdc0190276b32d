// Route /kouzla/:id: one spell in full. On a desktop the filtered list stays beside it (the
// filters travel in the query string), on a phone it shows alone with a way back to the list.
import { useLayoutEffect } from 'react';
import { useSearch } from 'wouter';
import { useCatalog, useCatalogIndex, type CatalogView } from '../../data/useCatalog';
import { CatalogListPane } from './CatalogListPane';
import { SpellDetail } from './SpellDetail';
import { WideCatalog } from './WideCatalog';
import { serializeFilters } from './filters';
import { useCatalogFilters, useTypedQuery, type CatalogFilterState } from './useCatalogFilters';
import { useMediaQuery, WIDE_QUERY } from '../../lib/useMediaQuery';

function WideDetail({ id, catalog }: { id: string; catalog: CatalogView }) {
  const state = useCatalogFilters();
  // the list needs no texts: it shows while the detail's texts load
  const index = useCatalogIndex();
  return (
    <WideCatalog printed="detail" list={<CatalogListPane catalog={index} state={state} wide headingLevel={2} selectedId={id} />}>
      <DetailBesideList id={id} catalog={catalog} state={state} />
    </WideCatalog>
  );
}

/** The detail's way back keeps the typed query; only this part follows the keystrokes. */
function DetailBesideList({ id, catalog, state }: { id: string; catalog: CatalogView; state: CatalogFilterState }) {
  const q = useTypedQuery(state.query);
  return <SpellDetail id={id} catalog={catalog} backHref={`/kouzla${serializeFilters({ ...state.urlFilters, q })}`} showBack={false} />;
}

function PhoneDetail({ id, catalog }: { id: string; catalog: CatalogView }) {
  const search = useSearch();
  // Coming from a scrolled list: start at the top of the spell.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  return <SpellDetail id={id} catalog={catalog} backHref={`/kouzla${search ? `?${search}` : ''}`} showBack />;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export default function SpellDetailScreen({ id = '' }: { id?: string }) {
  const wide = useMediaQuery(WIDE_QUERY);
  const catalog = useCatalog();
  const spellId = safeDecode(id);
  return wide ? <WideDetail id={spellId} catalog={catalog} /> : <PhoneDetail id={spellId} catalog={catalog} />;
}
