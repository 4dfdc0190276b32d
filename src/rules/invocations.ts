// Eldritch Invocations and the Pact Boon (SRD 5.1 warlock). A warlock knows 2 invocations at 2nd
// level, 3 at 5th, 4 at 7th, 5 at 9th, 6 at 12th, 7 at 15th and 8 at 18th, and takes one Pact Boon
// (chain, blade or tome) at 3rd. An invocation may need a warlock level, a pact boon or the eldritch
// blast cantrip; one whose prerequisite is no longer met (after a level-down) stays chosen but does
// nothing. Some let the warlock cast a spell:
// - at will, without a slot (some also without material components; some on the warlock only,
//   which their texts say);
// - once with a warlock spell slot (a pact slot, cast at its level), again after a long rest.
// Book of Ancient Secrets is kept as the casting condition hasBookOfAncientSecrets (ritual casting);
// like any invocation it acts only while its prerequisites are met (invocationMissing).
// Pact of the Tome: three more cantrips, from any class's list (spellbook.ts, preparation.ts).
// Pact of the Chain: the warlock learns find familiar, which counts against no spells known, and may
// cast it as a ritual (warlocks have no Ritual Casting otherwise) — a grant marked `learned`.
import { warlockLevelOf } from './pact-magic';
import { spellSlots } from './slots';
import { withoutMaterial } from './components';
import type { CastError, CastOption, CastRequest, SpentResource } from './cast-types';
import type { CasterState, ClassLevel, OwnedSpell, SpellMechanics } from './types';

export const PACT_BOONS = ['chain', 'blade', 'tome'] as const;
export type PactBoon = (typeof PACT_BOONS)[number];
export const INVOCATIONS_LEVEL = 2;
export const PACT_BOON_LEVEL = 3;
export const BOOK_OF_SECRETS = 'book-of-ancient-secrets';

export interface Invocation {
  id: string;
  /** warlock level it needs */
  level?: number;
  pact?: PactBoon;
  /** needs the eldritch blast cantrip */
  blast?: true;
  /** the spell it casts: `once` with a pact slot per long rest, else at will without a slot */
  spell?: { id: string; once?: true; noMaterial?: true; level?: number };
}

const atWill = (id: string, more: Omit<NonNullable<Invocation['spell']>, 'id'> = {}) => ({ id, ...more });
const once = (id: string) => ({ id, once: true as const });

export const INVOCATIONS: readonly Invocation[] = [
  { id: 'agonizing-blast', blast: true },
  { id: 'armor-of-shadows', spell: atWill('mage-armor', { noMaterial: true }) },
  { id: 'ascendant-step', level: 9, spell: atWill('levitate', { noMaterial: true }) },
  { id: 'beast-speech', spell: atWill('speak-with-animals') },
  { id: 'beguiling-influence' },
  { id: 'bewitching-whispers', level: 7, spell: once('compulsion') },
  { id: BOOK_OF_SECRETS, pact: 'tome' },
  { id: 'chains-of-carceri', level: 15, pact: 'chain', spell: atWill('hold-monster', { noMaterial: true }) },
  { id: 'devils-sight' },
  { id: 'dreadful-word', level: 7, spell: once('confusion') },
  { id: 'eldritch-sight', spell: atWill('detect-magic') },
  { id: 'eldritch-spear', blast: true },
  { id: 'eyes-of-the-rune-keeper' },
  { id: 'fiendish-vigor', spell: atWill('false-life', { noMaterial: true, level: 1 }) },
  { id: 'gaze-of-two-minds' },
  { id: 'lifedrinker', level: 12, pact: 'blade' },
  { id: 'mask-of-many-faces', spell: atWill('disguise-self') },
  { id: 'master-of-myriad-forms', level: 15, spell: atWill('alter-self') },
  { id: 'minions-of-chaos', level: 9, spell: once('conjure-elemental') },
  { id: 'mire-the-mind', level: 5, spell: once('slow') },
  { id: 'misty-visions', spell: atWill('silent-image', { noMaterial: true }) },
  { id: 'one-with-shadows', level: 5 },
  { id: 'otherworldly-leap', level: 9, spell: atWill('jump', { noMaterial: true }) },
  { id: 'repelling-blast', blast: true },
  { id: 'sculptor-of-flesh', level: 7, spell: once('polymorph') },
  { id: 'sign-of-ill-omen', level: 5, spell: once('bestow-curse') },
  { id: 'thief-of-five-fates', spell: once('bane') },
  { id: 'thirsting-blade', level: 5, pact: 'blade' },
  { id: 'visions-of-distant-realms', level: 15, spell: atWill('arcane-eye') },
  { id: 'voice-of-the-chain-master', pact: 'chain' },
  { id: 'whispers-of-the-grave', level: 9, spell: atWill('speak-with-dead') },
  { id: 'witch-sight', level: 15 },
];
const BY_ID = new Map(INVOCATIONS.map((i) => [i.id, i]));

/** Pact of the Tome: three cantrips from any class's list, warlock spells for the warlock. */
export const TOME_CANTRIPS = 3;

/** The spell Pact of the Chain teaches. */
export const CHAIN_SPELL = 'find-familiar';

/** The pact boon that acts for this class: a warlock's chosen one from 3rd level, else null. */
const actingPact = (c: ClassLevel, pactBoon: PactBoon | null | undefined): PactBoon | null =>
  c.classId === 'warlock' && c.level >= PACT_BOON_LEVEL ? (pactBoon ?? null) : null;

/** The spell the class learns from the pact boon outside its spells known, or null. */
export function pactSpell(c: ClassLevel, pactBoon: PactBoon | null | undefined): string | null {
  return actingPact(c, pactBoon) === 'chain' ? CHAIN_SPELL : null;
}

/** Cantrips the Pact of the Tome adds to a warlock's cantrips known (0 without it). */
export function tomeCantrips(c: ClassLevel, pactBoon: PactBoon | null | undefined): number {
  return actingPact(c, pactBoon) === 'tome' ? TOME_CANTRIPS : 0;
}

export const isInvocationId = (v: unknown): v is string => typeof v === 'string' && BY_ID.has(v);
export const isPactBoon = (v: unknown): v is PactBoon => typeof v === 'string' && (PACT_BOONS as readonly string[]).includes(v);

/** Invocations known from a warlock level on (SRD class table). */
const KNOWN: readonly (readonly [number, number])[] = [[18, 8], [15, 7], [12, 6], [9, 5], [7, 4], [5, 3], [2, 2]];

/** How many invocations a warlock of this level knows (0 below 2nd). */
export function invocationsKnownMax(warlockLevel: number): number {
  return KNOWN.find(([level]) => warlockLevel >= level)?.[1] ?? 0;
}

/** What the warlock has that prerequisites ask for. */
export interface InvocationFacts {
  warlockLevel: number;
  pactBoon: PactBoon | null;
  knowsEldritchBlast: boolean;
}

/** Eldritch blast as a warlock cantrip (what the eldritch blast invocations need). */
export const knowsEldritchBlast = (owned: readonly OwnedSpell[]) => owned.some((o) => o.spellId === 'eldritch-blast' && o.classId === 'warlock');

export function invocationFacts(classes: readonly ClassLevel[], pactBoon: PactBoon | undefined, owned: readonly OwnedSpell[]): InvocationFacts {
  const warlockLevel = warlockLevelOf(classes);
  return {
    warlockLevel,
    pactBoon: warlockLevel >= PACT_BOON_LEVEL ? (pactBoon ?? null) : null,
    knowsEldritchBlast: knowsEldritchBlast(owned),
  };
}

export type InvocationMissing = 'level' | 'pact' | 'blast';

/** The first prerequisite the warlock lacks, or null. */
export function invocationMissing(id: string, f: InvocationFacts): InvocationMissing | null {
  const inv = BY_ID.get(id);
  if (!inv) return 'level';
  if (f.warlockLevel < Math.max(INVOCATIONS_LEVEL, inv.level ?? 0)) return 'level';
  if (inv.pact && f.pactBoon !== inv.pact) return 'pact';
  if (inv.blast && !f.knowsEldritchBlast) return 'blast';
  return null;
}

/** A new choice of invocations (Book of Ancient Secrets counted by `book`): refused when it has more
 *  than the level allows, an unknown id, or a newly added one whose prerequisite is not met. */
export function checkInvocations(next: readonly string[], before: readonly string[], book: boolean, f: InvocationFacts): 'tooManyInvocations' | 'invocationPrerequisite' | 'invalidInput' | null {
  if (next.some((id) => !isInvocationId(id) || id === BOOK_OF_SECRETS) || new Set(next).size !== next.length) return 'invalidInput';
  if (next.some((id) => !before.includes(id) && invocationMissing(id, f))) return 'invocationPrerequisite';
  if (next.length > before.length && next.length + (book ? 1 : 0) > invocationsKnownMax(f.warlockLevel)) return 'tooManyInvocations';
  return null;
}

/** Taking Book of Ancient Secrets (kept as a condition, counted with `chosen`): refused for the
 *  tome pact's prerequisite or over the level's number. */
export function checkBookOfSecrets(chosen: readonly string[], f: InvocationFacts): 'tooManyInvocations' | 'invocationPrerequisite' | null {
  if (invocationMissing(BOOK_OF_SECRETS, f)) return 'invocationPrerequisite';
  return chosen.length + 1 > invocationsKnownMax(f.warlockLevel) ? 'tooManyInvocations' : null;
}

/** A spell an active invocation lets the warlock cast, or one the pact boon teaches (`learned`). */
export interface InvocationGrant {
  /** the invocation's id; 'pact-of-the-chain' for the chain pact's spell */
  invocation: string;
  spellId: string;
  once: boolean;
  noMaterial: boolean;
  /** level it is cast at (at will: the spell's own level unless the invocation says) */
  level?: number;
  /** a spell the warlock knows (Pact of the Chain): cast with a slot, or as a ritual; no
   *  invocation cast of its own */
  learned?: true;
}

export function invocationGrants(chosen: readonly string[], f: InvocationFacts): InvocationGrant[] {
  const cast = chosen.flatMap((id) => {
    const sp = BY_ID.get(id)?.spell;
    if (!sp || invocationMissing(id, f)) return [];
    return [{ invocation: id, spellId: sp.id, once: sp.once === true, noMaterial: sp.noMaterial === true, ...(sp.level ? { level: sp.level } : {}) }];
  });
  return f.pactBoon === 'chain' ? [...cast, { invocation: 'pact-of-the-chain', spellId: CHAIN_SPELL, once: false, noMaterial: false, learned: true }] : cast;
}

/** The invocation that casts the spell (not a learned one). */
const castingGrant = (grants: readonly InvocationGrant[] | undefined, spellId: string) => grants?.find((x) => x.spellId === spellId && !x.learned);

/** A warlock casting a spell its pact boon teaches: known, and castable as a ritual. */
export const learnedFromPact = (grants: readonly InvocationGrant[] | undefined, classId: string, spellId: string): boolean =>
  classId === 'warlock' && (grants ?? []).some((g) => g.learned && g.spellId === spellId);

/** The owned spells with those the pact boon teaches the warlock (as known; counted by no limit). */
export function withPactSpells(owned: readonly OwnedSpell[], grants: readonly InvocationGrant[] | undefined): readonly OwnedSpell[] {
  const add = (grants ?? []).filter((g) => g.learned && !owned.some((o) => o.spellId === g.spellId && o.classId === 'warlock'));
  return add.length ? [...owned, ...add.map((g): OwnedSpell => ({ spellId: g.spellId, classId: 'warlock', status: 'known' }))] : owned;
}

/** The active invocations that change eldritch blast: Agonizing Blast (+ Charisma modifier to each
 *  beam's damage), Eldritch Spear (range 300 ft), Repelling Blast (a hit pushes 10 ft). */
export function blastInvocations(chosen: readonly string[], f: InvocationFacts): string[] {
  return INVOCATIONS.filter((i) => i.blast && chosen.includes(i.id) && !invocationMissing(i.id, f)).map((i) => i.id);
}

/** The invocation's cast: at will (nothing spent) or once with a pact slot (unused since the long rest). */
export function planInvocation(s: CasterState, request: Pick<CastRequest, 'spell' | 'classId' | 'invocations'>): { castLevel: number; errors: CastError[]; spend: SpentResource } {
  const { spell } = request;
  const g = request.classId === 'warlock' ? castingGrant(request.invocations, spell.id) : undefined;
  if (!g) return { castLevel: spell.level, errors: ['notInvocation'], spend: { kind: 'none' } };
  if (!g.once) return { castLevel: g.level ?? spell.level, errors: [], spend: { kind: 'invocation', level: g.level ?? spell.level, invocation: g.invocation, pact: false } };
  const pact = spellSlots(s.classes).pact;
  const level = pact?.slotLevel ?? spell.level;
  const errors: CastError[] = [];
  if ((s.invocationUsed ?? []).includes(g.invocation)) errors.push('invocationUsed');
  else if (!pact || s.spentPact >= pact.count || pact.slotLevel < spell.level) errors.push('noPactSlot');
  return { castLevel: level, errors, spend: { kind: 'invocation', level, invocation: g.invocation, pact: true } };
}

export function spendInvocation(s: CasterState, spend: Extract<SpentResource, { kind: 'invocation' }>): CasterState {
  if (!spend.pact) return s;
  return { ...s, spentPact: s.spentPact + 1, invocationUsed: [...(s.invocationUsed ?? []), spend.invocation] };
}

/** The spell as the invocation casts it (no material components where it says so). */
export function asInvoked(spell: SpellMechanics, grants: readonly InvocationGrant[] | undefined): SpellMechanics {
  const g = castingGrant(grants, spell.id);
  return g?.noMaterial ? withoutMaterial(spell) : spell;
}

/** The invocation's way to cast the spell now: at will, or its unused once-per-long-rest cast
 *  while a pact slot high enough is free; null when there is none. */
export function invocationOption(s: CasterState, spell: SpellMechanics, grants: readonly InvocationGrant[]): CastOption | null {
  const g = castingGrant(grants, spell.id);
  if (!g) return null;
  const plan = planInvocation(s, { spell, classId: 'warlock', invocations: grants });
  return plan.errors.length ? null : { kind: 'invocation', level: plan.castLevel, invocation: g.invocation, once: g.once };
}
