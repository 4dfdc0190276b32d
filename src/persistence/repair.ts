// "Try to repair" for data that is not valid JSON (a write cut short, a hand edit gone wrong):
// salvage every complete character and homebrew spell that can still be read from the raw text.
// The raw text itself stays in its backup key whatever happens. Since version 2 the characters and
// homebrew spells live in keys of their own (layout.ts): their texts are salvaged too.
import type { Character, HomebrewSpell, PersistedState, Settings } from '../store/types';
import { validateCharacter, validateState } from './validate';
import { validateHomebrew } from './homebrew';
import { runMigrations } from './migrations';
import { CHARACTER_PREFIX, HOMEBREW_KEY } from './keys';

export interface Salvage {
  characters: Character[];
  homebrew: HomebrewSpell[];
  settings: Settings | null;
}

/** Index of the bracket closing the object/array that opens at `start`, or -1 (text cut short). */
export function closingIndex(s: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === 92 /* \ */) escaped = true;
      else if (ch === 34 /* " */) inString = false;
      continue;
    }
    if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) depth++;
    else if (ch === 125 || ch === 93) {
      depth--;
      if (depth === 0) return i;
      if (depth < 0) return -1;
    }
  }
  return -1;
}

function parseAt(s: string, start: number): { value: unknown; end: number } | null {
  const end = closingIndex(s, start);
  if (end < 0) return null;
  try {
    return { value: JSON.parse(s.slice(start, end + 1)), end };
  } catch {
    return null;
  }
}

/** Everything readable from the raw text of the main key and the texts of the other keys (`parts`:
 *  one character each, or the homebrew list). The first copy of an id wins. */
export function salvage(raw: string, parts: readonly string[] = []): Salvage {
  const out = salvageText(raw);
  const ids = new Set(out.characters.map((c) => c.id));
  const hbIds = new Set(out.homebrew.map((h) => h.data.id));
  for (const text of parts) {
    const s = salvageText(text);
    for (const c of s.characters) {
      if (ids.has(c.id)) continue;
      ids.add(c.id);
      out.characters.push(c);
    }
    for (const h of s.homebrew) {
      if (hbIds.has(h.data.id)) continue;
      hbIds.add(h.data.id);
      out.homebrew.push(h);
    }
  }
  return out;
}

function salvageText(raw: string): Salvage {
  // Whole JSON that is simply not in the envelope (e.g. a bare state): validate it as a state.
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) {
      // The homebrew key: a list of spells.
      const check = validateState({ homebrew: parsed }, undefined, validateHomebrew);
      if (check) return { characters: [], homebrew: check.state.homebrew, settings: null };
    } else if (parsed && typeof parsed === 'object' && 'classes' in parsed) {
      // A character key.
      const c = validateCharacter(parsed);
      return { characters: c.ok ? [c.value] : [], homebrew: [], settings: null };
    } else if (parsed && typeof parsed === 'object') {
      const p = parsed as { version?: unknown; state?: unknown };
      const candidate = typeof p.version === 'number' && p.state ? safeMigrate(p.state, p.version) : parsed;
      const check = validateState(candidate, undefined, validateHomebrew);
      if (check) return { characters: check.state.characters, homebrew: check.state.homebrew, settings: check.state.settings };
    }
  } catch {
    /* not JSON: scan below */
  }
  const characters: Character[] = [];
  const homebrew: HomebrewSpell[] = [];
  const ids = new Set<string>();
  const hbIds = new Set<string>();
  let settings: Settings | null = null;
  // Stored characters start with "id", homebrew spells with "data" (JSON keeps insertion order).
  const re = /\{\s*"(id|data)"\s*:|"settings"\s*:\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m[0].startsWith('{') ? m.index : m.index + m[0].length - 1;
    const found = parseAt(raw, start);
    if (!found) continue;
    if (m[1] === 'id') {
      const c = validateCharacter(found.value);
      if (c.ok && !ids.has(c.value.id)) {
        characters.push(c.value);
        ids.add(c.value.id);
        re.lastIndex = found.end + 1;
      }
    } else if (m[1] === 'data') {
      const h = validateHomebrew(found.value);
      if (h.ok && !hbIds.has(h.value.data.id)) {
        homebrew.push(h.value);
        hbIds.add(h.value.data.id);
        re.lastIndex = found.end + 1;
      }
    } else {
      const v = found.value as Partial<Settings>;
      if ((v.language === 'cs' || v.language === 'en') && (v.theme === 'system' || v.theme === 'light' || v.theme === 'dark')) settings = { ...v, language: v.language, theme: v.theme };
    }
  }
  return { characters, homebrew, settings };
}

function safeMigrate(state: unknown, version: number): unknown {
  try {
    return runMigrations(state, version);
  } catch {
    return state;
  }
}

/** The salvaged data joined with what is in memory now (characters made meanwhile are kept). */
export function applySalvage(current: PersistedState, s: Salvage): PersistedState {
  const ids = new Set(s.characters.map((c) => c.id));
  const hb = new Set(s.homebrew.map((h) => h.data.id));
  const characters = [...s.characters, ...current.characters.filter((c) => !ids.has(c.id))];
  return {
    characters,
    activeCharacterId: current.activeCharacterId ?? characters[0]?.id ?? null,
    homebrew: [...s.homebrew, ...current.homebrew.filter((h) => !hb.has(h.data.id))],
    settings: s.settings ?? current.settings,
  };
}

/** Texts of the character and homebrew keys (`keys`: the character keys there are), for "try to
 *  repair" of a corrupt main key. */
export function itemTexts(storage: Storage, keys: readonly string[]): string[] {
  const out: string[] = [];
  for (const key of [...keys, HOMEBREW_KEY]) {
    try {
      const t = storage.getItem(key);
      if (t !== null) out.push(t);
    } catch {
      /* unreadable: nothing to salvage there */
    }
  }
  return out;
}

/** Corrupt main key, the user chose: character and homebrew keys the new state does not hold are
 *  copied to backups (`backup` returns the backup's key, null when it failed) and marked as garbage:
 *  removed only after the first write, never lost on the way. */
export function parkItemKeys(storage: Storage, keys: readonly string[], state: PersistedState, backup: (text: string) => string | null, garbage: Set<string>): void {
  const ids = new Set(state.characters.map((c) => c.id));
  for (const key of [...keys, HOMEBREW_KEY]) {
    if (key !== HOMEBREW_KEY && ids.has(key.slice(CHARACTER_PREFIX.length))) continue; // rewritten
    let text: string | null;
    try {
      text = storage.getItem(key);
    } catch {
      continue;
    }
    if (text !== null && backup(text)) garbage.add(key);
  }
}
