// The homebrew check is a lazy chunk (homebrew-gate.ts). test-setup.ts registers it for every other
// test; here fresh module instances (vi.resetModules) start without it, as the app does.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import fixtureV1 from '../persistence/migrations/fixtures/v1.json';

beforeEach(() => {
  vi.resetModules();
});

describe('homebrew check gate', () => {
  it('is loud before it is loaded and checks spells after loadHomebrewCheck', async () => {
    const gate = await import('./homebrew-gate');
    expect(() => gate.homebrewCheck()).toThrow(/loadHomebrewCheck/);
    await gate.loadHomebrewCheck();
    expect(gate.homebrewCheck().homebrewIssues(fixtureV1.state.homebrew[0])).toEqual([]);
    expect(gate.homebrewCheck().homebrewIssues({ data: {}, text: {} }).length).toBeGreaterThan(0);
  });

  it('initPersistence loads it when storage holds homebrew spells, so they load (version 1 and version 2)', async () => {
    const { SharedStore } = await import('../persistence/fake-storage');
    for (const layout of ['v1', 'v2'] as const) {
      vi.resetModules();
      const shared = new SharedStore();
      shared.map.set('grimoar', JSON.stringify(fixtureV1));
      if (layout === 'v2') {
        // let the app write the version-2 layout once (homebrew under its own key), then start afresh
        const { createAppStore } = await import('../store/app-store');
        const { loadHomebrewCheck } = await import('./homebrew-gate');
        await loadHomebrewCheck();
        const { createPersistence } = await import('../persistence');
        const store = createAppStore();
        createPersistence(store, shared.view(), { events: null });
        store.getState().setTheme('dark');
        expect(shared.map.has('grimoar:h')).toBe(true);
        vi.resetModules();
      }
      const gate = await import('./homebrew-gate');
      expect(() => gate.homebrewCheck()).toThrow();
      const { createAppStore } = await import('../store/app-store');
      const { initPersistence } = await import('../persistence');
      const store = createAppStore();
      const ctl = await initPersistence(store, shared.view(), { events: null });
      expect(ctl.mode).toBe('ok');
      expect(store.getState().homebrew.map((h) => h.data.id)).toEqual(fixtureV1.state.homebrew.map((h) => h.data.id));
      ctl.dispose();
    }
  });
});
