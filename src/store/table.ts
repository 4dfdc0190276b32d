// Table-side actions: slot pips, turns, rests, Font of Magic, concentration and effects.
// Not a store slice: tableActions(store) binds them where a screen uses them, so their rules load
// with the combat screen, not with the first one.
// Every action calls one rules function and applies its result; on an error the state is unchanged
// and the error code is returned for the UI to explain (errors.<code>, with the rule behind it).
import * as rules from '../rules';
import type { CasterState, CastingInProgress, ActiveEffect } from '../rules';
import type { StoreApi } from 'zustand';
import type { AppState } from './app-store';
import { fromCaster, toCaster } from './defaults';
import { fail, type ActionResult } from './result';
import { casterEdit, type CasterOp } from './edit';
import type { Character } from './types';
import { sameData } from '../lib/same-data';

/** What "incapacitated" ended: a concentration with the effects that ended with it, or a spell
 *  being cast over time (it failed; nothing was spent). */
export type EndedConcentration =
  | { concentration: NonNullable<CasterState['concentration']>; effects: ActiveEffect[]; casting?: undefined }
  | { casting: CastingInProgress; concentration?: undefined; effects: ActiveEffect[] };

/** What fight actions change on a character (slots, concentration, effects, turn, conditions,
 *  consumed materials and scrolls, the GM's overrides): what an undo puts back. */
export type FightState = Pick<Character, 'caster' | 'conditions' | 'preparationPending' | 'scrolls' | 'overrides'>;

export function fightStateOf({ caster, conditions, preparationPending, scrolls, overrides }: Character): FightState {
  return { caster, conditions, preparationPending, scrolls, overrides };
}

export interface TableActions {
  spendSlot(characterId: string, level: number): ActionResult;
  restoreSlot(characterId: string, level: number): ActionResult;
  spendPact(characterId: string): ActionResult;
  restorePact(characterId: string): ActionResult;
  longRest(characterId: string): ActionResult;
  /** A short rest; a wizard may use Arcane Recovery as part of finishing it (levels of the slots). */
  /** `arcaneRecovery`, `naturalRecovery`: slot levels to regain with each feature (rules finishShortRest) */
  shortRest(characterId: string, arcaneRecovery?: number[], naturalRecovery?: number[]): ActionResult;
  /** Font of Magic: a spell slot (or, for a sorcerer-warlock, a pact slot) becomes sorcery points. */
  convertSlotToPoints(characterId: string, level: number, source?: 'slot' | 'pact'): ActionResult;
  convertPointsToSlot(characterId: string, level: number): ActionResult;
  /** Divine Smite: one slot (or a pact slot) spent on a hit; `slotLevel` = the level spent. */
  divineSmite(characterId: string, source: rules.SmiteSource): ActionResult<{ slotLevel: number }>;
  /** Eldritch Master: the spent pact slots back, once per long rest (warlock 20th level). */
  entreatPatron(characterId: string): ActionResult;
  newTurn(characterId: string): ActionResult;
  /** This turn's bonus action went on something other than a spell (or the player takes it back). */
  setBonusActionUsed(characterId: string, used: boolean): ActionResult;
  endConcentration(characterId: string): ActionResult;
  /** The fight is over: the round count starts again at 0, running effects keep their time left. */
  endEncounter(characterId: string): ActionResult;
  /** Being incapacitated ends concentration: `ended` is what ended, for undoIncapacitated. */
  setIncapacitated(characterId: string, incapacitated: boolean): ActionResult<{ ended?: EndedConcentration }>;
  /** Undoes a mis-tapped "incapacitated": the condition off, and the concentration and its effects
   *  (or the casting) back, unless the character concentrates on something else by now. */
  undoIncapacitated(characterId: string, ended: EndedConcentration): ActionResult;
  addEffect(characterId: string, effect: ActiveEffect): ActionResult<{ stacked: boolean }>;
  removeEffect(characterId: string, index: number): ActionResult;
  /** Runs a fight action; `undo` (when it changed something) puts the character's fight state back
   *  as it was, unless something else changed it since: undoing over a later change (another tab,
   *  another device, a tap since) would silently drop that change. */
  withUndo<R extends ActionResult>(characterId: string, run: () => R): { result: R; undo?: () => ActionResult };
  /** The fight state back to `before`, while the character is still as `after` (see withUndo). */
  undoTo(characterId: string, before: FightState, after: FightState): ActionResult;
}

export function tableActions(store: Pick<StoreApi<AppState>, 'getState'>): TableActions {
  const update: AppState['updateCharacter'] = (id, edit) => store.getState().updateCharacter(id, edit);
  const apply = (id: string, op: CasterOp): ActionResult => update(id, casterEdit(op));
  const undoTo: TableActions['undoTo'] = (id, before, after) => update(id, (c) => (sameData(fightStateOf(c), after) ? { ...c, ...before } : fail('changedSince')));
  return {
    spendSlot: (id, level) => apply(id, (s) => rules.spendSlot(s, level)),
    restoreSlot: (id, level) => apply(id, (s) => rules.restoreSlot(s, level)),
    spendPact: (id) => apply(id, (s) => rules.spendPact(s)),
    restorePact: (id) => apply(id, (s) => rules.restorePact(s)),
    longRest: (id) =>
      update(id, (c) => ({
        ...c,
        caster: fromCaster(rules.longRest(toCaster(c))),
        // After a long rest a prepared caster may change the prepared list (ch. 10).
        preparationPending: c.classes.some((x) => rules.isPreparedCaster(x.classId)),
        conditions: { ...c.conditions, incapacitated: false },
      })),
    shortRest: (id, recovery = [], natural = []) => apply(id, (s) => rules.finishShortRest(s, recovery, natural)),
    convertSlotToPoints: (id, level, source = 'slot') => apply(id, (s) => rules.convertSlotToPoints(s, level, source)),
    convertPointsToSlot: (id, level) => apply(id, (s) => rules.convertPointsToSlot(s, level)),
    divineSmite(id, source) {
      let slotLevel = 0;
      const r = apply(id, (s) => {
        const smite = rules.divineSmite(s, source);
        if (smite.ok) slotLevel = smite.slotLevel;
        return smite;
      });
      return r.ok ? { ok: true, slotLevel } : r;
    },
    entreatPatron: (id) => apply(id, (s) => rules.entreatPatron(s)),
    newTurn: (id) => apply(id, (s) => ({ ok: true, next: rules.startTurn(s) })),
    endEncounter: (id) => apply(id, (s) => ({ ok: true, next: rules.restartRoundCount(s) })),
    setBonusActionUsed: (id, used) => apply(id, (s) => ({ ok: true, next: rules.setBonusActionUsed(s, used) })),
    endConcentration: (id) => apply(id, (s) => ({ ok: true, next: rules.endConcentration(s) })),
    setIncapacitated(id, incapacitated) {
      let ended: EndedConcentration | undefined;
      const r = update(id, (c) => {
        // Being incapacitated ends concentration (ch. 10 "Concentration").
        const before = toCaster(c);
        const next = incapacitated ? rules.endConcentration(before) : before;
        const k = before.concentration;
        ended =
          incapacitated && k && !next.concentration
            ? { concentration: k, effects: before.effects.filter((e) => !next.effects.includes(e)) }
            : incapacitated && before.casting && !next.casting
              ? { casting: before.casting, effects: [] }
              : undefined;
        return { ...c, caster: fromCaster(next), conditions: { ...c.conditions, incapacitated } };
      });
      return r.ok && ended ? { ok: true, ended } : r;
    },
    undoIncapacitated(id, ended) {
      return update(id, (c) => {
        const s = toCaster(c);
        const k = ended.concentration;
        // the casting comes back only while nothing else holds the caster's concentration
        const back = !s.concentration && !s.casting && (!k || k.endsAtRound == null || k.endsAtRound > s.turn.round);
        const next: CasterState = !back
          ? s
          : k
            ? { ...s, concentration: k, effects: [...s.effects, ...ended.effects.filter((e) => e.endsAtRound === null || e.endsAtRound > s.turn.round)] }
            : { ...s, casting: ended.casting };
        return { ...c, caster: fromCaster(next), conditions: { ...c.conditions, incapacitated: false } };
      });
    },
    addEffect(id, effect) {
      let stacked = false;
      const r = update(id, (c) => {
        const e = rules.applyEffect(c.caster.effects, effect);
        stacked = e.stacked;
        return { ...c, caster: { ...c.caster, effects: e.effects } };
      });
      return r.ok ? { ok: true, stacked } : r;
    },
    removeEffect(id, index) {
      // The edit may be applied again to a newer copy (another tab added or removed an effect
      // meanwhile): it removes the effect shown at `index`, found by what it is, not by position.
      const shown = store.getState().characters.find((c) => c.id === id)?.caster.effects[index];
      if (!shown) return fail('notFound');
      const same = (e: ActiveEffect) => e.spellId === shown.spellId && e.target === shown.target && e.endsAtRound === shown.endsAtRound && e.strength === shown.strength && e.resistance === shown.resistance;
      return update(id, (c) => {
        const i = c.caster.effects.findIndex(same);
        return i < 0 ? fail('notFound') : { ...c, caster: { ...c.caster, effects: c.caster.effects.filter((_, j) => j !== i) } };
      });
    },
    withUndo(id, run) {
      const now = () => store.getState().characters.find((c) => c.id === id);
      const before = now();
      const result = run();
      const after = now();
      if (!result.ok || !before || !after || after === before) return { result };
      return { result, undo: () => undoTo(id, fightStateOf(before), fightStateOf(after)) };
    },
    undoTo,
  };
}
