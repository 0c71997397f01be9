import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { countHit } from './rate-limit.repository';

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
