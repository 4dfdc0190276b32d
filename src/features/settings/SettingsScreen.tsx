// Nastavení: language, theme, backup (export / import), a character to a phone (link + QR),
// custom spells, and the storage status.
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppStore } from '../../store/app-store';
import { usePersistenceStatus } from '../../persistence';
import { MAX_IMPORT_CHARS, parseImport, type ImportParse } from '../../persistence/exchange';
import { Button } from '../../components/Button';
import { exportAll, exportCharacter } from './export-actions';
import { ImportDialog } from './ImportDialog';
import { ShareCharacter } from './ShareCharacter';
import { StorageStatus } from './StorageStatus';
import { chosenCharacterId } from '../../store/characters';

const card = 'rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900';
const h2 = 'mb-3 text-xl font-semibold';

function Choice<T extends string>({ legend, name, value, options, onChange }: { legend: string; name: string; value: T; options: { value: T; label: string; lang?: string }[]; onChange: (v: T) => void }) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            lang={o.lang}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-600 dark:border-stone-600 dark:has-[:checked]:border-accent-200 dark:has-[:checked]:bg-stone-800"
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="size-4 accent-accent-700" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `anchor`: the section's place in the address (/nastaveni#prenos), for links from other screens. */
function Section({ id, title, anchor, children }: { id: string; title: string; anchor?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} id={anchor} className={card}>
      <h2 id={id} className={h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function SettingsScreen(_props: { id?: string }) {
  const { t, i18n } = useTranslation();
  const settings = useAppStore((s) => s.settings);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const setTheme = useAppStore((s) => s.setTheme);
  const characters = useAppStore((s) => s.characters);
  const activeId = useAppStore(chosenCharacterId);
  const lastExportAt = usePersistenceStatus((s) => s.lastExportAt);
  const setAsideCount = usePersistenceStatus((s) => s.setAside.length);
  const [picked, setPicked] = useState<string | null>(null);
  // a banner's link to a part of this screen (/nastaveni#zalohy, #odlozene): the browser does not
  // scroll to it, the screen being drawn after the address changed
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (/^[a-z-]+$/.test(id)) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, []);
  const [imported, setImported] = useState<ImportParse | null>(null);
  const uid = useId();
  const characterId = picked && characters.some((c) => c.id === picked) ? picked : (activeId ?? characters[0]?.id ?? null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same file can be chosen again
    if (!file) return;
    if (file.size > MAX_IMPORT_CHARS * 2) {
      setImported({ ok: false, error: 'tooLarge' });
      return;
    }
    try {
      setImported(parseImport(await file.text()));
    } catch {
      setImported({ ok: false, error: 'malformed' });
    }
  };

  const lastExport = lastExportAt ? new Date(lastExportAt) : null;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-4 font-serif text-2xl font-bold">{t('settings.title')}</h1>
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <div className="grid gap-4">
          <Section id={`${uid}-data`} anchor="prenos" title={t('settings.data')}>
            <p className="mb-2 text-stone-700 dark:text-stone-300">{t('settings.dataIntro')}</p>
            {/* announced when an export changes it: the download itself says nothing to a screen reader */}
            <p role="status" className="mb-3 text-sm font-medium">
              {lastExport && !Number.isNaN(lastExport.getTime())
                ? t('settings.lastExport', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(lastExport) })
                : t('settings.neverExported')}
            </p>
            <div className="mb-4 grid gap-1">
              <div>
                <Button variant="primary" onClick={() => exportAll()}>
                  {t('settings.exportAll')}
                </Button>
              </div>
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('settings.exportAllHint')}</p>
              {setAsideCount > 0 && <p className="text-sm font-medium text-amber-900 dark:text-amber-200">{t('settings.exportAllSetAside', { count: setAsideCount })}</p>}
            </div>
            <div className="mb-4 grid gap-1">
              <label className="inline-flex min-h-11 w-fit cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100 focus-within:outline focus-within:outline-3 focus-within:outline-accent-600 dark:border-stone-600 dark:bg-stone-800 dark:hover:bg-stone-700">
                {t('settings.import')}
                <input type="file" accept=".json,application/json" className="sr-only" onChange={(e) => void onFile(e)} data-testid="import-file" />
              </label>
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('settings.importHint')}</p>
            </div>
            <h3 className="mb-2 mt-2 border-t border-stone-200 pt-3 font-semibold dark:border-stone-700">{t('settings.share')}</h3>
            {characterId === null ? (
              <p className="text-stone-700 dark:text-stone-300">{t('settings.noCharacters')}</p>
            ) : (
              <div className="grid gap-3">
                <p className="text-sm text-stone-600 dark:text-stone-400">{t('settings.shareHint')}</p>
                <div className="grid gap-1">
                  <label htmlFor={`${uid}-char`} className="font-medium">
                    {t('settings.character')}
                  </label>
                  <select
                    id={`${uid}-char`}
                    value={characterId}
                    onChange={(e) => setPicked(e.target.value)}
                    className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-900"
                  >
                    {characters.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <Button onClick={() => exportCharacter(characterId)}>{t('settings.exportCharacter')}</Button>
                </div>
                <ShareCharacter key={characterId} characterId={characterId} />
              </div>
            )}
          </Section>
        </div>
        <div className="grid gap-4">
          <Section id={`${uid}-display`} title={t('settings.display')}>
            <Choice
              legend={t('settings.language')}
              name="language"
              value={settings.language}
              onChange={setLanguage}
              options={[
                { value: 'cs', label: t('settings.languageCs'), lang: 'cs' },
                { value: 'en', label: t('settings.languageEn'), lang: 'en' },
              ]}
            />
            <Choice
              legend={t('settings.theme')}
              name="theme"
              value={settings.theme}
              onChange={setTheme}
              options={[
                { value: 'system', label: t('settings.themeSystem') },
                { value: 'light', label: t('settings.themeLight') },
                { value: 'dark', label: t('settings.themeDark') },
              ]}
            />
          </Section>

          <Section id={`${uid}-hb`} title={t('settings.homebrew')}>
            <p className="mb-3 text-stone-700 dark:text-stone-300">{t('settings.homebrewHint')}</p>
            <Link href="/vlastni-kouzla" className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-4 font-medium text-white hover:bg-accent-800 dark:bg-accent-600">
              {t('settings.homebrewLink')}
            </Link>
          </Section>
          <Section id={`${uid}-storage`} title={t('settings.storage')}>
            <StorageStatus />
          </Section>
          <p>
            <Link href="/o-aplikaci" className="inline-flex min-h-11 items-center font-medium text-accent-800 underline dark:text-accent-200">
              {t('settings.about')}
            </Link>
          </p>
        </div>
      </div>
      {imported && <ImportDialog parsed={imported} source="file" onClose={() => setImported(null)} />}
    </div>
  );
}
