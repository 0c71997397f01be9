import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { countHit, deleteExpiredWindows, readHits } from './rate-limit.repository';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Counts a hit for each key and refuses the request once any key is over its limit. Counters live
 * in the database so that every instance of the app shares them.
 */
export async function enforceRateLimits(db: Db, checks: { key: string; rule: RateLimitRule }[], message: string) {
  for (const { key, rule } of checks) {
    const hits = await countHit(db, key, rule.windowSeconds);
    if (hits > rule.limit) throw new AppError('rate_limited', message);
  }
}

/**
 * For limits that count only failures (wrong passwords): refuse once the key has used up its
 * allowance, without counting this attempt; `recordFailure` counts it if it fails.
 */
export async function refuseIfExhausted(db: Db, key: string, rule: RateLimitRule, message: string) {
  if ((await readHits(db, key, rule.windowSeconds)) >= rule.limit) throw new AppError('rate_limited', message);
}

export async function recordFailure(db: Db, key: string, rule: RateLimitRule) {
  await countHit(db, key, rule.windowSeconds);
}

/** Drops counters whose window ended long ago, so the table holds only recent callers. */
export async function pruneRateLimits(db: Db) {
  await deleteExpiredWindows(db, 24 * 60 * 60);
}
