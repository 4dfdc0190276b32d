// What the UI needs to know about storage: a small store of its own (not persisted, not in AppState).
import { create } from 'zustand';
import type { SetAsideItem } from './validate';
import type { Character } from '../store/types';

/** A character another window deleted while this one showed it: the copy undo brings back, and
 *  where it was listed. */
export interface DeletedElsewhere {
  id: string;
  name: string;
  copy: Character;
  index: number;
  /** removed by an import that replaced everything, not by a delete */
  replaced?: true;
}

export type StorageMode =
  /** before initPersistence has read storage */
  | 'loading'
  /** loaded; every change is written at once */
  | 'ok'
  /** no storage at all (private mode, blocked): the app runs in memory */
  | 'memory'
  /** the stored text could not be read: nothing is written until the user chooses */
  | 'corrupt'
  /** written by a newer app version: shown, never written */
  | 'readonly';

export interface PersistenceStatus {
  mode: StorageMode;
  /** the last write failed (the change lives in memory only) */
  unsaved: null | 'quota' | 'error';
  /** a change made while nothing is written (unreadable data, a newer version's data): it lives in
   *  this page only */
  changedUnstored: boolean;
  corrupt: null | { raw: string; backupKey: string | null; reason: string };
  readonly: null | { version: number; otherTab: boolean };
  /** characters / homebrew spells that could not be loaded, kept whole */
  setAside: SetAsideItem[];
  /** values corrected while loading (clamped, reset, or characters the main key had lost) */
  repairs: number;
  /** values missing while loading, filled in with their defaults */
  filled: number;
  lastSavedAt: string | null;
  /** how long the last write took (ms), for the status panel */
  lastWriteMs: number | null;
  lastExportAt: string | null;
  reminderSnoozedUntil: string | null;
  /** another tab's changes were taken in */
  syncedAt: string | null;
  /** another tab of this browser stored device-sync records (turned sync on there) after this tab
   *  loaded: this tab starts its sync layer too (features/sync/entry.tsx), or its edits would not
   *  reach the server until a reload */
  syncRecordsAppeared: boolean;
  /** the device-sync records could not be read (sync-records.ts): their text was copied to
   *  `backupKey` (null: the backup could not be stored, and nothing is written over them) and sync
   *  starts afresh with what could be read; said once, until the player closes the notice */
  syncDamaged: null | { backupKey: string | null };
  deletedElsewhere: DeletedElsewhere[];
  /** an edit this tab showed done could not be applied to the character as stored meanwhile by
   *  another tab or device (the last slot spent there): dropped, and said until closed */
  refused: null | { id: string; name: string };
}

export const initialStatus = (): PersistenceStatus => ({
  mode: 'loading',
  unsaved: null,
  changedUnstored: false,
  corrupt: null,
  readonly: null,
  setAside: [],
  repairs: 0,
  filled: 0,
  lastSavedAt: null,
  lastWriteMs: null,
  lastExportAt: null,
  reminderSnoozedUntil: null,
  syncedAt: null,
  syncRecordsAppeared: false,
  syncDamaged: null,
  deletedElsewhere: [],
  refused: null,
});

export const usePersistenceStatus = create<PersistenceStatus>()(() => initialStatus());
