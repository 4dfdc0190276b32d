// i18next setup. Czech UI strings ship in the first bundle; English loads on demand (lazy chunk).
// Spell texts (locales/<lng>/spells.json) are loaded separately by src/data/catalog.ts.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import cs from '../../locales/cs/translation.json';

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const loaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  cs: async () => cs,
  en: async () => (await import('../../locales/en/translation.json')).default,
};

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

export async function initI18n(lng: Language = 'cs') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'cs',
      fallbackLng: 'cs',
      resources: { cs: { translation: cs } },
      interpolation: { escapeValue: false }, // React escapes; never render as HTML
      returnNull: false,
    });
  }
  await setLanguage(lng);
  return i18next;
}

export async function setLanguage(lng: Language) {
  if (!i18next.hasResourceBundle(lng, 'translation')) {
    i18next.addResourceBundle(lng, 'translation', await loaders[lng](), true, true);
  }
  await i18next.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export default i18next;
