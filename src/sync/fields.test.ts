// A character read back from its document fields must be the character that was written: every
// stored field goes across devices, including the optional ones added after sync was built.
import { newCharacter } from '../store/defaults';
import type { Character } from '../store/types';
import { validateCharacter } from '../persistence/validate';
import { toFields, toSpells, withFields, withSpells, FIELD_PATHS } from './fields';

/** A sorcerer/warlock with every optional field the storage knows set to a non-default value. */
function fullCharacter(): Character {
  const c = newCharacter('Zdislava', [{ classId: 'sorcerer', level: 5 }, { classId: 'warlock', level: 3 }], { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 18 }, '2026-12-01T10:00:00.000Z');
  return {
    ...c,
    spells: [{ spellId: 'fire-bolt', classId: 'sorcerer', status: 'known' }],
    metamagic: ['quickened', 'twinned'],
    scrolls: [{ id: 's1', spellId: 'fireball' }],
    masterySpells: ['shield'],
    signatureSpells: ['fireball', 'counterspell'],
    preparationPending: true,
    overrides: [{ at: '2026-12-01T10:05:00.000Z', spellId: 'fireball', code: 'noSlot' }],
    caster: {
      ...c.caster,
      spentSlots: [2, 1, 0, 0, 0, 0, 0, 0, 0],
      spentPact: 1,
      signatureUsed: ['fireball'],
      sorceryPointsSpent: 3,
      concentration: { spellId: 'haste', startedAtRound: 1, endsAtRound: 11 },
      turn: { round: 3, bonusActionSpellCast: true, nonCantripSpellCast: false, actionCantripOnly: true },
      effects: [{ spellId: 'bless', target: 'Bořivoj', endsAtRound: 10 }],
      extraSlots: [1, 0, 0, 0, 0, 0, 0, 0, 0],
      casting: { spellId: 'identify', classId: 'sorcerer', slot: { kind: 'ritual' }, target: '', startedAtRound: 3, endsAtRound: 13 },
    },
    conditions: { ...c.conditions, silenced: true, focusInHand: true, hasBookOfAncientSecrets: true, conSaveProficient: true, materialsOwned: ['identify'] },
  } as Character;
}

describe('sync fields', () => {
  it('carry every stored field of a character to another device', () => {
    const original = fullCharacter();
    const fields = toFields(original);
    // the other device's copy: the same character before any of these edits
    const other = { ...newCharacter('x', [{ classId: 'sorcerer', level: 1 }]), id: original.id };
    const read = withFields(other, (p) => fields.get(p), FIELD_PATHS);
    read.spells = withSpells(read, toSpells(original));
    const { updatedAt: _a, ...got } = read;
    const { updatedAt: _b, ...want } = original;
    expect(got).toEqual(want);
    expect(validateCharacter(read).ok).toBe(true);
  });

  it('remove an optional field on the other device when the document no longer has it', () => {
    const other = fullCharacter();
    const cleared: Character = { ...other, metamagic: undefined, scrolls: undefined, caster: { ...other.caster, casting: undefined } };
    const fields = toFields(cleared);
    const read = withFields(other, (p) => fields.get(p), FIELD_PATHS);
    expect(read.metamagic).toBeUndefined();
    expect(read.scrolls).toBeUndefined();
    expect(read.caster.casting).toBeUndefined();
  });
});
