// An import lands whole or not at all: a file too big for the quota leaves storage as it was (no
// character keys for the next load to restore), while the import stays in memory with "Neuloženo"
// and a retry stores it. A list change that is not an import keeps the keys it wrote (a character
// made in this tab exists nowhere else).
import { beforeAll, describe, expect, it } from 'vitest';
import { planImport } from '../store/import-plan';
import type { Character } from '../store/types';
import { whenHomebrewCheckLoaded } from './index';
import { STORAGE_KEY } from './keys';
import { SharedStore, readStored } from '../testing/fake-storage';
import { WIZ, boot, seeded, status } from '../testing/boot';
import fixtureV1 from './migrations/fixtures/v1.json';

beforeAll(() => whenHomebrewCheckLoaded());

const names = (s: { getState(): { characters: { name: string }[] } }) => s.getState().characters.map((c) => c.name);
const characterKeys = (shared: SharedStore) => [...shared.map.keys()].filter((k) => k.startsWith('grimoar:c:'));

/** Storage with "A" and "B" in the version-2 layout, and a tab on it. */
async function saved() {
  const shared = new SharedStore();
  const tab = await boot(shared.view());
  tab.store.getState().createCharacter({ ...WIZ, name: 'A' });
  tab.store.getState().createCharacter({ ...WIZ, name: 'B' });
  return { shared, ...tab };
}

/** A file of `n` characters (copies of `like` under new ids), and one homebrew spell. */
function file(like: Character, n: number) {
  const characters = Array.from({ length: n }, (_, i) => ({ ...like, id: `imp-${i}`, name: `Import ${i}` }));
  return { kind: 'all' as const, characters, homebrew: [fixtureV1.state.homebrew[0] as never] };
}

type Tab = Awaited<ReturnType<typeof saved>>;
const importFile = ({ store }: Pick<Tab, 'store'>, f: ReturnType<typeof file>) => store.getState().importData((cur) => planImport(cur, f, 'merge'));

describe('an import too big for the quota', () => {
  it('leaves storage as it was; the next load has the old list, nothing restored', async () => {
    const tab = await saved();
    const { shared, store } = tab;
    const before = new Map(shared.map);
    const f = file(store.getState().characters[0], 200);
    shared.quota = shared.used() + 20 * JSON.stringify(f.characters[0]).length; // room for 20 of 200
    expect(importFile(tab, f).ok).toBe(true);
    expect(status().unsaved).toBe('quota');
    expect(shared.map).toEqual(before);
    expect(store.getState().characters).toHaveLength(202); // in memory, with "Neuloženo"
    const fresh = await boot(shared.view());
    expect(names(fresh.store)).toEqual(['A', 'B']);
    expect(status().repairs).toBe(0);
    expect(status().setAside).toEqual([]);
  });

  it('a refused main key: the character keys and the homebrew key written before it are taken back', async () => {
    const tab = await saved();
    const { shared, store } = tab;
    const before = new Map(shared.map);
    shared.failOnCall = shared.setCalls + 3; // 2 character keys, the homebrew key, then the main key
    importFile(tab, file(store.getState().characters[0], 2));
    expect(status().unsaved).toBe('quota');
    expect(shared.map).toEqual(before);
  });

  it('a retry with room stores it all', async () => {
    const tab = await saved();
    const f = file(tab.store.getState().characters[0], 50);
    tab.shared.quota = tab.shared.used() + 1000;
    importFile(tab, f);
    tab.shared.quota = Infinity;
    expect(tab.ctl.retrySave()).toBe(true);
    expect(readStored(tab.shared).state.characters).toHaveLength(52);
    expect(names((await boot(tab.shared.view())).store)).toHaveLength(52);
  });

  it('on version-1 data (its first write stores everything) the same: nothing is left behind', async () => {
    const shared = seeded(fixtureV1.state);
    const tab = await boot(shared.view());
    const f = file(tab.store.getState().characters[0], 100);
    shared.quota = shared.used() + 30 * JSON.stringify(f.characters[0]).length;
    importFile(tab, f);
    expect(status().unsaved).toBe('quota');
    expect(characterKeys(shared)).toEqual([]);
    expect(JSON.parse(shared.map.get(STORAGE_KEY)!)).toEqual(fixtureV1);
    expect(names((await boot(shared.view())).store)).toEqual(fixtureV1.state.characters.map((c) => c.name));
  });
});

describe('a list change that is not an import', () => {
  it('keeps the key it wrote when the main key is refused: the next load restores the character', async () => {
    const { shared, store } = await saved();
    shared.quota = shared.used() + JSON.stringify(store.getState().characters[0]).length + 60; // the key fits, the main key not
    store.getState().createCharacter({ ...WIZ, name: 'C' });
    expect(status().unsaved).toBe('quota');
    expect(characterKeys(shared)).toHaveLength(3);
    shared.quota = Infinity;
    expect(names((await boot(shared.view())).store)).toEqual(['A', 'B', 'C']);
  });
});
