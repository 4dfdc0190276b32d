import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import type { Spell, SpellSummary } from '../../data/types';

const loadCatalogIndex = vi.fn<(lng: string) => Promise<SpellSummary[]>>();
const loadCatalog = vi.fn<(lng: string) => Promise<Spell[]>>();
vi.mock(import('../../data/catalog'), async (original) => ({
  ...(await original()),
  loadCatalogIndex: (lng: 'cs' | 'en') => loadCatalogIndex(lng),
  loadCatalog: (lng: 'cs' | 'en') => loadCatalog(lng),
}));

const { default: CatalogScreen } = await import('./CatalogScreen');
const real = await vi.importActual<typeof import('../../data/catalog')>('../../data/catalog');

beforeAll(async () => {
  await setupTestI18n('cs');
  window.history.replaceState(null, '', '/kouzla');
});

describe('catalog loading', { timeout: 30_000 }, () => {
  it('shows loading, then an error with a retry that loads the spells', async () => {
    let fail!: (e: Error) => void;
    loadCatalogIndex.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    loadCatalogIndex.mockImplementation((lng) => real.loadCatalogIndex(lng as 'cs'));
    loadCatalog.mockImplementation(() => new Promise(() => {}));
    const user = userEvent.setup();
    const { unmount } = render(<CatalogScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Načítám kouzla…');
    fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kouzla se nepodařilo načíst.');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('319 kouzel', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(loadCatalogIndex).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('lists and searches the spells without their texts, and then loads the texts', async () => {
    loadCatalogIndex.mockImplementation((lng) => real.loadCatalogIndex(lng as 'cs'));
    loadCatalog.mockReset().mockImplementation(() => new Promise(() => {}));
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await screen.findByText('319 kouzel', undefined, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'fireball');
    expect(screen.getByRole('link', { name: /Ohnivá koule/ })).toHaveTextContent('Zaklínání · 1 akce · 30 sáhů');
    // the texts are asked for once the list is up (for the spell opened next)
    await vi.waitFor(() => expect(loadCatalog).toHaveBeenCalledWith('cs'));
  });
});

describe('catalog index', () => {
  it('has every spell of the catalog in the same order, with names in the language and no texts', async () => {
    for (const lng of ['cs', 'en'] as const) {
      const index = await real.loadCatalogIndex(lng);
      const full = await real.loadCatalog(lng);
      expect(index.map((s) => [s.id, s.text.name])).toEqual(full.map((s) => [s.id, s.text.name]));
      expect(index.every((s) => Object.keys(s.text).join() === 'name')).toBe(true);
      // level first, then the name in the language's collation ("ch" after "h" in Czech)
      expect(index.map((s) => s.id)).toEqual(real.sortSpells(index, lng).map((s) => s.id));
    }
    const cs = await real.loadCatalogIndex('cs');
    expect(cs.find((s) => s.id === 'fireball')?.text.name).toBe('Ohnivá koule');
    // once the whole catalog is there, it serves as the index
    expect(real.peekCatalogIndex('cs')).toBe(await real.loadCatalog('cs'));
  });
});
