import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { Settings } from './types';

export interface SettingsActions {
  setLanguage(language: Settings['language']): void;
  setTheme(theme: Settings['theme']): void;
  setPaper(paper: NonNullable<Settings['paper']>): void;
}

export const settingsSlice: StateCreator<AppState, [], [], SettingsActions> = (set) => ({
  setLanguage: (language) => set((s) => ({ settings: { ...s.settings, language } })),
  setTheme: (theme) => set((s) => ({ settings: { ...s.settings, theme } })),
  setPaper: (paper) => set((s) => ({ settings: { ...s.settings, paper } })),
});
