import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '@domain/auth/auth.schema';
import { boostStatusAt, type BoostRefusalReason } from '@domain/boosts/boost-limits';
import type { Boost, BoostDay, BoostList, BoostTotals, LaunchBoost } from '@domain/boosts/boost.schema';
import { addDays, marketToday } from '@domain/seller/sales-range';
import type { Db } from '@server/db/client';
import { createWriteBuffer, type WriteBuffer } from '@server/infra/write-buffer';
import { AppError } from '@server/errors';
import type { Storage } from '@server/storage/storage';
import { isLikelyBot } from '@server/infra/bot-user-agents';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import { findSponsoringBoost } from '../catalog/catalog.service';
import { lockProductForBoost } from '../catalog/product-rows.service';
import { identifyVisitor, type SetCookie, type Visitors } from '@server/infra/visitors';
import type { ReadCache } from '@server/infra/read-cache';
import { enforceRateLimits, takeAllowance, type RateLimitRule } from '../rate-limit/rate-limit.service';
import type { DailyMemo } from '@server/infra/daily-memo';
import {
  countBoostEvents,
  insertBoost,
  insertBoostEvents,
  selectBoost,
  selectSellerBoosts,
  selectUnendedBoostOfProduct,
  sumAttributedOrders,
  sumAttributedOrdersOnce,
  updateBoostPause,
  type BoostEventRow,
  type BoostRow,
} from './boosts.repository';

export type BoostsContext = {
  db: Db;
  storage: Storage;
  cache: ReadCache;
  changes: CatalogChanges;
  /** Who a beacon came from: the visitors product views know. */
  views: Visitors;
  /** Impressions and clicks on their way to the database. */
  events: WriteBuffer<BoostEventRow>;
  /** Launches, pauses and resumes one seller may make in a window: each drops cached pages on every instance. */
  writeLimit: RateLimitRule;
  /** Impressions and clicks one visitor without an account may count in a day, across all boosts. */
  visitorEventLimit: number;
  /** The events this instance counted against their visitor's daily limit, so repeats take nothing more. */
  countedEvents: DailyMemo;
  /** The clock boosts start, end and count by; tests move it. */
  now: () => Date;
};

/**
 * Far more sponsored cards than a person looks at in a day (three a page), so only a cookie replayed by a script
 * meets it; a visitor's repeat of an event already counted here takes nothing.
 */
export const defaultVisitorEventLimit = 300;

/**
 * Impressions and clicks wait in a buffer written every two seconds (and when the app closes), so counting never
 * slows a page: a crash loses at most the last two seconds of them.
 */
export function createBoostEvents(db: Db, log: FastifyBaseLogger): WriteBuffer<BoostEventRow> {
  return createWriteBuffer<BoostEventRow>({
    what: 'sponsored impressions and clicks',
    keyOf: (event) => `${event.boostId} ${event.kind} ${event.day} ${event.visitor}`,
    write: (events) => insertBoostEvents(db, events),
    log,
  });
}

export const defaultBoostWriteLimit: RateLimitRule = { limit: 60, windowSeconds: 60 * 60 };

async function takeWriteAllowance(context: BoostsContext, seller: SessionUser) {
  await enforceRateLimits(
    context.db,
    [{ key: `boost-writes:user:${seller.id}`, rule: context.writeLimit }],
    'Too many changes to boosts. Please wait and try again.',
  );
}

const msPerDay = 86_400_000;

function refused(code: 'forbidden' | 'conflict', reason: BoostRefusalReason, message: string): AppError {
  return new AppError(code, message, undefined, { reason });
}

const productNotFound = () => new AppError('not_found', 'Product not found or unavailable');
const boostNotFound = () => new AppError('not_found', 'Boost not found');

/**
 * Starts a boost of one of the seller's active, in-stock products, Active from now for its days. The product is
 * locked while its other boosts are checked, so two launches at once leave one boost, not two.
 */
export async function launchBoost(context: BoostsContext, seller: SessionUser, input: LaunchBoost): Promise<Boost> {
  await takeWriteAllowance(context, seller);
  const now = context.now();
  const row = await context.db.transaction(async (tx) => {
    const product = await lockProductForBoost(tx, input.productId);
    if (!product) throw productNotFound();
    if (product.sellerId !== seller.id) throw refused('forbidden', 'not_own_product', 'Only the product’s seller can boost it.');
    if (product.status !== 'active') {
      throw refused('conflict', 'product_not_active', 'Only a listed (active) product can be boosted: list it first.');
    }
    if (product.quantity <= 0) throw refused('conflict', 'product_sold_out', 'This product is sold out: add stock before boosting it.');
    if (await selectUnendedBoostOfProduct(tx, product.id, now)) {
      throw refused('conflict', 'already_boosted', 'This product already has a boost that has not ended: launch a new one after it ends.');
    }
    return insertBoost(tx, {
      productId: product.id,
      boostedProductId: product.id,
      sellerId: seller.id,
      productTitle: product.title,
      description: input.description,
      dailyBudgetCents: input.dailyBudgetCents,
      durationDays: input.durationDays,
      districts: input.districts,
      startsAt: now,
      endsAt: new Date(now.getTime() + input.durationDays * msPerDay),
    });
  });
  context.changes.announce({ boosts: true });
  return getSellerBoost(context, seller, row.id);
}

/** Holds a boost out of the sponsored slots (its days still run out), or lets it back in. Only its seller may. */
export async function setBoostPaused(context: BoostsContext, seller: SessionUser, id: string, paused: boolean): Promise<Boost> {
  const boost = await selectBoost(context.db, id);
  if (!boost) throw boostNotFound();
  if (boost.sellerId !== seller.id) throw refused('forbidden', 'not_own_product', 'Only the product’s seller can change its boost.');
  await takeWriteAllowance(context, seller);
  const now = context.now();
  if (boost.endsAt <= now) throw refused('conflict', 'boost_ended', 'This boost has ended: launch a new one.');
  // Pausing a paused boost keeps when it was paused; resuming a running one changes nothing.
  const pausedAt = paused ? (boost.pausedAt ?? now) : null;
  const changed = await updateBoostPause(context.db, id, seller.id, pausedAt, now);
  if (!changed) throw refused('conflict', 'boost_ended', 'This boost has ended: launch a new one.');
  context.changes.announce({ boosts: true });
  return getSellerBoost(context, seller, id);
}

export async function listSellerBoosts(context: BoostsContext, sellerId: string): Promise<Boost[]> {
  return describeBoosts(context, await selectSellerBoosts(context.db, sellerId));
}

/** The seller's boosts, and their figures together: each boost's impressions and clicks, each order once. */
export async function getSellerBoostList(context: BoostsContext, sellerId: string): Promise<BoostList> {
  const boosts = await listSellerBoosts(context, sellerId);
  const once = await sumAttributedOrdersOnce(
    context.db,
    boosts.map((boost) => boost.id),
  );
  const totals = boosts.reduce<BoostTotals>(
    (sum, boost) => ({ ...sum, impressions: sum.impressions + boost.totals.impressions, clicks: sum.clicks + boost.totals.clicks }),
    { impressions: 0, clicks: 0, ...once },
  );
  return { boosts, totals };
}

async function getSellerBoost(context: BoostsContext, seller: SessionUser, id: string): Promise<Boost> {
  const [boost] = await describeBoosts(context, await selectSellerBoosts(context.db, seller.id, id));
  if (!boost) throw boostNotFound();
  return boost;
}

const noTotals = (): BoostTotals => ({ impressions: 0, clicks: 0, orders: 0, revenueCents: 0 });

/** The Colombo days a boost has run on so far: from its start to today, or to its end once completed. */
function daysOf(boost: BoostRow, now: Date): string[] {
  const first = marketToday(boost.startsAt);
  const last = marketToday(new Date(Math.min(now.getTime(), boost.endsAt.getTime() - 1)));
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Boosts with their numbers per day and in total: impressions, clicks and the orders credited to them. */
async function describeBoosts(context: BoostsContext, rows: { boost: BoostRow; coverKey: string | null }[]): Promise<Boost[]> {
  const ids = rows.map((row) => row.boost.id);
  const [events, attributed] = await Promise.all([countBoostEvents(context.db, ids), sumAttributedOrders(context.db, ids)]);
  const byBoostDay = new Map<string, BoostTotals>();
  const at = (boostId: string, day: string) => {
    const key = `${boostId} ${day}`;
    let totals = byBoostDay.get(key);
    if (!totals) {
      totals = noTotals();
      byBoostDay.set(key, totals);
    }
    return totals;
  };
  for (const event of events) {
    const totals = at(event.boostId, event.day);
    if (event.kind === 'impression') totals.impressions += event.count;
    else totals.clicks += event.count;
  }
  for (const credited of attributed) {
    const totals = at(credited.boostId, credited.day);
    totals.orders += credited.orders;
    totals.revenueCents += credited.revenueCents;
  }

  const now = context.now();
  return rows.map(({ boost, coverKey }) => {
    const runDays = daysOf(boost, now);
    // Orders credited after the boost's last day (a click on its last day, an order days later) still count.
    const countedDays = new Set(runDays);
    for (const key of byBoostDay.keys()) {
      const [boostId, day] = key.split(' ') as [string, string];
      if (boostId === boost.id) countedDays.add(day);
    }
    const days: BoostDay[] = [...countedDays].sort().map((day) => ({ day, ...(byBoostDay.get(`${boost.id} ${day}`) ?? noTotals()) }));
    const totals = days.reduce<BoostTotals>(
      (sum, day) => ({
        impressions: sum.impressions + day.impressions,
        clicks: sum.clicks + day.clicks,
        orders: sum.orders + day.orders,
        revenueCents: sum.revenueCents + day.revenueCents,
      }),
      noTotals(),
    );
    return {
      id: boost.id,
      productId: boost.productId,
      productTitle: boost.productTitle,
      coverUrl: coverKey ? context.storage.url(coverKey) : null,
      description: boost.description,
      dailyBudgetCents: boost.dailyBudgetCents,
      durationDays: boost.durationDays,
      districts: boost.districts,
      status: boostStatusAt(boost, now),
      startsAt: boost.startsAt.toISOString(),
      endsAt: boost.endsAt.toISOString(),
      totals,
      days,
    };
  });
}

export type BoostEventRequest = {
  boostId: string;
  kind: BoostEventRow['kind'];
  /** The signed-in visitor's id; asked once the boost is known. */
  viewerId: () => Promise<string | null>;
  visitorCookie: string | undefined;
  /** The Origin header: only beacons from our own pages count. */
  origin: string | undefined;
  address: string;
  userAgent: string | undefined;
};

/**
 * Counts a sponsored card seen in a visitor's viewport, or clicked: once per visitor per boost per Colombo day,
 * not the seller's own, not an obvious bot's, only from our own pages, and only while the boost runs (a page shown
 * just before a pause still sends its beacon; it is not counted). Resolves without waiting on any write.
 */
export async function recordBoostEvent(context: BoostsContext, event: BoostEventRequest): Promise<{ setCookies: SetCookie[] }> {
  const boost = await findSponsoringBoost(context, event.boostId);
  if (!boost) {
    // Not in a slot now (paused, ended or sold out since the page was shown: not counted), or no boost at all.
    if (!(await selectBoost(context.db, event.boostId))) throw boostNotFound();
    return { setCookies: [] };
  }
  if (isLikelyBot(event.userAgent) || !context.views.fromOurPages(event.origin)) return { setCookies: [] };
  const viewerId = await event.viewerId();
  if (viewerId === boost.sellerId) return { setCookies: [] };
  const now = context.now();
  const day = marketToday(now);
  const visitor = await identifyVisitor(context.views, day, { ...event, viewerId });
  if (!visitor) return { setCookies: [] };
  if (!viewerId && !(await takeVisitorEventAllowance(context, day, visitor.visitor, `${boost.boostId} ${event.kind}`))) {
    return { setCookies: visitor.setCookies };
  }
  context.events.record({ boostId: boost.boostId, kind: event.kind, day, visitor: visitor.visitor, at: now });
  // A card clicked was seen, whether or not it stayed in view a whole second first: no more clicks than impressions.
  if (event.kind === 'click') context.events.record({ boostId: boost.boostId, kind: 'impression', day, visitor: visitor.visitor, at: now });
  return { setCookies: visitor.setCookies };
}

/**
 * Whether a visitor without an account may count one more event today: each visitor counts at most
 * `visitorEventLimit` a day on all instances together (a rate-limit counter), an event it already counted here
 * being free.
 */
async function takeVisitorEventAllowance(context: BoostsContext, day: string, visitor: string, event: string): Promise<boolean> {
  const memoKey = `${visitor} ${event}`;
  if (context.countedEvents.has(day, memoKey)) return true;
  const allowed = await takeAllowance(context.db, {
    key: `boost-events:${day}:${visitor}`,
    rule: { limit: context.visitorEventLimit, windowSeconds: 24 * 60 * 60 },
  });
  if (allowed) context.countedEvents.add(day, memoKey);
  return allowed;
}
