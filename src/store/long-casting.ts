// A spell cast over minutes or hours (or as a ritual) at the table: started now (checked, nothing
// spent, other concentration ends), completed later (the slot is spent then and the effect
// recorded), or cancelled; a broken concentration makes it fail (rules/long-casting.ts).
import * as rules from '../rules';
import type { CastRequest, SpellMechanics, StartCastingResult } from '../rules';
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import { fromCaster, toCaster } from './defaults';
import { fail, type ActionResult } from './result';
import { casterEdit } from './edit';
import { withCharacterFacts } from './gear';
import { withEffect, type CastWithEffectResult } from './session';
import { afterCast } from './table';

export interface LongCastingActions {
  /** Starts casting a spell that takes longer than an action; `target`: where its effect will land. */
  startCasting(characterId: string, request: CastRequest, target: string): StartCastingResult;
  /** The casting's time passes and the spell is cast (`spell`: the mechanics of the spell being cast). */
  completeCasting(characterId: string, spell: SpellMechanics): CastWithEffectResult | { ok: false; error: 'noCasting' | 'notFound' };
  cancelCasting(characterId: string): ActionResult;
}

export const longCastingSlice: StateCreator<AppState, [], [], LongCastingActions> = (_set, get) => ({
  startCasting(id, request, target) {
    let result: StartCastingResult = { ok: false, error: 'noSpellcasting', errors: ['noSpellcasting'], overridable: false };
    get().updateCharacter(id, (c) => {
      const r = rules.startCasting(toCaster(c), c.spells, c.conditions, withCharacterFacts(c, request), target);
      result = r;
      return r.ok ? { ...c, caster: fromCaster(r.next) } : fail(r.error);
    });
    return result;
  },
  completeCasting(id, spell) {
    // what the last application of the edit computed (it may run again on a newer copy)
    const out: { result: ReturnType<LongCastingActions['completeCasting']>; request?: CastRequest; target: string } = { result: { ok: false, error: 'notFound' }, target: '' };
    get().updateCharacter(id, (c) => {
      const casting = c.caster.casting;
      if (!casting || casting.spellId !== spell.id) {
        out.result = { ok: false, error: 'noCasting' };
        return fail('noCasting');
      }
      const req = withCharacterFacts(c, rules.castingRequest(casting, spell));
      const r = rules.completeCasting(toCaster(c), c.spells, c.conditions, req);
      Object.assign(out, { result: r, request: req, target: casting.target ?? '' });
      return r.ok ? afterCast(c, r, req) : fail(r.error);
    });
    const r = out.result;
    return r.ok && out.request ? withEffect(get, id, out.request, r, out.target) : r;
  },
  cancelCasting: (id) => get().updateCharacter(id, casterEdit((s) => (s.casting ? { ok: true, next: rules.cancelCasting(s) } : fail('noCasting')))),
});
