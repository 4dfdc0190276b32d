import { describe, expect, it } from 'vitest';
import type { Spell } from '../../data/types';
import { HEADING_PX, layoutList, ROW_PX } from './list-layout';
import { createRowWriter, type RowCtx } from './row-dom';

const spell = (id: string, level: number, flags: Partial<Pick<Spell, 'homebrew' | 'ritual' | 'concentration'>> = {}) =>
  ({ id, level, ritual: false, concentration: false, ...flags, text: { name: `Name ${id}` } }) as unknown as Spell;
const labels = { homebrew: 'vlastní', ritual: 'rituál', concentration: 'soustředění', cantrips: 'Triky', level: (n: number) => `${n}. úroveň` };
const ctx: RowCtx = { labels, meta: (s) => `Meta ${s.id}` };

function setup() {
  const ul = document.createElement('ul');
  const w = createRowWriter(ul, (k) => (k === 'heading' ? HEADING_PX : ROW_PX));
  const show = (spells: Spell[], c: RowCtx = ctx, from = 0, to = Infinity) => {
    const l = layoutList(spells);
    w.write(l, from, Math.min(to, l.count), c);
  };
  // each row as text: heading text, or "name [badges] | meta"
  const rows = () =>
    [...ul.children].map((li) => {
      const a = li.querySelector('a');
      if (!a) return `# ${li.textContent}`;
      const [line, meta] = [...a.children];
      const badges = [...line.querySelectorAll('span:not(:first-child)')].map((b) => b.textContent);
      return `${line.firstChild!.textContent}${badges.length ? ` [${badges.join(',')}]` : ''} | ${meta.textContent}`;
    });
  return { ul, show, rows };
}

describe('row writer', () => {
  it('writes headings and spell rows in list order, at their tops, with links and badges', () => {
    const { ul, show, rows } = setup();
    show([spell('a', 0), spell('b', 0, { homebrew: true, concentration: true }), spell('c', 2, { ritual: true })]);
    expect(rows()).toEqual(['# Triky', 'Name a | Meta a', 'Name b [vlastní,soustředění] | Meta b', '# 2. úroveň', 'Name c [rituál] | Meta c']);
    const lis = [...ul.children] as HTMLElement[];
    expect(lis.map((li) => li.style.top)).toEqual(['0px', '40px', '104px', '168px', '208px']);
    expect(lis.map((li) => li.style.height)).toEqual(['40px', '64px', '64px', '40px', '64px']);
    const link = lis[2].querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/kouzla/b');
    expect(link.hasAttribute('data-spell')).toBe(true);
    // a row without badges has a block name line, with badges a flex line
    expect(lis[1].querySelector('a')!.firstElementChild!.className).toMatch(/^block truncate/);
    expect(link.firstElementChild!.className).toBe('flex items-center gap-1');
  });

  it('keeps the row elements on screen when the results change, and only patches what differs', () => {
    const { ul, show, rows } = setup();
    show([spell('a', 0), spell('b', 0, { homebrew: true }), spell('c', 0)]);
    const before = [...ul.children];
    const nameNode = before[1].querySelector('a')!.firstElementChild!.firstChild;
    show([spell('x', 0, { ritual: true }), spell('y', 0), spell('z', 0)]);
    expect(rows()).toEqual(['# Triky', 'Name x [rituál] | Meta x', 'Name y | Meta y', 'Name z | Meta z']);
    [...ul.children].forEach((li, i) => expect(li).toBe(before[i]));
    // the name's text node is the same node, moved into the new flex line
    expect(ul.children[1].querySelector('a')!.firstElementChild!.firstElementChild!.firstChild).toBe(nameNode);
    expect(ul.children[2].querySelector('a')!.getAttribute('href')).toBe('/kouzla/y');
  });

  it('moves a heading between the rows that stay and removes the rows that leave', () => {
    const { ul, show, rows } = setup();
    show([spell('a', 0), spell('b', 0), spell('c', 0), spell('d', 1)]);
    const [h0, s0] = [...ul.children];
    show([spell('a', 0), spell('d', 1)]);
    expect(rows()).toEqual(['# Triky', 'Name a | Meta a', '# 1. úroveň', 'Name d | Meta d']);
    expect(ul.children[0]).toBe(h0);
    expect(ul.children[1]).toBe(s0);
    expect(ul.children.length).toBe(4);
    // a window into the middle of the list
    show([spell('a', 0), spell('b', 0), spell('c', 0), spell('d', 1)], ctx, 2, 4);
    expect(rows()).toEqual(['Name b | Meta b', 'Name c | Meta c']);
    expect((ul.children[0] as HTMLElement).style.top).toBe(`${HEADING_PX + ROW_PX}px`);
  });

  it('marks the selected spell and rewrites the texts for another language', () => {
    const { ul, show, rows } = setup();
    const list = [spell('a', 0), spell('b', 1, { concentration: true })];
    show(list, { ...ctx, selectedId: 'b' });
    const links = [...ul.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(links[1].className).toMatch(/bg-accent-100/);
    const en = { ...labels, concentration: 'concentration', cantrips: 'Cantrips', level: (n: number) => `Level ${n}` };
    show(list, { labels: en, meta: (s) => `EN ${s.id}` });
    expect(rows()).toEqual(['# Cantrips', 'Name a | EN a', '# Level 1', 'Name b [concentration] | EN b']);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, null]);
    expect(links[1].className).not.toMatch(/bg-accent-100/);
  });
});
