// The spell catalog: mechanics joined with one locale's texts. Both files are loaded lazily (separate
// chunks) so the first screen never waits for ~0.5 MB of spell text; results are cached per language.
import type { Spell, SpellData, SpellText } from './types';

type Lng = 'cs' | 'en';
/** The catalog language for a UI language (i18next's code): English, else Czech. */
export const catalogLanguage = (uiLanguage: string): Lng => (uiLanguage === 'en' ? 'en' : 'cs');
const textLoaders: Record<Lng, () => Promise<Record<string, SpellText>>> = {
  cs: async () => (await import('../../locales/cs/spells.json')).default as Record<string, SpellText>,
  en: async () => (await import('../../locales/en/spells.json')).default as Record<string, SpellText>,
};

let mechanicsPromise: Promise<Record<string, SpellData>> | null = null;
const catalogs = new Map<Lng, Promise<Spell[]>>();
const ready = new Map<Lng, Spell[]>();

/** The catalog of `lng` if it has already loaded (screens that open after it render it at once). */
export function peekCatalog(lng: Lng): Spell[] | undefined {
  return ready.get(lng);
}

export function loadMechanics(): Promise<Record<string, SpellData>> {
  mechanicsPromise ??= import('./spells.json').then((m) => m.default as unknown as Record<string, SpellData>);
  return mechanicsPromise;
}

/** All SRD spells in one language, sorted by level then Czech/English collation of the name. */
export function loadCatalog(lng: Lng): Promise<Spell[]> {
  let p = catalogs.get(lng);
  if (!p) {
    p = Promise.all([loadMechanics(), textLoaders[lng]()]).then(([mech, texts]) => {
      const spells = sortSpells(Object.values(mech).map((d) => ({ ...d, text: texts[d.id] ?? fallbackText(d) })), lng);
      ready.set(lng, spells);
      return spells;
    });
    p.catch(() => catalogs.delete(lng));
    catalogs.set(lng, p);
  }
  return p;
}

function fallbackText(d: SpellData): SpellText {
  return { name: d.srdName, castingTime: '', range: '', components: '', duration: '', description: [] };
}

const collators = new Map<string, Intl.Collator>();
export function collator(lng: string): Intl.Collator {
  let c = collators.get(lng);
  if (!c) {
    c = new Intl.Collator(lng, { sensitivity: 'base' });
    collators.set(lng, c);
  }
  return c;
}

/** Level first (tricks = 0), then the name in the language's collation ("ch" after "h" in Czech). */
export function sortSpells<T extends { level: number; text: { name: string } }>(spells: T[], lng: string): T[] {
  const c = collator(lng);
  return [...spells].sort((a, b) => a.level - b.level || c.compare(a.text.name, b.text.name));
}
