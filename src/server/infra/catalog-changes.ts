import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { notify, type Database } from '@server/db/client';
import type { ReadCache } from './read-cache';

/**
 * What a write changed in the public catalog: the products whose shown data changed, whether which products
 * are listed (or in stock) may have changed too, which touches every list, count and filter, whether a rating
 * changed (lists sorted or filtered by rating), whether someone joined (the market's member count), and whether a
 * boost started, paused or resumed (the lists with sponsored slots).
 */
export type CatalogChange = { products?: Iterable<string>; listings?: boolean; ratings?: boolean; members?: boolean; boosts?: boolean };

export type CatalogChanges = {
  /**
   * Called after the write has committed: drops the cached reads it made out of date on this instance at once,
   * then tells the other instances on the database, which drop theirs when they hear it.
   */
  announce(change: CatalogChange): void;
  start(): Promise<void>;
  /** Waits for announcements still being sent, then stops listening. */
  stop(): Promise<void>;
};

export const catalogChangesChannel = 'catalog_changes';

/** The cache tags a product's own reads carry; every list that shows the product carries it too. */
export function productTag(productId: string): string {
  return `product:${productId}`;
}
export const listingsTag = 'listings';
/** Carried by lists whose members or order depend on ratings: a rating's change moves them, not the others. */
export const ratingsTag = 'ratings';
export const membersTag = 'members';
/** Carried by lists with sponsored slots (Browse, the home page's Featured). */
export const boostsTag = 'boosts';
/** Drops everything: what an announcement too large for NOTIFY's 8000 bytes says instead. */
const everythingTag = '*';
const maxPayloadBytes = 7900;

function tagsOf(change: CatalogChange): string[] {
  const tags = [...(change.products ?? [])].map(productTag);
  if (change.listings) tags.push(listingsTag);
  if (change.ratings) tags.push(ratingsTag);
  if (change.members) tags.push(membersTag);
  if (change.boosts) tags.push(boostsTag);
  return tags;
}

type Announcement = { origin: string; tags: string[] };

function readAnnouncement(payload: string): Announcement | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { origin, tags } = parsed as Record<string, unknown>;
    if (typeof origin !== 'string' || !Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return undefined;
    return { origin, tags: tags as string[] };
  } catch {
    return undefined;
  }
}

/**
 * Keeps every instance's read caches (the catalog's reads, and the pages made from them) true to the database.
 * The sender drops its own entries before it answers, so whoever made a change sees it on their next read; the
 * others hear of it through the database's notifications a few milliseconds after the commit. An instance that
 * loses its listener would miss them, so it reads straight from the database until listening resumes; a change
 * whose announcement is lost (the sender dies between commit and NOTIFY) shows elsewhere once the cache's short
 * lifetime runs out.
 */
export function createCatalogChanges({
  database,
  caches,
  log,
}: {
  database: Database;
  caches: ReadCache[];
  log: FastifyBaseLogger;
}): CatalogChanges {
  const origin = randomUUID();
  const sending = new Set<Promise<void>>();
  let stopListening: (() => Promise<void>) | undefined;

  function receive(payload: string) {
    const announcement = readAnnouncement(payload);
    if (!announcement) {
      log.warn({ channel: catalogChangesChannel }, 'a malformed catalog announcement: forgetting every cached read');
      for (const cache of caches) cache.clear();
      return;
    }
    if (announcement.origin === origin) return;
    for (const cache of caches) {
      if (announcement.tags.includes(everythingTag)) cache.clear();
      else cache.drop(announcement.tags);
    }
  }

  return {
    announce(change) {
      const tags = tagsOf(change);
      if (tags.length === 0) return;
      for (const cache of caches) cache.drop(tags);
      let payload = JSON.stringify({ origin, tags } satisfies Announcement);
      if (Buffer.byteLength(payload) > maxPayloadBytes) payload = JSON.stringify({ origin, tags: [everythingTag] } satisfies Announcement);
      const sent = notify(database.db, catalogChangesChannel, payload).catch((error: unknown) => {
        log.warn({ err: error }, 'announcing a catalog change failed; other instances catch up when their cached reads expire');
      });
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },

    async start() {
      stopListening = await database.listen(catalogChangesChannel, receive, {
        lost(error) {
          log.warn({ err: error }, 'the catalog changes listener lost its database connection; reading without the cache until it is back');
          for (const cache of caches) cache.bypass(true);
        },
        restored() {
          for (const cache of caches) cache.bypass(false);
        },
      });
    },

    async stop() {
      await Promise.all(sending);
      await stopListening?.();
      stopListening = undefined;
    },
  };
}
