// What a tab shows: its own waiting actions folded onto the latest stored state it knows
// (pending.ts). Set into the store only where it differs, as the same objects where nothing
// changed (renders and the JSON cache go by identity). The tab-local choice of character is not
// part of it and survives every adoption.
import type { Character, PersistedState } from '../store/types';
import { pickPersisted } from '../store/app-store';
import { applyIndexChange, foldPending } from './pending';
import { pendingChanges, pendingEdits, type TabState } from './tab-state';
import { encodeItem } from './codec';

/** `s` into the store, marked as persistence's own (the writer does not take it for an action). */
export function setView(t: TabState, s: Partial<PersistedState>): void {
  t.applying = true;
  try {
    t.store.setState(s);
  } finally {
    t.applying = false;
  }
}

const sameChar = (a: Character | undefined, b: Character) => a === b || (a !== undefined && encodeItem(a) === encodeItem(b));

/** Rebuilds the view from `t.stored`, `t.index` and the waiting actions; sets what changed. */
export function refreshView(t: TabState): void {
  // Memory holds what storage lacks and no waiting action stands for it: kept until a full write
  // stores it. (A refused action stays waiting: the view shows it on top of the latest state.)
  if (t.frozen) return;
  const changes = pendingChanges(t);
  const idx = changes.reduce(applyIndexChange, t.index);
  const added = new Map<string, Character>();
  for (const ch of changes) for (const a of ch.added) added.set(a.value.id, a.value);
  const cur = pickPersisted(t.store.getState());
  const curById = new Map(cur.characters.map((c) => [c.id, c]));
  const characters: Character[] = [];
  for (const id of idx.ids) {
    const base = t.stored.get(id) ?? added.get(id);
    if (!base) continue;
    const v = foldPending(base, pendingEdits(t, id));
    const now = curById.get(id);
    characters.push(now && sameChar(now, v) ? now : v);
  }
  const next: Partial<PersistedState> = {};
  if (characters.length !== cur.characters.length || characters.some((c, i) => c !== cur.characters[i])) next.characters = characters;
  if (encodeItem(idx.settings) !== encodeItem(cur.settings)) next.settings = idx.settings;
  if (idx.activeCharacterId !== cur.activeCharacterId) next.activeCharacterId = idx.activeCharacterId;
  if (idx.homebrew.length !== cur.homebrew.length || idx.homebrew.some((h, i) => h !== cur.homebrew[i] && encodeItem(h) !== encodeItem(cur.homebrew[i]))) next.homebrew = idx.homebrew;
  if (Object.keys(next).length) setView(t, next);
}
