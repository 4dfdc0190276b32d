// The long-casting actions: started with nothing spent, completed with the slot spent and the
// effect recorded, cancelled or broken by a failed save without a slot; kept over a reload.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Character } from './types';
import { spell } from '../testing/caster-fixtures';
import { storeWithCharacter } from '../testing/store';
import { validateCharacter } from '../persistence/validate';
import { castingActions } from './casting';
import { tableActions } from './table';

const identify = spell({ id: 'identify', level: 1, ritual: true, castingTime: { amount: 1, unit: 'minute' }, components: { v: true, s: true, m: true, costGp: 100 }, duration: { unit: 'instantaneous' } });
const alarm = spell({ id: 'alarm', level: 1, ritual: true, castingTime: { amount: 1, unit: 'minute' }, components: { v: true, s: true, m: true }, duration: { unit: 'hour', amount: 8 } });

let store: ReturnType<typeof storeWithCharacter>['store'];
let id: string;
let char: () => Character;

beforeEach(() => {
  ({ store, id, char } = storeWithCharacter());
  tableActions(store).newTurn(id); // in a fight: the rounds count
  store.setState((s) => ({
    characters: s.characters.map((c) => ({ ...c, spells: [identify, alarm].map((x) => ({ spellId: x.id, classId: 'wizard' as const, status: 'prepared' as const })), conditions: { ...c.conditions, materialsOwned: ['identify'] } })),
  }));
});

describe('long casting in the store', () => {
  it('Alarm from a slot: nothing spent at the start; at the end the slot is spent and the effect recorded', () => {
    const round = char().caster.turn.round;
    const r = castingActions(store).startCasting(id, { spell: alarm, classId: 'wizard', slot: { kind: 'slot', level: 1 } }, 'tábor');
    expect(r).toMatchObject({ ok: true, rounds: 10 });
    expect(char().caster.spentSlots[0]).toBe(0);
    expect(char().caster.casting).toMatchObject({ spellId: 'alarm', endsAtRound: round + 10, target: 'tábor' });
    const done = castingActions(store).completeCasting(id, alarm);
    expect(done.ok).toBe(true);
    expect(char().caster.spentSlots[0]).toBe(1);
    expect(char().caster.casting).toBeUndefined();
    expect(char().caster.effects).toEqual([{ spellId: 'alarm', target: 'tábor', endsAtRound: round + 10 + 80 * 60, strength: 1 }]);
  });

  it('cancelled, or a failed concentration save: the spell fails, no slot is spent', () => {
    castingActions(store).startCasting(id, { spell: identify, classId: 'wizard', slot: { kind: 'slot', level: 1 } }, '');
    expect(castingActions(store).cancelCasting(id)).toEqual({ ok: true });
    expect(char().caster.casting).toBeUndefined();
    expect(castingActions(store).cancelCasting(id)).toEqual({ ok: false, error: 'noCasting' });
    castingActions(store).startCasting(id, { spell: identify, classId: 'wizard', slot: { kind: 'slot', level: 1 } }, '');
    tableActions(store).endConcentration(id);
    expect(char().caster.casting).toBeUndefined();
    expect(castingActions(store).completeCasting(id, identify)).toEqual({ ok: false, error: 'noCasting' });
    expect(char().caster.spentSlots[0]).toBe(0);
  });

  it('a casting in progress is kept by the stored-data check (and a broken one dropped)', () => {
    castingActions(store).startCasting(id, { spell: identify, classId: 'wizard', slot: { kind: 'ritual' } }, 'prsten');
    const kept = validateCharacter(structuredClone(char()));
    expect(kept.ok && kept.value.caster.casting).toMatchObject({ spellId: 'identify', slot: { kind: 'ritual' }, target: 'prsten' });
    const broken = structuredClone(char()) as unknown as { caster: { casting: unknown } };
    broken.caster.casting = { spellId: 'identify' };
    const fixed = validateCharacter(broken);
    expect(fixed.ok && fixed.value.caster.casting).toBeUndefined();
  });
});
