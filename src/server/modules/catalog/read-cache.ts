/**
 * A short-lived cache for public catalog reads, shared by everyone (it never holds anything that
 * depends on who asks). Concurrent misses for one key share a single load, so a burst of visitors to
 * the first Browse page costs one query. Writes through this instance clear it; other instances serve
 * what they hold for at most `ttlMs`.
 */
export type ReadCache = {
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Lookups answered from memory and lookups that loaded, since start (for benchmarks and diagnostics). */
  stats(): { hits: number; misses: number };
};

export function createReadCache({ ttlMs, maxEntries = 2000 }: { ttlMs: number; maxEntries?: number }): ReadCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  let hits = 0;
  let misses = 0;
  return {
    getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        hits += 1;
        return hit.value as Promise<T>;
      }
      misses += 1;
      // Full: drop the oldest entry (a Map keeps insertion order), not everything.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { expiresAt: now + ttlMs, value });
      // A failed load is not remembered.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    stats() {
      return { hits, misses };
    },
  };
}
