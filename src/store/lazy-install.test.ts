// The store's lazy actions (lazy-slices.ts) are a lazy chunk. test-setup.ts provides them to every
// other test; here fresh module instances (vi.resetModules) start without them, as the app does.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_ACTIONS } from './lazy-names';
import { newCharacter } from './defaults';

beforeEach(() => {
  vi.resetModules();
});

const SRC = resolve(import.meta.dirname, '..');

/** Resolves a relative import of `from` to a source file, or null (packages, assets). */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const f of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(f) && existsSync(f)) return f;
  return null;
}

/** Every source module main.tsx reaches by static value imports (what the first chunk holds;
 *  `import type` and dynamic import() do not count). */
function eagerModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = [resolve(SRC, 'main.tsx')];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const dep = resolveImport(file, m[1]);
      if (dep) queue.push(dep);
    }
  }
  return seen;
}

describe('lazy store actions', () => {
  it('are guards that throw a clear error until installLazySlices, then work on the same state', async () => {
    const { useAppStore, installLazySlices } = await import('./app-store');
    const c = newCharacter('Mira', [{ classId: 'wizard', level: 3 }]);
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    expect(() => useAppStore.getState().spendSlot(c.id, 1)).toThrow(/spendSlot called before installLazySlices/);
    // the first screen's own actions work before
    useAppStore.getState().setActiveCharacter(null);
    useAppStore.getState().setActiveCharacter(c.id);
    const before = useAppStore.getState();
    await installLazySlices();
    const after = useAppStore.getState();
    // only actions change: the persisted state keeps its references (persistence writes nothing)
    expect(after.characters).toBe(before.characters);
    expect(after.settings).toBe(before.settings);
    expect(after.homebrew).toBe(before.homebrew);
    expect(after.spendSlot(c.id, 1)).toEqual({ ok: true });
    expect(useAppStore.getState().characters[0].caster.spentSlots[0]).toBe(1);
    // a second install does not replace them again; stores created afterwards are complete
    await installLazySlices();
    expect(useAppStore.getState().spendSlot).toBe(after.spendSlot);
    const { createAppStore } = await import('./app-store');
    for (const name of LAZY_ACTIONS) expect(() => String(createAppStore().getState()[name])).not.toThrow();
    const other = createAppStore();
    other.setState({ characters: [c] });
    expect(other.getState().spendSlot(c.id, 1)).toEqual({ ok: true });
  });

  it('a failed load is retried on the next call', async () => {
    vi.doMock('./lazy-slices', () => {
      throw new Error('offline');
    });
    const { useAppStore, installLazySlices } = await import('./app-store');
    await expect(installLazySlices()).rejects.toThrow();
    vi.doUnmock('./lazy-slices');
    await installLazySlices();
    expect(typeof useAppStore.getState().spendSlot).toBe('function');
    expect(() => useAppStore.getState().longRest('none')).not.toThrow();
  });

  it('stay out of the first screen: no static import reaches lazy-slices, and no eager module calls a lazy action', () => {
    const eager = eagerModules();
    expect(eager.has(resolve(SRC, 'App.tsx'))).toBe(true);
    expect(eager.has(resolve(SRC, 'store/app-store.ts'))).toBe(true);
    for (const slice of ['lazy-slices', 'spellbook', 'table', 'session', 'homebrew'])
      expect([...eager.keys()].map((f) => f.slice(SRC.length + 1))).not.toContain(`store/${slice}.ts`);
    const calls = new RegExp(`[.]\\s*(${LAZY_ACTIONS.join('|')})\\s*[(]|\\bs[.](${LAZY_ACTIONS.join('|')})\\b`);
    const offenders = [...eager]
      .filter(([f]) => !f.includes(`${SRC}/store/`))
      .filter(([, text]) => calls.test(text))
      .map(([f]) => f.slice(SRC.length + 1));
    expect(offenders).toEqual([]);
  });
});
