// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { availableCastOptions } from './cast-options';
import { freeSlots } from './pips';
import { S, freeConditions, own, spell, stateOf } from '../testing/caster-fixtures';
import type { CastResult, CastSuccess, CasterState } from '.';

function ok(r: CastResult): CastSuccess {
  if (!r.ok) throw new Error(`expected success, got ${r.error}`);
  return r;
}

const wizard5 = () => stateOf({ classId: 'wizard', level: 5 });
const wizOwned = [...own('wizard', 'known', S.fireBolt), ...own('wizard', 'prepared', S.magicMissile, S.fireball, S.haste, S.mistyStep, S.shield, S.detectMagic)];

describe('casting: slots', () => {
  it('PHB ch.10 Cantrips: a cantrip spends no slot', () => {
    const s = wizard5();
    const r = ok(castSpell(s, wizOwned, freeConditions(), { spell: S.fireBolt, classId: 'wizard', slot: { kind: 'cantrip' } }));
    expect(r.castLevel).toBe(0);
    expect(r.next.spentSlots).toEqual(s.spentSlots);
    expect(r.spent).toEqual({ kind: 'none' });
  });

  it('PHB ch.10 Spell Slots: magic missile spends one 1st-level slot (Umara: 4 -> 3)', () => {
    const r = ok(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 1 } }));
    expect(freeSlots(r.next)).toEqual([3, 3, 2, 0, 0, 0, 0, 0, 0]);
    expect(r.castLevel).toBe(1);
  });

  it('PHB ch.10 Casting at a Higher Level: magic missile with a 2nd-level slot is a 2nd-level spell', () => {
    const r = ok(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.magicMissile, classId: 'wizard', slot: { kind: 'slot', level: 2 } }));
    expect(r.castLevel).toBe(2);
    expect(r.next.spentSlots).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('PHB ch.10 Spell Slots: a slot lower than the spell is refused (slotTooLow), even with override', () => {
    const r = castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 2 }, override: true });
    expect(r).toMatchObject({ ok: false, error: 'slotTooLow', overridable: false });
  });

  it('PHB ch.10 Spell Slots: no free slot of that level -> noSlot, never overridable', () => {
    let s: CasterState = wizard5();
    for (let i = 0; i < 2; i++) s = ok(castSpell(s, wizOwned, freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 } })).next;
    const r = castSpell(s, wizOwned, freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 }, override: true });
    expect(r).toMatchObject({ ok: false, error: 'noSlot', overridable: false });
    const cone = spell({ id: 'cone-of-cold', level: 5, classes: ['wizard'] }); // no 5th-level slots at all: no rest helps
    expect(castSpell(wizard5(), [...wizOwned, ...own('wizard', 'prepared', cone)], freeConditions(), { spell: cone, classId: 'wizard', slot: { kind: 'slot', level: 5 } })).toMatchObject({ ok: false, error: 'slotLevelTooHigh', overridable: false });
  });

  it('PHB ch.10 Spell Level: slot levels 0, 10 and 2.5 are invalidSlotLevel; cantrips take no slot', () => {
    for (const level of [0, 10, 2.5]) {
      expect(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.magicMissile, classId: 'wizard', slot: { kind: 'slot', level } })).toMatchObject({ ok: false, error: 'invalidSlotLevel' });
    }
    expect(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.fireBolt, classId: 'wizard', slot: { kind: 'slot', level: 1 } })).toMatchObject({ ok: false, error: 'cantripNoSlot' });
    expect(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.magicMissile, classId: 'wizard', slot: { kind: 'cantrip' } })).toMatchObject({ ok: false, error: 'invalidSlotLevel' });
  });

  it('PHB ch.10: a spell level outside 0..9 is bad input (RangeError)', () => {
    expect(() => castSpell(wizard5(), wizOwned, freeConditions(), { spell: spell({ id: 'x', level: 10 }), classId: 'wizard', slot: { kind: 'slot', level: 9 } })).toThrow(RangeError);
  });

  it('PHB ch.3: a class the character lacks or without Spellcasting yet cannot cast (noSpellcasting)', () => {
    expect(castSpell(wizard5(), own('cleric', 'prepared', S.bless), freeConditions(), { spell: S.bless, classId: 'cleric', slot: { kind: 'slot', level: 1 } })).toMatchObject({ ok: false, error: 'noSpellcasting' });
    const paladin1 = stateOf({ classId: 'paladin', level: 1 }, { classId: 'wizard', level: 1 });
    expect(castSpell(paladin1, own('paladin', 'prepared', S.bless), freeConditions(), { spell: S.bless, classId: 'paladin', slot: { kind: 'slot', level: 1 } })).toMatchObject({ ok: false, error: 'noSpellcasting' });
  });

  it('PHB ch.6 Multiclassing: a paladin spell may use a slot from the multiclass table (paladin 2 + sorcerer 5 -> 3rd-level slots)', () => {
    const s = stateOf({ classId: 'paladin', level: 2 }, { classId: 'sorcerer', level: 5 });
    const r = ok(castSpell(s, own('paladin', 'prepared', S.bless), freeConditions(), { spell: S.bless, classId: 'paladin', slot: { kind: 'slot', level: 3 } }));
    expect(r.castLevel).toBe(3);
  });
});

describe('casting: Pact Magic and Mystic Arcanum', () => {
  const warlock11 = () => stateOf({ classId: 'warlock', level: 11 });
  const lockOwned = [...own('warlock', 'known', S.hex, S.mistyStep, S.massSuggestion, S.eldritchBlast)];

  it('SRD Pact Magic: a pact slot always casts at its level (hex from a 5th-level pact slot)', () => {
    const r = ok(castSpell(warlock11(), lockOwned, freeConditions(), { spell: S.hex, classId: 'warlock', slot: { kind: 'pact' } }));
    expect(r.castLevel).toBe(5);
    expect(r.next.spentPact).toBe(1);
    expect(r.spent).toEqual({ kind: 'pact', level: 5 });
  });

  it('SRD Pact Magic: spent pact slots -> noPactSlot; no warlock -> noPactSlot', () => {
    let s: CasterState = warlock11();
    for (let i = 0; i < 3; i++) s = ok(castSpell(s, lockOwned, freeConditions(), { spell: S.mistyStep, classId: 'warlock', slot: { kind: 'pact' }, offTurn: false, override: true })).next;
    expect(castSpell(s, lockOwned, freeConditions(), { spell: S.hex, classId: 'warlock', slot: { kind: 'pact' }, override: true })).toMatchObject({ ok: false, errors: expect.arrayContaining(['noPactSlot']) });
    expect(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.magicMissile, classId: 'wizard', slot: { kind: 'pact' } })).toMatchObject({ ok: false, error: 'noPactSlot' });
  });

  it('PHB ch.6 Pact Magic: pact slots cast spells of other classes if the slot level suffices (wizard 5 + warlock 3)', () => {
    const s = stateOf({ classId: 'wizard', level: 5 }, { classId: 'warlock', level: 3 });
    const r = ok(castSpell(s, wizOwned, freeConditions(), { spell: S.magicMissile, classId: 'wizard', slot: { kind: 'pact' } }));
    expect(r.castLevel).toBe(2);
    expect(castSpell(s, wizOwned, freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'pact' } })).toMatchObject({ ok: false, error: 'slotTooLow' });
  });

  it('PHB ch.6 Pact Magic: warlock spells may use Spellcasting slots (warlock 3 + sorcerer 5, hex with a 3rd-level slot)', () => {
    const s = stateOf({ classId: 'warlock', level: 3 }, { classId: 'sorcerer', level: 5 });
    expect(ok(castSpell(s, lockOwned, freeConditions(), { spell: S.hex, classId: 'warlock', slot: { kind: 'slot', level: 3 } })).castLevel).toBe(3);
  });

  it('SRD Mystic Arcanum: a 6th-level warlock spell once per long rest, no slot', () => {
    const r = ok(castSpell(warlock11(), lockOwned, freeConditions(), { spell: S.massSuggestion, classId: 'warlock', slot: { kind: 'arcanum' } }));
    expect(r.castLevel).toBe(6);
    expect(r.next.arcanumUsed).toEqual([6]);
    expect(r.next.spentPact).toBe(0);
    expect(castSpell(r.next, lockOwned, freeConditions(), { spell: S.massSuggestion, classId: 'warlock', slot: { kind: 'arcanum' }, override: true })).toMatchObject({ ok: false, error: 'arcanumUsed' });
  });

  it('SRD Mystic Arcanum: not before warlock 11, not for 1st-5th level spells, not for other classes (notArcanum)', () => {
    const w9 = stateOf({ classId: 'warlock', level: 9 });
    expect(castSpell(w9, lockOwned, freeConditions(), { spell: S.massSuggestion, classId: 'warlock', slot: { kind: 'arcanum' } })).toMatchObject({ ok: false, error: 'notArcanum' });
    expect(castSpell(warlock11(), lockOwned, freeConditions(), { spell: S.hex, classId: 'warlock', slot: { kind: 'arcanum' } })).toMatchObject({ ok: false, error: 'notArcanum' });
    expect(castSpell(warlock11(), lockOwned, freeConditions(), { spell: S.forcecage, classId: 'warlock', slot: { kind: 'arcanum' } })).toMatchObject({ ok: false, errors: expect.arrayContaining(['notArcanum']) });
  });
});

describe('casting: known and prepared', () => {
  it('PHB ch.10 Known and Prepared Spells: a wizard spell in the book but not prepared -> notPrepared', () => {
    expect(castSpell(wizard5(), own('wizard', 'inBook', S.fireball), freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 } })).toMatchObject({ ok: false, error: 'notPrepared', overridable: true });
  });

  it('PHB ch.10: a wizard spell not in the book -> notKnown; a sorcerer spell not known -> notKnown', () => {
    expect(castSpell(wizard5(), [], freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 } })).toMatchObject({ ok: false, error: 'notKnown' });
    const sorc = stateOf({ classId: 'sorcerer', level: 5 });
    expect(castSpell(sorc, [], freeConditions(), { spell: S.fireball, classId: 'sorcerer', slot: { kind: 'slot', level: 3 } })).toMatchObject({ ok: false, error: 'notKnown' });
  });

  it('PHB domain spells: always-prepared spells may be cast', () => {
    const s = stateOf({ classId: 'cleric', level: 5 });
    expect(castSpell(s, own('cleric', 'alwaysPrepared', S.bless), freeConditions(), { spell: S.bless, classId: 'cleric', slot: { kind: 'slot', level: 1 } }).ok).toBe(true);
  });

  it('PHB ch.10: a cantrip must be known by that class', () => {
    expect(castSpell(wizard5(), own('sorcerer', 'known', S.fireBolt), freeConditions(), { spell: S.fireBolt, classId: 'wizard', slot: { kind: 'cantrip' } })).toMatchObject({ ok: false, error: 'notKnown' });
  });

  it('PHB Introduction (the DM is the referee), GM override: notPrepared becomes a warning; the slot is still spent', () => {
    const r = ok(castSpell(wizard5(), own('wizard', 'inBook', S.fireball), freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'slot', level: 3 }, override: true }));
    expect(r.warnings).toContain('overridden');
    expect(r.overriddenErrors).toEqual(['notPrepared']);
    expect(r.next.spentSlots[2]).toBe(1);
  });
});

describe('casting: rituals', () => {
  it('PHB ch.10 Rituals: no slot, 10 minutes longer, never at a higher level', () => {
    const r = ok(castSpell(wizard5(), own('wizard', 'inBook', S.detectMagic), freeConditions(), { spell: S.detectMagic, classId: 'wizard', slot: { kind: 'ritual' } }));
    expect(r.next.spentSlots).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(r.castLevel).toBe(1);
    expect(r.warnings).toEqual(expect.arrayContaining(['ritualAddsTenMinutes', 'longCastingNeedsConcentration']));
    expect(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.detectMagic, classId: 'wizard', slot: { kind: 'ritual', level: 2 }, override: true })).toMatchObject({ ok: false, error: 'ritualNoUpcast' });
  });

  it('PHB ch.10 Rituals: only spells with the ritual tag (notRitual)', () => {
    expect(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.fireball, classId: 'wizard', slot: { kind: 'ritual' } })).toMatchObject({ ok: false, error: 'notRitual' });
  });

  it('SRD Cleric/Druid Ritual Casting: the ritual must be prepared', () => {
    const s = stateOf({ classId: 'cleric', level: 3 });
    expect(castSpell(s, [], freeConditions(), { spell: S.detectMagic, classId: 'cleric', slot: { kind: 'ritual' } })).toMatchObject({ ok: false, error: 'notPrepared' });
    expect(castSpell(s, own('cleric', 'prepared', S.detectMagic), freeConditions(), { spell: S.detectMagic, classId: 'cleric', slot: { kind: 'ritual' } }).ok).toBe(true);
  });

  it('SRD Bard Ritual Casting: the ritual must be known', () => {
    const s = stateOf({ classId: 'bard', level: 3 });
    expect(castSpell(s, [], freeConditions(), { spell: S.detectMagic, classId: 'bard', slot: { kind: 'ritual' } })).toMatchObject({ ok: false, error: 'notKnown' });
    expect(castSpell(s, own('bard', 'known', S.detectMagic), freeConditions(), { spell: S.detectMagic, classId: 'bard', slot: { kind: 'ritual' } }).ok).toBe(true);
  });

  it('PHB ch.3: sorcerers, paladins and rangers have no ritual feature; warlocks only with Book of Ancient Secrets', () => {
    const sorc = stateOf({ classId: 'sorcerer', level: 3 });
    expect(castSpell(sorc, own('sorcerer', 'known', S.detectMagic), freeConditions(), { spell: S.detectMagic, classId: 'sorcerer', slot: { kind: 'ritual' }, override: true })).toMatchObject({ ok: false, error: 'noRitualFeature' });
    const lock = stateOf({ classId: 'warlock', level: 3 });
    const book = own('warlock', 'inBook', S.findFamiliar);
    const withMaterial = freeConditions({ materialsOwned: ['find-familiar'] });
    expect(castSpell(lock, book, withMaterial, { spell: S.findFamiliar, classId: 'warlock', slot: { kind: 'ritual' } })).toMatchObject({ ok: false, error: 'noRitualFeature' });
    const r = ok(castSpell(lock, book, { ...withMaterial, hasBookOfAncientSecrets: true }, { spell: S.findFamiliar, classId: 'warlock', slot: { kind: 'ritual' } }));
    expect(r.consumedMaterial).toBe('find-familiar');
    // a Book of Shadows ritual is cast as a ritual only: a pact slot is refused for that reason
    expect(castSpell(lock, book, { ...withMaterial, hasBookOfAncientSecrets: true }, { spell: S.findFamiliar, classId: 'warlock', slot: { kind: 'pact' } })).toMatchObject({ ok: false, error: 'ritualOnly', overridable: true });
  });
});

describe('casting: components and armour', () => {
  const cleric = () => stateOf({ classId: 'cleric', level: 5 });
  const owned = own('cleric', 'prepared', S.bless, S.revivify, S.cureWounds);
  const cast = (sp = S.bless, c = freeConditions(), override = false) =>
    castSpell(cleric(), owned, c, { spell: sp, classId: 'cleric', slot: { kind: 'slot', level: sp.level }, override });

  it('PHB ch.10 Verbal: silenced casters cannot cast V spells', () => {
    expect(cast(S.bless, freeConditions({ silenced: true }))).toMatchObject({ ok: false, error: 'silenced', overridable: true });
  });

  it('PHB ch.10 Somatic: S needs a free hand', () => {
    expect(cast(S.cureWounds, freeConditions({ handsFree: false }))).toMatchObject({ ok: false, error: 'noFreeHand' });
  });

  it('PHB ch.10 Material: a pouch or focus replaces materials without a cost', () => {
    expect(cast(S.bless, freeConditions({ hasFocusOrPouch: false }))).toMatchObject({ ok: false, error: 'noFocus' });
    expect(cast(S.bless).ok).toBe(true);
  });

  it('PHB ch.10 Material: a material with a cost must be owned, a focus does not replace it; consumed ones are used up', () => {
    expect(cast(S.revivify)).toMatchObject({ ok: false, error: 'missingMaterial' });
    const r = ok(cast(S.revivify, freeConditions({ materialsOwned: ['revivify'] })));
    expect(r.consumedMaterial).toBe('revivify');
    expect(r.warnings).toContain('materialConsumed');
  });

  it('PHB ch.10 Casting in Armor: armour without proficiency blocks casting', () => {
    expect(cast(S.bless, freeConditions({ armourWorn: true, armourProficient: false }))).toMatchObject({ ok: false, error: 'armourNotProficient' });
    expect(cast(S.bless, freeConditions({ armourWorn: true, armourProficient: true })).ok).toBe(true);
  });

  it('PHB ch.10 Concentration: an incapacitated caster cannot cast, even with override', () => {
    expect(cast(S.bless, freeConditions({ incapacitated: true }), true)).toMatchObject({ ok: false, error: 'incapacitated', overridable: false });
  });

  it('PHB Introduction (the DM is the referee), GM override: several component problems become warnings and are all listed', () => {
    const r = ok(cast(S.bless, freeConditions({ silenced: true, handsFree: false, armourWorn: true }), true));
    expect(r.overriddenErrors).toEqual(['silenced', 'noFreeHand', 'armourNotProficient']);
  });
});

describe('casting: long casting times and concentration', () => {
  it('PHB ch.10 Longer Casting Times: over 1 action needs concentration while casting (warning)', () => {
    const r = ok(castSpell(wizard5(), own('wizard', 'prepared', S.identify), freeConditions({ materialsOwned: ['identify'] }), { spell: S.identify, classId: 'wizard', slot: { kind: 'slot', level: 1 } }));
    expect(r.warnings).toContain('longCastingNeedsConcentration');
    expect(r.next.spentSlots[0]).toBe(1);
  });

  it('PHB ch.10 Concentration: a new concentration spell ends the old one', () => {
    const first = ok(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } }));
    expect(first.next.concentration).toMatchObject({ spellId: 'haste', startedAtRound: 0, endsAtRound: 10 });
    const second = ok(castSpell(first.next, wizOwned, freeConditions(), { spell: S.detectMagic, classId: 'wizard', slot: { kind: 'slot', level: 1 } }));
    expect(second.endedConcentration).toBe('haste');
    expect(second.warnings).toContain('endsConcentration');
    expect(second.next.concentration?.spellId).toBe('detect-magic');
  });

  it('PHB ch.10 Concentration: a non-concentration spell leaves concentration alone', () => {
    const first = ok(castSpell(wizard5(), wizOwned, freeConditions(), { spell: S.haste, classId: 'wizard', slot: { kind: 'slot', level: 3 } }));
    const second = ok(castSpell(first.next, wizOwned, freeConditions(), { spell: S.shield, classId: 'wizard', slot: { kind: 'slot', level: 1 } }));
    expect(second.next.concentration?.spellId).toBe('haste');
    expect(second.endedConcentration).toBeUndefined();
  });
});

describe('availableCastOptions', () => {
  it('PHB ch.10 Spell Slots: free slot levels >= the spell level', () => {
    expect(availableCastOptions(wizard5(), wizOwned, S.mistyStep, 'wizard')).toEqual([
      { kind: 'slot', level: 2 },
      { kind: 'slot', level: 3 },
    ]);
  });

  it('PHB ch.10 Cantrips: a cantrip has one option and no slot', () => {
    expect(availableCastOptions(wizard5(), wizOwned, S.fireBolt, 'wizard')).toEqual([{ kind: 'cantrip', level: 0 }]);
  });

  it('PHB ch.10 Rituals + SRD Pact Magic + Mystic Arcanum: ritual, pact and arcanum options', () => {
    expect(availableCastOptions(wizard5(), wizOwned, S.detectMagic, 'wizard')).toContainEqual({ kind: 'ritual', level: 1 });
    const s = stateOf({ classId: 'warlock', level: 11 });
    const owned = own('warlock', 'known', S.massSuggestion, S.hex);
    expect(availableCastOptions(s, owned, S.massSuggestion, 'warlock')).toEqual([{ kind: 'arcanum', level: 6 }]);
    expect(availableCastOptions(s, owned, S.hex, 'warlock')).toEqual([{ kind: 'pact', level: 5 }]);
  });

  it('SRD Warlock: rituals only with Book of Ancient Secrets', () => {
    const s = stateOf({ classId: 'warlock', level: 3 });
    const owned = own('warlock', 'inBook', S.findFamiliar);
    expect(availableCastOptions(s, owned, S.findFamiliar, 'warlock')).toEqual([{ kind: 'pact', level: 2 }]);
    expect(availableCastOptions(s, owned, S.findFamiliar, 'warlock', { hasBookOfAncientSecrets: true })).toContainEqual({ kind: 'ritual', level: 1 });
  });

  it('SRD Warlock: the Book of Ancient Secrets needs Pact of the Tome (3rd warlock level)', () => {
    const owned = own('warlock', 'inBook', S.findFamiliar);
    const book = freeConditions({ hasBookOfAncientSecrets: true, materialsOwned: ['find-familiar'] });
    const lock2 = stateOf({ classId: 'warlock', level: 2 }, { classId: 'cleric', level: 3 });
    expect(availableCastOptions(lock2, owned, S.findFamiliar, 'warlock', book)).not.toContainEqual({ kind: 'ritual', level: 1 });
    expect(castSpell(lock2, owned, book, { spell: S.findFamiliar, classId: 'warlock', slot: { kind: 'ritual' } })).toMatchObject({ ok: false, error: 'noRitualFeature' });
  });

  it('PHB ch.3: no options for a class without Spellcasting', () => {
    expect(availableCastOptions(wizard5(), [], S.bless, 'cleric')).toEqual([]);
  });
});
