// The table session's actions beyond the table slice: the clock (time passing outside turns), and
// Mystic Arcanum and sorcery points by hand (corrections, Metamagic). Casting is in casting.ts, the
// queries the screens ask in queries.ts. Every action keeps the state unchanged on an error and
// returns the code.
import * as rules from '../rules';
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import { fail, type ActionResult } from './result';
import { casterEdit, type CasterOp } from './edit';

export interface SessionActions {
  /** Time passes (rounds of 6 s; 10 rounds = 1 minute): effects and concentration run out, and the
   *  running turn is over. */
  advanceTime(characterId: string, rounds: number): ActionResult;
  /** Marks a Mystic Arcanum level as used or gives it back (a correction by hand). */
  setArcanumUsed(characterId: string, level: number, used: boolean): ActionResult;
  /** Spends (delta > 0) or gives back (delta < 0) sorcery points, e.g. for Metamagic. */
  spendSorceryPoints(characterId: string, delta: number): ActionResult;
}

export const sessionSlice: StateCreator<AppState, [], [], SessionActions> = (_set, get) => {
  const apply = (id: string, op: CasterOp) => get().updateCharacter(id, casterEdit(op));
  return {
    advanceTime(id, rounds) {
      if (!Number.isInteger(rounds) || rounds < 1) return fail('invalidInput');
      return apply(id, (s) => ({ ok: true, next: rules.passTime(s, rounds) }));
    },
    setArcanumUsed: (id, level, used) =>
      apply(id, (s) => {
        if (!(rules.arcanumLevelsOf(s.classes) as number[]).includes(level)) return fail('notArcanum');
        const has = s.arcanumUsed.includes(level);
        if (used === has) return fail(used ? 'arcanumUsed' : 'nothingToRestore');
        const arcanumUsed = used ? [...s.arcanumUsed, level] : s.arcanumUsed.filter((l) => l !== level);
        return { ok: true, next: rules.clampState({ ...s, arcanumUsed }) };
      }),
    spendSorceryPoints(id, delta) {
      if (!Number.isInteger(delta) || delta === 0) return fail('invalidInput');
      return apply(id, (before) => {
        const s = rules.clampState(before);
        const spent = s.sorceryPointsSpent + delta;
        if (spent > rules.sorceryPointsMax(s.classes)) return fail('notEnoughPoints');
        if (spent < 0) return fail('sorceryPointsFull');
        return { ok: true, next: { ...s, sorceryPointsSpent: spent } };
      });
    },
  };
};
