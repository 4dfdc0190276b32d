import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AreaDiagram } from '../../components/AreaDiagram';
import { Button } from '../../components/Button';
import { FLAT_SECTIONS, RULE_SECTIONS, type FlatSection } from './sections';
import { searchSections, sectionText, type SectionText, type TFn } from './content';
import { Body } from './RuleBody';
import './rules-print.css';

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-accent-800 underline-offset-2 hover:bg-accent-50 hover:underline dark:text-accent-200 dark:hover:bg-stone-800';

function Section({ s, text, headingLevel }: { s: FlatSection; text: SectionText; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={s.id}
      aria-labelledby={`${s.id}-h`}
      className={`rules-section ${s.depth === 0 ? 'border-t border-stone-200 pt-4 dark:border-stone-800' : 'pl-3 md:pl-5'}`}
    >
      <H id={`${s.id}-h`} tabIndex={-1} className={`${headingLevel === 2 ? 'font-serif text-xl' : 'text-lg'} mb-2 font-bold text-stone-900 focus:outline-none dark:text-stone-50`}>
        {text.title}
      </H>
      <Body lines={text.body} />
      {text.example && (
        <p className="rules-example mt-3 rounded-r-lg border-l-4 border-accent-600 bg-accent-50 px-3 py-2 dark:border-accent-200 dark:bg-stone-900">
          <strong className="font-semibold">{t('rules.example')}:</strong> {text.example}
        </p>
      )}
      {s.diagram && <AreaDiagram area={s.diagram} className="no-print mt-3 max-w-md" />}
      <p className="no-print mt-1 flex flex-wrap gap-x-2">
        <a href="#obsah" className={linkClass}>
          <span aria-hidden="true">↑</span> {t('rules.backToToc')}
        </a>
        {s.combat && (
          <Link href="/boj" className={linkClass}>
            {t('rules.toCombat')} <span aria-hidden="true">→</span>
          </Link>
        )}
      </p>
    </section>
  );
}

function scrollToHash() {
  const id = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (!id) return;
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ block: 'start' });
  const heading = document.getElementById(`${id}-h`);
  heading?.focus({ preventScroll: true });
}

export default function RulesScreen(_props: { id?: string }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();

  const texts = useMemo(() => {
    const m = new Map<string, SectionText>();
    for (const s of FLAT_SECTIONS) m.set(s.id, sectionText(t as TFn, s.id));
    return m;
  }, [t]);

  const matches = useMemo(() => searchSections(texts, query), [texts, query]);
  const visible = matches ? FLAT_SECTIONS.filter((s) => matches.includes(s.id)) : FLAT_SECTIONS;

  // "/pravidla#bonusova-akce": scroll to the section once it is rendered, and on later hash changes.
  useEffect(() => {
    scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => window.removeEventListener('hashchange', scrollToHash);
  }, []);

  return (
    <div className="rules-doc mx-auto max-w-5xl">
      <header className="mb-4">
        <h1 className="font-serif text-2xl font-bold md:text-3xl">{t('rules.title')}</h1>
        <p className="mt-1 max-w-prose text-stone-700 dark:text-stone-300">{t('rules.intro')}</p>
        <div className="no-print mt-3 flex flex-wrap items-end gap-2" role="search">
          <div className="min-w-0 max-w-xl flex-1 basis-64">
            <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
              {t('rules.searchLabel')}
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('rules.searchPlaceholder')}
              autoComplete="off"
              className="min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base placeholder:text-stone-500 dark:border-stone-500 dark:bg-stone-900 dark:placeholder:text-stone-400"
            />
          </div>
          {query && (
            <Button variant="ghost" onClick={() => setQuery('')}>
              {t('rules.clearSearch')}
            </Button>
          )}
          <Button onClick={() => window.print()}>
            {t('rules.print')}
          </Button>
        </div>
        <p role="status" className="no-print mt-2 text-sm empty:mt-0 text-stone-700 dark:text-stone-300">
          {matches ? (matches.length ? t('rules.results', { count: matches.length }) : t('rules.noResults')) : ''}
        </p>
      </header>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <nav id="obsah" aria-labelledby="obsah-h" className={`no-print mb-6 lg:sticky lg:top-16 lg:mb-0 lg:max-h-[calc(100dvh-5rem)] lg:self-start lg:overflow-y-auto ${matches ? 'hidden lg:block' : ''}`}>
          <h2 id="obsah-h" className="mb-1 font-serif text-lg font-bold">
            {t('rules.toc')}
          </h2>
          <ol className="grid grid-cols-2 gap-x-2 lg:grid-cols-1">
            {RULE_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="flex min-h-11 items-center rounded-lg px-2 py-1 text-sm font-medium leading-tight text-accent-800 hover:bg-accent-50 hover:underline dark:text-accent-200 dark:hover:bg-stone-800">
                  {texts.get(s.id)?.title}
                </a>
                {s.children && (
                  <ol className="hidden pl-3 lg:block">
                    {s.children.map((c) => (
                      <li key={c.id}>
                        <a href={`#${c.id}`} className="flex min-h-9 items-center rounded-lg px-2 text-sm text-stone-700 hover:bg-accent-50 hover:underline dark:text-stone-300 dark:hover:bg-stone-800">
                          {texts.get(c.id)?.title}
                        </a>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-prose space-y-5">
          {visible.map((s) => (
            <Section key={s.id} s={s} text={texts.get(s.id) as SectionText} headingLevel={matches || s.depth === 0 ? 2 : 3} />
          ))}
          <p className="no-print border-t border-stone-200 pt-4 dark:border-stone-800">
            <Link href="/o-aplikaci" className={linkClass}>
              {t('rules.aboutLink')} <span aria-hidden="true">→</span>
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
