// The spell catalog: mechanics joined with one locale's texts. Every file is a lazy chunk, so the
// first screen never waits for spell data; results are cached per language. The catalog list needs
// only its index (mechanics + names, ≈ 18 kB gzip), not the texts (≈ 100 kB gzip per language).
import type { Spell, SpellData, SpellSummary, SpellText } from './types';

type Lng = 'cs' | 'en';
/** The catalog language for a UI language (i18next's code): English, else Czech. */
export const catalogLanguage = (uiLanguage: string): Lng => (uiLanguage === 'en' ? 'en' : 'cs');
const textLoaders: Record<Lng, () => Promise<Record<string, SpellText>>> = {
  cs: async () => (await import('../../locales/cs/spells.json')).default as Record<string, SpellText>,
  en: async () => (await import('../../locales/en/spells.json')).default as Record<string, SpellText>,
};

const nameLoaders: Record<Lng, () => Promise<Record<string, string>>> = {
  cs: async () => (await import('../../locales/cs/spells.json?names')).default,
  en: async () => (await import('../../locales/en/spells.json?names')).default,
};

/** In the English catalog the Czech names are searched too (the Czech one searches the SRD names). */
const csNamesFor = (lng: Lng): Promise<Record<string, string> | null> => (lng === 'en' ? nameLoaders.cs() : Promise.resolve(null));
const withCsName = <T extends SpellData>(d: T, cs: Record<string, string> | null): T => (cs?.[d.id] ? { ...d, csName: cs[d.id] } : d);

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
    p = Promise.all([loadMechanics(), textLoaders[lng](), nameLoaders[lng](), csNamesFor(lng)]).then(([mech, texts, names, cs]) => {
      const spells = inCatalogOrder(mech, names, lng, (d) => ({ ...withCsName(d, cs), text: texts[d.id] ?? fallbackText(d) }));
      ready.set(lng, spells);
      return spells;
    });
    p.catch(() => catalogs.delete(lng));
    catalogs.set(lng, p);
  }
  return p;
}

const indexes = new Map<Lng, Promise<SpellSummary[]>>();
const readyIndex = new Map<Lng, SpellSummary[]>();

/** The index of `lng` (or its whole catalog) if it has already loaded. */
export function peekCatalogIndex(lng: Lng): SpellSummary[] | undefined {
  return ready.get(lng) ?? readyIndex.get(lng);
}

/** The catalog without its texts: what the list, its filters and search need. Same order as
 *  loadCatalog; once the whole catalog has loaded, that is the index. */
export function loadCatalogIndex(lng: Lng): Promise<SpellSummary[]> {
  const full = ready.get(lng);
  if (full) return Promise.resolve(full);
  let p = indexes.get(lng);
  if (!p) {
    p = Promise.all([loadMechanics(), nameLoaders[lng](), csNamesFor(lng)]).then(([mech, names, cs]) => {
      const spells = inCatalogOrder(mech, names, lng, (d) => ({ ...withCsName(d, cs), text: { name: names[d.id] ?? d.srdName } }));
      readyIndex.set(lng, spells);
      return spells;
    });
    p.catch(() => indexes.delete(lng));
    indexes.set(lng, p);
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

/** The SRD spells in catalog order. The names module lists its ids in the language's collation
 *  (sorted at build time: constructing a Czech Intl.Collator costs ≈ 45 ms at 4× CPU in the list's
 *  first paint), so a stable sort by level gives sortSpells' order. */
function inCatalogOrder<T extends { level: number }>(mech: Record<string, SpellData>, names: Record<string, string>, lng: Lng, make: (d: SpellData) => T): T[] {
  const ids = Object.keys(names).filter((id) => id in mech);
  if (ids.length !== Object.keys(mech).length) return sortSpells(Object.values(mech).map(make) as (T & { text: { name: string } })[], lng);
  return ids.map((id) => make(mech[id])).sort((a, b) => a.level - b.level);
}

/** Level first (tricks = 0), then the name in the language's collation ("ch" after "h" in Czech). */
export function sortSpells<T extends { level: number; text: { name: string } }>(spells: T[], lng: string): T[] {
  const c = collator(lng);
  return [...spells].sort((a, b) => a.level - b.level || c.compare(a.text.name, b.text.name));
}
