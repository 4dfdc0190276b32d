// @vitest-environment node
// SRD 5.1 School of Evocation: Evocation Savant and Sculpt Spells (2nd), Potent Cantrip (6th),
// Empowered Evocation (10th), by the wizard level of a wizard with the school recorded.
import { describe, expect, it } from 'vitest';
import { evocationCast, halfCopyCost } from './evocation';
import type { ClassLevel } from './types';

const evoker = (level: number): ClassLevel => ({ classId: 'wizard', level, subclassId: 'evocation' });
const fireball = { school: 'evocation', level: 3, save: true, damage: true, area: true };
const acidSplash = { school: 'conjuration', level: 0, save: true, damage: true, area: false };
const magicMissile = { school: 'evocation', level: 1, save: false, damage: true, area: false };

describe('School of Evocation', () => {
  it('Sculpt Spells from wizard 2: 1 + the level the spell is cast at, for an evocation spell with a save and an area', () => {
    expect(evocationCast([evoker(1)], fireball, 3, 'wizard').sculpt).toBe(0);
    expect(evocationCast([evoker(2)], fireball, 3, 'wizard').sculpt).toBe(4);
    expect(evocationCast([evoker(5)], fireball, 5, 'wizard').sculpt).toBe(6);
    // the character's feature: a sorcerer's Fireball too; not a spell with no save or no area
    expect(evocationCast([evoker(2), { classId: 'sorcerer', level: 5 }], fireball, 3, 'sorcerer').sculpt).toBe(4);
    expect(evocationCast([evoker(20)], magicMissile, 1, 'wizard').sculpt).toBe(0);
    expect(evocationCast([evoker(20)], { ...fireball, school: 'conjuration' }, 3, 'wizard').sculpt).toBe(0);
  });

  it('Potent Cantrip from wizard 6: any cantrip with a save that deals damage', () => {
    expect(evocationCast([evoker(5)], acidSplash, 0, 'wizard').potentCantrip).toBe(false);
    expect(evocationCast([evoker(6)], acidSplash, 0, 'wizard').potentCantrip).toBe(true);
    expect(evocationCast([evoker(6)], { ...acidSplash, save: false }, 0, 'wizard').potentCantrip).toBe(false);
    expect(evocationCast([evoker(6)], fireball, 3, 'wizard').potentCantrip).toBe(false);
  });

  it('Empowered Evocation from wizard 10: a damaging evocation spell cast as a wizard', () => {
    expect(evocationCast([evoker(9)], fireball, 3, 'wizard').empowered).toBe(false);
    expect(evocationCast([evoker(10)], fireball, 3, 'wizard').empowered).toBe(true);
    expect(evocationCast([evoker(10), { classId: 'sorcerer', level: 5 }], fireball, 3, 'sorcerer').empowered).toBe(false);
    expect(evocationCast([evoker(10)], { ...fireball, damage: false }, 3, 'wizard').empowered).toBe(false);
  });

  it('nothing for a wizard without the school recorded; Evocation Savant halves copying from wizard 2', () => {
    expect(evocationCast([{ classId: 'wizard', level: 20 }], fireball, 3, 'wizard')).toEqual({ sculpt: 0, potentCantrip: false, empowered: false });
    expect(halfCopyCost([evoker(1)])).toBe(false);
    expect(halfCopyCost([evoker(2)])).toBe(true);
    expect(halfCopyCost([{ classId: 'wizard', level: 20 }])).toBe(false);
  });
});
