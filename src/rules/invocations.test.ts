// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOOK_OF_SECRETS, INVOCATIONS, blastInvocations, checkBookOfSecrets, checkInvocations, invocationFacts, invocationGrants, invocationMissing, invocationsKnownMax, type InvocationFacts } from './invocations';
import { castSpell } from './casting';
import { availableCastOptions } from './cast-options';
import { longRest, shortRest } from './rest';
import { checkAddSpell } from './spellbook';
import { spellsKnownAndPreparedCounts } from './preparation';
import { freeConditions, spell, stateOf } from '../testing/caster-fixtures';
import type { OwnedSpell } from './types';

const facts = (warlockLevel: number, more: Partial<InvocationFacts> = {}): InvocationFacts => ({ warlockLevel, pactBoon: null, knowsEldritchBlast: false, ...more });
const mageArmor = spell({ id: 'mage-armor', level: 1, classes: ['sorcerer', 'wizard'], components: { v: true, s: true, m: true } });
const bestowCurse = spell({ id: 'bestow-curse', level: 3, classes: ['bard', 'cleric', 'wizard'], concentration: true, duration: { unit: 'minute', amount: 1, upTo: true } });
const falseLife = spell({ id: 'false-life', level: 1, classes: ['sorcerer', 'wizard'], components: { v: true, s: true, m: true } });
const warlock = (level: number) => ({ classId: 'warlock' as const, level });

describe('Eldritch Invocations (SRD 5.1 warlock)', () => {
  it('are known 2 at 2nd level, then 3/4/5/6/7/8 at 5th/7th/9th/12th/15th/18th (the class table)', () => {
    const byLevel = Array.from({ length: 21 }, (_, l) => invocationsKnownMax(l));
    expect(byLevel).toEqual([0, 0, 2, 2, 2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8]);
  });

  it('lists the 32 SRD invocations, each once', () => {
    expect(new Set(INVOCATIONS.map((i) => i.id)).size).toBe(32);
  });

  it('prerequisites: warlock level, pact boon, the eldritch blast cantrip', () => {
    expect(invocationMissing('armor-of-shadows', facts(1))).toBe('level');
    expect(invocationMissing('armor-of-shadows', facts(2))).toBeNull();
    expect(invocationMissing('sign-of-ill-omen', facts(4))).toBe('level');
    expect(invocationMissing('sign-of-ill-omen', facts(5))).toBeNull();
    expect(invocationMissing('thirsting-blade', facts(5, { pactBoon: 'chain' }))).toBe('pact');
    expect(invocationMissing('thirsting-blade', facts(5, { pactBoon: 'blade' }))).toBeNull();
    expect(invocationMissing('agonizing-blast', facts(2))).toBe('blast');
    expect(invocationMissing('agonizing-blast', facts(2, { knowsEldritchBlast: true }))).toBeNull();
    expect(invocationMissing(BOOK_OF_SECRETS, facts(3, { pactBoon: 'tome' }))).toBeNull();
  });

  it('the facts: a pact boon counts from warlock 3rd level; eldritch blast as a warlock cantrip', () => {
    const owned: OwnedSpell[] = [{ spellId: 'eldritch-blast', classId: 'warlock', status: 'known' }];
    expect(invocationFacts([warlock(2)], 'tome', owned)).toEqual({ warlockLevel: 2, pactBoon: null, knowsEldritchBlast: true });
    expect(invocationFacts([warlock(3), { classId: 'wizard', level: 4 }], 'tome', [])).toEqual({ warlockLevel: 3, pactBoon: 'tome', knowsEldritchBlast: false });
  });

  it('a new choice: refused over the level’s number (the Book counted), for an unmet prerequisite or an unknown id', () => {
    expect(checkInvocations(['armor-of-shadows', 'devils-sight'], [], false, facts(2))).toBeNull();
    expect(checkInvocations(['armor-of-shadows', 'devils-sight', 'beast-speech'], ['armor-of-shadows', 'devils-sight'], false, facts(2))).toBe('tooManyInvocations');
    expect(checkInvocations(['armor-of-shadows', 'devils-sight'], ['armor-of-shadows'], true, facts(3, { pactBoon: 'tome' }))).toBe('tooManyInvocations');
    expect(checkInvocations(['mire-the-mind'], [], false, facts(4))).toBe('invocationPrerequisite');
    expect(checkInvocations(['nope'], [], false, facts(5))).toBe('invalidInput');
    expect(checkInvocations([BOOK_OF_SECRETS], [], false, facts(5))).toBe('invalidInput');
    // after a level-down a kept choice may stay, and one may be taken away
    expect(checkInvocations(['mire-the-mind', 'devils-sight', 'beast-speech'], ['mire-the-mind', 'devils-sight', 'beast-speech'], false, facts(4))).toBeNull();
    expect(checkInvocations(['devils-sight'], ['mire-the-mind', 'devils-sight', 'beast-speech'], false, facts(4))).toBeNull();
  });

  it('Book of Ancient Secrets: the tome pact, and room among the level\'s number', () => {
    expect(checkBookOfSecrets([], facts(3, { pactBoon: 'tome' }))).toBeNull();
    expect(checkBookOfSecrets([], facts(3, { pactBoon: 'chain' }))).toBe('invocationPrerequisite');
    expect(checkBookOfSecrets(['devils-sight', 'beast-speech'], facts(4, { pactBoon: 'tome' }))).toBe('tooManyInvocations');
  });

  it('grants the spells of the active invocations only; the eldritch blast ones only with eldritch blast known', () => {
    const chosen = ['armor-of-shadows', 'sign-of-ill-omen', 'devils-sight'];
    expect(invocationGrants(chosen, facts(5)).map((g) => [g.spellId, g.once])).toEqual([['mage-armor', false], ['bestow-curse', true]]);
    expect(invocationGrants(chosen, facts(4)).map((g) => g.spellId)).toEqual(['mage-armor']);
    expect(blastInvocations(['agonizing-blast', 'repelling-blast'], facts(2))).toEqual([]);
    expect(blastInvocations(['repelling-blast', 'devils-sight', 'agonizing-blast'], facts(2, { knowsEldritchBlast: true }))).toEqual(['agonizing-blast', 'repelling-blast']);
  });
});

describe('casting through an invocation', () => {
  const grants = invocationGrants(['armor-of-shadows', 'sign-of-ill-omen', 'fiendish-vigor'], facts(5));
  const request = (s: typeof mageArmor) => ({ spell: s, classId: 'warlock' as const, slot: { kind: 'invocation' as const }, invocations: grants });

  it('at will: no slot spent, no place in the spellbook, no material components (no pouch needed)', () => {
    const s = stateOf(warlock(5));
    const r = castSpell(s, [], freeConditions({ hasFocusOrPouch: false, handsFree: true }), request(mageArmor));
    expect(r.ok && r.spent).toEqual({ kind: 'invocation', level: 1, invocation: 'armor-of-shadows', pact: false });
    expect(r.ok && r.next.spentPact).toBe(0);
  });

  it('Fiendish Vigor casts false life as a 1st-level spell', () => {
    const r = castSpell(stateOf(warlock(5)), [], freeConditions(), request(falseLife));
    expect(r.ok && r.castLevel).toBe(1);
  });

  it('once per long rest: a pact slot at its level, then refused until a long rest (a short rest is not enough)', () => {
    const s = stateOf(warlock(5));
    const first = castSpell(s, [], freeConditions(), request(bestowCurse));
    expect(first.ok && first.castLevel).toBe(3);
    expect(first.ok && first.next.spentPact).toBe(1);
    expect(first.ok && first.next.invocationUsed).toEqual(['sign-of-ill-omen']);
    if (!first.ok) return;
    const again = castSpell({ ...first.next, concentration: null }, [], freeConditions(), request(bestowCurse));
    expect(!again.ok && again.error).toBe('invocationUsed');
    const afterShort = shortRest(first.next);
    expect(afterShort.spentPact).toBe(0);
    expect(castSpell({ ...afterShort, concentration: null }, [], freeConditions(), request(bestowCurse)).ok).toBe(false);
    expect(castSpell(longRest(first.next), [], freeConditions(), request(bestowCurse)).ok).toBe(true);
  });

  it('once per long rest needs a free pact slot', () => {
    const s = { ...stateOf(warlock(5)), spentPact: 2 };
    const r = castSpell(s, [], freeConditions(), request(bestowCurse));
    expect(!r.ok && r.error).toBe('noPactSlot');
  });

  it('a spell no chosen invocation casts is refused (notInvocation), also for another class', () => {
    const s = stateOf(warlock(5), { classId: 'wizard', level: 3 });
    expect(castSpell(s, [], freeConditions(), { ...request(mageArmor), invocations: [] }).ok).toBe(false);
    const asWizard = castSpell(s, [], freeConditions(), { ...request(mageArmor), classId: 'wizard' });
    expect(!asWizard.ok && asWizard.errors).toContain('notInvocation');
  });

  it('the dialog offers the invocation as a way to cast, while it can be used', () => {
    const s = stateOf(warlock(5));
    expect(availableCastOptions(s, [], mageArmor, 'warlock', undefined, [], undefined, grants)).toContainEqual({ kind: 'invocation', level: 1, invocation: 'armor-of-shadows', once: false });
    expect(availableCastOptions(s, [], mageArmor, 'wizard', undefined, [], undefined, grants).some((o) => o.kind === 'invocation')).toBe(false);
    expect(availableCastOptions(s, [], bestowCurse, 'warlock', undefined, [], undefined, grants)).toContainEqual({ kind: 'invocation', level: 3, invocation: 'sign-of-ill-omen', once: true });
    const used = { ...s, invocationUsed: ['sign-of-ill-omen'] };
    expect(availableCastOptions(used, [], bestowCurse, 'warlock', undefined, [], undefined, grants).some((o) => o.kind === 'invocation')).toBe(false);
  });
});

describe('Pact of the Tome: three more cantrips, from any list', () => {
  const fireBolt = spell({ id: 'fire-bolt', level: 0, classes: ['sorcerer', 'wizard'] });
  const sleep = spell({ id: 'sleep', level: 1, classes: ['bard', 'sorcerer', 'wizard'] });

  it('a warlock 3 with the tome takes a wizard cantrip; without it, or a leveled spell, is off the list', () => {
    expect(checkAddSpell(warlock(3), fireBolt, 'known', [], [], { pactBoon: 'tome' }).ok).toBe(true);
    expect(checkAddSpell(warlock(3), fireBolt, 'known', [], [], { pactBoon: 'blade' })).toMatchObject({ ok: false, error: 'notOnClassList' });
    expect(checkAddSpell(warlock(2), fireBolt, 'known', [], [], { pactBoon: 'tome' })).toMatchObject({ ok: false, error: 'notOnClassList' });
    expect(checkAddSpell(warlock(3), sleep, 'known', [], [], { pactBoon: 'tome' })).toMatchObject({ ok: false, error: 'notOnClassList' });
  });

  it('cantrips known: 2 at warlock 3, 5 with the tome', () => {
    const owned: OwnedSpell[] = ['eldritch-blast', 'fire-bolt', 'light', 'mage-hand', 'prestidigitation'].map((spellId) => ({ spellId, classId: 'warlock', status: 'known' }));
    const counts = (boon?: 'tome' | 'chain') => spellsKnownAndPreparedCounts(warlock(3), 3, owned, () => 0, undefined, boon).cantrips;
    expect(counts('chain')).toEqual({ count: 5, max: 2 });
    expect(counts('tome')).toEqual({ count: 5, max: 5 });
  });

  it('at most three of them from other lists: a fourth is over the limit, warlock cantrips are not', () => {
    const lists: Record<string, string[]> = { 'eldritch-blast': ['warlock'], 'mage-hand': ['bard', 'warlock', 'wizard'], 'fire-bolt': ['wizard'], light: ['cleric'], 'sacred-flame': ['cleric'], guidance: ['cleric', 'druid'] };
    const owned = (ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId: 'warlock', status: 'known' }));
    const count = (ids: string[], boon: 'tome' | 'chain' = 'tome') => spellsKnownAndPreparedCounts(warlock(4), 3, owned(ids), () => 0, (id) => lists[id], boon);
    const three = count(['eldritch-blast', 'mage-hand', 'fire-bolt', 'light', 'sacred-flame']);
    expect(three.tomeCantrips).toEqual({ count: 3, max: 3 });
    expect(three.overLimit).toBe(false);
    const four = count(['eldritch-blast', 'fire-bolt', 'light', 'sacred-flame', 'guidance']);
    expect(four.cantrips).toEqual({ count: 5, max: 6 });
    expect(four.tomeCantrips).toEqual({ count: 4, max: 3 });
    expect(four.overLimit).toBe(true);
    expect(count(['eldritch-blast', 'fire-bolt'], 'chain').tomeCantrips).toBeNull();
    // an always-prepared cantrip (a GM's grant) is outside both counts
    const granted = spellsKnownAndPreparedCounts(warlock(4), 3, [...owned(['fire-bolt', 'light', 'sacred-flame']), { spellId: 'guidance', classId: 'warlock', status: 'alwaysPrepared' }], () => 0, (id) => lists[id], 'tome');
    expect(granted.tomeCantrips).toEqual({ count: 3, max: 3 });
  });
});

describe('Pact of the Chain: find familiar, known and cast as a ritual', () => {
  const findFamiliar = spell({ id: 'find-familiar', level: 1, ritual: true, castingTime: { amount: 1, unit: 'hour' }, components: { v: true, s: true, m: true } });
  const chain = invocationGrants([], facts(3, { pactBoon: 'chain' }));
  const cast = (slot: { kind: 'ritual'; level: number } | { kind: 'pact' }, grants = chain, owned: OwnedSpell[] = []) =>
    castSpell(stateOf(warlock(3)), owned, freeConditions(), { spell: findFamiliar, classId: 'warlock', slot, invocations: grants });

  it('a chain warlock 3 casts it as a ritual (no slot, ten minutes longer) or with a pact slot, without knowing it', () => {
    const ritual = cast({ kind: 'ritual', level: 1 });
    expect(ritual.ok && ritual.spent).toEqual({ kind: 'none' });
    expect(ritual.ok && ritual.warnings).toContain('ritualAddsTenMinutes');
    const slot = cast({ kind: 'pact' });
    expect(slot.ok && slot.next.spentPact).toBe(1);
    expect(availableCastOptions(stateOf(warlock(3)), [], findFamiliar, 'warlock', undefined, [], undefined, chain).map((o) => o.kind)).toEqual(['pact', 'ritual']);
  });

  it('no ritual without the chain pact, or below 3rd level; no invocation cast of its own', () => {
    const blade = invocationGrants([], facts(3, { pactBoon: 'blade' }));
    expect(blade).toEqual([]);
    const r = cast({ kind: 'ritual', level: 1 }, blade, [{ spellId: 'find-familiar', classId: 'warlock', status: 'known' }]);
    expect(!r.ok && r.errors).toContain('noRitualFeature');
    expect(invocationGrants([], invocationFacts([warlock(2)], 'chain', []))).toEqual([]);
    expect(availableCastOptions(stateOf(warlock(3)), [], findFamiliar, 'warlock', undefined, [], undefined, chain).some((o) => o.kind === 'invocation')).toBe(false);
  });

  it('counts against no spells known, even when recorded as known', () => {
    const owned: OwnedSpell[] = ['find-familiar', 'hex', 'armor-of-agathys'].map((spellId) => ({ spellId, classId: 'warlock', status: 'known' }));
    const known = (boon: 'chain' | 'tome') => spellsKnownAndPreparedCounts(warlock(3), 3, owned, () => 1, undefined, boon).known;
    expect(known('chain')).toEqual({ count: 2, max: 4 });
    expect(known('tome')).toEqual({ count: 3, max: 4 });
  });
});
