// The structure of the rules reference (/pravidla): stable anchors (Czech slugs) in reading order.
// Texts live in locales/<lng>/ui/rules-casting.json (how a spell is cast, up to the casting time) and
// rules-spells.json (the rest) under rules.sections.<anchor> = { title, body[], example? }.
// Body lines starting with "- " are list items. Anchors are part of the app's URLs: never rename one.

export interface RuleSectionDef {
  id: string;
  children?: RuleSectionDef[];
  /** offer a link to the combat screen (/boj), where casting happens */
  combat?: boolean;
  /** show area-of-effect diagrams (AreaDiagram) for these shapes under the text */
  diagram?: { shape: 'line' | 'cone' | 'cube' | 'sphere' | 'cylinder'; sizeFt: number };
}

export const RULE_SECTIONS: RuleSectionDef[] = [
  { id: 'sesilani-kouzel', combat: true },
  { id: 'uroven-kouzla' },
  { id: 'triky' },
  { id: 'znama-a-pripravena-kouzla' },
  { id: 'pozice-kouzel', combat: true, children: [{ id: 'magie-paktu', combat: true }] },
  { id: 'vyssi-uroven' },
  { id: 'ritualy' },
  {
    id: 'vyvolani',
    children: [{ id: 'bonusova-akce', combat: true }, { id: 'reakce' }, { id: 'delsi-vyvolani' }],
  },
  { id: 'dosah' },
  {
    id: 'slozky',
    children: [{ id: 'verbalni-slozka' }, { id: 'pohybova-slozka' }, { id: 'surovinova-slozka' }],
  },
  { id: 'zbroj' },
  { id: 'skoly-magie' },
  { id: 'trvani', children: [{ id: 'ihned' }, { id: 'soustredeni', combat: true }] },
  { id: 'cile', children: [{ id: 'volna-cesta' }, { id: 'cileni-na-sebe' }] },
  {
    id: 'oblasti-ucinku',
    children: [
      { id: 'draha', diagram: { shape: 'line', sizeFt: 100 } },
      { id: 'krychle', diagram: { shape: 'cube', sizeFt: 15 } },
      { id: 'koule', diagram: { shape: 'sphere', sizeFt: 20 } },
      { id: 'kuzel', diagram: { shape: 'cone', sizeFt: 15 } },
      { id: 'valec', diagram: { shape: 'cylinder', sizeFt: 10 } },
    ],
  },
  { id: 'zachranne-hody-a-utoky' },
  { id: 'kombinovani-ucinku' },
  { id: 'metamagie', combat: true },
  { id: 'svitky', combat: true },
  { id: 'podtridy' },
  { id: 'schopnosti-povolani', combat: true },
];

export interface FlatSection extends RuleSectionDef {
  depth: 0 | 1;
  parentId?: string;
}

/** All sections in reading order, parents before their children. */
export const FLAT_SECTIONS: FlatSection[] = RULE_SECTIONS.flatMap((s) => [
  { ...s, depth: 0 as const },
  ...(s.children ?? []).map((c) => ({ ...c, depth: 1 as const, parentId: s.id })),
]);

export const ALL_ANCHORS: string[] = FLAT_SECTIONS.map((s) => s.id);
