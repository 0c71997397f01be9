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

  it('drops the entries a change names, and keeps the rest', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const load = vi.fn(async (key: string) => key);
    const read = (key: string, tags: string[]) =>
      cache.getOrLoad(
        key,
        () => load(key),
        () => tags,
      );
    await read('page-1', ['listings', 'product:a']);
    await read('page-2', ['listings', 'product:b']);
    await read('product:a', ['product:a']);
    await read('product:b', ['product:b']);
    cache.drop(['product:a']);
    for (const [key, tags] of [
      ['page-1', ['listings', 'product:a']],
      ['page-2', ['listings', 'product:b']],
      ['product:a', ['product:a']],
      ['product:b', ['product:b']],
    ] as const) {
      await read(key, [...tags]);
    }
    expect(load.mock.calls.map(([key]) => key).slice(4)).toEqual(['page-1', 'product:a']);
    cache.drop(['listings']);
    await read('page-2', ['listings']);
    await read('product:b', ['product:b']);
    expect(load.mock.calls.map(([key]) => key).slice(6)).toEqual(['page-2']);
  });

  it('does not hand out a load that began before a change, nor keep it', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    let finishStale!: (value: string) => void;
    const stale = cache.getOrLoad(
      'k',
      () => new Promise<string>((resolve) => (finishStale = resolve)),
      () => ['product:x'],
    );
    cache.drop(['product:other']);
    const fresh = cache.getOrLoad(
      'k',
      async () => 'fresh',
      () => ['product:x'],
    );
    finishStale('stale');
    expect([await stale, await fresh, await cache.getOrLoad('k', async () => 'again')]).toEqual(['stale', 'fresh', 'fresh']);
  });

  it('drops an entry loaded without tags on any change', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    cache.drop(['product:unrelated']);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while bypassed, and caches again after', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    cache.bypass(true);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    cache.bypass(false);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('is off at a TTL of zero', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a value it may not keep to everyone who asked while it loaded, and keeps none of it', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    let finish!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const notKept = (value: string) => value !== 'partial';
    const asked = [cache.getOrLoad('k', load, undefined, notKept), cache.getOrLoad('k', load, undefined, notKept)];
    finish('partial');
    expect(await Promise.all(asked)).toEqual(['partial', 'partial']);
    expect(await cache.getOrLoad('k', async () => 'whole', undefined, notKept)).toBe('whole');
    expect(await cache.getOrLoad('k', async () => 'again', undefined, notKept)).toBe('whole');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('pushes out its oldest entry for a value it keeps, never for one it does not (a page past the last)', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    const load = vi.fn(async () => 'loaded');
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('b', load);
    expect(
      await cache.getOrLoad(
        'c',
        async () => 'past the last',
        undefined,
        () => false,
      ),
    ).toBe('past the last');
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('b', load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.getOrLoad('d', load);
    await cache.getOrLoad('b', load);
    await cache.getOrLoad('d', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('shares one load between the reads of one piece of work while off, and keeps nothing after it', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const load = vi.fn(async () => 'product');
    const work = () => cache.shareLoadsWithin(async () => Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]));
    expect(await work()).toEqual({ value: ['product', 'product'], allKept: true });
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.all([work(), work()]);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('says whether a piece of work read a value the cache would not keep, on or off, loading it or joining its load', async () => {
    for (const ttlMs of [0, 60_000]) {
      const cache = createReadCache({ ttlMs });
      const keepFull = (value: string) => value !== '';
      const waiting: ((value: string) => void)[] = [];
      const slow = () => new Promise<string>((resolve) => waiting.push(resolve));
      const loader = cache.shareLoadsWithin(() => cache.getOrLoad('past', slow, undefined, keepFull));
      const joiner = cache.shareLoadsWithin(() => cache.getOrLoad('past', slow, undefined, keepFull));
      for (const finish of waiting) finish('');
      expect([(await loader).allKept, (await joiner).allKept]).toEqual([false, false]);
      const real = await cache.shareLoadsWithin(() => cache.getOrLoad('real', async () => 'page', undefined, keepFull));
      expect(real).toEqual({ value: 'page', allKept: true });
    }
  });
});
