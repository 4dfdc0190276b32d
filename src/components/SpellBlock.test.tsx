import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupTestI18n } from '../testing/i18n';
import { loadCatalog } from '../data/catalog';
import { SpellBlock } from './SpellBlock';

async function fireball(lng: 'cs' | 'en') {
  await setupTestI18n(lng);
  return (await loadCatalog(lng)).find((s) => s.id === 'fireball')!;
}

describe('spell block', { timeout: 30_000 }, () => {
  it('lists the classes capitalised in English, as class names are', async () => {
    render(<SpellBlock spell={await fireball('en')} />);
    expect(screen.getByText('Classes').nextElementSibling).toHaveTextContent(/^Sorcerer, Wizard$/);
  });

  it('lists the classes in lower case in Czech, as common nouns in a list', async () => {
    render(<SpellBlock spell={await fireball('cs')} />);
    expect(screen.getByText('Povolání').nextElementSibling).toHaveTextContent(/^čaroděj, kouzelník$/);
  });
});
