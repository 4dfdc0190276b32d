// The load: read the main key and the keys it names, migrate, validate and repair — a pure read of
// storage that writes nothing (the controller decides what to write, and backs corrupt text up).
import type { PersistedState } from '../store/types';
import { CURRENT_VERSION, STORAGE_KEY } from './keys';
import { decodeMain } from './codec';
import { loadLayout, type MainFields, type Written } from './layout';
import type { HomebrewValidator } from './homebrew';
import type { Tombstones } from './tombstones';
import type { SetAsideItem, StateCheck } from './validate';

export type LoadOutcome =
  /** no storage, or it threw while being read: run in memory */
  | { kind: 'unavailable' }
  /** a valid state (empty storage included); `written`: what the keys hold, as far as it was read */
  | { kind: 'loaded'; raw: string | null; rev: string | null; state: PersistedState; setAside: SetAsideItem[]; repairs: number; filled: number; deleted: Tombstones; written: Written }
  /** the text cannot be read: nothing may be written until the user chooses */
  | { kind: 'corrupt'; raw: string | null; reason: string }
  /** written by a newer app: shown as far as it can be read, never written */
  | { kind: 'newer'; version: number; check: StateCheck | null };

/** Reads everything storage holds (`at`: the time set-aside items are stamped with). Never throws. */
export function loadStored(storage: Storage | null, at: string, checkHomebrew: HomebrewValidator | null): LoadOutcome {
  let raw: string | null;
  try {
    if (!storage) return { kind: 'unavailable' };
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return { kind: 'unavailable' };
  }
  const d = decodeMain(raw, at, checkHomebrew);
  if (d.kind === 'newer') return { kind: 'newer', version: d.version, check: d.check };
  if (d.kind === 'corrupt') return { kind: 'corrupt', raw: raw as string, reason: d.reason };
  // No main key at all may still leave character keys (the very first write stopped before it).
  const main: MainFields = d.kind === 'main' ? d : { version: CURRENT_VERSION, state: {}, index: { characters: [], homebrew: null }, setAside: undefined, deleted: {} };
  let loaded;
  try {
    loaded = loadLayout(storage, main, raw?.length ?? 0, at, null, true, checkHomebrew);
  } catch {
    return { kind: 'unavailable' };
  }
  const r = loaded.decoded;
  if (r.kind !== 'ok') return { kind: 'corrupt', raw, reason: r.reason };
  return { kind: 'loaded', raw, rev: d.kind === 'main' ? d.rev : null, state: r.state, setAside: r.setAside, repairs: r.repairs + loaded.restored, filled: r.filled, deleted: main.deleted, written: loaded.written };
}
