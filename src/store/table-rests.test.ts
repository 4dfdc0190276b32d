// Table-side store actions after the fight (table.ts, session.ts): rests, Font of Magic, Mystic
// Arcanum by hand, and which classes cast. An invalid action leaves the state exactly as it was.
import { describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';
import type { Character } from './types';
import type { OwnedSpell } from '../rules';
import { spell } from '../testing/caster-fixtures';
import { addCasterInFight as setup, expectUnchanged as expectUnchangedIn } from '../testing/store';
import { recoveryOffer, fontOfMagicView, sorceryPointsLeft } from './queries';
import { castingActions } from './casting';
import { tableActions } from './table';

type Store = ReturnType<typeof createAppStore>;

const hex = spell({ id: 'hex', level: 1, classes: ['warlock'], concentration: true, castingTime: { amount: 1, unit: 'bonus' }, duration: { unit: 'hour', amount: 1, upTo: true } });
const wizardSpells: OwnedSpell[] = [
  { spellId: 'magic-missile', classId: 'wizard', status: 'prepared' },
  { spellId: 'fireball', classId: 'wizard', status: 'prepared' },
];

let store: Store;
let id: string;
const char = (): Character => store.getState().characters.find((c) => c.id === id)!;
const expectUnchanged = <R extends { ok: boolean }>(action: () => R): R => expectUnchangedIn(store, action);

describe('rests', () => {
  it('a long rest restores everything and asks to re-prepare', () => {
    store = createAppStore();
    id = setup(store, [{ classId: 'wizard', level: 5 }], wizardSpells);
    tableActions(store).spendSlot(id, 1);
    tableActions(store).spendSlot(id, 3);
    tableActions(store).longRest(id);
    expect(char().caster.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(char().preparationPending).toBe(true);
  });

  it('a short rest brings the pact slots back', () => {
    store = createAppStore();
    id = setup(store, [{ classId: 'warlock', level: 5 }], [{ spellId: 'hex', classId: 'warlock', status: 'known' }]);
    expect(castingActions(store).cast(id, { spell: hex, classId: 'warlock', slot: { kind: 'pact' } }).ok).toBe(true);
    tableActions(store).newTurn(id);
    expect(tableActions(store).spendPact(id).ok).toBe(true);
    expectUnchanged(() => tableActions(store).spendPact(id));
    tableActions(store).shortRest(id);
    expect(char().caster.spentPact).toBe(0);
  });

  it('Arcane Recovery within its budget, once per day, only as part of finishing a short rest', () => {
    store = createAppStore();
    id = setup(store, [{ classId: 'wizard', level: 5 }], wizardSpells);
    expect(recoveryOffer(char())).toBeNull();
    tableActions(store).spendSlot(id, 3);
    tableActions(store).spendSlot(id, 1);
    expect(recoveryOffer(char())).toEqual({ kind: 'arcane', budget: 3, maxLevel: 5, spent: [1, 0, 1, 0, 0] });
    expect(expectUnchanged(() => tableActions(store).shortRest(id, [3, 1]))).toMatchObject({ error: 'recoveryBudgetExceeded' });
    expect(expectUnchanged(() => tableActions(store).shortRest(id, [2]))).toMatchObject({ error: 'slotNotSpent' });
    expect(tableActions(store).shortRest(id, [3]).ok).toBe(true);
    expect(char().caster.spentSlots.slice(0, 3)).toEqual([1, 0, 0]);
    expect(recoveryOffer(char())).toBeNull();
    expect(expectUnchanged(() => tableActions(store).shortRest(id, [1]))).toMatchObject({ error: 'arcaneRecoveryUsed' });
    expect('arcaneRecovery' in store.getState()).toBe(false);
  });
});

describe('Font of Magic and sorcery points', () => {
  beforeEach(() => {
    store = createAppStore();
    id = setup(store, [{ classId: 'sorcerer', level: 5 }], [{ spellId: 'magic-missile', classId: 'sorcerer', status: 'known' }]);
  });

  it('converts points to a slot and back within the maximum', () => {
    expect(fontOfMagicView(char())).toMatchObject({ max: 5, available: 5 });
    expect(expectUnchanged(() => tableActions(store).convertSlotToPoints(id, 1))).toMatchObject({ error: 'sorceryPointsFull' });
    expect(tableActions(store).convertPointsToSlot(id, 2).ok).toBe(true);
    expect(fontOfMagicView(char())?.available).toBe(2);
    // each conversion takes the turn's bonus action
    expect(expectUnchanged(() => tableActions(store).convertSlotToPoints(id, 1))).toMatchObject({ error: 'bonusActionUsed' });
    tableActions(store).newTurn(id);
    expect(expectUnchanged(() => tableActions(store).convertPointsToSlot(id, 2))).toMatchObject({ error: 'notEnoughPoints' });
    expect(tableActions(store).convertSlotToPoints(id, 1).ok).toBe(true);
    expect(fontOfMagicView(char())?.available).toBe(3);
  });

  it('spends points by hand, never beyond 0..max', () => {
    expect(store.getState().spendSorceryPoints(id, 2).ok).toBe(true);
    expect(fontOfMagicView(char())?.available).toBe(3);
    expectUnchanged(() => store.getState().spendSorceryPoints(id, 4));
    expectUnchanged(() => store.getState().spendSorceryPoints(id, -3));
    expect(store.getState().spendSorceryPoints(id, -2).ok).toBe(true);
    expect(fontOfMagicView(char())?.available).toBe(5);
  });

  it('sorceryPointsLeft agrees with the Font of Magic view, clamped to 0..max (0 without Font of Magic)', () => {
    store.getState().spendSorceryPoints(id, 2);
    expect(sorceryPointsLeft(char())).toBe(3);
    store.setState((s) => ({ characters: s.characters.map((c) => ({ ...c, caster: { ...c.caster, sorceryPointsSpent: 99 } })) }));
    expect(sorceryPointsLeft(char())).toBe(0);
    expect(fontOfMagicView(char())?.available).toBe(0);
    const s2 = createAppStore();
    store = s2;
    id = setup(s2, [{ classId: 'wizard', level: 5 }]);
    expect(sorceryPointsLeft(char())).toBe(0);
  });

  it('a sorcerer-warlock turns a pact slot into points (PHB Font of Magic; pact slots are spell slots)', () => {
    const s2 = createAppStore();
    store = s2;
    id = setup(s2, [{ classId: 'sorcerer', level: 3 }, { classId: 'warlock', level: 3 }]);
    expect(tableActions(store).convertPointsToSlot(id, 1).ok).toBe(true); // 3 - 2 = 1 point left
    tableActions(store).endEncounter(id); // out of a fight, conversions follow one another
    expect(tableActions(store).convertSlotToPoints(id, 2, 'pact').ok).toBe(true);
    expect(char().caster.spentPact).toBe(1);
    expect(fontOfMagicView(char())?.available).toBe(3);
  });

  it('a wizard has no Font of Magic', () => {
    const s2 = createAppStore();
    store = s2;
    id = setup(s2, [{ classId: 'wizard', level: 5 }]);
    expect(fontOfMagicView(char())).toBeNull();
    expectUnchanged(() => tableActions(store).convertPointsToSlot(id, 1));
  });
});

describe('Mystic Arcanum by hand', () => {
  it('marks and gives back an arcanum of a level the warlock has', () => {
    store = createAppStore();
    id = setup(store, [{ classId: 'warlock', level: 11 }]);
    expect(store.getState().setArcanumUsed(id, 6, true).ok).toBe(true);
    expect(char().caster.arcanumUsed).toEqual([6]);
    expectUnchanged(() => store.getState().setArcanumUsed(id, 6, true));
    expectUnchanged(() => store.getState().setArcanumUsed(id, 7, true));
    expect(store.getState().setArcanumUsed(id, 6, false).ok).toBe(true);
    expect(char().caster.arcanumUsed).toEqual([]);
  });
});

describe('casting classes', () => {
  it('include the warlock (Pact Magic) and leave out classes that cannot cast yet', async () => {
    const { castingClasses } = await import('./queries');
    store = createAppStore();
    id = setup(store, [{ classId: 'warlock', level: 3 }, { classId: 'paladin', level: 1 }, { classId: 'wizard', level: 2 }]);
    expect(castingClasses(char()).map((c) => c.classId)).toEqual(['warlock', 'wizard']);
  });
});
