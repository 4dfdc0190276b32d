// Texts of the rules reference from i18n (rules.sections.<anchor>) and the search over them.
import { fold } from '../../data/search';

export interface SectionText {
  title: string;
  body: string[];
  example?: string;
}

export type TFn = (key: string, options?: Record<string, unknown>) => unknown;

export function sectionText(t: TFn, id: string): SectionText {
  const v = t(`rules.sections.${id}`, { returnObjects: true }) as Partial<SectionText> | string;
  if (typeof v !== 'object' || v === null) return { title: id, body: [] };
  return { title: v.title ?? id, body: Array.isArray(v.body) ? v.body : [], example: v.example };
}

/** Ids of sections whose title, text or example contain every word of the query (diacritics-blind). */
export function searchSections(texts: Map<string, SectionText>, query: string): string[] | null {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return null;
  const out: string[] = [];
  for (const [id, s] of texts) {
    const hay = fold([s.title, ...s.body, s.example ?? ''].join(' '));
    if (words.every((w) => hay.includes(w))) out.push(id);
  }
  return out;
}

