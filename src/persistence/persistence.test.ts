import { describe, expect, it } from 'vitest';
import { pickPersisted } from '../store/app-store';
import { usePersistenceStatus, isQuotaError } from './index';
import { BACKUP_PREFIX, CURRENT_VERSION, META_KEY, STORAGE_KEY } from './keys';
import { SharedStore, quotaError, throwingStorage, type FakeStorage } from '../testing/fake-storage';
import fixtureV1 from './migrations/fixtures/v1.json';
import { WIZ, boot, seeded, status, stored } from '../testing/boot';
import { tableActions } from '../store/table';

describe('load and save', () => {
  it('starts empty, writes nothing until the first change, then writes every change at once', async () => {
    const shared = new SharedStore();
    const { store } = await boot(shared.view());
    expect(status().mode).toBe('ok');
    expect(shared.setCalls).toBe(0);
    const r = store.getState().createCharacter(WIZ);
    expect(r.ok).toBe(true);
    // synchronous: no timer, no microtask needed
    const saved = stored(shared);
    expect(saved.version).toBe(CURRENT_VERSION);
    expect(saved.state.characters.map((c) => c.name)).toEqual(['Mirek']);
    store.getState().setTheme('dark');
    expect(stored(shared).state.settings.theme).toBe('dark');
  });

  it('loads version-1 data without writing; the first write stores it in the version-2 layout', async () => {
    const shared = seeded(fixtureV1.state);
    const { store } = await boot(shared.view());
    expect(shared.setCalls).toBe(0);
    expect(pickPersisted(store.getState())).toEqual(fixtureV1.state);
    expect(status().repairs).toBe(0);
    store.getState().setLanguage('en');
    const { rev, ...rest } = stored(shared);
    expect(rest).toEqual({ version: 2, state: pickPersisted(store.getState()), characters: expect.any(Array), homebrew: rev });
    expect(rev).toMatch(/^[a-z0-9]+:1$/);
    // every character and the homebrew list first, the main key last (then the language's copy)
    const ids = fixtureV1.state.characters.map((c) => c.id);
    expect(shared.log).toEqual([...ids.map((id) => `grimoar:c:${id}`), 'grimoar:h', STORAGE_KEY, META_KEY]);
    expect(JSON.parse(shared.map.get(`grimoar:c:${ids[0]}`)!)).toEqual(fixtureV1.state.characters[0]);
    // and it loads back the same
    const again = await boot(shared.view());
    expect(pickPersisted(again.store.getState())).toEqual(pickPersisted(store.getState()));
  });

  it('does not write again when nothing persisted changed', async () => {
    const shared = new SharedStore();
    const { store } = await boot(shared.view());
    store.getState().createCharacter(WIZ);
    const calls = shared.setCalls;
    store.setState({});
    store.getState().setActiveCharacter('no-such-id'); // refused: no change
    expect(shared.setCalls).toBe(calls);
  });

  it('an edit writes only its character key; the main key and the other characters stay as they are', async () => {
    const shared = new SharedStore();
    const { store, ctl } = await boot(shared.view());
    for (let i = 0; i < 5; i++) store.getState().createCharacter({ ...WIZ, name: `P${i}` });
    const ids = store.getState().characters.map((c) => c.id);
    const main = shared.map.get(STORAGE_KEY);
    shared.log = [];
    tableActions(store).spendSlot(ids[2], 1);
    expect(shared.log).toEqual([`grimoar:c:${ids[2]}`]);
    expect(shared.map.get(STORAGE_KEY)).toBe(main);
    expect(shared.map.get(`grimoar:c:${ids[2]}`)).toBe(JSON.stringify(store.getState().characters[2]));
    expect(stored(shared).state).toEqual(pickPersisted(store.getState()));
    expect(ctl.storedChars()).toBe(shared.used());
  });
});

describe('validation on load', () => {
  const base = fixtureV1.state;
  const wizard = base.characters[0];

  it('clamps values to their ranges and counts the repairs', async () => {
    const bad = {
      ...wizard,
      name: 'x'.repeat(200),
      classes: [{ classId: 'wizard', level: 25 }],
      abilities: { ...wizard.abilities, int: 45, str: -3 },
      caster: { ...wizard.caster, spentSlots: [9, 9, 9, 9, 9, 9, 9, 9, 9], spentPact: 4, sorceryPointsSpent: 7 },
    };
    const shared = seeded({ ...base, characters: [bad] });
    const { store } = await boot(shared.view());
    const c = store.getState().characters[0];
    expect(c.classes[0].level).toBe(20);
    expect(c.abilities.int).toBe(30);
    expect(c.abilities.str).toBe(1);
    expect(c.name).toHaveLength(80);
    // wizard 20: 4 3 3 3 3 2 2 1 1 slots; no pact slots, no sorcery points
    expect(c.caster.spentSlots).toEqual([4, 3, 3, 3, 3, 2, 2, 1, 1]);
    expect(c.caster.spentPact).toBe(0);
    expect(c.caster.sorceryPointsSpent).toBe(0);
    expect(status().repairs).toBeGreaterThanOrEqual(6);
    expect(shared.setCalls).toBe(0); // repaired in memory; written with the next change
  });

  it('sets a broken character aside (raw kept) while the others load, and keeps it stored', async () => {
    const broken = { id: 'zz', name: '<img src=x onerror=alert(1)>', classes: 'wizard 5', spells: [] };
    const shared = seeded({ ...base, characters: [broken, ...base.characters] });
    const { store } = await boot(shared.view());
    expect(store.getState().characters.map((c) => c.name)).toEqual(base.characters.map((c) => c.name));
    const aside = status().setAside;
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatchObject({ kind: 'character', name: '<img src=x onerror=alert(1)>', reason: 'classes', raw: broken });
    // the next write keeps it in the envelope: never dropped
    store.getState().setTheme('light');
    expect(stored(shared).setAside).toEqual([expect.objectContaining({ raw: broken })]);
    // and a reload still shows it
    await boot(shared.view());
    expect(status().setAside.map((x) => x.raw)).toEqual([broken]);
  });

  it('sets aside a homebrew spell the schema refuses (a 1 MB description)', async () => {
    const hb = base.homebrew[0];
    const huge = { ...hb, data: { ...hb.data, id: 'huge' }, text: { ...hb.text, description: ['a'.repeat(1_000_000)] } };
    const shared = seeded({ ...base, homebrew: [hb, huge] });
    const { store } = await boot(shared.view());
    expect(store.getState().homebrew.map((h) => h.data.id)).toEqual([hb.data.id]);
    expect(status().setAside[0]).toMatchObject({ kind: 'homebrew', reason: 'descriptionTooLong' });
  });

  it('keeps unknown spell ids', async () => {
    const c = { ...wizard, spells: [...wizard.spells, { spellId: 'no-such-spell', classId: 'wizard', status: 'prepared' }] };
    const { store } = await boot(seeded({ ...base, characters: [c] }).view());
    expect(store.getState().characters[0].spells.map((s) => s.spellId)).toContain('no-such-spell');
  });

  it('gives a duplicate character id a new id instead of dropping the character', async () => {
    const { store } = await boot(seeded({ ...base, characters: [wizard, { ...wizard, name: 'Dvojník' }] }).view());
    const ids = store.getState().characters.map((c) => c.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('falls back to the first character when the active one is missing', async () => {
    const { store } = await boot(seeded({ ...base, activeCharacterId: 'gone' }).view());
    expect(store.getState().activeCharacterId).toBe(base.characters[0].id);
  });
});

describe('failures never overwrite saved data', () => {
  it('corrupt JSON: backup copy, no write on the next set() (zustand trap), until the user chooses', async () => {
    const shared = new SharedStore();
    const raw = '{"version":1,"state":{"characters":[{"id":"a"';
    shared.map.set(STORAGE_KEY, raw);
    const { store, ctl } = await boot(shared.view());
    expect(status().mode).toBe('corrupt');
    const backupKey = status().corrupt!.backupKey!;
    expect(backupKey.startsWith(BACKUP_PREFIX)).toBe(true);
    expect(shared.map.get(backupKey)).toBe(raw);
    // the trap: a failed load followed by the first set()
    store.setState({ settings: { language: 'en', theme: 'dark' } });
    store.getState().createCharacter(WIZ);
    expect(shared.map.get(STORAGE_KEY)).toBe(raw);
    // reopening does not pile up backups of the same text
    await boot(shared.view());
    expect([...shared.map.keys()].filter((k) => k.startsWith(BACKUP_PREFIX))).toHaveLength(1);
    // the user chooses to start empty: what is in memory is written, the backup stays
    ctl.dispose();
    const again = await boot(shared.view());
    again.store.getState().createCharacter(WIZ);
    expect(shared.map.get(STORAGE_KEY)).toBe(raw);
    again.ctl.startEmpty();
    expect(status().mode).toBe('ok');
    expect(stored(shared).state.characters.map((c) => c.name)).toEqual(['Mirek']);
    expect(shared.map.get(backupKey)).toBe(raw);
  });

  it('corrupt JSON: "try to repair" salvages the complete characters', async () => {
    const shared = new SharedStore();
    const full = JSON.stringify(fixtureV1);
    const second = fixtureV1.state.characters[1].name;
    const cut = full.slice(0, full.indexOf(second) + 20); // cut inside the second character
    shared.map.set(STORAGE_KEY, cut);
    const { store, ctl } = await boot(shared.view());
    const s = (await ctl.previewRepair())!;
    expect(s.characters.map((c) => c.name)).toEqual([fixtureV1.state.characters[0].name]);
    await ctl.applyRepair(s);
    expect(store.getState().characters[0]).toEqual(fixtureV1.state.characters[0]);
    expect(stored(shared).state.characters).toHaveLength(1);
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['no version', '{"state":{"characters":[]}}'],
    ['state not an object', '{"version":1,"state":"hello"}'],
    ['empty string', ''],
  ])('treats %s as corrupt', async (_what, raw) => {
    const shared = new SharedStore();
    shared.map.set(STORAGE_KEY, raw);
    const { store } = await boot(shared.view());
    expect(status().mode).toBe('corrupt');
    store.getState().createCharacter(WIZ);
    expect(shared.map.get(STORAGE_KEY)).toBe(raw);
  });

  it('newer version: read-only, shown, never written', async () => {
    const shared = seeded(fixtureV1.state, CURRENT_VERSION + 1);
    const before = shared.map.get(STORAGE_KEY);
    const { store } = await boot(shared.view());
    expect(status().mode).toBe('readonly');
    expect(status().readonly).toEqual({ version: CURRENT_VERSION + 1, otherTab: false });
    expect(store.getState().characters).toHaveLength(2);
    store.getState().createCharacter(WIZ);
    store.getState().setTheme('light');
    expect(shared.map.get(STORAGE_KEY)).toBe(before);
    expect(shared.setCalls).toBe(0);
  });

  it.each(['chrome', 'firefox-old', 'safari-private', 'code1014'] as const)('quota exceeded (%s): kept in memory, "unsaved" until the next successful save', async (kind) => {
    const shared = new SharedStore();
    const { store, ctl } = await boot(shared.view());
    store.getState().createCharacter({ ...WIZ, name: 'Uložená' });
    shared.setError = quotaError(kind);
    expect(isQuotaError(shared.setError)).toBe(true);
    const r = store.getState().createCharacter({ ...WIZ, name: 'Jen v paměti' });
    expect(r.ok).toBe(true);
    expect(store.getState().characters.map((c) => c.name)).toEqual(['Uložená', 'Jen v paměti']);
    expect(status().unsaved).toBe('quota');
    expect(stored(shared).state.characters).toHaveLength(1);
    store.getState().setTheme('dark'); // still failing: stays unsaved
    expect(status().unsaved).toBe('quota');
    shared.setError = null;
    expect(ctl.retrySave()).toBe(true);
    expect(status().unsaved).toBeNull();
    expect(stored(shared).state.characters).toHaveLength(2);
  });

  it('quota exceeded for real (storage full): the next action after freeing space saves everything', async () => {
    const shared = new SharedStore();
    const { store } = await boot(shared.view());
    store.getState().createCharacter(WIZ);
    shared.quota = shared.used() + 10;
    store.getState().createCharacter({ ...WIZ, name: 'Druhá' });
    expect(status().unsaved).toBe('quota');
    shared.quota = Infinity;
    store.getState().setTheme('dark');
    expect(status().unsaved).toBeNull();
    expect(stored(shared).state.characters).toHaveLength(2);
  });

  it('other write errors are reported as unsaved too (not as quota)', async () => {
    const shared = new SharedStore();
    const { store } = await boot(shared.view());
    shared.setError = new TypeError('boom');
    store.getState().createCharacter(WIZ);
    expect(status().unsaved).toBe('error');
  });

  it('no storage (getItem throws): runs in memory with a warning, never touches storage', async () => {
    const storage = throwingStorage();
    const { store } = await boot(storage);
    expect(status().mode).toBe('memory');
    expect(store.getState().createCharacter(WIZ).ok).toBe(true);
    expect(store.getState().characters).toHaveLength(1);
    expect(storage.shared.setCalls).toBe(0);
  });

  it('no storage object at all: memory mode', async () => {
    await boot(null);
    expect(status().mode).toBe('memory');
  });
});

describe('status store', () => {
  it('starts as loading before init', () => {
    usePersistenceStatus.setState({ mode: 'loading' });
    expect(status().mode).toBe('loading');
  });
});

export type { FakeStorage };
