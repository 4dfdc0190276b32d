// Diacritics- and case-blind search over spell names in the UI language plus the English SRD name,
// so "ohniva", "OHNIVÁ" and "fireball" all find Ohnivá koule.

/** "Ohnivá koule" -> "ohniva koule" */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface SearchEntry { id: string; haystack: string }

export function buildIndex(spells: { id: string; srdName?: string; text: { name: string } }[]): SearchEntry[] {
  return spells.map((s) => ({ id: s.id, haystack: `${fold(s.text.name)}\u0000${fold(s.srdName ?? '')}` }));
}

/** Ids of entries whose names contain every word of the query (in any order). */
export function searchIds(index: SearchEntry[], query: string): Set<string> | null {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return null;
  const out = new Set<string>();
  for (const e of index) if (words.every((w) => e.haystack.includes(w))) out.add(e.id);
  return out;
}
