// "Tisk" (/tisk/<id>; bare /tisk opens this tab's chosen character): the character's spell sheet or spell cards, laid out for the chosen paper (A4 or US Letter). The browser's own
// print (Ctrl+P) and the "Tisknout" button print the same page; app chrome has class no-print.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useAppStore } from '../../store/app-store';
import { deriveCharacter } from '../../store/derived';
import { spellsWithPactOf } from '../../store/gear';
import { useCatalog } from '../../data/useCatalog';
import { Button } from '../../components/Button';
import { characterSpells, isReady } from './print-spells';
import { cardNumbers } from './labels';
import { SpellSheet } from './SpellSheet';
import { SpellCards } from './SpellCards';
import { CharacterRoute, NoCharacter } from '../../components/CharacterRoute';
import { PrinterIcon } from '../../components/icons';
import { characterPath } from '../../components/character-path';
import { defaultPaper, PAPER_SIZE, PAPERS } from './paper';
import './print.css';
import { useCharacter } from '../../store/hooks';

type View = 'sheet' | 'cards';
type Which = 'all' | 'ready' | 'chosen';

/** CSS string literal for @page margin boxes (the character's name in the page header). */
function cssString(s: string): string {
  return `"${s.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}

export default function PrintScreen({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <CharacterRoute base="/tisk" id={id} none={<NoCharacter title={t('print.title')} text={t('print.noCharacter')} icon={PrinterIcon} />}>
      {(cid) => <PrintOf id={cid} />}
    </CharacterRoute>
  );
}

function PrintOf({ id }: { id: string }) {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view: View = new URLSearchParams(search).get('view') === 'cards' ? 'cards' : 'sheet';
  const setView = (v: View) => navigate(characterPath('/tisk', id, v === 'cards' ? 'view=cards' : ''), { replace: true });

  const character = useCharacter(id) ?? null;
  const catalog = useCatalog();
  const chosenPaper = useAppStore((s) => s.settings.paper);
  const setPaper = useAppStore((s) => s.setPaper);
  const language = useAppStore((s) => s.settings.language);
  const paper = chosenPaper ?? defaultPaper(language, typeof navigator === 'undefined' ? undefined : navigator.language);
  const [descriptions, setDescriptions] = useState(false);
  const [which, setWhich] = useState<Which>('all');
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(() => new Set());
  const [cardsReady, setCardsReady] = useState(false);
  const onCardsReady = useCallback((r: boolean) => setCardsReady(r), []);

  const list = useMemo(() => (character ? characterSpells(spellsWithPactOf(character), catalog.spells) : { spells: [], missing: [] }), [character, catalog.spells]);
  const derived = useMemo(() => (character ? deriveCharacter(character, (id) => catalog.byId.get(id)?.level, (id) => catalog.byId.get(id)?.classes) : null), [character, catalog.byId]);
  const cardSpells = useMemo(() => {
    const l = which === 'ready' ? list.spells.filter(isReady) : which === 'chosen' ? list.spells.filter((p) => !unchosen.has(p.spell.id)) : list.spells;
    return l.map((p) => p.spell);
  }, [list.spells, which, unchosen]);

  const numbers = useMemo(() => (derived ? cardNumbers(t, list.spells, derived.classes) : undefined), [t, list.spells, derived]);

  if (!character || !derived) return null;

  const pageCss =
    view === 'cards'
      ? `@page { size: ${PAPER_SIZE[paper].css} portrait; margin: 0; }`
      : `@page { size: ${PAPER_SIZE[paper].css} portrait; margin: 13mm 12mm 15mm 12mm;
  @top-right { content: ${cssString(character.name)}; font-family: system-ui, sans-serif; font-size: 8pt; color: #000; }
  @bottom-center { content: counter(page) " / " counter(pages); font-family: system-ui, sans-serif; font-size: 9pt; color: #000; } }`;

  const toggle = (id: string) =>
    setUnchosen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const tab = (v: View) =>
    `min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold ${view === v ? 'bg-accent-700 text-white dark:bg-accent-600' : 'text-stone-700 hover:bg-stone-200 dark:text-stone-200 dark:hover:bg-stone-800'}`;

  return (
    <div className="print-root">
      <style>{`${pageCss}\n@media print { #main { padding: 0 !important; } html, body { background: #fff !important; } }`}</style>
      <div className="no-print mb-4 space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="mr-auto font-serif text-2xl font-bold">{t('print.title')}</h1>
          <Button variant="primary" onClick={() => window.print()} disabled={catalog.status !== 'ready' || (view === 'cards' && (!cardsReady || cardSpells.length === 0))}>
            <PrinterIcon /> {t('print.print')}
          </Button>
        </div>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('print.intro', { name: character.name })}</p>
        <div role="group" aria-label={t('print.view.label')} className="flex max-w-md gap-1 rounded-xl bg-stone-100 p-1 dark:bg-stone-900">
          <button type="button" className={tab('sheet')} aria-pressed={view === 'sheet'} onClick={() => setView('sheet')}>
            {t('print.view.sheet')}
          </button>
          <button type="button" className={tab('cards')} aria-pressed={view === 'cards'} onClick={() => setView('cards')}>
            {t('print.view.cards')}
          </button>
        </div>
        <fieldset className="rounded-xl border border-stone-200 p-3 dark:border-stone-700">
          <legend className="px-1 text-sm font-semibold">{t('print.options')}</legend>
          {view === 'sheet' ? (
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={descriptions} onChange={(e) => setDescriptions(e.target.checked)} />
              {t('print.includeDescriptions')}
            </label>
          ) : (
            <div className="space-y-1">
              <p className="text-sm text-stone-700 dark:text-stone-300">{t('print.cards.help')}</p>
              <div role="radiogroup" aria-label={t('print.cards.which')} className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-4">
                {(['all', 'ready', 'chosen'] as const).map((w) => (
                  <label key={w} className="flex min-h-11 cursor-pointer items-center gap-2">
                    <input type="radio" name="print-which" className="size-5 accent-accent-700" checked={which === w} onChange={() => setWhich(w)} />
                    {t(`print.cards.${w}`)}
                  </label>
                ))}
              </div>
              {which === 'chosen' && (
                <fieldset className="mt-2">
                  <legend className="text-sm font-semibold">{t('print.cards.choose')}</legend>
                  <div className="my-1 flex gap-2">
                    <Button variant="ghost" onClick={() => setUnchosen(new Set())}>{t('print.cards.selectAll')}</Button>
                    <Button variant="ghost" onClick={() => setUnchosen(new Set(list.spells.map((p) => p.spell.id)))}>{t('print.cards.selectNone')}</Button>
                  </div>
                  <ul className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
                    {list.spells.map((p) => (
                      <li key={p.spell.id}>
                        <label className="flex min-h-11 cursor-pointer items-center gap-2">
                          <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={!unchosen.has(p.spell.id)} onChange={() => toggle(p.spell.id)} />
                          <span>{p.spell.text.name}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
            </div>
          )}
          <div role="radiogroup" aria-label={t('print.paper.label')} className="mt-1 flex flex-wrap items-center gap-x-4 border-t border-stone-200 pt-1 dark:border-stone-700">
            <span aria-hidden="true" className="text-sm font-semibold">{t('print.paper.label')}</span>
            {PAPERS.map((p) => (
              <label key={p} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input type="radio" name="print-paper" className="size-5 accent-accent-700" checked={paper === p} onChange={() => setPaper(p)} />
                {t(`print.paper.${p}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      {catalog.status === 'loading' && <p role="status">{t('print.loading')}</p>}
      {catalog.status === 'error' && (
        <div role="alert" className="space-y-2">
          <p>{t('print.loadError')}</p>
          <Button onClick={catalog.retry}>{t('print.retry')}</Button>
        </div>
      )}
      {catalog.status === 'ready' &&
        (view === 'sheet' ? (
          <>
            <p className="no-print mb-2 text-sm text-stone-700 sm:hidden dark:text-stone-300">{t('print.scrollHint')}</p>
            <PaperScroll label={t('print.view.sheet')}>
              <div className="paper">
                <SpellSheet character={character} derived={derived} spells={list.spells} missing={list.missing.length} descriptions={descriptions} />
              </div>
            </PaperScroll>
          </>
        ) : (
          <PaperScroll label={t('print.view.cards')}>
            <h2 className="sr-only">{t('print.view.cards')}</h2>
            <SpellCards spells={cardSpells} numbers={numbers} paper={paper} onReady={onCardsReady} />
          </PaperScroll>
        ))}
    </div>
  );
}

/** The paper preview. On a phone it scrolls sideways, so it takes keyboard focus (arrow keys scroll it). */
function PaperScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="paper-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
