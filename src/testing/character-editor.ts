// Test helper for the character editor: Czech i18n (and the Czech catalog, for the spell counts,
// when asked), then before each test an empty store, no parked drafts and the new-character URL.
import { beforeAll, beforeEach, vi } from 'vitest';
import { setupTestI18n } from './i18n';
import { loadCatalog } from '../data/catalog';
import { useAppStore } from '../store/app-store';
import { initialState } from '../store/defaults';
import { forgetParkedDrafts } from '../features/characters/useParkedDraft';

export function setupEditorTests({ catalog = false }: { catalog?: boolean } = {}) {
  // userEvent typing in jsdom is slow on a busy machine; the default 5 s is too tight.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(async () => {
    await setupTestI18n('cs');
    if (catalog) await loadCatalog('cs');
  }, 30_000);
  beforeEach(() => {
    forgetParkedDrafts();
    window.history.replaceState(null, '', '/postava/nova');
    useAppStore.setState(initialState());
  });
}
