// The two-tab merge code (merge.ts) is a lazy chunk: it loads when the browser is idle after start
// (first-screen bytes and the load budget, issue 8), or at once when another tab writes. Every
// controller shares the one loaded copy.
import { loadHomebrewCheck } from '../data/homebrew-gate';
import type { mergeStates as MergeStates } from './merge';

let mergeStates: typeof MergeStates | null = null;
let mergeLoading: Promise<void> | null = null;

/** Loads the two-tab merge once. */
export const loadMerge = (): Promise<void> =>
  // Another tab's write may bring homebrew spells: their check (homebrew-gate.ts) comes with the merge.
  (mergeLoading ??= Promise.all([import('./merge'), loadHomebrewCheck()]).then(
    ([m]) => {
      mergeStates = m.mergeStates;
    },
    () => {
      mergeLoading = null; // offline without the chunk: try again with the next write of another tab
    },
  ));

/** The merge, or null while it is still loading. */
export const loadedMerge = (): typeof MergeStates | null => mergeStates;
