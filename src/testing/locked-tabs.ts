// Two tabs of one browser for persistence tests: one shared fake localStorage, fake Web Locks and
// a fake BroadcastChannel (fake-storage.ts, fake-tabs.ts). `lateTab` opens a tab with its own
// storage view, whose reads can be held stale (a renderer that has not received a write yet).
import { afterEach } from 'vitest';
import { createAppStore } from '../store/app-store';
import { createPersistence, type PersistenceController } from '../persistence';
import { SharedStore, type FakeStorage } from './fake-storage';
import { FakeChannelHub, FakeLocks } from './fake-tabs';

const running: PersistenceController[] = [];
afterEach(() => disposeTabs());

/** Stops every tab opened so far (a test that opens several pairs in a loop). */
export const disposeTabs = () => running.splice(0).forEach((c) => c.dispose());

export function twoTabs() {
  const shared = new SharedStore();
  const locks = new FakeLocks();
  const hub = new FakeChannelHub();
  const tab = (events = new EventTarget()) => {
    const store = createAppStore();
    const view = shared.view(events);
    const ctl = createPersistence(store, view, { events: events as never, locks, channel: hub.channel() });
    running.push(ctl);
    return { store, ctl, view, events };
  };
  /** A tab with its own storage view and locks. */
  const lateTab = (): { store: ReturnType<typeof createAppStore>; ctl: PersistenceController; view: FakeStorage } => {
    const events = new EventTarget();
    const view = shared.view(events);
    const store = createAppStore();
    const ctl = createPersistence(store, view, { events: events as never, locks: new FakeLocks(), channel: hub.channel() });
    running.push(ctl);
    return { store, ctl, view };
  };
  return { shared, locks, hub, tab, lateTab };
}

/** Waits until both tabs have written what they had (three rounds: a write may queue another). */
export const settle = async (...ctls: PersistenceController[]) => {
  for (let i = 0; i < 3; i++) {
    await Promise.all(ctls.map((c) => c.whenSaved()));
    await new Promise((r) => setTimeout(r, 5));
  }
};
