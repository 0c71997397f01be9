import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A short-lived cache for public catalog reads, shared by everyone (it never holds anything that
 * depends on who asks). Concurrent misses for one key share a single load, so a burst of visitors to
 * the first Browse page costs one query.
 *
 * Each entry carries tags naming what it was built from (`product:<id>` for every product it shows,
 * `listings` for anything that depends on which products are listed and in stock). A write drops the
 * entries its tags name at once (`drop`), so nothing this instance serves is older than the last write
 * it heard of; `ttlMs` only bounds what a missed announcement could leave behind.
 */
export type ReadCache = {
  /**
   * `tagsOf` names what the loaded value was built from; without it the entry goes on any `drop`. A value
   * `keep` refuses is handed to every caller that asked for it while it loaded, and then forgotten.
   */
  getOrLoad<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => Iterable<string>, keep?: (value: T) => boolean): Promise<T>;
  /** Forgets every entry carrying one of `tags`, and every load still under way (it may have read before the write). */
  drop(tags: Iterable<string>): void;
  clear(): void;
  /** While on, every read loads and nothing is kept: for when changes may go unheard. Turning it on clears. */
  bypass(on: boolean): void;
  /**
   * Runs `work` with its reads of one key sharing one load even while the cache keeps nothing (off, or bypassed),
   * as they do when it is on: a page's head and its reads read the same product once. Nothing is kept.
   * `allKept` is false when `keep` refused a value the work read (a page past the last): what the work made of
   * it is not to be kept elsewhere either (the server-rendered page of that address).
   */
  shareLoadsWithin<T>(work: () => Promise<T>): Promise<{ value: T; allKept: boolean }>;
  /** Lookups answered from memory and lookups that loaded, since start (for benchmarks and diagnostics). */
  stats(): { hits: number; misses: number };
};

type Entry = { expiresAt: number; value: Promise<unknown>; tags: Set<string> | 'loading' | 'untagged' };
type Work = { loads: Map<string, Promise<unknown>>; allKept: boolean };

export function createReadCache({ ttlMs, maxEntries = 2000 }: { ttlMs: number; maxEntries?: number }): ReadCache {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;
  let bypassing = false;
  const loadsOfWork = new AsyncLocalStorage<Work>();
  /** Notes in the work under way (if any) whether `keep` takes the value, as soon as it is loaded. */
  const noteKept = <T>(value: Promise<T>, keep: ((value: T) => boolean) | undefined) => {
    const work = loadsOfWork.getStore();
    if (!work || !keep) return;
    value.then(
      (loaded) => {
        if (!keep(loaded)) work.allKept = false;
      },
      () => undefined,
    );
  };
  return {
    getOrLoad<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => Iterable<string>, keep?: (value: T) => boolean): Promise<T> {
      if (ttlMs <= 0 || bypassing) {
        const work = loadsOfWork.getStore();
        if (!work) return load();
        let loading = work.loads.get(key) as Promise<T> | undefined;
        if (!loading) {
          loading = load();
          work.loads.set(key, loading);
          noteKept(loading, keep);
        }
        return loading;
      }
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        hits += 1;
        // A value still loading may yet be refused.
        if (hit.tags === 'loading') noteKept(hit.value as Promise<T>, keep);
        return hit.value as Promise<T>;
      }
      misses += 1;
      const value = load();
      noteKept(value, keep);
      const entry: Entry = { expiresAt: now + ttlMs, value, tags: 'loading' };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (keep && !keep(loaded)) {
            if (entries.get(key) === entry) entries.delete(key);
            return;
          }
          entry.tags = tagsOf ? new Set(tagsOf(loaded)) : 'untagged';
          // Full: drop the oldest entries (a Map keeps insertion order), not everything. Only once a value is kept,
          // so a value that is not (a page past the last) never pushes a real one out.
          for (const oldest of entries.keys()) {
            if (entries.size <= maxEntries) break;
            if (oldest !== key) entries.delete(oldest);
          }
        },
        // A failed load is not remembered.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    drop(tags) {
      const dropped = [...tags];
      for (const [key, entry] of entries) {
        if (typeof entry.tags === 'string' || dropped.some((tag) => (entry.tags as Set<string>).has(tag))) entries.delete(key);
      }
    },
    clear() {
      entries.clear();
    },
    bypass(on) {
      bypassing = on;
      if (on) entries.clear();
    },
    stats() {
      return { hits, misses };
    },
    async shareLoadsWithin(work) {
      const within: Work = { loads: new Map(), allKept: true };
      const value = await loadsOfWork.run(within, work);
      return { value, allKept: within.allKept };
    },
  };
}

/**
 * Whether a page of results is worth keeping: the first page always, a later one only while it has rows. Any page
 * number up to a schema's limit is a new key, and keeping the empty ones past the last would let a crawler push
 * every visitor's pages out of the shared cache.
 */
export function isWithinResults(page: number, rows: readonly unknown[]): boolean {
  return page === 1 || rows.length > 0;
}
