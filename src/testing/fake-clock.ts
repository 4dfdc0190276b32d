// Fake timers that start every test of a file at the same instant. What a test starts (a tick
// interval, a sender) is handed to `track` and stopped after the test, before real timers return.
import { afterEach, beforeEach, vi } from 'vitest';

export function fakeClockAt(start: number): { track<T extends { stop(): void }>(running: T): T } {
  let running: { stop(): void } | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    running?.stop();
    running = null;
    vi.useRealTimers();
  });
  return { track: (r) => (running = r) };
}
