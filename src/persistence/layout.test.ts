// The version-2 layout under failure: write order, writes cut short at every step, keys the main key
// does not name, named keys that are gone, a corrupt main key, quota, and two tabs re-reading only
// what changed. "Never lose a character" is checked by loading what storage holds in a fresh store.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore, pickPersisted } from '../store/app-store';
import { createPersistence, usePersistenceStatus, whenHomebrewCheckLoaded, type PersistenceController } from './index';
import { BACKUP_PREFIX, STORAGE_KEY } from './keys';
import { SharedStore, readStored } from '../testing/fake-storage';
import fixtureV1 from './migrations/fixtures/v1.json';
import { tableActions } from '../store/table';

const WIZ = { name: 'Mirek', classes: [{ classId: 'wizard', level: 3 }], abilities: { str: 10, dex: 10, con: 10, int: 16, wis: 10, cha: 10 } };
const running: PersistenceController[] = [];
// initPersistence loads it when storage holds homebrew spells
beforeAll(() => whenHomebrewCheckLoaded());
afterEach(() => running.splice(0).forEach((c) => c.dispose()));

function boot(storage: Storage, events: EventTarget | null = null) {
  const store = createAppStore();
  const ctl = createPersistence(store, storage, { events: events as never });
  running.push(ctl);
  return { store, ctl };
}
const status = () => usePersistenceStatus.getState();
const names = (s: { getState(): { characters: { name: string }[] } }) => s.getState().characters.map((c) => c.name);
/** A fresh tab's view of storage. */
const reload = (shared: SharedStore) => boot(shared.view());
const cKey = (id: string) => `grimoar:c:${id}`;

/** Storage with characters "A", "B" (and one homebrew spell) saved in the version-2 layout. */
function saved() {
  const shared = new SharedStore();
  const { store, ctl } = boot(shared.view());
  store.getState().createCharacter({ ...WIZ, name: 'A' });
  store.getState().createCharacter({ ...WIZ, name: 'B' });
  store.getState().saveHomebrew(fixtureV1.state.homebrew[0] as never);
  const [a, b] = store.getState().characters.map((c) => c.id);
  shared.log = [];
  return { shared, store, ctl, a, b };
}

describe('write order', () => {
  it('a new character: its key first, the main key last', () => {
    const { shared, store } = saved();
    store.getState().createCharacter({ ...WIZ, name: 'C' });
    const c = store.getState().characters[2].id;
    expect(shared.log).toEqual([cKey(c), STORAGE_KEY]);
  });

  it('a deletion: the main key (without it, with a deletion mark) first, then the key is removed', () => {
    const { shared, store, a } = saved();
    store.getState().deleteCharacter(a);
    expect(shared.log).toEqual([STORAGE_KEY, `-${cKey(a)}`]);
    const main = JSON.parse(shared.map.get(STORAGE_KEY)!);
    expect(main.characters.map((x: string[]) => x[0])).not.toContain(a);
    expect(main.deleted[`c:${a}`]).toBeTypeOf('number');
    // a removal that never happened (tab closed): the deletion mark keeps it deleted, the next write removes it
    shared.map.set(cKey(a), JSON.stringify({ ...store.getState().characters[0], id: a, name: 'A' }));
    const again = reload(shared);
    expect(names(again.store)).toEqual(['B']);
    again.store.getState().setTheme('dark');
    expect(shared.map.has(cKey(a))).toBe(false);
  });

  it('homebrew is written only when it changes', () => {
    const { shared, store, a } = saved();
    tableActions(store).spendSlot(a, 1);
    expect(shared.log).not.toContain('grimoar:h');
    store.getState().deleteHomebrew(fixtureV1.state.homebrew[0].data.id);
    expect(shared.log.slice(-2)).toEqual([STORAGE_KEY, '-grimoar:h']);
    expect(JSON.parse(shared.map.get(STORAGE_KEY)!).homebrew).toBeUndefined();
  });
});

describe('a write cut short never loses a character', () => {
  it.each([1, 2, 3, 4])('migrating version-1 data, setItem number %i throws: reload still has everything', (n) => {
    const shared = new SharedStore();
    shared.map.set(STORAGE_KEY, JSON.stringify(fixtureV1));
    const { store } = reload(shared);
    shared.failOnCall = shared.setCalls + n; // 2 character keys, the homebrew key, the main key
    store.getState().createCharacter({ ...WIZ, name: 'Nová' });
    expect(status().unsaved).toBe('quota');
    const fresh = reload(shared);
    expect(status().mode).toBe('ok');
    const expected = fixtureV1.state.characters.map((c) => c.name);
    // the new character's key comes after the old ones: only a failed main key leaves it behind
    expect(names(fresh.store)).toEqual(n === 4 ? [...expected, 'Nová'] : expected);
    expect(fresh.store.getState().homebrew).toHaveLength(1);
    expect(status().setAside).toEqual([]);
  });

  it.each([1])('an edit of a saved character, setItem number %i throws: the old or the new version, never none', (n) => {
    const { shared, store, a } = saved();
    shared.failOnCall = shared.setCalls + n; // an edit writes its character key only
    store.getState().renameCharacter(a, 'A2');
    expect(status().unsaved).toBe('quota');
    expect(names(reload(shared).store)).toEqual([n === 1 ? 'A' : 'A2', 'B']);
  });

  it('the main key fails after a new character key was written: the next load restores it', () => {
    const { shared, store } = saved();
    shared.failOnCall = shared.setCalls + 2;
    store.getState().createCharacter({ ...WIZ, name: 'C' });
    const main = shared.map.get(STORAGE_KEY);
    const fresh = reload(shared);
    expect(names(fresh.store)).toEqual(['A', 'B', 'C']);
    expect(shared.map.get(STORAGE_KEY)).toBe(main); // restored in memory; nothing written at load
    fresh.store.getState().setTheme('dark');
    expect(readStored(shared).state.characters.map((c) => c.name)).toEqual(['A', 'B', 'C']);
  });

  it('deleting the homebrew spells, the main key refused: after the retry a fresh load does not bring them back', () => {
    const { shared, store, ctl } = saved();
    shared.failOnCall = shared.setCalls + 1; // the main key (no homebrew key is written)
    store.getState().deleteHomebrew(fixtureV1.state.homebrew[0].data.id);
    expect(status().unsaved).toBe('quota');
    expect(ctl.retrySave()).toBe(true);
    expect(shared.map.has('grimoar:h')).toBe(false);
    expect(reload(shared).store.getState().homebrew).toEqual([]);
  });

  it('the write after a failed one writes every key that is still different (retry)', () => {
    const { shared, store, a, b } = saved();
    shared.failOnCall = shared.setCalls + 1;
    store.getState().renameCharacter(a, 'A2');
    store.getState().renameCharacter(b, 'B2');
    expect(status().unsaved).toBeNull();
    expect(readStored(shared).state.characters.map((c) => c.name)).toEqual(['A2', 'B2']);
  });
});

describe('keys the main key does not name, and named keys that are gone', () => {
  it('a character key nobody names and no deletion mark covers is restored; its key is tidied after the next write', () => {
    const { shared, store } = saved();
    const orphan = { ...store.getState().characters[0], id: 'orphan-1', name: 'Sirotek' };
    shared.map.set(cKey('stray'), JSON.stringify(orphan)); // even under a key that is not its id
    const fresh = reload(shared);
    expect(names(fresh.store)).toEqual(['A', 'B', 'Sirotek']);
    fresh.store.getState().setTheme('dark');
    expect(shared.map.has(cKey('stray'))).toBe(false);
    expect(JSON.parse(shared.map.get(cKey('orphan-1'))!).name).toBe('Sirotek');
    expect(names(reload(shared).store)).toEqual(['A', 'B', 'Sirotek']);
  });

  it('keys left without a main key at all (the first write stopped before it) are restored', () => {
    const { shared } = saved();
    shared.map.delete(STORAGE_KEY);
    const fresh = reload(shared);
    expect(status().mode).toBe('ok');
    expect(names(fresh.store).sort()).toEqual(['A', 'B']); // created in the same millisecond: any order
    expect(fresh.store.getState().homebrew).toHaveLength(1);
  });

  it('a named key that is gone is reported (set aside as "missing"), kept on the next write; the others load', () => {
    const { shared, a } = saved();
    shared.map.delete(cKey(a));
    const fresh = reload(shared);
    expect(names(fresh.store)).toEqual(['B']);
    expect(status().setAside).toEqual([expect.objectContaining({ kind: 'character', reason: 'missing', raw: { id: a } })]);
    fresh.store.getState().setTheme('dark');
    reload(shared);
    expect(status().setAside).toEqual([expect.objectContaining({ reason: 'missing', raw: { id: a } })]);
  });

  it('a character key that is not JSON is set aside with its text; the others load', () => {
    const { shared, b } = saved();
    shared.map.set(cKey(b), '{"id":"x","na');
    const fresh = reload(shared);
    expect(names(fresh.store)).toEqual(['A']);
    expect(status().setAside).toEqual([expect.objectContaining({ kind: 'character', reason: 'shape', raw: '{"id":"x","na' })]);
    fresh.store.getState().setTheme('dark');
    expect(readStored(shared).setAside).toEqual([expect.objectContaining({ raw: '{"id":"x","na' })]);
  });
});

describe('validation of the character keys', () => {
  it('a character text changed after it was written is validated in full at load (and repaired)', () => {
    const { shared, a } = saved();
    const text = shared.map.get(cKey(a))!;
    shared.map.set(cKey(a), text.replace('"level":3', '"level":25'));
    const fresh = reload(shared);
    expect(fresh.store.getState().characters[0].classes[0].level).toBe(20);
    expect(status().repairs).toBeGreaterThan(0);
  });

  it('version-1 data is written in the new layout once; unchanged characters are not rewritten after that', () => {
    const shared = new SharedStore();
    shared.map.set(STORAGE_KEY, JSON.stringify(fixtureV1));
    const { store } = reload(shared);
    store.getState().setTheme('light'); // the fixture's theme is dark: a change
    const main = JSON.parse(shared.map.get(STORAGE_KEY)!);
    expect(main.characters.every((x: string[]) => x.length === 2 && shared.map.has(cKey(x[0])))).toBe(true);
    shared.log = [];
    const again = reload(shared);
    expect(status().repairs).toBe(0);
    again.store.getState().setTheme('dark');
    expect(shared.log).toEqual([STORAGE_KEY]);
  });
});

describe('corrupt main key', () => {
  it('"try to repair" salvages the characters from their keys; "start empty" keeps their keys as backups', async () => {
    const { shared } = saved();
    shared.map.set(STORAGE_KEY, '{"version":2,"state":{"activeChar');
    const A = reload(shared);
    expect(status().mode).toBe('corrupt');
    A.store.getState().createCharacter({ ...WIZ, name: 'Nová' });
    expect(shared.map.get(STORAGE_KEY)).toBe('{"version":2,"state":{"activeChar');
    const s = (await A.ctl.previewRepair())!;
    expect(s.characters.map((c) => c.name).sort()).toEqual(['A', 'B']);
    expect(s.homebrew).toHaveLength(1);
    await A.ctl.applyRepair(s);
    expect(readStored(shared).state.characters.map((c) => c.name).sort()).toEqual(['A', 'B', 'Nová']);

    const other = saved();
    other.shared.map.set(STORAGE_KEY, '{broken');
    const B = reload(other.shared);
    B.ctl.startEmpty();
    expect(readStored(other.shared).state.characters).toEqual([]);
    const backups = () => [...other.shared.map.keys()].filter((k) => k.startsWith(BACKUP_PREFIX)).map((k) => other.shared.map.get(k)!);
    await vi.waitFor(() => expect(backups().filter((t) => t.includes('"name":"A"') || t.includes('"name":"B"'))).toHaveLength(2));
    B.store.getState().setTheme('dark'); // the next write removes the keys that are backed up now
    expect([...other.shared.map.keys()].filter((k) => k.startsWith('grimoar:c:'))).toEqual([]);
    expect(names(reload(other.shared).store)).toEqual([]);
  });
});

describe('two tabs', () => {
  it("another tab's edit: only the edited character's key is read, by the tab that edits next", async () => {
    await whenHomebrewCheckLoaded();
    const { shared, a, b } = saved();
    const ea = new EventTarget();
    const eb = new EventTarget();
    const A = boot(shared.view(ea), ea);
    const viewB = shared.view(eb);
    const B = boot(viewB, eb);
    const first = B.store.getState().characters[0];
    const reads: string[] = [];
    const get = viewB.getItem.bind(viewB);
    viewB.getItem = (k: string) => (reads.push(k), get(k));
    A.store.getState().renameCharacter(b, 'B2');
    expect(names(B.store)).toEqual(['A', 'B2']);
    expect(reads).toEqual([]); // the character's key came with the event; nothing else is read
    expect(B.store.getState().characters[0]).toBe(first); // unchanged: the very same object
    reads.length = 0;
    tableActions(B.store).spendSlot(a, 1);
    expect(reads).toEqual([cKey(a)]); // the latest copy of the edited character, nothing else
    expect(A.store.getState().characters[0].caster.spentSlots[0]).toBe(1);
    expect(pickPersisted(A.store.getState())).toEqual(pickPersisted(B.store.getState()));
  });
});
