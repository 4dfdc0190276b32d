// Safe rendering of spell texts. Descriptions are arrays of paragraphs with a few markdown-like
// lines: "- item" lists, "| a | b |" table rows (with "|---|" separators), "##### Heading" and
// "***Lead.*** text" (also **bold** and *italic* inline). Everything is rendered as React text —
// never as HTML — so a hostile homebrew text such as <img onerror=…> shows up as plain characters.
// SpellText is the description paragraphs alone (catalog, spellbook, print …); SpellBlock.tsx lays
// out a whole spell, SpellBadges.tsx the small labels.
import type { ReactNode } from 'react';
import { SideScroll } from './SideScroll';

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

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export function Heading({ level, className, children }: { level: HeadingLevel; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as 'h2';
  return <Tag className={className}>{children}</Tag>;
}

/** The paragraphs of a spell description (or of "Na vyšších úrovních"). `lead` is put in front of
 *  the first paragraph as a bold-italic lead-in; headings inside the text get `headingLevel`;
 *  `paragraphClass` names a class for a plain paragraph (the print sheet's page breaks);
 *  `tableLabel`: a table wider than the screen scrolls sideways, words whole (the screen's label of
 *  it); without it a table fits its width, breaking words anywhere (paper, cards). */
export function SpellText({ paragraphs, lead, headingLevel = 3, className = '', paragraphClass, tableLabel }: { paragraphs: readonly string[]; lead?: string; headingLevel?: HeadingLevel; className?: string; paragraphClass?: (text: string) => string | undefined; tableLabel?: string }) {
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
              <p key={i} className={paragraphClass?.(b.text)}>
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
          case 'table': {
            const table = (
              <table key={i} className={`w-full table-auto border-collapse text-sm ${tableLabel ? '' : '[overflow-wrap:anywhere]'}`}>
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
            return tableLabel ? <SideScroll key={i} label={tableLabel}>{table}</SideScroll> : table;
          }
        }
        return null;
      })}
    </div>
  );
}
