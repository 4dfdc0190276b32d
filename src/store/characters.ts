// Characters: create, edit, duplicate, delete (with undo), choose the active one; updateCharacter is
// the one way any slice changes a stored character.
import { changeClasses, metamagicKept } from '../rules';
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { Character } from './types';
import { newCharacter, newId, toCaster, fromCaster, touched } from './defaults';
import { MAX_NAME_LENGTH, validateCharacterInput, type CharacterInput } from './character-input';
import { clipName, nameLength } from '../lib/name-length';
import { fail, OK, type ActionResult } from './result';
import { isFailure, type CharacterEdit } from './edit';

export interface CharacterActions {
  createCharacter(input: CharacterInput): ActionResult<{ id: string }>;
  /** Applies `edit` to the character in memory at once and stamps its updatedAt; persistence
   *  applies the same edit to the latest stored copy (editSink). Every change of an existing
   *  character goes through here; see CharacterEdit for what `edit` may do. */
  updateCharacter(id: string, edit: CharacterEdit): ActionResult;
  /** The character form: name, classes and abilities, checked field by field. With `from` (what the
   *  form showed when it opened) only what the player changed is written: another tab's edit of
   *  another field since then stays. */
  editCharacter(id: string, input: CharacterInput, from?: CharacterInput): ActionResult;
  duplicateCharacter(id: string, copyName: string): ActionResult<{ id: string }>;
  /** Returns what undoDelete needs to put the character back where it was. */
  deleteCharacter(id: string): ActionResult<{ undo: DeletedCharacter }>;
  undoDelete(d: DeletedCharacter): void;
  /** This tab chooses a character: the one its navigation opens, and the last chosen one stored
   *  for the next start. Other tabs keep their own choice. */
  setActiveCharacter(id: string | null): void;
  renameCharacter(id: string, name: string): ActionResult;
  setConditions(id: string, patch: Partial<Character['conditions']>): void;
}

/** The character this tab acts on where a route names none (bottom navigation, bare /boj): the one
 *  the tab chose, else the last chosen one stored (shared by every tab), else the first. */
export function chosenCharacterId(s: Pick<AppState, 'characters' | 'activeCharacterId' | 'chosenCharacterId'>): string | null {
  const has = (id: string | null) => id !== null && s.characters.some((c) => c.id === id);
  if (has(s.chosenCharacterId)) return s.chosenCharacterId;
  if (has(s.activeCharacterId)) return s.activeCharacterId;
  return s.characters[0]?.id ?? null;
}

export interface DeletedCharacter { character: Character; index: number; wasActive: boolean }

export const charactersSlice: StateCreator<AppState, [], [], CharacterActions> = (set, get) => ({
  createCharacter(input) {
    const { errors, classes, abilities } = validateCharacterInput(input);
    if (Object.keys(errors).length) return fail('invalidInput', errors as Record<string, string>);
    const c = newCharacter(input.name.trim(), classes, abilities);
    set((s) => ({ characters: [...s.characters, c], activeCharacterId: c.id, chosenCharacterId: c.id }));
    return { ok: true, id: c.id };
  },
  updateCharacter(id, edit) {
    const c = get().characters.find((x) => x.id === id);
    if (!c) return fail('notFound');
    const r = edit(c);
    if (isFailure(r)) return r;
    const next: Character = { ...r, id, updatedAt: touched(c.updatedAt) };
    get().editSink?.(id, edit, c, next);
    set((s) => ({ characters: s.characters.map((x) => (x.id === id ? next : x)) }));
    return OK;
  },
  editCharacter(id, input, from) {
    const { errors, classes, abilities } = validateCharacterInput(input);
    if (Object.keys(errors).length) return fail('invalidInput', errors as Record<string, string>);
    const was = from && validateCharacterInput(from);
    const name = input.name.trim();
    const nameChanged = !from || name !== from.name.trim();
    const classesChanged = !was || JSON.stringify(classes) !== JSON.stringify(was.classes);
    const changedAbilities = Object.fromEntries(Object.entries(abilities).filter(([k, v]) => !was || was.abilities[k as keyof typeof abilities] !== v));
    // A level or class change may lower maxima: bring spent slots etc. back within range, holding
    // what was spent above them so that raising the level again refills nothing (rules/state.ts).
    // Spells of a class the character no longer has are kept (never silently lost); the
    // spellbook lists them apart so the player can move or remove them.
    return get().updateCharacter(id, (c) => {
      const nextClasses = classesChanged ? classes : c.classes;
      // Metamagic options over the sorcerer level's allowance: the last chosen go (said before saving)
      const metamagic = c.metamagic && metamagicKept(nextClasses, c.metamagic).keep;
      return {
        ...c,
        name: nameChanged ? name : c.name,
        classes: nextClasses,
        abilities: { ...c.abilities, ...changedAbilities },
        caster: fromCaster(changeClasses(toCaster(c), nextClasses)),
        ...(metamagic && metamagic.length !== c.metamagic?.length ? { metamagic } : {}),
      };
    });
  },
  duplicateCharacter(id, copyName) {
    const c = get().characters.find((x) => x.id === id);
    if (!c) return fail('notFound');
    const now = new Date().toISOString();
    const copy: Character = { ...structuredClone(c), id: newId(), name: clipName(copyName, MAX_NAME_LENGTH), createdAt: now, updatedAt: now };
    set((s) => {
      const i = s.characters.findIndex((x) => x.id === id);
      const list = [...s.characters];
      list.splice(i + 1, 0, copy);
      return { characters: list };
    });
    return { ok: true, id: copy.id };
  },
  deleteCharacter(id) {
    const s = get();
    const index = s.characters.findIndex((x) => x.id === id);
    if (index < 0) return fail('notFound');
    const undo = { character: s.characters[index], index, wasActive: chosenCharacterId(s) === id };
    set((st) => {
      const characters = st.characters.filter((x) => x.id !== id);
      const activeCharacterId = st.activeCharacterId === id ? (characters[0]?.id ?? null) : st.activeCharacterId;
      return { characters, activeCharacterId, chosenCharacterId: st.chosenCharacterId === id ? activeCharacterId : st.chosenCharacterId };
    });
    return { ok: true, undo };
  },
  undoDelete(d) {
    set((s) => {
      if (s.characters.some((x) => x.id === d.character.id)) return {};
      const list = [...s.characters];
      list.splice(Math.min(d.index, list.length), 0, d.character);
      return d.wasActive ? { characters: list, activeCharacterId: d.character.id, chosenCharacterId: d.character.id } : { characters: list };
    });
  },
  setActiveCharacter(id) {
    if (id !== null && !get().characters.some((c) => c.id === id)) return;
    set({ activeCharacterId: id, chosenCharacterId: id });
  },
  renameCharacter(id, name) {
    const n = name.trim();
    if (!n) return fail('nameRequired');
    if (nameLength(n) > MAX_NAME_LENGTH) return fail('nameTooLong');
    return get().updateCharacter(id, (c) => ({ ...c, name: n }));
  },
  setConditions(id, patch) {
    get().updateCharacter(id, (c) => ({ ...c, conditions: { ...c.conditions, ...patch } }));
  },
});
