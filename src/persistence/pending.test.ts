// The pure parts of "an edit is an action": the fold of waiting edits onto the latest copy, the
// choice of the later copy, and list-level changes applied to the latest main key.
import { describe, expect, it } from 'vitest';
import { newCharacter } from '../store/defaults';
import type { Character, HomebrewSpell, PersistedState } from '../store/types';
import { casterEdit } from '../store/edit';
import { spendSlot } from '../rules';
import { applyEdit, applyIndexChange, diffIndex, foldPending, indexOf, newerCopy } from './pending';

const wiz = (name: string): Character => newCharacter(name, [{ classId: 'wizard', level: 3 }], { str: 10, dex: 10, con: 10, int: 16, wis: 10, cha: 10 });
const spend = (level: number) => casterEdit((s) => spendSlot(s, level));
const state = (characters: Character[], over: Partial<PersistedState> = {}): PersistedState => ({ characters, activeCharacterId: characters[0]?.id ?? null, homebrew: [], settings: { language: 'cs', theme: 'light' }, ...over });

describe('the fold of waiting edits', () => {
  it('applies each waiting edit to the latest copy: two spends of one level are two', () => {
    const c = wiz('A');
    const other = applyEdit(c, spend(1))!; // another tab's spend, stored first
    const mine = foldPending(other, [{ edit: spend(1) }]);
    expect(mine.caster.spentSlots.slice(0, 2)).toEqual([2, 0]);
    expect(mine.updatedAt > other.updatedAt).toBe(true);
  });

  it('leaves out an edit that fails on the latest copy (no slot left), keeps the rest', () => {
    const c = wiz('A');
    const full = [spend(1), spend(1), spend(1), spend(1)].reduce((x, e) => applyEdit(x, e)!, c);
    const v = foldPending(full, [{ edit: spend(1) }, { edit: spend(2) }]);
    expect(v.caster.spentSlots.slice(0, 2)).toEqual([4, 1]);
  });

  it('gives the very object the store made when the copy is the one it was applied to', () => {
    const c = wiz('A');
    const after = applyEdit(c, spend(1))!;
    expect(foldPending(c, [{ edit: spend(1), before: c, after }])).toBe(after);
  });

  it('the later copy: by updatedAt, on a tie the same choice either way round', () => {
    const a = wiz('A');
    const b = { ...a, name: 'B', updatedAt: a.updatedAt };
    const later = { ...a, updatedAt: '2999-01-01T00:00:00.000Z' };
    expect(newerCopy(a, later)).toBe(later);
    expect(newerCopy(later, a)).toBe(later);
    expect(newerCopy(a, b)).toBe(newerCopy(b, a));
    expect(newerCopy(null, a)).toBe(a);
  });
});

describe('list-level changes on the latest main key', () => {
  it('a create in one tab and a create in another both stay, each after its neighbour', () => {
    const x = wiz('X');
    const base = state([x]);
    const y = wiz('Y');
    const z = wiz('Z');
    const mine = diffIndex(base, state([x, y]))!;
    const theirs = applyIndexChange(indexOf(base), diffIndex(base, state([x, z]))!);
    expect(applyIndexChange(theirs, mine).ids).toEqual([x.id, y.id, z.id]);
  });

  it('a delete removes only its character; settings change per field; homebrew per spell', () => {
    const x = wiz('X');
    const y = wiz('Y');
    const base = state([x, y]);
    const del = diffIndex(base, { ...base, characters: [y], activeCharacterId: y.id })!;
    expect(del.removed).toEqual([x.id]);
    const latest = { ...indexOf(base), settings: { language: 'en' as const, theme: 'light' as const } };
    const lang = applyIndexChange(latest, diffIndex(base, { ...base, settings: { language: 'cs', theme: 'dark' } })!);
    expect(lang.settings).toEqual({ language: 'en', theme: 'dark' });
    const after = applyIndexChange(lang, del);
    expect(after.ids).toEqual([y.id]);
    expect(after.activeCharacterId).toBe(y.id);
  });

  it('a homebrew spell new to the tab (an undone delete) does not go over one saved there since; a known one is replaced', () => {
    const hb = (id: string, name: string) => ({ data: { id }, text: { name } }) as unknown as HomebrewSpell;
    const base = state([], { homebrew: [hb('hb-b', 'B')] });
    const undo = diffIndex(base, { ...base, homebrew: [...base.homebrew, hb('hb-a', 'A (deleted copy)')] })!;
    expect(undo.homebrewAdded.map((h) => h.data.id)).toEqual(['hb-a']);
    expect(undo.homebrewPut).toEqual([]);
    const latest = { ...indexOf(base), homebrew: [hb('hb-b', 'B'), hb('hb-a', 'A (saved elsewhere)')] };
    expect(applyIndexChange(latest, undo).homebrew.map((h) => h.text.name)).toEqual(['B', 'A (saved elsewhere)']);
    expect(applyIndexChange(indexOf(base), undo).homebrew.map((h) => h.text.name)).toEqual(['B', 'A (deleted copy)']);
    const edit = diffIndex(base, { ...base, homebrew: [hb('hb-b', 'B2')] })!;
    expect(applyIndexChange({ ...indexOf(base), homebrew: [hb('hb-b', 'B elsewhere')] }, edit).homebrew.map((h) => h.text.name)).toEqual(['B2']);
  });

  it('no change: null (an edit of a character that stays is not a list change)', () => {
    const x = wiz('X');
    const base = state([x]);
    expect(diffIndex(base, { ...base, characters: [applyEdit(x, spend(1))!] })).toBeNull();
    expect(diffIndex(base, { ...base, settings: { ...base.settings } })).toBeNull();
  });
});
