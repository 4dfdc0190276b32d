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
import { tableActions } from './table';
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

export function castingActions(store: Pick<StoreApi<AppState>, 'getState'>) {
  const get = store.getState;

  /** A successful cast of a spell with a duration records its effect on `target` (a failed scroll
   *  check has no effect). */
  function withEffect(id: string, request: CastRequest, r: CastSuccess, target: string): CastWithEffectResult {
    if (r.scrollFailed) return r;
    // as cast: at the slot level, and doubled by Extended Spell
    const { duration, concentration } = r.lasting;
    const rounds = rules.durationInRounds(duration);
    if (rounds === 0 || duration === undefined) return r;
    const endsAtRound = concentration ? (r.next.concentration?.endsAtRound ?? null) : rounds === null ? null : r.next.turn.round + rounds;
    const effect: ActiveEffect = { spellId: request.spell.id, target, endsAtRound, strength: r.castLevel };
    const added = tableActions(store).addEffect(id, effect);
    return added.ok ? { ...r, stacked: added.stacked } : r;
  }

  function cast(id: string, request: CastRequest): CastResult {
    let result: CastResult = { ok: false, error: 'noSpellcasting', errors: ['noSpellcasting'], overridable: false };
    get().updateCharacter(id, (c) => {
      // A longer casting done in one go (a ritual's extra 10 minutes) passes game time before the
      // spell takes effect, so its duration starts when the casting completes.
      const r = rules.castOverTime(toCaster(c), c.spells, castingConditionsOf(c), withCharacterFacts(c, request));
      result = r;
      return r.ok ? afterCast(c, r, request) : fail(r.error);
    });
    return result;
  }

  return {
    cast,
    /** Casts and, for a spell with a duration, records its effect on `target`. */
    castWithEffect(id: string, request: CastRequest, target: string): CastWithEffectResult {
      const r = cast(id, request);
      return r.ok ? withEffect(id, request, r, target) : r;
    },
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
      const out: { result: CastWithEffectResult | { ok: false; error: 'noCasting' | 'notFound' }; request?: CastRequest; target: string } = { result: { ok: false, error: 'notFound' }, target: '' };
      get().updateCharacter(id, (c) => {
        const casting = c.caster.casting;
        if (!casting || casting.spellId !== spell.id) {
          out.result = { ok: false, error: 'noCasting' };
          return fail('noCasting');
        }
        const req = withCharacterFacts(c, rules.castingRequest(casting, spell));
        const r = rules.completeCasting(toCaster(c), c.spells, castingConditionsOf(c), req);
        Object.assign(out, { result: r, request: req, target: casting.target ?? '' });
        return r.ok ? afterCast(c, r, req) : fail(r.error);
      });
      const r = out.result;
      return r.ok && out.request ? withEffect(id, out.request, r as CastSuccess, out.target) : r;
    },
    cancelCasting: (id: string): ActionResult => get().updateCharacter(id, casterEdit((s) => (s.casting ? { ok: true, next: rules.cancelCasting(s) } : fail('noCasting')))),
  };
}
