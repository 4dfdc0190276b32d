// Applying an import planned by planImport (./import-plan.ts, loaded with the import dialog): the
// plan is computed against the state at the moment the action runs.
import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { ImportPlan, ImportSummary, ImportTarget } from './import-plan';
import { OK, type ActionResult } from './result';

export type { ImportMode, ImportPayload, ImportSummary } from './import-plan';

export interface IoActions {
  importData(plan: (current: ImportTarget) => ImportPlan): ActionResult<{ summary: ImportSummary }>;
}

export const ioSlice: StateCreator<AppState, [], [], IoActions> = (set, get) => ({
  importData(plan) {
    const { next, summary } = plan(get());
    get().importSink?.(summary.everything);
    set(next);
    return { ...OK, summary };
  },
});
