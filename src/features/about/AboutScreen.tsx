import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

const SRD_URL = 'https://dnd.wizards.com/resources/systems-reference-document';

/** Renders a text with {{url}} as a real link. */
function withUrl(text: string): ReactNode {
  const [before, after] = text.split('{{url}}');
  if (after === undefined) return text;
  return (
    <>
      {before}
      <a href={SRD_URL} className="[overflow-wrap:anywhere] text-accent-800 underline underline-offset-2 dark:text-accent-200" rel="noopener noreferrer" target="_blank">
        {SRD_URL}
      </a>
      {after}
    </>
  );
}

function formatBuildDate(iso: string, lng: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeStyle: 'short' }).format(d);
}

const card = 'rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900';

export default function AboutScreen(_props: { id?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  // {{url}} is kept literally (no interpolation) and replaced by a link
  const keep = { url: '{{url}}', interpolation: { escapeValue: false } };
  const keys: [string, string][] = [
    ['Tab', t('about.keyTab')],
    ['Enter', t('about.keyEnter')],
    ['Esc', t('about.keyEsc')],
    ['Ctrl/⌘ + P', t('about.keyPrint')],
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header>
        <h1 className="font-serif text-2xl font-bold md:text-3xl">{t('about.title')}</h1>
        <p className="mt-1 text-stone-700 dark:text-stone-300">{t('about.tagline')}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-stone-600 dark:text-stone-400">{t('about.version')}</dt>
          <dd data-testid="app-version">{__APP_VERSION__}</dd>
          <dt className="font-medium text-stone-600 dark:text-stone-400">{t('about.built')}</dt>
          <dd>
            <time dateTime={__BUILD_DATE__}>{formatBuildDate(__BUILD_DATE__, lng)}</time>
          </dd>
        </dl>
      </header>

      <section aria-labelledby="about-data" className={card}>
        <h2 id="about-data" className="mb-2 text-lg font-bold">
          {t('about.dataTitle')}
        </h2>
        <p>{t('about.dataText')}</p>
        <p className="mt-2">{t('about.backupText')}</p>
        <Link
          href="/nastaveni"
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent-700 px-4 py-2 font-medium text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700"
        >
          {t('about.backupButton')}
        </Link>
      </section>

      <section aria-labelledby="about-sources" className={card}>
        <h2 id="about-sources" className="mb-2 text-lg font-bold">
          {t('about.sourcesTitle')}
        </h2>
        <p data-testid="attribution">{withUrl(t('about.attribution', keep))}</p>
        {lng !== 'en' && (
          <div className="mt-3 border-l-4 border-stone-300 pl-3 text-sm dark:border-stone-600">
            <p className="font-medium text-stone-600 dark:text-stone-400">{t('about.attributionOriginal')}</p>
            <p lang="en" data-testid="attribution-en">
              {withUrl(t('about.attributionEn', keep))}
            </p>
          </div>
        )}
        <p className="mt-3">
          <a href={t('about.licenseUrl')} className="inline-flex min-h-11 items-center text-accent-800 underline underline-offset-2 dark:text-accent-200" rel="noopener noreferrer" target="_blank">
            {t('about.licenseLink')}
          </a>
        </p>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('about.textsNote')}</p>
        <p className="mt-1">
          <Link href="/pravidla" className="inline-flex min-h-11 items-center text-accent-800 underline underline-offset-2 dark:text-accent-200">
            {t('about.rulesLink')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="about-keys" className={card}>
        <h2 id="about-keys" className="mb-2 text-lg font-bold">
          {t('about.keysTitle')}
        </h2>
        <p>{t('about.keysIntro')}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
          {keys.map(([k, text]) => (
            <div key={k} className="contents">
              <dt>
                <kbd className="rounded border border-stone-300 bg-stone-100 px-1.5 py-0.5 font-mono text-xs dark:border-stone-600 dark:bg-stone-800">{k}</kbd>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
