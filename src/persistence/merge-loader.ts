// The two-tab merge code (merge.ts) is a lazy chunk: it loads when the browser is idle after start
// (first-screen bytes and the load budget, issue 8), or at once when another tab writes. Every
// controller shares the one loaded copy.
import type { mergeStates as MergeStates } from './merge';

let mergeStates: typeof MergeStates | null = null;
let mergeLoading: Promise<void> | null = null;

/** Loads the two-tab merge once. */
export const loadMerge = (): Promise<void> =>
  (mergeLoading ??= import('./merge').then(
    (m) => {
      mergeStates = m.mergeStates;
    },
    () => {
      mergeLoading = null; // offline without the chunk: try again with the next write of another tab
    },
  ));

/** The merge, or null while it is still loading. */
export const loadedMerge = (): typeof MergeStates | null => mergeStates;
