// Two tabs with Web Locks and a BroadcastChannel (fakes: src/testing/fake-tabs.ts): spends in both
// tabs at once are all kept, a tab that read a stale key applies its edit again, a delete reaches
// the tab that shows the character (notice, undo, no edits), and a delete racing an edit ends the
// same in both tabs. Stale reads of the main key: tabs-stale.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { createAppStore, pickPersisted } from '../store/app-store';
import { usePersistenceStatus } from './index';
import { readStored } from '../testing/fake-storage';
import { disposeTabs, settle, twoTabs } from '../testing/locked-tabs';
import { WIZ } from '../testing/boot';
import { tableActions } from '../store/table';
import { castingActions } from '../store/casting';
import type { Character } from '../store/types';
import type { SpellMechanics } from '../rules';
import spellsJson from '../data/spells.json';
import fixtureV1 from './migrations/fixtures/v1.json';
import { loadedHomebrewCheck } from './homebrew-check';

/** Tab A created one character and has stored it; then tab B opens. */
async function oneCharacterInTwoTabs(input: typeof WIZ = WIZ) {
  const tabs = twoTabs();
  const A = tabs.tab();
  A.store.getState().createCharacter(input);
  await settle(A.ctl);
  const B = tabs.tab();
  return { ...tabs, A, B, id: A.store.getState().characters[0].id };
}

const spent = (s: ReturnType<typeof createAppStore>, id: string) => s.getState().characters.find((c) => c.id === id)?.caster.spentSlots.slice(0, 2);

describe('two tabs with Web Locks', () => {
  it('a tap made just before the page is hidden is written at once, not when its lock comes', async () => {
    const { shared, locks, tab } = twoTabs();
    const events = new EventTarget();
    const A = tab(events);
    A.store.getState().createCharacter(WIZ);
    await settle(A.ctl);
    const id = A.store.getState().characters[0].id;
    locks.grantDelay = 60_000; // the lock would come after the page is gone
    tableActions(A.store).spendSlot(id, 1);
    const storedSpent = () => (readStored(shared).state.characters[0].caster as { spentSlots: number[] }).spentSlots[0];
    expect(storedSpent()).toBe(0);
    events.dispatchEvent(new Event('pagehide'));
    expect(storedSpent()).toBe(1);
  });

  it('the last slot cast in both tabs at once: the cast refused on the newer copy leaves no effect behind', async () => {
    const { shared, A, B, id } = await oneCharacterInTwoTabs();
    const hold = (spellsJson as unknown as Record<string, SpellMechanics>)['hold-person'];
    A.store.getState().addSpell(id, { spell: hold, classId: 'wizard', status: 'prepared' });
    tableActions(A.store).spendSlot(id, 2); // one of the two 2nd-level slots left
    await settle(A.ctl, B.ctl);
    const request = { spell: hold, classId: 'wizard' as const, slot: { kind: 'slot' as const, level: 2 } };
    // both tabs see the slot free when the player taps: each cast succeeds in its own view
    expect(castingActions(A.store).castWithEffect(id, request, 'skřet')).toMatchObject({ ok: true });
    expect(castingActions(B.store).castWithEffect(id, request, 'vlk')).toMatchObject({ ok: true });
    await settle(A.ctl, B.ctl);
    const c = readStored(shared).state.characters[0] as unknown as Character;
    expect(c.caster.spentSlots[1]).toBe(2);
    expect(c.caster.effects).toHaveLength(1);
    expect(B.store.getState().characters[0].caster.effects).toEqual(c.caster.effects);
    // the tab whose cast was dropped says so (the status store is one for both tabs here)
    expect(usePersistenceStatus.getState().refused).toEqual({ id, name: 'Mirek' });
  });

  it('spends in both tabs at the same moment: every one is kept, on the same and on different levels', async () => {
    const { shared, A, B, id } = await oneCharacterInTwoTabs();
    tableActions(A.store).spendSlot(id, 1);
    tableActions(B.store).spendSlot(id, 1);
    tableActions(B.store).spendSlot(id, 2);
    tableActions(A.store).spendSlot(id, 2);
    await settle(A.ctl, B.ctl);
    expect(spent(A.store, id)).toEqual([2, 2]);
    expect(spent(B.store, id)).toEqual([2, 2]);
    expect(readStored(shared).state.characters[0].caster).toEqual(A.store.getState().characters[0].caster);
  });

  it('effects removed in both tabs at once: each tab removes the effect it showed', async () => {
    const { tab } = twoTabs();
    const A = tab();
    A.store.getState().createCharacter(WIZ);
    const id = A.store.getState().characters[0].id;
    for (const spellId of ['bless', 'shield', 'haste']) tableActions(A.store).addEffect(id, { spellId, target: 'Mirek', endsAtRound: 10, strength: 1 });
    await settle(A.ctl);
    const B = tab();
    expect(tableActions(A.store).removeEffect(id, 0).ok).toBe(true);
    expect(tableActions(B.store).removeEffect(id, 1).ok).toBe(true);
    await settle(A.ctl, B.ctl);
    for (const t of [A, B]) expect(t.store.getState().characters[0].caster.effects.map((e) => e.spellId)).toEqual(['haste']);
  });

  it('restores in both tabs at the same moment are both kept', async () => {
    const { A, B, id } = await oneCharacterInTwoTabs({ ...WIZ, classes: [{ classId: 'wizard', level: 5 }] });
    tableActions(A.store).spendSlot(id, 2);
    tableActions(B.store).spendSlot(id, 2);
    await settle(A.ctl, B.ctl);
    expect(spent(B.store, id)).toEqual([0, 2]);
    tableActions(A.store).restoreSlot(id, 2);
    tableActions(B.store).restoreSlot(id, 2);
    await settle(A.ctl, B.ctl);
    expect(spent(A.store, id)).toEqual([0, 0]);
    expect(spent(B.store, id)).toEqual([0, 0]);
  });

  it('the last spent slot given back in both tabs at once: one gives it back, the other is already so (no notice)', async () => {
    const { A, B, id } = await oneCharacterInTwoTabs();
    tableActions(A.store).spendSlot(id, 1);
    await settle(A.ctl, B.ctl);
    usePersistenceStatus.setState({ refused: null });
    tableActions(A.store).restoreSlot(id, 1);
    tableActions(B.store).restoreSlot(id, 1);
    await settle(A.ctl, B.ctl);
    expect(spent(B.store, id)).toEqual([0, 0]);
    expect(usePersistenceStatus.getState().refused).toBeNull();
  });

  it('a tab granted the lock that reads a stale key: its edit is applied again to the newer copy', async () => {
    const { shared, hub, tab, lateTab } = twoTabs();
    const A = tab();
    A.store.getState().createCharacter(WIZ);
    await settle(A.ctl);
    const id = A.store.getState().characters[0].id;
    const key = `grimoar:c:${id}`;
    const { store, ctl: ctlB, view: viewB } = lateTab();
    const B = { store };
    const old = shared.map.get(key)!;
    shared.deliverEvents = false;
    hub.hold = true;
    tableActions(A.store).spendSlot(id, 1);
    await settle(A.ctl);
    // B has heard nothing, and its storage still gives the old text
    viewB.staleReads = new Map([[key, old]]);
    tableActions(B.store).spendSlot(id, 2);
    await settle(ctlB);
    viewB.staleReads = null;
    shared.deliverEvents = true;
    shared.flush();
    hub.release();
    await vi.waitFor(async () => {
      await settle(A.ctl, ctlB);
      expect(spent(A.store, id)).toEqual([1, 1]);
      expect(spent(B.store, id)).toEqual([1, 1]);
      expect((readStored(shared).state.characters[0].caster as { spentSlots: number[] }).spentSlots.slice(0, 2)).toEqual([1, 1]);
    });
  });

  it('a delete in A while B shows the character: B says so, refuses edits, and its undo brings it back everywhere', async () => {
    const { shared, A, B, id } = await oneCharacterInTwoTabs();
    tableActions(B.store).spendSlot(id, 1);
    await settle(A.ctl, B.ctl);
    A.store.getState().deleteCharacter(id);
    await settle(A.ctl, B.ctl);
    expect(B.store.getState().characters).toEqual([]);
    expect(usePersistenceStatus.getState().deletedElsewhere.map((d) => d.name)).toEqual(['Mirek']);
    expect(tableActions(B.store).spendSlot(id, 1).ok).toBe(false);
    B.ctl.restoreDeleted(id);
    await settle(A.ctl, B.ctl);
    for (const s of [A, B]) expect(spent(s.store, id)).toEqual([1, 0]);
    expect(readStored(shared).state.characters.map((c) => c.id)).toEqual([id]);
  });

  it('a delete racing an edit ends the same in both tabs and in storage', async () => {
    for (const editFirst of [true, false]) {
      const { shared, tab } = twoTabs();
      const A = tab();
      A.store.getState().createCharacter(WIZ);
      A.store.getState().createCharacter({ ...WIZ, name: 'Druhý' });
      await settle(A.ctl);
      const B = tab();
      const id = A.store.getState().characters[0].id;
      if (editFirst) tableActions(B.store).spendSlot(id, 1);
      A.store.getState().deleteCharacter(id);
      if (!editFirst) tableActions(B.store).spendSlot(id, 1);
      await settle(A.ctl, B.ctl);
      const names = (s: typeof A.store) => s.getState().characters.map((c) => c.name);
      expect(names(A.store)).toEqual(['Druhý']);
      expect(names(B.store)).toEqual(['Druhý']);
      expect(readStored(shared).state.characters.map((c) => c.name)).toEqual(['Druhý']);
      expect(pickPersisted(A.store.getState())).toEqual(pickPersisted(B.store.getState()));
      disposeTabs();
    }
  });

  // Keep last in this file: it needs a test process where the homebrew check has not loaded yet.
  it('a change made while another tab stores the first homebrew spell waits for the check, not lost', async () => {
    expect(loadedHomebrewCheck()).toBeNull();
    const { shared, tab } = twoTabs();
    const A = tab();
    const B = tab();
    await settle(A.ctl, B.ctl);
    shared.deliverEvents = false;
    B.store.getState().saveHomebrew(fixtureV1.state.homebrew[0] as never);
    await settle(B.ctl);
    A.store.getState().setTheme('dark');
    A.store.getState().createCharacter(WIZ);
    shared.deliverEvents = true;
    shared.flush();
    await vi.waitFor(async () => {
      await settle(A.ctl, B.ctl);
      const s = readStored(shared).state;
      expect(s.settings.theme).toBe('dark');
      expect(s.characters.map((c) => c.name)).toEqual(['Mirek']);
      expect(s.homebrew).toHaveLength(1);
    });
    expect(pickPersisted(A.store.getState())).toEqual(pickPersisted(B.store.getState()));
  });
});
