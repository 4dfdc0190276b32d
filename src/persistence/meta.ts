// Bookkeeping beside the data (key `grimoar:meta`): when the player last exported a backup and until
// when the export reminder is snoozed. Losing it costs nothing but a reminder, so errors are ignored.
import { META_KEY } from './keys';
import { isObj } from './shape';

export interface Meta {
  lastExportAt?: string;
  reminderSnoozedUntil?: string;
}

export function readMeta(storage: Storage | null): Meta {
  try {
    const m: unknown = JSON.parse(storage?.getItem(META_KEY) ?? '{}');
    if (!isObj(m)) return {};
    return {
      ...(typeof m.lastExportAt === 'string' ? { lastExportAt: m.lastExportAt } : {}),
      ...(typeof m.reminderSnoozedUntil === 'string' ? { reminderSnoozedUntil: m.reminderSnoozedUntil } : {}),
    };
  } catch {
    return {};
  }
}

export function writeMeta(storage: Storage, meta: Meta): void {
  try {
    storage.setItem(META_KEY, JSON.stringify(meta));
  } catch {
    /* bookkeeping only */
  }
}
