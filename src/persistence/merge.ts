// Two tabs, one storage key. When another tab has written (storage event, or found just before this
// tab writes), its state ("remote") is merged with this tab's state ("local") per character, per
// homebrew spell and per setting — never wholesale — so an action in an older tab cannot revert
// another tab's edit:
// - a character in both: the newer `updatedAt` wins (every character action stamps it; on a tie,
//   the side that changed since base);
// - a character only remote: kept, unless this tab deleted it after its last edit;
// - a character only local: kept (new here, or the other tab never saw it), unless the remote
//   envelope carries a deletion mark for it newer than its last edit. Deletion marks ("tombstones",
//   id → time) travel in the envelope, so "absent" never means "deleted" by itself: a stale write
//   from a tab that had not yet seen a new character cannot remove it;
// - homebrew spells and settings have no timestamps: 3-way by content against `base` (the last
//   state this tab and storage agreed on). A remote value equal to what this tab had just before its
//   own latest edit is a stale copy and loses once; after that the remote value wins, so two tabs
//   cannot ping-pong.
// Loaded on demand (index.ts): only another tab's write needs it.
import type { Character, HomebrewSpell, PersistedState } from '../store/types';
import type { MergeMemory, Tombstones } from './merge-memory';

// The same text as merge-memory.ts json() (JSON.stringify), without its cache: importing it would
// split a shared chunk off the first screen.
const json = (v: unknown): string => JSON.stringify(v) ?? 'undefined';
const same = (a: unknown, b: unknown) => a === b || json(a) === json(b);
const time = (iso: unknown) => {
  const t = typeof iso === 'string' ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** One value without a timestamp (a homebrew spell, a setting). */
function mergeValue<T>(key: string, b: T | undefined, l: T, r: T, mem: MergeMemory): T {
  if (same(l, r)) return r;
  if (b !== undefined && same(r, b)) return l; // only this tab changed it
  const prev = mem.previous.get(key);
  if (prev !== undefined && json(r) === prev) {
    mem.previous.delete(key); // a stale copy loses once; if the other tab insists, it wins next time
    return l;
  }
  return r; // only the other tab changed it, or both did: the later write wins
}

/** Both tabs have the character: the newer edit wins; on a tie (same millisecond) the one that
 *  changed since base. */
function newer(b: Character | undefined, l: Character, r: Character): Character {
  if (same(l, r)) return r; // equal content: take the remote object, so nothing needs writing back
  const tl = time(l.updatedAt);
  const tr = time(r.updatedAt);
  if (tl !== tr) return tl > tr ? l : r;
  return b !== undefined && same(r, b) ? l : r;
}

function mergeCharacters(base: readonly Character[], local: readonly Character[], remote: readonly Character[], remoteDeleted: Tombstones, mem: MergeMemory): Character[] {
  const b = new Map(base.map((c) => [c.id, c]));
  const l = new Map(local.map((c) => [c.id, c]));
  const out: Character[] = [];
  const taken = new Set<string>();
  for (const rc of remote) {
    if (taken.has(rc.id)) continue;
    const lc = l.get(rc.id);
    let keep: Character | null;
    if (lc) keep = newer(b.get(rc.id), lc, rc);
    else {
      const deletedHere = mem.deleted.get(`c:${rc.id}`);
      keep = deletedHere !== undefined && deletedHere >= time(rc.updatedAt) ? null : rc;
    }
    if (keep) {
      out.push(keep);
      taken.add(keep.id);
    }
  }
  for (const lc of local) {
    if (taken.has(lc.id)) continue;
    const deletedThere = remoteDeleted[`c:${lc.id}`];
    if (deletedThere !== undefined && deletedThere >= time(lc.updatedAt)) continue;
    out.push(lc);
    taken.add(lc.id);
  }
  return out;
}

function mergeHomebrew(base: readonly HomebrewSpell[], local: readonly HomebrewSpell[], remote: readonly HomebrewSpell[], remoteDeleted: Tombstones, mem: MergeMemory): HomebrewSpell[] {
  const b = new Map(base.map((h) => [h.data.id, h]));
  const l = new Map(local.map((h) => [h.data.id, h]));
  const out: HomebrewSpell[] = [];
  const taken = new Set<string>();
  for (const rh of remote) {
    const id = rh.data.id;
    const key = `h:${id}`;
    if (taken.has(id)) continue;
    const lh = l.get(id);
    let keep: HomebrewSpell | null;
    if (lh) keep = mergeValue(key, b.get(id), lh, rh, mem);
    else keep = mem.deleted.has(key) && mem.deletedContent.get(key) === json(rh) ? null : rh;
    if (keep) {
      out.push(keep);
      taken.add(id);
    }
  }
  for (const lh of local) {
    const id = lh.data.id;
    if (taken.has(id)) continue;
    const deletedThere = remoteDeleted[`h:${id}`];
    if (deletedThere !== undefined && !((mem.editedAt.get(`h:${id}`) ?? -Infinity) > deletedThere)) continue;
    out.push(lh);
    taken.add(id);
  }
  return out;
}

/** The merged state; objects that did not change are the remote's (or local's) own. */
export function mergeStates(base: PersistedState | null, local: PersistedState, remote: PersistedState, remoteDeleted: Tombstones, mem: MergeMemory): PersistedState {
  const characters = mergeCharacters(base?.characters ?? [], local.characters, remote.characters, remoteDeleted, mem);
  const homebrew = mergeHomebrew(base?.homebrew ?? [], local.homebrew, remote.homebrew, remoteDeleted, mem);
  const settingsKeys = new Set([...Object.keys(remote.settings), ...Object.keys(local.settings)]) as Set<keyof PersistedState['settings']>;
  let settings = remote.settings;
  for (const k of settingsKeys) {
    const v = mergeValue(`set:${k}`, base?.settings[k], local.settings[k], remote.settings[k], mem);
    if (v !== remote.settings[k]) settings = { ...settings, [k]: v };
  }
  let activeCharacterId = mergeValue('active', base ? base.activeCharacterId : undefined, local.activeCharacterId, remote.activeCharacterId, mem);
  if (activeCharacterId !== null && !characters.some((c) => c.id === activeCharacterId)) activeCharacterId = characters[0]?.id ?? null;
  const sameList = <T,>(a: T[], b: T[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return {
    characters: sameList(characters, remote.characters) ? remote.characters : characters,
    activeCharacterId,
    homebrew: sameList(homebrew, remote.homebrew) ? remote.homebrew : homebrew,
    settings,
  };
}
