import { describe, expect, it } from 'vitest';
import { applySalvage, closingIndex, salvage } from './repair';
import fixtureV1 from './migrations/fixtures/v1.json';
import { initialState } from '../store/defaults';
import type { PersistedState } from '../store/types';

const full = JSON.stringify(fixtureV1);
const state = fixtureV1.state as unknown as PersistedState;

describe('salvage', () => {
  it('finds the closing bracket, ignoring brackets inside strings', () => {
    expect(closingIndex('{"a":"}{[","b":[1,{}]}x', 0)).toBe(21);
    expect(closingIndex('{"a":"\\"}"}', 0)).toBe(10);
    expect(closingIndex('{"a":[1,2', 0)).toBe(-1);
  });

  it('recovers every complete character from text cut short', () => {
    const cut = full.slice(0, full.indexOf(state.characters[1].name) + 10);
    const s = salvage(cut);
    expect(s.characters).toEqual([state.characters[0]]);
  });

  it('recovers characters, homebrew and settings around garbage in the middle', () => {
    const broken = full.replace('"activeCharacterId"', '"activeCharacterId"!!!@@@');
    const s = salvage(broken);
    expect(s.characters).toEqual(state.characters);
    expect(s.homebrew).toEqual(state.homebrew);
    expect(s.settings).toEqual(state.settings);
  });

  it('reads a bare state (no envelope) as a whole', () => {
    expect(salvage(JSON.stringify(state)).characters).toHaveLength(2);
  });

  it('finds nothing in junk', () => {
    expect(salvage('<html>nope</html>')).toEqual({ characters: [], homebrew: [], settings: null });
  });

  it('keeps what was created in memory meanwhile', () => {
    const mem = { ...initialState(), characters: [{ ...state.characters[1], id: 'new-one' }] };
    const next = applySalvage(mem, salvage(full));
    expect(next.characters.map((c) => c.id)).toEqual([state.characters[0].id, state.characters[1].id, 'new-one']);
  });
});
