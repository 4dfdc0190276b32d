// Raw copies of data that could not be read (`grimoar:backup:<ISO time>`), kept until the user
// deletes them in Settings. Data-loss rule: a text is backed up before anything may write over it,
// and one text is stored once (reopening the app before choosing does not pile up copies).
import type { BackupInfo } from './controller-types';
import { BACKUP_PREFIX } from './keys';
import { keysWithPrefix } from './storage';

/** Stores `raw` under a new backup key (or finds the key that holds it already). null: storage refused. */
export function backupText(storage: Storage, raw: string, at: Date): string | null {
  for (const k of keysWithPrefix(storage, BACKUP_PREFIX)) {
    try {
      if (storage.getItem(k) === raw) return k;
    } catch {
      /* unreadable backup: make a new one */
    }
  }
  // One key per text: several texts backed up in the same millisecond get a suffix (~2, ~3, …).
  const stem = BACKUP_PREFIX + at.toISOString();
  let key = stem;
  try {
    for (let n = 2; storage.getItem(key) !== null; n++) key = `${stem}~${n}`;
    storage.setItem(key, raw);
    return key;
  } catch {
    return null;
  }
}

export function listBackups(storage: Storage): BackupInfo[] {
  return keysWithPrefix(storage, BACKUP_PREFIX).map((key) => {
    let chars = 0;
    try {
      chars = storage.getItem(key)?.length ?? 0;
    } catch {
      chars = 0;
    }
    return { key, at: key.slice(BACKUP_PREFIX.length), chars };
  });
}

export function readBackup(storage: Storage, key: string): string | null {
  if (!key.startsWith(BACKUP_PREFIX)) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function deleteBackup(storage: Storage, key: string): void {
  if (!key.startsWith(BACKUP_PREFIX)) return;
  try {
    storage.removeItem(key);
  } catch {
    /* nothing to do */
  }
}
