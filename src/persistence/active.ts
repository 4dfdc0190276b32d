// The app's running persistence controller (initPersistence sets it; its dispose clears it).
import type { PersistenceController } from './controller';

let active: PersistenceController | null = null;

export const activeController = (): PersistenceController | null => active;

export function setActiveController(c: PersistenceController): void {
  active = c;
}

/** Forgets `c` if it is the running controller (called by its dispose). */
export function releaseController(c: PersistenceController): void {
  if (active === c) active = null;
}
