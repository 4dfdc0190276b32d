// The rows of the virtualized spell list, written straight into the list's DOM (not rendered by
// React). A keystroke's first character or last Backspace changes every row on screen; React spent
// more time diffing ~15 row components than the browser spent on their few text changes. Here a
// row's elements are made once and a keystroke only sets what differs: a text node's data, `top`,
// `href`, and the badges when the row's spell has other ones.
// Rows are kept by their place among the rows of their kind (ListLayout.key: the k-th heading, the
// j-th spell), so the row elements on screen stay when the results change, also when the level
// headings move between them. The elements, classes and attributes are exactly those the list
// rendered with React (the same pixels and accessibility tree).
import type { Spell } from '../../data/types';
import type { ListLayout } from './list-layout';

export interface Labels { homebrew: string; ritual: string; concentration: string; cantrips: string; level: (n: number) => string }

/** The labels and texts the rows need; stable while the player types. */
export interface RowCtx { selectedId?: string; labels: Labels; meta: (s: Spell) => string }

// A row is block boxes, not a grid: a keystroke changes ~13 rows at once, and Chromium's style,
// layout and paint work grows with the boxes it visits and the layout algorithms it runs (a grid or
// flex container sizes its items by their content first; a block line just breaks). Only a row
// with badges gets a flex line, so the name shrinks (ellipsis) and the badges keep their width at
// the right. The badges are inline-blocks, not flex boxes. The padding centres the two lines
// (24 + 2 + 20 px) in the row's 63 px (64 minus the bottom border).
const BADGE = 'inline-block shrink-0 rounded-full border px-2 py-0.5 text-xs leading-4 font-semibold';
const BADGES = [
  { has: (s: Spell) => !!s.homebrew, label: (l: Labels) => l.homebrew, cls: `${BADGE} border-stone-300 bg-stone-100 text-stone-800 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100` },
  { has: (s: Spell) => s.ritual, label: (l: Labels) => l.ritual, cls: `${BADGE} border-accent-200 bg-accent-50 text-accent-900 dark:border-accent-700 dark:bg-accent-900/60 dark:text-accent-100` },
  { has: (s: Spell) => s.concentration, label: (l: Labels) => l.concentration, cls: `${BADGE} border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100` },
] as const;
const NAME = 'truncate font-medium text-stone-900 dark:text-stone-50';
const ROW = 'absolute left-0 [contain:size_layout_style] w-full';
const SPELL_LI = `${ROW} border-b border-stone-200 dark:border-stone-800`;
const HEADING_LI = `${ROW} px-3 pt-4 text-sm font-bold uppercase tracking-wide text-accent-800 dark:text-accent-200`;
const LINK = 'block h-full rounded-lg px-3 pt-[8.5px] hover:bg-accent-50 dark:hover:bg-stone-800 ';
const LINK_SELECTED = `${LINK}bg-accent-100 dark:bg-stone-800`;
const META = 'mt-0.5 block truncate text-sm text-stone-600 dark:text-stone-400';

interface Slot {
  li: HTMLLIElement;
  /** the row's text node (heading) or the spell name's text node */
  text: Text;
  top: number;
  height: number;
  /** what the row shows now; a new ctx (language, selection) rewrites it */
  shows: number | Spell | null;
  ctx: RowCtx | null;
  // spell rows only
  a?: HTMLAnchorElement;
  line?: HTMLSpanElement;
  meta?: Text;
  /** which badges the row shows: bit i = BADGES[i] */
  badges?: number;
  selected?: boolean;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, ...children: Node[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = cls;
  for (const c of children) e.appendChild(c);
  return e;
}

function newSlot(height: number, spell: boolean): Slot {
  const text = document.createTextNode('');
  if (!spell) return { li: el('li', HEADING_LI, text), text, top: NaN, height, shows: null, ctx: null };
  const meta = document.createTextNode('');
  const a = el('a', LINK);
  a.setAttribute('data-spell', '');
  a.append(el('span', `block ${NAME}`, text), el('span', META, meta));
  return { li: el('li', SPELL_LI, a), text, top: NaN, height, shows: null, ctx: null, a, line: a.firstChild as HTMLSpanElement, meta, badges: 0, selected: false };
}

const setText = (t: Text, s: string) => {
  if (t.data !== s) t.data = s;
};

function writeSpell(slot: Slot, spell: Spell, ctx: RowCtx) {
  const a = slot.a!;
  const selected = spell.id === ctx.selectedId;
  if (selected !== slot.selected) {
    slot.selected = selected;
    a.className = selected ? LINK_SELECTED : LINK;
    if (selected) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
  if (slot.shows === spell && slot.ctx === ctx) return;
  const relabel = slot.ctx !== null && slot.ctx.labels !== ctx.labels;
  slot.shows = spell;
  slot.ctx = ctx;
  a.setAttribute('href', `/kouzla/${encodeURIComponent(spell.id)}`);
  setText(slot.text, spell.text.name);
  setText(slot.meta!, ctx.meta(spell));
  let badges = 0;
  BADGES.forEach((b, i) => {
    if (b.has(spell)) badges |= 1 << i;
  });
  if (badges === slot.badges && !relabel) return;
  // The name line: a block without badges, a flex line with them (name, then the badges).
  const name = slot.text.parentNode as HTMLSpanElement;
  const old = slot.line!;
  let line: HTMLSpanElement;
  if (!badges) {
    name.className = `block ${NAME}`;
    line = name;
    if (old !== name) a.insertBefore(name, old);
  } else {
    name.className = `mr-1 min-w-0 flex-1 ${NAME}`;
    line = el('span', 'flex items-center gap-1');
    a.insertBefore(line, old);
    line.appendChild(name);
    BADGES.forEach((b, i) => {
      if (badges & (1 << i)) line.appendChild(el('span', b.cls, document.createTextNode(b.label(ctx.labels))));
    });
  }
  if (old !== name) old.remove();
  slot.line = line;
  slot.badges = badges;
}

export interface RowWriter {
  readonly list: HTMLElement;
  /** Shows items [from, to) of `layout` as the list's children, in list order. */
  write(layout: ListLayout, from: number, to: number, ctx: RowCtx): void;
}

/** `list` (a <ul>) holds nothing but the rows this writer puts there. */
export function createRowWriter(list: HTMLElement, rowHeight: (kind: 'heading' | 'spell') => number): RowWriter {
  let slots = new Map<string, Slot>();
  return {
    list,
    write(layout, from, to, ctx) {
      const next = new Map<string, Slot>();
      const keys: string[] = [];
      for (let i = from; i < to; i++) {
        const key = layout.key(i);
        keys.push(key);
        const s = slots.get(key);
        if (s) next.set(key, s);
      }
      // rows that leave first, so the rows that stay need not move past them
      for (const [key, s] of slots) if (!next.has(key)) s.li.remove();
      let prev: Node | null = null;
      for (let i = from; i < to; i++) {
        const key = keys[i - from];
        const item = layout.item(i);
        let s = next.get(key);
        if (!s) next.set(key, (s = newSlot(rowHeight(item.kind), item.kind === 'spell')));
        if (item.kind === 'heading') {
          if (s.shows !== item.level || s.ctx !== ctx) {
            s.shows = item.level;
            s.ctx = ctx;
            setText(s.text, item.level === 0 ? ctx.labels.cantrips : ctx.labels.level(item.level));
          }
        } else writeSpell(s, item.spell, ctx);
        const top = layout.start(i);
        if (top !== s.top) {
          s.top = top;
          s.li.style.cssText = `height: ${s.height}px; top: ${top}px;`;
        }
        const want: ChildNode | null = prev ? prev.nextSibling : list.firstChild;
        if (want !== s.li) list.insertBefore(s.li, want);
        prev = s.li;
      }
      slots = next;
    },
  };
}
