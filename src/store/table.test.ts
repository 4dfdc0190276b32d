// Table-side store actions in a fight (table.ts, session.ts; after it: table-rests.test.ts): each
// applies a rules result; an invalid action returns the rules' error code and leaves the state
// exactly as it was.
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';
import type { Character } from './types';
import type { OwnedSpell } from '../rules';
import { spell } from '../testing/caster-fixtures';
import { addCasterInFight, expectUnchanged as expectUnchangedIn } from '../testing/store';
import { castOptions, concentrationAt, concentrationSaves, concentrationView, constitutionSaveBonus, diceAt, effectsAt, effectsView, previewCast } from './queries';
import { castingActions } from './casting';
import { tableActions } from './table';

type Store = ReturnType<typeof createAppStore>;

const magicMissile = spell({ id: 'magic-missile', level: 1, classes: ['sorcerer', 'wizard'], damageAtSlotLevel: { 1: '3d4 + 3', 2: '4d4 + 4' } });
const fireball = spell({ id: 'fireball', level: 3, classes: ['sorcerer', 'wizard'], damageAtSlotLevel: { 3: '8d6', 4: '9d6', 5: '10d6' } });
const detectMagic = spell({ id: 'detect-magic', level: 1, ritual: true, concentration: true, duration: { unit: 'minute', amount: 10, upTo: true } });
const haste = spell({ id: 'haste', level: 3, concentration: true, duration: { unit: 'minute', amount: 1, upTo: true } });
const mageArmor = spell({ id: 'mage-armor', level: 1, duration: { unit: 'hour', amount: 8 } });
const mistyStep = spell({ id: 'misty-step', level: 2, castingTime: { amount: 1, unit: 'bonus' }, components: { v: true, s: false, m: false } });
const identify = spell({ id: 'identify', level: 1, ritual: true, castingTime: { amount: 1, unit: 'minute' }, components: { v: true, s: true, m: true, costGp: 100 } });
const fireBolt = spell({ id: 'fire-bolt', level: 0, damageAtCharacterLevel: { 1: '1d10', 5: '2d10', 11: '3d10' } });

const wizardSpells: OwnedSpell[] = [
  { spellId: 'magic-missile', classId: 'wizard', status: 'prepared' },
  { spellId: 'fireball', classId: 'wizard', status: 'prepared' },
  { spellId: 'haste', classId: 'wizard', status: 'prepared' },
  { spellId: 'mage-armor', classId: 'wizard', status: 'prepared' },
  { spellId: 'misty-step', classId: 'wizard', status: 'prepared' },
  { spellId: 'detect-magic', classId: 'wizard', status: 'inBook' },
  { spellId: 'identify', classId: 'wizard', status: 'inBook' },
  { spellId: 'fire-bolt', classId: 'wizard', status: 'known' },
];

let store: Store;
let id: string;
const char = (): Character => store.getState().characters.find((c) => c.id === id)!;

const expectUnchanged = <R extends { ok: boolean }>(action: () => R): R => expectUnchangedIn(store, action);
const setup = addCasterInFight;

describe('slot pips', () => {
  beforeEach(() => {
    store = createAppStore();
    id = setup(store, [{ classId: 'wizard', level: 5 }], wizardSpells);
  });

  it('spends and gives back one slot', () => {
    expect(tableActions(store).spendSlot(id, 2).ok).toBe(true);
    expect(char().caster.spentSlots.slice(0, 3)).toEqual([0, 1, 0]);
    expect(tableActions(store).restoreSlot(id, 2).ok).toBe(true);
    expect(char().caster.spentSlots.slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('refuses a slot the character does not have and a restore of nothing', () => {
    expect(expectUnchanged(() => tableActions(store).spendSlot(id, 4))).toMatchObject({ error: 'noSlot' });
    expect(expectUnchanged(() => tableActions(store).restoreSlot(id, 1))).toMatchObject({ error: 'nothingToRestore' });
    expect(expectUnchanged(() => tableActions(store).spendSlot(id, 0))).toMatchObject({ error: 'invalidSlotLevel' });
    expect(expectUnchanged(() => tableActions(store).spendSlot('nobody', 1))).toMatchObject({ error: 'notFound' });
  });

  it('never spends more than the maximum', () => {
    tableActions(store).spendSlot(id, 3);
    tableActions(store).spendSlot(id, 3);
    expect(expectUnchanged(() => tableActions(store).spendSlot(id, 3))).toMatchObject({ error: 'noSlot' });
    expect(char().caster.spentSlots[2]).toBe(2);
  });

  it('refuses pact pips without warlock levels', () => {
    expect(expectUnchanged(() => tableActions(store).spendPact(id))).toMatchObject({ error: 'noPactSlot' });
    expect(expectUnchanged(() => tableActions(store).restorePact(id))).toMatchObject({ error: 'nothingToRestore' });
  });
});

describe('casting', () => {
  beforeEach(() => {
    store = createAppStore();
    id = setup(store, [{ classId: 'wizard', level: 5 }], wizardSpells);
  });

  it('offers only free slot levels at or above the spell level', () => {
    expect(castOptions(char(), fireball, 'wizard')).toEqual([{ kind: 'slot', level: 3 }]);
    for (let i = 0; i < 3; i++) tableActions(store).spendSlot(id, 2);
    expect(castOptions(char(), magicMissile, 'wizard').map((o) => o.level)).toEqual([1, 3]);
  });

  it('spends exactly one slot of the chosen level (4/3/2 -> 4/2/2)', () => {
    const r = castingActions(store).cast(id, { spell: magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 2 } });
    expect(r).toMatchObject({ ok: true, castLevel: 2 });
    expect(char().caster.spentSlots.slice(0, 3)).toEqual([0, 1, 0]);
  });

  it('a refused cast leaves the state unchanged', () => {
    tableActions(store).spendSlot(id, 3);
    tableActions(store).spendSlot(id, 3);
    expect(expectUnchanged(() => castingActions(store).cast(id, { spell: fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 } }))).toMatchObject({ error: 'noSlot', overridable: false });
    expect(expectUnchanged(() => castingActions(store).cast(id, { spell: fireball, classId: 'wizard', slot: { kind: 'slot', level: 2 } }))).toMatchObject({ error: 'slotTooLow' });
  });

  it('a ritual spends nothing', () => {
    const before = char().caster.spentSlots;
    const r = castingActions(store).cast(id, { spell: identify, classId: 'wizard', slot: { kind: 'ritual' } });
    // identify needs its 100 gp pearl: refused until the player has it
    expect(r).toMatchObject({ ok: false, error: 'missingMaterial', overridable: true });
    store.getState().setConditions(id, { materialsOwned: ['identify'] });
    const ok = castingActions(store).cast(id, { spell: identify, classId: 'wizard', slot: { kind: 'ritual' } });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.warnings).toContain('ritualAddsTenMinutes');
    expect(char().caster.spentSlots).toEqual(before);
  });

  it('a ritual passes 10 minutes (+ its casting time) before it takes effect, and a refused one passes none', () => {
    const round = char().caster.turn.round;
    castingActions(store).cast(id, { spell: identify, classId: 'wizard', slot: { kind: 'ritual' } }); // refused: no pearl
    expect(char().caster.turn.round).toBe(round);
    const r = castingActions(store).cast(id, { spell: detectMagic, classId: 'wizard', slot: { kind: 'ritual' } });
    expect(r.ok).toBe(true);
    expect(char().caster.turn.round).toBe(round + 100);
    // Detect Magic's 10 minutes of concentration start when the ritual completes
    expect(char().caster.concentration).toMatchObject({ spellId: 'detect-magic', startedAtRound: round + 100 });
  });

  it('records a GM override, visibly', () => {
    store.getState().setConditions(id, { silenced: true });
    const refused = expectUnchanged(() => castingActions(store).cast(id, { spell: magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 1 } }));
    expect(refused).toMatchObject({ error: 'silenced', overridable: true });
    const r = castingActions(store).cast(id, { spell: magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 1 }, override: true });
    expect(r.ok).toBe(true);
    expect(char().overrides[0]).toMatchObject({ spellId: 'magic-missile', code: 'silenced' });
  });

  it('the bonus-action rule is refused within a turn and resets on a new turn', () => {
    expect(castingActions(store).cast(id, { spell: mistyStep, classId: 'wizard', slot: { kind: 'slot', level: 2 } }).ok).toBe(true);
    expect(expectUnchanged(() => castingActions(store).cast(id, { spell: magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 1 } }))).toMatchObject({ error: 'bonusActionRule' });
    const round = char().caster.turn.round;
    tableActions(store).newTurn(id);
    expect(char().caster.turn.round).toBe(round + 1);
    expect(castingActions(store).cast(id, { spell: magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 1 } }).ok).toBe(true);
  });

  it('a new concentration spell ends the old one (the dry run says so first)', () => {
    castingActions(store).castWithEffect(id, { spell: detectMagic, classId: 'wizard', slot: { kind: 'ritual' } }, 'ty sám');
    expect(concentrationView(char())).toEqual({ spellId: 'detect-magic', remaining: 100 });
    const preview = previewCast(char(), { spell: haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } });
    expect(preview.ok && preview.warnings).toContain('endsConcentration');
    expect(char().caster.concentration?.spellId).toBe('detect-magic');
    const r = castingActions(store).castWithEffect(id, { spell: haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } }, 'Bruenor');
    expect(r).toMatchObject({ ok: true, endedConcentration: 'detect-magic' });
    expect(char().caster.concentration?.spellId).toBe('haste');
    expect(char().caster.effects.map((e) => e.spellId)).toEqual(['haste']);
  });

  it('the same spell on the same target does not stack', () => {
    const first = castingActions(store).castWithEffect(id, { spell: mageArmor, classId: 'wizard', slot: { kind: 'slot', level: 1 } }, 'Bruenor');
    expect(first).toMatchObject({ ok: true, stacked: true });
    const again = castingActions(store).castWithEffect(id, { spell: mageArmor, classId: 'wizard', slot: { kind: 'slot', level: 1 } }, 'Bruenor');
    expect(again).toMatchObject({ ok: true, stacked: false });
    const other = castingActions(store).castWithEffect(id, { spell: mageArmor, classId: 'wizard', slot: { kind: 'slot', level: 1 } }, 'Lia');
    expect(other).toMatchObject({ ok: true, stacked: true });
    expect(effectsView(char()).map((e) => [e.target, e.remaining])).toEqual([['Bruenor', 4800], ['Lia', 4800]]);
  });

  it('an instantaneous spell leaves no effect', () => {
    const r = castingActions(store).castWithEffect(id, { spell: magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 1 } }, 'x');
    expect(r.ok && 'stacked' in r).toBe(false);
    expect(char().caster.effects).toEqual([]);
  });

  it('dice scale with the slot level and cantrips with the character level', () => {
    expect(diceAt(fireball, 5, 5).damage).toBe('10d6');
    expect(diceAt(fireBolt, 0, 5).damage).toBe('2d10');
  });
});

describe('concentration and effects', () => {
  beforeEach(() => {
    store = createAppStore();
    id = setup(store, [{ classId: 'wizard', level: 5 }], wizardSpells);
    castingActions(store).castWithEffect(id, { spell: haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } }, 'Bruenor');
  });

  it('damage 35 needs a Constitution save DC 17, one per source', () => {
    expect(concentrationSaves(char(), [35, 4])).toEqual({ spellId: 'haste', saves: [{ damage: 35, dc: 17 }, { damage: 4, dc: 10 }] });
    expect(constitutionSaveBonus(char(), false)).toEqual({ total: 2, aura: 0 });
    expect(constitutionSaveBonus(char(), true)).toEqual({ total: 5, aura: 0 });
  });

  it('ending concentration removes its effect', () => {
    expect(tableActions(store).endConcentration(id).ok).toBe(true);
    expect(char().caster.concentration).toBeNull();
    expect(char().caster.effects).toEqual([]);
  });

  it('being incapacitated ends concentration', () => {
    tableActions(store).setIncapacitated(id, true);
    expect(char().conditions.incapacitated).toBe(true);
    expect(char().caster.concentration).toBeNull();
    expect(expectUnchanged(() => castingActions(store).cast(id, { spell: magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 1 } }))).toMatchObject({ error: 'incapacitated', overridable: false });
  });

  it('effectsAt / concentrationAt give the views from the effects (or concentration) and the round alone', () => {
    const c = char();
    expect(effectsAt(c.caster.effects, c.caster.turn.round)).toEqual(effectsView(c));
    expect(concentrationAt(c.caster.concentration, c.caster.turn.round)).toEqual(concentrationView(c));
    expect(concentrationAt({ spellId: 'haste', startedAtRound: 1, endsAtRound: 3 }, 5)).toEqual({ spellId: 'haste', remaining: 0 });
    expect(concentrationAt({ spellId: 'haste', startedAtRound: 1, endsAtRound: null }, 5)).toEqual({ spellId: 'haste', remaining: null });
    expect(concentrationAt(null, 5)).toBeNull();
  });

  it('time counts effects down and ends them', () => {
    expect(effectsView(char())[0].remaining).toBe(10);
    tableActions(store).newTurn(id);
    expect(effectsView(char())[0].remaining).toBe(9);
    expect(store.getState().advanceTime(id, 9).ok).toBe(true);
    expect(char().caster.effects).toEqual([]);
    expect(char().caster.concentration).toBeNull();
  });

  it('time on the clock ends the running turn: its casting flags reset', () => {
    expect(char().caster.turn.nonCantripSpellCast).toBe(true); // haste, this turn
    expect(store.getState().advanceTime(id, 10).ok).toBe(true);
    expect(char().caster.turn).toMatchObject({ bonusActionSpellCast: false, nonCantripSpellCast: false, actionCantripOnly: false });
  });

  it('refuses nonsense time and removal of a missing effect', () => {
    expectUnchanged(() => store.getState().advanceTime(id, 0));
    expectUnchanged(() => store.getState().advanceTime(id, 1.5));
    expectUnchanged(() => tableActions(store).removeEffect(id, 5));
    expect(tableActions(store).removeEffect(id, 0).ok).toBe(true);
    expect(char().caster.effects).toEqual([]);
  });
});
