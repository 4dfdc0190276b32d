// Which "moved to" entry decides (doc.ts markMoved / movedAway) when devices' clocks disagree: a
// move made after seeing another wins, and every reader of the merged document picks the same one.
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { markMoved, movedAway, moveStamp, noteMove } from './doc';

const same = (a: string, b: string) => a === b;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-05T19:00:00Z');
function docOf(clientID: number): Y.Doc {
  const d = new Y.Doc();
  d.clientID = clientID;
  return d;
}
const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from));

describe('the "moved to" entry that decides', () => {
  it('a move made after seeing another wins, though its device’s clock is an hour behind', () => {
    const a = docOf(1);
    const b = docOf(2);
    markMoved(b, 'wss://s1', NOW + HOUR); // B's clock runs an hour ahead
    sync(b, a);
    markMoved(a, 'wss://s2', NOW + 60_000); // A, a minute later, moves it on
    sync(a, b);
    expect(movedAway(a, 'wss://old', same)).toBe('wss://s2');
    expect(movedAway(b, 'wss://old', same)).toBe('wss://s2');
  });

  it('two moves made without seeing each other: every reader of the merged document picks the same one', () => {
    const a = docOf(7);
    const b = docOf(9);
    markMoved(a, 'wss://s1', NOW);
    markMoved(b, 'wss://s2', NOW); // the same millisecond: the higher client id decides
    sync(a, b);
    sync(b, a);
    expect(movedAway(a, 'wss://old', same)).toBe('wss://s2');
    expect(movedAway(b, 'wss://old', same)).toBe('wss://s2');
  });

  it('a move back to a server that holds an older entry ends there', () => {
    const a = docOf(1);
    markMoved(a, 'wss://new', NOW);
    markMoved(a, 'wss://old', NOW - HOUR); // the clock was set back meanwhile
    expect(movedAway(a, 'wss://old', same)).toBeNull();
    expect(movedAway(a, 'wss://new', same)).toBe('wss://old');
  });

  it('a late notice of a move does not undo a move back made after it', () => {
    const old = docOf(1); // the old server's copy, where the GM watches
    const a = docOf(2);
    const b = docOf(3);
    // B moves it to the new server; its notice to the old server is still on its way
    const bStamp = moveStamp(b, NOW);
    markMoved(b, 'wss://new', NOW);
    sync(b, a);
    // A, having seen that, moves it back to the old server a second later
    markMoved(a, 'wss://old', NOW + 1000);
    sync(a, old);
    // B's notice arrives only now
    noteMove(old, 'wss://new', bStamp);
    expect(movedAway(old, 'wss://old', same)).toBeNull();
  });

  it('a notice wins over an entry of the old server its device had seen, whatever the clocks say', () => {
    const old = docOf(1);
    const a = docOf(2);
    markMoved(old, 'wss://old', NOW + HOUR); // written by a device whose clock runs an hour ahead
    sync(old, a);
    noteMove(old, 'wss://new', moveStamp(a, NOW));
    expect(movedAway(old, 'wss://old', same)).toBe('wss://new');
  });
});
