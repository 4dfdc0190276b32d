// Why the spell picker marks a spell before the tap: the slots (spent, none that high, the arcanum
// used) — and never when a slot, pact slot, arcanum, ritual or carried scroll can cast it; and which
// rule of the running turn marks it (the bonus-action rule, a spent reaction).
import { describe, expect, it } from 'vitest';
import { spell } from '../testing/caster-fixtures';
import { addCaster } from '../testing/store';
import { createAppStore } from './app-store';
import { castOptions, previewCast, slotShortage, turnRuleForbids } from './queries';
import type { Character } from './types';
import type { ClassLevel, OwnedSpell } from '../rules';

const missile = spell({ id: 'magic-missile', level: 1 });
const fireball = spell({ id: 'fireball', level: 3 });
const ritual = spell({ id: 'detect-magic', level: 1, ritual: true });
const circle = spell({ id: 'circle-of-death', level: 6 });

function character(classes: ClassLevel[], spells: OwnedSpell[], patch: (c: Character) => Character = (c) => c): Character {
  const store = createAppStore();
  const id = addCaster(store, classes, spells);
  store.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? patch(c) : c)) }));
  return store.getState().characters.find((c) => c.id === id)!;
}
const owned = (id: string, classId: OwnedSpell['classId'] = 'wizard'): OwnedSpell => ({ spellId: id, classId, status: 'prepared' });
const spendAll = (c: Character): Character => ({ ...c, caster: { ...c.caster, spentSlots: c.caster.spentSlots.map((_, i) => [4, 3, 2, 0, 0, 0, 0, 0, 0][i]) } });

describe('slotShortage', () => {
  it('a free slot of the level or higher: no mark; cantrips never', () => {
    const c = character([{ classId: 'wizard', level: 5 }], [owned('magic-missile')]);
    expect(slotShortage(c, missile, 'wizard')).toBeNull();
    expect(slotShortage(c, spell({ id: 'fire-bolt', level: 0 }), 'wizard')).toBeNull();
  });

  it('every slot of the level or higher spent: noSlot; a ritual the class may cast as one is not marked', () => {
    const c = character([{ classId: 'wizard', level: 5 }], [owned('magic-missile'), owned('detect-magic')], spendAll);
    expect(slotShortage(c, missile, 'wizard')).toBe('noSlot');
    expect(slotShortage(c, ritual, 'wizard')).toBeNull();
  });

  it('a spell above every slot the character has: slotLevelTooHigh, unless a scroll of it is carried', () => {
    const c = character([{ classId: 'wizard', level: 3 }], [owned('fireball')]);
    expect(slotShortage(c, fireball, 'wizard')).toBe('slotLevelTooHigh');
    const withScroll = character([{ classId: 'wizard', level: 3 }], [owned('fireball')], (x) => ({ ...x, scrolls: [{ id: 's1', spellId: 'fireball' }] }));
    expect(slotShortage(withScroll, fireball, 'wizard')).toBeNull();
  });

  it("a warlock: spent pact slots are noSlot; a used Mystic Arcanum is arcanumUsed", () => {
    const spent = character([{ classId: 'warlock', level: 11 }], [owned('fireball', 'warlock'), owned('circle-of-death', 'warlock')], (c) => ({ ...c, caster: { ...c.caster, spentPact: 3 } }));
    expect(slotShortage(spent, fireball, 'warlock')).toBe('noSlot');
    expect(slotShortage(spent, circle, 'warlock')).toBeNull();
    const used = character([{ classId: 'warlock', level: 11 }], [owned('circle-of-death', 'warlock')], (c) => ({ ...c, caster: { ...c.caster, arcanumUsed: [6] } }));
    expect(slotShortage(used, circle, 'warlock')).toBe('arcanumUsed');
  });
});

describe('turnRuleForbids', () => {
  const quickened = spell({ id: 'misty-step', level: 2, castingTime: { amount: 1, unit: 'bonus' } });
  const shield = spell({ id: 'shield', level: 1, castingTime: { amount: 1, unit: 'reaction' } });
  const afterBonusSpell = (c: Character): Character => ({ ...c, caster: { ...c.caster, turn: { round: 1, bonusActionSpellCast: true, nonCantripSpellCast: false, actionCantripOnly: true } } });

  it('after a bonus-action spell: a leveled action spell and another bonus-action spell are marked, a reaction spell is not', () => {
    const c = character([{ classId: 'sorcerer', level: 6 }], [owned('magic-missile', 'sorcerer'), owned('shield', 'sorcerer'), owned('misty-step', 'sorcerer')], afterBonusSpell);
    expect(turnRuleForbids(c, missile)).toBe('bonusActionRule');
    expect(turnRuleForbids(c, quickened)).toBe('bonusActionRule');
    // Shield goes on another creature's turn (the cast dialog's default): the rule does not reach it
    expect(turnRuleForbids(c, shield)).toBeNull();
  });

  it('a reaction already spent this round still marks a reaction spell', () => {
    const c = character([{ classId: 'sorcerer', level: 6 }], [owned('shield', 'sorcerer')], (x) => {
      const y = afterBonusSpell(x);
      return { ...y, caster: { ...y.caster, turn: { ...y.caster.turn, reactionUsed: true } } };
    });
    expect(turnRuleForbids(c, shield)).toBe('reactionUsed');
  });
});

describe('Book of Ancient Secrets acts only with the tome pact', () => {
  it('a warlock 3 with the book chosen casts a Book of Shadows ritual with the tome pact; with another pact or none, not', () => {
    const inBook: OwnedSpell = { spellId: 'detect-magic', classId: 'warlock', status: 'inBook' };
    const withBook = (pactBoon?: Character['pactBoon']) => character([{ classId: 'warlock', level: 3 }], [inBook], (c) => ({ ...c, ...(pactBoon ? { pactBoon } : {}), conditions: { ...c.conditions, hasBookOfAncientSecrets: true } }));
    const asRitual = (c: Character) => previewCast(c, { spell: ritual, classId: 'warlock', slot: { kind: 'ritual', level: 1 } });
    expect(asRitual(withBook('tome')).ok).toBe(true);
    expect(castOptions(withBook('tome'), ritual, 'warlock').some((o) => o.kind === 'ritual')).toBe(true);
    for (const c of [withBook('blade'), withBook()]) {
      const r = asRitual(c);
      expect(!r.ok && r.errors).toContain('noRitualFeature');
      expect(castOptions(c, ritual, 'warlock').some((o) => o.kind === 'ritual')).toBe(false);
      // the choice stays stored: picking the tome pact later brings it back
      expect(c.conditions.hasBookOfAncientSecrets).toBe(true);
    }
  });
});
