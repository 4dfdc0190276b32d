// updateCharacter is the one way a character changes: every edit stamps updatedAt (other tabs merge
// by it), a refused edit changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';
import type { Character } from './types';
import { spell } from '../testing/caster-fixtures';
import { fail } from './result';
import { castingActions } from './casting';
import { tableActions } from './table';

type Store = ReturnType<typeof createAppStore>;
let store: Store;
let id: string;
const OLD = '2020-01-01T00:00:00.000Z';
const char = (): Character => store.getState().characters.find((c) => c.id === id)!;

beforeEach(() => {
  store = createAppStore();
  const r = store.getState().createCharacter({ name: 'Mira', classes: [{ classId: 'wizard', level: 5 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  id = r.id;
  store.setState((s) => ({ characters: s.characters.map((c) => ({ ...c, updatedAt: OLD, spells: [{ spellId: 'magic-missile', classId: 'wizard', status: 'prepared' }] })) }));
});


describe('updateCharacter', () => {
  it('applies the edit to the stored character and stamps the time', () => {
    expect(store.getState().updateCharacter(id, (c) => ({ ...c, name: 'Mira II' }))).toEqual({ ok: true });
    expect(char().name).toBe('Mira II');
    expect(char().updatedAt > OLD).toBe(true);
  });

  it('stamps even an edit that returns the character unchanged, and keeps the id', () => {
    store.getState().updateCharacter(id, (c) => ({ ...c, id: 'other' }));
    expect(char().updatedAt > OLD).toBe(true);
    expect(store.getState().characters.map((c) => c.id)).toEqual([id]);
  });

  it('a refused edit or an unknown id changes nothing', () => {
    const before = store.getState().characters;
    expect(store.getState().updateCharacter(id, () => fail('nope'))).toEqual({ ok: false, error: 'nope' });
    expect(store.getState().updateCharacter('missing', (c) => ({ ...c, name: 'x' }))).toEqual({ ok: false, error: 'notFound' });
    expect(store.getState().characters).toBe(before);
  });

  it('the edit sees the latest state, not a copy taken when the action began', () => {
    const seen: number[] = [];
    tableActions(store).spendSlot(id, 1);
    store.getState().updateCharacter(id, (c) => {
      seen.push(c.caster.spentSlots[0]);
      return c;
    });
    tableActions(store).spendSlot(id, 1);
    expect(seen).toEqual([1]);
    expect(char().caster.spentSlots[0]).toBe(2);
  });
});

describe('every action that changes a character stamps its time', () => {
  const missile = spell({ id: 'magic-missile', level: 1, classes: ['wizard'] });
  const shield = spell({ id: 'shield', level: 1, classes: ['wizard'] });
  const actions: [string, (s: ReturnType<Store['getState']>) => { ok: boolean } | void][] = [
    ['editCharacter', (s) => s.editCharacter(id, { name: 'Mira', classes: [{ classId: 'wizard', level: 6 }], abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } })],
    ['renameCharacter', (s) => s.renameCharacter(id, 'Mirka')],
    ['setConditions', (s) => s.setConditions(id, { silenced: true })],
    ['addSpell', (s) => s.addSpell(id, { spell: shield, classId: 'wizard', status: 'inBook' })],
    ['setSpellStatus', (s) => s.setSpellStatus(id, 'magic-missile', 'wizard', 'inBook')],
    ['removeSpell', (s) => s.removeSpell(id, 'magic-missile', 'wizard')],
    ['setPreparedSpells', (s) => s.setPreparedSpells(id, 'wizard', [])],
    ['finishPreparation', (s) => s.finishPreparation(id)],
    ['spendSlot', () => tableActions(store).spendSlot(id, 1)],
    ['longRest', () => tableActions(store).longRest(id)],
    ['shortRest', () => tableActions(store).shortRest(id)],
    ['newTurn', () => tableActions(store).newTurn(id)],
    ['endEncounter', () => tableActions(store).endEncounter(id)],
    ['endConcentration', () => tableActions(store).endConcentration(id)],
    ['setIncapacitated', () => tableActions(store).setIncapacitated(id, true)],
    ['addEffect', () => tableActions(store).addEffect(id, { spellId: 'shield', target: 'self', endsAtRound: 3, strength: 1 })],
    ['advanceTime', (s) => s.advanceTime(id, 10)],
    ['cast', () => castingActions(store).cast(id, { spell: missile, classId: 'wizard', slot: { kind: 'slot', level: 1 } })],
  ];
  it.each(actions)('%s', (_name, run) => {
    const r = run(store.getState());
    if (r) expect(r.ok).toBe(true);
    expect(char().updatedAt > OLD).toBe(true);
  });
});

describe('editCharacter writes only what the form changed', () => {
  const opened = { name: 'Mira', classes: [{ classId: 'wizard', level: '5' }], abilities: { str: '8', dex: '14', con: '14', int: '18', wis: '12', cha: '10' } };

  it("another tab's edit of another field since the form opened stays", () => {
    // the other tab: Strength 17 and a sixth level, saved while this form was open
    store.getState().updateCharacter(id, (c) => ({ ...c, abilities: { ...c.abilities, str: 17 }, classes: [{ classId: 'wizard', level: 6 }] }));
    const r = store.getState().editCharacter(id, { ...opened, name: 'Mira Bílá', abilities: { ...opened.abilities, cha: '5' } }, opened);
    expect(r.ok).toBe(true);
    expect(char()).toMatchObject({ name: 'Mira Bílá', abilities: { str: 17, cha: 5 }, classes: [{ classId: 'wizard', level: 6 }] });
  });

  it('without what the form showed, it writes every field', () => {
    store.getState().updateCharacter(id, (c) => ({ ...c, abilities: { ...c.abilities, str: 17 } }));
    store.getState().editCharacter(id, { ...opened, abilities: { ...opened.abilities, cha: '5' } });
    expect(char().abilities).toMatchObject({ str: 8, cha: 5 });
  });
});

describe('a level change refills nothing', () => {
  const form = (level: number) => ({ name: 'Mira', classes: [{ classId: 'wizard', level: String(level) }], abilities: { str: '8', dex: '14', con: '14', int: '18', wis: '12', cha: '10' } });

  it('wizard 5 with both 3rd-level slots spent, saved as 4 and then 5 again: still spent, until a long rest', () => {
    store.getState().updateCharacter(id, (c) => ({ ...c, caster: { ...c.caster, spentSlots: [0, 0, 2, 0, 0, 0, 0, 0, 0] } }));
    expect(store.getState().editCharacter(id, form(4)).ok).toBe(true);
    expect(char().caster.spentSlots[2]).toBe(0);
    expect(store.getState().editCharacter(id, form(5)).ok).toBe(true);
    expect(char().caster.spentSlots[2]).toBe(2);
    tableActions(store).longRest(id);
    expect(char().caster.spentSlots[2]).toBe(0);
    expect(char().caster.heldSlots).toBeUndefined();
  });
});

describe('Metamagic over a lower allowance', () => {
  it('sorcerer 10 -> 9 keeps the first two options chosen', () => {
    const r = store.getState().createCharacter({ name: 'Sora', classes: [{ classId: 'sorcerer', level: 10 }], abilities: { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 18 } });
    if (!r.ok) throw new Error(r.error);
    expect(store.getState().setMetamagic(r.id, ['careful', 'twinned', 'quickened']).ok).toBe(true);
    store.getState().editCharacter(r.id, { name: 'Sora', classes: [{ classId: 'sorcerer', level: '9' }], abilities: { str: '8', dex: '14', con: '14', int: '10', wis: '12', cha: '18' } });
    expect(store.getState().characters.find((c) => c.id === r.id)!.metamagic).toEqual(['careful', 'twinned']);
  });
});
