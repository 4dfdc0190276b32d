// One spell in full (the rulebook block) with "Přidat postavě"; on a phone also the way back to the list.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CatalogView } from '../../data/useCatalog';
import { SpellBlock } from '../../components/SpellBlock';
import { AddScroll } from './AddScroll';
import { AddToCharacter } from './AddToCharacter';
import { AreaDiagram } from '../../components/AreaDiagram';
import { WallDiagrams } from '../../components/WallDiagram';
import { wallForms } from '../../rules';
import { RangedAttackNote } from '../../components/RangedAttackNote';
import { LoadState } from './CatalogListPane';
import { useAppStore } from '../../store/app-store';
import { chosenCharacterId } from '../../store/characters';
import { capitalize } from '../../components/format';
import { widenedLists } from './filters';
import { classWithSubclass } from './ActiveFilterChips';

export function SpellDetail({ id, catalog, backHref, showBack }: { id: string; catalog: CatalogView; backHref: string; showBack: boolean }) {
  const { t, i18n } = useTranslation();
  const spell = catalog.byId.get(id);
  // the chosen character's subclass may put the spell on its class list (the Fiend's expanded list)
  const classes = useAppStore((s) => s.characters.find((c) => c.id === chosenCharacterId(s))?.classes);
  const widened = spell && classes ? widenedLists(classes, spell).map((w) => capitalize(t('catalog.widenedList', { class: classWithSubclass(t, w.list, w.by) }), i18n.language)) : [];
  // walls have forms of their own (a line a foot thick, a ring, panels) instead of one template
  const walls = spell && !spell.homebrew ? wallForms(spell.id) : null;
  const back = showBack && (
    <Link href={backHref} className="print-hide inline-flex min-h-11 items-center gap-1 rounded-lg pr-3 font-semibold text-accent-800 hover:underline dark:text-accent-200">
      <span aria-hidden="true">←</span>
      {t('catalog.detail.back')}
    </Link>
  );
  if (catalog.status !== 'ready') {
    return (
      <div className="space-y-3">
        {back}
        <h1 className="sr-only">{t('catalog.title')}</h1>
        <LoadState catalog={catalog} />
      </div>
    );
  }
  if (!spell) {
    return (
      <div className="space-y-3">
        {back}
        <h1 className="font-serif text-2xl font-bold">{t('catalog.detail.notFoundTitle')}</h1>
        <p>{t('catalog.detail.notFound')}</p>
        {!showBack && (
          <Link href={backHref} className="inline-flex min-h-11 items-center font-semibold text-accent-800 underline dark:text-accent-200">
            {t('catalog.detail.back')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {back}
      <div className="print-hide space-y-3">
        <AddToCharacter key={spell.id} spell={spell} />
        <AddScroll key={`scroll-${spell.id}`} spell={spell} />
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm print:border-0 print:p-0 print:shadow-none dark:border-stone-800 dark:bg-stone-900 md:p-6">
        <SpellBlock spell={spell} headingLevel={1} nameId="spell-name" widened={widened} />
        {spell.attackType === 'ranged' && <RangedAttackNote className="mt-4" />}
        {(spell.area || walls) && (
          <section aria-labelledby="spell-area-h" className="mt-4 break-inside-avoid">
            <h2 id="spell-area-h" className="mb-2 font-semibold">{t('catalog.detail.area')}</h2>
            {walls ? <WallDiagrams forms={walls} /> : spell.area && <AreaDiagram area={spell.area} widthFt={spell.area.widthFt} />}
            {!walls && spell.areaOr && (
              <>
                <p className="my-2 font-semibold">{t('rules.wall.or')}</p>
                <AreaDiagram area={spell.areaOr} widthFt={spell.areaOr.widthFt} />
              </>
            )}
          </section>
        )}
      </div>
      {/* the SRD's licence asks for the attribution wherever its text goes, paper included */}
      <p className="hidden text-xs print:block">{t('print.credit')}</p>
    </div>
  );
}
