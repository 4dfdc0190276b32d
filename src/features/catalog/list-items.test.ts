import { describe, expect, it } from 'vitest';
import type { Spell } from '../../data/types';
import { listItems } from './SpellList';

const spell = (id: string, level: number) => ({ id, level }) as unknown as Spell;
const names = (spells: Spell[]) => listItems(spells).map((x) => (x.kind === 'heading' ? `h${x.level}` : x.spell.id));

describe('list items', () => {
  it('puts a heading before each level', () => {
    expect(names([spell('a', 0), spell('b', 0), spell('c', 1), spell('d', 3), spell('e', 3)])).toEqual(['h0', 'a', 'b', 'h1', 'c', 'h3', 'd', 'e']);
    expect(names([])).toEqual([]);
  });

  it('gives an unsorted list a heading for each run of one level', () => {
    expect(names([spell('x', 2), spell('y', 0), spell('z', 2)])).toEqual(['h2', 'x', 'h0', 'y', 'h2', 'z']);
  });
});
