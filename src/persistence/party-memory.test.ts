// The GM's remembered party: what comes back is what was seen, damaged or foreign data is dropped
// without taking the rest along, and the key stays within its bounds.
import { newCharacter } from '../store/defaults';
import { SharedStore, quotaError } from '../testing/fake-storage';
import { forgetParty, MAX_CHARS, MAX_MEMBERS, MAX_SERVER_CHARS, MAX_TABLES, PARTY_KEY, readParty, rememberParty, type RememberedMember } from './party-memory';

const id = (n: number) => `${'T'.repeat(40)}${String(n).padStart(3, '0')}`;
const doc = (n: number) => `${'d'.repeat(40)}${String(n).padStart(3, '0')}`;
const member = (n: number, name: string): RememberedMember => ({ doc: doc(n), joinedAt: n, character: { ...newCharacter(name, [{ classId: 'wizard', level: 5 }]), id: doc(n) } });
const AT = Date.UTC(2026, 11, 5, 18, 42);

function storage() {
  const s = new SharedStore();
  return { shared: s, view: s.view() };
}

describe('party memory', () => {
  it('gives back the party last seen at a table, and only that table’s', () => {
    const { view } = storage();
    expect(rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara'), member(2, 'Jozan')] }, view)).toBe(true);
    rememberParty(id(2), { seenAt: AT, members: [member(3, 'Lia')] }, view);
    const p = readParty(id(1), view);
    expect(p?.seenAt).toBe(AT);
    expect(p?.members.map((m) => [m.doc, m.character.name, m.character.id])).toEqual([
      [doc(1), 'Umara', doc(1)],
      [doc(2), 'Jozan', doc(2)],
    ]);
    expect(readParty(id(3), view)).toBeNull();
    // seen again with nobody there: an empty party, not the old one
    rememberParty(id(1), { seenAt: AT + 1, members: [] }, view);
    expect(readParty(id(1), view)).toEqual({ seenAt: AT + 1, members: [] });
  });

  it('ignores text that is not its own: broken, another version, the wrong shape', () => {
    const { shared, view } = storage();
    rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara')] }, view);
    const good = shared.map.get(PARTY_KEY)!;
    for (const bad of ['{', 'null', '[]', good.replace('"v":1', '"v":2'), good.replace(`"seenAt":${AT}`, '"seenAt":"včera"'), good.replace(`"id":"${id(1)}"`, '"id":"__proto__"')]) {
      shared.map.set(PARTY_KEY, bad);
      expect(readParty(id(1), view), bad.slice(0, 40)).toBeNull();
    }
    // the next write replaces it
    shared.map.set(PARTY_KEY, '{');
    expect(rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara')] }, view)).toBe(true);
    expect(readParty(id(1), view)?.members).toHaveLength(1);
  });

  it('drops a damaged character but keeps the others and the other tables', () => {
    const { shared, view } = storage();
    rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara'), member(2, 'Jozan'), member(3, 'Lia')] }, view);
    rememberParty(id(2), { seenAt: AT - 1, members: [member(4, 'Mialee')] }, view);
    const file = JSON.parse(shared.map.get(PARTY_KEY)!);
    const t = file.tables.find((x: { id: string }) => x.id === id(1));
    t.members[0].character.classes = 'wizard'; // not a list of classes: refused
    t.members[1].character.id = doc(9); // not the document it is shown for
    shared.map.set(PARTY_KEY, JSON.stringify(file));
    expect(readParty(id(1), view)?.members.map((m) => m.character.name)).toEqual(['Lia']);
    expect(readParty(id(2), view)?.members.map((m) => m.character.name)).toEqual(['Mialee']);
  });

  it('keeps a character the player moved away as moved, and one still at the table as present', () => {
    const { view } = storage();
    const moved = { ...member(2, 'Jozan'), movedTo: 'wss://novy.example.cz' };
    rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara'), moved] }, view);
    const p = readParty(id(1), view);
    expect(p?.members.map((m) => [m.character.name, m.movedTo])).toEqual([
      ['Umara', undefined],
      ['Jozan', 'wss://novy.example.cz'],
    ]);
    expect(p?.members[0]).not.toHaveProperty('movedTo');
  });

  it('loads a party stored before moves were remembered: everyone at the table', () => {
    const { shared, view } = storage();
    // the text an older version wrote: members without `movedTo`
    const old = (n: number, name: string) => ({ doc: doc(n), joinedAt: n, character: member(n, name).character });
    shared.map.set(PARTY_KEY, JSON.stringify({ v: 1, tables: [{ id: id(1), seenAt: AT, members: [old(1, 'Umara'), old(2, 'Jozan')] }] }));
    const p = readParty(id(1), view);
    expect(p?.seenAt).toBe(AT);
    expect(p?.members.map((m) => [m.character.name, m.movedTo])).toEqual([
      ['Umara', undefined],
      ['Jozan', undefined],
    ]);
  });

  it('drops a character whose "moved to" does not check out, rather than show it as still here', () => {
    const { shared, view } = storage();
    rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara'), member(2, 'Jozan'), member(3, 'Lia'), member(4, 'Mialee')] }, view);
    const file = JSON.parse(shared.map.get(PARTY_KEY)!);
    const [, jozan, lia, mialee] = file.tables[0].members;
    jozan.movedTo = 42;
    lia.movedTo = '';
    mialee.movedTo = `wss://${'x'.repeat(MAX_SERVER_CHARS)}`;
    shared.map.set(PARTY_KEY, JSON.stringify(file));
    expect(readParty(id(1), view)?.members.map((m) => m.character.name)).toEqual(['Umara']);
  });

  it('keeps the most recently seen tables and a bounded party', () => {
    const { view } = storage();
    for (let n = 1; n <= MAX_TABLES + 2; n++) rememberParty(id(n), { seenAt: AT + n, members: [member(n, `P${n}`)] }, view);
    expect(readParty(id(1), view)).toBeNull();
    expect(readParty(id(2), view)).toBeNull();
    expect(readParty(id(MAX_TABLES + 2), view)?.members).toHaveLength(1);
    const crowd = Array.from({ length: MAX_MEMBERS + 4 }, (_, i) => member(100 + i, `Hráč ${i}`));
    rememberParty(id(50), { seenAt: AT + 100, members: crowd }, view);
    expect(readParty(id(50), view)?.members).toHaveLength(MAX_MEMBERS);
  });

  it('stores no party too big for its room, and then forgets the older copy rather than pass it off as the latest', () => {
    const { shared, view } = storage();
    rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara')] }, view);
    rememberParty(id(2), { seenAt: AT, members: [member(2, 'Jozan')] }, view);
    const big = member(1, 'Umara');
    big.character = { ...big.character, spells: Array.from({ length: 9000 }, (_, i) => ({ spellId: `hb-spell-${i}`, classId: 'wizard' as const, status: 'known' as const })) };
    expect(rememberParty(id(1), { seenAt: AT + 1, members: [big] }, view)).toBe(false);
    expect(shared.map.get(PARTY_KEY)!.length).toBeLessThanOrEqual(MAX_CHARS);
    expect(readParty(id(1), view)).toBeNull();
    expect(readParty(id(2), view)?.members).toHaveLength(1);
  });

  it('a full storage costs the copy, never an error', () => {
    const { shared, view } = storage();
    rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara')] }, view);
    shared.quota = shared.used() + 10;
    expect(rememberParty(id(1), { seenAt: AT + 1, members: [member(1, 'Umara'), member(2, 'Jozan')] }, view)).toBe(false);
    expect(readParty(id(1), view)).toBeNull();
    shared.setError = quotaError('firefox-old');
    expect(() => rememberParty(id(1), { seenAt: AT + 2, members: [] }, view)).not.toThrow();
    expect(() => forgetParty(id(1), view)).not.toThrow();
    expect(readParty(id(1), null)).toBeNull();
  });

  it('forgets a closed table; with none left, the key goes', () => {
    const { shared, view } = storage();
    rememberParty(id(1), { seenAt: AT, members: [member(1, 'Umara')] }, view);
    rememberParty(id(2), { seenAt: AT, members: [] }, view);
    forgetParty(id(1), view);
    expect(readParty(id(1), view)).toBeNull();
    expect(readParty(id(2), view)).not.toBeNull();
    forgetParty(id(2), view);
    expect(shared.map.has(PARTY_KEY)).toBe(false);
  });
});
