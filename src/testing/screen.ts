// Test helper for screens that show spells: Czech i18n and the Czech spell texts loaded once (the
// first import of the texts is slow in jsdom), and before each test an empty store at `path`.
import { beforeAll, beforeEach } from 'vitest';
import { setupTestI18n } from './i18n';
import { loadCatalog } from '../data/catalog';
import { useAppStore } from '../store/app-store';
import { initialState } from '../store/defaults';

export function setupSpellScreen(path: string) {
  beforeAll(async () => {
    await setupTestI18n('cs');
    await loadCatalog('cs');
  }, 30_000);
  beforeEach(() => {
    window.history.replaceState(null, '', path);
    useAppStore.setState(initialState());
  });
}
