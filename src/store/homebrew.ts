// Homebrew spells (vlastní kouzla). What is saved has been parsed with the catalog's schema
// (homebrewSpellSchema: the editor's form, an import); every load checks stored spells with it again.
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { HomebrewSpell } from './types';
import { fail, OK, type ActionResult } from './result';

export interface HomebrewActions {
  saveHomebrew(spell: HomebrewSpell): ActionResult;
  deleteHomebrew(id: string): ActionResult<{ undo: HomebrewSpell }>;
  /** Undo of a delete: the deleted copy comes back only while no spell has its id. One there was
   *  saved since (another tab or device brought it back): it is newer, and the undo is refused. */
  restoreHomebrew(spell: HomebrewSpell): ActionResult;
}

const tagged = (spell: HomebrewSpell): HomebrewSpell => ({ data: { ...spell.data, homebrew: true }, text: spell.text });

export const homebrewSlice: StateCreator<AppState, [], [], HomebrewActions> = (set, get) => ({
  saveHomebrew(spell) {
    const hb = tagged(spell);
    set((s) => ({ homebrew: s.homebrew.some((h) => h.data.id === hb.data.id) ? s.homebrew.map((h) => (h.data.id === hb.data.id ? hb : h)) : [...s.homebrew, hb] }));
    return OK;
  },
  deleteHomebrew(id) {
    const h = get().homebrew.find((x) => x.data.id === id);
    if (!h) return fail('notFound');
    set((s) => ({ homebrew: s.homebrew.filter((x) => x.data.id !== id) }));
    return { ok: true, undo: h };
  },
  restoreHomebrew(spell) {
    if (get().homebrew.some((h) => h.data.id === spell.data.id)) return fail('spellChangedSince');
    set((s) => ({ homebrew: [...s.homebrew, tagged(spell)] }));
    return OK;
  },
});
