// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { castSpell } from './casting';
import { ROUNDS_PER_HOUR } from './effects';
import { lastingAt } from './upcast-duration';
import { freeConditions, own, spell, stateOf } from '../testing/caster-fixtures';

const huntersMark = spell({ id: 'hunters-mark', level: 1, classes: ['ranger'], concentration: true, duration: { unit: 'hour', amount: 1, upTo: true } });
const bestowCurse = spell({ id: 'bestow-curse', level: 3, classes: ['bard', 'cleric', 'wizard'], concentration: true, duration: { unit: 'minute', amount: 1, upTo: true } });
const majorImage = spell({ id: 'major-image', level: 3, classes: ['bard', 'sorcerer', 'wizard'], concentration: true, duration: { unit: 'minute', amount: 10, upTo: true } });
const animalMessenger = spell({ id: 'animal-messenger', level: 2, classes: ['bard', 'druid', 'ranger'], ritual: true, concentration: false, duration: { unit: 'hour', amount: 24 } });

describe('durations by slot level (SRD "At Higher Levels")', () => {
  it('Hunter’s Mark: 1 hour, 8 hours from a 3rd or 4th-level slot, 24 hours from a 5th', () => {
    expect(lastingAt(huntersMark, 1)).toBe(huntersMark);
    expect(lastingAt(huntersMark, 2).duration).toEqual({ unit: 'hour', amount: 1, upTo: true });
    expect(lastingAt(huntersMark, 4)).toMatchObject({ duration: { unit: 'hour', amount: 8, upTo: true }, concentration: true });
    expect(lastingAt(huntersMark, 5).duration).toEqual({ unit: 'hour', amount: 24, upTo: true });
  });

  it('Bestow Curse: 10 minutes from a 4th-level slot, then 8 hours, 24 hours and until dispelled, without concentration from the 5th', () => {
    expect(lastingAt(bestowCurse, 4)).toMatchObject({ duration: { unit: 'minute', amount: 10 }, concentration: true });
    expect(lastingAt(bestowCurse, 5)).toMatchObject({ duration: { unit: 'hour', amount: 8 }, concentration: false });
    expect(lastingAt(bestowCurse, 7)).toMatchObject({ duration: { unit: 'hour', amount: 24 }, concentration: false });
    expect(lastingAt(bestowCurse, 9)).toMatchObject({ duration: { unit: 'until-dispelled' }, concentration: false });
  });

  it('Animal Messenger: 48 hours more for each slot level above 2nd', () => {
    expect(lastingAt(animalMessenger, 2)).toBe(animalMessenger);
    expect(lastingAt(animalMessenger, 3).duration).toEqual({ unit: 'hour', amount: 72 });
    expect(lastingAt(animalMessenger, 5).duration).toEqual({ unit: 'hour', amount: 168 });
  });

  it('a ranger 11 concentrates on a 3rd-level Hunter’s Mark for 8 hours', () => {
    const s = stateOf({ classId: 'ranger', level: 11 });
    const r = castSpell(s, own('ranger', 'known', huntersMark), freeConditions(), { spell: huntersMark, classId: 'ranger', slot: { kind: 'slot', level: 3 } });
    if (!r.ok) throw new Error(r.error);
    expect(r.next.concentration?.endsAtRound).toBe(s.turn.round + 8 * ROUNDS_PER_HOUR);
    expect(r.lasting.duration).toEqual({ unit: 'hour', amount: 8, upTo: true });
  });

  it('a bard 17: a 5th-level Bestow Curse takes no concentration, so a 6th-level Major Image does not end it', () => {
    const own17 = own('bard', 'known', bestowCurse, majorImage);
    const s = stateOf({ classId: 'bard', level: 17 });
    const image = castSpell(s, own17, freeConditions(), { spell: majorImage, classId: 'bard', slot: { kind: 'slot', level: 3 } });
    if (!image.ok) throw new Error(image.error);
    expect(image.next.concentration?.spellId).toBe('major-image');
    const curse = castSpell(image.next, own17, freeConditions(), { spell: bestowCurse, classId: 'bard', slot: { kind: 'slot', level: 5 } });
    if (!curse.ok) throw new Error(curse.error);
    expect(curse.warnings).not.toContain('endsConcentration');
    expect(curse.next.concentration?.spellId).toBe('major-image');
    expect(curse.lasting).toEqual({ duration: { unit: 'hour', amount: 8 }, concentration: false });
    const image6 = castSpell(stateOf({ classId: 'bard', level: 17 }), own17, freeConditions(), { spell: majorImage, classId: 'bard', slot: { kind: 'slot', level: 6 } });
    if (!image6.ok) throw new Error(image6.error);
    expect(image6.next.concentration).toBeNull();
  });
});
