// Homebrew spells (vlastní kouzla): checked as the catalog's schema would (src/data/homebrew-check.ts,
// no zod, loaded through homebrew-gate.ts) before they are stored.
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { HomebrewSpell } from './types';
import { homebrewCheck } from '../data/homebrew-gate';
import { fail, OK, type ActionResult } from './result';

export interface HomebrewActions {
  saveHomebrew(spell: HomebrewSpell): ActionResult;
  deleteHomebrew(id: string): ActionResult<{ undo: HomebrewSpell }>;
}

export const homebrewSlice: StateCreator<AppState, [], [], HomebrewActions> = (set, get) => ({
  saveHomebrew(spell) {
    // The homebrew screen loads the check before it renders (its chunk imports homebrew-check).
    const issues = homebrewCheck().homebrewIssues(spell);
    if (issues.length) return fail('invalidHomebrew', Object.fromEntries(issues.map((i) => [i.path.join('.'), i.code])));
    const hb: HomebrewSpell = { data: { ...spell.data, homebrew: true }, text: spell.text };
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
