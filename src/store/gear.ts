// What a character gains and carries beyond its spells: the sorcerer's Metamagic options, the
// warlock's Eldritch Invocations and Pact Boon, and spell scrolls (items: add from the catalog,
// remove; a cast from a scroll uses one up — table.ts).
// Also the one place that completes a cast request with these facts for the rules.
import * as rules from '../rules';
import type { CastRequest, MetamagicId, PactBoon, WizardSpellChoice } from '../rules';
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { Character } from './types';
import { newId } from './defaults';
import { fail, type ActionResult } from './result';

/** At most this many scrolls on one character (a stored list stays small). */
export const MAX_SCROLLS = 500;

export interface GearActions {
  /** Replaces the known Metamagic options (checked against the sorcerer level). */
  setMetamagic(characterId: string, options: MetamagicId[]): ActionResult;
  addScroll(characterId: string, spellId: string): ActionResult<{ scrollId: string }>;
  removeScroll(characterId: string, scrollId: string): ActionResult;
  /** Replaces the chosen Eldritch Invocations (checked against the warlock level and prerequisites). */
  setInvocations(characterId: string, invocations: string[]): ActionResult;
  /** Book of Ancient Secrets: one of the invocations, kept as a casting condition. */
  setBookOfSecrets(characterId: string, on: boolean): ActionResult;
  setPactBoon(characterId: string, boon: PactBoon | null): ActionResult;
}

export const gearSlice: StateCreator<AppState, [], [], GearActions> = (_set, get) => ({
  setMetamagic: (id, options) =>
    get().updateCharacter(id, (c) => {
      const error = rules.checkKnownMetamagic(c.classes, options);
      return error ? fail(error) : { ...c, metamagic: [...options] };
    }),
  addScroll(id, spellId) {
    const scrollId = newId();
    const r = get().updateCharacter(id, (c) =>
      !spellId || (c.scrolls?.length ?? 0) >= MAX_SCROLLS ? fail('invalidInput') : { ...c, scrolls: [...(c.scrolls ?? []), { id: scrollId, spellId }] },
    );
    return r.ok ? { ok: true, scrollId } : r;
  },
  setInvocations: (id, list) =>
    get().updateCharacter(id, (c) => {
      const error = rules.checkInvocations(list, c.invocations ?? [], c.conditions.hasBookOfAncientSecrets === true, invocationFactsOf(c));
      return error ? fail(error) : { ...c, invocations: [...list] };
    }),
  setBookOfSecrets: (id, on) =>
    get().updateCharacter(id, (c) => {
      const error = on && !c.conditions.hasBookOfAncientSecrets ? rules.checkBookOfSecrets(c.invocations ?? [], invocationFactsOf(c)) : null;
      if (error) return fail(error);
      return { ...c, conditions: { ...c.conditions, hasBookOfAncientSecrets: on } };
    }),
  setPactBoon: (id, boon) =>
    get().updateCharacter(id, (c) => {
      if (boon === null) {
        const { pactBoon: _none, ...rest } = c;
        return rest;
      }
      return rules.warlockLevelOf(c.classes) >= rules.PACT_BOON_LEVEL ? { ...c, pactBoon: boon } : fail('invocationPrerequisite');
    }),
  removeScroll: (id, scrollId) =>
    get().updateCharacter(id, (c) => (c.scrolls?.some((s) => s.id === scrollId) ? { ...c, scrolls: c.scrolls.filter((s) => s.id !== scrollId) } : fail('notFound'))),
});

/** The request with the character's own facts the rules need: known Metamagic, carried scrolls, a
 *  wizard's Spell Mastery and signature spells, the spells of a warlock's invocations. */
export function withCharacterFacts(c: Character, request: CastRequest): CastRequest {
  return {
    ...request,
    knownMetamagic: c.metamagic ?? [],
    scrollsCarried: (c.scrolls ?? []).map((s) => s.spellId),
    wizardSpells: wizardSpellsOf(c),
    invocations: invocationGrantsOf(c),
  };
}

/** Spells the character's Eldritch Invocations cast now, and the one Pact of the Chain teaches
 *  (none without warlock levels). */
export function invocationGrantsOf(c: Character): rules.InvocationGrant[] {
  return c.invocations?.length || c.pactBoon ? rules.invocationGrants(c.invocations ?? [], invocationFactsOf(c)) : [];
}

/** The character's spells with the one its pact boon teaches (what the printed sheet lists). */
export const spellsWithPactOf = (c: Character) => rules.withPactSpells(c.spells, invocationGrantsOf(c));

export const invocationFactsOf = (c: Character) => rules.invocationFacts(c.classes, c.pactBoon, c.spells);

/** The casting conditions as the rules read them: Book of Ancient Secrets only while it acts (a
 *  chosen book without the tome pact stays stored, as other invocations whose prerequisite fails). */
export function castingConditionsOf(c: Character): Character['conditions'] {
  const inactive = c.conditions.hasBookOfAncientSecrets === true && rules.invocationMissing(rules.BOOK_OF_SECRETS, invocationFactsOf(c)) !== null;
  return inactive ? { ...c.conditions, hasBookOfAncientSecrets: false } : c.conditions;
}

/** What decides adding a spell beside the class: the pact boon, and an acting Book of Ancient Secrets. */
export function addFactsOf(c: Character): rules.AddFacts {
  return { pactBoon: c.pactBoon, bookOfSecrets: castingConditionsOf(c).hasBookOfAncientSecrets === true };
}

/** The character's Spell Mastery and signature spell choice, as the rules take it. */
export function wizardSpellsOf(c: Pick<Character, 'masterySpells' | 'signatureSpells'>): WizardSpellChoice {
  return { mastery: c.masterySpells ?? [], signature: c.signatureSpells ?? [] };
}

/** The scrolls after a cast from one of them: the first scroll of that spell is used up. */
export function scrollsAfterCast(scrolls: Character['scrolls'], spellId: string): Character['scrolls'] {
  if (!scrolls) return scrolls;
  const i = scrolls.findIndex((s) => s.spellId === spellId);
  return i < 0 ? scrolls : [...scrolls.slice(0, i), ...scrolls.slice(i + 1)];
}
