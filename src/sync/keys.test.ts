// @vitest-environment node
import { characterDoc, isKey, joinKeyOf, newKey, rosterDoc, tableIdOf } from './keys';
import * as server from '../../server/tokens.mjs';

describe('sync keys', () => {
  it('computes the same names as the server', () => {
    for (let i = 0; i < 20; i++) {
      const k = newKey();
      expect(isKey(k)).toBe(true);
      expect(server.isKey(k)).toBe(true);
      expect(characterDoc(k)).toBe(server.characterDoc(k));
      expect(joinKeyOf(k)).toBe(server.joinKeyOf(k));
      expect(rosterDoc(tableIdOf(joinKeyOf(k)))).toBe(server.rosterDoc(server.tableIdOf(server.joinKeyOf(k))));
    }
  });

  it('makes 256-bit keys that differ', () => {
    const keys = new Set(Array.from({ length: 100 }, newKey));
    expect(keys.size).toBe(100);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isKey('short')).toBe(false);
    expect(isKey(`${newKey()}=`)).toBe(false);
  });
});
