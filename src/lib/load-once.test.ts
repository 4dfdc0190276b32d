import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and shares the promise and the value', async () => {
    const load = vi.fn(async () => ({ n: 1 }));
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([once(), once()]);
    expect(a).toBe(b);
    expect(await once()).toBe(a);
    expect(once.loaded()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects to the caller, then tries again on the next call', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    expect(await once()).toBe('ok');
    expect(await once()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('callers waiting on a failed load all see the failure; a load that throws synchronously rejects too', async () => {
    const once = loadOnce<number>(() => {
      throw new Error('boom');
    });
    const results = await Promise.allSettled([once(), once()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(once()).rejects.toThrow('boom');
  });
});
