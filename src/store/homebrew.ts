// Homebrew spells (vlastní kouzla): validated with the catalog's schema before they are stored.
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { HomebrewSpell } from './types';
import { homebrewSpellSchema } from '../data/schema';
import { fail, OK, type ActionResult } from './result';

export interface HomebrewActions {
  saveHomebrew(spell: HomebrewSpell): ActionResult;
  deleteHomebrew(id: string): ActionResult<{ undo: HomebrewSpell }>;
}

export const homebrewSlice: StateCreator<AppState, [], [], HomebrewActions> = (set, get) => ({
  saveHomebrew(spell) {
    const parsed = homebrewSpellSchema.safeParse(spell);
    if (!parsed.success) return fail('invalidHomebrew', Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.code])));
    const hb = { ...parsed.data, data: { ...parsed.data.data, homebrew: true } } as HomebrewSpell;
    set((s) => ({ homebrew: s.homebrew.some((h) => h.data.id === hb.data.id) ? s.homebrew.map((h) => (h.data.id === hb.data.id ? hb : h)) : [...s.homebrew, hb] }));
    return OK;
  },
  deleteHomebrew(id) {
    const h = get().homebrew.find((x) => x.data.id === id);
    if (!h) return fail('notFound');
    set((s) => ({ homebrew: s.homebrew.filter((x) => x.data.id !== id) }));
    return { ok: true, undo: h };
  },
});
