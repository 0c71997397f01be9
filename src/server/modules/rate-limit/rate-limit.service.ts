import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { deleteInBatches } from '@server/infra/jobs/in-batches';
import { countHit, deleteExpiredWindows, forgetHit, hasRecentHit } from './rate-limit.repository';

export type RateLimitRule = { limit: number; windowSeconds: number };
/** `hits`: how much this attempt counts (a request carrying five photos counts five); one when left out. */
export type RateLimitCheck = { key: string; rule: RateLimitRule; hits?: number };

/**
 * Counts a hit against the key and says whether it is still within the limit. Counting and reading are
 * one statement, so callers racing each other get distinct counts and no more than `limit` of them
 * are let through. Counters live in the database so that every instance of the app shares them.
 */
export async function takeAllowance(db: Db, check: RateLimitCheck): Promise<boolean> {
  return (await countAgainst(db, check)).allowed;
}

/** Counts the hit and says whether it is within the limit, and how long until the key's window ends. */
async function countAgainst(db: Db, { key, rule, hits = 1 }: RateLimitCheck): Promise<{ allowed: boolean; secondsLeft: number }> {
  const counted = await countHit(db, key, rule.windowSeconds, hits);
  return { allowed: counted.hits <= rule.limit, secondsLeft: counted.secondsLeft };
}

/** Whether `admitOnce` admitted the member within the window (without counting anything). */
export async function wasAdmitted(db: Db, memberKey: string, windowSeconds: number): Promise<boolean> {
  return hasRecentHit(db, memberKey, windowSeconds);
}

/**
 * Admits a member (a visitor, say) into a group's allowance once per window: a member already admitted is `known`
 * and counts nothing again; a new one takes one hit of the group's allowance and is remembered only if it got it.
 * Both the members and the group's count are rate-limit counters, so every instance sharing the database shares
 * them. Two first requests of one member racing each other may both take a hit: the group is then under-used,
 * never over-used.
 */
export async function admitOnce(db: Db, memberKey: string, group: RateLimitCheck): Promise<'new' | 'known' | 'refused'> {
  if (await hasRecentHit(db, memberKey, group.rule.windowSeconds)) return 'known';
  if (!(await takeAllowance(db, group))) return 'refused';
  await countHit(db, memberKey, group.rule.windowSeconds);
  return 'new';
}

/**
 * Whether every key is within its limit, counting a hit for each in order and stopping at the first key over it:
 * the keys after it are not counted, so a caller refused by a narrow limit does not use up a wider one.
 */
export async function takeAllowances(db: Db, checks: RateLimitCheck[]): Promise<boolean> {
  return (await firstRefusal(db, checks)) === null;
}

/** Counts each check in order up to the first over its limit: that one's seconds until its window ends, or null. */
async function firstRefusal(db: Db, checks: RateLimitCheck[]): Promise<{ secondsLeft: number } | null> {
  for (const check of checks) {
    const counted = await countAgainst(db, check);
    if (!counted.allowed) return { secondsLeft: counted.secondsLeft };
  }
  return null;
}

/**
 * Like takeAllowances, refusing the request (429 with `message`) at the first key over its limit, with Retry-After
 * saying when that key's window ends.
 */
export async function enforceRateLimits(db: Db, checks: RateLimitCheck[], message: string) {
  const refused = await firstRefusal(db, checks);
  if (refused) throw new AppError('rate_limited', message, undefined, undefined, { retryAfterSeconds: refused.secondsLeft });
}

/**
 * Takes back hits counted for an attempt that turned out to be legitimate (a right password) or that was refused
 * through no fault of the caller (a full photo queue); each check takes back as many hits as it counted.
 */
export async function forgiveHits(db: Db, checks: RateLimitCheck[]) {
  for (const { key, rule, hits } of checks) await forgetHit(db, key, rule.windowSeconds, hits);
}

/** Counters are dropped this long after their window started: far longer than any rule's window. */
const keptSeconds = 24 * 60 * 60;

/**
 * Rows deleted per statement: a backlog (a market under a flood of sign-in attempts from many addresses) goes in
 * short steps that hold their row locks briefly and, on PGlite, let requests in between.
 */
export const rateLimitsPruneBatch = 500;

/**
 * The pruning job: drops counters whose window ended long ago, so the table holds only recent callers, batch after
 * batch until none is left or the app stops. Returns how many it deleted.
 */
export async function pruneRateLimits(db: Db, signal: AbortSignal, batchSize = rateLimitsPruneBatch): Promise<number> {
  return deleteInBatches((limit) => deleteExpiredWindows(db, keptSeconds, limit), batchSize, signal);
}
