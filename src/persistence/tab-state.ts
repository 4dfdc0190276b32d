// The one state object of a tab's persistence: what it knows storage holds, what it still has to
// write, and how it talks to the other tabs. writer.ts and tab-sync.ts change it; controller.ts
// owns it.
import type { Character } from '../store/types';
import type { CharacterEdit } from '../store/edit';
import type { AppStoreApi } from '../store/app-store';
import type { StorageMode } from './status';
import type { SetAsideItem } from './validate';
import type { Tombstones } from './tombstones';
import { emptyWritten, type Written } from './layout';
import type { ChannelLike, LockManagerLike } from './locks';
import type { IndexChange, IndexState } from './pending';

/** One edit of this tab, waiting for its character's lock. `before` → `after` is what the store
 *  did in memory: applied to the very same `before` it gives `after` again (no new object). */
export interface PendingEdit {
  id: string;
  edit: CharacterEdit;
  before: Character | null;
  after: Character | null;
  /** apply it to this copy of a closed tab's instead, if the key still holds this tab's write `over` */
  onto?: { copy: Character; over: string };
}

export type Op = { kind: 'edit'; pending: PendingEdit } | { kind: 'index'; change: IndexChange };

/** A write of this tab that another tab may not have built on (see tab-sync.ts forks). */
export interface SentEdit {
  pending: PendingEdit;
  /** updatedAt of the copy it was applied to, and of the copy written */
  base: string;
  wrote: string;
  at: number;
}

export interface TabState {
  readonly storage: Storage | null;
  readonly store: AppStoreApi;
  readonly locks: LockManagerLike | null;
  readonly channel: ChannelLike | null;
  readonly tabId: string;
  readonly now: () => Date;
  mode: StorageMode;
  /** per character: the latest copy this tab knows is stored (read, heard or written) */
  stored: Map<string, Character>;
  /** the latest main key this tab knows (read, heard or written) and its text */
  index: IndexState;
  mainRaw: string | null;
  /** the sequence number of that main key: every write of it is one more than the one it read
   *  (its `rev` is "<tab id>:<seq>"), so a late event of an older main key is known as old */
  mainSeq: number;
  /** what the keys hold as far as this tab knows (stamps, keys to remove) */
  written: Written;
  /** deletion marks of the latest main key */
  deleted: Tombstones;
  setAside: SetAsideItem[];
  removedSetAside: Set<string>;
  /** this tab's actions in order, not yet written; the edits and list changes among them */
  ops: Op[];
  running: boolean;
  /** the next write writes the whole state from memory (version-1 data, start empty, a repair) */
  dirty: boolean;
  /** the last write failed (storage full): a refused action waits first in line */
  failed: boolean;
  /** a full write that no waiting action stands for failed (start empty, a repair, a set-aside item
   *  removed): memory holds what storage lacks, the view is not rebuilt from storage, and the next
   *  write is a full write again */
  frozen: boolean;
  /** characters this tab deleted, as last stored (their undo brings back the latest copy) */
  graveyard: Map<string, Character>;
  sent: SentEdit[];
  /** the page is being closed (pagehide): its last writes cannot be repaired by it any more */
  leaving: boolean;
  /** the list changes of this tab's last main key write and its seq: applied again when another
   *  tab's main key of the same number is the one storage holds (tab-sync.ts hearMain) */
  sentIndex: { changes: IndexChange[]; seq: number } | null;
  /** true while persistence itself sets the store (not a change of the user's) */
  applying: boolean;
  revCount: number;
  /** starts the writer on the waiting actions (writer.ts drain, set by controller.ts) */
  drain: () => void;
}

export function newTabState(store: AppStoreApi, storage: Storage | null, locks: LockManagerLike | null, channel: ChannelLike | null, now: () => Date): TabState {
  return {
    storage,
    store,
    locks,
    channel,
    tabId: Math.random().toString(36).slice(2, 10),
    now,
    mode: 'loading',
    stored: new Map(),
    index: { ids: [], activeCharacterId: null, settings: store.getState().settings, homebrew: [] },
    mainRaw: null,
    mainSeq: 0,
    written: emptyWritten(),
    deleted: {},
    setAside: [],
    removedSetAside: new Set(),
    ops: [],
    running: false,
    dirty: false,
    failed: false,
    frozen: false,
    graveyard: new Map(),
    sent: [],
    sentIndex: null,
    leaving: false,
    applying: false,
    revCount: 0,
    drain: () => undefined,
  };
}

export const nextRev = (t: TabState): string => `${t.tabId}:${++t.revCount}`;
/** The rev of the next main key: "<tab id>:<seq>". */
export const nextMainRev = (t: TabState): string => `${t.tabId}:${t.mainSeq + 1}`;
/** The sequence number in a main key's rev (0: none). */
export const seqOf = (rev: string | null): number => {
  const n = Number(rev?.slice(rev.lastIndexOf(':') + 1));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

export const pendingEdits = (t: TabState, id: string): PendingEdit[] => t.ops.flatMap((o) => (o.kind === 'edit' && o.pending.id === id ? [o.pending] : []));
export const pendingChanges = (t: TabState): IndexChange[] => t.ops.flatMap((o) => (o.kind === 'index' ? [o.change] : []));
