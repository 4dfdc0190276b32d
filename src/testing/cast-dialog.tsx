// Test helper for the cast dialog: Czech i18n and the Czech catalog loaded once, a character made
// with the given classes and spells (an empty store first), and the dialog opened on a spell.
import { beforeAll } from 'vitest';
import { act, render } from '@testing-library/react';
import { setupTestI18n } from './i18n';
import { loadCatalog } from '../data/catalog';
import type { Spell } from '../data/types';
import { useAppStore } from '../store/app-store';
import { initialState } from '../store/defaults';
import type { Character } from '../store/types';
import type { ClassLevel, OwnedSpell } from '../rules';
import { CastDialog } from '../features/cast/CastDialog';

const ABILITIES = { str: 10, dex: 14, con: 14, int: 18, wis: 12, cha: 18 };

export function setupCastDialog() {
  const byId = new Map<string, Spell>();
  beforeAll(async () => {
    await setupTestI18n('cs');
    for (const s of await loadCatalog('cs')) byId.set(s.id, s);
  }, 30_000);
  /** A character alone in the store, with these classes and spells; returns its id. */
  function make(classes: ClassLevel[], spells: OwnedSpell[], name = 'Umara'): string {
    useAppStore.setState(initialState());
    const r = useAppStore.getState().createCharacter({ name, classes, abilities: ABILITIES });
    if (!r.ok) throw new Error(r.error);
    useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === r.id ? { ...c, spells } : c)) }));
    return r.id;
  }
  const char = (id: string): Character => useAppStore.getState().characters.find((c) => c.id === id)!;
  async function open(id: string, spellId: string, more: { fromScroll?: boolean } = {}) {
    render(<CastDialog characterId={id} spell={byId.get(spellId)!} onClose={() => {}} {...more} />);
    await act(() => Promise.resolve());
  }
  return { byId, make, char, open };
}
