// The homebrew check (homebrew.ts, with zod/mini) is a lazy chunk (lib/load-once): the start loads
// it when storage may hold homebrew spells (index.ts); a tab that hears another tab's first homebrew
// spell loads it then and takes the change once it is here (tab-sync.ts). Every controller shares
// the one copy.
import type { HomebrewValidator } from './homebrew';
import { loadOnce } from '../lib/load-once';

const check = loadOnce(() => import('./homebrew').then((h) => h.validateHomebrew));

/** Loads the check (a failed load, e.g. offline without the chunk, is tried again next time). */
export const loadHomebrewCheck = (): Promise<void> => check().then(() => undefined, () => undefined);

/** The check, or null until it has loaded. */
export const loadedHomebrewCheck = (): HomebrewValidator | null => check.loaded() ?? null;
