// Two tabs whose storage reads lag (a renderer that has not yet received the other tab's write,
// as Chromium's localStorage does between processes even under a Web Lock): two writes of the main
// key with the same number end with the one storage holds in every tab, the other tab's change
// applied again on top; an older main key written last is written over again; a first write of
// version-1 data takes the other tab's main key first.
import { describe, expect, it, vi } from 'vitest';
import { createAppStore, pickPersisted } from '../store/app-store';
import { SharedStore, readStored } from '../testing/fake-storage';
import { WIZ } from '../testing/boot';
import { tableActions } from '../store/table';
import { disposeTabs, settle, twoTabs } from '../testing/locked-tabs';
import fixtureV1 from './migrations/fixtures/v1.json';
import { loadHomebrewCheck } from './homebrew-check';

describe('two tabs with stale reads of the main key', () => {
  // Version-1 data: each tab's first write is a full write. Storage events are held back, so B has
  // heard nothing of A's delete when its own first write comes.
  async function versionOneInTwoTabs() {
    const { shared, hub, tab, lateTab } = twoTabs();
    const setup = twoTabs().tab();
    setup.store.getState().createCharacter(WIZ);
    setup.store.getState().createCharacter({ ...WIZ, name: 'Druhý' });
    const v1 = JSON.stringify({ version: 1, state: pickPersisted(setup.store.getState()) });
    shared.map.set('grimoar', v1);
    const A = tab();
    const B = lateTab();
    shared.deliverEvents = false;
    hub.hold = true;
    const id = A.store.getState().characters[0].id;
    const deliver = () => {
      B.view.staleReads = null;
      shared.deliverEvents = true;
      shared.flush();
      hub.release();
    };
    return { shared, A, B, viewB: B.view, id, v1, deliver };
  }
  const ids = (s: ReturnType<typeof createAppStore>) => s.getState().characters.map((c) => c.id);

  it('a first write of version-1 data in a tab that has not heard of the other tab’s delete keeps the delete', async () => {
    // ids are random: over several rounds either tab's main key is the greater one
    for (let round = 0; round < 8; round++) {
      const { shared, A, B, id, deliver } = await versionOneInTwoTabs();
      A.store.getState().deleteCharacter(id);
      await settle(A.ctl);
      tableActions(B.store).spendSlot(id, 1);
      await settle(B.ctl);
      deliver();
      await settle(A.ctl, B.ctl);
      expect(ids(A.store)).not.toContain(id);
      expect(ids(B.store)).toEqual(ids(A.store));
      expect(readStored(shared).state.characters.map((c) => c.id)).toEqual(ids(A.store));
      disposeTabs();
    }
  });

  it('two first writes that read the same stale main key: the delete stays in both tabs and in storage', async () => {
    for (const deleteIn of ['A', 'B'] as const) {
      const { shared, A, B, viewB, id, v1, deliver } = await versionOneInTwoTabs();
      const [del, edit] = deleteIn === 'A' ? [A, B] : [B, A];
      // B's storage still gives the version-1 main key: both tabs write the same number
      viewB.staleReads = new Map([['grimoar', v1]]);
      del.store.getState().deleteCharacter(id);
      await settle(del.ctl);
      tableActions(edit.store).spendSlot(id, 1);
      await settle(edit.ctl);
      deliver();
      await vi.waitFor(async () => {
        await settle(A.ctl, B.ctl);
        expect(ids(A.store)).not.toContain(id);
        expect(ids(B.store)).toEqual(ids(A.store));
        expect(readStored(shared).state.characters.map((c) => c.id)).toEqual(ids(A.store));
      });
      expect(pickPersisted(A.store.getState())).toEqual(pickPersisted(B.store.getState()));
      disposeTabs();
    }
  });

  it('two first writes of version-1 data that read the same stale main key: every tap stays', async () => {
    // Rounds 0–3 tap the same character in both tabs (the later copy wins, the other tab's tap goes
    // again on top); rounds 4–7 tap two characters (the later full write puts back the copy both
    // loaded over the other tab's tap). Stamps are random: either tab's write is the later one.
    for (let round = 0; round < 8; round++) {
      const { shared, A, B, viewB, v1, deliver } = await versionOneInTwoTabs();
      const [id, other] = A.store.getState().characters.map((c) => c.id);
      const id2 = round < 4 ? id : other;
      // B's storage still gives the version-1 main key and no character keys
      viewB.staleReads = new Map([['grimoar', v1], [`grimoar:c:${id}`, null], [`grimoar:c:${other}`, null]]);
      const [first, second] = round % 2 ? [A, B] : [B, A];
      tableActions(first.store).spendSlot(id, 2);
      await settle(first.ctl);
      tableActions(second.store).spendSlot(id2, 1);
      await settle(second.ctl);
      deliver();
      const want = round < 4 ? { [id]: [1, 1] } : { [id]: [0, 1], [other]: [1, 0] };
      const spent = (cs: { id: string; caster?: unknown }[]) => Object.fromEntries(cs.filter((c) => c.id in want).map((c) => [c.id, (c.caster as { spentSlots: number[] }).spentSlots.slice(0, 2)]));
      await vi.waitFor(async () => {
        await settle(A.ctl, B.ctl);
        expect(spent(A.store.getState().characters)).toEqual(want);
        expect(spent(B.store.getState().characters)).toEqual(want);
        expect(spent(readStored(shared).state.characters)).toEqual(want);
      });
      disposeTabs();
    }
  });

  type Hb = { data: { id: string }; text: { name: string } };
  const base = fixtureV1.state.homebrew[0] as unknown as Hb;
  const spell = (id: string, name: string) => ({ ...base, data: { ...base.data, id }, text: { ...base.text, name } }) as never;
  const names = (s: ReturnType<typeof createAppStore>) => (s.getState().homebrew as unknown as Hb[]).map((h) => h.text.name).sort();
  const storedNames = (shared: SharedStore) => (readStored(shared).state.homebrew as Hb[]).map((h) => h.text.name).sort();

  /** A stored two homebrew spells; B has loaded them (its storage events held back from now on). */
  async function homebrewInTwoTabs() {
    const { shared, tab, lateTab } = twoTabs();
    const A = tab();
    A.store.getState().saveHomebrew(spell('hb-x', 'Iks'));
    A.store.getState().saveHomebrew(spell('hb-y', 'Ypsilon'));
    await settle(A.ctl);
    await loadHomebrewCheck(); // as the start does when storage holds homebrew spells
    const B = lateTab();
    await vi.waitFor(() => expect(names(B.store)).toEqual(['Iks', 'Ypsilon']));
    const old = new Map(['grimoar', 'grimoar:h'].map((k) => [k, shared.map.get(k)!]));
    shared.deliverEvents = false;
    const deliver = () => {
      B.view.staleReads = null;
      shared.deliverEvents = true;
      shared.flush();
    };
    return { shared, A, B, viewB: B.view, old, deliver };
  }

  /** A renames Iks (after `alsoInA`); then B, whose storage still gives the keys as they were,
   *  renames Ypsilon: its write has the same number as A's (or an older one). */
  async function renameInBoth(tabs: Awaited<ReturnType<typeof homebrewInTwoTabs>>, alsoInA = () => {}) {
    const { A, B, viewB, old, deliver } = tabs;
    alsoInA();
    A.store.getState().saveHomebrew(spell('hb-x', 'Iks 2'));
    await settle(A.ctl);
    viewB.staleReads = old;
    B.store.getState().saveHomebrew(spell('hb-y', 'Ypsilon 2'));
    await settle(B.ctl);
    deliver();
  }

  it('a tab that wrote from a main key two numbers old, after the other tab: storage ends as the tabs show', async () => {
    const tabs = await homebrewInTwoTabs();
    const { shared, A, B } = tabs;
    await renameInBoth(tabs, () => A.store.getState().setTheme('dark'));
    await vi.waitFor(async () => {
      await settle(A.ctl, B.ctl);
      expect(readStored(shared).state.settings.theme).toBe('dark');
      expect(storedNames(shared)).toContain('Iks 2');
      for (const s of [A.store, B.store]) expect(names(s)).toEqual(storedNames(shared));
    });
    expect(pickPersisted(A.store.getState())).toEqual(pickPersisted(B.store.getState()));
  });

  it('homebrew edits in two tabs that read the same stale main key: both edits stay', async () => {
    // tab ids are random: over several rounds either tab's main key is the greater one
    for (let round = 0; round < 6; round++) {
      const tabs = await homebrewInTwoTabs();
      const { shared, A, B } = tabs;
      await renameInBoth(tabs);
      await vi.waitFor(async () => {
        await settle(A.ctl, B.ctl);
        for (const s of [A.store, B.store]) expect(names(s)).toEqual(['Iks 2', 'Ypsilon 2']);
        expect(storedNames(shared)).toEqual(['Iks 2', 'Ypsilon 2']);
      });
      disposeTabs();
    }
  });

  it('a tab closed right after a tap, while the other tab taps from a stale read: both taps stay', async () => {
    const { shared, hub, locks, tab, lateTab } = twoTabs();
    const events = new EventTarget();
    const A = tab(events);
    A.store.getState().createCharacter(WIZ);
    await settle(A.ctl);
    const id = A.store.getState().characters[0].id;
    const key = `grimoar:c:${id}`;
    const B = lateTab();
    const old = shared.map.get(key)!;
    shared.deliverEvents = false;
    hub.hold = true;
    locks.grantDelay = 60_000; // A's lock would come after the page is gone: pagehide writes at once
    tableActions(A.store).spendSlot(id, 1);
    events.dispatchEvent(new Event('pagehide'));
    A.ctl.dispose();
    await new Promise((r) => setTimeout(r, 5)); // B's copy is stamped later than A's
    B.view.staleReads = new Map([[key, old]]);
    tableActions(B.store).spendSlot(id, 1);
    await settle(B.ctl);
    B.view.staleReads = null;
    shared.deliverEvents = true;
    shared.flush();
    hub.release();
    await vi.waitFor(async () => {
      await settle(B.ctl);
      expect(B.store.getState().characters[0].caster.spentSlots[0]).toBe(2);
      expect((readStored(shared).state.characters[0].caster as { spentSlots: number[] }).spentSlots[0]).toBe(2);
    });
  });
});
