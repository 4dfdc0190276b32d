// Test helper for store tests: a fresh store holding one character (a wizard 5 by default).
import { createAppStore } from '../store/app-store';
import { tableActions } from '../store/table';
import type { Character } from '../store/types';
import { expect } from 'vitest';
import type { ClassLevel, OwnedSpell } from '../rules';

type Store = ReturnType<typeof createAppStore>;

export function storeWithCharacter(classes: ClassLevel[] = [{ classId: 'wizard', level: 5 }], name = 'Mira') {
  const store = createAppStore();
  const r = store.getState().createCharacter({ name, classes, abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  const id = r.id;
  const char = (): Character => store.getState().characters.find((c) => c.id === id)!;
  return { store, id, char };
}

/** addCaster, with the character's fight started (round 1: turns count, the bonus-action rule
 *  applies). A new character is out of a fight. */
export function addCasterInFight(store: Store, classes: ClassLevel[], spells: OwnedSpell[] = []): string {
  const id = addCaster(store, classes, spells);
  tableActions(store).newTurn(id);
  return id;
}

/** Adds a character (abilities of a typical caster) with exactly `spells` to `store`; its id. */
export function addCaster(store: Store, classes: ClassLevel[], spells: OwnedSpell[] = []): string {
  const r = store.getState().createCharacter({ name: 'Umara', classes: classes.map((c) => ({ classId: c.classId, level: c.level })), abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  store.setState((s) => ({ characters: s.characters.map((c) => (c.id === r.id ? { ...c, spells } : c)) }));
  return r.id;
}

/** Runs an invalid action and checks that nothing at all changed. */
export function expectUnchanged<R extends { ok: boolean }>(store: Store, action: () => R): R {
  const before = store.getState().characters;
  const r = action();
  expect(r.ok).toBe(false);
  expect(store.getState().characters).toBe(before);
  return r;
}
