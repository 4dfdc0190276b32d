// A leave of a character that still syncs here goes over its own device connection, under the same
// rule as every pending leave (leaves.ts): an attempt waits ATTEMPT_MS for the server's "left", a
// failed one (made online) is tried again after a doubling back-off, and a leave older than 30 days
// whose last attempts failed is given up — only the request, never the character. A stand-in
// engine and connection; fake timers drive the once-a-second tick.
import { describe, expect, it, vi } from 'vitest';
import { fakeClockAt } from '../testing/fake-clock';
import type { SyncData } from '../persistence/sync-store';
import type { SyncEngine } from './engine';
import { ATTEMPT_MS, GIVE_UP_MS, RETRY_FIRST_MS } from './leaves';
import { dismissLeave, leaveTable, startTableRequests } from './table';

const DAY = 86_400_000;
const START = new Date('2026-12-05T19:00:00.000Z').getTime();
const JOIN = 'j'.repeat(43);
const SERVER = 'wss://sync.example.org';

function setup(connected: () => boolean) {
  let data: SyncData = { characters: { umara: { key: 'k'.repeat(43), server: SERVER, tables: [{ join: JOIN, server: SERVER, state: 'joined', name: 'Středa' }] } }, leaving: [], tables: [], server: SERVER };
  const sent: { at: number; payload: string }[] = [];
  const binding = {
    onStateless: new Set<(p: string) => void>(),
    link: {
      provider: {
        get isSynced() {
          return connected();
        },
        hasUnsyncedChanges: false,
        configuration: { websocketProvider: { get status() {
          return connected() ? 'connected' : 'disconnected';
        } } },
        sendStateless: (payload: string) => sent.push({ at: Date.now() - START, payload }),
      },
    },
  };
  const engine = {
    data: () => data,
    record: (id: string) => data.characters[id] ?? null,
    update(fn: (d: SyncData) => void) {
      const next = structuredClone(data);
      fn(next);
      data = next;
    },
    binding: () => binding,
  } as unknown as SyncEngine;
  const stop = startTableRequests(engine);
  const leaves = () => sent.filter((s) => s.payload.includes('"leave"')).map((s) => s.at);
  return { engine, leaves, answer: () => binding.onStateless.forEach((f) => f(JSON.stringify({ op: 'left', join: JOIN }))), tables: () => data.characters.umara?.tables ?? [], stop };
}

const clock = fakeClockAt(START);

describe('a leave of a character that still syncs here', () => {
  it('is sent once per attempt and tried again with a doubling back-off, not every second', () => {
    const s = setup(() => true);
    clock.track(s);
    leaveTable(s.engine, 'umara', JOIN);
    expect(s.tables()[0]).toMatchObject({ state: 'leaving', since: START });
    vi.advanceTimersByTime(6 * 3_600_000);
    const at = s.leaves();
    expect(at[0]).toBe(0);
    const waits = at.slice(1).map((t, i) => t - at[i] - ATTEMPT_MS);
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8].map((n) => n * RETRY_FIRST_MS));
    expect(at.length).toBeLessThan(20);
    // younger than 30 days: still waiting
    expect(s.tables()[0].state).toBe('leaving');
  });

  it('is given up 30 days after the player asked, once its last three attempts failed; the sync stays', () => {
    const s = setup(() => false); // the server does not answer; the device is online
    clock.track(s);
    leaveTable(s.engine, 'umara', JOIN);
    vi.setSystemTime(START + GIVE_UP_MS + DAY);
    // (the first attempt, started a month ago, counts as failed now) the second fails, the third is under way
    vi.advanceTimersByTime(ATTEMPT_MS + 3 * RETRY_FIRST_MS + ATTEMPT_MS / 2);
    expect(s.tables()[0]?.state).toBe('leaving');
    vi.advanceTimersByTime(3_600_000);
    expect(s.tables()).toEqual([]);
    expect(s.engine.record('umara')).toMatchObject({ key: 'k'.repeat(43), server: SERVER });
  });

  it('is forgotten with the server’s answer', () => {
    const s = setup(() => true);
    clock.track(s);
    leaveTable(s.engine, 'umara', JOIN);
    s.answer();
    expect(s.tables()).toEqual([]);
    vi.advanceTimersByTime(DAY);
    expect(s.leaves()).toEqual([0]);
  });

  it('a leave from an older version (no time) starts its 30 days when first seen', () => {
    const s = setup(() => true);
    clock.track(s);
    s.engine.update((d) => void (d.characters.umara.tables[0].state = 'leaving'));
    vi.advanceTimersByTime(1000);
    expect(s.tables()[0].since).toBe(START + 1000);
  });

  it('the player can stop waiting for it: no more attempts, the character keeps syncing', () => {
    const s = setup(() => true);
    clock.track(s);
    leaveTable(s.engine, 'umara', JOIN);
    dismissLeave(s.engine, 'umara', JOIN, SERVER);
    vi.advanceTimersByTime(DAY);
    expect(s.leaves()).toEqual([0]);
    expect(s.tables()).toEqual([]);
    expect(s.engine.record('umara')?.key).toBe('k'.repeat(43));
  });
});
