// A warlock's Eldritch Invocations and Pact Boon are stored per character (invocations, pactBoon)
// with the once-per-long-rest invocations used on the caster (invocationUsed): kept as the very same
// object when fine, repaired when not, and old data without them loads unchanged.
import { describe, expect, it } from 'vitest';
import { validateCharacter } from './validate';
import fixtureV2 from './migrations/fixtures/v2.json';

const base = () => structuredClone(fixtureV2.state.characters[0]) as unknown as Record<string, unknown>;

describe('stored Eldritch Invocations and Pact Boon', () => {
  it('old data without them loads as the same object, without the fields', () => {
    const c = base();
    const r = validateCharacter(c);
    expect(r.ok && r.value).toBe(c);
    expect(r.ok && ('invocations' in r.value || 'pactBoon' in r.value)).toBe(false);
  });

  it('a valid choice and the invocations used are kept as the same object', () => {
    const c = base();
    Object.assign(c, { invocations: ['armor-of-shadows', 'sign-of-ill-omen'], pactBoon: 'tome' });
    c.caster = { ...(c.caster as object), invocationUsed: ['sign-of-ill-omen'] };
    const r = validateCharacter(c);
    expect(r.ok && r.value).toBe(c);
  });

  it('bad values are repaired: unknown ids and the Book (a condition) dropped, duplicates once, an unknown boon gone', () => {
    const c = base();
    Object.assign(c, { invocations: ['armor-of-shadows', 'armor-of-shadows', 'fly-at-will', 'book-of-ancient-secrets', 3], pactBoon: 'sword' });
    c.caster = { ...(c.caster as object), invocationUsed: 'sign-of-ill-omen' };
    const r = validateCharacter(c);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.invocations).toEqual(['armor-of-shadows']);
    expect('pactBoon' in r.value).toBe(false);
    expect(r.value.caster.invocationUsed).toEqual([]);
    expect(r.repairs).toBe(3);
  });
});
