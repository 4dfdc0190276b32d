// Importing characters and homebrew spells (files, share links): the plan. It loads with the import
// dialog (not part of the first screen); the store's importData applies it. The data arrives already
// validated (src/persistence/exchange.ts parseImport); this slice only decides how it joins what
// the player has:
// - merge: everything is added; a character whose id is taken gets a new id; a homebrew spell whose
//   id is taken is skipped when identical, else added under a new id (the imported characters'
//   spell lists follow the new id);
// - replace, file of kind "all": characters and homebrew spells become the file's (a character
//   here whose id the file holds, different, counts as replaced, not as added or removed);
// - replace, kind "character": the character with the same id is replaced (else added).
// A replaced character gets a fresh updatedAt when it differs, so other open tabs (which merge by
// updatedAt) take the imported version instead of keeping theirs.
import type { Character, HomebrewSpell, PersistedState } from './types';
import { newId } from './defaults';

export type ImportMode = 'merge' | 'replace';
export interface ImportPayload {
  kind: 'all' | 'character';
  characters: Character[];
  homebrew: HomebrewSpell[];
}
export interface ImportSummary {
  added: number;
  replaced: number;
  /** characters of the file this device has already, the same to the letter: not added twice */
  unchanged: number;
  /** "replace everything": the data is now the file's (added + replaced + unchanged characters);
   *  replaced = characters here whose version the file's overwrote; removed = here and now gone */
  everything: boolean;
  removed: number;
  /** characters that got a new id because theirs was taken */
  renamed: number;
  homebrewAdded: number;
  homebrewRenamed: number;
}

export type ImportTarget = Pick<PersistedState, 'characters' | 'homebrew' | 'activeCharacterId'>;
export interface ImportPlan {
  next: ImportTarget;
  summary: ImportSummary;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function freeId(base: string, taken: Set<string>): string {
  const stem = base.slice(0, 70).replace(/-+$/, '') || 'kouzlo';
  for (let n = 2; ; n++) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** Pure: the state after importing (exported for tests). */
export function planImport(current: ImportTarget, payload: ImportPayload, mode: ImportMode, now = new Date().toISOString(), makeId = newId): ImportPlan {
  const summary: ImportSummary = { added: 0, replaced: 0, unchanged: 0, everything: false, removed: 0, renamed: 0, homebrewAdded: 0, homebrewRenamed: 0 };
  const replaceAll = mode === 'replace' && payload.kind === 'all';

  // Homebrew spells first: their ids may change, and the characters follow.
  const homebrew = replaceAll ? [] : [...current.homebrew];
  const hbIds = new Set(homebrew.map((h) => h.data.id));
  const rename = new Map<string, string>();
  for (const h of payload.homebrew) {
    const existing = homebrew.find((x) => x.data.id === h.data.id);
    if (existing && same(existing, h)) continue;
    if (existing || hbIds.has(h.data.id)) {
      const id = freeId(h.data.id, hbIds);
      rename.set(h.data.id, id);
      homebrew.push({ ...h, data: { ...h.data, id } });
      hbIds.add(id);
      summary.homebrewRenamed++;
    } else {
      homebrew.push(h);
      hbIds.add(h.data.id);
    }
    summary.homebrewAdded++;
  }
  const incoming = payload.characters.map((c) =>
    c.spells.some((s) => rename.has(s.spellId)) ? { ...c, spells: c.spells.map((s) => (rename.has(s.spellId) ? { ...s, spellId: rename.get(s.spellId)! } : s)) } : c,
  );

  let characters: Character[];
  const stamp = (c: Character, old: Character | undefined) => (old && !same(old, c) ? { ...c, updatedAt: now > c.updatedAt ? now : c.updatedAt } : c);
  if (replaceAll) {
    const before = new Map(current.characters.map((c) => [c.id, c]));
    const ids = new Set<string>();
    characters = incoming.map((c) => {
      const old = ids.has(c.id) ? undefined : before.get(c.id);
      let next = stamp(c, old);
      if (ids.has(next.id)) {
        next = { ...next, id: makeId() };
        summary.renamed++;
      }
      ids.add(next.id);
      // the player's own version of a character is overwritten only when the file's differs
      if (!old) summary.added++;
      else if (same(old, c)) summary.unchanged++;
      else summary.replaced++;
      return next;
    });
    summary.everything = true;
    const kept = new Set(characters.map((c) => c.id));
    summary.removed = current.characters.filter((c) => !kept.has(c.id)).length;
  } else {
    characters = [...current.characters];
    const ids = new Set(characters.map((c) => c.id));
    const fromFile = new Set<string>();
    for (const c of incoming) {
      const i = characters.findIndex((x) => x.id === c.id);
      // a whole backup again: what is here already, the same to the letter, is not doubled (one
      // character's file asks the player first, who may want the copy)
      if (payload.kind === 'all' && i >= 0 && !fromFile.has(c.id) && same(characters[i], c)) {
        summary.unchanged++;
      } else if (mode === 'replace' && i >= 0 && !fromFile.has(c.id)) {
        characters[i] = stamp(c, characters[i]);
        summary.replaced++;
      } else if (ids.has(c.id)) {
        const id = makeId();
        characters.push({ ...c, id });
        ids.add(id);
        summary.added++;
        summary.renamed++;
      } else {
        characters.push(c);
        ids.add(c.id);
        summary.added++;
      }
      fromFile.add(c.id);
    }
  }
  const keepActive = current.activeCharacterId !== null && characters.some((c) => c.id === current.activeCharacterId);
  const activeCharacterId = keepActive ? current.activeCharacterId : (characters[0]?.id ?? null);
  return { next: { characters, homebrew, activeCharacterId }, summary };
}

