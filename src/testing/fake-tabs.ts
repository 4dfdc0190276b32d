// Test doubles of the Web Locks API and BroadcastChannel (jsdom has neither), shared by the fake
// tabs of one test: locks are granted in request order, one holder at a time per name; channel
// messages reach every other tab's channel after a macrotask (as in a browser), or wait in a queue
// while `hold` is set.
import type { ChannelLike, LockManagerLike } from '../persistence/locks';

export class FakeLocks implements LockManagerLike {
  private queues = new Map<string, (() => void)[]>();
  private held = new Set<string>();
  /** ms before a lock is granted (0: next microtask) */
  grantDelay = 0;

  request(name: string, callback: () => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const run = () => {
        this.held.add(name);
        Promise.resolve()
          .then(callback)
          .then(resolve, reject)
          .finally(() => {
            this.held.delete(name);
            const next = this.queues.get(name)?.shift();
            if (next) this.grant(next);
          });
      };
      if (this.held.has(name) || this.queues.get(name)?.length) {
        const q = this.queues.get(name) ?? [];
        q.push(run);
        this.queues.set(name, q);
      } else this.grant(run);
    });
  }

  private grant(run: () => void) {
    if (this.grantDelay > 0) setTimeout(run, this.grantDelay);
    else queueMicrotask(run);
  }
}

export class FakeChannelHub {
  private channels: FakeChannel[] = [];
  /** true: messages wait until release() (a tab whose messages are late) */
  hold = false;
  private held: (() => void)[] = [];

  channel(): FakeChannel {
    const c = new FakeChannel(this);
    this.channels.push(c);
    return c;
  }

  send(from: FakeChannel, data: unknown) {
    for (const c of this.channels) {
      if (c === from || c.closed) continue;
      const deliver = () => c.deliver(structuredClone(data));
      if (this.hold) this.held.push(deliver);
      else setTimeout(deliver, 0);
    }
  }

  release() {
    this.hold = false;
    for (const d of this.held.splice(0)) d();
  }
}

export class FakeChannel implements ChannelLike {
  closed = false;
  private listeners = new Set<(e: MessageEvent) => void>();
  constructor(private hub: FakeChannelHub) {}
  postMessage(data: unknown) {
    if (!this.closed) this.hub.send(this, data);
  }
  addEventListener(_type: 'message', l: (e: MessageEvent) => void) {
    this.listeners.add(l);
  }
  removeEventListener(_type: 'message', l: (e: MessageEvent) => void) {
    this.listeners.delete(l);
  }
  close() {
    this.closed = true;
  }
  deliver(data: unknown) {
    if (this.closed) return;
    for (const l of this.listeners) l({ data } as MessageEvent);
  }
}
