// The tables a character sits at, in its document: written by the device that joins or leaves,
// mirrored into every other device's record, and unreadable for a GM who reads the document.
import * as Y from 'yjs';
import type { SyncData, SyncedCharacter } from '../persistence/sync-store';
import { applied } from '../persistence/sync-records';
import { joinKeyOf, newKey, tableIdOf } from './keys';
import { SEATS, heard, readSeats, tellSeats, told, untold } from './seats';

const KEY = newKey();
const SERVER = 'wss://sync.example.org';
const JOIN = joinKeyOf(newKey());
const OTHER = joinKeyOf(newKey());

const data = (tables: SyncedCharacter['tables']): SyncData => ({ characters: { umara: { key: KEY, server: SERVER, tables } }, leaving: [], tables: [], server: SERVER });
const tablesOf = (d: SyncData) => d.characters.umara.tables;
/** the record after telling `doc` what it says */
function tell(doc: Y.Doc, d: SyncData) {
  const untoldOnes = tellSeats(doc, d.characters.umara);
  return applied(d, told('umara', untoldOnes));
}

describe('seats in the character document', () => {
  it('a join is written once, sealed: a reader without the device key finds neither key nor name', () => {
    const doc = new Y.Doc();
    const d = tell(doc, data([{ join: JOIN, server: SERVER, state: 'joining', name: 'Středa' }]));
    expect(tablesOf(d)[0].shared).toBe(true);
    expect(tellSeats(doc, d.characters.umara)).toEqual([]); // told already: nothing written again
    expect(readSeats(doc, KEY)).toEqual(new Map([[tableIdOf(JOIN), { join: JOIN, name: 'Středa' }]]));
    const raw = JSON.stringify(doc.getMap(SEATS).toJSON());
    expect(raw).not.toContain(JOIN);
    expect(raw).not.toContain('Středa');
    expect(readSeats(doc, newKey()).size).toBe(0);
  });

  it('a leave takes the entry out; an entry copied under another table id is not read', () => {
    const doc = new Y.Doc();
    let d = tell(doc, data([{ join: JOIN, server: SERVER, state: 'joined' }]));
    d = applied(d, (x) => void (x.characters.umara.tables = x.characters.umara.tables.map((t) => ({ ...untold(t, 'leaving'), since: 1 }))));
    tell(doc, d);
    expect(readSeats(doc, KEY).size).toBe(0);
    tell(doc, data([{ join: JOIN, server: SERVER, state: 'joined' }]));
    doc.getMap(SEATS).set(tableIdOf(OTHER), doc.getMap(SEATS).get(tableIdOf(JOIN)));
    expect([...readSeats(doc, KEY).keys()]).toEqual([tableIdOf(JOIN)]);
  });

  it('another device hears a join, a leave, and a join again after its own leave', () => {
    const seat = new Map([[tableIdOf(JOIN), { join: JOIN, name: 'Středa' }]]);
    // a table it did not know: shown there too, and its own join goes out
    let d = applied(data([]), heard('umara', seat));
    expect(tablesOf(d)).toEqual([{ join: JOIN, server: SERVER, state: 'joining', name: 'Středa', shared: true }]);
    // gone from the document: left on the other device
    d = applied(d, heard('umara', new Map()));
    expect(tablesOf(d)).toEqual([]);
    // a join of its own not told yet stays
    expect(tablesOf(applied(data([{ join: JOIN, server: SERVER, state: 'joining' }]), heard('umara', new Map())))).toHaveLength(1);
    // its own leave, told; the document has the table again: joined again elsewhere after it
    d = applied(data([{ join: JOIN, server: SERVER, state: 'leaving', since: 5, shared: true }]), heard('umara', seat));
    expect(tablesOf(d)).toEqual([{ join: JOIN, server: SERVER, state: 'joining', shared: true }]);
    // … and without it, the leave waits for its answer
    expect(tablesOf(applied(data([{ join: JOIN, server: SERVER, state: 'leaving', since: 5, shared: true }]), heard('umara', new Map())))[0].state).toBe('leaving');
  });

  it('two devices leaving and joining apart end with the join', () => {
    const a = new Y.Doc();
    tell(a, data([{ join: JOIN, server: SERVER, state: 'joined' }]));
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    tell(a, data([{ join: JOIN, server: SERVER, state: 'leaving', since: 1 }]));
    tell(b, data([{ join: JOIN, server: SERVER, state: 'joining' }])); // "Vrátit" on b, offline
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(readSeats(a, KEY).has(tableIdOf(JOIN))).toBe(true);
    expect(readSeats(b, KEY).has(tableIdOf(JOIN))).toBe(true);
  });
});
