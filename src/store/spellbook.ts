// A character's spells per class: add (checked against the class list by the rules), remove,
// change status (prepare / unprepare), and the daily preparation after a long rest.
import { checkAddSpell, type ClassId, type SpellStatus, type SpellMechanics } from '../rules';
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { Character } from './types';
import { fail, OK, type ActionResult } from './result';
import { touched } from './defaults';

export interface AddSpellRequest { spell: SpellMechanics; classId: ClassId; status: SpellStatus }

export interface SpellbookActions {
  /** Refused with a rules code (notOnClassList, levelTooHigh, …) unless `force` (the player insists: homebrew tables). */
  addSpell(characterId: string, req: AddSpellRequest, opts?: { force?: boolean }): ActionResult<{ warnings: string[] }>;
  removeSpell(characterId: string, spellId: string, classId: ClassId): ActionResult;
  setSpellStatus(characterId: string, spellId: string, classId: ClassId, status: SpellStatus): ActionResult;
  /** Replace the prepared set of one class at once (daily preparation); clears preparationPending. */
  setPreparedSpells(characterId: string, classId: ClassId, preparedIds: string[]): ActionResult;
  finishPreparation(characterId: string): void;
}

function patchCharacter(set: Parameters<StateCreator<AppState>>[0], id: string, fn: (c: Character) => Character) {
  set((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...fn(c), updatedAt: touched(c.updatedAt) } : c)) }));
}

export const spellbookSlice: StateCreator<AppState, [], [], SpellbookActions> = (set, get) => ({
  addSpell(characterId, req, opts) {
    const c = get().characters.find((x) => x.id === characterId);
    if (!c) return fail('notFound');
    const cl = c.classes.find((x) => x.classId === req.classId);
    if (!cl) return fail('classNotOnCharacter');
    const check = checkAddSpell(cl, req.spell, req.status, c.spells);
    if (!check.ok && (!opts?.force || !check.overridable)) return fail(check.error);
    patchCharacter(set, characterId, (ch) => ({
      ...ch,
      spells: [...ch.spells.filter((s) => !(s.spellId === req.spell.id && s.classId === req.classId)), { spellId: req.spell.id, classId: req.classId, status: req.status }],
    }));
    return { ok: true, warnings: check.ok ? check.warnings : [check.error] };
  },
  removeSpell(characterId, spellId, classId) {
    const c = get().characters.find((x) => x.id === characterId);
    if (!c?.spells.some((s) => s.spellId === spellId && s.classId === classId)) return fail('notFound');
    patchCharacter(set, characterId, (ch) => ({ ...ch, spells: ch.spells.filter((s) => !(s.spellId === spellId && s.classId === classId)) }));
    return OK;
  },
  setSpellStatus(characterId, spellId, classId, status) {
    const c = get().characters.find((x) => x.id === characterId);
    if (!c?.spells.some((s) => s.spellId === spellId && s.classId === classId)) return fail('notFound');
    patchCharacter(set, characterId, (ch) => ({ ...ch, spells: ch.spells.map((s) => (s.spellId === spellId && s.classId === classId ? { ...s, status } : s)) }));
    return OK;
  },
  setPreparedSpells(characterId, classId, preparedIds) {
    const c = get().characters.find((x) => x.id === characterId);
    if (!c) return fail('notFound');
    const want = new Set(preparedIds);
    patchCharacter(set, characterId, (ch) => {
      // Cantrips ('known') and domain/oath spells ('alwaysPrepared') are not part of daily preparation.
      const other = ch.spells.filter((s) => s.classId !== classId || s.status === 'known' || s.status === 'alwaysPrepared');
      const mine = ch.spells.filter((s) => s.classId === classId && (s.status === 'prepared' || s.status === 'inBook'));
      let next: typeof ch.spells;
      if (classId === 'wizard') {
        // A wizard prepares only from the spellbook; unprepared spells stay in the book.
        next = mine.map((s) => ({ ...s, status: want.has(s.spellId) ? 'prepared' : 'inBook' }));
      } else {
        // Clerics, druids and paladins prepare from the whole class list: the set is replaced.
        const fixed = new Set(other.filter((s) => s.classId === classId).map((s) => s.spellId));
        next = [...want].filter((id) => !fixed.has(id)).map((spellId) => ({ spellId, classId, status: 'prepared' as const }));
      }
      return { ...ch, preparationPending: false, spells: [...other, ...next] };
    });
    return OK;
  },
  finishPreparation(characterId) {
    patchCharacter(set, characterId, (ch) => ({ ...ch, preparationPending: false }));
  },
});
