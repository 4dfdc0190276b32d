// i18next setup. Czech UI strings ship in the first bundle (except those of lazy screens, see below);
// English loads on demand (lazy chunk).
// UI strings: locales/<lng>/translation.json (shared) + locales/<lng>/ui/*.json (one file per
// feature, each a top-level object merged into the same namespace). Spell texts
// (locales/<lng>/spells.json) are loaded separately by src/data/catalog.ts.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import csBase from '../../locales/cs/translation.json';

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
type Resource = Record<string, unknown>;

// Czech strings of screens that are lazy chunks anyway load with them (ensureScreenStrings), so the
// first screen does not carry them (initial JS budget, issue 8); so do the storage banners' strings
// (persistence.json, see StatusSlot.tsx). Every other file ships eagerly. Two files may fill the
// same top-level key (characters.json + character-editor.json): objects merge one level deep.
const csParts = import.meta.glob<Resource>(['../../locales/cs/ui/*.json', '!../../locales/cs/ui/{about,cast,catalog,character-editor,homebrew,persistence,print,rules,settings,spellbook,tracker}.json'], { eager: true, import: 'default' });
const csScreenParts = import.meta.glob<Resource>('../../locales/cs/ui/{about,cast,catalog,character-editor,homebrew,persistence,print,rules,settings,spellbook,tracker}.json', { import: 'default' });
const enParts = import.meta.glob<Resource>('../../locales/en/ui/*.json', { import: 'default' });

const isRes = (v: unknown): v is Resource => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(base: Resource, parts: Resource[]): Resource {
  const out: Resource = { ...base };
  for (const part of parts) for (const [k, v] of Object.entries(part)) out[k] = isRes(out[k]) && isRes(v) ? { ...out[k], ...v } : v;
  return out;
}

export const csResources: Resource = merge(csBase, Object.values(csParts));

let csAll: Promise<Resource> | null = null;

export async function loadResources(lng: Language): Promise<Resource> {
  if (lng === 'cs') {
    csAll ??= Promise.all(Object.values(csScreenParts).map((f) => f())).then((parts) => merge(csResources, parts));
    csAll.catch(() => (csAll = null));
    return csAll;
  }
  const [base, ...parts] = await Promise.all([import('../../locales/en/translation.json').then((m) => m.default as Resource), ...Object.values(enParts).map((f) => f())]);
  return merge(base, parts);
}

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

export async function initI18n(lng: Language = 'cs') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'cs',
      fallbackLng: 'cs',
      resources: { cs: { translation: csResources } },
      interpolation: { escapeValue: false }, // React escapes; texts are never rendered as HTML
    });
  }
  await setLanguage(lng);
  return i18next;
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
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export default i18next;
