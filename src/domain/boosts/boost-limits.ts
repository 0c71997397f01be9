// A boost's limits and names, apart from its schemas: pages that only show boosts need these, not zod.

export const boostLimits = {
  description: 200,
  /** Rs 100 a day: less would not be a promotion anyone notices. */
  minDailyBudgetCents: 100_00,
  /** Rs 100,000 a day: more is a typing mistake on a farmers' market. */
  maxDailyBudgetCents: 100_000_00,
  minDays: 1,
  maxDays: 30,
} as const;

/** The most sponsored cards above Browse results, and among the home page's Featured products. */
export const sponsoredSlots = { browse: 2, featured: 1 } as const;

/** An order placed this long after a click on a sponsored card is counted as the boost's. */
export const attributionDays = 7;

/**
 * Active from launch until its end, then Completed; Paused while its seller holds it (its days still run out).
 * Worked out from the boost's times, never stored, so a boost cannot be "active" past its end.
 */
export const boostStatuses = ['active', 'paused', 'completed'] as const;
export type BoostStatus = (typeof boostStatuses)[number];

export function boostStatusAt(boost: { endsAt: string | Date; pausedAt: string | Date | null }, now: Date = new Date()): BoostStatus {
  if (new Date(boost.endsAt).getTime() <= now.getTime()) return 'completed';
  return boost.pausedAt ? 'paused' : 'active';
}

/** Clicks per impression, 0 when nothing was shown yet. */
export function clickThroughRate({ impressions, clicks }: { impressions: number; clicks: number }): number {
  return impressions > 0 ? clicks / impressions : 0;
}

/** Why a launch, pause or resume was refused; the web app says each in the reader's language. */
export const boostRefusalReasons = ['not_own_product', 'product_not_active', 'product_sold_out', 'already_boosted', 'boost_ended'] as const;
export type BoostRefusalReason = (typeof boostRefusalReasons)[number];
