import { describe, expect, it } from 'vitest';
import { planImport, type ImportPayload } from './import-plan';
import { createAppStore, pickPersisted } from './app-store';
import fixtureV1 from '../persistence/migrations/fixtures/v1.json';
import type { PersistedState } from './types';

const state = fixtureV1.state as unknown as PersistedState;
const [wizard, cleric] = state.characters;
const hb = state.homebrew[0];
const ids = (() => {
  let n = 0;
  return () => `new-${++n}`;
})();

describe('planImport', () => {
  it('merge: adds everything; taken ids of other characters get new ids', () => {
    const changed = { ...wizard, name: 'Umara z jiného zařízení' };
    const payload: ImportPayload = { kind: 'all', characters: [changed, { ...cleric, id: 'fresh' }], homebrew: [hb] };
    const { next, summary } = planImport(state, payload, 'merge', '2030-01-01T00:00:00.000Z', ids);
    expect(next.characters.map((c) => c.id)).toEqual([wizard.id, cleric.id, 'new-1', 'fresh']);
    expect(next.characters[2]).toEqual({ ...changed, id: 'new-1' });
    expect(next.homebrew).toEqual([hb]); // identical spell: not duplicated
    expect(summary).toEqual({ added: 2, replaced: 0, unchanged: 0, everything: false, removed: 0, renamed: 1, homebrewAdded: 0, homebrewRenamed: 0 });
    expect(next.activeCharacterId).toBe(state.activeCharacterId);
  });

  it('merge: a character this device has to the letter (its own backup again) is not added twice', () => {
    const { next, summary } = planImport(state, { kind: 'all', characters: [wizard, cleric], homebrew: [hb] }, 'merge');
    expect(next.characters).toEqual(state.characters);
    expect(summary).toMatchObject({ added: 0, unchanged: 2, renamed: 0 });
  });

  it('merge: a different homebrew spell under a taken id gets a new id, and imported characters follow it', () => {
    const other = { ...hb, text: { ...hb.text, name: 'Jiný šíp' } };
    const { next, summary } = planImport(state, { kind: 'character', characters: [{ ...wizard, id: 'w2' }], homebrew: [other] }, 'merge');
    expect(next.homebrew.map((h) => h.data.id)).toEqual([hb.data.id, `${hb.data.id}-2`]);
    expect(next.characters.find((c) => c.id === 'w2')!.spells.some((s) => s.spellId === `${hb.data.id}-2`)).toBe(true);
    // the player's own character still points at the original
    expect(next.characters[0].spells.some((s) => s.spellId === hb.data.id)).toBe(true);
    expect(summary.homebrewRenamed).toBe(1);
  });

  it('replace all: the file becomes the state; identical characters keep their timestamps', () => {
    const { next, summary } = planImport(state, { kind: 'all', characters: [cleric], homebrew: [] }, 'replace', '2030-01-01T00:00:00.000Z');
    expect(next.characters).toEqual([cleric]);
    expect(summary).toMatchObject({ everything: true, added: 0, replaced: 0, unchanged: 1, removed: 1 });
    expect(next.homebrew).toEqual([]);
    expect(next.activeCharacterId).toBe(cleric.id);
  });

  it('replace all: a character here under an id of the file counts as replaced when the file\'s differs', () => {
    const renamed = { ...wizard, name: 'Jiné jméno' };
    const here = { ...state, characters: [renamed, cleric, { ...cleric, id: 'gone' }] };
    const { next, summary } = planImport(here, { kind: 'all', characters: [wizard, cleric, { ...cleric, id: 'fresh' }], homebrew: [] }, 'replace');
    expect(next.characters.map((c) => c.name)).toEqual([wizard.name, cleric.name, cleric.name]);
    expect(summary).toMatchObject({ everything: true, added: 1, replaced: 1, unchanged: 1, removed: 1 });
  });

  it('replace one character: same id replaced in place, stamped newer so other tabs take it', () => {
    const older = { ...wizard, name: 'Starší verze', updatedAt: '2000-01-01T00:00:00.000Z' };
    const { next, summary } = planImport(state, { kind: 'character', characters: [older], homebrew: [] }, 'replace', '2030-01-01T00:00:00.000Z');
    expect(next.characters.map((c) => c.name)).toEqual(['Starší verze', cleric.name]);
    expect(next.characters[0].updatedAt).toBe('2030-01-01T00:00:00.000Z');
    expect(summary).toMatchObject({ replaced: 1, added: 0 });
  });

  it('the store action applies the plan', () => {
    const store = createAppStore();
    store.setState(state);
    const r = store.getState().importData((cur) => planImport(cur, { kind: 'all', characters: [{ ...wizard, id: 'x1' }], homebrew: [] }, 'merge'));
    expect(r.ok && r.summary.added).toBe(1);
    expect(pickPersisted(store.getState()).characters).toHaveLength(3);
  });
});
