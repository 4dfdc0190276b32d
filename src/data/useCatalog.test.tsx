// useCatalog: a catalog that has loaded is shown from the first render, and its id map and search
// index are built once per spell list, shared by every screen that shows it.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useCatalog } from './useCatalog';
import { setupSpellScreen } from '../testing/screen';

setupSpellScreen('/');

describe('useCatalog', () => {
  it('is ready at the first render once the catalog has loaded', () => {
    const { result } = renderHook(() => useCatalog());
    expect(result.current.status).toBe('ready');
    expect(result.current.spells).toHaveLength(319);
    expect(result.current.byId.get('fireball')?.text.name).toBe('Ohnivá koule');
  });

  it('shares the index and the id map between screens', () => {
    const a = renderHook(() => useCatalog());
    const b = renderHook(() => useCatalog());
    expect(b.result.current.spells).toBe(a.result.current.spells);
    expect(b.result.current.index).toBe(a.result.current.index);
    expect(b.result.current.byId).toBe(a.result.current.byId);
    expect(a.result.current.index[a.result.current.spells.findIndex((s) => s.id === 'fireball')].haystack).toContain('ohniva koule');
  });
});
