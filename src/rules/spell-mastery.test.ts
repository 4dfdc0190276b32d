// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { availableCastOptions } from './cast-options';
import { freeSlots } from './pips';
import { spellsKnownAndPreparedCounts } from './preparation';
import { longRest, shortRest } from './rest';
import { checkWizardChoice, withSignaturePrepared } from './spell-mastery';
import { S, freeConditions, own, spell, stateOf } from '../testing/caster-fixtures';
import type { CastResult, CastSuccess, CasterState } from '.';

function ok(r: CastResult): CastSuccess {
  if (!r.ok) throw new Error(`expected success, got ${r.error}`);
  return r;
}

const counterspell = spell({ id: 'counterspell', level: 3, classes: ['sorcerer', 'warlock', 'wizard'], castingTime: { amount: 1, unit: 'reaction' }, components: { v: false, s: true, m: false } });
const wizard = (level: number) => stateOf({ classId: 'wizard', level });
const choice = { mastery: ['shield', 'misty-step'], signature: ['fireball', 'counterspell'] };
const owned = [...own('wizard', 'prepared', S.shield, S.mistyStep, S.magicMissile), ...own('wizard', 'inBook', S.fireball, counterspell, S.haste)];
const cond = freeConditions();
/** every slot of the character spent */
const allSpent = (s: CasterState): CasterState => ({ ...s, spentSlots: freeSlots(s).map((n, i) => n + s.spentSlots[i]) });

describe('Spell Mastery (SRD 5.1 wizard 18th)', () => {
  it('offers the mastered, prepared spell at its own level without a slot, besides the slots', () => {
    const opts = availableCastOptions(wizard(18), owned, S.shield, 'wizard', cond, [], choice);
    expect(opts).toContainEqual({ kind: 'mastery', level: 1 });
    expect(opts.filter((o) => o.kind === 'slot').map((o) => o.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(availableCastOptions(wizard(18), owned, S.mistyStep, 'wizard', cond, [], choice)).toContainEqual({ kind: 'mastery', level: 2 });
  });

  it('is not offered below wizard 18, for a spell not chosen, nor for a mastered spell that is not prepared', () => {
    expect(availableCastOptions(wizard(17), owned, S.shield, 'wizard', cond, [], choice).some((o) => o.kind === 'mastery')).toBe(false);
    expect(availableCastOptions(wizard(18), owned, S.magicMissile, 'wizard', cond, [], choice).some((o) => o.kind === 'mastery')).toBe(false);
    const unprepared = [...own('wizard', 'inBook', S.shield)];
    expect(availableCastOptions(wizard(18), unprepared, S.shield, 'wizard', cond, [], choice).some((o) => o.kind === 'mastery')).toBe(false);
    expect(availableCastOptions(wizard(18), owned, S.shield, 'wizard', cond, []).some((o) => o.kind === 'mastery')).toBe(false);
  });

  it('casts Shield again and again with every slot spent: nothing is spent', () => {
    let s = allSpent(wizard(18));
    expect(availableCastOptions(s, owned, S.shield, 'wizard', cond, [], choice)).toEqual([{ kind: 'mastery', level: 1 }]);
    for (let i = 0; i < 3; i++) {
      const r = ok(castSpell(s, owned, cond, { spell: S.shield, classId: 'wizard', slot: { kind: 'mastery' }, wizardSpells: choice }));
      expect(r.spent).toEqual({ kind: 'mastery', level: 1 });
      expect(r.castLevel).toBe(1);
      expect(r.next.spentSlots).toEqual(s.spentSlots);
      s = { ...r.next, turn: { ...r.next.turn, reactionUsed: false } };
    }
  });

  it('a higher level spends a slot as normal', () => {
    const r = ok(castSpell(wizard(18), owned, cond, { spell: S.shield, classId: 'wizard', slot: { kind: 'slot', level: 2 }, wizardSpells: choice }));
    expect(r.spent).toMatchObject({ kind: 'slot', level: 2 });
    expect(r.next.spentSlots[1]).toBe(1);
  });

  it('refuses a mastery cast below wizard 18 or of a spell not chosen (notMastery, never overridable)', () => {
    expect(castSpell(wizard(17), owned, cond, { spell: S.shield, classId: 'wizard', slot: { kind: 'mastery' }, wizardSpells: choice, override: true })).toMatchObject({ ok: false, error: 'notMastery', overridable: false });
    expect(castSpell(wizard(18), owned, cond, { spell: S.magicMissile, classId: 'wizard', slot: { kind: 'mastery' }, wizardSpells: choice })).toMatchObject({ ok: false, error: 'notMastery' });
  });

  it('needs the mastered spell prepared even when the GM allows an unprepared spell (masteryNotPrepared)', () => {
    const inBook = [...own('wizard', 'inBook', S.shield)];
    const r = castSpell(wizard(18), inBook, cond, { spell: S.shield, classId: 'wizard', slot: { kind: 'mastery' }, wizardSpells: choice, override: true });
    expect(r).toMatchObject({ ok: false, error: 'masteryNotPrepared', overridable: false });
    // the GM's ruling still lets it be cast with a slot
    const slot = ok(castSpell(wizard(18), inBook, cond, { spell: S.shield, classId: 'wizard', slot: { kind: 'slot', level: 1 }, wizardSpells: choice, override: true }));
    expect(slot.spent).toMatchObject({ kind: 'slot', level: 1 });
    expect(slot.overriddenErrors).toEqual(['notPrepared']);
  });
});

describe('Signature Spells (SRD 5.1 wizard 20th)', () => {
  it('casts a signature spell once at 3rd level without a slot; the second time needs a slot', () => {
    const s = wizard(20);
    expect(availableCastOptions(s, owned, S.fireball, 'wizard', cond, [], choice)).toContainEqual({ kind: 'signature', level: 3 });
    const r = ok(castSpell(s, owned, cond, { spell: S.fireball, classId: 'wizard', slot: { kind: 'signature' }, wizardSpells: choice }));
    expect(r.spent).toEqual({ kind: 'signature', level: 3, spellId: 'fireball' });
    expect(r.castLevel).toBe(3);
    expect(r.next.spentSlots).toEqual(s.spentSlots);
    expect(r.next.signatureUsed).toEqual(['fireball']);
    const again = availableCastOptions(r.next, owned, S.fireball, 'wizard', cond, [], choice);
    expect(again.some((o) => o.kind === 'signature')).toBe(false);
    expect(again.some((o) => o.kind === 'slot' && o.level === 3)).toBe(true);
    expect(castSpell(r.next, owned, cond, { spell: S.fireball, classId: 'wizard', slot: { kind: 'signature' }, wizardSpells: choice, override: true })).toMatchObject({ ok: false, error: 'signatureUsed', overridable: false });
    // the other signature spell is still there
    expect(availableCastOptions(r.next, owned, counterspell, 'wizard', cond, [], choice)).toContainEqual({ kind: 'signature', level: 3 });
    const slot = ok(castSpell(r.next, owned, cond, { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 }, wizardSpells: choice }));
    expect(slot.next.spentSlots[2]).toBe(1);
  });

  it('a short rest and a long rest each give the signature spells back', () => {
    const used = ok(castSpell(wizard(20), owned, cond, { spell: S.fireball, classId: 'wizard', slot: { kind: 'signature' }, wizardSpells: choice })).next;
    expect(shortRest(used).signatureUsed).toEqual([]);
    expect(longRest(used).signatureUsed).toEqual([]);
    expect(availableCastOptions(shortRest(used), owned, S.fireball, 'wizard', cond, [], choice)).toContainEqual({ kind: 'signature', level: 3 });
    // a state without the field stays without it
    expect('signatureUsed' in shortRest(wizard(20))).toBe(false);
  });

  it('a higher level spends a slot as normal', () => {
    const r = ok(castSpell(wizard(20), owned, cond, { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 5 }, wizardSpells: choice }));
    expect(r.spent).toMatchObject({ kind: 'slot', level: 5 });
    expect(r.next.signatureUsed).toBeUndefined();
  });

  it('signature spells are always prepared: cast from the book, not counted against the maximum', () => {
    // fireball is only in the book, not prepared
    expect(ok(castSpell(wizard(20), owned, cond, { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 }, wizardSpells: choice })).castLevel).toBe(3);
    expect(castSpell(wizard(20), owned, cond, { spell: S.haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } })).toMatchObject({ ok: false, error: 'notPrepared' });
    const levels: Record<string, number> = { shield: 1, 'misty-step': 2, 'magic-missile': 1, fireball: 3, counterspell: 3, haste: 3 };
    const prepared = [...own('wizard', 'prepared', S.shield, S.fireball, counterspell)];
    const count = (lvl: number) => spellsKnownAndPreparedCounts({ classId: 'wizard', level: lvl }, 0, withSignaturePrepared([{ classId: 'wizard', level: lvl }], prepared, choice), (id) => levels[id]).prepared?.count;
    expect(count(20)).toBe(1);
    expect(count(19)).toBe(3);
  });

  it('below wizard 20 the choice is kept but does not apply', () => {
    const s = wizard(19);
    expect(availableCastOptions(s, owned, S.fireball, 'wizard', cond, [], choice).some((o) => o.kind === 'signature')).toBe(false);
    expect(castSpell(s, owned, cond, { spell: S.fireball, classId: 'wizard', slot: { kind: 'signature' }, wizardSpells: choice })).toMatchObject({ ok: false, error: 'notSignature' });
    expect(withSignaturePrepared(s.classes, owned, choice)).toBe(owned);
  });
});

describe('the choice (Kniha)', () => {
  const levels: Record<string, number> = { shield: 1, 'misty-step': 2, 'magic-missile': 1, fireball: 3, counterspell: 3, haste: 3 };
  const levelOf = (id: string) => levels[id];
  const classes = (level: number) => [{ classId: 'wizard' as const, level }];
  it('takes one 1st- and one 2nd-level spell for mastery, two 3rd-level spells as signature spells', () => {
    expect(checkWizardChoice(classes(18), 'mastery', ['shield', 'misty-step'], owned, levelOf)).toBeNull();
    expect(checkWizardChoice(classes(18), 'mastery', ['shield'], owned, levelOf)).toBeNull();
    expect(checkWizardChoice(classes(20), 'signature', ['fireball', 'counterspell'], owned, levelOf)).toBeNull();
  });

  it('refuses the wrong level, two of one level, more than two, spells outside the book, too low a wizard', () => {
    expect(checkWizardChoice(classes(18), 'mastery', ['shield', 'magic-missile'], owned, levelOf)).toBe('tooManySpells');
    expect(checkWizardChoice(classes(18), 'mastery', ['fireball'], owned, levelOf)).toBe('wrongSpellLevel');
    expect(checkWizardChoice(classes(20), 'signature', ['fireball', 'counterspell', 'haste'], owned, levelOf)).toBe('tooManySpells');
    expect(checkWizardChoice(classes(20), 'signature', ['shield'], owned, levelOf)).toBe('wrongSpellLevel');
    expect(checkWizardChoice(classes(20), 'signature', ['lightning-bolt'], owned, () => 3)).toBe('notInSpellbook');
    expect(checkWizardChoice(classes(17), 'mastery', ['shield'], owned, levelOf)).toBe('noSpellMastery');
    expect(checkWizardChoice(classes(19), 'signature', ['fireball'], owned, levelOf)).toBe('noSignatureSpells');
  });
});
