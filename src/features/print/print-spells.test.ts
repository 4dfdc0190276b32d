// @vitest-environment node
// The sheet's marks and the "ready" cards: a warlock's Book of Shadows ritual (invocation Book of
// Ancient Secrets) is cast as a ritual with the book at hand and is never prepared.
import { describe, expect, it } from 'vitest';
import { bestStatus, isReady, type PrintSpell } from './print-spells';
import type { Spell } from '../../data/types';
import type { OwnedSpell } from '../../rules';

const p = (level: number, ...owned: OwnedSpell[]): PrintSpell => ({ spell: { id: 'x', level } as Spell, owned });

describe('print marks', () => {
  it("a wizard's spellbook entry can be prepared; a warlock's Book of Shadows ritual is its own mark and ready to cast", () => {
    const book = p(1, { spellId: 'x', classId: 'wizard', status: 'inBook' });
    const shadows = p(1, { spellId: 'x', classId: 'warlock', status: 'inBook' });
    expect(bestStatus(book)).toBe('inBook');
    expect(isReady(book)).toBe(false);
    expect(bestStatus(shadows)).toBe('shadows');
    expect(isReady(shadows)).toBe(true);
    // in both books: the wizard's box to tick wins
    expect(bestStatus(p(1, { spellId: 'x', classId: 'warlock', status: 'inBook' }, { spellId: 'x', classId: 'wizard', status: 'inBook' }))).toBe('inBook');
    expect(bestStatus(p(1, { spellId: 'x', classId: 'warlock', status: 'inBook' }, { spellId: 'x', classId: 'wizard', status: 'prepared' }))).toBe('prepared');
  });
});
