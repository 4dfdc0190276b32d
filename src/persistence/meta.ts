// Bookkeeping beside the data (key `grimoar:meta`): when the player last exported a backup, until
// when the export reminder is snoozed, and a copy of the UI language — the settings live in the main
// key, and a main key that cannot be read must not bring the app up in another language. Losing it
// costs nothing but a reminder (or Czech on such a start), so errors are ignored.
import type { Settings } from '../store/types';
import { META_KEY } from './keys';
import { isObj } from './shape';

export interface Meta {
  lastExportAt?: string;
  reminderSnoozedUntil?: string;
  language?: Settings['language'];
}

export function readMeta(storage: Storage | null): Meta {
  try {
    const m: unknown = JSON.parse(storage?.getItem(META_KEY) ?? '{}');
    if (!isObj(m)) return {};
    return {
      ...(typeof m.lastExportAt === 'string' ? { lastExportAt: m.lastExportAt } : {}),
      ...(typeof m.reminderSnoozedUntil === 'string' ? { reminderSnoozedUntil: m.reminderSnoozedUntil } : {}),
      ...(m.language === 'cs' || m.language === 'en' ? { language: m.language } : {}),
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
