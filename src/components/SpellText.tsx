// Safe rendering of spell texts. Descriptions are arrays of paragraphs with a few markdown-like
// lines: "- item" lists, "| a | b |" table rows (with "|---|" separators), "##### Heading" and
// "***Lead.*** text" (also **bold** and *italic* inline). Everything is rendered as React text —
// never as HTML — so a hostile homebrew text such as <img onerror=…> shows up as plain characters.
//
// SpellText   – the description paragraphs alone (used by the catalog, spellbook, print …).
// SpellBlock  – a whole spell laid out like a rulebook entry: name, "zaklínání 3. úrovně",
//               Vyvolání / Dosah / Složky / Trvání, description, "Na vyšších úrovních", dice
//               tables by slot (or character) level and the classes.
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideScroll } from './SideScroll';
import { cantripDice, scaledDice, type SpellMechanics } from '../rules';
import { formatArea, formatFields, type TFn } from '../data/format-fields';
import type { Spell } from '../data/types';

// ---------------------------------------------------------------------------------------------
// Parsing (pure)

export type SpellTextBlock =
  | { kind: 'p'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[] | null; rows: string[][] };

const LIST_ITEM = /^[-*]\s+/;
const HEADING = /^#{1,6}\s+/;
const SEPARATOR_CELL = /^:?-{2,}:?$/;

function cells(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}

/** Splits paragraphs (and lines inside them) into blocks; consecutive list items and table rows are grouped. */
export function parseSpellText(paragraphs: readonly string[]): SpellTextBlock[] {
  const out: SpellTextBlock[] = [];
  let table: string[][] | null = null;
  const flushTable = () => {
    if (!table) return;
    const rows = table;
    table = null;
    if (rows.length > 1 && rows[1].every((c) => SEPARATOR_CELL.test(c))) {
      out.push({ kind: 'table', head: rows[0], rows: rows.slice(2).filter((r) => !r.every((c) => SEPARATOR_CELL.test(c))) });
    } else {
      out.push({ kind: 'table', head: null, rows: rows.filter((r) => !r.every((c) => SEPARATOR_CELL.test(c))) });
    }
  };
  for (const para of paragraphs) {
    for (const raw of para.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('|')) {
        (table ??= []).push(cells(line));
        continue;
      }
      flushTable();
      if (LIST_ITEM.test(line)) {
        const item = line.replace(LIST_ITEM, '');
        const last = out[out.length - 1];
        if (last?.kind === 'list') last.items.push(item);
        else out.push({ kind: 'list', items: [item] });
      } else if (HEADING.test(line)) {
        out.push({ kind: 'heading', text: line.replace(HEADING, '') });
      } else {
        out.push({ kind: 'p', text: line });
      }
    }
  }
  flushTable();
  return out;
}

const INLINE = /\*\*\*(.+?)\*\*\*|\*\*(.+?)\*\*|\*(?=\S)(.+?)\*/g;

/** ***bold italic***, **bold** and *italic* as elements; all other characters stay text. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    if (m[1] !== undefined) out.push(<strong key={n++} className="font-semibold"><em>{m[1]}</em></strong>);
    else if (m[2] !== undefined) out.push(<strong key={n++} className="font-semibold">{m[2]}</strong>);
    else out.push(<em key={n++}>{m[3]}</em>);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

function Heading({ level, className, children }: { level: HeadingLevel; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as 'h2';
  return <Tag className={className}>{children}</Tag>;
}

/** The paragraphs of a spell description (or of "Na vyšších úrovních"). `lead` is put in front of
 *  the first paragraph as a bold-italic lead-in; headings inside the text get `headingLevel`. */
export function SpellText({ paragraphs, lead, headingLevel = 3, className = '' }: { paragraphs: readonly string[]; lead?: string; headingLevel?: HeadingLevel; className?: string }) {
  const blocks = parseSpellText(paragraphs);
  const leadAt = lead ? blocks.findIndex((b) => b.kind === 'p') : -1;
  const leadEl = <strong className="font-semibold"><em>{lead}</em></strong>;
  return (
    <div className={`space-y-2 leading-relaxed ${className}`}>
      {lead && leadAt < 0 && <p>{leadEl}</p>}
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'p':
            return (
              <p key={i}>
                {i === leadAt && (
                  <>
                    {leadEl}{' '}
                  </>
                )}
                {renderInline(b.text)}
              </p>
            );
          case 'heading':
            return (
              <Heading key={i} level={headingLevel} className="pt-1 font-serif text-base font-bold">
                {renderInline(b.text)}
              </Heading>
            );
          case 'list':
            return (
              <ul key={i} className="list-disc space-y-1 pl-6">
                {b.items.map((it, j) => <li key={j}>{renderInline(it)}</li>)}
              </ul>
            );
          case 'table':
            return (
              <table key={i} className="w-full table-auto border-collapse text-sm [overflow-wrap:anywhere]">
                {b.head && (
                  <thead>
                    <tr className="border-b-2 border-stone-300 dark:border-stone-600">
                      {b.head.map((c, j) => <th key={j} scope="col" className="px-1.5 py-1 text-left align-bottom font-semibold">{renderInline(c)}</th>)}
                    </tr>
                  </thead>
                )}
                <tbody>
                  {b.rows.map((r, j) => (
                    <tr key={j} className="border-b border-stone-200 odd:bg-stone-100/60 dark:border-stone-700 dark:odd:bg-stone-800/40">
                      {r.map((c, k) => <td key={k} className="px-1.5 py-1 align-top">{renderInline(c)}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
        }
        return null;
      })}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Dice by level (through the rules' scaling: the catalog lists only the levels where dice change)

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

// ---------------------------------------------------------------------------------------------
// Small labels shared by the catalog, spellbook and print

/** "zaklínání 3. úrovně", "trik – zaklínání", "věštění 1. úrovně (rituál)". */
export function spellLevelSchool(t: TFn, s: Pick<Spell, 'level' | 'school' | 'ritual'>): string {
  const school = t(`catalog.school.${s.school}`);
  const base = s.level === 0 ? t('catalog.cantripSchool', { school }) : t('catalog.levelSchool', { school, ordinal: t(`catalog.ordinal.${s.level}`), level: s.level });
  return s.ritual ? base + t('catalog.ritualSuffix') : base;
}

export function Badge({ children, tone = 'stone' }: { children: ReactNode; tone?: 'stone' | 'accent' | 'amber' }) {
  const tones = {
    stone: 'border-stone-300 bg-stone-100 text-stone-800 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100',
    accent: 'border-accent-200 bg-accent-50 text-accent-900 dark:border-accent-700 dark:bg-accent-900/60 dark:text-accent-100',
    amber: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  } as const;
  return <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** The rituál / soustředění / vlastní badges of a spell (nothing when it has none). */
export function SpellBadges({ spell }: { spell: Pick<Spell, 'ritual' | 'concentration' | 'homebrew'> }) {
  const { t } = useTranslation();
  if (!spell.ritual && !spell.concentration && !spell.homebrew) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {spell.ritual && <Badge tone="accent">{t('catalog.ritual')}</Badge>}
      {spell.concentration && <Badge tone="amber">{t('catalog.concentration')}</Badge>}
      {spell.homebrew && <Badge>{t('catalog.homebrew')}</Badge>}
    </span>
  );
}

// ---------------------------------------------------------------------------------------------
// The rulebook block

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
      const label = t(`catalog.dice.${key}`);
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
export function SpellBlock({ spell, headingLevel = 2, showDice = true, nameId, className = '' }: { spell: Spell; headingLevel?: 1 | 2 | 3 | 4; showDice?: boolean; nameId?: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const tt = t as unknown as TFn;
  const f = formatFields(tt, lng, spell, spell.text.material);
  const collator = new Intl.Collator(lng);
  const classes = [...spell.classes].map((c) => t(`catalog.class.${c}`)).sort(collator.compare).join(', ');
  const showEnglish = lng !== 'en' && !spell.homebrew && spell.srdName && spell.srdName !== spell.text.name;
  const extra: { label: string; value: string }[] = [];
  if (spell.area && !(spell.range.kind === 'self' && spell.range.area)) extra.push({ label: t('catalog.field.area'), value: formatArea(tt, lng, spell.area) });
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
        {showEnglish && (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t('catalog.englishName')} <span lang="en">{spell.srdName}</span>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <em className="text-stone-800 dark:text-stone-200">{spellLevelSchool(tt, spell)}</em>
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
      <SpellText paragraphs={spell.text.description} headingLevel={sub} />
      {spell.text.higherLevels?.length ? <SpellText paragraphs={spell.text.higherLevels} lead={t('catalog.higherLevels')} headingLevel={sub} /> : null}
      {showDice && <DiceTables spell={spell} />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-stone-200 pt-2 text-sm dark:border-stone-700">
        {extra.map((x) => (
          <Fragment key={x.label}>
            <dt className="font-semibold">{x.label}</dt>
            <dd>{x.value}</dd>
          </Fragment>
        ))}
        {classes && (
          <>
            <dt className="font-semibold">{t('catalog.field.classes')}</dt>
            <dd>{classes}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
