// A wizard's Spell Mastery and signature spells are stored per character (masterySpells,
// signatureSpells) with the signature spells used since the last rest on the caster: kept as the
// very same object when fine, repaired when not, and old data without them loads unchanged.
import { describe, expect, it } from 'vitest';
import { validateCharacter } from './validate';
import fixtureV2 from './migrations/fixtures/v2.json';

const base = () => structuredClone(fixtureV2.state.characters[0]) as unknown as Record<string, unknown>;

describe('stored Spell Mastery and signature spells', () => {
  it('old data without them loads as the same object, without the fields', () => {
    const c = base();
    const r = validateCharacter(c);
    expect(r.ok && r.value).toBe(c);
    expect(r.ok && 'masterySpells' in r.value).toBe(false);
  });

  it('a valid choice and the signature spells used are kept as the same object', () => {
    const c = base();
    Object.assign(c, { masterySpells: ['shield', 'misty-step'], signatureSpells: ['fireball', 'counterspell'] });
    c.caster = { ...(c.caster as object), signatureUsed: ['fireball'] };
    const r = validateCharacter(c);
    expect(r.ok && r.value).toBe(c);
  });

  it('bad values are repaired: non-ids dropped, duplicates once, at most two each', () => {
    const c = base();
    Object.assign(c, { masterySpells: ['shield', 'shield', 7, 'misty-step', 'sleep'], signatureSpells: 'fireball' });
    c.caster = { ...(c.caster as object), signatureUsed: [null, 'fireball', 'fireball'] };
    const r = validateCharacter(c);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.masterySpells).toEqual(['shield', 'misty-step']);
    expect(r.value.signatureSpells).toEqual([]);
    expect(r.value.caster.signatureUsed).toEqual(['fireball']);
    expect(r.repairs).toBe(3);
  });
});
