// Table-side actions: slot pips, casting, turns, rests, Font of Magic, concentration and effects.
// Every action calls one rules function and applies its result; on an error the state is unchanged
// and the error code is returned for the UI to explain (errors.<code>, with the rule behind it).
import * as rules from '../rules';
import type { CastRequest, CastResult, CasterState, ActiveEffect } from '../rules';
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { Character } from './types';
import { fromCaster, toCaster, touched } from './defaults';
import { fail, OK, type ActionResult } from './result';

/** A concentration ended by "incapacitated", with the effects that ended with it. */
export interface EndedConcentration {
  concentration: NonNullable<CasterState['concentration']>;
  effects: ActiveEffect[];
}

type StateFn = (s: CasterState) => { ok: true; next: CasterState } | { ok: false; error: string };

export interface TableActions {
  spendSlot(characterId: string, level: number): ActionResult;
  restoreSlot(characterId: string, level: number): ActionResult;
  spendPact(characterId: string): ActionResult;
  restorePact(characterId: string): ActionResult;
  longRest(characterId: string): ActionResult;
  shortRest(characterId: string): ActionResult;
  arcaneRecovery(characterId: string, levels: number[]): ActionResult;
  /** Font of Magic: a spell slot (or, for a sorcerer-warlock, a pact slot) becomes sorcery points. */
  convertSlotToPoints(characterId: string, level: number, source?: 'slot' | 'pact'): ActionResult;
  convertPointsToSlot(characterId: string, level: number): ActionResult;
  cast(characterId: string, request: Omit<CastRequest, 'spell'> & { spell: CastRequest['spell'] }): CastResult;
  newTurn(characterId: string): ActionResult;
  endConcentration(characterId: string): ActionResult;
  /** The fight is over: the round count starts again at 0, running effects keep their time left. */
  endEncounter(characterId: string): ActionResult;
  /** Being incapacitated ends concentration: `ended` is what ended, for undoIncapacitated. */
  setIncapacitated(characterId: string, incapacitated: boolean): ActionResult<{ ended?: EndedConcentration }>;
  /** Undoes a mis-tapped "incapacitated": the condition off, and the concentration and its effects
   *  back, unless the character concentrates on something else by now. */
  undoIncapacitated(characterId: string, ended: EndedConcentration): ActionResult;
  addEffect(characterId: string, effect: ActiveEffect): ActionResult<{ stacked: boolean }>;
  removeEffect(characterId: string, index: number): ActionResult;
}

export const tableSlice: StateCreator<AppState, [], [], TableActions> = (set, get) => {
  const find = (id: string) => get().characters.find((c) => c.id === id);
  const save = (id: string, fn: (c: Character) => Character) =>
    set((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...fn(c), updatedAt: touched(c.updatedAt) } : c)) }));
  const apply = (id: string, op: StateFn): ActionResult => {
    const c = find(id);
    if (!c) return fail('notFound');
    const r = op(toCaster(c));
    if (!r.ok) return fail(r.error);
    save(id, (ch) => ({ ...ch, caster: fromCaster(r.next) }));
    return OK;
  };
  return {
    spendSlot: (id, level) => apply(id, (s) => rules.spendSlot(s, level)),
    restoreSlot: (id, level) => apply(id, (s) => rules.restoreSlot(s, level)),
    spendPact: (id) => apply(id, (s) => rules.spendPact(s)),
    restorePact: (id) => apply(id, (s) => rules.restorePact(s)),
    longRest(id) {
      const r = apply(id, (s) => ({ ok: true, next: rules.longRest(s) }));
      // After a long rest a prepared caster may change the prepared list (ch. 10).
      if (r.ok) save(id, (c) => ({ ...c, preparationPending: c.classes.some((x) => rules.isPreparedCaster(x.classId)), conditions: { ...c.conditions, incapacitated: false } }));
      return r;
    },
    shortRest: (id) => apply(id, (s) => ({ ok: true, next: rules.shortRest(s) })),
    arcaneRecovery: (id, levels) => apply(id, (s) => rules.arcaneRecovery(s, levels)),
    convertSlotToPoints: (id, level, source = 'slot') => apply(id, (s) => rules.convertSlotToPoints(s, level, source)),
    convertPointsToSlot: (id, level) => apply(id, (s) => rules.convertPointsToSlot(s, level)),
    cast(id, request) {
      const c = find(id);
      if (!c) return { ok: false, error: 'noSpellcasting', errors: ['noSpellcasting'], overridable: false };
      // A longer casting (minutes, hours, a ritual's extra 10 minutes) passes game time before the spell
      // takes effect, so its duration starts when the casting completes.
      const rounds = rules.castingRounds(request.spell, request.slot.kind === 'ritual');
      const r = rules.castSpell(rounds > 0 ? rules.advanceRounds(toCaster(c), rounds) : toCaster(c), c.spells, c.conditions, request);
      if (r.ok) {
        save(id, (ch) => ({
          ...ch,
          caster: fromCaster(r.next),
          conditions: r.consumedMaterial ? { ...ch.conditions, materialsOwned: ch.conditions.materialsOwned.filter((m) => m !== r.consumedMaterial) } : ch.conditions,
          overrides: r.overriddenErrors?.length
            ? [...r.overriddenErrors.map((code) => ({ at: new Date().toISOString(), spellId: request.spell.id, code })), ...ch.overrides].slice(0, 50)
            : ch.overrides,
        }));
      }
      return r;
    },
    newTurn: (id) => apply(id, (s) => ({ ok: true, next: rules.startTurn(s) })),
    endEncounter: (id) => apply(id, (s) => ({ ok: true, next: rules.restartRoundCount(s) })),
    endConcentration: (id) => apply(id, (s) => ({ ok: true, next: rules.endConcentration(s) })),
    setIncapacitated(id, incapacitated) {
      const c = find(id);
      if (!c) return fail('notFound');
      // Being incapacitated ends concentration (ch. 10 "Concentration").
      const before = toCaster(c);
      const next = incapacitated ? rules.endConcentration(before) : before;
      save(id, (ch) => ({ ...ch, caster: fromCaster(next), conditions: { ...ch.conditions, incapacitated } }));
      const k = before.concentration;
      if (!incapacitated || !k || next.concentration) return OK;
      return { ok: true, ended: { concentration: k, effects: before.effects.filter((e) => !next.effects.includes(e)) } };
    },
    undoIncapacitated(id, ended) {
      const c = find(id);
      if (!c) return fail('notFound');
      const s = toCaster(c);
      const back = !s.concentration && (ended.concentration.endsAtRound == null || ended.concentration.endsAtRound > s.turn.round);
      const next: CasterState = back ? { ...s, concentration: ended.concentration, effects: [...s.effects, ...ended.effects.filter((e) => e.endsAtRound === null || e.endsAtRound > s.turn.round)] } : s;
      save(id, (ch) => ({ ...ch, caster: fromCaster(next), conditions: { ...ch.conditions, incapacitated: false } }));
      return OK;
    },
    addEffect(id, effect) {
      const c = find(id);
      if (!c) return fail('notFound');
      const r = rules.applyEffect(c.caster.effects, effect);
      save(id, (ch) => ({ ...ch, caster: { ...ch.caster, effects: r.effects } }));
      return { ok: true, stacked: r.stacked };
    },
    removeEffect(id, index) {
      const c = find(id);
      if (!c || index < 0 || index >= c.caster.effects.length) return fail('notFound');
      save(id, (ch) => ({ ...ch, caster: { ...ch.caster, effects: ch.caster.effects.filter((_, i) => i !== index) } }));
      return OK;
    },
  };
};
