// Real i18next for component tests (Czech by default), with the same resources the app uses.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadResources } from '../i18n';
import { addCzechFormats } from '../i18n/z-ze';
import { addEnglishFormats } from '../i18n/article';

export async function setupTestI18n(lng: 'cs' | 'en' = 'cs') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: 'cs', fallbackLng: 'cs', resources: { cs: { translation: await loadResources('cs') } }, interpolation: { escapeValue: false } });
    addCzechFormats(i18next);
    addEnglishFormats(i18next);
  }
  if (!i18next.hasResourceBundle(lng, 'translation')) i18next.addResourceBundle(lng, 'translation', await loadResources(lng), true, true);
  await i18next.changeLanguage(lng);
  return i18next;
}
