// Leaves still to send of characters that no longer sync here, when their server is gone for good:
// tried with back-off while the app is open, dropped after 30 days and three failed attempts in a row
// (made online), sent and forgotten when the server answers. Fake timers drive the once-a-second
// tick as startTableRequests does; the connections are stand-ins that never reach a server unless
// the test says so.
import { describe, expect, it, vi } from 'vitest';
import { fakeClockAt } from '../testing/fake-clock';
import type { MoveNotice, PendingLeave, SyncData } from '../persistence/sync-store';
import { ATTEMPT_MS, GIVE_UP_MS, RETRY_FIRST_MS, RETRY_MAX_MS, createLeaveSender, type LeaveEvents, type LeaveSender } from './leaves';

const DAY = 86_400_000;
const START = new Date('2026-12-05T19:00:00.000Z').getTime();
const leave = (since?: number): PendingLeave => ({ key: 'k'.repeat(43), server: 'wss://gone.example.org', join: 'j'.repeat(43), id: 'umara', ...(since === undefined ? {} : { since }) });

function setup(leaving: PendingLeave[], opts: { online?: () => boolean; answers?: boolean; moves?: MoveNotice[] } = {}) {
  let data: SyncData = { characters: {}, leaving, tables: [], server: '', ...(opts.moves ? { moves: opts.moves } : {}) };
  const engine = {
    data: () => data,
    update(fn: (d: SyncData) => void) {
      const next = structuredClone(data);
      fn(next);
      data = next;
    },
  };
  const opened: number[] = [];
  const sent: string[] = [];
  let closed = 0;
  let mostOpen = 0;
  let open: LeaveEvents | null = null;
  const sender: LeaveSender = createLeaveSender(engine, {
    now: () => Date.now(),
    online: opts.online ?? (() => true),
    open: (_l, events) => {
      opened.push(Date.now() - START);
      mostOpen = Math.max(mostOpen, opened.length - closed);
      open = events;
      return { settled: () => opts.answers === true, send: (p) => sent.push(p), close: () => void closed++ };
    },
    openMove: (_m, events) => {
      opened.push(Date.now() - START);
      open = events;
      return { close: () => void closed++ };
    },
  });
  const timer = setInterval(() => sender.tick(), 1000);
  sender.tick();
  return {
    engine,
    opened,
    sent,
    closed: () => closed,
    mostOpen: () => mostOpen,
    answer: () => open?.done(),
    stop() {
      clearInterval(timer);
      sender.dispose();
    },
  };
}

const clock = fakeClockAt(START);

describe('a leave whose server is gone', () => {
  it('is tried again with a doubling back-off, one connection at a time, up to 30 minutes apart', () => {
    const s = clock.track(setup([leave(START)]));
    vi.advanceTimersByTime(6 * 3_600_000);
    // attempts: each gets ATTEMPT_MS, then waits 30 s, 1, 2, 4 … min, at most 30 min
    const gaps = s.opened.slice(1).map((t, i) => t - s.opened[i]);
    const waits = gaps.map((g) => g - ATTEMPT_MS);
    expect(s.opened[0]).toBe(0);
    expect(waits.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60].map((n) => n * RETRY_FIRST_MS));
    expect(waits.every((w) => w <= RETRY_MAX_MS)).toBe(true);
    expect(waits.at(-1)).toBe(RETRY_MAX_MS);
    // six hours cost a handful of connections, not one a second
    expect(s.opened.length).toBeLessThan(20);
    expect(s.mostOpen()).toBe(1);
    // younger than 30 days: kept, whatever the failures
    expect(s.engine.data().leaving).toEqual([leave(START)]);
  });

  it('is dropped once it is 30 days old and three attempts in a row failed', () => {
    const since = START - GIVE_UP_MS - DAY;
    const s = clock.track(setup([leave(since)]));
    vi.advanceTimersByTime(ATTEMPT_MS + RETRY_FIRST_MS + ATTEMPT_MS + 2 * RETRY_FIRST_MS); // two failed, the third open
    expect(s.engine.data().leaving).toHaveLength(1);
    expect(s.opened).toHaveLength(3);
    vi.advanceTimersByTime(ATTEMPT_MS);
    expect(s.engine.data().leaving).toEqual([]);
    expect(s.closed()).toBe(3);
    vi.advanceTimersByTime(DAY);
    expect(s.opened).toHaveLength(3);
  });

  it('a young leave reaches its bound while the app stays open', () => {
    const s = clock.track(setup([leave(START)]));
    vi.advanceTimersByTime(3_600_000);
    vi.setSystemTime(START + GIVE_UP_MS - DAY); // (the clock moves on; the app stays open)
    vi.advanceTimersByTime(3_600_000);
    expect(s.engine.data().leaving).toHaveLength(1);
    vi.setSystemTime(START + GIVE_UP_MS);
    vi.advanceTimersByTime(ATTEMPT_MS + RETRY_MAX_MS + 1000);
    expect(s.engine.data().leaving).toEqual([]);
  });

  it('attempts made offline do not count: a device back after a month still tries it', () => {
    let online = false;
    const s = clock.track(setup([leave(START - GIVE_UP_MS - DAY)], { online: () => online }));
    vi.advanceTimersByTime(3_600_000);
    expect(s.engine.data().leaving).toHaveLength(1);
    online = true;
    vi.advanceTimersByTime(3 * (ATTEMPT_MS + RETRY_MAX_MS));
    expect(s.engine.data().leaving).toEqual([]);
  });

  it('a leave from an older version (no time) starts its 30 days when first seen', () => {
    const s = clock.track(setup([leave()]));
    expect(s.engine.data().leaving).toEqual([leave(START)]);
    vi.advanceTimersByTime(DAY);
    expect(s.engine.data().leaving).toHaveLength(1);
  });
});

describe('a leave whose server answers', () => {
  it('is sent, and forgotten with the answer: no more connections', () => {
    const s = clock.track(setup([leave(START)], { answers: true }));
    expect(s.sent).toEqual([JSON.stringify({ op: 'leave', join: 'j'.repeat(43) })]);
    s.answer();
    vi.advanceTimersByTime(1000);
    expect(s.engine.data().leaving).toEqual([]);
    expect(s.closed()).toBe(1);
    vi.advanceTimersByTime(DAY);
    expect(s.opened).toHaveLength(1);
  });
});

describe('an old server still to hear where a character moved', () => {
  const notice = (since: number): MoveNotice => ({ key: 'k'.repeat(43), server: 'wss://gone.example.org', to: 'wss://new.example.org', since });

  it('is tried with the same back-off and bound as a leave', () => {
    const s = clock.track(setup([], { moves: [notice(START - GIVE_UP_MS - DAY)] }));
    vi.advanceTimersByTime(ATTEMPT_MS + RETRY_FIRST_MS);
    expect(s.opened).toEqual([0, ATTEMPT_MS + RETRY_FIRST_MS]);
    vi.advanceTimersByTime(ATTEMPT_MS + 2 * RETRY_FIRST_MS + ATTEMPT_MS);
    expect(s.engine.data().moves).toEqual([]);
  });

  it('is forgotten once the server has the entry', () => {
    const s = clock.track(setup([], { moves: [notice(START)] }));
    s.answer();
    vi.advanceTimersByTime(1000);
    expect(s.engine.data().moves).toEqual([]);
    vi.advanceTimersByTime(DAY);
    expect(s.opened).toHaveLength(1);
  });
});
