import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { NAV_ICONS } from './NavIcons';

const paths = (icon: ReactElement) => [...render(icon).container.querySelectorAll('path')].map((p) => p.getAttribute('d'));

describe('navigation icons', () => {
  it('Kniha (the spellbook) is the open book, Kouzla (the catalog) is not', () => {
    // the book's spine runs down its middle
    expect(paths(NAV_ICONS.spellbook)).toContain('M12 6v14.5');
    expect(paths(NAV_ICONS.catalog)).not.toContain('M12 6v14.5');
  });
});
