// A character's spells per class: add (checked against the class list by the rules), remove,
// change status (prepare / unprepare), and the daily preparation after a long rest.
import { checkAddSpell, checkWizardChoice, type AddSpellError, type ClassId, type OwnedSpell, type SpellStatus, type SpellMechanics } from '../rules';
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import { fail, type ActionResult } from './result';
import { addFactsOf } from './gear';

export interface AddSpellRequest { spell: SpellMechanics; classId: ClassId; status: SpellStatus }

export interface SpellbookActions {
  /** Refused with a rules code (notOnClassList, levelTooHigh, …) unless the GM allowed it: `waived`
   *  lists the refusals allowed one by one (another one still refuses); `force` allows every
   *  overridable one (putting back a spell just removed). */
  addSpell(characterId: string, req: AddSpellRequest, opts?: { force?: boolean; waived?: readonly AddSpellError[] }): ActionResult<{ warnings: string[] }>;
  removeSpell(characterId: string, spellId: string, classId: ClassId): ActionResult;
  setSpellStatus(characterId: string, spellId: string, classId: ClassId, status: SpellStatus): ActionResult;
  /** Replace the prepared set of one class at once (daily preparation); clears preparationPending. */
  setPreparedSpells(characterId: string, classId: ClassId, preparedIds: string[]): ActionResult;
  finishPreparation(characterId: string): void;
  /** A wizard's Spell Mastery ('mastery': one 1st- and one 2nd-level spell) or signature spells
   *  ('signature': two 3rd-level) from the spellbook, refused with a rules code (checkWizardChoice);
   *  `levelOf` gives a spell's level by id. An empty list clears the choice. */
  setWizardSpells(characterId: string, kind: 'mastery' | 'signature', ids: readonly string[], levelOf: (id: string) => number | undefined): ActionResult;
}

const same = (s: OwnedSpell, spellId: string, classId: ClassId) => s.spellId === spellId && s.classId === classId;

export const spellbookSlice: StateCreator<AppState, [], [], SpellbookActions> = (_set, get) => ({
  addSpell(characterId, req, opts) {
    let warnings: string[] = [];
    const r = get().updateCharacter(characterId, (c) => {
      const cl = c.classes.find((x) => x.classId === req.classId);
      if (!cl) return fail('classNotOnCharacter');
      const check = checkAddSpell(cl, req.spell, req.status, c.spells, opts?.waived, addFactsOf(c));
      if (!check.ok && (!opts?.force || !check.overridable)) return fail(check.error);
      warnings = check.ok ? check.warnings : [check.error];
      const spell = { spellId: req.spell.id, classId: req.classId, status: req.status };
      return { ...c, spells: [...c.spells.filter((s) => !same(s, req.spell.id, req.classId)), spell] };
    });
    return r.ok ? { ok: true, warnings } : r;
  },
  removeSpell(characterId, spellId, classId) {
    return get().updateCharacter(characterId, (c) =>
      c.spells.some((s) => same(s, spellId, classId)) ? { ...c, spells: c.spells.filter((s) => !same(s, spellId, classId)) } : fail('notFound'),
    );
  },
  setSpellStatus(characterId, spellId, classId, status) {
    return get().updateCharacter(characterId, (c) =>
      c.spells.some((s) => same(s, spellId, classId)) ? { ...c, spells: c.spells.map((s) => (same(s, spellId, classId) ? { ...s, status } : s)) } : fail('notFound'),
    );
  },
  setPreparedSpells(characterId, classId, preparedIds) {
    const want = new Set(preparedIds);
    return get().updateCharacter(characterId, (ch) => {
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
  },
  setWizardSpells(characterId, kind, ids, levelOf) {
    return get().updateCharacter(characterId, (c) => {
      const error = checkWizardChoice(c.classes, kind, ids, c.spells, levelOf);
      if (error) return fail(error);
      const { masterySpells: _m, signatureSpells: _s, ...rest } = c;
      const mastery = kind === 'mastery' ? ids : (c.masterySpells ?? []);
      const signature = kind === 'signature' ? ids : (c.signatureSpells ?? []);
      // an empty choice leaves no field behind (absent = none chosen)
      return { ...rest, ...(mastery.length ? { masterySpells: [...mastery] } : {}), ...(signature.length ? { signatureSpells: [...signature] } : {}) };
    });
  },
  finishPreparation(characterId) {
    get().updateCharacter(characterId, (ch) => ({ ...ch, preparationPending: false }));
  },
});
