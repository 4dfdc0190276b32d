// Only what the app knows is kept: unknown keys are dropped at every level (as a schema parse
// drops them), even a 100,000-deep nested array, while known data stays the very same object.
import { describe, expect, it } from 'vitest';
import { validateCharacter, validateState } from './validate';
import { validateHomebrew } from './homebrew';
import { parseImport } from './exchange';
import fixtureV2 from './migrations/fixtures/v2.json';
import spells from '../data/spells.json';
import texts from '../../locales/cs/spells.json';

const base = () => structuredClone(fixtureV2.state.characters[0]) as unknown as Record<string, unknown>;
function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
const keysDeep = (v: unknown, path = ''): string[] =>
  v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [`${path}${Array.isArray(v) ? '[]' : `.${k}`}`, ...keysDeep(x, `${path}${Array.isArray(v) ? '[]' : `.${k}`}`)]) : [];

describe('known fields only', () => {
  it('a known character is kept as the same object', () => {
    const c = base();
    const r = validateCharacter(c);
    expect(r.ok && r.value).toBe(c);
  });

  it("a druid's circle and land, a bard's college, a sorcerer's dragon ancestor and held spent slots are known: kept as the same object", () => {
    const c = base() as Record<string, unknown>;
    c.classes = [{ classId: 'druid', level: 3, subclassId: 'land', terrain: 'forest' }, { classId: 'bard', level: 2, subclassId: 'lore' }, { classId: 'sorcerer', level: 6, subclassId: 'draconic', ancestry: 'red' }];
    c.caster = { ...(c.caster as object), spentSlots: [0, 0, 0, 0, 0, 0, 0, 0, 0], heldSlots: [0, 0, 1, 0, 0, 0, 0, 0, 0], heldPact: 1, heldSorceryPoints: 2 };
    const r = validateCharacter(c);
    expect(r.ok && r.value).toBe(c);
  });

  it("an Evocation wizard's Overchannel count is known; one that is no whole number >= 0 is repaired to 0", () => {
    const c = base() as Record<string, Record<string, unknown>>;
    c.caster = { ...c.caster, overchannelUses: 2 };
    const r = validateCharacter(c);
    expect(r.ok && r.value).toBe(c);
    for (const bad of [-1, 1.5, '2', null]) {
      const b = base() as Record<string, Record<string, unknown>>;
      b.caster = { ...b.caster, overchannelUses: bad };
      const fixed = validateCharacter(b);
      expect(fixed.ok && { uses: fixed.value.caster.overchannelUses, repairs: fixed.repairs }, String(bad)).toEqual({ uses: 0, repairs: 1 });
    }
  });

  it("an Elemental Affinity resistance among the effects is known; an effect with a resistance that is no damage-type text is dropped", () => {
    const c = base() as Record<string, Record<string, unknown>>;
    c.caster = { ...c.caster, effects: [{ spellId: 'fireball', target: '', endsAtRound: 601, resistance: 'fire' }] };
    const r = validateCharacter(c);
    expect(r.ok && r.value).toBe(c);
    for (const bad of [3, '', null]) {
      const b = base() as Record<string, Record<string, unknown>>;
      b.caster = { ...b.caster, effects: [{ spellId: 'fireball', target: '', endsAtRound: 601, resistance: bad }, { spellId: 'bless', target: 'Tara', endsAtRound: null }] };
      const fixed = validateCharacter(b);
      expect(fixed.ok && fixed.value.caster.effects, String(bad)).toEqual([{ spellId: 'bless', target: 'Tara', endsAtRound: null }]);
    }
  });

  it('unknown keys of a character are dropped at every level, nothing else changes', () => {
    const good = base();
    const c = base() as Record<string, Record<string, unknown>>;
    Object.assign(c, { junk: deepArray(100_000), more: { a: 1 } });
    c.caster = { ...c.caster, evil: 'x', turn: { ...(c.caster.turn as object), x: 1 } };
    c.abilities = { ...c.abilities, luck: 3 };
    c.conditions = { ...c.conditions, cursed: true };
    c.classes = (c.classes as unknown as object[]).map((x) => ({ ...x, hp: 9 })) as never;
    c.spells = (c.spells as unknown as object[]).map((x) => ({ ...x, notes: 'n' })) as never;
    const r = validateCharacter(c);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.repairs).toBe(0);
    expect(r.value).toEqual(good);
    expect(keysDeep(r.value).filter((k) => /junk|more|evil|\.x$|luck|cursed|hp|notes/.test(k))).toEqual([]);
  });

  it('an import keeps known fields only', () => {
    const c = { ...base(), junk: 'DEEP' };
    const hb = { data: { ...(spells as Record<string, object>)['fire-bolt'], id: 'hb-1', homebrew: true, secret: 1 }, text: { ...(texts as Record<string, object>)['fire-bolt'], x: 'y' }, extra: [1] };
    // JSON.stringify cannot write a 100,000-deep array (its recursion): the text is put together
    const text = JSON.stringify({ app: 'grimoar', kind: 'all', version: 2, exportedAt: '2026-01-01T00:00:00.000Z', data: { characters: [c], homebrew: [hb] } }).replace('"DEEP"', '['.repeat(100_000) + ']'.repeat(100_000));
    const r = parseImport(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.file.data.characters[0]).toEqual(base());
    expect(Object.keys(r.file.data.homebrew[0])).toEqual(['data', 'text']);
    expect(r.file.data.homebrew[0].data).not.toHaveProperty('secret');
    expect(r.file.data.homebrew[0].text).not.toHaveProperty('x');
  });

  it('a homebrew spell that fits is the same object; settings keep known keys', () => {
    const hb = { data: { ...(spells as Record<string, object>)['fire-bolt'], id: 'hb-1', homebrew: true }, text: (texts as Record<string, object>)['fire-bolt'] };
    const r = validateHomebrew(hb);
    expect(r.ok && r.value).toBe(hb);
    const s = validateState({ characters: [], homebrew: [], activeCharacterId: null, settings: { language: 'en', theme: 'dark', junk: deepArray(10) } });
    expect(s?.state.settings).toEqual({ language: 'en', theme: 'dark' });
  });

  it('the paper setting: a known paper is kept as it is, another value is dropped and counted', () => {
    const state = (settings: unknown) => ({ characters: [], homebrew: [], activeCharacterId: null, settings });
    const letter = { language: 'cs', theme: 'light', paper: 'letter' };
    expect(validateState(state(letter))?.state.settings).toBe(letter);
    const bad = validateState(state({ language: 'cs', theme: 'light', paper: 'A3' }));
    expect(bad?.state.settings).toEqual({ language: 'cs', theme: 'light' });
    expect(bad?.repairs).toBe(1);
    const badTheme = validateState(state({ language: 'cs', theme: 'neon', paper: 'a4' }));
    expect(badTheme?.state.settings).toEqual({ language: 'cs', theme: 'system', paper: 'a4' });
  });
});
