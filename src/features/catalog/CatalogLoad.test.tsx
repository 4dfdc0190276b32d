import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../test-i18n';
import type { Spell } from '../../data/types';

const loadCatalog = vi.fn<(lng: string) => Promise<Spell[]>>();
vi.mock(import('../../data/catalog'), async (original) => ({ ...(await original()), loadCatalog: (lng: 'cs' | 'en') => loadCatalog(lng) }));

const { default: CatalogScreen } = await import('./CatalogScreen');
const { loadCatalog: realLoad } = await vi.importActual<typeof import('../../data/catalog')>('../../data/catalog');

beforeAll(async () => {
  await setupTestI18n('cs');
  window.history.replaceState(null, '', '/kouzla');
});

describe('catalog loading', { timeout: 30_000 }, () => {
  it('shows loading, then an error with a retry that loads the spells', async () => {
    let fail!: (e: Error) => void;
    loadCatalog.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    loadCatalog.mockImplementation((lng) => realLoad(lng as 'cs'));
    const user = userEvent.setup();
    render(<CatalogScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Načítám kouzla…');
    fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kouzla se nepodařilo načíst.');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('319 kouzel', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(loadCatalog).toHaveBeenCalledTimes(2);
  });
});
