// Whether the sync layer runs in this tab (cards then show their sync state). First-screen code.
import { create } from 'zustand';

export const useSyncOn = create<{ on: boolean }>(() => ({ on: false }));
