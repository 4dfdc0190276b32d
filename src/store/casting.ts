// Casting at the table: a spell cast now (with its effect recorded on its target), and a spell cast
// over minutes or hours (or as a ritual): started now (checked, nothing spent, other concentration
// ends), completed later (the slot is spent then and the effect recorded), or cancelled.
// Not store slices: castingActions(store) binds them to a store where a screen casts, so their rules
// (casting, Metamagic, scrolls, long castings) load with that screen, not with the first one.
import * as rules from '../rules';
import type { ActiveEffect, CastRequest, CastResult, CastSuccess, SpellMechanics, StartCastingResult } from '../rules';
import type { StoreApi } from 'zustand';
import type { AppState } from './app-store';
import type { Character } from './types';
import { fromCaster, toCaster } from './defaults';
import { fail, type ActionResult } from './result';
import { casterEdit } from './edit';
import { castingConditionsOf, scrollsAfterCast, withCharacterFacts } from './gear';

export type CastWithEffectResult = CastResult & {
  /** set when the spell left an effect: false = the same spell already affects that target (no stacking) */
  stacked?: boolean;
};

/** The character after a successful cast: the caster state, a scroll used up, a costly material
 *  consumed, and the GM's overrides logged. A pure function of its arguments (an edit's body). */
function afterCast(c: Character, r: CastSuccess, request: CastRequest): Character {
  return {
    ...c,
    caster: fromCaster(r.next),
    ...(r.spent.kind === 'scroll' ? { scrolls: scrollsAfterCast(c.scrolls, request.spell.id) } : {}),
    conditions: r.consumedMaterial ? { ...c.conditions, materialsOwned: c.conditions.materialsOwned.filter((m) => m !== r.consumedMaterial) } : c.conditions,
    overrides: r.overriddenErrors?.length
      ? [...r.overriddenErrors.map((code) => ({ at: new Date().toISOString(), spellId: request.spell.id, code })), ...c.overrides].slice(0, 50)
      : c.overrides,
  };
}

/** The effect a successful cast of a spell with a duration leaves on `target` (as cast: at the slot
 *  level, and doubled by Extended Spell); null: none (no duration, a failed scroll check). */
function effectOf(request: CastRequest, r: CastSuccess, target: string): ActiveEffect | null {
  if (r.scrollFailed) return null;
  const { duration, concentration } = r.lasting;
  const rounds = rules.durationInRounds(duration);
  if (rounds === 0 || duration === undefined) return null;
  const endsAtRound = concentration ? (r.next.concentration?.endsAtRound ?? null) : rounds === null ? null : r.next.turn.round + rounds;
  return { spellId: request.spell.id, target, endsAtRound, strength: r.castLevel };
}

/** afterCast with the spell's effect recorded on `target`, in one edit: a cast refused on a newer
 *  copy (another tab spent the slot) leaves no effect behind either. `out.stacked`: see below. */
function castWithEffectEdit(c: Character, r: CastSuccess, request: CastRequest, target: string | undefined, out: { stacked?: boolean }): Character {
  const next = afterCast(c, r, request);
  const effect = target === undefined ? null : effectOf(request, r, target);
  if (!effect) return next;
  const e = rules.applyEffect(next.caster.effects, effect);
  out.stacked = e.stacked;
  return { ...next, caster: { ...next.caster, effects: e.effects } };
}

export function castingActions(store: Pick<StoreApi<AppState>, 'getState'>) {
  const get = store.getState;

  /** Casts; with `target`, a spell with a duration records its effect there (the same edit). */
  function cast(id: string, request: CastRequest, target?: string): CastWithEffectResult {
    let result: CastWithEffectResult = { ok: false, error: 'noSpellcasting', errors: ['noSpellcasting'], overridable: false };
    get().updateCharacter(id, (c) => {
      // A longer casting done in one go (a ritual's extra 10 minutes) passes game time before the
      // spell takes effect, so its duration starts when the casting completes.
      const r = rules.castOverTime(toCaster(c), c.spells, castingConditionsOf(c), withCharacterFacts(c, request));
      if (!r.ok) {
        result = r;
        return fail(r.error);
      }
      const out: { stacked?: boolean } = {};
      const next = castWithEffectEdit(c, r, request, target, out);
      result = out.stacked === undefined ? r : { ...r, stacked: out.stacked };
      return next;
    });
    return result;
  }

  return {
    cast: (id: string, request: CastRequest): CastResult => cast(id, request),
    /** Casts and, for a spell with a duration, records its effect on `target`. */
    castWithEffect: (id: string, request: CastRequest, target: string): CastWithEffectResult => cast(id, request, target),
    /** Starts casting a spell that takes longer than an action; `target`: where its effect will land. */
    startCasting(id: string, request: CastRequest, target: string): StartCastingResult {
      let result: StartCastingResult = { ok: false, error: 'noSpellcasting', errors: ['noSpellcasting'], overridable: false };
      get().updateCharacter(id, (c) => {
        const r = rules.startCasting(toCaster(c), c.spells, castingConditionsOf(c), withCharacterFacts(c, request), target);
        result = r;
        return r.ok ? { ...c, caster: fromCaster(r.next) } : fail(r.error);
      });
      return result;
    },
    /** The casting's time passes and the spell is cast (`spell`: the mechanics of the spell being cast). */
    completeCasting(id: string, spell: SpellMechanics): CastWithEffectResult | { ok: false; error: 'noCasting' | 'notFound' } {
      // what the last application of the edit computed (it may run again on a newer copy)
      const out: { result: CastWithEffectResult | { ok: false; error: 'noCasting' | 'notFound' } } = { result: { ok: false, error: 'notFound' } };
      get().updateCharacter(id, (c) => {
        const casting = c.caster.casting;
        if (!casting || casting.spellId !== spell.id) {
          out.result = { ok: false, error: 'noCasting' };
          return fail('noCasting');
        }
        const req = withCharacterFacts(c, rules.castingRequest(casting, spell));
        const r = rules.completeCasting(toCaster(c), c.spells, castingConditionsOf(c), req);
        if (!r.ok) {
          out.result = r;
          return fail(r.error);
        }
        const effect: { stacked?: boolean } = {};
        const next = castWithEffectEdit(c, r, req, casting.target ?? '', effect);
        out.result = effect.stacked === undefined ? r : { ...r, stacked: effect.stacked };
        return next;
      });
      return out.result;
    },
    cancelCasting: (id: string): ActionResult => get().updateCharacter(id, casterEdit((s) => (s.casting ? { ok: true, next: rules.cancelCasting(s) } : fail('noCasting')))),
  };
}
