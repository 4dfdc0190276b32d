// @vitest-environment node
// Hands and components, computed from the seed chapter ("Složky"): P needs at least one free hand;
// S may be replaced by a pouch or focus; "the caster needs a free hand to handle the materials, but
// it may be the same hand that performs the somatic components".
import { describe, expect, it } from 'vitest';
import { checkComponents } from './components';
import { S, freeConditions, spell } from '../testing/caster-fixtures';

// sword in one hand, wand (a spellcasting focus) in the other
const swordAndWand = freeConditions({ handsFree: false, hasFocusOrPouch: true, focusInHand: true });
const vsOnly = spell({ id: 'shield', level: 1, components: { v: true, s: true, m: false } });
const mOnly = S.massSuggestion; // V, M

describe('hands: an empty hand and a hand holding the focus are two facts', () => {
  it('sword + wand: Fireball (V, S, M) is allowed — the wand hand handles M and does the gestures', () => {
    expect(checkComponents(S.fireball, swordAndWand).errors).toEqual([]);
  });

  it('sword + wand: Shield (V, S, no M) is refused — gestures without materials need an empty hand', () => {
    expect(checkComponents(vsOnly, swordAndWand).errors).toEqual(['noFreeHand']);
  });

  it('a spell with M and no S also works from the focus hand', () => {
    expect(checkComponents(mOnly, swordAndWand).errors).toEqual([]);
  });

  it('a V-only spell needs no hand at all', () => {
    expect(checkComponents(S.wish, freeConditions({ handsFree: false })).errors).toEqual([]);
  });

  it('both hands full and no focus in hand: S and M spells are refused for the hand', () => {
    const full = freeConditions({ handsFree: false, focusInHand: false });
    expect(checkComponents(S.fireball, full).errors).toEqual(['noFreeHand']);
    expect(checkComponents(vsOnly, full).errors).toEqual(['noFreeHand']);
  });

  it('an empty hand and a pouch on the belt: every component is met', () => {
    const c = freeConditions({ handsFree: true, hasFocusOrPouch: true });
    expect(checkComponents(S.fireball, c).errors).toEqual([]);
    expect(checkComponents(vsOnly, c).errors).toEqual([]);
  });

  it('an empty hand without pouch or focus: M without a cost is missing (noFocus), P is fine', () => {
    const c = freeConditions({ handsFree: true, hasFocusOrPouch: false });
    expect(checkComponents(S.fireball, c).errors).toEqual(['noFocus']);
    expect(checkComponents(vsOnly, c).errors).toEqual([]);
  });

  it('without pouch or focus, the material itself meets M without a cost', () => {
    const c = freeConditions({ handsFree: true, hasFocusOrPouch: false, materialsOwned: ['fireball'] });
    expect(checkComponents(S.fireball, c)).toEqual({ errors: [] });
    const consumed = { ...S.fireball, components: { ...S.fireball.components, consumed: true } };
    expect(checkComponents(consumed, c)).toEqual({ errors: [], consumedMaterial: 'fireball' });
    // with a pouch the material is not touched
    expect(checkComponents(consumed, { ...c, hasFocusOrPouch: true })).toEqual({ errors: [] });
  });

  it('a costly material is still needed with the focus in hand (the focus does not replace it)', () => {
    expect(checkComponents(S.revivify, swordAndWand).errors).toEqual(['missingMaterial']);
    expect(checkComponents(S.revivify, { ...swordAndWand, materialsOwned: ['revivify'] })).toEqual({ errors: [], consumedMaterial: 'revivify' });
  });
});
