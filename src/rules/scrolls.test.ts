// @vitest-environment node
// Spell scrolls, computed from the SRD 5.1 "Spell Scroll" text: on your class's list → no slot, no
// material components; not on it → unreadable; above the level you can cast → ability check with
// your spellcasting ability, DC 10 + the spell's level; the scroll is used up either way.
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { highestCastableLevel, scrollCheckDC, scrollNeedsCheck, scrollStats } from './scrolls';
import { S, freeConditions, spell, stateOf } from '../testing/caster-fixtures';
import type { CasterState, SpellMechanics } from './types';
import type { CastRequest } from './cast-types';

const wizard3 = (): CasterState => stateOf({ classId: 'wizard', level: 3 });
const fromScroll = (state: CasterState, sp: SpellMechanics, extra: Partial<CastRequest> = {}, conditions = freeConditions()) =>
  castSpell(state, [], conditions, { spell: sp, classId: 'wizard', slot: { kind: 'scroll' }, scrollsCarried: [sp.id], ...extra });

describe('spell scrolls', () => {
  it('the highest castable level: wizard 3 → 2nd, wizard 5 → 3rd, warlock 5 → 3rd (pact), warlock 11 → 6th (arcanum), fighter → 0', () => {
    expect(highestCastableLevel([{ classId: 'wizard', level: 3 }])).toBe(2);
    expect(highestCastableLevel([{ classId: 'wizard', level: 5 }])).toBe(3);
    expect(highestCastableLevel([{ classId: 'warlock', level: 5 }])).toBe(3);
    expect(highestCastableLevel([{ classId: 'warlock', level: 11 }])).toBe(6);
    expect(highestCastableLevel([{ classId: 'fighter', level: 5 }])).toBe(0);
  });

  it('DC of the check is 10 + the spell level; the scroll has its own save DC and attack bonus', () => {
    expect(scrollCheckDC(3)).toBe(13);
    expect(scrollCheckDC(9)).toBe(19);
    expect(scrollStats(1)).toEqual({ saveDC: 13, attackBonus: 5 });
    expect(scrollStats(3)).toEqual({ saveDC: 15, attackBonus: 7 });
    expect(scrollStats(9)).toEqual({ saveDC: 19, attackBonus: 11 });
  });

  it('a spell on the class list within the castable level: cast with no slot, even when not in the spellbook', () => {
    const r = fromScroll(wizard3(), S.magicMissile);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.spent).toEqual({ kind: 'scroll', level: 1 });
    expect(r.next.spentSlots).toEqual(wizard3().spentSlots);
  });

  it('no material components: a costly material is not needed, nor a focus', () => {
    const r = fromScroll(stateOf({ classId: 'cleric', level: 5 }), S.revivify, { classId: 'cleric' }, freeConditions({ hasFocusOrPouch: false }));
    expect(r.ok).toBe(true);
    expect(r.ok && r.consumedMaterial).toBeUndefined();
  });

  it('V and S are still needed: silenced, the scroll cannot be read aloud', () => {
    expect(fromScroll(wizard3(), S.magicMissile, {}, freeConditions({ silenced: true }))).toMatchObject({ ok: false, error: 'silenced' });
  });

  it('a spell not on the class list cannot be read (not even with a GM override)', () => {
    expect(fromScroll(wizard3(), S.cureWounds, { override: true })).toMatchObject({ ok: false, error: 'scrollNotOnList', overridable: false });
  });

  it('above the castable level the check is needed first; passed → cast at the spell level; failed → nothing happens, the scroll is gone', () => {
    expect(scrollNeedsCheck(wizard3().classes, S.fireball)).toBe(true);
    expect(scrollNeedsCheck(wizard3().classes, spell({ id: 'web', level: 2 }))).toBe(false);
    expect(fromScroll(wizard3(), S.fireball)).toMatchObject({ ok: false, error: 'scrollCheckNeeded' });
    const passed = fromScroll(wizard3(), S.fireball, { scrollCheck: 'passed' });
    expect(passed).toMatchObject({ ok: true, castLevel: 3, spent: { kind: 'scroll', level: 3 } });
    const failed = fromScroll(wizard3(), S.fireball, { scrollCheck: 'failed' });
    expect(failed).toMatchObject({ ok: true, scrollFailed: true, spent: { kind: 'scroll', level: 3 } });
    expect(failed.ok && failed.next.turn).toEqual(wizard3().turn);
  });

  it('without a scroll of the spell there is nothing to read', () => {
    expect(fromScroll(wizard3(), S.magicMissile, { scrollsCarried: ['fireball'] })).toMatchObject({ ok: false, error: 'noScroll' });
  });

  it('a concentration spell from a scroll starts concentration as usual', () => {
    const r = fromScroll(wizard3(), { ...S.detectMagic });
    expect(r.ok && r.next.concentration?.spellId).toBe('detect-magic');
  });
});
