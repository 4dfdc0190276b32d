// Properties: any sequence of store actions, saved as it happens and loaded in a fresh store, gives
// back exactly the same state — nothing repaired, nothing set aside, nothing lost; and writes cut
// short at any setItem never lose a character that was saved before.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAppStore, pickPersisted, type AppState } from '../store/app-store';
import { createPersistence, usePersistenceStatus, whenHomebrewCheckLoaded, type PersistenceController } from './index';
import { SharedStore } from '../testing/fake-storage';
import spellsJson from '../data/spells.json';
import type { SpellData } from '../data/types';
import type { ClassId, SpellMechanics, SpellStatus } from '../rules';
import type { HomebrewSpell } from '../store/types';
import { planImport } from '../store/import-plan';
import { castingActions } from '../store/casting';
import { tableActions } from '../store/table';

const SPELLS = Object.values(spellsJson as unknown as Record<string, SpellData>);
const CLASSES: ClassId[] = ['bard', 'cleric', 'druid', 'paladin', 'ranger', 'sorcerer', 'warlock', 'wizard', 'fighter', 'rogue'];
const STATUSES: SpellStatus[] = ['known', 'prepared', 'inBook', 'alwaysPrepared'];
const running: PersistenceController[] = [];
afterEach(() => running.splice(0).forEach((c) => c.dispose()));
beforeAll(() => whenHomebrewCheckLoaded()); // the homebrew check, as initPersistence loads it

type Act = { t: string; i: number; j: number; k: number; s: string };
const act = fc.record({
  t: fc.constantFrom(
    'create', 'create', 'addSpell', 'addSpell', 'addSpell', 'cast', 'cast', 'cast', 'spend', 'restore', 'pact', 'long', 'short', 'turn', 'cast',
    'rename', 'conditions', 'delete', 'undo', 'duplicate', 'active', 'theme', 'lang', 'homebrew', 'delHomebrew',
    'update', 'points', 'incap', 'effect', 'removeEffect', 'prepare', 'status', 'import',
  ),
  i: fc.nat(1000),
  j: fc.nat(1000),
  k: fc.nat(1000),
  s: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('<img src=x onerror=alert(1)>', 'javascript:alert(1)', 'Šárka Čížková', '"\\\u2028')),
});

function homebrewSpell(n: number, name: string): HomebrewSpell {
  const base = SPELLS[n % SPELLS.length];
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim() || 'Kouzlo';
  return {
    data: { ...base, id: `hb-${n % 7}`, srdName: clean.slice(0, 120), homebrew: true },
    text: { name: clean.slice(0, 120), castingTime: '1 akce', range: 'Dotyk', components: 'V', duration: 'Ihned', description: [clean, '- bod'] },
  };
}

function run(store: { getState(): AppState }, a: Act, undo: unknown[]) {
  const st = store.getState();
  const table = tableActions(store);
  const chars = st.characters;
  const c = chars.length ? chars[a.i % chars.length] : null;
  switch (a.t) {
    case 'create': {
      const classId = CLASSES[a.i % CLASSES.length];
      const second = CLASSES[a.j % CLASSES.length];
      const l1 = 1 + (a.k % 15);
      const classes = second !== classId && a.k % 3 === 0 ? [{ classId, level: l1 }, { classId: second, level: 1 + (a.j % (20 - l1)) }] : [{ classId, level: 1 + (a.k % 20) }];
      st.createCharacter({ name: a.s.trim() ? a.s.slice(0, 80) : 'Postava', classes, abilities: { str: 8, dex: 14, con: 12, int: 1 + (a.j % 30), wis: 10, cha: 10 } });
      break;
    }
    case 'addSpell': {
      if (!c) break;
      // mostly low-level spells, so that casting them often succeeds
      const low = SPELLS.filter((x) => x.level <= 2);
      const spell = (a.j % 3 ? low[a.j % low.length] : SPELLS[a.j % SPELLS.length]) as unknown as SpellMechanics;
      st.addSpell(c.id, { spell, classId: c.classes[a.k % c.classes.length].classId, status: STATUSES[a.k % 4] }, { force: a.k % 2 === 0 });
      break;
    }
    case 'spend': if (c) table.spendSlot(c.id, 1 + (a.j % 9)); break;
    case 'restore': if (c) table.restoreSlot(c.id, 1 + (a.j % 9)); break;
    case 'pact': if (c) { if (a.j % 2) table.spendPact(c.id); else table.restorePact(c.id); } break;
    case 'long': if (c) table.longRest(c.id); break;
    case 'short': if (c) table.shortRest(c.id); break;
    case 'turn': if (c) table.newTurn(c.id); break;
    case 'incap': if (c) table.setIncapacitated(c.id, a.j % 2 === 0); break;
    case 'points': if (c) { if (a.j % 2) table.convertPointsToSlot(c.id, 1 + (a.k % 5)); else table.convertSlotToPoints(c.id, 1 + (a.k % 5)); } break;
    case 'cast': {
      if (!c || !c.spells.length) break;
      const owned = c.spells[a.j % c.spells.length];
      const spell = (spellsJson as unknown as Record<string, SpellMechanics>)[owned.spellId] ?? SPELLS[0];
      const slot = spell.level === 0 ? { kind: 'cantrip' as const } : a.k % 4 === 0 ? { kind: 'pact' as const } : { kind: 'slot' as const, level: spell.level + (a.k % 3 === 1 ? 1 : 0) };
      castingActions(store).cast(c.id, { spell, classId: owned.classId, slot, override: a.k % 5 !== 0 });
      break;
    }
    case 'effect': if (c) table.addEffect(c.id, { spellId: SPELLS[a.j % SPELLS.length].id, target: a.s, endsAtRound: a.k % 2 ? null : a.k, strength: a.j % 5 }); break;
    case 'removeEffect': if (c) table.removeEffect(c.id, a.j % 3); break;
    case 'rename': if (c) st.renameCharacter(c.id, a.s); break;
    case 'conditions': if (c) st.setConditions(c.id, { silenced: a.j % 2 === 0, handsFree: a.k % 2 === 0, materialsOwned: a.k % 3 ? [] : [SPELLS[a.j % SPELLS.length].id] }); break;
    case 'delete': if (c) { const r = st.deleteCharacter(c.id); if (r.ok) undo.push(r.undo); } break;
    case 'undo': { const u = undo.pop(); if (u) st.undoDelete(u as never); break; }
    case 'duplicate': if (c) st.duplicateCharacter(c.id, `${c.name} (kopie)`); break;
    case 'active': st.setActiveCharacter(c && a.j % 4 ? c.id : null); break;
    case 'theme': st.setTheme((['system', 'light', 'dark'] as const)[a.j % 3]); break;
    case 'lang': st.setLanguage(a.j % 2 ? 'en' : 'cs'); break;
    case 'homebrew': st.saveHomebrew(homebrewSpell(a.j, a.s)); break;
    case 'delHomebrew': if (st.homebrew.length) st.deleteHomebrew(st.homebrew[a.j % st.homebrew.length].data.id); break;
    case 'update': if (c) st.editCharacter(c.id, { name: c.name, classes: [{ classId: c.classes[0].classId, level: 1 + (a.j % 20) }], abilities: c.abilities }); break;
    case 'prepare': if (c) st.setPreparedSpells(c.id, c.classes[0].classId, c.spells.filter((_, n) => n % 2 === a.j % 2).map((s) => s.spellId)); break;
    case 'status': if (c && c.spells.length) { const s = c.spells[a.j % c.spells.length]; st.setSpellStatus(c.id, s.spellId, s.classId, STATUSES[a.k % 4]); } break;
    case 'import': if (c) st.importData((cur) => planImport(cur, { kind: 'character', characters: [c], homebrew: [] }, a.j % 2 ? 'merge' : 'replace')); break;
  }
}

describe('save → load round trip (property)', () => {
  it('random action sequences come back exactly as they were', () => {
    fc.assert(
      fc.property(fc.array(act, { maxLength: 80 }), (acts) => {
        const shared = new SharedStore();
        const store = createAppStore();
        running.push(createPersistence(store, shared.view(), { events: null }));
        const undo: unknown[] = [];
        for (const a of acts) run(store, a, undo);
        const fresh = createAppStore();
        running.push(createPersistence(fresh, shared.view(), { events: null }));
        const st = usePersistenceStatus.getState();
        expect(st.mode).toBe('ok');
        expect(st.setAside).toEqual([]);
        expect(st.repairs).toBe(0);
        expect(pickPersisted(fresh.getState())).toEqual(pickPersisted(store.getState()));
        running.splice(0).forEach((c) => c.dispose());
      }),
      { numRuns: 150 },
    );
  });
});

describe('writes cut short (property)', () => {
  /** A fresh tab's load of what storage holds now. */
  function freshLoad(shared: SharedStore) {
    const fresh = createAppStore();
    const ctl = createPersistence(fresh, shared.view(), { events: null });
    const st = usePersistenceStatus.getState();
    const out = { mode: st.mode, setAside: st.setAside, state: pickPersisted(fresh.getState()) };
    ctl.dispose();
    return out;
  }

  it('after any failed setItem, a fresh load has every character of the last complete save; a retry saves everything', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(act, fc.option(fc.integer({ min: 1, max: 4 }), { freq: 3 })), { maxLength: 60 }), (steps) => {
        const shared = new SharedStore();
        const store = createAppStore();
        const ctl = createPersistence(store, shared.view(), { events: null });
        running.push(ctl);
        const undo: unknown[] = [];
        let lastSaved = new Set<string>();
        // deleted by the player since the last complete save: a later write may have stored the
        // deletion before its own part failed, so such a character may be gone (as asked)
        const removed = new Set<string>();
        const everCreated = new Set<string>();
        for (const [a, failAt] of steps) {
          const before = store.getState().characters.map((c) => c.id);
          shared.failOnCall = failAt === null ? 0 : shared.setCalls + failAt;
          run(store, a, undo);
          shared.failOnCall = 0;
          const after = new Set(store.getState().characters.map((c) => c.id));
          for (const id of before) if (!after.has(id)) removed.add(id);
          for (const c of store.getState().characters) everCreated.add(c.id);
          if (usePersistenceStatus.getState().unsaved === null) {
            lastSaved = new Set(store.getState().characters.map((c) => c.id));
            removed.clear();
            continue;
          }
          const f = freshLoad(shared);
          usePersistenceStatus.setState({ unsaved: 'quota' }); // the status store is shared: restore the failing tab's
          expect(f.mode).toBe('ok');
          expect(f.setAside).toEqual([]);
          const loaded = new Set(f.state.characters.map((c) => c.id));
          for (const id of lastSaved) if (!removed.has(id)) expect(loaded.has(id)).toBe(true);
          for (const id of loaded) expect(everCreated.has(id)).toBe(true);
        }
        // the tab that failed writes everything on its next write
        expect(ctl.retrySave()).toBe(true);
        expect(freshLoad(shared).state).toEqual(pickPersisted(store.getState()));
        running.splice(0).forEach((c) => c.dispose());
      }),
      { numRuns: 150 },
    );
  });
});
