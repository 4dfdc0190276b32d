// The editor's summary of what a change of class levels brings or takes away, before saving (codes
// from levelChange in src/rules, worded here). Lines: what is new, new domain/oath/circle spells, new
// subclass features, new class features (each with what it does and where it is used), the Mystic
// Arcanum to choose, what goes with its spent state, class features lost (with what happens to a
// wizard's chosen spells), lower allowances (Magical Secrets among them), spells the new level
// leaves above their class, Metamagic options the save drops (the last chosen).
// A live region: typing a level announces the summary. A new character has no change to tell; its
// editor lists the class features the app follows instead (ClassFeaturesNote).
import { useTranslation } from 'react-i18next';
import { classFeatures, type ClassLevel, type FewerSlots, type LevelChange, type LevelChangeItem } from '../../rules';

type TFunction = ReturnType<typeof useTranslation>['t'];

const K = 'characters.editor.levelChange';

/** A class named inside a sentence ("(klerik)"): lower case, as the allowances write it. */
const classWord = (t: TFunction, lng: string, classId: string) => t(`characters.class.${classId}`).toLocaleLowerCase(lng);

function itemText(t: TFunction, lng: string, item: LevelChangeItem | FewerSlots, gained: boolean, byClass: boolean): string {
  // Magical Secrets: how many of the bard's spells known may come from any list (not more spells
  // known, so no "+"); a bard's feature, so no class name; on a level down the spells stay
  if (item.code === 'secrets') return t(`${K}.item.${gained ? 'secrets' : 'secretsFewer'}`, { count: item.count });
  // a whole slot level: "+2 pozice 2. úrovně (nová úroveň)" when gained, "1 pozice 5. úrovně" when lost
  const text = t(`${K}.item.${item.code}`, { ...item, context: item.code === 'slots' && gained ? 'gained' : undefined });
  if (!('classId' in item)) return text;
  const signed = gained ? t(`${K}.more`, { item: text }) : text;
  return byClass ? t(`${K}.withClass`, { item: signed, class: classWord(t, lng, item.classId) }) : signed;
}

/** A class feature with what it does; one several classes have (Ritual Casting) says which class
 *  and how that class uses it. */
const featureText = (t: TFunction, lng: string, classId: string, feature: string) => t(`${K}.classFeature.${feature}`, { context: classId, class: classWord(t, lng, classId) });

interface Line { key: string; text: string; tone: 'news' | 'loss' }

function levelChangeLines(t: TFunction, lng: string, change: LevelChange, byClass: boolean, nameOf: (spellId: string) => string): Line[] {
  const list = (items: readonly (LevelChangeItem | FewerSlots)[], gained: boolean) => items.map((i) => itemText(t, lng, i, gained, byClass)).join(', ');
  const lines: Line[] = [];
  if (change.gained.length) lines.push({ key: 'gained', text: t(`${K}.gained`, { list: list(change.gained, true) }), tone: 'news' });
  for (const g of change.subclassGained) lines.push({ key: `subclass-${g.classId}`, text: t(`${K}.subclassSpells_${g.classId}`, { list: g.spells.map(nameOf).join(', ') }), tone: 'news' });
  for (const g of change.featuresGained) {
    const names = g.features.map((f) => t(`characters.feature.${f}`)).join(', ');
    lines.push({ key: `features-${g.classId}`, text: t(`${K}.featuresGained`, { subclass: t(`characters.subclass.${g.subclassId}`), list: names }), tone: 'news' });
  }
  for (const g of change.classFeaturesGained) {
    for (const f of g.features) lines.push({ key: `class-${g.classId}-${f}`, text: t(`${K}.classFeatureGained`, { text: featureText(t, lng, g.classId, f) }), tone: 'news' });
  }
  for (const level of change.chooseArcanum) lines.push({ key: `arcanum-${level}`, text: t(`${K}.chooseArcanum`, { level }), tone: 'news' });
  for (const c of change.swapKnown) lines.push({ key: `swap-${c}`, text: t(`${K}.swapKnown`, { context: c === 'warlock' ? 'warlock' : undefined, class: t(`catalog.class.${c}`) }), tone: 'news' });
  if (change.lost.length) lines.push({ key: 'lost', text: t(`${K}.lost`, { list: list(change.lost, false) }), tone: 'loss' });
  for (const g of change.classFeaturesLost) {
    for (const f of g.features) lines.push({ key: `class-lost-${g.classId}-${f}`, text: t(`${K}.classFeatureLost.${f}`, { class: classWord(t, lng, g.classId) }), tone: 'loss' });
  }
  if (change.fewer.length) lines.push({ key: 'fewer', text: t(`${K}.fewer`, { list: list(change.fewer, false) }), tone: 'loss' });
  if (change.spellsAboveLevel) lines.push({ key: 'above', text: t(`${K}.spellsAbove`, { count: change.spellsAboveLevel }), tone: 'loss' });
  if (change.metamagicDropped.length) {
    const names = change.metamagicDropped.map((m) => t(`cast.metamagicName.${m}`)).join(', ');
    lines.push({ key: 'metamagic', text: t(`${K}.metamagicDropped`, { count: change.metamagicDropped.length, list: names }), tone: 'loss' });
  }
  return lines;
}

const TONE = {
  news: 'bg-accent-50 text-accent-900 dark:bg-accent-900/60 dark:text-accent-100',
  loss: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
} as const;

/** A live region with the lines under `label` (nothing while there are none). */
function Lines({ label, lines }: { label: string; lines: Line[] }) {
  return (
    <div aria-live="polite">
      {lines.length > 0 && (
        <ul aria-label={label} className="mt-2 grid gap-1 text-sm">
          {lines.map((l) => (
            <li key={l.key} className={`rounded-lg px-3 py-2 ${TONE[l.tone]}`}>{l.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `byClass`: name the class of each allowance (a character with more than one class); `nameOf`:
 *  a spell's name by id. */
export function LevelChangeSummary({ change, byClass, nameOf }: { change: LevelChange | null; byClass: boolean; nameOf: (spellId: string) => string }) {
  const { t, i18n } = useTranslation();
  return <Lines label={t(`${K}.label`)} lines={change ? levelChangeLines(t, i18n.language, change, byClass, nameOf) : []} />;
}

/** A new character's class features that change casting or resting, with what each does and where
 *  the app offers it (the same words a level change uses, without "Nově"). `classes`: the valid
 *  class rows, or none while one is invalid (the live region stays, so the list is announced). */
export function ClassFeaturesNote({ classes }: { classes: readonly ClassLevel[] }) {
  const { t, i18n } = useTranslation();
  const lines = classes.flatMap((c) => classFeatures(c).map((f): Line => ({ key: `${c.classId}-${f}`, text: featureText(t, i18n.language, c.classId, f), tone: 'news' })));
  return <Lines label={t('characters.editor.classFeaturesLabel')} lines={lines} />;
}
