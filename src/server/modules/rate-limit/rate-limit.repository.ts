import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { rateLimits } from '@server/db/schema/rate-limits';

/**
 * Counts `hits` (one by default) against a key in a fixed window: the hits so far in that window, and the whole
 * seconds until it ends.
 */
export async function countHit(db: Db, key: string, windowSeconds: number, hits = 1): Promise<{ hits: number; secondsLeft: number }> {
  const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, hits })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then ${hits}::integer else ${rateLimits.hits} + ${hits}::integer end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::integer`,
    });
  return { hits: row?.hits ?? hits, secondsLeft: row?.secondsLeft ?? windowSeconds };
}

/** Whether a counter exists for the key with its window started less than `windowSeconds` ago. */
export async function hasRecentHit(db: Db, key: string, windowSeconds: number): Promise<boolean> {
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStartedAt} >= now() - make_interval(secs => ${windowSeconds})`))
    .limit(1);
  return rows.length > 0;
}

/** Takes back `hits` hits counted in the key's current window (never below zero; a passed window is left alone). */
export async function forgetHit(db: Db, key: string, windowSeconds: number, hits = 1) {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - ${hits}, 0)` })
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStartedAt} >= now() - make_interval(secs => ${windowSeconds})`));
}

/**
 * Deletes up to `limit` counters whose window started more than `olderThanSeconds` ago, oldest first; returns how
 * many. The batch is found through the index on `window_started_at` and deleted by key (`= any(array(…))`, which
 * both engines plan as index lookups where `in (…)` could become a scan); rows another instance is deleting are
 * skipped, not waited for.
 */
export async function deleteExpiredWindows(db: Db, olderThanSeconds: number, limit: number): Promise<number> {
  const batch = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(sql`${rateLimits.windowStartedAt} < now() - make_interval(secs => ${olderThanSeconds})`)
    .orderBy(asc(rateLimits.windowStartedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.key} = any(array(${batch}))`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}
