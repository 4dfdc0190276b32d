// The app's start, above the store and persistence: load storage (validate, migrate) before
// anything can write; then render.
import { useAppStore } from './store/app-store';
import { initPersistence } from './persistence';

export async function startApp(): Promise<{ language: 'cs' | 'en' }> {
  await initPersistence(useAppStore);
  // This tab starts with the last chosen character and keeps it when another tab chooses another.
  useAppStore.setState((s) => ({ chosenCharacterId: s.activeCharacterId }));
  return { language: useAppStore.getState().settings.language };
}
