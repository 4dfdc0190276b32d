// Test helper for store tests: a fresh store holding one character (a wizard 5 by default).
import { createAppStore } from '../store/app-store';
import type { Character } from '../store/types';
import type { ClassLevel } from '../rules';

export function storeWithCharacter(classes: ClassLevel[] = [{ classId: 'wizard', level: 5 }], name = 'Mira') {
  const store = createAppStore();
  const r = store.getState().createCharacter({ name, classes, abilities: { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  const id = r.id;
  const char = (): Character => store.getState().characters.find((c) => c.id === id)!;
  return { store, id, char };
}
