import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  it('shares one load between concurrent callers and serves it until it expires', async () => {
    vi.useFakeTimers();
    try {
      const cache = createReadCache({ ttlMs: 2000 });
      const load = vi.fn(async () => 'page');
      const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
      expect([a, b, load.mock.calls.length]).toEqual(['page', 'page', 1]);
      vi.advanceTimersByTime(1999);
      await cache.getOrLoad('k', load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2);
      await cache.getOrLoad('k', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets everything on clear, and never keeps a failure', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    cache.clear();
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cache.getOrLoad('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('bad', async () => 'up')).toBe('up');
  });

  it('is off at a TTL of zero', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
