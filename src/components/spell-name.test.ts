import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../testing/i18n';
import { spellNameOr } from './spell-name';

let t: Awaited<ReturnType<typeof setupTestI18n>>['t'];
beforeAll(async () => {
  t = (await setupTestI18n('cs')).t;
});

const byId = new Map([['shield', { text: { name: 'Štít' } }]]);

describe('spellNameOr', () => {
  it('names a spell of the catalog, and a spell this device lacks in words, never by its id', () => {
    expect(spellNameOr(t, byId, 'shield')).toBe('Štít');
    expect(spellNameOr(t, byId, 'hb-1a2b')).toBe('Chybějící vlastní kouzlo');
    expect(spellNameOr(t, byId, 'hb-1a2b', 'othersCustomSpell')).toBe('Vlastní kouzlo hráče');
    expect(spellNameOr(t, byId, 'no-such-spell')).toBe('Neznámé kouzlo');
  });
});
