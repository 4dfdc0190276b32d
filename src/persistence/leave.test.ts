// Leaving the page (reload, closing the tab) while a change lives in this page only: the browser asks
// first (beforeunload cancelled); otherwise it does not.
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, STORAGE_KEY } from './keys';
import { SharedStore, quotaError } from '../testing/fake-storage';
import fixtureV1 from './migrations/fixtures/v1.json';
import { WIZ, boot, seeded } from '../testing/boot';

const leaving = (events: EventTarget) => {
  const e = new Event('beforeunload', { cancelable: true });
  events.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('leaving the page', () => {
  it('with a change the last write could not store, asks first; once stored, it does not', async () => {
    const shared = new SharedStore();
    const events = new EventTarget();
    const { store, ctl } = await boot(shared.view(), events);
    expect(leaving(events)).toBe(false);
    shared.setError = quotaError('chrome');
    store.getState().createCharacter({ ...WIZ, name: 'Jen v paměti' });
    expect(leaving(events)).toBe(true);
    shared.setError = null;
    expect(ctl.retrySave()).toBe(true);
    expect(leaving(events)).toBe(false);
  });

  it.each([
    ['data of a newer version (read-only)', () => seeded(fixtureV1.state, CURRENT_VERSION + 1).view()],
    ['no storage at all (private mode, storage blocked)', () => null],
    ['a storage whose every read throws', () => {
      const shared = new SharedStore();
      const view = shared.view();
      view.getItem = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      return view;
    }],
    ['unreadable data', () => {
      const shared = new SharedStore();
      shared.map.set(STORAGE_KEY, '{not json');
      return shared.view();
    }],
  ])('with %s: asks first once the player changed something', async (_what, storage) => {
    const events = new EventTarget();
    const { store } = await boot(storage(), events);
    expect(leaving(events)).toBe(false);
    store.getState().createCharacter(WIZ);
    expect(leaving(events)).toBe(true);
  });
});
