// Two tabs on one storage without Web Locks (writes at once, in order): edits, stale tabs, crossing
// writes, deletions and undo, homebrew and settings per item, junk events, a newer version and a
// corrupt tab adopting a valid state. With locks and a channel: tabs-locks.test.ts.
import { describe, expect, it } from 'vitest';
import { pickPersisted } from '../store/app-store';
import { CURRENT_VERSION, STORAGE_KEY } from './keys';
import { SharedStore, quotaError, storageEvent } from '../testing/fake-storage';
import { tableActions } from '../store/table';
import fixtureV1 from './migrations/fixtures/v1.json';
import type { HomebrewSpell } from '../store/types';
import { WIZ, boot, status, stored } from '../testing/boot';
import { planImport } from '../store/import-plan';
import { decodeMain } from './codec';

describe('two tabs', () => {
  function tabs() {
    const shared = new SharedStore();
    const ea = new EventTarget();
    const eb = new EventTarget();
    return { shared, a: shared.view(ea), b: shared.view(eb), ea, eb };
  }

  /** Tabs A and B, booted; A created two characters (x "Mirek", y "Druhý") and B has seen them. */
  async function twoTabsTwoCharacters() {
    const { shared, a, b, ea, eb } = tabs();
    const A = await boot(a, ea);
    const B = await boot(b, eb);
    A.store.getState().createCharacter(WIZ);
    A.store.getState().createCharacter({ ...WIZ, name: 'Druhý' });
    const [x, y] = A.store.getState().characters.map((c) => c.id);
    return { shared, a, b, A, B, x, y };
  }

  it('an edit in tab A shows up in tab B', async () => {
    const { a, b, ea, eb } = tabs();
    const A = await boot(a, ea);
    const B = await boot(b, eb);
    A.store.getState().createCharacter(WIZ);
    expect(B.store.getState().characters.map((c) => c.name)).toEqual(['Mirek']);
    const id = B.store.getState().characters[0].id;
    B.store.getState().renameCharacter(id, 'Mirek Veliký');
    expect(A.store.getState().characters[0].name).toBe('Mirek Veliký');
  });

  it('an older tab (that has not heard of the edit) does not revert it', async () => {
    const { shared, A, B, x, y } = await twoTabsTwoCharacters();
    shared.deliverEvents = false; // B is stale from here on
    A.store.getState().renameCharacter(x, 'Upraveno v A');
    B.store.getState().renameCharacter(y, 'Upraveno v B'); // B still has the old name of x
    const names = stored(shared).state.characters.map((c) => c.name);
    expect(names).toEqual(['Upraveno v A', 'Upraveno v B']);
    shared.flush();
    expect(B.store.getState().characters.map((c) => c.name)).toEqual(['Upraveno v A', 'Upraveno v B']);
    expect(A.store.getState().characters.map((c) => c.name)).toEqual(['Upraveno v A', 'Upraveno v B']);
  });

  it('simultaneous writes (events crossing, reads lagging): both edits survive', async () => {
    const { shared, b, A, B, x, y } = await twoTabsTwoCharacters();
    shared.deliverEvents = false;
    const s0 = shared.map.get(STORAGE_KEY)!;
    A.store.getState().renameCharacter(x, 'A1');
    // B lives in another process: it still reads the old text and writes over A's edit
    b.staleReads = new Map([[STORAGE_KEY, s0]]);
    B.store.getState().renameCharacter(y, 'B1');
    b.staleReads = null;
    // each character has its own key: B's write does not touch A's character
    expect(stored(shared).state.characters.map((c) => c.name)).toEqual(['A1', 'B1']);
    shared.deliverEvents = true;
    shared.flush();
    expect(A.store.getState().characters.map((c) => c.name)).toEqual(['A1', 'B1']);
    expect(B.store.getState().characters.map((c) => c.name)).toEqual(['A1', 'B1']);
    expect(stored(shared).state.characters.map((c) => c.name)).toEqual(['A1', 'B1']);
  });

  it('a deletion in A reaches B, and B acting while stale does not bring it back', async () => {
    const { shared, A, B, x, y } = await twoTabsTwoCharacters();
    shared.deliverEvents = false;
    A.store.getState().deleteCharacter(x);
    B.store.getState().renameCharacter(y, 'B');
    shared.flush();
    shared.deliverEvents = true;
    for (const s of [A, B]) expect(s.store.getState().characters.map((c) => c.name)).toEqual(['B']);
    expect(stored(shared).state.characters.map((c) => c.name)).toEqual(['B']);
  });

  it('an import in A that replaces everything: B says the characters it removed went with an import, not a delete', async () => {
    const { shared, A, B, x, y } = await twoTabsTwoCharacters();
    A.store.getState().deleteCharacter(y);
    const kept = A.store.getState().characters.find((c) => c.id === x)!;
    A.store.getState().importData((current) => planImport(current, { kind: 'all', characters: [{ ...kept, id: 'z', name: 'Z importu' }], homebrew: [] }, 'replace'));
    expect(B.store.getState().characters.map((c) => c.name)).toEqual(['Z importu']);
    expect(status().deletedElsewhere.map((d) => [d.name, d.replaced ?? false])).toEqual([['Druhý', false], ['Mirek', true]]);
    // a later write of B keeps the marks: a tab that hears only that write says the same
    B.store.getState().setTheme('dark');
    const main = decodeMain(shared.map.get(STORAGE_KEY)!, '');
    expect(main.kind === 'main' && main.deleted).toMatchObject({ [`c:${x}`]: expect.any(Number), [`r:${x}`]: expect.any(Number) });
    // brought back: neither mark stays
    B.ctl.restoreDeleted(x);
    const after = decodeMain(shared.map.get(STORAGE_KEY)!, '');
    expect(after.kind === 'main' && Object.keys(after.deleted).filter((k) => k.endsWith(x))).toEqual([]);
    expect(A.store.getState().characters.map((c) => c.name)).toEqual(['Mirek', 'Z importu']);
  });

  it('a character new in A is not removed by a stale write from B', async () => {
    const { shared, a, b, ea, eb } = tabs();
    const A = await boot(a, ea);
    const B = await boot(b, eb);
    A.store.getState().createCharacter(WIZ);
    shared.deliverEvents = false;
    const s0 = shared.map.get(STORAGE_KEY)!;
    A.store.getState().createCharacter({ ...WIZ, name: 'Nová v A' });
    // B (lagging) writes its state without the new character straight over it
    b.staleReads = new Map([[STORAGE_KEY, s0]]);
    B.store.getState().setTheme('dark');
    b.staleReads = null;
    shared.deliverEvents = true;
    shared.flush();
    for (const s of [A, B]) {
      expect(s.store.getState().characters.map((c) => c.name)).toEqual(['Mirek', 'Nová v A']);
      expect(s.store.getState().settings.theme).toBe('dark');
    }
    expect(stored(shared).state.characters.map((c) => c.name)).toEqual(['Mirek', 'Nová v A']);
  });

  it('undo of a delete comes back in the other tab too', async () => {
    const { a, b, ea, eb } = tabs();
    const A = await boot(a, ea);
    const B = await boot(b, eb);
    A.store.getState().createCharacter(WIZ);
    const id = A.store.getState().characters[0].id;
    const del = A.store.getState().deleteCharacter(id);
    expect(B.store.getState().characters).toHaveLength(0);
    if (del.ok) A.store.getState().undoDelete(del.undo);
    expect(B.store.getState().characters.map((c) => c.id)).toEqual([id]);
  });

  it('homebrew spells and settings are changed per item', async () => {
    const { shared, a, b, ea, eb } = tabs();
    const A = await boot(a, ea);
    const B = await boot(b, eb);
    const hb = fixtureV1.state.homebrew[0] as never;
    A.store.getState().saveHomebrew(hb);
    expect(B.store.getState().homebrew).toHaveLength(1);
    shared.deliverEvents = false;
    A.store.getState().setTheme('dark');
    B.store.getState().setLanguage('en');
    shared.flush();
    shared.deliverEvents = true;
    for (const s of [A, B]) expect(s.store.getState().settings).toEqual({ language: 'en', theme: 'dark' });
    B.store.getState().deleteHomebrew((hb as { data: { id: string } }).data.id);
    expect(A.store.getState().homebrew).toHaveLength(0);
  });

  it('an undone homebrew delete never goes over a copy another tab saved since, heard of or not', async () => {
    const { shared, a, b, ea, eb } = tabs();
    const A = await boot(a, ea);
    const B = await boot(b, eb);
    const hb = fixtureV1.state.homebrew[0] as HomebrewSpell;
    const storedNames = () => (stored(shared).state.homebrew as HomebrewSpell[]).map((h) => h.text.name);
    A.store.getState().saveHomebrew(hb);
    const del = A.store.getState().deleteHomebrew(hb.data.id);
    expect(B.store.getState().homebrew).toHaveLength(0);
    shared.deliverEvents = false; // A has not heard of B's save yet
    B.store.getState().saveHomebrew({ ...hb, text: { ...hb.text, name: 'Verze z B' } });
    if (del.ok) expect(A.store.getState().restoreHomebrew(del.undo).ok).toBe(true);
    expect(storedNames()).toEqual(['Verze z B']);
    shared.flush();
    shared.deliverEvents = true;
    expect(A.store.getState().homebrew.map((h) => h.text.name)).toEqual(['Verze z B']);
    // heard of: the undo is refused
    if (del.ok) expect(A.store.getState().restoreHomebrew(del.undo)).toEqual({ ok: false, error: 'spellChangedSince' });
    expect(storedNames()).toEqual(['Verze z B']);
  });

  it('ignores junk, empty, cleared and foreign-key events', async () => {
    const { a, ea } = tabs();
    const A = await boot(a, ea);
    A.store.getState().createCharacter(WIZ);
    const before = pickPersisted(A.store.getState());
    for (const ev of [
      storageEvent(STORAGE_KEY, 'not json', null, a),
      storageEvent(STORAGE_KEY, '', null, a),
      storageEvent(STORAGE_KEY, null, 'x', a),
      storageEvent(null, null, null, a),
      storageEvent('other-key', JSON.stringify({ version: 1, state: { characters: [] } }), null, a),
      storageEvent(STORAGE_KEY, '{"version":1,"state":[]}', null, a),
    ]) ea.dispatchEvent(ev);
    expect(pickPersisted(A.store.getState())).toEqual(before);
    expect(status().mode).toBe('ok');
  });

  it('a newer app version written by another tab makes this tab read-only', async () => {
    const { shared, a, ea } = tabs();
    const A = await boot(a, ea);
    A.store.getState().createCharacter(WIZ);
    const newer = JSON.stringify({ version: CURRENT_VERSION + 1, state: fixtureV1.state });
    shared.map.set(STORAGE_KEY, newer);
    ea.dispatchEvent(storageEvent(STORAGE_KEY, newer, null, a));
    expect(status().mode).toBe('readonly');
    expect(status().readonly?.otherTab).toBe(true);
    A.store.getState().setTheme('dark');
    expect(shared.map.get(STORAGE_KEY)).toBe(newer);
  });

  it('a tab with corrupt data adopts a valid state another tab wrote, keeping its own new characters', async () => {
    const { shared, a, b, ea, eb } = tabs();
    shared.map.set(STORAGE_KEY, '{broken');
    const A = await boot(a, ea);
    A.store.getState().createCharacter({ ...WIZ, name: 'Jen v A' });
    const B = await boot(b, eb);
    B.ctl.startEmpty();
    B.store.getState().createCharacter({ ...WIZ, name: 'Z B' });
    expect(A.ctl.mode).toBe('ok');
    expect(A.store.getState().characters.map((c) => c.name).sort()).toEqual(['Jen v A', 'Z B']);
    expect(stored(shared).state.characters).toHaveLength(2);
  });

  // A tab whose write failed (storage full) writes its own waiting actions again once there is room,
  // onto what the other tab stored meanwhile — not its memory over it.
  it.each(['the next action', 'Zkusit znovu uložit'])('after a failed write, %s keeps what the other tab stored meanwhile', async (retry) => {
    const { shared, A, B, x, y } = await twoTabsTwoCharacters();
    shared.setError = quotaError('chrome');
    A.store.getState().setTheme('dark');
    shared.setError = null;
    expect(status().unsaved).toBe('quota');
    expect(tableActions(B.store).spendSlot(y, 1).ok).toBe(true);
    B.store.getState().createCharacter({ ...WIZ, name: 'Gama' });
    B.store.getState().deleteCharacter(x);
    // the failing tab shows the other tab's changes, with its own on top
    expect(A.store.getState().characters.map((c) => c.name)).toEqual(['Druhý', 'Gama']);
    expect(A.store.getState().settings.theme).toBe('dark');
    if (retry === 'the next action') A.store.getState().setLanguage('en');
    else expect(A.ctl.retrySave()).toBe(true);
    expect(status().unsaved).toBe(null);
    const s = stored(shared).state;
    expect(s.characters.map((c) => c.name)).toEqual(['Druhý', 'Gama']);
    expect((s.characters[0].caster as { spentSlots: number[] }).spentSlots[0]).toBe(1);
    expect(s.settings.theme).toBe('dark');
    for (const t of [A, B]) expect(pickPersisted(t.store.getState())).toEqual(s);
  });

  it('version-1 data: a refused first write (a full write) is written as actions once the other tab has stored', async () => {
    const shared = new SharedStore();
    shared.map.set(STORAGE_KEY, JSON.stringify(fixtureV1));
    const [ea, eb] = [new EventTarget(), new EventTarget()];
    const A = await boot(shared.view(ea), ea);
    const B = await boot(shared.view(eb), eb);
    const [first, second] = fixtureV1.state.characters;
    shared.setError = quotaError('chrome');
    A.store.getState().setTheme('light');
    shared.setError = null;
    expect(status().unsaved).toBe('quota');
    B.store.getState().deleteCharacter(second.id);
    expect(A.store.getState().characters.map((c) => c.id)).toEqual([first.id]);
    expect(A.ctl.retrySave()).toBe(true);
    const s = stored(shared).state;
    expect(s.characters.map((c) => c.id)).toEqual([first.id]);
    expect(s.settings.theme).toBe('light');
  });
});
