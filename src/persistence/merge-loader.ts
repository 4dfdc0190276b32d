// The two-tab merge code (merge.ts) is a lazy chunk: it loads when the browser is idle after start
// (first-screen bytes and the load budget), or at once when another tab writes. Every
// controller shares the one loaded copy.
import type { mergeStates as MergeStates } from './merge';
import type { HomebrewValidator } from './homebrew';

let mergeStates: typeof MergeStates | null = null;
let homebrew: HomebrewValidator | null = null;
let mergeLoading: Promise<void> | null = null;

/** Loads the two-tab merge once. */
export const loadMerge = (): Promise<void> =>
  // Another tab's write may bring homebrew spells: their check comes with the merge.
  (mergeLoading ??= Promise.all([import('./merge'), import('./homebrew')]).then(
    ([m, h]) => {
      mergeStates = m.mergeStates;
      homebrew = h.validateHomebrew;
    },
    () => {
      mergeLoading = null; // offline without the chunk: try again with the next write of another tab
    },
  ));

/** The merge, or null while it is still loading. */
export const loadedMerge = (): typeof MergeStates | null => mergeStates;

/** The homebrew check, or null until it has loaded (with the merge, or at start: index.ts). */
export const loadedHomebrewCheck = (): HomebrewValidator | null => homebrew;
