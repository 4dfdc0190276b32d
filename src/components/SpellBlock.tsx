// A whole spell laid out like a rulebook entry: name, "zaklínání 3. úrovně", Vyvolání / Dosah /
// Složky / Trvání, description, "Na vyšších úrovních", dice tables by slot (or character) level
// and the classes.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SideScroll } from './SideScroll';
import { cantripDice, otherDice, scaledDice, type SpellMechanics } from '../rules';
import { formatAreaFact, formatFields, type TFn } from '../data/format-fields';
import type { Spell } from '../data/types';
import { Heading, SpellText, type HeadingLevel } from './SpellText';
import { SpellBadges, spellLevelSchool } from './SpellBadges';

export interface SlotDiceRow { level: number; damage: string | null; heal: string | null }
export interface CantripDiceRow { from: number; to: number; damage: string }

const asMechanics = (s: Spell) => s as unknown as SpellMechanics;

/** One entry per slot level from the spell's level to 9, or [] when the spell has no dice. */
export function slotDiceRows(s: Spell): SlotDiceRow[] {
  if (s.level === 0 || (!s.damageAtSlotLevel && !s.healAtSlotLevel)) return [];
  const rows: SlotDiceRow[] = [];
  for (let lvl = s.level; lvl <= 9; lvl++) {
    const d = scaledDice(asMechanics(s), lvl);
    if (d.damage || d.heal) rows.push({ level: lvl, damage: d.damage, heal: d.heal });
  }
  return rows;
}

/** Cantrip damage in character-level bands (1–4, 5–10, 11–16, 17–20), or [] without data. */
export function cantripDiceRows(s: Spell): CantripDiceRow[] {
  if (s.level !== 0 || !s.damageAtCharacterLevel) return [];
  const rows: CantripDiceRow[] = [];
  for (let lvl = 1; lvl <= 20; lvl++) {
    const dice = cantripDice(asMechanics(s), lvl);
    if (!dice) continue;
    const last = rows[rows.length - 1];
    if (last && last.damage === dice) last.to = lvl;
    else rows.push({ from: lvl, to: lvl, damage: dice });
  }
  return rows;
}

/** "8d6" -> "8k6" in Czech; "MOD" (spellcasting ability modifier) -> `modWord`. */
export function formatDice(dice: string, lng: string, modWord: string): string {
  const d = lng === 'cs' ? dice.replace(/(\d*)d(\d+)/g, '$1k$2') : dice;
  return d.replace(/\bMOD\b/g, modWord);
}

function DiceTables({ spell }: { spell: Spell }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const mod = t('catalog.dice.mod');
  const slots = slotDiceRows(spell);
  const cantrip = cantripDiceRows(spell);
  const th = 'px-2 py-1 text-left font-semibold whitespace-nowrap';
  // the row's name stays in view while the table scrolls sideways on a phone
  const rowHead = `${th} sticky left-0 bg-white dark:bg-stone-900`;
  const td = 'px-2 py-1 whitespace-nowrap tabular-nums';
  if (slots.length) {
    const usesMod = slots.some((r) => `${r.damage ?? ''}${r.heal ?? ''}`.includes('MOD'));
    // "1d8 + MOD" in every cell: say "+ oprava" once, in the row's header, to keep the table narrow.
    const row = (key: 'damage' | 'heal') => {
      const values = slots.map((r) => r[key]);
      if (!values.some(Boolean)) return null;
      const sameMod = values.every((v) => !v || / \+ MOD$/.test(v)) && values.some((v) => v?.endsWith('MOD'));
      // Sleep, False Life, Aid: the row says what the dice count (not damage, not healing)
      const other = otherDice(spell.id);
      const label = t(`catalog.dice.${other ?? key}`);
      return (
        <tr className="border-b border-stone-200 dark:border-stone-700">
          <th scope="row" className={rowHead}>{sameMod ? t('catalog.dice.plusMod', { label }) : label}</th>
          {slots.map((r, i) => {
            const v = values[i];
            return <td key={r.level} className={td}>{v ? formatDice(sameMod ? v.replace(/ \+ MOD$/, '') : v, lng, mod) : '–'}</td>;
          })}
        </tr>
      );
    };
    return (
      <SideScroll label={t('catalog.dice.slotCaption')}>
        <table className="border-collapse text-sm">
          <caption className="pb-1 text-left text-sm font-semibold text-stone-700 dark:text-stone-300">{t('catalog.dice.slotCaption')}</caption>
          <thead>
            <tr className="border-b-2 border-stone-300 dark:border-stone-600">
              <th scope="row" className={rowHead}>{t('catalog.dice.slotLevel')}</th>
              {slots.map((r) => (
                <th key={r.level} scope="col" className={th}>
                  <span aria-hidden="true">{t('catalog.dice.slotCol', { level: r.level })}</span>
                  <span className="sr-only">{t('catalog.dice.slotColLabel', { level: r.level })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('damage')}
            {row('heal')}
          </tbody>
        </table>
        {usesMod && <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t('catalog.dice.modNote')}</p>}
      </SideScroll>
    );
  }
  if (cantrip.length) {
    return (
      <SideScroll label={t('catalog.dice.cantripCaption')}>
        <table className="border-collapse text-sm">
          <caption className="pb-1 text-left text-sm font-semibold text-stone-700 dark:text-stone-300">{t('catalog.dice.cantripCaption')}</caption>
          <thead>
            <tr className="border-b-2 border-stone-300 dark:border-stone-600">
              <th scope="row" className={rowHead}>{t('catalog.dice.charLevel')}</th>
              {cantrip.map((r) => (
                <th key={r.from} scope="col" className={th}>
                  {r.from === r.to ? t('catalog.dice.slotCol', { level: r.from }) : t('catalog.dice.range', { from: r.from, to: r.to })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-stone-200 dark:border-stone-700">
              <th scope="row" className={rowHead}>{t('catalog.dice.damage')}</th>
              {cantrip.map((r) => <td key={r.from} className={td}>{formatDice(r.damage, lng, mod)}</td>)}
            </tr>
          </tbody>
        </table>
      </SideScroll>
    );
  }
  return null;
}

/**
 * A whole spell as a rulebook block. `headingLevel` is the level of the spell's name (1 on the
 * detail screen); headings inside the description get the next level.
 */
/** `widened`: lines said under the classes, one per class list the reader's character has this spell
 *  on by a subclass ("Černokněžník (Běs) – rozšířený seznam"). */
export function SpellBlock({ spell, headingLevel = 2, showDice = true, nameId, className = '', widened = [] }: { spell: Spell; headingLevel?: 1 | 2 | 3 | 4; showDice?: boolean; nameId?: string; className?: string; widened?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const tt = t as unknown as TFn;
  const f = formatFields(tt, lng, spell, spell.text.material);
  const collator = new Intl.Collator(lng);
  // a class as a list item: English capitalises class names there ("Sorcerer, Wizard"), Czech does not
  const classes = [...spell.classes].map((c) => t('catalog.classItem', { class: t(`catalog.class.${c}`) })).sort(collator.compare).join(', ');
  // the other language's name (the SRD name; in English the Czech one), as players at a Czech table say both
  const alias = spell.homebrew ? undefined : lng === 'en' ? spell.csName : spell.srdName;
  const aliasLang = lng === 'en' ? 'cs' : 'en';
  const showAlias = alias && alias !== spell.text.name;
  const extra: { label: string; value: string }[] = [];
  const area = formatAreaFact(tt, lng, spell);
  if (area) extra.push({ label: t('catalog.field.area'), value: area });
  if (spell.attackType) extra.push({ label: t('catalog.field.attack'), value: t(`catalog.attack.${spell.attackType}`) });
  if (spell.save) extra.push({ label: t('catalog.field.save'), value: t(`catalog.saveOn.${spell.save.onSuccess}`, { ability: t(`catalog.ability.${spell.save.ability}`) }) });
  if (spell.damageTypes?.length) extra.push({ label: t('catalog.field.damage'), value: spell.damageTypes.map((d) => t(`catalog.damageType.${d}`)).join(', ') });
  const facts = [
    { label: t('catalog.field.castingTime'), value: f.castingTime },
    { label: t('catalog.field.range'), value: f.range },
    { label: t('catalog.field.components'), value: f.components },
    { label: t('catalog.field.duration'), value: f.duration },
  ];
  const sub = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <article className={`space-y-3 ${className}`} aria-labelledby={nameId}>
      <header className="space-y-1">
        <Heading level={headingLevel} className="font-serif text-2xl font-bold text-accent-900 dark:text-accent-100">
          <span id={nameId}>{spell.text.name}</span>
        </Heading>
        {showAlias && (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t(aliasLang === 'en' ? 'catalog.englishName' : 'catalog.czechName')} <span lang={aliasLang}>{alias}</span>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <em className="text-stone-800 dark:text-stone-200">{spellLevelSchool(tt, spell, true)}</em>
          <SpellBadges spell={spell} />
        </p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-y border-accent-200 py-2 dark:border-stone-700">
        {facts.map((x) => (
          <Fragment key={x.label}>
            <dt className="font-semibold">{x.label}</dt>
            <dd>{x.value}</dd>
          </Fragment>
        ))}
      </dl>
      <SpellText paragraphs={spell.text.description} headingLevel={sub} tableLabel={t('catalog.detail.table')} />
      {spell.text.higherLevels?.length ? <SpellText paragraphs={spell.text.higherLevels} lead={t('catalog.higherLevels')} headingLevel={sub} tableLabel={t('catalog.detail.table')} /> : null}
      {showDice && <DiceTables spell={spell} />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-stone-200 pt-2 text-sm dark:border-stone-700">
        {extra.map((x) => (
          <Fragment key={x.label}>
            <dt className="font-semibold">{x.label}</dt>
            <dd>{x.value}</dd>
          </Fragment>
        ))}
        {(classes || widened.length > 0) && (
          <>
            <dt className="font-semibold">{t('catalog.field.classes')}</dt>
            <dd>
              {classes}
              {widened.map((w) => (
                <span key={w} className="block">{w}</span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}
