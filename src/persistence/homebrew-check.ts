// The homebrew check (homebrew.ts, with zod/mini) is a lazy chunk: the start loads it when storage
// may hold homebrew spells (index.ts), and every tab loads it when the browser is idle, so another
// tab's new homebrew spell can be checked when it arrives. Every controller shares the one copy.
import type { HomebrewValidator } from './homebrew';

let check: HomebrewValidator | null = null;
let loading: Promise<void> | null = null;

export const loadHomebrewCheck = (): Promise<void> =>
  (loading ??= import('./homebrew').then(
    (h) => {
      check = h.validateHomebrew;
    },
    () => {
      loading = null; // offline without the chunk: try again later
    },
  ));

/** The check, or null until it has loaded. */
export const loadedHomebrewCheck = (): HomebrewValidator | null => check;
