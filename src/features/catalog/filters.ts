// Catalog filters: what the player chose, as a URL query string (so a view can be bookmarked and
// survives reload) and as a predicate over spells. Values in the URL are language-free ids.
//   q=ohniva&class=wizard,cleric&level=0,3&school=evocation&time=action,long
//   &ritual=1&conc=0&v=1&s=0&m=1&costly=1        (tri-states: 1 = must have, 0 = must not have)
//   &for=fighter   not a filter: the class whose spellbook section sent the player here, so that
//                  "+" adds for it (an Eldritch Knight and a wizard share the wizard's list);
//                  with the chosen character's class entry it also widens that class's list by
//                  the spells its subclass adds (a Fiend warlock's expanded spells, a Devotion
//                  paladin's oath spells such as Sanctuary: listAdditions)
import { createMatcher, type SearchEntry } from '../../data/search';
import { CASTING_TIME_GROUPS, castingTimeGroup, type CastingTimeGroup } from '../../data/format-fields';
import type { School, SpellSummary } from '../../data/types';
import { CLASS_IDS, classSpellListId, expandedSpells, subclassTableSpells, type ClassLevel } from '../../rules';

export const FILTER_CLASSES = ['bard', 'cleric', 'druid', 'paladin', 'ranger', 'sorcerer', 'warlock', 'wizard'] as const;
export const FILTER_SCHOOLS: readonly School[] = ['abjuration', 'conjuration', 'divination', 'enchantment', 'evocation', 'illusion', 'necromancy', 'transmutation'];
export const FILTER_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const FILTER_TIMES = CASTING_TIME_GROUPS;
export type TimeFilter = CastingTimeGroup;
/** tri-state filters: undefined = any, true = must have, false = must not have */
export const TRI_KEYS = ['ritual', 'conc', 'v', 's', 'm', 'costly'] as const;
export type TriKey = (typeof TRI_KEYS)[number];

export interface CatalogFilters {
  q: string;
  classes: string[];
  levels: number[];
  schools: string[];
  times: TimeFilter[];
  tri: Partial<Record<TriKey, boolean>>;
  /** a class id, or '' (see "for" above) */
  forClass: string;
}

export const EMPTY_FILTERS: CatalogFilters = { q: '', classes: [], levels: [], schools: [], times: [], tri: {}, forClass: '' };

function list(p: URLSearchParams, key: string): string[] {
  const v = p.get(key);
  return v ? [...new Set(v.split(',').filter(Boolean))] : [];
}

/** Reads filters from a query string ("?a=b" or "a=b"); unknown values are dropped. */
export function parseFilters(search: string): CatalogFilters {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const tri: CatalogFilters['tri'] = {};
  for (const k of TRI_KEYS) {
    const v = p.get(k);
    if (v === '1') tri[k] = true;
    else if (v === '0') tri[k] = false;
  }
  return {
    q: p.get('q') ?? '',
    classes: list(p, 'class').filter((c) => (FILTER_CLASSES as readonly string[]).includes(c)),
    levels: list(p, 'level').map(Number).filter((n) => Number.isInteger(n) && n >= 0 && n <= 9).sort((a, b) => a - b),
    schools: list(p, 'school').filter((s) => (FILTER_SCHOOLS as readonly string[]).includes(s)),
    times: list(p, 'time').filter((t): t is TimeFilter => (FILTER_TIMES as readonly string[]).includes(t)),
    tri,
    forClass: (CLASS_IDS as readonly string[]).includes(p.get('for') ?? '') ? p.get('for')! : '',
  };
}

/** The query string for filters ("" when nothing is chosen, else starting with "?"). Stable order. */
export function serializeFilters(f: CatalogFilters): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q);
  const ordered = <T>(all: readonly T[], chosen: readonly T[]) => all.filter((x) => chosen.includes(x));
  if (f.classes.length) p.set('class', ordered(FILTER_CLASSES as readonly string[], f.classes).join(','));
  if (f.levels.length) p.set('level', ordered(FILTER_LEVELS as readonly number[], f.levels).join(','));
  if (f.schools.length) p.set('school', ordered(FILTER_SCHOOLS as readonly string[], f.schools).join(','));
  if (f.times.length) p.set('time', ordered(FILTER_TIMES, f.times).join(','));
  for (const k of TRI_KEYS) if (f.tri[k] !== undefined) p.set(k, f.tri[k] ? '1' : '0');
  if (f.forClass) p.set('for', f.forClass);
  const s = p.toString().replace(/%2C/g, ',');
  return s ? `?${s}` : '';
}

/** Chosen spell levels as runs: three or more levels in a row are one run (one chip: "Triky až
 *  3. úroveň", as "Přidat kouzla" of a class opens the list), any other level a run of its own. */
export function levelRuns(levels: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const l of [...levels].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === l - 1) last.push(l);
    else runs.push([l]);
  }
  return runs.flatMap((r) => (r.length >= 3 ? [r] : r.map((l) => [l])));
}

/** How many filters "Filtry (n)" counts: one per chip the list shows (a run of levels is one). */
export function activeFilterCount(f: CatalogFilters): number {
  return f.classes.length + levelRuns(f.levels).length + f.schools.length + f.times.length + Object.keys(f.tri).length;
}

function triValue(s: SpellSummary, k: TriKey): boolean {
  switch (k) {
    case 'ritual':
      return s.ritual;
    case 'conc':
      return s.concentration;
    case 'v':
      return s.components.v;
    case 's':
      return s.components.s;
    case 'm':
      return s.components.m;
    case 'costly':
      return (s.components.costGp ?? 0) > 0;
  }
}

/** Class list id → spell ids that count as on that list for the class filter, beyond each spell's
 *  own class list. */
export type ListAdditions = Readonly<Record<string, readonly string[]>>;

export const NO_ADDITIONS: ListAdditions = {};

/** What the chosen character's entry of the `for` class adds to its spell list (SRD 5.1 the Fiend:
 *  "added to the warlock spell list for you"; a domain, oath or circle spell off the class list "is
 *  nonetheless a cleric spell for you"): a player who came from that class's section sees those
 *  spells under the class filter. Nothing without a `for` class, for another class, or for a class
 *  entry that records no such subclass. */
export function listAdditions(classes: readonly ClassLevel[], forClass: string): ListAdditions {
  const c = forClass ? classes.find((x) => x.classId === forClass) : undefined;
  const list = c ? classSpellListId(c) : null;
  const ids = c ? [...new Set([...expandedSpells(c), ...subclassTableSpells(c)])] : [];
  return list !== null && ids.length ? { [list]: ids } : NO_ADDITIONS;
}

/** The class entry whose subclass adds the spells of listAdditions, by list id: the class filter's
 *  chip names it ("Černokněžník (Běs)"), as the list then holds spells of no such class list. */
export function additionSources(classes: readonly ClassLevel[], forClass: string): Readonly<Record<string, ClassLevel>> {
  const c = forClass ? classes.find((x) => x.classId === forClass) : undefined;
  const list = Object.keys(listAdditions(classes, forClass))[0];
  return c && list !== undefined ? { [list]: c } : {};
}

/** The lists this spell joins by the character's subclasses (listAdditions of each class entry) and
 *  the entry behind each (additionSources), leaving out a list the spell is on anyway: the Fiend
 *  warlock's Burning Hands → warlock by the Fiend. */
export function widenedLists(classes: readonly ClassLevel[], spell: Pick<SpellSummary, 'id' | 'classes'>): { list: string; by: ClassLevel }[] {
  return classes.flatMap((c) => {
    const sources = additionSources(classes, c.classId);
    return Object.entries(listAdditions(classes, c.classId))
      .filter(([list, ids]) => ids.includes(spell.id) && !spell.classes.includes(list) && sources[list])
      .map(([list]) => ({ list, by: sources[list] }));
  });
}

/** A stable text for the additions (a cache key part): "" for none. */
export function additionsKey(a: ListAdditions): string {
  return Object.keys(a)
    .sort()
    .map((list) => `${list}:${[...a[list]].sort().join(',')}`)
    .join(';');
}

/** Spells that pass the filters, in catalog order. `index` must be aligned with `spells`. */
export function applyFilters<S extends SpellSummary>(spells: readonly S[], index: readonly SearchEntry[], f: CatalogFilters, additions: ListAdditions = NO_ADDITIONS): S[] {
  return filterPositions(spells, index, f, undefined, additions).map((i) => spells[i]);
}

/** Positions (in `spells`) of the spells that pass the filters, ascending. With `candidates`
 *  (ascending positions) only those are checked. `index` must be aligned with `spells`. A spell
 *  passes the class filter on its own class list or by `additions` to a chosen list. */
export function filterPositions(spells: readonly SpellSummary[], index: readonly SearchEntry[], f: CatalogFilters, candidates?: readonly number[], additions: ListAdditions = NO_ADDITIONS): number[] {
  const match = createMatcher(f.q);
  const classes = f.classes.length ? f.classes : null;
  const added = classes ? new Set(classes.flatMap((c) => additions[c] ?? [])) : null;
  const levels = f.levels.length ? new Set(f.levels) : null;
  const schools = f.schools.length ? new Set<string>(f.schools) : null;
  const times = f.times.length ? new Set<string>(f.times) : null;
  const tri = TRI_KEYS.filter((k) => f.tri[k] !== undefined);
  const out: number[] = [];
  const n = candidates ? candidates.length : spells.length;
  for (let j = 0; j < n; j++) {
    const i = candidates ? candidates[j] : j;
    const s = spells[i];
    if (match && !(index[i] && match(index[i]))) continue;
    if (levels && !levels.has(s.level)) continue;
    if (schools && !schools.has(s.school)) continue;
    if (classes && !classes.some((c) => s.classes.includes(c)) && !added!.has(s.id)) continue;
    if (times && !times.has(castingTimeGroup(s))) continue;
    if (tri.length && !tri.every((k) => triValue(s, k) === f.tri[k])) continue;
    out.push(i);
  }
  return out;
}
