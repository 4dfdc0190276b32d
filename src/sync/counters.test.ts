// Spent slots, pact slots and sorcery points merge as counters (doc.ts COUNTS): what two devices
// spend without seeing each other both counts, a rest takes back only what its device saw spent, and
// a total above the maximum is shown clamped without either device taking a spend back.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { newCharacter } from '../store/defaults';
import type { Character } from '../store/types';
import { COUNTS, FIELDS, readCharacter, writeCharacter } from './doc';

const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from));
const both = (a: Y.Doc, b: Y.Doc) => {
  sync(a, b);
  sync(b, a);
};
/** a 3rd-level wizard: four 1st-level and two 2nd-level slots */
const WIZARD = newCharacter('Elminster', [{ classId: 'wizard', level: 3 }]);
const WARLOCK = newCharacter('Hex', [{ classId: 'warlock', level: 2 }]);
const withSpent = (c: Character, level: number, n: number): Character => {
  const spentSlots = [...c.caster.spentSlots] as Character['caster']['spentSlots'];
  spentSlots[level - 1] = n;
  return { ...c, caster: { ...c.caster, spentSlots } };
};
const read = (doc: Y.Doc, base: Character) => {
  const r = readCharacter(doc, base);
  if (!r.ok) throw new Error('unreadable');
  return r.value;
};

/** One character on two devices, in step: A made it, B has A's document. */
function twoDevices(c: Character = WIZARD) {
  const a = new Y.Doc();
  const b = new Y.Doc();
  writeCharacter(a, c, 'phone');
  sync(a, b);
  return { a, b };
}

describe('slots spent on two devices', () => {
  it('a slot spent on each device without seeing the other: two slots spent on both', () => {
    const { a, b } = twoDevices();
    writeCharacter(a, withSpent(WIZARD, 1, 1), 'phone');
    writeCharacter(b, withSpent(WIZARD, 1, 1), 'laptop');
    both(a, b);
    expect(read(a, WIZARD).caster.spentSlots[0]).toBe(2);
    expect(read(b, WIZARD).caster.spentSlots[0]).toBe(2);
  });

  it('a long rest on one device and a spend on the other: the spend stays', () => {
    const { a, b } = twoDevices(withSpent(WIZARD, 1, 3));
    writeCharacter(a, WIZARD, 'phone'); // rested: nothing spent
    writeCharacter(b, withSpent(WIZARD, 1, 4), 'laptop'); // one more spent
    both(a, b);
    expect(read(a, WIZARD).caster.spentSlots[0]).toBe(1);
    expect(read(b, WIZARD).caster.spentSlots[0]).toBe(1);
  });

  it('the last slot spent on both devices: shown as all spent, and one taken back frees one', () => {
    const { a, b } = twoDevices(withSpent(WIZARD, 2, 1));
    writeCharacter(a, withSpent(WIZARD, 2, 2), 'phone');
    writeCharacter(b, withSpent(WIZARD, 2, 2), 'laptop');
    both(a, b);
    const shown = read(a, WIZARD);
    expect(shown.caster.spentSlots[1]).toBe(2);
    // each device writes the clamped value back (bindings.ts): that is no change to count
    expect(writeCharacter(a, shown, 'phone')).toBe(false);
    expect(writeCharacter(b, read(b, WIZARD), 'laptop')).toBe(false);
    both(a, b);
    expect(read(b, WIZARD).caster.spentSlots[1]).toBe(2);
    writeCharacter(b, withSpent(WIZARD, 2, 1), 'laptop'); // the player gives one back
    both(a, b);
    expect(read(a, WIZARD).caster.spentSlots[1]).toBe(1);
  });

  it('pact slots and sorcery points count alike', () => {
    const { a, b } = twoDevices(WARLOCK);
    const spentPact = (n: number): Character => ({ ...WARLOCK, caster: { ...WARLOCK.caster, spentPact: n } });
    writeCharacter(a, spentPact(1), 'phone');
    writeCharacter(b, spentPact(1), 'laptop');
    both(a, b);
    expect(read(a, WARLOCK).caster.spentPact).toBe(2);
    const sorcerer = newCharacter('Aria', [{ classId: 'sorcerer', level: 4 }]);
    const s = twoDevices(sorcerer);
    const points = (n: number): Character => ({ ...sorcerer, caster: { ...sorcerer.caster, sorceryPointsSpent: n } });
    writeCharacter(s.a, points(2), 'phone');
    writeCharacter(s.b, points(1), 'laptop');
    both(s.a, s.b);
    expect(read(s.b, sorcerer).caster.sorceryPointsSpent).toBe(3);
  });

  it('two tabs of one device write the same entry: a change both tabs apply counts once', () => {
    const { a, b } = twoDevices();
    const tab2 = new Y.Doc();
    sync(a, tab2);
    writeCharacter(a, withSpent(WIZARD, 1, 1), 'phone');
    // the other tab gets the change through storage before the server brings the document's
    writeCharacter(tab2, withSpent(WIZARD, 1, 1), 'phone');
    both(a, tab2);
    both(a, b);
    expect(read(b, WIZARD).caster.spentSlots[0]).toBe(1);
  });

  it('a document of an older version (the value in the field map) is read, and a spend adds to it', () => {
    const old = new Y.Doc();
    writeCharacter(old, WIZARD, 'phone');
    old.getMap(COUNTS).clear();
    old.getMap(FIELDS).set('caster.spentSlots.0', 2);
    expect(read(old, WIZARD).caster.spentSlots[0]).toBe(2);
    const b = new Y.Doc();
    sync(old, b);
    writeCharacter(b, withSpent(WIZARD, 1, 3), 'laptop');
    expect(read(b, WIZARD).caster.spentSlots[0]).toBe(3);
    expect(b.getMap(FIELDS).get('caster.spentSlots.0')).toBe(2);
  });

  it('hostile entries are read clamped and bounded', () => {
    const { a } = twoDevices();
    a.getMap(COUNTS).set('caster.spentSlots.0 evil', 1e9);
    a.getMap(COUNTS).set('caster.spentSlots.1 evil', 'two');
    a.getMap(COUNTS).set('__proto__ evil', 5);
    const c = read(a, WIZARD);
    expect(c.caster.spentSlots.slice(0, 2)).toEqual([4, 0]);
  });
});
