// Test double of localStorage (used by unit tests only): a shared map with per-tab views, quota
// errors in every browser's form, a storage that throws, and storage events between tabs that can
// be delivered at once or held back (to play an older tab that has not heard of an edit yet).

export class SharedStore {
  map = new Map<string, string>();
  /** max total characters of keys + values; Infinity = no limit */
  quota = Infinity;
  /** thrown by every setItem while set */
  setError: unknown = null;
  /** getItem / key / length throw while set (private mode, blocked storage) */
  getError: unknown = null;
  setCalls = 0;
  /** when setCalls reaches this number, that one setItem throws a quota error (a write cut short) */
  failOnCall = 0;
  /** every setItem key in order, and every removeItem as '-<key>' */
  log: string[] = [];
  private views: FakeStorage[] = [];
  private pending: { target: FakeStorage; key: string | null; oldValue: string | null; newValue: string | null }[] = [];
  /** false: events wait in a queue until flush() */
  deliverEvents = true;

  view(events: EventTarget | null = null): FakeStorage {
    const v = new FakeStorage(this, events);
    this.views.push(v);
    return v;
  }

  used(): number {
    let n = 0;
    for (const [k, v] of this.map) n += k.length + v.length;
    return n;
  }

  notify(from: FakeStorage, key: string | null, oldValue: string | null, newValue: string | null) {
    for (const target of this.views) if (target !== from && target.events) this.pending.push({ target, key, oldValue, newValue });
    if (this.deliverEvents) this.flush();
  }

  /** Delivers held-back storage events (in order). */
  flush() {
    while (this.pending.length) {
      const p = this.pending.shift()!;
      p.target.events!.dispatchEvent(storageEvent(p.key, p.newValue, p.oldValue, p.target));
    }
  }
}

export function storageEvent(key: string | null, newValue: string | null, oldValue: string | null, storageArea: Storage | null): Event {
  return Object.assign(new Event('storage'), { key, newValue, oldValue, storageArea });
}

export class FakeStorage implements Storage {
  [name: string]: unknown;
  constructor(
    readonly shared: SharedStore,
    readonly events: EventTarget | null,
  ) {}
  private guard() {
    if (this.shared.getError) throw this.shared.getError;
  }
  get length() {
    this.guard();
    return this.shared.map.size;
  }
  key(i: number) {
    this.guard();
    return [...this.shared.map.keys()][i] ?? null;
  }
  /** while set, getItem returns these values (a tab in another process that lags behind) */
  staleReads: Map<string, string | null> | null = null;
  getItem(k: string) {
    this.guard();
    if (this.staleReads?.has(k)) return this.staleReads.get(k)!;
    return this.shared.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.guard();
    this.shared.setCalls++;
    if (this.shared.setError) throw this.shared.setError;
    if (this.shared.setCalls === this.shared.failOnCall) throw quotaError('chrome');
    this.shared.log.push(k);
    const old = this.shared.map.get(k) ?? null;
    const grow = v.length + k.length - (old === null ? 0 : old.length + k.length);
    if (this.shared.used() + grow > this.shared.quota) throw quotaError('chrome');
    this.shared.map.set(k, String(v));
    if (old !== v) this.shared.notify(this, k, old, v);
  }
  removeItem(k: string) {
    this.guard();
    const old = this.shared.map.get(k) ?? null;
    this.shared.log.push(`-${k}`);
    this.shared.map.delete(k);
    if (old !== null) this.shared.notify(this, k, old, null);
  }
  clear() {
    this.guard();
    this.shared.map.clear();
    this.shared.notify(this, null, null, null);
  }
}

/** QuotaExceededError as the browsers throw it. */
export function quotaError(kind: 'chrome' | 'firefox-old' | 'safari-private' | 'code1014'): Error {
  const e = new Error('quota');
  switch (kind) {
    case 'chrome':
      return Object.assign(e, { name: 'QuotaExceededError', code: 22 });
    case 'firefox-old':
      return Object.assign(e, { name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 });
    case 'safari-private':
      return Object.assign(e, { name: 'Error', code: 22 });
    case 'code1014':
      return Object.assign(e, { name: 'Error', code: 1014 });
  }
}

/** A storage that exists but throws on every use (e.g. Safari with storage blocked). */
export function throwingStorage(): FakeStorage {
  const s = new SharedStore();
  s.getError = Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
  return s.view();
}

/** What storage holds, read independently of the app's code: the main key with the characters and
 *  homebrew spells of the keys it names (version 2), or the main key as it is (version 1). */
export function readStored(s: SharedStore): { version: number; state: { characters: { id: string; name: string; [k: string]: unknown }[]; activeCharacterId: string | null; homebrew: { data: { id: string } }[]; settings: Record<string, unknown> }; setAside?: unknown[]; deleted?: Record<string, number>; rev?: string } {
  const main = JSON.parse(s.map.get('grimoar')!);
  if (main.version === 1) return main;
  const characters = (main.characters as [string, string][]).map(([id]) => JSON.parse(s.map.get(`grimoar:c:${id}`)!));
  const homebrew = main.homebrew === undefined ? [] : JSON.parse(s.map.get('grimoar:h')!);
  return { ...main, state: { characters, activeCharacterId: main.state.activeCharacterId, homebrew, settings: main.state.settings } };
}
