// The persistence controller's public shape and options (controller.ts implements it).
import type { StorageMode } from './status';
import type { Salvage } from './repair';
import type { ChannelLike, LockManagerLike } from './locks';

export type EventTargetLike = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface PersistenceOptions {
  /** where `storage`, `pageshow` and `visibilitychange` events arrive (default: window; null: none) */
  events?: EventTargetLike | null;
  now?: () => Date;
  /** the Web Locks manager (default: navigator.locks; null: none, writes run at once in order) */
  locks?: LockManagerLike | null;
  /** the channel to the other tabs (default: a BroadcastChannel when there are events; null: none) */
  channel?: ChannelLike | null;
}

export interface BackupInfo { key: string; at: string; chars: number }

export interface PersistenceController {
  readonly mode: StorageMode;
  /** corrupt data: keep what is in memory now (empty at first) and start writing again */
  startEmpty(): void;
  /** corrupt data: what could be salvaged from the raw text (nothing is applied yet). The repair
   *  code loads on first use: only damaged data needs it. */
  previewRepair(): Promise<Salvage | null>;
  /** corrupt data: take the salvaged characters and start writing again */
  applyRepair(s: Salvage): Promise<void>;
  /** characters (UTF-16 code units) of every key the app owns, names included: what it uses of
   *  the origin's quota */
  storedChars(): number;
  /** try the failed write again; true when it succeeded */
  retrySave(): boolean;
  /** forget one set-aside item (after the user downloaded or declined it) */
  removeSetAside(id: string): void;
  backups(): BackupInfo[];
  readBackup(key: string): string | null;
  deleteBackup(key: string): void;
  noteExported(): void;
  snoozeReminder(days?: number): void;
  /** look for another tab's writes now (also done on pageshow / visibilitychange) */
  syncNow(): void;
  /** a character another window deleted: put the copy this tab had back (in every tab) */
  restoreDeleted(id: string): void;
  /** forget the notice of a character another window deleted */
  dismissDeleted(id: string): void;
  /** resolves when every action so far is written (or cannot be: not 'ok') */
  whenSaved(): Promise<void>;
  dispose(): void;
}
