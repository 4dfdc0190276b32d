// i18next setup. Czech UI strings ship in the first bundle (except those of lazy screens, see below);
// English loads on demand (one lazy chunk, en.ts). How the files merge: merge.ts. Spell texts
// (locales/<lng>/spells.json) are loaded separately by src/data/catalog.ts.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import csBase from '../../locales/cs/translation.json';
import { merge, type Resource } from './merge';
import { loadOnce } from '../lib/load-once';
import { addCzechFormats } from './z-ze';
import { addEnglishFormats } from './article';

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// Czech strings of screens that are lazy chunks anyway load with them (ensureScreenStrings, one
// chunk: cs-screens.ts), so the first screen does not carry them (initial JS budget); so do
// the storage banners' strings (persistence.json, see StatusSlot.tsx). Every other file ships
// eagerly. The list of lazy files is written here and in cs-screens.ts (glob patterns must be
// literals); a file left out of both would miss in Czech, which locales.test.ts catches.
const csParts = import.meta.glob<Resource>(['../../locales/cs/ui/*.json', '!../../locales/cs/ui/{about,cast,cast-summary,catalog,character-editor,homebrew,invocations,persistence,print,rules,rules-casting,rules-spells,settings,spellbook,sync,tracker}.json'], { eager: true, import: 'default' });

export const csResources: Resource = merge(csBase, Object.values(csParts));

const csAll = loadOnce(() => import('./cs-screens').then((m) => merge(csResources, m.default)));

export async function loadResources(lng: Language): Promise<Resource> {
  if (lng === 'cs') return csAll();
  return (await import('./en')).default;
}

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

export async function initI18n(lng: Language = 'cs') {
  if (i18next.isInitialized) {
    await setLanguage(lng);
    return i18next;
  }
  // Started in the stored language at once: init already sets it (a second changeLanguage would
  // only repeat the work on the start path).
  const resources: Record<string, { translation: Resource }> = { cs: { translation: csResources } };
  if (lng !== 'cs') resources[lng] = { translation: await loadResources(lng) };
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'cs',
    resources,
    interpolation: { escapeValue: false }, // React escapes; texts are never rendered as HTML
    // One namespace, keys are dotted paths: said outright, i18next skips guessing per call whether a
    // key is natural language ("Zrušit filtry?") or holds a namespace.
    keySeparator: '.',
    nsSeparator: false,
  });
  addCzechFormats(i18next);
  addEnglishFormats(i18next);
  markDocumentLanguage(lng);
  return i18next;
}

/** <html lang> follows the UI language (screen readers, hyphenation, the print's fonts), and so
 *  do the tab's title and the page's description (index.html holds the Czech ones). */
function markDocumentLanguage(lng: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.title = i18next.t('app.documentTitle', { lng });
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18next.t('app.description', { lng }));
}

/** All Czech UI strings (the fallback language) in i18next; lazy screens await it before rendering. */
export async function ensureScreenStrings() {
  i18next.addResourceBundle('cs', 'translation', await loadResources('cs'), true, true);
}

export async function setLanguage(lng: Language) {
  if (!i18next.hasResourceBundle(lng, 'translation')) {
    i18next.addResourceBundle(lng, 'translation', await loadResources(lng), true, true);
  }
  await i18next.changeLanguage(lng);
  markDocumentLanguage(lng);
}

export default i18next;
