// The changes of the sync records that drop one entry: only that entry goes, whatever else another
// tab has queued beside it.
import { describe, expect, it } from 'vitest';
import { applied } from '../persistence/sync-records';
import type { MoveNotice, PendingLeave, SyncData } from '../persistence/sync-store';
import { leaveDone, moveDone, tableLeavesChecked } from './changes';

const K1 = 'a'.repeat(43);
const K2 = 'b'.repeat(43);
const J1 = 'j'.repeat(43);
const J2 = 'k'.repeat(43);
const leave = (key: string, join: string, since?: number): PendingLeave => ({ key, join, server: 'wss://old.example.org', id: 'umara', ...(since === undefined ? {} : { since }) });
const move = (key: string, server: string): MoveNotice => ({ key, server, to: 'wss://new.example.org', since: 1 });
const records = (over: Partial<SyncData>): SyncData => ({ characters: {}, leaving: [], tables: [], server: '', ...over });

describe('changes that drop one entry', () => {
  it('a leave done drops that leave only: the same character at another table, or another character at that table, still leaves', () => {
    const d = records({ leaving: [leave(K1, J1), leave(K1, J2), leave(K2, J1)], moves: [move(K1, 'wss://old.example.org')] });
    const next = applied(d, leaveDone(leave(K1, J1)));
    expect(next.leaving).toEqual([leave(K1, J2), leave(K2, J1)]);
    expect(next.moves).toEqual(d.moves);
  });

  it('a move notice done drops that notice only: the same character moved away from another server is still told', () => {
    const d = records({ leaving: [leave(K1, J1)], moves: [move(K1, 'wss://a.example.org'), move(K1, 'wss://b.example.org'), move(K2, 'wss://a.example.org')] });
    const next = applied(d, moveDone(move(K1, 'wss://a.example.org')));
    expect(next.moves).toEqual([move(K1, 'wss://b.example.org'), move(K2, 'wss://a.example.org')]);
    expect(next.leaving).toEqual(d.leaving);
  });

  it('a table leave given up goes; another leave of an older version gets its time', () => {
    const server = 'wss://s.example.org';
    const d = records({ characters: { umara: { key: K1, server, tables: [{ join: J1, server, state: 'leaving', since: 5 }, { join: J2, server, state: 'leaving' }, { join: 'x'.repeat(43), server, state: 'joined' }] } } });
    const next = applied(d, tableLeavesChecked('umara', [J1], 99));
    expect(next.characters.umara.tables).toEqual([{ join: J2, server, state: 'leaving', since: 99 }, { join: 'x'.repeat(43), server, state: 'joined' }]);
  });
});
